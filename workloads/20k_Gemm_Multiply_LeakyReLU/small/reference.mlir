module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000980e-01> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %12 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %12 : tensor<256x512xbf16>
    }, {
      %12 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %12 : tensor<256x512xbf16>
    }, {
      %12 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %12 : tensor<256x512xbf16>
    }) : (tensor<i32>) -> tensor<256x512xbf16>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %4 = stablehlo.add %1, %3 : tensor<256x512xbf16>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %6 = stablehlo.multiply %4, %5 : tensor<256x512xbf16>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %8 = stablehlo.compare GE, %6, %7, FLOAT : (tensor<256x512xbf16>, tensor<256x512xbf16>) -> tensor<256x512xi1>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %10 = stablehlo.multiply %9, %6 : tensor<256x512xbf16>
    %11 = call @_where(%arg0, %8, %6, %10) : (tensor<i32>, tensor<256x512xi1>, tensor<256x512xbf16>, tensor<256x512xbf16>) -> tensor<256x512xbf16>
    return %11 : tensor<256x512xbf16>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xi1>, %arg2: tensor<256x512xbf16>, %arg3: tensor<256x512xbf16>) -> tensor<256x512xbf16> {
    %0 = stablehlo.select %arg1, %arg2, %arg3 : tensor<256x512xi1>, tensor<256x512xbf16>
    return %0 : tensor<256x512xbf16>
  }
}
