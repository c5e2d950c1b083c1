module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>) -> (tensor<256x1xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %3 = stablehlo.divide %1, %2 : tensor<256x512xbf16>
    %4 = stablehlo.convert %3 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %7 = stablehlo.convert %6 : (tensor<256x1xf32>) -> tensor<256x1xbf16>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x1xbf16>
    %9 = stablehlo.multiply %7, %8 : tensor<256x1xbf16>
    return %9 : tensor<256x1xbf16>
  }
}
