module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg2 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %6 = stablehlo.add %3, %5 : tensor<256x512xf32>
    %7 = call @softplus(%6) : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %8 = stablehlo.tanh %7 : tensor<256x512xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<256x512xf32>
    %10 = call @softplus(%9) : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %11 = stablehlo.tanh %10 : tensor<256x512xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<256x512xf32>
    return %12 : tensor<256x512xf32>
  }
  func.func private @softplus(%arg0: tensor<256x512xf32>) -> tensor<256x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x512xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<256x512xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<256x512xf32>, tensor<256x512xf32>) -> tensor<256x512xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<256x512xf32>
    %7 = stablehlo.abs %3 : tensor<256x512xf32>
    %8 = stablehlo.negate %7 : tensor<256x512xf32>
    %9 = stablehlo.exponential %8 : tensor<256x512xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<256x512xf32>
    %11 = stablehlo.add %1, %10 : tensor<256x512xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<256x512xi1>, tensor<256x512xf32>
    return %12 : tensor<256x512xf32>
  }
}
