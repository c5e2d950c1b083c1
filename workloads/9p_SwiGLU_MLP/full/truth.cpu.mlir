module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4096x8192xbf16>, %arg1: tensor<8192x28672xbf16>, %arg2: tensor<8192x28672xbf16>, %arg3: tensor<28672x8192xbf16>) -> (tensor<2x4096x8192xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<2x4096x8192xbf16>) -> tensor<2x4096x8192xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8192x28672xbf16>) -> tensor<8192x28672xf32>
    %2 = stablehlo.convert %arg2 : (tensor<8192x28672xbf16>) -> tensor<8192x28672xf32>
    %3 = stablehlo.convert %arg3 : (tensor<28672x8192xbf16>) -> tensor<28672x8192xf32>
    %4 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4096x8192xf32>, tensor<8192x28672xf32>) -> tensor<2x4096x28672xf32>
    %5 = call @silu(%4) : (tensor<2x4096x28672xf32>) -> tensor<2x4096x28672xf32>
    %6 = stablehlo.dot_general %0, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4096x8192xf32>, tensor<8192x28672xf32>) -> tensor<2x4096x28672xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x4096x28672xf32>
    %8 = stablehlo.dot_general %7, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4096x28672xf32>, tensor<28672x8192xf32>) -> tensor<2x4096x8192xf32>
    return %8 : tensor<2x4096x8192xf32>
  }
  func.func private @silu(%arg0: tensor<2x4096x28672xf32>) -> tensor<2x4096x28672xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg0 : tensor<2x4096x28672xf32>
    %1 = stablehlo.exponential %0 : tensor<2x4096x28672xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4096x28672xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x4096x28672xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4096x28672xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x4096x28672xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x4096x28672xf32>
    return %6 : tensor<2x4096x28672xf32>
  }
}
