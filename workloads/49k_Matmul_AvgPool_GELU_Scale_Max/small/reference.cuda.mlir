module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>) -> (tensor<256xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_4 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %3 = stablehlo.add %0, %2 : tensor<256x512xbf16>
    %4 = stablehlo.reshape %3 : (tensor<256x512xbf16>) -> tensor<256x32x16xbf16>
    %5 = stablehlo.convert %4 : (tensor<256x32x16xbf16>) -> tensor<256x32x16xf32>
    %6 = stablehlo.reduce(%5 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<256x32x16xf32>, tensor<f32>) -> tensor<256x32xf32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %8 = stablehlo.divide %6, %7 : tensor<256x32xf32>
    %9 = stablehlo.convert %8 : (tensor<256x32xf32>) -> tensor<256x32xbf16>
    %10 = stablehlo.multiply %9, %9 : tensor<256x32xbf16>
    %11 = stablehlo.multiply %10, %9 : tensor<256x32xbf16>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x32xbf16>
    %13 = stablehlo.multiply %12, %11 : tensor<256x32xbf16>
    %14 = stablehlo.add %9, %13 : tensor<256x32xbf16>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<256x32xbf16>
    %16 = stablehlo.multiply %15, %14 : tensor<256x32xbf16>
    %17 = stablehlo.tanh %16 : tensor<256x32xbf16>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x32xbf16>
    %19 = stablehlo.add %18, %17 : tensor<256x32xbf16>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x32xbf16>
    %21 = stablehlo.multiply %20, %19 : tensor<256x32xbf16>
    %22 = stablehlo.multiply %9, %21 : tensor<256x32xbf16>
    %23 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x32xbf16>
    %24 = stablehlo.multiply %22, %23 : tensor<256x32xbf16>
    %25 = stablehlo.reduce(%24 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<256x32xbf16>, tensor<bf16>) -> tensor<256xbf16>
    return %25 : tensor<256xbf16>
  }
}
