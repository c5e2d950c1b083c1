module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %11 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %11 : tensor<256x512xbf16>
    }, {
      %11 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %11 : tensor<256x512xbf16>
    }, {
      %11 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %11 : tensor<256x512xbf16>
    }) : (tensor<i32>) -> tensor<256x512xbf16>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %4 = stablehlo.add %1, %3 : tensor<256x512xbf16>
    %5 = call @softplus(%arg0, %4) : (tensor<i32>, tensor<256x512xbf16>) -> tensor<256x512xbf16>
    %6 = stablehlo.tanh %5 : tensor<256x512xbf16>
    %7 = stablehlo.multiply %4, %6 : tensor<256x512xbf16>
    %8 = call @softplus(%arg0, %7) : (tensor<i32>, tensor<256x512xbf16>) -> tensor<256x512xbf16>
    %9 = stablehlo.tanh %8 : tensor<256x512xbf16>
    %10 = stablehlo.multiply %7, %9 : tensor<256x512xbf16>
    return %10 : tensor<256x512xbf16>
  }
  func.func private @softplus(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>) -> tensor<256x512xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %1 = stablehlo.maximum %arg1, %0 : tensor<256x512xbf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %3 = stablehlo.subtract %arg1, %2 : tensor<256x512xbf16>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<256x512xbf16>, tensor<256x512xbf16>) -> tensor<256x512xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %6 = stablehlo.add %arg1, %5 : tensor<256x512xbf16>
    %7 = stablehlo.abs %3 : tensor<256x512xbf16>
    %8 = stablehlo.negate %7 : tensor<256x512xbf16>
    %9 = stablehlo.exponential %8 : tensor<256x512xbf16>
    %10 = stablehlo.log_plus_one %9 : tensor<256x512xbf16>
    %11 = stablehlo.add %1, %10 : tensor<256x512xbf16>
    %12 = stablehlo.select %4, %6, %11 : tensor<256x512xi1>, tensor<256x512xbf16>
    return %12 : tensor<256x512xbf16>
  }
}
