module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8192x8192xbf16>, %arg1: tensor<8192x28672xbf16>) -> (tensor<8192x28672xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8192x28672xbf16>) -> tensor<8192x28672xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8192x8192xf32>, tensor<8192x28672xf32>) -> tensor<8192x28672xf32>
    return %2 : tensor<8192x28672xf32>
  }
}
