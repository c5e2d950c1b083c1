module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<8x32x256xbf16>, %arg2: tensor<8x256x512xbf16>) -> (tensor<8x32x512xbf16> {jax.result_info = "result"}) {
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
      %2 = stablehlo.dot_general %arg1, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x32x256xbf16>, tensor<8x256x512xbf16>) -> tensor<8x32x512xbf16>
      stablehlo.return %2 : tensor<8x32x512xbf16>
    }, {
      %2 = stablehlo.dot_general %arg1, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x32x256xbf16>, tensor<8x256x512xbf16>) -> tensor<8x32x512xbf16>
      stablehlo.return %2 : tensor<8x32x512xbf16>
    }, {
      %2 = stablehlo.dot_general %arg1, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x32x256xbf16>, tensor<8x256x512xbf16>) -> tensor<8x32x512xbf16>
      stablehlo.return %2 : tensor<8x32x512xbf16>
    }) : (tensor<i32>) -> tensor<8x32x512xbf16>
    return %1 : tensor<8x32x512xbf16>
  }
}
