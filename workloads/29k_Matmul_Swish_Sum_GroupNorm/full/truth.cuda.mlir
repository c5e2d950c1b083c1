module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8192x4096xbf16>, %arg1: tensor<4096x4096xbf16>, %arg2: tensor<4096xbf16>, %arg3: tensor<4096xbf16>, %arg4: tensor<4096xbf16>) -> (tensor<8192x4096xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<8192x4096xbf16>) -> tensor<8192x4096xf32>
    %1 = stablehlo.convert %arg1 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %2 = stablehlo.convert %arg2 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %3 = stablehlo.convert %arg3 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %4 = stablehlo.convert %arg4 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %5 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8192x4096xf32>, tensor<4096x4096xf32>) -> tensor<8192x4096xf32>
    %6 = stablehlo.negate %5 : tensor<8192x4096xf32>
    %7 = stablehlo.exponential %6 : tensor<8192x4096xf32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
    %9 = stablehlo.add %8, %7 : tensor<8192x4096xf32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
    %11 = stablehlo.divide %10, %9 : tensor<8192x4096xf32>
    %12 = stablehlo.multiply %5, %11 : tensor<8192x4096xf32>
    %13 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<8192x4096xf32>
    %15 = stablehlo.add %12, %14 : tensor<8192x4096xf32>
    %16 = stablehlo.reshape %15 : (tensor<8192x4096xf32>) -> tensor<8192x64x64xf32>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8192x64x64xf32>, tensor<f32>) -> tensor<8192x64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<8192x64xf32>) -> tensor<8192x64x1xf32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8192x64x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<8192x64x1xf32>
    %21 = call @_var(%16, %c) : (tensor<8192x64x64xf32>, tensor<i32>) -> tensor<8192x64x1xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<8192x64x1xf32>) -> tensor<8192x64x64xf32>
    %23 = stablehlo.subtract %16, %22 : tensor<8192x64x64xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x64x1xf32>
    %25 = stablehlo.add %21, %24 : tensor<8192x64x1xf32>
    %26 = stablehlo.sqrt %25 : tensor<8192x64x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8192x64x1xf32>) -> tensor<8192x64x64xf32>
    %28 = stablehlo.divide %23, %27 : tensor<8192x64x64xf32>
    %29 = stablehlo.reshape %28 : (tensor<8192x64x64xf32>) -> tensor<8192x4096xf32>
    %30 = stablehlo.reshape %3 : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<8192x4096xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<8192x4096xf32>
    %33 = stablehlo.reshape %4 : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<8192x4096xf32>
    %35 = stablehlo.add %32, %34 : tensor<8192x4096xf32>
    return %35 : tensor<8192x4096xf32>
  }
  func.func private @_var(%arg0: tensor<8192x64x64xf32>, %arg1: tensor<i32>) -> tensor<8192x64x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8192x64x64xf32>, tensor<f32>) -> tensor<8192x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8192x64xf32>) -> tensor<8192x64x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8192x64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8192x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8192x64x1xf32>) -> tensor<8192x64x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8192x64x64xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8192x64x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8192x64x64xf32>, tensor<f32>) -> tensor<8192x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8192x64xf32>) -> tensor<8192x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8192x64x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8192x64x1xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%13, %12, %cst) : (tensor<i1>, tensor<8192x64x1xf32>, tensor<f32>) -> tensor<8192x64x1xf32>
    return %14 : tensor<8192x64x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8192x64x1xf32>, %arg2: tensor<f32>) -> tensor<8192x64x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8192x64x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8192x64x1xf32>
    return %2 : tensor<8192x64x1xf32>
  }
}
