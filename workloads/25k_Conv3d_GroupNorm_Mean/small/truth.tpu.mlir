module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x12x16x16xbf16>, %arg1: tensor<24x3x3x3x3xbf16>, %arg2: tensor<24xbf16>, %arg3: tensor<24xbf16>, %arg4: tensor<24xbf16>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<4.704000e+04> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<5.880000e+03> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4x3x12x16x16xbf16>) -> tensor<4x3x12x16x16xf32>
    %1 = stablehlo.convert %arg1 : (tensor<24x3x3x3x3xbf16>) -> tensor<24x3x3x3x3xf32>
    %2 = stablehlo.convert %arg2 : (tensor<24xbf16>) -> tensor<24xf32>
    %3 = stablehlo.convert %arg3 : (tensor<24xbf16>) -> tensor<24xf32>
    %4 = stablehlo.convert %arg4 : (tensor<24xbf16>) -> tensor<24xf32>
    %5 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x3x12x16x16xf32>, tensor<24x3x3x3x3xf32>) -> tensor<4x24x10x14x14xf32>
    %6 = stablehlo.reshape %2 : (tensor<24xf32>) -> tensor<1x24x1x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<4x24x10x14x14xf32>
    %8 = stablehlo.add %5, %7 : tensor<4x24x10x14x14xf32>
    %9 = stablehlo.reshape %8 : (tensor<4x24x10x14x14xf32>) -> tensor<4x8x3x10x14x14xf32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<4x8x3x10x14x14xf32>, tensor<f32>) -> tensor<4x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1x1x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8x1x1x1x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4x8x1x1x1x1xf32>
    %14 = call @_var(%9, %c) : (tensor<4x8x3x10x14x14xf32>, tensor<i32>) -> tensor<4x8x1x1x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3, 4, 5] : (tensor<4x8x1x1x1x1xf32>) -> tensor<4x8x3x10x14x14xf32>
    %16 = stablehlo.subtract %9, %15 : tensor<4x8x3x10x14x14xf32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x1x1x1x1xf32>
    %18 = stablehlo.add %14, %17 : tensor<4x8x1x1x1x1xf32>
    %19 = stablehlo.sqrt %18 : tensor<4x8x1x1x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3, 4, 5] : (tensor<4x8x1x1x1x1xf32>) -> tensor<4x8x3x10x14x14xf32>
    %21 = stablehlo.divide %16, %20 : tensor<4x8x3x10x14x14xf32>
    %22 = stablehlo.reshape %21 : (tensor<4x8x3x10x14x14xf32>) -> tensor<4x24x10x14x14xf32>
    %23 = stablehlo.reshape %3 : (tensor<24xf32>) -> tensor<1x24x1x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<4x24x10x14x14xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<4x24x10x14x14xf32>
    %26 = stablehlo.reshape %4 : (tensor<24xf32>) -> tensor<1x24x1x1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<4x24x10x14x14xf32>
    %28 = stablehlo.add %25, %27 : tensor<4x24x10x14x14xf32>
    %29 = stablehlo.reduce(%28 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 3, 4] : (tensor<4x24x10x14x14xf32>, tensor<f32>) -> tensor<4xf32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %31 = stablehlo.divide %29, %30 : tensor<4xf32>
    return %31 : tensor<4xf32>
  }
  func.func private @_var(%arg0: tensor<4x8x3x10x14x14xf32>, %arg1: tensor<i32>) -> tensor<4x8x1x1x1x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.880000e+03> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<4x8x3x10x14x14xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1x1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x1x1x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x8x1x1x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4, 5] : (tensor<4x8x1x1x1x1xf32>) -> tensor<4x8x3x10x14x14xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x8x3x10x14x14xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4x8x3x10x14x14xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<4x8x3x10x14x14xf32>, tensor<f32>) -> tensor<4x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1x1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x8x1x1x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x8x1x1x1x1xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%13, %12, %cst) : (tensor<i1>, tensor<4x8x1x1x1x1xf32>, tensor<f32>) -> tensor<4x8x1x1x1x1xf32>
    return %14 : tensor<4x8x1x1x1x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4x8x1x1x1x1xf32>, %arg2: tensor<f32>) -> tensor<4x8x1x1x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8x1x1x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4x8x1x1x1x1xf32>
    return %2 : tensor<4x8x1x1x1x1xf32>
  }
}
