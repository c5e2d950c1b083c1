module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4096x128x128xbf16>, %arg1: tensor<4x4096x8x128xbf16>, %arg2: tensor<4x4096x8x128xbf16>) -> (tensor<4x4096x128x128xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_2 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4x4096x128x128xbf16>) -> tensor<4x4096x128x128xf32>
    %1 = stablehlo.convert %arg1 : (tensor<4x4096x8x128xbf16>) -> tensor<4x4096x8x128xf32>
    %2 = stablehlo.convert %arg2 : (tensor<4x4096x8x128xbf16>) -> tensor<4x4096x8x128xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 4] : (tensor<4x4096x8x128xf32>) -> tensor<4x4096x8x16x128xf32>
    %4 = stablehlo.reshape %3 : (tensor<4x4096x8x16x128xf32>) -> tensor<4x4096x128x128xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 4] : (tensor<4x4096x8x128xf32>) -> tensor<4x4096x8x16x128xf32>
    %6 = stablehlo.reshape %5 : (tensor<4x4096x8x16x128xf32>) -> tensor<4x4096x128x128xf32>
    %7 = stablehlo.dot_general %0, %4, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x4096x128x128xf32>, tensor<4x4096x128x128xf32>) -> tensor<4x128x4096x4096xf32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x128x4096x4096xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<4x128x4096x4096xf32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %11 = call @tril(%10) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %12 = call @_where(%11, %9, %cst_1) : (tensor<4096x4096xi1>, tensor<4x128x4096x4096xf32>, tensor<f32>) -> tensor<4x128x4096x4096xf32>
    %13 = stablehlo.reduce(%12 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<4x128x4096x4096xf32>, tensor<f32>) -> tensor<4x128x4096xf32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128x4096xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<4x128x4096xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<4x128x4096xf32>) -> tensor<4x128x4096x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<4x128x4096x1xf32>) -> tensor<4x128x4096x4096xf32>
    %18 = stablehlo.subtract %12, %17 : tensor<4x128x4096x4096xf32>
    %19 = stablehlo.exponential %18 : tensor<4x128x4096x4096xf32>
    %20 = stablehlo.reduce(%19 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<4x128x4096x4096xf32>, tensor<f32>) -> tensor<4x128x4096xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<4x128x4096xf32>) -> tensor<4x128x4096x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<4x128x4096x1xf32>) -> tensor<4x128x4096x4096xf32>
    %23 = stablehlo.divide %19, %22 : tensor<4x128x4096x4096xf32>
    %24 = stablehlo.dot_general %6, %23, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x4096x128x128xf32>, tensor<4x128x4096x4096xf32>) -> tensor<4x128x128x4096xf32>
    %25 = stablehlo.transpose %24, dims = [0, 3, 1, 2] : (tensor<4x128x128x4096xf32>) -> tensor<4x4096x128x128xf32>
    return %25 : tensor<4x4096x128x128xf32>
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
  func.func private @_where(%arg0: tensor<4096x4096xi1>, %arg1: tensor<4x128x4096x4096xf32>, %arg2: tensor<f32>) -> tensor<4x128x4096x4096xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<4096x4096xi1>) -> tensor<4x128x4096x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x128x4096x4096xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x128x4096x4096xi1>, tensor<4x128x4096x4096xf32>
    return %3 : tensor<4x128x4096x4096xf32>
  }
}
