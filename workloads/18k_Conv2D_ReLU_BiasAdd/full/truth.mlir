module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<128x64x128x128xbf16>, %arg2: tensor<128x64x3x3xbf16>, %arg3: tensor<128xbf16>, %arg4: tensor<128x1x1xbf16>) -> (tensor<128x128x126x126xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<128x64x128x128xbf16>) -> tensor<128x64x128x128xf32>
    %1 = stablehlo.convert %arg2 : (tensor<128x64x3x3xbf16>) -> tensor<128x64x3x3xf32>
    %2 = stablehlo.convert %arg3 : (tensor<128xbf16>) -> tensor<128xf32>
    %3 = stablehlo.convert %arg4 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %4 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %14 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x64x128x128xf32>, tensor<128x64x3x3xf32>) -> tensor<128x128x126x126xf32>
      stablehlo.return %14 : tensor<128x128x126x126xf32>
    }, {
      %14 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x64x128x128xf32>, tensor<128x64x3x3xf32>) -> tensor<128x128x126x126xf32>
      stablehlo.return %14 : tensor<128x128x126x126xf32>
    }, {
      %14 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x64x128x128xf32>, tensor<128x64x3x3xf32>) -> tensor<128x128x126x126xf32>
      stablehlo.return %14 : tensor<128x128x126x126xf32>
    }) : (tensor<i32>) -> tensor<128x128x126x126xf32>
    %6 = stablehlo.reshape %2 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %8 = stablehlo.add %5, %7 : tensor<128x128x126x126xf32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128x126x126xf32>
    %10 = stablehlo.maximum %8, %9 : tensor<128x128x126x126xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %13 = stablehlo.add %10, %12 : tensor<128x128x126x126xf32>
    return %13 : tensor<128x128x126x126xf32>
  }
}
