module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>) -> (tensor<4096x8192xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000980e-01> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %3 = stablehlo.add %0, %2 : tensor<4096x8192xbf16>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %5 = stablehlo.multiply %3, %4 : tensor<4096x8192xbf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %7 = stablehlo.compare GE, %5, %6, FLOAT : (tensor<4096x8192xbf16>, tensor<4096x8192xbf16>) -> tensor<4096x8192xi1>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %9 = stablehlo.multiply %8, %5 : tensor<4096x8192xbf16>
    %10 = call @_where(%7, %5, %9) : (tensor<4096x8192xi1>, tensor<4096x8192xbf16>, tensor<4096x8192xbf16>) -> tensor<4096x8192xbf16>
    return %10 : tensor<4096x8192xbf16>
  }
  func.func private @_where(%arg0: tensor<4096x8192xi1>, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<4096x8192xbf16>) -> tensor<4096x8192xbf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4096x8192xi1>, tensor<4096x8192xbf16>
    return %0 : tensor<4096x8192xbf16>
  }
}
