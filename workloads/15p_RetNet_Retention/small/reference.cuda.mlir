module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x256x128xbf16>, %arg1: tensor<1x4x256x128xbf16>, %arg2: tensor<1x4x256x128xbf16>) -> (tensor<1x4x256x128xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-5.000000e+00> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.subtract %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.power %3, %2 : tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<4xf32>
    %7 = stablehlo.iota dim = 0 : tensor<256xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %9 = stablehlo.iota dim = 0 : tensor<256xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x256xi32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<256x256xi32>
    %13 = stablehlo.subtract %11, %12 : tensor<256x256xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %15 = stablehlo.maximum %13, %14 : tensor<256x256xi32>
    %16 = stablehlo.convert %15 : (tensor<256x256xi32>) -> tensor<256x256xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<256x256xf32>) -> tensor<1x256x256xf32>
    %18 = stablehlo.log %6 : tensor<4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x256x256xf32>) -> tensor<4x256x256xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x256x256xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<4x256x256xf32>
    %23 = stablehlo.exponential %22 : tensor<4x256x256xf32>
    %24 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x256xi32>
    %25 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<256x256xi32>
    %26 = stablehlo.compare GE, %24, %25, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1, 2] : (tensor<256x256xi1>) -> tensor<1x256x256xi1>
    %28 = call @_where(%27, %23, %cst) : (tensor<1x256x256xi1>, tensor<4x256x256xf32>, tensor<f32>) -> tensor<4x256x256xf32>
    %29 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>) -> tensor<1x4x256x256xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [1, 2, 3] : (tensor<4x256x256xf32>) -> tensor<1x4x256x256xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<1x4x256x256xf32>
    %32 = stablehlo.abs %31 : tensor<1x4x256x256xf32>
    %33 = stablehlo.reduce(%32 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<1x4x256x256xf32>, tensor<f32>) -> tensor<1x4x256xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x4x256xf32>) -> tensor<1x4x256x1xf32>
    %35 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x256x1xf32>
    %36 = stablehlo.maximum %34, %35 : tensor<1x4x256x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x4x256x1xf32>) -> tensor<1x4x256x256xf32>
    %38 = stablehlo.divide %31, %37 : tensor<1x4x256x256xf32>
    %39 = stablehlo.convert %38 : (tensor<1x4x256x256xf32>) -> tensor<1x4x256x256xbf16>
    %40 = stablehlo.dot_general %39, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x4x256x256xbf16>, tensor<1x4x256x128xbf16>) -> tensor<1x4x256x128xbf16>
    return %40 : tensor<1x4x256x128xbf16>
  }
  func.func private @_where(%arg0: tensor<1x256x256xi1>, %arg1: tensor<4x256x256xf32>, %arg2: tensor<f32>) -> tensor<4x256x256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x256x256xi1>) -> tensor<4x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x256x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x256x256xi1>, tensor<4x256x256xf32>
    return %3 : tensor<4x256x256xf32>
  }
}
