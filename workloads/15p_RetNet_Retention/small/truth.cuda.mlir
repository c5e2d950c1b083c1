module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x256x128xbf16>, %arg1: tensor<1x4x256x128xbf16>, %arg2: tensor<1x4x256x128xbf16>) -> (tensor<1x4x256x128xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-5.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<1x4x256x128xbf16>) -> tensor<1x4x256x128xf32>
    %1 = stablehlo.convert %arg1 : (tensor<1x4x256x128xbf16>) -> tensor<1x4x256x128xf32>
    %2 = stablehlo.convert %arg2 : (tensor<1x4x256x128xbf16>) -> tensor<1x4x256x128xf32>
    %3 = stablehlo.iota dim = 0 : tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.subtract %4, %3 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.power %6, %5 : tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.subtract %8, %7 : tensor<4xf32>
    %10 = stablehlo.iota dim = 0 : tensor<256xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %12 = stablehlo.iota dim = 0 : tensor<256xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x256xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<256x256xi32>
    %16 = stablehlo.subtract %14, %15 : tensor<256x256xi32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %18 = stablehlo.maximum %16, %17 : tensor<256x256xi32>
    %19 = stablehlo.convert %18 : (tensor<256x256xi32>) -> tensor<256x256xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<256x256xf32>) -> tensor<1x256x256xf32>
    %21 = stablehlo.log %9 : tensor<4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x256x256xf32>) -> tensor<4x256x256xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x256x256xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<4x256x256xf32>
    %26 = stablehlo.exponential %25 : tensor<4x256x256xf32>
    %27 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x256xi32>
    %28 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<256x256xi32>
    %29 = stablehlo.compare GE, %27, %28, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1, 2] : (tensor<256x256xi1>) -> tensor<1x256x256xi1>
    %31 = call @_where(%30, %26, %cst) : (tensor<1x256x256xi1>, tensor<4x256x256xf32>, tensor<f32>) -> tensor<4x256x256xf32>
    %32 = stablehlo.dot_general %0, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x4x256x128xf32>, tensor<1x4x256x128xf32>) -> tensor<1x4x256x256xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [1, 2, 3] : (tensor<4x256x256xf32>) -> tensor<1x4x256x256xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<1x4x256x256xf32>
    %35 = stablehlo.abs %34 : tensor<1x4x256x256xf32>
    %36 = stablehlo.reduce(%35 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<1x4x256x256xf32>, tensor<f32>) -> tensor<1x4x256xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x4x256xf32>) -> tensor<1x4x256x1xf32>
    %38 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x256x1xf32>
    %39 = stablehlo.maximum %37, %38 : tensor<1x4x256x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x4x256x1xf32>) -> tensor<1x4x256x256xf32>
    %41 = stablehlo.divide %34, %40 : tensor<1x4x256x256xf32>
    %42 = stablehlo.dot_general %41, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<1x4x256x256xf32>, tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xf32>
    return %42 : tensor<1x4x256x128xf32>
  }
  func.func private @_where(%arg0: tensor<1x256x256xi1>, %arg1: tensor<4x256x256xf32>, %arg2: tensor<f32>) -> tensor<4x256x256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x256x256xi1>) -> tensor<4x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x256x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x256x256xi1>, tensor<4x256x256xf32>
    return %3 : tensor<4x256x256xf32>
  }
}
