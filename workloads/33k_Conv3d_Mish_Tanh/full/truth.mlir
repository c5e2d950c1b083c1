module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<16x32x32x64x64xbf16>, %arg2: tensor<64x32x3x3x3xbf16>, %arg3: tensor<64xbf16>) -> (tensor<16x64x30x62x62xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<16x32x32x64x64xbf16>) -> tensor<16x32x32x64x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<64x32x3x3x3xbf16>) -> tensor<64x32x3x3x3xf32>
    %2 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %3 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %15 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x32x32x64x64xf32>, tensor<64x32x3x3x3xf32>) -> tensor<16x64x30x62x62xf32>
      stablehlo.return %15 : tensor<16x64x30x62x62xf32>
    }, {
      %15 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x32x32x64x64xf32>, tensor<64x32x3x3x3xf32>) -> tensor<16x64x30x62x62xf32>
      stablehlo.return %15 : tensor<16x64x30x62x62xf32>
    }, {
      %15 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<16x32x32x64x64xf32>, tensor<64x32x3x3x3xf32>) -> tensor<16x64x30x62x62xf32>
      stablehlo.return %15 : tensor<16x64x30x62x62xf32>
    }) : (tensor<i32>) -> tensor<16x64x30x62x62xf32>
    %5 = stablehlo.reshape %2 : (tensor<64xf32>) -> tensor<1x64x1x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x1xf32>) -> tensor<16x64x30x62x62xf32>
    %7 = stablehlo.add %4, %6 : tensor<16x64x30x62x62xf32>
    %8 = stablehlo.exponential %7 : tensor<16x64x30x62x62xf32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64x30x62x62xf32>
    %10 = stablehlo.add %9, %8 : tensor<16x64x30x62x62xf32>
    %11 = stablehlo.log %10 : tensor<16x64x30x62x62xf32>
    %12 = stablehlo.tanh %11 : tensor<16x64x30x62x62xf32>
    %13 = stablehlo.multiply %7, %12 : tensor<16x64x30x62x62xf32>
    %14 = stablehlo.tanh %13 : tensor<16x64x30x62x62xf32>
    return %14 : tensor<16x64x30x62x62xf32>
  }
}
