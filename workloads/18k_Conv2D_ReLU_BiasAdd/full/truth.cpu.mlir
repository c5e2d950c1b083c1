module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64x128x128xbf16>, %arg1: tensor<128x64x3x3xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<128x1x1xbf16>) -> (tensor<128x128x126x126xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<128x64x128x128xbf16>) -> tensor<128x64x128x128xf32>
    %1 = stablehlo.convert %arg1 : (tensor<128x64x3x3xbf16>) -> tensor<128x64x3x3xf32>
    %2 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %3 = stablehlo.convert %arg3 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %4 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x64x128x128xf32>, tensor<128x64x3x3xf32>) -> tensor<128x128x126x126xf32>
    %5 = stablehlo.reshape %2 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %7 = stablehlo.add %4, %6 : tensor<128x128x126x126xf32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128x126x126xf32>
    %9 = stablehlo.maximum %7, %8 : tensor<128x128x126x126xf32>
    %10 = stablehlo.broadcast_in_dim %3, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %12 = stablehlo.add %9, %11 : tensor<128x128x126x126xf32>
    return %12 : tensor<128x128x126x126xf32>
  }
}
