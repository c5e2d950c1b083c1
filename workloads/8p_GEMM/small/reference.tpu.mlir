module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x1024xbf16>) -> (tensor<256x1024xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x1024xbf16>) -> tensor<256x1024xf32>
    %1 = stablehlo.convert %0 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    return %1 : tensor<256x1024xbf16>
  }
}
