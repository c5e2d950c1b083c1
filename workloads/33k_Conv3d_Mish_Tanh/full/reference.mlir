module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<16x32x32x64x64xbf16>, %arg2: tensor<64x32x3x3x3xbf16>, %arg3: tensor<64xbf16>) -> (tensor<16x64x30x62x62xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %12 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x32x32x64x64xbf16>, tensor<64x32x3x3x3xbf16>) -> tensor<16x64x30x62x62xbf16>
      stablehlo.return %12 : tensor<16x64x30x62x62xbf16>
    }, {
      %12 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x32x32x64x64xbf16>, tensor<64x32x3x3x3xbf16>) -> tensor<16x64x30x62x62xbf16>
      stablehlo.return %12 : tensor<16x64x30x62x62xbf16>
    }, {
      %12 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x32x32x64x64xbf16>, tensor<64x32x3x3x3xbf16>) -> tensor<16x64x30x62x62xbf16>
      stablehlo.return %12 : tensor<16x64x30x62x62xbf16>
    }) : (tensor<i32>) -> tensor<16x64x30x62x62xbf16>
    %2 = stablehlo.reshape %arg3 : (tensor<64xbf16>) -> tensor<1x64x1x1x1xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x1xbf16>) -> tensor<16x64x30x62x62xbf16>
    %4 = stablehlo.add %1, %3 : tensor<16x64x30x62x62xbf16>
    %5 = stablehlo.exponential %4 : tensor<16x64x30x62x62xbf16>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x64x30x62x62xbf16>
    %7 = stablehlo.add %6, %5 : tensor<16x64x30x62x62xbf16>
    %8 = stablehlo.log %7 : tensor<16x64x30x62x62xbf16>
    %9 = stablehlo.tanh %8 : tensor<16x64x30x62x62xbf16>
    %10 = stablehlo.multiply %4, %9 : tensor<16x64x30x62x62xbf16>
    %11 = stablehlo.tanh %10 : tensor<16x64x30x62x62xbf16>
    return %11 : tensor<16x64x30x62x62xbf16>
  }
}
