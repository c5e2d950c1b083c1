module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x32x32x32xbf16>, %arg2: tensor<64x32x3x3xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64xbf16>) -> (tensor<4x64x30x30xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<9.000000e+02> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %27 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x32x32x32xbf16>, tensor<64x32x3x3xbf16>) -> tensor<4x64x30x30xbf16>
      stablehlo.return %27 : tensor<4x64x30x30xbf16>
    }, {
      %27 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x32x32x32xbf16>, tensor<64x32x3x3xbf16>) -> tensor<4x64x30x30xbf16>
      stablehlo.return %27 : tensor<4x64x30x30xbf16>
    }, {
      %27 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x32x32x32xbf16>, tensor<64x32x3x3xbf16>) -> tensor<4x64x30x30xbf16>
      stablehlo.return %27 : tensor<4x64x30x30xbf16>
    }) : (tensor<i32>) -> tensor<4x64x30x30xbf16>
    %2 = stablehlo.reshape %arg3 : (tensor<64xbf16>) -> tensor<1x64x1x1xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<4x64x30x30xbf16>
    %4 = stablehlo.add %1, %3 : tensor<4x64x30x30xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x64x30x30xbf16>) -> tensor<4x64x30x30xf32>
    %6 = stablehlo.reduce(%5 init: %cst_2) applies stablehlo.add across dimensions = [2, 3] : (tensor<4x64x30x30xf32>, tensor<f32>) -> tensor<4x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x64x1x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4x64x1x1xf32>
    %10 = stablehlo.convert %9 : (tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xbf16>
    %11 = call @_var(%arg0, %4, %c_4) : (tensor<i32>, tensor<4x64x30x30xbf16>, tensor<i32>) -> tensor<4x64x1x1xbf16>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<4x64x1x1xbf16>) -> tensor<4x64x30x30xbf16>
    %13 = stablehlo.subtract %4, %12 : tensor<4x64x30x30xbf16>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x64x1x1xbf16>
    %15 = stablehlo.add %11, %14 : tensor<4x64x1x1xbf16>
    %16 = stablehlo.sqrt %15 : tensor<4x64x1x1xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<4x64x1x1xbf16>) -> tensor<4x64x30x30xbf16>
    %18 = stablehlo.divide %13, %17 : tensor<4x64x30x30xbf16>
    %19 = stablehlo.reshape %arg4 : (tensor<64xbf16>) -> tensor<1x64x1x1xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<4x64x30x30xbf16>
    %21 = stablehlo.multiply %18, %20 : tensor<4x64x30x30xbf16>
    %22 = stablehlo.reshape %arg5 : (tensor<64xbf16>) -> tensor<1x64x1x1xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<4x64x30x30xbf16>
    %24 = stablehlo.add %21, %23 : tensor<4x64x30x30xbf16>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x64x30x30xbf16>
    %26 = stablehlo.divide %24, %25 : tensor<4x64x30x30xbf16>
    return %26 : tensor<4x64x30x30xbf16>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x64x30x30xbf16>, %arg2: tensor<i32>) -> tensor<4x64x1x1xbf16> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.000000e+02> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg1 : (tensor<4x64x30x30xbf16>) -> tensor<4x64x30x30xf32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<4x64x30x30xf32>, tensor<f32>) -> tensor<4x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x1x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4x64x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<4x64x1x1xf32>) -> tensor<4x64x30x30xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x64x30x30xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<4x64x30x30xf32>
    %8 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.subtract %cst_0, %8 : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<4x64x30x30xf32>, tensor<f32>) -> tensor<4x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x64x1x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4x64x1x1xf32>
    %14 = stablehlo.convert %13 : (tensor<4x64x1x1xf32>) -> tensor<4x64x1x1xbf16>
    %15 = stablehlo.compare GT, %9, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = call @_where(%arg0, %15, %14, %cst) : (tensor<i32>, tensor<i1>, tensor<4x64x1x1xbf16>, tensor<f32>) -> tensor<4x64x1x1xbf16>
    return %16 : tensor<4x64x1x1xbf16>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i1>, %arg2: tensor<4x64x1x1xbf16>, %arg3: tensor<f32>) -> tensor<4x64x1x1xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4x64x1x1xbf16>
    %2 = stablehlo.select %arg1, %arg2, %1 : tensor<i1>, tensor<4x64x1x1xbf16>
    return %2 : tensor<4x64x1x1xbf16>
  }
}
