module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x8x16x16xbf16>, %arg1: tensor<32x16x3x3x3xbf16>, %arg2: tensor<32xbf16>) -> (tensor<2x32x6x14x14xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x8x16x16xbf16>, tensor<32x16x3x3x3xbf16>) -> tensor<2x32x6x14x14xbf16>
    %1 = stablehlo.reshape %arg2 : (tensor<32xbf16>) -> tensor<1x32x1x1x1xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x32x1x1x1xbf16>) -> tensor<2x32x6x14x14xbf16>
    %3 = stablehlo.add %0, %2 : tensor<2x32x6x14x14xbf16>
    %4 = stablehlo.exponential %3 : tensor<2x32x6x14x14xbf16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x32x6x14x14xbf16>
    %6 = stablehlo.add %5, %4 : tensor<2x32x6x14x14xbf16>
    %7 = stablehlo.log %6 : tensor<2x32x6x14x14xbf16>
    %8 = stablehlo.tanh %7 : tensor<2x32x6x14x14xbf16>
    %9 = stablehlo.multiply %3, %8 : tensor<2x32x6x14x14xbf16>
    %10 = stablehlo.tanh %9 : tensor<2x32x6x14x14xbf16>
    return %10 : tensor<2x32x6x14x14xbf16>
  }
}
