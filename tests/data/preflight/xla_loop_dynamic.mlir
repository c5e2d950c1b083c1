module @jit_looped_to_argument attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<1xi32>) -> (tensor<512x512xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reshape %arg2 : (tensor<1xi32>) -> tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %0, %iterArg_3 = %arg0) : tensor<512x512xf32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>
    cond {
      %2 = stablehlo.compare LT, %iterArg_1, %iterArg_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = stablehlo.add %iterArg_1, %c : tensor<i32>
      %3 = stablehlo.dot_general %iterArg_3, %iterArg, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %4 = stablehlo.add %3, %iterArg_3 : tensor<512x512xf32>
      %5 = stablehlo.tanh %4 : tensor<512x512xf32>
      stablehlo.return %iterArg, %2, %iterArg_2, %5 : tensor<512x512xf32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>
    }
    return %1#3 : tensor<512x512xf32>
  }
}
