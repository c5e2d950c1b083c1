module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x4096x256xbf16>, %arg1: tensor<4x16x4096x256xbf16>, %arg2: tensor<4x16x4096x256xbf16>) -> (tensor<4x16x4096x256xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-5.000000e+00> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.subtract %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.power %3, %2 : tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<16xf32>
    %7 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %9 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<4096xi32>) -> tensor<1x4096xi32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4096x1xi32>) -> tensor<4096x4096xi32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x4096xi32>) -> tensor<4096x4096xi32>
    %13 = stablehlo.subtract %11, %12 : tensor<4096x4096xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4096x4096xi32>
    %15 = stablehlo.maximum %13, %14 : tensor<4096x4096xi32>
    %16 = stablehlo.convert %15 : (tensor<4096x4096xi32>) -> tensor<4096x4096xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<4096x4096xf32>) -> tensor<1x4096x4096xf32>
    %18 = stablehlo.log %6 : tensor<16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x4096x4096xf32>) -> tensor<16x4096x4096xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<16x1x1xf32>) -> tensor<16x4096x4096xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<16x4096x4096xf32>
    %23 = stablehlo.exponential %22 : tensor<16x4096x4096xf32>
    %24 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4096x1xi32>) -> tensor<4096x4096xi32>
    %25 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x4096xi32>) -> tensor<4096x4096xi32>
    %26 = stablehlo.compare GE, %24, %25, SIGNED : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi1>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1, 2] : (tensor<4096x4096xi1>) -> tensor<1x4096x4096xi1>
    %28 = call @_where(%27, %23, %cst) : (tensor<1x4096x4096xi1>, tensor<16x4096x4096xf32>, tensor<f32>) -> tensor<16x4096x4096xf32>
    %29 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<4x16x4096x256xbf16>, tensor<4x16x4096x256xbf16>) -> tensor<4x16x4096x4096xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [1, 2, 3] : (tensor<16x4096x4096xf32>) -> tensor<1x16x4096x4096xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x16x4096x4096xf32>) -> tensor<4x16x4096x4096xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<4x16x4096x4096xf32>
    %33 = stablehlo.abs %32 : tensor<4x16x4096x4096xf32>
    %34 = stablehlo.reduce(%33 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<4x16x4096x4096xf32>, tensor<f32>) -> tensor<4x16x4096xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<4x16x4096xf32>) -> tensor<4x16x4096x1xf32>
    %36 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x4096x1xf32>
    %37 = stablehlo.maximum %35, %36 : tensor<4x16x4096x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<4x16x4096x1xf32>) -> tensor<4x16x4096x4096xf32>
    %39 = stablehlo.divide %32, %38 : tensor<4x16x4096x4096xf32>
    %40 = stablehlo.convert %39 : (tensor<4x16x4096x4096xf32>) -> tensor<4x16x4096x4096xbf16>
    %41 = stablehlo.dot_general %40, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<4x16x4096x4096xbf16>, tensor<4x16x4096x256xbf16>) -> tensor<4x16x4096x256xbf16>
    return %41 : tensor<4x16x4096x256xbf16>
  }
  func.func private @_where(%arg0: tensor<1x4096x4096xi1>, %arg1: tensor<16x4096x4096xf32>, %arg2: tensor<f32>) -> tensor<16x4096x4096xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x4096x4096xi1>) -> tensor<16x4096x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x4096x4096xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<16x4096x4096xi1>, tensor<16x4096x4096xf32>
    return %3 : tensor<16x4096x4096xf32>
  }
}
