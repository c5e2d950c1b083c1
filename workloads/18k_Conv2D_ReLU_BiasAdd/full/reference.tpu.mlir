module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64x128x128xbf16>, %arg1: tensor<128x64x3x3xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<128x1x1xbf16>) -> (tensor<128x128x126x126xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<128x64x128x128xbf16>, tensor<128x64x3x3xbf16>) -> tensor<128x128x126x126xbf16>
    %1 = stablehlo.reshape %arg2 : (tensor<128xbf16>) -> tensor<1x128x1x1xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xbf16>) -> tensor<128x128x126x126xbf16>
    %3 = stablehlo.add %0, %2 : tensor<128x128x126x126xbf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128x128x126x126xbf16>
    %5 = stablehlo.maximum %3, %4 : tensor<128x128x126x126xbf16>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [1, 2, 3] : (tensor<128x1x1xbf16>) -> tensor<1x128x1x1xbf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xbf16>) -> tensor<128x128x126x126xbf16>
    %8 = stablehlo.add %5, %7 : tensor<128x128x126x126xbf16>
    return %8 : tensor<128x128x126x126xbf16>
  }
}
