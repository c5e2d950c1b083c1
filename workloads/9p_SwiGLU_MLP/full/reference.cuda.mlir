module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4096x8192xbf16>, %arg1: tensor<8192x28672xbf16>, %arg2: tensor<8192x28672xbf16>, %arg3: tensor<28672x8192xbf16>) -> (tensor<2x4096x8192xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0] : (tensor<2x4096x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<2x4096x28672xbf16>
    %1 = call @silu(%0) : (tensor<2x4096x28672xbf16>) -> tensor<2x4096x28672xbf16>
    %2 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [0] : (tensor<2x4096x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<2x4096x28672xbf16>
    %3 = stablehlo.multiply %1, %2 : tensor<2x4096x28672xbf16>
    %4 = stablehlo.dot_general %3, %arg3, contracting_dims = [2] x [0] : (tensor<2x4096x28672xbf16>, tensor<28672x8192xbf16>) -> tensor<2x4096x8192xbf16>
    return %4 : tensor<2x4096x8192xbf16>
  }
  func.func private @silu(%arg0: tensor<2x4096x28672xbf16>) -> tensor<2x4096x28672xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %0 = stablehlo.negate %arg0 : tensor<2x4096x28672xbf16>
    %1 = stablehlo.exponential %0 : tensor<2x4096x28672xbf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x4096x28672xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2x4096x28672xbf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x4096x28672xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2x4096x28672xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x4096x28672xbf16>
    return %6 : tensor<2x4096x28672xbf16>
  }
}
