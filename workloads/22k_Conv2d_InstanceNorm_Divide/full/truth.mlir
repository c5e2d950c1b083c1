module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<128x64x128x128xbf16>, %arg2: tensor<128x64x3x3xbf16>, %arg3: tensor<128xbf16>, %arg4: tensor<128xbf16>, %arg5: tensor<128xbf16>) -> (tensor<128x128x126x126xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.587600e+04> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<128x64x128x128xbf16>) -> tensor<128x64x128x128xf32>
    %1 = stablehlo.convert %arg2 : (tensor<128x64x3x3xbf16>) -> tensor<128x64x3x3xf32>
    %2 = stablehlo.convert %arg3 : (tensor<128xbf16>) -> tensor<128xf32>
    %3 = stablehlo.convert %arg4 : (tensor<128xbf16>) -> tensor<128xf32>
    %4 = stablehlo.convert %arg5 : (tensor<128xbf16>) -> tensor<128xf32>
    %5 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %30 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x64x128x128xf32>, tensor<128x64x3x3xf32>) -> tensor<128x128x126x126xf32>
      stablehlo.return %30 : tensor<128x128x126x126xf32>
    }, {
      %30 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x64x128x128xf32>, tensor<128x64x3x3xf32>) -> tensor<128x128x126x126xf32>
      stablehlo.return %30 : tensor<128x128x126x126xf32>
    }, {
      %30 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x64x128x128xf32>, tensor<128x64x3x3xf32>) -> tensor<128x128x126x126xf32>
      stablehlo.return %30 : tensor<128x128x126x126xf32>
    }) : (tensor<i32>) -> tensor<128x128x126x126xf32>
    %7 = stablehlo.reshape %2 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %9 = stablehlo.add %6, %8 : tensor<128x128x126x126xf32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [2, 3] : (tensor<128x128x126x126xf32>, tensor<f32>) -> tensor<128x128xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<128x128x1x1xf32>
    %14 = call @_var(%arg0, %9, %c_4) : (tensor<i32>, tensor<128x128x126x126xf32>, tensor<i32>) -> tensor<128x128x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<128x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %16 = stablehlo.subtract %9, %15 : tensor<128x128x126x126xf32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %18 = stablehlo.add %14, %17 : tensor<128x128x1x1xf32>
    %19 = stablehlo.sqrt %18 : tensor<128x128x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<128x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %21 = stablehlo.divide %16, %20 : tensor<128x128x126x126xf32>
    %22 = stablehlo.reshape %3 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<128x128x126x126xf32>
    %25 = stablehlo.reshape %4 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %27 = stablehlo.add %24, %26 : tensor<128x128x126x126xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128x126x126xf32>
    %29 = stablehlo.divide %27, %28 : tensor<128x128x126x126xf32>
    return %29 : tensor<128x128x126x126xf32>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<128x128x126x126xf32>, %arg2: tensor<i32>) -> tensor<128x128x1x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.587600e+04> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<128x128x126x126xf32>, tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<128x128x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<128x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<128x128x126x126xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<128x128x126x126xf32>
    %7 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<128x128x126x126xf32>, tensor<f32>) -> tensor<128x128xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<128x128x1x1xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%arg0, %13, %12, %cst) : (tensor<i32>, tensor<i1>, tensor<128x128x1x1xf32>, tensor<f32>) -> tensor<128x128x1x1xf32>
    return %14 : tensor<128x128x1x1xf32>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i1>, %arg2: tensor<128x128x1x1xf32>, %arg3: tensor<f32>) -> tensor<128x128x1x1xf32> {
    %0 = stablehlo.convert %arg3 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %2 = stablehlo.select %arg1, %arg2, %1 : tensor<i1>, tensor<128x128x1x1xf32>
    return %2 : tensor<128x128x1x1xf32>
  }
}
