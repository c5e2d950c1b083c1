module @jit_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> (tensor<512x512xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %c_1, %iterArg_3 = %arg0) : tensor<512x512xf32>, tensor<i32>, tensor<512x512xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg_2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.dot_general %iterArg_3, %iterArg, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %2 = stablehlo.add %1, %iterArg_3 : tensor<512x512xf32>
      %3 = stablehlo.tanh %2 : tensor<512x512xf32>
      %4 = stablehlo.add %iterArg_2, %c : tensor<i32>
      stablehlo.return %iterArg, %4, %3 : tensor<512x512xf32>, tensor<i32>, tensor<512x512xf32>
    }
    return %0#2 : tensor<512x512xf32>
  }
}
