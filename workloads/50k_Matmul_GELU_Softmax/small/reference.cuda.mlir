module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_4 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %3 = stablehlo.add %0, %2 : tensor<256x512xbf16>
    %4 = stablehlo.multiply %3, %3 : tensor<256x512xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<256x512xbf16>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %7 = stablehlo.multiply %6, %5 : tensor<256x512xbf16>
    %8 = stablehlo.add %3, %7 : tensor<256x512xbf16>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %10 = stablehlo.multiply %9, %8 : tensor<256x512xbf16>
    %11 = stablehlo.tanh %10 : tensor<256x512xbf16>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %13 = stablehlo.add %12, %11 : tensor<256x512xbf16>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %15 = stablehlo.multiply %14, %13 : tensor<256x512xbf16>
    %16 = stablehlo.multiply %3, %15 : tensor<256x512xbf16>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<256x512xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256xbf16>
    %19 = stablehlo.maximum %18, %17 : tensor<256xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<256x1xbf16>) -> tensor<256x512xbf16>
    %22 = stablehlo.subtract %16, %21 : tensor<256x512xbf16>
    %23 = stablehlo.exponential %22 : tensor<256x512xbf16>
    %24 = stablehlo.convert %23 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %25 = stablehlo.reduce(%24 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %27 = stablehlo.convert %26 : (tensor<256x1xf32>) -> tensor<256x1xbf16>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<256x1xbf16>) -> tensor<256x512xbf16>
    %29 = stablehlo.divide %23, %28 : tensor<256x512xbf16>
    return %29 : tensor<256x512xbf16>
  }
}
