module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32x32x64x64xbf16>, %arg1: tensor<64x32x3x3x3xbf16>, %arg2: tensor<64xbf16>) -> (tensor<16x64x30x62x62xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<16x32x32x64x64xbf16>) -> tensor<16x32x32x64x64xf32>
    %1 = stablehlo.convert %arg1 : (tensor<64x32x3x3x3xbf16>) -> tensor<64x32x3x3x3xf32>
    %2 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %3 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x32x32x64x64xf32>, tensor<64x32x3x3x3xf32>) -> tensor<16x64x30x62x62xf32>
    %4 = stablehlo.reshape %2 : (tensor<64xf32>) -> tensor<1x64x1x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x1xf32>) -> tensor<16x64x30x62x62xf32>
    %6 = stablehlo.add %3, %5 : tensor<16x64x30x62x62xf32>
    %7 = stablehlo.exponential %6 : tensor<16x64x30x62x62xf32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64x30x62x62xf32>
    %9 = stablehlo.add %8, %7 : tensor<16x64x30x62x62xf32>
    %10 = stablehlo.log %9 : tensor<16x64x30x62x62xf32>
    %11 = stablehlo.tanh %10 : tensor<16x64x30x62x62xf32>
    %12 = stablehlo.multiply %6, %11 : tensor<16x64x30x62x62xf32>
    %13 = stablehlo.tanh %12 : tensor<16x64x30x62x62xf32>
    return %13 : tensor<16x64x30x62x62xf32>
  }
}
