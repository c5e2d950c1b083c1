module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %10 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %10 : tensor<256x512xbf16>
    }, {
      %10 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %10 : tensor<256x512xbf16>
    }, {
      %10 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %10 : tensor<256x512xbf16>
    }) : (tensor<i32>) -> tensor<256x512xbf16>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %4 = stablehlo.add %1, %3 : tensor<256x512xbf16>
    %5 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %10 = stablehlo.negate %4 : tensor<256x512xbf16>
      %11 = stablehlo.exponential %10 : tensor<256x512xbf16>
      %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
      %13 = stablehlo.add %12, %11 : tensor<256x512xbf16>
      %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
      %15 = stablehlo.divide %14, %13 : tensor<256x512xbf16>
      stablehlo.return %15 : tensor<256x512xbf16>
    }, {
      %10 = stablehlo.negate %4 : tensor<256x512xbf16>
      %11 = stablehlo.exponential %10 : tensor<256x512xbf16>
      %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
      %13 = stablehlo.add %12, %11 : tensor<256x512xbf16>
      %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
      %15 = stablehlo.divide %14, %13 : tensor<256x512xbf16>
      stablehlo.return %15 : tensor<256x512xbf16>
    }) : (tensor<i32>) -> tensor<256x512xbf16>
    %7 = stablehlo.multiply %4, %6 : tensor<256x512xbf16>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %9 = stablehlo.multiply %7, %8 : tensor<256x512xbf16>
    return %9 : tensor<256x512xbf16>
  }
}
