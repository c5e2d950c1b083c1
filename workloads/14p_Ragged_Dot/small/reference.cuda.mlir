module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x32x256xbf16>, %arg1: tensor<8x256x512xbf16>) -> (tensor<8x32x512xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x32x256xbf16>, tensor<8x256x512xbf16>) -> tensor<8x32x512xbf16>
    return %0 : tensor<8x32x512xbf16>
  }
}
