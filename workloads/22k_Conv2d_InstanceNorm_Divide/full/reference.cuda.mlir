module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64x128x128xbf16>, %arg1: tensor<128x64x3x3xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<128xbf16>, %arg4: tensor<128xbf16>) -> (tensor<128x128x126x126xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<1.587600e+04> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<128x64x128x128xbf16>, tensor<128x64x3x3xbf16>) -> tensor<128x128x126x126xbf16>
    %1 = stablehlo.reshape %arg2 : (tensor<128xbf16>) -> tensor<1x128x1x1xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xbf16>) -> tensor<128x128x126x126xbf16>
    %3 = stablehlo.add %0, %2 : tensor<128x128x126x126xbf16>
    %4 = stablehlo.convert %3 : (tensor<128x128x126x126xbf16>) -> tensor<128x128x126x126xf32>
    %5 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [2, 3] : (tensor<128x128x126x126xf32>, tensor<f32>) -> tensor<128x128xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x1x1xf32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<128x128x1x1xf32>
    %9 = stablehlo.convert %8 : (tensor<128x128x1x1xf32>) -> tensor<128x128x1x1xbf16>
    %10 = call @_var(%3, %c) : (tensor<128x128x126x126xbf16>, tensor<i32>) -> tensor<128x128x1x1xbf16>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<128x128x1x1xbf16>) -> tensor<128x128x126x126xbf16>
    %12 = stablehlo.subtract %3, %11 : tensor<128x128x126x126xbf16>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<128x128x1x1xbf16>
    %14 = stablehlo.add %10, %13 : tensor<128x128x1x1xbf16>
    %15 = stablehlo.sqrt %14 : tensor<128x128x1x1xbf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<128x128x1x1xbf16>) -> tensor<128x128x126x126xbf16>
    %17 = stablehlo.divide %12, %16 : tensor<128x128x126x126xbf16>
    %18 = stablehlo.reshape %arg3 : (tensor<128xbf16>) -> tensor<1x128x1x1xbf16>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xbf16>) -> tensor<128x128x126x126xbf16>
    %20 = stablehlo.multiply %17, %19 : tensor<128x128x126x126xbf16>
    %21 = stablehlo.reshape %arg4 : (tensor<128xbf16>) -> tensor<1x128x1x1xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x128x1x1xbf16>) -> tensor<128x128x126x126xbf16>
    %23 = stablehlo.add %20, %22 : tensor<128x128x126x126xbf16>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128x128x126x126xbf16>
    %25 = stablehlo.divide %23, %24 : tensor<128x128x126x126xbf16>
    return %25 : tensor<128x128x126x126xbf16>
  }
  func.func private @_var(%arg0: tensor<128x128x126x126xbf16>, %arg1: tensor<i32>) -> tensor<128x128x1x1xbf16> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.587600e+04> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<128x128x126x126xbf16>) -> tensor<128x128x126x126xf32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<128x128x126x126xf32>, tensor<f32>) -> tensor<128x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<128x128x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<128x128x1x1xf32>) -> tensor<128x128x126x126xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<128x128x126x126xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<128x128x126x126xf32>
    %8 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.subtract %cst_0, %8 : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2, 3] : (tensor<128x128x126x126xf32>, tensor<f32>) -> tensor<128x128xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<128x128xf32>) -> tensor<128x128x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<128x128x1x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<128x128x1x1xf32>
    %14 = stablehlo.convert %13 : (tensor<128x128x1x1xf32>) -> tensor<128x128x1x1xbf16>
    %15 = stablehlo.compare GT, %9, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = call @_where(%15, %14, %cst) : (tensor<i1>, tensor<128x128x1x1xbf16>, tensor<f32>) -> tensor<128x128x1x1xbf16>
    return %16 : tensor<128x128x1x1xbf16>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<128x128x1x1xbf16>, %arg2: tensor<f32>) -> tensor<128x128x1x1xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<128x128x1x1xbf16>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<128x128x1x1xbf16>
    return %2 : tensor<128x128x1x1xbf16>
  }
}
