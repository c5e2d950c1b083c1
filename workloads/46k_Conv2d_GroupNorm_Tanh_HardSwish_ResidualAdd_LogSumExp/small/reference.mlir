module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x8x32x32xbf16>, %arg2: tensor<64x8x3x3xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64xbf16>) -> (tensor<4x1x30x30xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %cst_4 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %cst_5 = stablehlo.constant dense<3.600000e+03> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %52 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x32x32xbf16>, tensor<64x8x3x3xbf16>) -> tensor<4x64x30x30xbf16>
      stablehlo.return %52 : tensor<4x64x30x30xbf16>
    }, {
      %52 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x32x32xbf16>, tensor<64x8x3x3xbf16>) -> tensor<4x64x30x30xbf16>
      stablehlo.return %52 : tensor<4x64x30x30xbf16>
    }, {
      %52 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x32x32xbf16>, tensor<64x8x3x3xbf16>) -> tensor<4x64x30x30xbf16>
      stablehlo.return %52 : tensor<4x64x30x30xbf16>
    }) : (tensor<i32>) -> tensor<4x64x30x30xbf16>
    %2 = stablehlo.reshape %arg3 : (tensor<64xbf16>) -> tensor<1x64x1x1xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<4x64x30x30xbf16>
    %4 = stablehlo.add %1, %3 : tensor<4x64x30x30xbf16>
    %5 = stablehlo.reshape %4 : (tensor<4x64x30x30xbf16>) -> tensor<4x16x4x30x30xbf16>
    %6 = stablehlo.convert %5 : (tensor<4x16x4x30x30xbf16>) -> tensor<4x16x4x30x30xf32>
    %7 = stablehlo.reduce(%6 init: %cst_6) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x16x4x30x30xf32>, tensor<f32>) -> tensor<4x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16x1x1x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x16x1x1x1xf32>
    %11 = stablehlo.convert %10 : (tensor<4x16x1x1x1xf32>) -> tensor<4x16x1x1x1xbf16>
    %12 = call @_var(%arg0, %5, %c_8) : (tensor<i32>, tensor<4x16x4x30x30xbf16>, tensor<i32>) -> tensor<4x16x1x1x1xbf16>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3, 4] : (tensor<4x16x1x1x1xbf16>) -> tensor<4x16x4x30x30xbf16>
    %14 = stablehlo.subtract %5, %13 : tensor<4x16x4x30x30xbf16>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<4x16x1x1x1xbf16>
    %16 = stablehlo.add %12, %15 : tensor<4x16x1x1x1xbf16>
    %17 = stablehlo.sqrt %16 : tensor<4x16x1x1x1xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3, 4] : (tensor<4x16x1x1x1xbf16>) -> tensor<4x16x4x30x30xbf16>
    %19 = stablehlo.divide %14, %18 : tensor<4x16x4x30x30xbf16>
    %20 = stablehlo.reshape %19 : (tensor<4x16x4x30x30xbf16>) -> tensor<4x64x30x30xbf16>
    %21 = stablehlo.reshape %arg4 : (tensor<64xbf16>) -> tensor<1x64x1x1xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<4x64x30x30xbf16>
    %23 = stablehlo.multiply %20, %22 : tensor<4x64x30x30xbf16>
    %24 = stablehlo.reshape %arg5 : (tensor<64xbf16>) -> tensor<1x64x1x1xbf16>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<4x64x30x30xbf16>
    %26 = stablehlo.add %23, %25 : tensor<4x64x30x30xbf16>
    %27 = stablehlo.tanh %26 : tensor<4x64x30x30xbf16>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<4x64x30x30xbf16>
    %29 = stablehlo.add %27, %28 : tensor<4x64x30x30xbf16>
    %30 = call @clip(%arg0, %29, %cst_6, %cst_2) : (tensor<i32>, tensor<4x64x30x30xbf16>, tensor<f32>, tensor<f32>) -> tensor<4x64x30x30xbf16>
    %31 = stablehlo.multiply %27, %30 : tensor<4x64x30x30xbf16>
    %32 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x64x30x30xbf16>
    %33 = stablehlo.divide %31, %32 : tensor<4x64x30x30xbf16>
    %34 = stablehlo.add %4, %33 : tensor<4x64x30x30xbf16>
    %35 = stablehlo.reduce(%34 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4x64x30x30xbf16>, tensor<bf16>) -> tensor<4x30x30xbf16>
    %36 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x30x30xbf16>
    %37 = stablehlo.maximum %36, %35 : tensor<4x30x30xbf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 2, 3] : (tensor<4x30x30xbf16>) -> tensor<4x1x30x30xbf16>
    %39 = stablehlo.is_finite %38 : (tensor<4x1x30x30xbf16>) -> tensor<4x1x30x30xi1>
    %40 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x1x30x30xbf16>
    %41 = stablehlo.select %39, %38, %40 : tensor<4x1x30x30xi1>, tensor<4x1x30x30xbf16>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<4x1x30x30xbf16>) -> tensor<4x64x30x30xbf16>
    %43 = stablehlo.subtract %34, %42 : tensor<4x64x30x30xbf16>
    %44 = stablehlo.exponential %43 : tensor<4x64x30x30xbf16>
    %45 = stablehlo.convert %44 : (tensor<4x64x30x30xbf16>) -> tensor<4x64x30x30xf32>
    %46 = stablehlo.reduce(%45 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<4x64x30x30xf32>, tensor<f32>) -> tensor<4x30x30xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 2, 3] : (tensor<4x30x30xf32>) -> tensor<4x1x30x30xf32>
    %48 = stablehlo.convert %47 : (tensor<4x1x30x30xf32>) -> tensor<4x1x30x30xbf16>
    %49 = stablehlo.abs %48 : tensor<4x1x30x30xbf16>
    %50 = stablehlo.log %49 : tensor<4x1x30x30xbf16>
    %51 = stablehlo.add %50, %41 : tensor<4x1x30x30xbf16>
    return %51 : tensor<4x1x30x30xbf16>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x16x4x30x30xbf16>, %arg2: tensor<i32>) -> tensor<4x16x1x1x1xbf16> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.600000e+03> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg1 : (tensor<4x16x4x30x30xbf16>) -> tensor<4x16x4x30x30xf32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x16x4x30x30xf32>, tensor<f32>) -> tensor<4x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x1x1x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4x16x1x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3, 4] : (tensor<4x16x1x1x1xf32>) -> tensor<4x16x4x30x30xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x16x4x30x30xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<4x16x4x30x30xf32>
    %8 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.subtract %cst_0, %8 : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x16x4x30x30xf32>, tensor<f32>) -> tensor<4x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x16x1x1x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4x16x1x1x1xf32>
    %14 = stablehlo.convert %13 : (tensor<4x16x1x1x1xf32>) -> tensor<4x16x1x1x1xbf16>
    %15 = stablehlo.compare GT, %9, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = call @_where(%arg0, %15, %14, %cst) : (tensor<i32>, tensor<i1>, tensor<4x16x1x1x1xbf16>, tensor<f32>) -> tensor<4x16x1x1x1xbf16>
    return %16 : tensor<4x16x1x1x1xbf16>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i1>, %arg2: tensor<4x16x1x1x1xbf16>, %arg3: tensor<f32>) -> tensor<4x16x1x1x1xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4x16x1x1x1xbf16>
    %2 = stablehlo.select %arg1, %arg2, %1 : tensor<i1>, tensor<4x16x1x1x1xbf16>
    return %2 : tensor<4x16x1x1x1xbf16>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x64x30x30xbf16>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4x64x30x30xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4x64x30x30xbf16>
    %2 = stablehlo.maximum %1, %arg1 : tensor<4x64x30x30xbf16>
    %3 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<bf16>) -> tensor<4x64x30x30xbf16>
    %5 = stablehlo.minimum %4, %2 : tensor<4x64x30x30xbf16>
    return %5 : tensor<4x64x30x30xbf16>
  }
}
