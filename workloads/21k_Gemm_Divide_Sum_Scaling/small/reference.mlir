module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>) -> (tensor<256x1xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %11 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %11 : tensor<256x512xbf16>
    }, {
      %11 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %11 : tensor<256x512xbf16>
    }, {
      %11 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %11 : tensor<256x512xbf16>
    }) : (tensor<i32>) -> tensor<256x512xbf16>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %4 = stablehlo.divide %2, %3 : tensor<256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %8 = stablehlo.convert %7 : (tensor<256x1xf32>) -> tensor<256x1xbf16>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x1xbf16>
    %10 = stablehlo.multiply %8, %9 : tensor<256x1xbf16>
    return %10 : tensor<256x1xbf16>
  }
}
