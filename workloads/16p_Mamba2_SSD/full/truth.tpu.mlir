module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x4096x64xbf16>, %arg1: tensor<4x64x4096x64xbf16>, %arg2: tensor<4x64x4096x64xbf16>, %arg3: tensor<4x64x4096xf32>) -> (tensor<4x64x4096x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_2 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4x64x4096x64xbf16>) -> tensor<4x64x4096x64xf32>
    %1 = stablehlo.convert %arg1 : (tensor<4x64x4096x64xbf16>) -> tensor<4x64x4096x64xf32>
    %2 = stablehlo.convert %arg2 : (tensor<4x64x4096x64xbf16>) -> tensor<4x64x4096x64xf32>
    %3 = stablehlo.negate %arg3 : tensor<4x64x4096xf32>
    %4 = stablehlo.exponential %3 : tensor<4x64x4096xf32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x64x4096xf32>
    %6 = stablehlo.add %5, %4 : tensor<4x64x4096xf32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x64x4096xf32>
    %8 = stablehlo.divide %7, %6 : tensor<4x64x4096xf32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x64x4096xf32>
    %10 = stablehlo.add %8, %9 : tensor<4x64x4096xf32>
    %11 = stablehlo.log %10 : tensor<4x64x4096xf32>
    %12 = call @cumsum(%11) : (tensor<4x64x4096xf32>) -> tensor<4x64x4096xf32>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %14 = call @tril(%13) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<4x64x4096xf32>) -> tensor<4x64x4096x1xf32>
    %16 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 3] : (tensor<4x64x4096xf32>) -> tensor<4x64x1x4096xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<4x64x4096x1xf32>) -> tensor<4x64x4096x4096xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<4x64x1x4096xf32>) -> tensor<4x64x4096x4096xf32>
    %19 = stablehlo.subtract %17, %18 : tensor<4x64x4096x4096xf32>
    %20 = call @_where(%14, %19, %cst_1) : (tensor<4096x4096xi1>, tensor<4x64x4096x4096xf32>, tensor<f32>) -> tensor<4x64x4096x4096xf32>
    %21 = stablehlo.exponential %20 : tensor<4x64x4096x4096xf32>
    %22 = stablehlo.dot_general %0, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x64x4096x64xf32>, tensor<4x64x4096x64xf32>) -> tensor<4x64x4096x4096xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<4x64x4096x4096xf32>
    %24 = stablehlo.reduce(%23 init: %cst_0) applies stablehlo.add across dimensions = [3] : (tensor<4x64x4096x4096xf32>, tensor<f32>) -> tensor<4x64x4096xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<4x64x4096xf32>) -> tensor<4x64x4096x1xf32>
    %26 = stablehlo.abs %25 : tensor<4x64x4096x1xf32>
    %27 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x4096x1xf32>
    %28 = stablehlo.compare LT, %26, %27, FLOAT : (tensor<4x64x4096x1xf32>, tensor<4x64x4096x1xf32>) -> tensor<4x64x4096x1xi1>
    %29 = call @_where_1(%28, %cst_3, %25) : (tensor<4x64x4096x1xi1>, tensor<f32>, tensor<4x64x4096x1xf32>) -> tensor<4x64x4096x1xf32>
    %30 = stablehlo.abs %29 : tensor<4x64x4096x1xf32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x64x4096x1xf32>
    %32 = stablehlo.maximum %30, %31 : tensor<4x64x4096x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<4x64x4096x1xf32>) -> tensor<4x64x4096x4096xf32>
    %34 = stablehlo.divide %23, %33 : tensor<4x64x4096x4096xf32>
    %35 = stablehlo.dot_general %34, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x64x4096x4096xf32>, tensor<4x64x4096x64xf32>) -> tensor<4x64x4096x64xf32>
    return %35 : tensor<4x64x4096x64xf32>
  }
  func.func private @cumsum(%arg0: tensor<4x64x4096xf32>) -> tensor<4x64x4096xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<4x64x4096xf32>) -> tensor<4x64x4096xf32>
    return %0 : tensor<4x64x4096xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<4x64x4096xf32>) -> tensor<4x64x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[0, 0], [0, 0], [4095, 0]]> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 1, 4096>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x64x4096xf32>, tensor<f32>) -> tensor<4x64x4096xf32>
    return %1 : tensor<4x64x4096xf32>
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
  func.func private @_where_1(%arg0: tensor<4x64x4096x1xi1>, %arg1: tensor<f32>, %arg2: tensor<4x64x4096x1xf32>) -> tensor<4x64x4096x1xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x64x4096x1xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x64x4096x1xi1>, tensor<4x64x4096x1xf32>
    return %2 : tensor<4x64x4096x1xf32>
  }
}
