module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x4x8x8xbf16>, %arg1: tensor<8x16x4x4x4xbf16>, %arg2: tensor<16xbf16>, %arg3: tensor<16xbf16>, %arg4: tensor<16xbf16>) -> (tensor<2x16x8x16x16xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<2x8x4x8x8xbf16>) -> tensor<2x8x4x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8x16x4x4x4xbf16>) -> tensor<8x16x4x4x4xf32>
    %2 = stablehlo.convert %arg2 : (tensor<16xbf16>) -> tensor<16xf32>
    %3 = stablehlo.convert %arg3 : (tensor<16xbf16>) -> tensor<16xf32>
    %4 = stablehlo.convert %arg4 : (tensor<16xbf16>) -> tensor<16xf32>
    %5 = call @_flip(%1) : (tensor<8x16x4x4x4xf32>) -> tensor<8x16x4x4x4xf32>
    %6 = stablehlo.transpose %5, dims = [1, 0, 2, 3, 4] : (tensor<8x16x4x4x4xf32>) -> tensor<16x8x4x4x4xf32>
    %7 = stablehlo.convolution(%0, %6) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {pad = [[2, 2], [2, 2], [2, 2]], lhs_dilate = [2, 2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x4x8x8xf32>, tensor<16x8x4x4x4xf32>) -> tensor<2x16x8x16x16xf32>
    %8 = stablehlo.reshape %2 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<2x16x8x16x16xf32>
    %10 = stablehlo.add %7, %9 : tensor<2x16x8x16x16xf32>
    %11 = stablehlo.reduce(%10 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<2x16x8x16x16xf32>, tensor<f32>) -> tensor<2x16x8x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<2x16x8x16xf32>) -> tensor<2x16x8x16x1xf32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x16x8x16x1xf32>
    %15 = call @_var(%10, %c) : (tensor<2x16x8x16x16xf32>, tensor<i32>) -> tensor<2x16x8x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<2x16x8x16x1xf32>) -> tensor<2x16x8x16x16xf32>
    %17 = stablehlo.subtract %10, %16 : tensor<2x16x8x16x16xf32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %19 = stablehlo.add %15, %18 : tensor<2x16x8x16x1xf32>
    %20 = stablehlo.sqrt %19 : tensor<2x16x8x16x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<2x16x8x16x1xf32>) -> tensor<2x16x8x16x16xf32>
    %22 = stablehlo.divide %17, %21 : tensor<2x16x8x16x16xf32>
    %23 = stablehlo.broadcast_in_dim %3, dims = [4] : (tensor<16xf32>) -> tensor<1x1x1x1x16xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x16xf32>) -> tensor<2x16x8x16x16xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<2x16x8x16x16xf32>
    %26 = stablehlo.broadcast_in_dim %4, dims = [4] : (tensor<16xf32>) -> tensor<1x1x1x1x16xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x16xf32>) -> tensor<2x16x8x16x16xf32>
    %28 = stablehlo.add %25, %27 : tensor<2x16x8x16x16xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<2x16x8x16x16xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<2x16x8x16x16xf32>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x16xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<2x16x8x16x16xf32>
    %33 = stablehlo.add %28, %32 : tensor<2x16x8x16x16xf32>
    %34 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x16xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<2x16x8x16x16xf32>
    %36 = stablehlo.tanh %35 : tensor<2x16x8x16x16xf32>
    %37 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x16xf32>
    %38 = stablehlo.add %37, %36 : tensor<2x16x8x16x16xf32>
    %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x16xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<2x16x8x16x16xf32>
    %41 = stablehlo.multiply %28, %40 : tensor<2x16x8x16x16xf32>
    %42 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x16xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<2x16x8x16x16xf32>
    return %43 : tensor<2x16x8x16x16xf32>
  }
  func.func private @_flip(%arg0: tensor<8x16x4x4x4xf32>) -> tensor<8x16x4x4x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<8x16x4x4x4xf32>
    return %0 : tensor<8x16x4x4x4xf32>
  }
  func.func private @_var(%arg0: tensor<2x16x8x16x16xf32>, %arg1: tensor<i32>) -> tensor<2x16x8x16x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<2x16x8x16x16xf32>, tensor<f32>) -> tensor<2x16x8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x16x8x16xf32>) -> tensor<2x16x8x16x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x16x8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<2x16x8x16x1xf32>) -> tensor<2x16x8x16x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x16x8x16x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x16x8x16x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<2x16x8x16x16xf32>, tensor<f32>) -> tensor<2x16x8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<2x16x8x16xf32>) -> tensor<2x16x8x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x16x8x16x1xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%13, %12, %cst) : (tensor<i1>, tensor<2x16x8x16x1xf32>, tensor<f32>) -> tensor<2x16x8x16x1xf32>
    return %14 : tensor<2x16x8x16x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x16x8x16x1xf32>, %arg2: tensor<f32>) -> tensor<2x16x8x16x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x16x8x16x1xf32>
    return %2 : tensor<2x16x8x16x1xf32>
  }
}
