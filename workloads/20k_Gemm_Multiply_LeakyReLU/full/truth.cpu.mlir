module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>) -> (tensor<4096x8192xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg2 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %6 = stablehlo.add %3, %5 : tensor<4096x8192xf32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<4096x8192xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %10 = stablehlo.compare GE, %8, %9, FLOAT : (tensor<4096x8192xf32>, tensor<4096x8192xf32>) -> tensor<4096x8192xi1>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %12 = stablehlo.multiply %11, %8 : tensor<4096x8192xf32>
    %13 = call @_where(%10, %8, %12) : (tensor<4096x8192xi1>, tensor<4096x8192xf32>, tensor<4096x8192xf32>) -> tensor<4096x8192xf32>
    return %13 : tensor<4096x8192xf32>
  }
  func.func private @_where(%arg0: tensor<4096x8192xi1>, %arg1: tensor<4096x8192xf32>, %arg2: tensor<4096x8192xf32>) -> tensor<4096x8192xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4096x8192xi1>, tensor<4096x8192xf32>
    return %0 : tensor<4096x8192xf32>
  }
}
