module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x1024x4096xbf16>, %arg1: tensor<8x4096x14336xbf16>) -> (tensor<8x1024x14336xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8x1024x4096xbf16>) -> tensor<8x1024x4096xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8x4096x14336xbf16>) -> tensor<8x4096x14336xf32>
    %2 = stablehlo.dot_general %0, %1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x1024x4096xf32>, tensor<8x4096x14336xf32>) -> tensor<8x1024x14336xf32>
    return %2 : tensor<8x1024x14336xf32>
  }
}
