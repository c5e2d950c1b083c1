module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg3 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %13 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
      stablehlo.return %13 : tensor<256x512xf32>
    }, {
      %13 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
      stablehlo.return %13 : tensor<256x512xf32>
    }, {
      %13 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
      stablehlo.return %13 : tensor<256x512xf32>
    }) : (tensor<i32>) -> tensor<256x512xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %7 = stablehlo.add %4, %6 : tensor<256x512xf32>
    %8 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %13 = stablehlo.negate %7 : tensor<256x512xf32>
      %14 = stablehlo.exponential %13 : tensor<256x512xf32>
      %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
      %16 = stablehlo.add %15, %14 : tensor<256x512xf32>
      %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
      %18 = stablehlo.divide %17, %16 : tensor<256x512xf32>
      stablehlo.return %18 : tensor<256x512xf32>
    }, {
      %13 = stablehlo.negate %7 : tensor<256x512xf32>
      %14 = stablehlo.exponential %13 : tensor<256x512xf32>
      %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
      %16 = stablehlo.add %15, %14 : tensor<256x512xf32>
      %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
      %18 = stablehlo.divide %17, %16 : tensor<256x512xf32>
      stablehlo.return %18 : tensor<256x512xf32>
    }) : (tensor<i32>) -> tensor<256x512xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<256x512xf32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<256x512xf32>
    return %12 : tensor<256x512xf32>
  }
}
