module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4096x4096xbf16>, %arg1: tensor<4096x8xbf16>, %arg2: tensor<8x4096x14336xbf16>, %arg3: tensor<8x4096x14336xbf16>, %arg4: tensor<8x14336x4096xbf16>) -> (tensor<2x4096x4096xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<2x4096x4096xbf16>) -> tensor<2x4096x4096xf32>
    %1 = stablehlo.convert %arg1 : (tensor<4096x8xbf16>) -> tensor<4096x8xf32>
    %2 = stablehlo.convert %arg2 : (tensor<8x4096x14336xbf16>) -> tensor<8x4096x14336xf32>
    %3 = stablehlo.convert %arg3 : (tensor<8x4096x14336xbf16>) -> tensor<8x4096x14336xf32>
    %4 = stablehlo.convert %arg4 : (tensor<8x14336x4096xbf16>) -> tensor<8x14336x4096xf32>
    %5 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4096x4096xf32>, tensor<4096x8xf32>) -> tensor<2x4096x8xf32>
    %6:2 = stablehlo.composite "chlo.top_k" %5 {composite_attributes = {is_stable = true, k = 2 : i64}, decomposition = @chlo.top_k.impl, version = 1 : i32} : (tensor<2x4096x8xf32>) -> (tensor<2x4096x2xf32>, tensor<2x4096x2xi32>)
    %7 = stablehlo.reduce(%6#0 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4096x2xf32>, tensor<f32>) -> tensor<2x4096xf32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4096xf32>
    %9 = stablehlo.maximum %8, %7 : tensor<2x4096xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x4096xf32>) -> tensor<2x4096x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x4096x1xf32>) -> tensor<2x4096x2xf32>
    %12 = stablehlo.subtract %6#0, %11 : tensor<2x4096x2xf32>
    %13 = stablehlo.exponential %12 : tensor<2x4096x2xf32>
    %14 = stablehlo.reduce(%13 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4096x2xf32>, tensor<f32>) -> tensor<2x4096xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x4096xf32>) -> tensor<2x4096x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x4096x1xf32>) -> tensor<2x4096x2xf32>
    %17 = stablehlo.divide %13, %16 : tensor<2x4096x2xf32>
    %18 = call @_one_hot(%6#1) : (tensor<2x4096x2xi32>) -> tensor<2x4096x2x8xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x4096x2xf32>) -> tensor<2x4096x2x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<2x4096x2x1xf32>) -> tensor<2x4096x2x8xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<2x4096x2x8xf32>
    %22 = stablehlo.reduce(%21 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4096x2x8xf32>, tensor<f32>) -> tensor<2x4096x8xf32>
    %23 = stablehlo.dot_general %0, %2, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4096x4096xf32>, tensor<8x4096x14336xf32>) -> tensor<2x4096x8x14336xf32>
    %24 = call @silu(%23) : (tensor<2x4096x8x14336xf32>) -> tensor<2x4096x8x14336xf32>
    %25 = stablehlo.dot_general %0, %3, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4096x4096xf32>, tensor<8x4096x14336xf32>) -> tensor<2x4096x8x14336xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<2x4096x8x14336xf32>
    %27 = stablehlo.dot_general %4, %26, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<8x14336x4096xf32>, tensor<2x4096x8x14336xf32>) -> tensor<8x4096x2x4096xf32>
    %28 = stablehlo.transpose %27, dims = [2, 3, 0, 1] : (tensor<8x4096x2x4096xf32>) -> tensor<2x4096x8x4096xf32>
    %29 = stablehlo.dot_general %28, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x4096x8x4096xf32>, tensor<2x4096x8xf32>) -> tensor<2x4096x4096xf32>
    return %29 : tensor<2x4096x4096xf32>
  }
  func.func private @chlo.top_k.impl(%arg0: tensor<2x4096x8xf32>) -> (tensor<2x4096x2xf32>, tensor<2x4096x2xi32>) {
    %0 = stablehlo.iota dim = 2 : tensor<2x4096x8xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<2x4096x8xf32>, tensor<2x4096x8xi32>) -> (tensor<2x4096x8xf32>, tensor<2x4096x8xi32>)
    %2 = stablehlo.slice %1#0 [0:2, 0:4096, 0:2] : (tensor<2x4096x8xf32>) -> tensor<2x4096x2xf32>
    %3 = stablehlo.slice %1#1 [0:2, 0:4096, 0:2] : (tensor<2x4096x8xi32>) -> tensor<2x4096x2xi32>
    return %2, %3 : tensor<2x4096x2xf32>, tensor<2x4096x2xi32>
  }
  func.func private @_one_hot(%arg0: tensor<2x4096x2xi32>) -> tensor<2x4096x2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<2x4096x2xi32>) -> tensor<2x4096x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x4096x2x1xi32>) -> tensor<2x4096x2x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xi32>) -> tensor<2x4096x2x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x4096x2x8xi32>, tensor<2x4096x2x8xi32>) -> tensor<2x4096x2x8xi1>
    %5 = stablehlo.convert %4 : (tensor<2x4096x2x8xi1>) -> tensor<2x4096x2x8xf32>
    return %5 : tensor<2x4096x2x8xf32>
  }
  func.func private @silu(%arg0: tensor<2x4096x8x14336xf32>) -> tensor<2x4096x8x14336xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg0 : tensor<2x4096x8x14336xf32>
    %1 = stablehlo.exponential %0 : tensor<2x4096x8x14336xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4096x8x14336xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x4096x8x14336xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4096x8x14336xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x4096x8x14336xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x4096x8x14336xf32>
    return %6 : tensor<2x4096x8x14336xf32>
  }
}
