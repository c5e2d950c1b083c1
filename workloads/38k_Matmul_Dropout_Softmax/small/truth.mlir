module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg3 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.transpose %1, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %4 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %20 = stablehlo.dot_general %0, %3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
      stablehlo.return %20 : tensor<256x512xf32>
    }, {
      %20 = stablehlo.dot_general %0, %3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
      stablehlo.return %20 : tensor<256x512xf32>
    }, {
      %20 = stablehlo.dot_general %0, %3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
      stablehlo.return %20 : tensor<256x512xf32>
    }) : (tensor<i32>) -> tensor<256x512xf32>
    %6 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %8 = stablehlo.add %5, %7 : tensor<256x512xf32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %14 = stablehlo.subtract %8, %13 : tensor<256x512xf32>
    %15 = stablehlo.exponential %14 : tensor<256x512xf32>
    %16 = stablehlo.reduce(%15 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %19 = stablehlo.divide %15, %18 : tensor<256x512xf32>
    return %19 : tensor<256x512xf32>
  }
}
