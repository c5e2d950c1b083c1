module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>) -> (tensor<4096x8192xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %3 = stablehlo.add %0, %2 : tensor<4096x8192xbf16>
    %4 = call @softplus(%3) : (tensor<4096x8192xbf16>) -> tensor<4096x8192xbf16>
    %5 = stablehlo.tanh %4 : tensor<4096x8192xbf16>
    %6 = stablehlo.multiply %3, %5 : tensor<4096x8192xbf16>
    %7 = call @softplus(%6) : (tensor<4096x8192xbf16>) -> tensor<4096x8192xbf16>
    %8 = stablehlo.tanh %7 : tensor<4096x8192xbf16>
    %9 = stablehlo.multiply %6, %8 : tensor<4096x8192xbf16>
    return %9 : tensor<4096x8192xbf16>
  }
  func.func private @softplus(%arg0: tensor<4096x8192xbf16>) -> tensor<4096x8192xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4096x8192xbf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4096x8192xbf16>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4096x8192xbf16>, tensor<4096x8192xbf16>) -> tensor<4096x8192xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %6 = stablehlo.add %arg0, %5 : tensor<4096x8192xbf16>
    %7 = stablehlo.abs %3 : tensor<4096x8192xbf16>
    %8 = stablehlo.negate %7 : tensor<4096x8192xbf16>
    %9 = stablehlo.exponential %8 : tensor<4096x8192xbf16>
    %10 = stablehlo.log_plus_one %9 : tensor<4096x8192xbf16>
    %11 = stablehlo.add %1, %10 : tensor<4096x8192xbf16>
    %12 = stablehlo.select %4, %6, %11 : tensor<4096x8192xi1>, tensor<4096x8192xbf16>
    return %12 : tensor<4096x8192xbf16>
  }
}
