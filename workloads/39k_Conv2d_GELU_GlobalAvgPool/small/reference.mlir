module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x8x32x32xbf16>, %arg2: tensor<64x8x3x3xbf16>, %arg3: tensor<64xbf16>) -> (tensor<4x64xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.000000e+02> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_4 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_6 : tensor<i32>
    }, {
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %23 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x32x32xbf16>, tensor<64x8x3x3xbf16>) -> tensor<4x64x30x30xbf16>
      stablehlo.return %23 : tensor<4x64x30x30xbf16>
    }, {
      %23 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x32x32xbf16>, tensor<64x8x3x3xbf16>) -> tensor<4x64x30x30xbf16>
      stablehlo.return %23 : tensor<4x64x30x30xbf16>
    }, {
      %23 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x32x32xbf16>, tensor<64x8x3x3xbf16>) -> tensor<4x64x30x30xbf16>
      stablehlo.return %23 : tensor<4x64x30x30xbf16>
    }) : (tensor<i32>) -> tensor<4x64x30x30xbf16>
    %2 = stablehlo.reshape %arg3 : (tensor<64xbf16>) -> tensor<1x64x1x1xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<4x64x30x30xbf16>
    %4 = stablehlo.add %1, %3 : tensor<4x64x30x30xbf16>
    %5 = stablehlo.multiply %4, %4 : tensor<4x64x30x30xbf16>
    %6 = stablehlo.multiply %5, %4 : tensor<4x64x30x30xbf16>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<4x64x30x30xbf16>
    %8 = stablehlo.multiply %7, %6 : tensor<4x64x30x30xbf16>
    %9 = stablehlo.add %4, %8 : tensor<4x64x30x30xbf16>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<4x64x30x30xbf16>
    %11 = stablehlo.multiply %10, %9 : tensor<4x64x30x30xbf16>
    %12 = stablehlo.tanh %11 : tensor<4x64x30x30xbf16>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x64x30x30xbf16>
    %14 = stablehlo.add %13, %12 : tensor<4x64x30x30xbf16>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x64x30x30xbf16>
    %16 = stablehlo.multiply %15, %14 : tensor<4x64x30x30xbf16>
    %17 = stablehlo.multiply %4, %16 : tensor<4x64x30x30xbf16>
    %18 = stablehlo.convert %17 : (tensor<4x64x30x30xbf16>) -> tensor<4x64x30x30xf32>
    %19 = stablehlo.reduce(%18 init: %cst_0) applies stablehlo.add across dimensions = [2, 3] : (tensor<4x64x30x30xf32>, tensor<f32>) -> tensor<4x64xf32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %21 = stablehlo.divide %19, %20 : tensor<4x64xf32>
    %22 = stablehlo.convert %21 : (tensor<4x64xf32>) -> tensor<4x64xbf16>
    return %22 : tensor<4x64xbf16>
  }
}
