module @jit_stepped_to_argument attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<2xi32>) -> (tensor<512x512xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %arg2, %iterArg_1 = %arg1, %iterArg_2 = %c, %iterArg_3 = %arg0) : tensor<2xi32>, tensor<2xi32>, tensor<512x512xf32>, tensor<i32>, tensor<512x512xf32>
    cond {
      %1 = stablehlo.slice %iterArg [0:1] : (tensor<2xi32>) -> tensor<1xi32>
      %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_2, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %1 = stablehlo.slice %iterArg_0 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
      %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
      %3 = stablehlo.add %iterArg_2, %2 : tensor<i32>
      %4 = stablehlo.dot_general %iterArg_3, %iterArg_1, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %5 = stablehlo.add %4, %iterArg_3 : tensor<512x512xf32>
      %6 = stablehlo.tanh %5 : tensor<512x512xf32>
      stablehlo.return %iterArg, %iterArg_0, %iterArg_1, %3, %6 : tensor<2xi32>, tensor<2xi32>, tensor<512x512xf32>, tensor<i32>, tensor<512x512xf32>
    }
    return %0#4 : tensor<512x512xf32>
  }
}
