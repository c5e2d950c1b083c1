module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8192x8192xbf16>, %arg1: tensor<8192x28672xbf16>) -> (tensor<8192x28672xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8192x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<8192x28672xf32>
    %1 = stablehlo.convert %0 : (tensor<8192x28672xf32>) -> tensor<8192x28672xbf16>
    return %1 : tensor<8192x28672xbf16>
  }
}
