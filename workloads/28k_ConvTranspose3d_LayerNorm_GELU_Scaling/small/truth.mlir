module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x8x4x8x8xbf16>, %arg2: tensor<8x16x4x4x4xbf16>, %arg3: tensor<16xbf16>, %arg4: tensor<16xbf16>, %arg5: tensor<16xbf16>) -> (tensor<2x16x8x16x16xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<2x8x4x8x8xbf16>) -> tensor<2x8x4x8x8xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8x16x4x4x4xbf16>) -> tensor<8x16x4x4x4xf32>
    %2 = stablehlo.convert %arg3 : (tensor<16xbf16>) -> tensor<16xf32>
    %3 = stablehlo.convert %arg4 : (tensor<16xbf16>) -> tensor<16xf32>
    %4 = stablehlo.convert %arg5 : (tensor<16xbf16>) -> tensor<16xf32>
    %5 = call @_flip(%arg0, %1) : (tensor<i32>, tensor<8x16x4x4x4xf32>) -> tensor<8x16x4x4x4xf32>
    %6 = stablehlo.transpose %5, dims = [1, 0, 2, 3, 4] : (tensor<8x16x4x4x4xf32>) -> tensor<16x8x4x4x4xf32>
    %7 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %45 = stablehlo.convolution(%0, %6) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {pad = [[2, 2], [2, 2], [2, 2]], lhs_dilate = [2, 2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x4x8x8xf32>, tensor<16x8x4x4x4xf32>) -> tensor<2x16x8x16x16xf32>
      stablehlo.return %45 : tensor<2x16x8x16x16xf32>
    }, {
      %45 = stablehlo.convolution(%0, %6) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {pad = [[2, 2], [2, 2], [2, 2]], lhs_dilate = [2, 2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x4x8x8xf32>, tensor<16x8x4x4x4xf32>) -> tensor<2x16x8x16x16xf32>
      stablehlo.return %45 : tensor<2x16x8x16x16xf32>
    }, {
      %45 = stablehlo.convolution(%0, %6) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {pad = [[2, 2], [2, 2], [2, 2]], lhs_dilate = [2, 2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x4x8x8xf32>, tensor<16x8x4x4x4xf32>) -> tensor<2x16x8x16x16xf32>
      stablehlo.return %45 : tensor<2x16x8x16x16xf32>
    }) : (tensor<i32>) -> tensor<2x16x8x16x16xf32>
    %9 = stablehlo.reshape %2 : (tensor<16xf32>) -> tensor<1x16x1x1x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x1x1xf32>) -> tensor<2x16x8x16x16xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x16x8x16x16xf32>
    %12 = stablehlo.reduce(%11 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<2x16x8x16x16xf32>, tensor<f32>) -> tensor<2x16x8x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<2x16x8x16xf32>) -> tensor<2x16x8x16x1xf32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x16x8x16x1xf32>
    %16 = call @_var(%arg0, %11, %c_7) : (tensor<i32>, tensor<2x16x8x16x16xf32>, tensor<i32>) -> tensor<2x16x8x16x1xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3, 4] : (tensor<2x16x8x16x1xf32>) -> tensor<2x16x8x16x16xf32>
    %18 = stablehlo.subtract %11, %17 : tensor<2x16x8x16x16xf32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<2x16x8x16x1xf32>
    %21 = stablehlo.sqrt %20 : tensor<2x16x8x16x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3, 4] : (tensor<2x16x8x16x1xf32>) -> tensor<2x16x8x16x16xf32>
    %23 = stablehlo.divide %18, %22 : tensor<2x16x8x16x16xf32>
    %24 = stablehlo.broadcast_in_dim %3, dims = [4] : (tensor<16xf32>) -> tensor<1x1x1x1x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x16xf32>) -> tensor<2x16x8x16x16xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<2x16x8x16x16xf32>
    %27 = stablehlo.broadcast_in_dim %4, dims = [4] : (tensor<16xf32>) -> tensor<1x1x1x1x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x16xf32>) -> tensor<2x16x8x16x16xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x16x8x16x16xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<2x16x8x16x16xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<2x16x8x16x16xf32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x16xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<2x16x8x16x16xf32>
    %34 = stablehlo.add %29, %33 : tensor<2x16x8x16x16xf32>
    %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x16xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<2x16x8x16x16xf32>
    %37 = stablehlo.tanh %36 : tensor<2x16x8x16x16xf32>
    %38 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x16xf32>
    %39 = stablehlo.add %38, %37 : tensor<2x16x8x16x16xf32>
    %40 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x16xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<2x16x8x16x16xf32>
    %42 = stablehlo.multiply %29, %41 : tensor<2x16x8x16x16xf32>
    %43 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x16xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x16x8x16x16xf32>
    return %44 : tensor<2x16x8x16x16xf32>
  }
  func.func private @_flip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<8x16x4x4x4xf32>) -> tensor<8x16x4x4x4xf32> {
    %0 = stablehlo.reverse %arg1, dims = [2, 3, 4] : tensor<8x16x4x4x4xf32>
    return %0 : tensor<8x16x4x4x4xf32>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x16x8x16x16xf32>, %arg2: tensor<i32>) -> tensor<2x16x8x16x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<2x16x8x16x16xf32>, tensor<f32>) -> tensor<2x16x8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x16x8x16xf32>) -> tensor<2x16x8x16x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x16x8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<2x16x8x16x1xf32>) -> tensor<2x16x8x16x16xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<2x16x8x16x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x16x8x16x16xf32>
    %7 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<2x16x8x16x16xf32>, tensor<f32>) -> tensor<2x16x8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<2x16x8x16xf32>) -> tensor<2x16x8x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x16x8x16x1xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%arg0, %13, %12, %cst) : (tensor<i32>, tensor<i1>, tensor<2x16x8x16x1xf32>, tensor<f32>) -> tensor<2x16x8x16x1xf32>
    return %14 : tensor<2x16x8x16x1xf32>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i1>, %arg2: tensor<2x16x8x16x1xf32>, %arg3: tensor<f32>) -> tensor<2x16x8x16x1xf32> {
    %0 = stablehlo.convert %arg3 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x16x8x16x1xf32>
    %2 = stablehlo.select %arg1, %arg2, %1 : tensor<i1>, tensor<2x16x8x16x1xf32>
    return %2 : tensor<2x16x8x16x1xf32>
  }
}
