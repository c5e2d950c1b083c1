module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x1024xbf16>) -> (tensor<256x1024xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x1024xbf16>) -> tensor<512x1024xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    return %2 : tensor<256x1024xf32>
  }
}
