module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x4096x128xbf16>, %arg1: tensor<4x64x4096x128xbf16>, %arg2: tensor<4x64x4096x128xbf16>) -> (tensor<4x64x4096x128xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_2 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4x64x4096x128xbf16>) -> tensor<4x64x4096x128xf32>
    %1 = stablehlo.convert %arg1 : (tensor<4x64x4096x128xbf16>) -> tensor<4x64x4096x128xf32>
    %2 = stablehlo.convert %arg2 : (tensor<4x64x4096x128xbf16>) -> tensor<4x64x4096x128xf32>
    %3 = stablehlo.dot_general %0, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x64x4096x128xf32>, tensor<4x64x4096x128xf32>) -> tensor<4x64x4096x4096xf32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x64x4096x4096xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4x64x4096x4096xf32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %7 = call @tril(%6) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %8 = call @_where(%7, %5, %cst_1) : (tensor<4096x4096xi1>, tensor<4x64x4096x4096xf32>, tensor<f32>) -> tensor<4x64x4096x4096xf32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<4x64x4096x4096xf32>, tensor<f32>) -> tensor<4x64x4096xf32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x4096xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<4x64x4096xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<4x64x4096xf32>) -> tensor<4x64x4096x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<4x64x4096x1xf32>) -> tensor<4x64x4096x4096xf32>
    %14 = stablehlo.subtract %8, %13 : tensor<4x64x4096x4096xf32>
    %15 = stablehlo.exponential %14 : tensor<4x64x4096x4096xf32>
    %16 = stablehlo.reduce(%15 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<4x64x4096x4096xf32>, tensor<f32>) -> tensor<4x64x4096xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<4x64x4096xf32>) -> tensor<4x64x4096x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<4x64x4096x1xf32>) -> tensor<4x64x4096x4096xf32>
    %19 = stablehlo.divide %15, %18 : tensor<4x64x4096x4096xf32>
    %20 = stablehlo.dot_general %19, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x64x4096x4096xf32>, tensor<4x64x4096x128xf32>) -> tensor<4x64x4096x128xf32>
    return %20 : tensor<4x64x4096x128xf32>
  }
  func.func private @tril(%arg0: tensor<4096x4096xi1>) -> tensor<4096x4096xi1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<4096x4096xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4096x4096xi32>
    %2 = stablehlo.add %0, %1 : tensor<4096x4096xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4096x4096xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4096x4096xi1>, tensor<4096x4096xi1>
    return %6 : tensor<4096x4096xi1>
  }
  func.func private @_where(%arg0: tensor<4096x4096xi1>, %arg1: tensor<4x64x4096x4096xf32>, %arg2: tensor<f32>) -> tensor<4x64x4096x4096xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<4096x4096xi1>) -> tensor<4x64x4096x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x64x4096x4096xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x64x4096x4096xi1>, tensor<4x64x4096x4096xf32>
    return %3 : tensor<4x64x4096x4096xf32>
  }
}
