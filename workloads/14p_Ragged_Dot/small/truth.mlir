module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<8x32x256xbf16>, %arg2: tensor<8x256x512xbf16>) -> (tensor<8x32x512xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<8x32x256xbf16>) -> tensor<8x32x256xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %2 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %4 = stablehlo.dot_general %0, %1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x32x256xf32>, tensor<8x256x512xf32>) -> tensor<8x32x512xf32>
      stablehlo.return %4 : tensor<8x32x512xf32>
    }, {
      %4 = stablehlo.dot_general %0, %1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x32x256xf32>, tensor<8x256x512xf32>) -> tensor<8x32x512xf32>
      stablehlo.return %4 : tensor<8x32x512xf32>
    }, {
      %4 = stablehlo.dot_general %0, %1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x32x256xf32>, tensor<8x256x512xf32>) -> tensor<8x32x512xf32>
      stablehlo.return %4 : tensor<8x32x512xf32>
    }) : (tensor<i32>) -> tensor<8x32x512xf32>
    return %3 : tensor<8x32x512xf32>
  }
}
