module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192x28672xbf16>) -> (tensor<8192x28672xbf16> {jax.result_info = "result"}) {
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
      %3 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<8192x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<8192x28672xf32>
      stablehlo.return %3 : tensor<8192x28672xf32>
    }, {
      %3 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<8192x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<8192x28672xf32>
      stablehlo.return %3 : tensor<8192x28672xf32>
    }, {
      %3 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<8192x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<8192x28672xf32>
      stablehlo.return %3 : tensor<8192x28672xf32>
    }) : (tensor<i32>) -> tensor<8192x28672xf32>
    %2 = stablehlo.convert %1 : (tensor<8192x28672xf32>) -> tensor<8192x28672xbf16>
    return %2 : tensor<8192x28672xbf16>
  }
}
