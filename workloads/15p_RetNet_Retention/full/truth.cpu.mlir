module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x4096x256xbf16>, %arg1: tensor<4x16x4096x256xbf16>, %arg2: tensor<4x16x4096x256xbf16>) -> (tensor<4x16x4096x256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-5.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4x16x4096x256xbf16>) -> tensor<4x16x4096x256xf32>
    %1 = stablehlo.convert %arg1 : (tensor<4x16x4096x256xbf16>) -> tensor<4x16x4096x256xf32>
    %2 = stablehlo.convert %arg2 : (tensor<4x16x4096x256xbf16>) -> tensor<4x16x4096x256xf32>
    %3 = stablehlo.iota dim = 0 : tensor<16xf32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.subtract %4, %3 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.power %6, %5 : tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.subtract %8, %7 : tensor<16xf32>
    %10 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %12 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<4096xi32>) -> tensor<1x4096xi32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4096x1xi32>) -> tensor<4096x4096xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x4096xi32>) -> tensor<4096x4096xi32>
    %16 = stablehlo.subtract %14, %15 : tensor<4096x4096xi32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4096x4096xi32>
    %18 = stablehlo.maximum %16, %17 : tensor<4096x4096xi32>
    %19 = stablehlo.convert %18 : (tensor<4096x4096xi32>) -> tensor<4096x4096xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<4096x4096xf32>) -> tensor<1x4096x4096xf32>
    %21 = stablehlo.log %9 : tensor<16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x4096x4096xf32>) -> tensor<16x4096x4096xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<16x1x1xf32>) -> tensor<16x4096x4096xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<16x4096x4096xf32>
    %26 = stablehlo.exponential %25 : tensor<16x4096x4096xf32>
    %27 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4096x1xi32>) -> tensor<4096x4096xi32>
    %28 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x4096xi32>) -> tensor<4096x4096xi32>
    %29 = stablehlo.compare GE, %27, %28, SIGNED : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi1>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1, 2] : (tensor<4096x4096xi1>) -> tensor<1x4096x4096xi1>
    %31 = call @_where(%30, %26, %cst) : (tensor<1x4096x4096xi1>, tensor<16x4096x4096xf32>, tensor<f32>) -> tensor<16x4096x4096xf32>
    %32 = stablehlo.dot_general %0, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x16x4096x256xf32>, tensor<4x16x4096x256xf32>) -> tensor<4x16x4096x4096xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [1, 2, 3] : (tensor<16x4096x4096xf32>) -> tensor<1x16x4096x4096xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x16x4096x4096xf32>) -> tensor<4x16x4096x4096xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<4x16x4096x4096xf32>
    %36 = stablehlo.abs %35 : tensor<4x16x4096x4096xf32>
    %37 = stablehlo.reduce(%36 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<4x16x4096x4096xf32>, tensor<f32>) -> tensor<4x16x4096xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<4x16x4096xf32>) -> tensor<4x16x4096x1xf32>
    %39 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x4096x1xf32>
    %40 = stablehlo.maximum %38, %39 : tensor<4x16x4096x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<4x16x4096x1xf32>) -> tensor<4x16x4096x4096xf32>
    %42 = stablehlo.divide %35, %41 : tensor<4x16x4096x4096xf32>
    %43 = stablehlo.dot_general %42, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x16x4096x4096xf32>, tensor<4x16x4096x256xf32>) -> tensor<4x16x4096x256xf32>
    return %43 : tensor<4x16x4096x256xf32>
  }
  func.func private @_where(%arg0: tensor<1x4096x4096xi1>, %arg1: tensor<16x4096x4096xf32>, %arg2: tensor<f32>) -> tensor<16x4096x4096xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x4096x4096xi1>) -> tensor<16x4096x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x4096x4096xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<16x4096x4096xi1>, tensor<16x4096x4096xf32>
    return %3 : tensor<16x4096x4096xf32>
  }
}
