module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>) -> (tensor<256x1xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %3 = stablehlo.add %0, %2 : tensor<256x512xbf16>
    %4 = stablehlo.reduce(%3 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<256x512xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %6 = stablehlo.convert %3 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %7 = stablehlo.reduce(%6 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<256x1xf32>
    %11 = stablehlo.convert %10 : (tensor<256x1xf32>) -> tensor<256x1xbf16>
    %12 = stablehlo.subtract %5, %11 : tensor<256x1xbf16>
    %13 = stablehlo.multiply %12, %12 : tensor<256x1xbf16>
    %14 = stablehlo.multiply %13, %12 : tensor<256x1xbf16>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x1xbf16>
    %16 = stablehlo.multiply %15, %14 : tensor<256x1xbf16>
    %17 = stablehlo.add %12, %16 : tensor<256x1xbf16>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x1xbf16>
    %19 = stablehlo.multiply %18, %17 : tensor<256x1xbf16>
    %20 = stablehlo.tanh %19 : tensor<256x1xbf16>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x1xbf16>
    %22 = stablehlo.add %21, %20 : tensor<256x1xbf16>
    %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x1xbf16>
    %24 = stablehlo.multiply %23, %22 : tensor<256x1xbf16>
    %25 = stablehlo.multiply %12, %24 : tensor<256x1xbf16>
    return %25 : tensor<256x1xbf16>
  }
}
