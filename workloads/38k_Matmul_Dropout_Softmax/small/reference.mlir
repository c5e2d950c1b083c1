module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %19 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %19 : tensor<256x512xbf16>
    }, {
      %19 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %19 : tensor<256x512xbf16>
    }, {
      %19 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %19 : tensor<256x512xbf16>
    }) : (tensor<i32>) -> tensor<256x512xbf16>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %5 = stablehlo.add %2, %4 : tensor<256x512xbf16>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<256x512xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256xbf16>
    %8 = stablehlo.maximum %7, %6 : tensor<256xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<256x1xbf16>) -> tensor<256x512xbf16>
    %11 = stablehlo.subtract %5, %10 : tensor<256x512xbf16>
    %12 = stablehlo.exponential %11 : tensor<256x512xbf16>
    %13 = stablehlo.convert %12 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %14 = stablehlo.reduce(%13 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %16 = stablehlo.convert %15 : (tensor<256x1xf32>) -> tensor<256x1xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<256x1xbf16>) -> tensor<256x512xbf16>
    %18 = stablehlo.divide %12, %17 : tensor<256x512xbf16>
    return %18 : tensor<256x512xbf16>
  }
}
