module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64x128x128xbf16>, %arg1: tensor<128x64x3x3xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<128xbf16>, %arg4: tensor<128xbf16>) -> (tensor<128x128x126x126xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<1.587600e+04> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<128x64x128x128xbf16>) -> tensor<128x64x128x128xf32>
    %1 = stablehlo.convert %arg1 : (tensor<128x64x3x3xbf16>) -> tensor<128x64x3x3xf32>
    %2 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %3 = stablehlo.convert %arg3 : (tensor<128xbf16>) -> tensor<128xf32>
    %4 = stablehlo.convert %arg4 : (tensor<128xbf16>) -> tensor<128xf32>
    %5 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x64x128x128xf32>, tensor<128x64x3x3xf32>) -> tensor<128x128x126x126xf32>
    %6 = stablehlo.reshape %2 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %8 = stablehlo.add %5, %7 : tensor<128x128x126x126xf32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [2, 3] : (tensor<128x128x126x126xf32>, tensor<f32>) -> tensor<128x128xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<128x128x1x1xf32>
    %13 = call @_var(%8, %c) : (tensor<128x128x126x126xf32>, tensor<i32>) -> tensor<128x128x1x1xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<128x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %15 = stablehlo.subtract %8, %14 : tensor<128x128x126x126xf32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %17 = stablehlo.add %13, %16 : tensor<128x128x1x1xf32>
    %18 = stablehlo.sqrt %17 : tensor<128x128x1x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<128x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %20 = stablehlo.divide %15, %19 : tensor<128x128x126x126xf32>
    %21 = stablehlo.reshape %3 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<128x128x126x126xf32>
    %24 = stablehlo.reshape %4 : (tensor<128xf32>) -> tensor<1x128x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %26 = stablehlo.add %23, %25 : tensor<128x128x126x126xf32>
    %27 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128x126x126xf32>
    %28 = stablehlo.divide %26, %27 : tensor<128x128x126x126xf32>
    return %28 : tensor<128x128x126x126xf32>
  }
  func.func private @_var(%arg0: tensor<128x128x126x126xf32>, %arg1: tensor<i32>) -> tensor<128x128x1x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.587600e+04> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<128x128x126x126xf32>, tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<128x128x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<128x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<128x128x126x126xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<128x128x126x126xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<128x128x126x126xf32>, tensor<f32>) -> tensor<128x128xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<128x128x1x1xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%13, %12, %cst) : (tensor<i1>, tensor<128x128x1x1xf32>, tensor<f32>) -> tensor<128x128x1x1xf32>
    return %14 : tensor<128x128x1x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<128x128x1x1xf32>, %arg2: tensor<f32>) -> tensor<128x128x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<128x128x1x1xf32>
    return %2 : tensor<128x128x1x1xf32>
  }
}
