module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<128x64x128x128xbf16>, %arg2: tensor<128x64x3x3xbf16>, %arg3: tensor<128xbf16>, %arg4: tensor<128x1x1xbf16>) -> (tensor<128x128x126x126xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %10 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<128x64x128x128xbf16>, tensor<128x64x3x3xbf16>) -> tensor<128x128x126x126xbf16>
      stablehlo.return %10 : tensor<128x128x126x126xbf16>
    }, {
      %10 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<128x64x128x128xbf16>, tensor<128x64x3x3xbf16>) -> tensor<128x128x126x126xbf16>
      stablehlo.return %10 : tensor<128x128x126x126xbf16>
    }, {
      %10 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<128x64x128x128xbf16>, tensor<128x64x3x3xbf16>) -> tensor<128x128x126x126xbf16>
      stablehlo.return %10 : tensor<128x128x126x126xbf16>
    }) : (tensor<i32>) -> tensor<128x128x126x126xbf16>
    %2 = stablehlo.reshape %arg3 : (tensor<128xbf16>) -> tensor<1x128x1x1xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xbf16>) -> tensor<128x128x126x126xbf16>
    %4 = stablehlo.add %1, %3 : tensor<128x128x126x126xbf16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128x128x126x126xbf16>
    %6 = stablehlo.maximum %4, %5 : tensor<128x128x126x126xbf16>
    %7 = stablehlo.broadcast_in_dim %arg4, dims = [1, 2, 3] : (tensor<128x1x1xbf16>) -> tensor<1x128x1x1xbf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xbf16>) -> tensor<128x128x126x126xbf16>
    %9 = stablehlo.add %6, %8 : tensor<128x128x126x126xbf16>
    return %9 : tensor<128x128x126x126xbf16>
  }
}
