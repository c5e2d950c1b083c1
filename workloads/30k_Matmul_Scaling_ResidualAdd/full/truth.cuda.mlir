module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16384x4096xbf16>, %arg1: tensor<4096x4096xbf16>, %arg2: tensor<4096xbf16>) -> (tensor<16384x4096xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<16384x4096xbf16>) -> tensor<16384x4096xf32>
    %1 = stablehlo.convert %arg1 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %2 = stablehlo.convert %arg2 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %3 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x4096xf32>, tensor<4096x4096xf32>) -> tensor<16384x4096xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<16384x4096xf32>
    %6 = stablehlo.add %3, %5 : tensor<16384x4096xf32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x4096xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<16384x4096xf32>
    %9 = stablehlo.add %8, %6 : tensor<16384x4096xf32>
    return %9 : tensor<16384x4096xf32>
  }
}
