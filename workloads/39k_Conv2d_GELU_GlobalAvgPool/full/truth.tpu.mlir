module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x8x256x256xbf16>, %arg1: tensor<64x8x3x3xbf16>, %arg2: tensor<64xbf16>) -> (tensor<128x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<6.451600e+04> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<128x8x256x256xbf16>) -> tensor<128x8x256x256xf32>
    %1 = stablehlo.convert %arg1 : (tensor<64x8x3x3xbf16>) -> tensor<64x8x3x3xf32>
    %2 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %3 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x8x256x256xf32>, tensor<64x8x3x3xf32>) -> tensor<128x64x254x254xf32>
    %4 = stablehlo.reshape %2 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<128x64x254x254xf32>
    %6 = stablehlo.add %3, %5 : tensor<128x64x254x254xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<128x64x254x254xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<128x64x254x254xf32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x64x254x254xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<128x64x254x254xf32>
    %11 = stablehlo.add %6, %10 : tensor<128x64x254x254xf32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x64x254x254xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<128x64x254x254xf32>
    %14 = stablehlo.tanh %13 : tensor<128x64x254x254xf32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x64x254x254xf32>
    %16 = stablehlo.add %15, %14 : tensor<128x64x254x254xf32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x64x254x254xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<128x64x254x254xf32>
    %19 = stablehlo.multiply %6, %18 : tensor<128x64x254x254xf32>
    %20 = stablehlo.reduce(%19 init: %cst_0) applies stablehlo.add across dimensions = [2, 3] : (tensor<128x64x254x254xf32>, tensor<f32>) -> tensor<128x64xf32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %22 = stablehlo.divide %20, %21 : tensor<128x64xf32>
    return %22 : tensor<128x64xf32>
  }
}
