module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16384x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>, %arg3: tensor<8192xbf16>, %arg4: tensor<8192xbf16>) -> (tensor<16384x8192xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_4 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<16384x8192xbf16>) -> tensor<16384x8192xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg2 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = stablehlo.convert %arg3 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %4 = stablehlo.convert %arg4 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %5 = stablehlo.transpose %1, dims = [1, 0] : (tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    %6 = stablehlo.dot_general %0, %5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x8192xf32>, tensor<8192x8192xf32>) -> tensor<16384x8192xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<16384x8192xf32>
    %9 = stablehlo.add %6, %8 : tensor<16384x8192xf32>
    %10 = stablehlo.reduce(%9 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<16384x8192xf32>, tensor<f32>) -> tensor<8192xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x8192xf32>
    %13 = stablehlo.divide %11, %12 : tensor<1x8192xf32>
    %14 = call @_var(%9, %c) : (tensor<16384x8192xf32>, tensor<i32>) -> tensor<1x8192xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<16384x8192xf32>
    %16 = stablehlo.subtract %9, %15 : tensor<16384x8192xf32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x8192xf32>
    %18 = stablehlo.add %14, %17 : tensor<1x8192xf32>
    %19 = stablehlo.sqrt %18 : tensor<1x8192xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<16384x8192xf32>
    %21 = stablehlo.divide %16, %20 : tensor<16384x8192xf32>
    %22 = stablehlo.reshape %3 : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<16384x8192xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<16384x8192xf32>
    %25 = stablehlo.reshape %4 : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<16384x8192xf32>
    %27 = stablehlo.add %24, %26 : tensor<16384x8192xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<16384x8192xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<16384x8192xf32>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16384x8192xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<16384x8192xf32>
    %32 = stablehlo.add %27, %31 : tensor<16384x8192xf32>
    %33 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16384x8192xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<16384x8192xf32>
    %35 = stablehlo.tanh %34 : tensor<16384x8192xf32>
    %36 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16384x8192xf32>
    %37 = stablehlo.add %36, %35 : tensor<16384x8192xf32>
    %38 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x8192xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<16384x8192xf32>
    %40 = stablehlo.multiply %27, %39 : tensor<16384x8192xf32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16384x8192xf32>
    %42 = stablehlo.maximum %40, %41 : tensor<16384x8192xf32>
    return %42 : tensor<16384x8192xf32>
  }
  func.func private @_var(%arg0: tensor<16384x8192xf32>, %arg1: tensor<i32>) -> tensor<1x8192xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<16384x8192xf32>, tensor<f32>) -> tensor<8192xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x8192xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x8192xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<16384x8192xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16384x8192xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<16384x8192xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<16384x8192xf32>, tensor<f32>) -> tensor<8192xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x8192xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x8192xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%13, %12, %cst) : (tensor<i1>, tensor<1x8192xf32>, tensor<f32>) -> tensor<1x8192xf32>
    return %14 : tensor<1x8192xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x8192xf32>, %arg2: tensor<f32>) -> tensor<1x8192xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x8192xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x8192xf32>
    return %2 : tensor<1x8192xf32>
  }
}
