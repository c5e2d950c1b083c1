module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x8x32x32xbf16>, %arg2: tensor<64x8x3x3xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64xbf16>) -> (tensor<4x1x30x30xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_3 = stablehlo.constant dense<3.600000e+03> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<4x8x32x32xbf16>) -> tensor<4x8x32x32xf32>
    %1 = stablehlo.convert %arg2 : (tensor<64x8x3x3xbf16>) -> tensor<64x8x3x3xf32>
    %2 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %3 = stablehlo.convert %arg4 : (tensor<64xbf16>) -> tensor<64xf32>
    %4 = stablehlo.convert %arg5 : (tensor<64xbf16>) -> tensor<64xf32>
    %5 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_6 : tensor<i32>
    }, {
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %53 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x8x32x32xf32>, tensor<64x8x3x3xf32>) -> tensor<4x64x30x30xf32>
      stablehlo.return %53 : tensor<4x64x30x30xf32>
    }, {
      %53 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x8x32x32xf32>, tensor<64x8x3x3xf32>) -> tensor<4x64x30x30xf32>
      stablehlo.return %53 : tensor<4x64x30x30xf32>
    }, {
      %53 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x8x32x32xf32>, tensor<64x8x3x3xf32>) -> tensor<4x64x30x30xf32>
      stablehlo.return %53 : tensor<4x64x30x30xf32>
    }) : (tensor<i32>) -> tensor<4x64x30x30xf32>
    %7 = stablehlo.reshape %2 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<4x64x30x30xf32>
    %9 = stablehlo.add %6, %8 : tensor<4x64x30x30xf32>
    %10 = stablehlo.reshape %9 : (tensor<4x64x30x30xf32>) -> tensor<4x16x4x30x30xf32>
    %11 = stablehlo.reduce(%10 init: %cst_4) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x16x4x30x30xf32>, tensor<f32>) -> tensor<4x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16x1x1x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<4x16x1x1x1xf32>
    %15 = call @_var(%arg0, %10, %c_6) : (tensor<i32>, tensor<4x16x4x30x30xf32>, tensor<i32>) -> tensor<4x16x1x1x1xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<4x16x1x1x1xf32>) -> tensor<4x16x4x30x30xf32>
    %17 = stablehlo.subtract %10, %16 : tensor<4x16x4x30x30xf32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16x1x1x1xf32>
    %19 = stablehlo.add %15, %18 : tensor<4x16x1x1x1xf32>
    %20 = stablehlo.sqrt %19 : tensor<4x16x1x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<4x16x1x1x1xf32>) -> tensor<4x16x4x30x30xf32>
    %22 = stablehlo.divide %17, %21 : tensor<4x16x4x30x30xf32>
    %23 = stablehlo.reshape %22 : (tensor<4x16x4x30x30xf32>) -> tensor<4x64x30x30xf32>
    %24 = stablehlo.reshape %3 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<4x64x30x30xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<4x64x30x30xf32>
    %27 = stablehlo.reshape %4 : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<4x64x30x30xf32>
    %29 = stablehlo.add %26, %28 : tensor<4x64x30x30xf32>
    %30 = stablehlo.tanh %29 : tensor<4x64x30x30xf32>
    %31 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x64x30x30xf32>
    %32 = stablehlo.add %30, %31 : tensor<4x64x30x30xf32>
    %33 = call @clip(%arg0, %32, %cst_4, %cst_0) : (tensor<i32>, tensor<4x64x30x30xf32>, tensor<f32>, tensor<f32>) -> tensor<4x64x30x30xf32>
    %34 = stablehlo.multiply %30, %33 : tensor<4x64x30x30xf32>
    %35 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x30x30xf32>
    %36 = stablehlo.divide %34, %35 : tensor<4x64x30x30xf32>
    %37 = stablehlo.add %9, %36 : tensor<4x64x30x30xf32>
    %38 = stablehlo.reduce(%37 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x64x30x30xf32>, tensor<f32>) -> tensor<4x30x30xf32>
    %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x30x30xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<4x30x30xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 2, 3] : (tensor<4x30x30xf32>) -> tensor<4x1x30x30xf32>
    %42 = stablehlo.is_finite %41 : (tensor<4x1x30x30xf32>) -> tensor<4x1x30x30xi1>
    %43 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x1x30x30xf32>
    %44 = stablehlo.select %42, %41, %43 : tensor<4x1x30x30xi1>, tensor<4x1x30x30xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<4x1x30x30xf32>) -> tensor<4x64x30x30xf32>
    %46 = stablehlo.subtract %37, %45 : tensor<4x64x30x30xf32>
    %47 = stablehlo.exponential %46 : tensor<4x64x30x30xf32>
    %48 = stablehlo.reduce(%47 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<4x64x30x30xf32>, tensor<f32>) -> tensor<4x30x30xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 2, 3] : (tensor<4x30x30xf32>) -> tensor<4x1x30x30xf32>
    %50 = stablehlo.abs %49 : tensor<4x1x30x30xf32>
    %51 = stablehlo.log %50 : tensor<4x1x30x30xf32>
    %52 = stablehlo.add %51, %44 : tensor<4x1x30x30xf32>
    return %52 : tensor<4x1x30x30xf32>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x16x4x30x30xf32>, %arg2: tensor<i32>) -> tensor<4x16x1x1x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.600000e+03> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x16x4x30x30xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x1x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x16x1x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<4x16x1x1x1xf32>) -> tensor<4x16x4x30x30xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<4x16x4x30x30xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4x16x4x30x30xf32>
    %7 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x16x4x30x30xf32>, tensor<f32>) -> tensor<4x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x16x1x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x16x1x1x1xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%arg0, %13, %12, %cst) : (tensor<i32>, tensor<i1>, tensor<4x16x1x1x1xf32>, tensor<f32>) -> tensor<4x16x1x1x1xf32>
    return %14 : tensor<4x16x1x1x1xf32>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i1>, %arg2: tensor<4x16x1x1x1xf32>, %arg3: tensor<f32>) -> tensor<4x16x1x1x1xf32> {
    %0 = stablehlo.convert %arg3 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x16x1x1x1xf32>
    %2 = stablehlo.select %arg1, %arg2, %1 : tensor<i1>, tensor<4x16x1x1x1xf32>
    return %2 : tensor<4x16x1x1x1xf32>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x64x30x30xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4x64x30x30xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x64x30x30xf32>
    %2 = stablehlo.maximum %1, %arg1 : tensor<4x64x30x30xf32>
    %3 = stablehlo.convert %arg3 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x64x30x30xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x64x30x30xf32>
    return %5 : tensor<4x64x30x30xf32>
  }
}
