module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x8x256x256xbf16>, %arg1: tensor<64x8x3x3xbf16>, %arg2: tensor<64xbf16>) -> (tensor<128x64xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<6.451600e+04> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_4 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<128x8x256x256xbf16>, tensor<64x8x3x3xbf16>) -> tensor<128x64x254x254xbf16>
    %1 = stablehlo.reshape %arg2 : (tensor<64xbf16>) -> tensor<1x64x1x1xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<128x64x254x254xbf16>
    %3 = stablehlo.add %0, %2 : tensor<128x64x254x254xbf16>
    %4 = stablehlo.multiply %3, %3 : tensor<128x64x254x254xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<128x64x254x254xbf16>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<128x64x254x254xbf16>
    %7 = stablehlo.multiply %6, %5 : tensor<128x64x254x254xbf16>
    %8 = stablehlo.add %3, %7 : tensor<128x64x254x254xbf16>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<128x64x254x254xbf16>
    %10 = stablehlo.multiply %9, %8 : tensor<128x64x254x254xbf16>
    %11 = stablehlo.tanh %10 : tensor<128x64x254x254xbf16>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<128x64x254x254xbf16>
    %13 = stablehlo.add %12, %11 : tensor<128x64x254x254xbf16>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<128x64x254x254xbf16>
    %15 = stablehlo.multiply %14, %13 : tensor<128x64x254x254xbf16>
    %16 = stablehlo.multiply %3, %15 : tensor<128x64x254x254xbf16>
    %17 = stablehlo.convert %16 : (tensor<128x64x254x254xbf16>) -> tensor<128x64x254x254xf32>
    %18 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.add across dimensions = [2, 3] : (tensor<128x64x254x254xf32>, tensor<f32>) -> tensor<128x64xf32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %20 = stablehlo.divide %18, %19 : tensor<128x64xf32>
    %21 = stablehlo.convert %20 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    return %21 : tensor<128x64xbf16>
  }
}
