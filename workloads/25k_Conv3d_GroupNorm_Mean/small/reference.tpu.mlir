module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3x12x16x16xbf16>, %arg1: tensor<24x3x3x3x3xbf16>, %arg2: tensor<24xbf16>, %arg3: tensor<24xbf16>, %arg4: tensor<24xbf16>) -> (tensor<4xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<4.704000e+04> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<5.880000e+03> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x3x12x16x16xbf16>, tensor<24x3x3x3x3xbf16>) -> tensor<4x24x10x14x14xbf16>
    %1 = stablehlo.reshape %arg2 : (tensor<24xbf16>) -> tensor<1x24x1x1x1xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xbf16>) -> tensor<4x24x10x14x14xbf16>
    %3 = stablehlo.add %0, %2 : tensor<4x24x10x14x14xbf16>
    %4 = stablehlo.reshape %3 : (tensor<4x24x10x14x14xbf16>) -> tensor<4x8x3x10x14x14xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x8x3x10x14x14xbf16>) -> tensor<4x8x3x10x14x14xf32>
    %6 = stablehlo.reduce(%5 init: %cst_2) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<4x8x3x10x14x14xf32>, tensor<f32>) -> tensor<4x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1x1x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8x1x1x1x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4x8x1x1x1x1xf32>
    %10 = stablehlo.convert %9 : (tensor<4x8x1x1x1x1xf32>) -> tensor<4x8x1x1x1x1xbf16>
    %11 = call @_var(%4, %c) : (tensor<4x8x3x10x14x14xbf16>, tensor<i32>) -> tensor<4x8x1x1x1x1xbf16>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3, 4, 5] : (tensor<4x8x1x1x1x1xbf16>) -> tensor<4x8x3x10x14x14xbf16>
    %13 = stablehlo.subtract %4, %12 : tensor<4x8x3x10x14x14xbf16>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x8x1x1x1x1xbf16>
    %15 = stablehlo.add %11, %14 : tensor<4x8x1x1x1x1xbf16>
    %16 = stablehlo.sqrt %15 : tensor<4x8x1x1x1x1xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3, 4, 5] : (tensor<4x8x1x1x1x1xbf16>) -> tensor<4x8x3x10x14x14xbf16>
    %18 = stablehlo.divide %13, %17 : tensor<4x8x3x10x14x14xbf16>
    %19 = stablehlo.reshape %18 : (tensor<4x8x3x10x14x14xbf16>) -> tensor<4x24x10x14x14xbf16>
    %20 = stablehlo.reshape %arg3 : (tensor<24xbf16>) -> tensor<1x24x1x1x1xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xbf16>) -> tensor<4x24x10x14x14xbf16>
    %22 = stablehlo.multiply %19, %21 : tensor<4x24x10x14x14xbf16>
    %23 = stablehlo.reshape %arg4 : (tensor<24xbf16>) -> tensor<1x24x1x1x1xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xbf16>) -> tensor<4x24x10x14x14xbf16>
    %25 = stablehlo.add %22, %24 : tensor<4x24x10x14x14xbf16>
    %26 = stablehlo.convert %25 : (tensor<4x24x10x14x14xbf16>) -> tensor<4x24x10x14x14xf32>
    %27 = stablehlo.reduce(%26 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 3, 4] : (tensor<4x24x10x14x14xf32>, tensor<f32>) -> tensor<4xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.divide %27, %28 : tensor<4xf32>
    %30 = stablehlo.convert %29 : (tensor<4xf32>) -> tensor<4xbf16>
    return %30 : tensor<4xbf16>
  }
  func.func private @_var(%arg0: tensor<4x8x3x10x14x14xbf16>, %arg1: tensor<i32>) -> tensor<4x8x1x1x1x1xbf16> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.880000e+03> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4x8x3x10x14x14xbf16>) -> tensor<4x8x3x10x14x14xf32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<4x8x3x10x14x14xf32>, tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x1x1x1x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4x8x1x1x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3, 4, 5] : (tensor<4x8x1x1x1x1xf32>) -> tensor<4x8x3x10x14x14xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x8x3x10x14x14xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<4x8x3x10x14x14xf32>
    %8 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.subtract %cst_0, %8 : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<4x8x3x10x14x14xf32>, tensor<f32>) -> tensor<4x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1x1x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x8x1x1x1x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4x8x1x1x1x1xf32>
    %14 = stablehlo.convert %13 : (tensor<4x8x1x1x1x1xf32>) -> tensor<4x8x1x1x1x1xbf16>
    %15 = stablehlo.compare GT, %9, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = call @_where(%15, %14, %cst) : (tensor<i1>, tensor<4x8x1x1x1x1xbf16>, tensor<f32>) -> tensor<4x8x1x1x1x1xbf16>
    return %16 : tensor<4x8x1x1x1x1xbf16>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4x8x1x1x1x1xbf16>, %arg2: tensor<f32>) -> tensor<4x8x1x1x1x1xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4x8x1x1x1x1xbf16>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4x8x1x1x1x1xbf16>
    return %2 : tensor<4x8x1x1x1x1xbf16>
  }
}
