module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %4 = stablehlo.add %1, %3 : tensor<256x512xbf16>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<256x512xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256xbf16>
    %7 = stablehlo.maximum %6, %5 : tensor<256xbf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<256x1xbf16>) -> tensor<256x512xbf16>
    %10 = stablehlo.subtract %4, %9 : tensor<256x512xbf16>
    %11 = stablehlo.exponential %10 : tensor<256x512xbf16>
    %12 = stablehlo.convert %11 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %13 = stablehlo.reduce(%12 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %15 = stablehlo.convert %14 : (tensor<256x1xf32>) -> tensor<256x1xbf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<256x1xbf16>) -> tensor<256x512xbf16>
    %17 = stablehlo.divide %11, %16 : tensor<256x512xbf16>
    return %17 : tensor<256x512xbf16>
  }
}
