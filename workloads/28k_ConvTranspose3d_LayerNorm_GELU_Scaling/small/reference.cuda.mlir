module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x4x8x8xbf16>, %arg1: tensor<8x16x4x4x4xbf16>, %arg2: tensor<16xbf16>, %arg3: tensor<16xbf16>, %arg4: tensor<16xbf16>) -> (tensor<2x16x8x16x16xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = call @_flip(%arg1) : (tensor<8x16x4x4x4xbf16>) -> tensor<8x16x4x4x4xbf16>
    %1 = stablehlo.transpose %0, dims = [1, 0, 2, 3, 4] : (tensor<8x16x4x4x4xbf16>) -> tensor<16x8x4x4x4xbf16>
    %2 = stablehlo.convolution(%arg0, %1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {pad = [[2, 2], [2, 2], [2, 2]], lhs_dilate = [2, 2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x4x8x8xbf16>, tensor<16x8x4x4x4xbf16>) -> tensor<2x16x8x16x16xbf16>
    %3 = stablehlo.reshape %arg2 : (tensor<16xbf16>) -> tensor<1x16x1x1x1xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xbf16>) -> tensor<2x16x8x16x16xbf16>
    %5 = stablehlo.add %2, %4 : tensor<2x16x8x16x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<2x16x8x16x16xbf16>) -> tensor<2x16x8x16x16xf32>
    %7 = stablehlo.reduce(%6 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<2x16x8x16x16xf32>, tensor<f32>) -> tensor<2x16x8x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<2x16x8x16xf32>) -> tensor<2x16x8x16x1xf32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x16x8x16x1xf32>
    %11 = stablehlo.convert %10 : (tensor<2x16x8x16x1xf32>) -> tensor<2x16x8x16x1xbf16>
    %12 = call @_var(%5, %c) : (tensor<2x16x8x16x16xbf16>, tensor<i32>) -> tensor<2x16x8x16x1xbf16>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3, 4] : (tensor<2x16x8x16x1xbf16>) -> tensor<2x16x8x16x16xbf16>
    %14 = stablehlo.subtract %5, %13 : tensor<2x16x8x16x16xbf16>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<2x16x8x16x1xbf16>
    %16 = stablehlo.add %12, %15 : tensor<2x16x8x16x1xbf16>
    %17 = stablehlo.sqrt %16 : tensor<2x16x8x16x1xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3, 4] : (tensor<2x16x8x16x1xbf16>) -> tensor<2x16x8x16x16xbf16>
    %19 = stablehlo.divide %14, %18 : tensor<2x16x8x16x16xbf16>
    %20 = stablehlo.broadcast_in_dim %arg3, dims = [4] : (tensor<16xbf16>) -> tensor<1x1x1x1x16xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x16xbf16>) -> tensor<2x16x8x16x16xbf16>
    %22 = stablehlo.multiply %19, %21 : tensor<2x16x8x16x16xbf16>
    %23 = stablehlo.broadcast_in_dim %arg4, dims = [4] : (tensor<16xbf16>) -> tensor<1x1x1x1x16xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x16xbf16>) -> tensor<2x16x8x16x16xbf16>
    %25 = stablehlo.add %22, %24 : tensor<2x16x8x16x16xbf16>
    %26 = stablehlo.multiply %25, %25 : tensor<2x16x8x16x16xbf16>
    %27 = stablehlo.multiply %26, %25 : tensor<2x16x8x16x16xbf16>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<2x16x8x16x16xbf16>
    %29 = stablehlo.multiply %28, %27 : tensor<2x16x8x16x16xbf16>
    %30 = stablehlo.add %25, %29 : tensor<2x16x8x16x16xbf16>
    %31 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<2x16x8x16x16xbf16>
    %32 = stablehlo.multiply %31, %30 : tensor<2x16x8x16x16xbf16>
    %33 = stablehlo.tanh %32 : tensor<2x16x8x16x16xbf16>
    %34 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x16x8x16x16xbf16>
    %35 = stablehlo.add %34, %33 : tensor<2x16x8x16x16xbf16>
    %36 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x16x8x16x16xbf16>
    %37 = stablehlo.multiply %36, %35 : tensor<2x16x8x16x16xbf16>
    %38 = stablehlo.multiply %25, %37 : tensor<2x16x8x16x16xbf16>
    %39 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x16x8x16x16xbf16>
    %40 = stablehlo.multiply %38, %39 : tensor<2x16x8x16x16xbf16>
    return %40 : tensor<2x16x8x16x16xbf16>
  }
  func.func private @_flip(%arg0: tensor<8x16x4x4x4xbf16>) -> tensor<8x16x4x4x4xbf16> {
    %0 = stablehlo.reverse %arg0, dims = [2, 3, 4] : tensor<8x16x4x4x4xbf16>
    return %0 : tensor<8x16x4x4x4xbf16>
  }
  func.func private @_var(%arg0: tensor<2x16x8x16x16xbf16>, %arg1: tensor<i32>) -> tensor<2x16x8x16x1xbf16> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<2x16x8x16x16xbf16>) -> tensor<2x16x8x16x16xf32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<2x16x8x16x16xf32>, tensor<f32>) -> tensor<2x16x8x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x16x8x16xf32>) -> tensor<2x16x8x16x1xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x16x8x16x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3, 4] : (tensor<2x16x8x16x1xf32>) -> tensor<2x16x8x16x16xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<2x16x8x16x16xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<2x16x8x16x16xf32>
    %8 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.subtract %cst_0, %8 : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<2x16x8x16x16xf32>, tensor<f32>) -> tensor<2x16x8x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<2x16x8x16xf32>) -> tensor<2x16x8x16x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x16x8x16x1xf32>
    %14 = stablehlo.convert %13 : (tensor<2x16x8x16x1xf32>) -> tensor<2x16x8x16x1xbf16>
    %15 = stablehlo.compare GT, %9, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = call @_where(%15, %14, %cst) : (tensor<i1>, tensor<2x16x8x16x1xbf16>, tensor<f32>) -> tensor<2x16x8x16x1xbf16>
    return %16 : tensor<2x16x8x16x1xbf16>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x16x8x16x1xbf16>, %arg2: tensor<f32>) -> tensor<2x16x8x16x1xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<2x16x8x16x1xbf16>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x16x8x16x1xbf16>
    return %2 : tensor<2x16x8x16x1xbf16>
  }
}
