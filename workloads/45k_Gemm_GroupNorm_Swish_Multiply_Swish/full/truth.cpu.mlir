module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>, %arg3: tensor<8192xbf16>, %arg4: tensor<8192xbf16>, %arg5: tensor<8192xbf16>) -> (tensor<4096x8192xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg2 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = stablehlo.convert %arg3 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %4 = stablehlo.convert %arg4 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %5 = stablehlo.convert %arg5 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %6 = stablehlo.transpose %1, dims = [1, 0] : (tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    %7 = stablehlo.dot_general %0, %6, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
    %8 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %10 = stablehlo.add %7, %9 : tensor<4096x8192xf32>
    %11 = stablehlo.reshape %10 : (tensor<4096x8192xf32>) -> tensor<4096x256x32xf32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4096x256x32xf32>, tensor<f32>) -> tensor<4096x256xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4096x256xf32>) -> tensor<4096x256x1xf32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x256x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<4096x256x1xf32>
    %16 = call @_var(%11, %c) : (tensor<4096x256x32xf32>, tensor<i32>) -> tensor<4096x256x1xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<4096x256x1xf32>) -> tensor<4096x256x32xf32>
    %18 = stablehlo.subtract %11, %17 : tensor<4096x256x32xf32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x256x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<4096x256x1xf32>
    %21 = stablehlo.sqrt %20 : tensor<4096x256x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<4096x256x1xf32>) -> tensor<4096x256x32xf32>
    %23 = stablehlo.divide %18, %22 : tensor<4096x256x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<4096x256x32xf32>) -> tensor<4096x8192xf32>
    %25 = stablehlo.reshape %3 : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<4096x8192xf32>
    %28 = stablehlo.reshape %4 : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %30 = stablehlo.add %27, %29 : tensor<4096x8192xf32>
    %31 = stablehlo.negate %30 : tensor<4096x8192xf32>
    %32 = stablehlo.exponential %31 : tensor<4096x8192xf32>
    %33 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %34 = stablehlo.add %33, %32 : tensor<4096x8192xf32>
    %35 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %36 = stablehlo.divide %35, %34 : tensor<4096x8192xf32>
    %37 = stablehlo.multiply %30, %36 : tensor<4096x8192xf32>
    %38 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %40 = stablehlo.multiply %37, %39 : tensor<4096x8192xf32>
    %41 = stablehlo.negate %40 : tensor<4096x8192xf32>
    %42 = stablehlo.exponential %41 : tensor<4096x8192xf32>
    %43 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %44 = stablehlo.add %43, %42 : tensor<4096x8192xf32>
    %45 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %46 = stablehlo.divide %45, %44 : tensor<4096x8192xf32>
    %47 = stablehlo.multiply %40, %46 : tensor<4096x8192xf32>
    return %47 : tensor<4096x8192xf32>
  }
  func.func private @_var(%arg0: tensor<4096x256x32xf32>, %arg1: tensor<i32>) -> tensor<4096x256x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4096x256x32xf32>, tensor<f32>) -> tensor<4096x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4096x256xf32>) -> tensor<4096x256x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4096x256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4096x256x1xf32>) -> tensor<4096x256x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4096x256x32xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4096x256x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4096x256x32xf32>, tensor<f32>) -> tensor<4096x256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4096x256xf32>) -> tensor<4096x256x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4096x256x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4096x256x1xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%13, %12, %cst) : (tensor<i1>, tensor<4096x256x1xf32>, tensor<f32>) -> tensor<4096x256x1xf32>
    return %14 : tensor<4096x256x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4096x256x1xf32>, %arg2: tensor<f32>) -> tensor<4096x256x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4096x256x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4096x256x1xf32>
    return %2 : tensor<4096x256x1xf32>
  }
}
