module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<128x3x24x32x32xbf16>, %arg2: tensor<24x3x3x3x3xbf16>, %arg3: tensor<24xbf16>, %arg4: tensor<24xbf16>, %arg5: tensor<24xbf16>) -> (tensor<128xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<4.752000e+05> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.940000e+04> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<128x3x24x32x32xbf16>) -> tensor<128x3x24x32x32xf32>
    %1 = stablehlo.convert %arg2 : (tensor<24x3x3x3x3xbf16>) -> tensor<24x3x3x3x3xf32>
    %2 = stablehlo.convert %arg3 : (tensor<24xbf16>) -> tensor<24xf32>
    %3 = stablehlo.convert %arg4 : (tensor<24xbf16>) -> tensor<24xf32>
    %4 = stablehlo.convert %arg5 : (tensor<24xbf16>) -> tensor<24xf32>
    %5 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %33 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x3x24x32x32xf32>, tensor<24x3x3x3x3xf32>) -> tensor<128x24x22x30x30xf32>
      stablehlo.return %33 : tensor<128x24x22x30x30xf32>
    }, {
      %33 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x3x24x32x32xf32>, tensor<24x3x3x3x3xf32>) -> tensor<128x24x22x30x30xf32>
      stablehlo.return %33 : tensor<128x24x22x30x30xf32>
    }, {
      %33 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<128x3x24x32x32xf32>, tensor<24x3x3x3x3xf32>) -> tensor<128x24x22x30x30xf32>
      stablehlo.return %33 : tensor<128x24x22x30x30xf32>
    }) : (tensor<i32>) -> tensor<128x24x22x30x30xf32>
    %7 = stablehlo.reshape %2 : (tensor<24xf32>) -> tensor<1x24x1x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<128x24x22x30x30xf32>
    %9 = stablehlo.add %6, %8 : tensor<128x24x22x30x30xf32>
    %10 = stablehlo.reshape %9 : (tensor<128x24x22x30x30xf32>) -> tensor<128x8x3x22x30x30xf32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<128x8x3x22x30x30xf32>, tensor<f32>) -> tensor<128x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<128x8xf32>) -> tensor<128x8x1x1x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x8x1x1x1x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<128x8x1x1x1x1xf32>
    %15 = call @_var(%arg0, %10, %c_4) : (tensor<i32>, tensor<128x8x3x22x30x30xf32>, tensor<i32>) -> tensor<128x8x1x1x1x1xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4, 5] : (tensor<128x8x1x1x1x1xf32>) -> tensor<128x8x3x22x30x30xf32>
    %17 = stablehlo.subtract %10, %16 : tensor<128x8x3x22x30x30xf32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x8x1x1x1x1xf32>
    %19 = stablehlo.add %15, %18 : tensor<128x8x1x1x1x1xf32>
    %20 = stablehlo.sqrt %19 : tensor<128x8x1x1x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4, 5] : (tensor<128x8x1x1x1x1xf32>) -> tensor<128x8x3x22x30x30xf32>
    %22 = stablehlo.divide %17, %21 : tensor<128x8x3x22x30x30xf32>
    %23 = stablehlo.reshape %22 : (tensor<128x8x3x22x30x30xf32>) -> tensor<128x24x22x30x30xf32>
    %24 = stablehlo.reshape %3 : (tensor<24xf32>) -> tensor<1x24x1x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<128x24x22x30x30xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<128x24x22x30x30xf32>
    %27 = stablehlo.reshape %4 : (tensor<24xf32>) -> tensor<1x24x1x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3, 4] : (tensor<1x24x1x1x1xf32>) -> tensor<128x24x22x30x30xf32>
    %29 = stablehlo.add %26, %28 : tensor<128x24x22x30x30xf32>
    %30 = stablehlo.reduce(%29 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 3, 4] : (tensor<128x24x22x30x30xf32>, tensor<f32>) -> tensor<128xf32>
    %31 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %32 = stablehlo.divide %30, %31 : tensor<128xf32>
    return %32 : tensor<128xf32>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<128x8x3x22x30x30xf32>, %arg2: tensor<i32>) -> tensor<128x8x1x1x1x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.940000e+04> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<128x8x3x22x30x30xf32>, tensor<f32>) -> tensor<128x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<128x8xf32>) -> tensor<128x8x1x1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x8x1x1x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<128x8x1x1x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4, 5] : (tensor<128x8x1x1x1x1xf32>) -> tensor<128x8x3x22x30x30xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<128x8x3x22x30x30xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<128x8x3x22x30x30xf32>
    %7 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4, 5] : (tensor<128x8x3x22x30x30xf32>, tensor<f32>) -> tensor<128x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<128x8xf32>) -> tensor<128x8x1x1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<128x8x1x1x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<128x8x1x1x1x1xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%arg0, %13, %12, %cst) : (tensor<i32>, tensor<i1>, tensor<128x8x1x1x1x1xf32>, tensor<f32>) -> tensor<128x8x1x1x1x1xf32>
    return %14 : tensor<128x8x1x1x1x1xf32>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i1>, %arg2: tensor<128x8x1x1x1x1xf32>, %arg3: tensor<f32>) -> tensor<128x8x1x1x1x1xf32> {
    %0 = stablehlo.convert %arg3 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x8x1x1x1x1xf32>
    %2 = stablehlo.select %arg1, %arg2, %1 : tensor<i1>, tensor<128x8x1x1x1x1xf32>
    return %2 : tensor<128x8x1x1x1x1xf32>
  }
}
