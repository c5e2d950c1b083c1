module @jit_nested_to_argument attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<4xi32>) -> (tensor<512x512xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.while(%iterArg = %arg2, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %c_1, %iterArg_5 = %arg0) : tensor<4xi32>, tensor<512x512xf32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg_3, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.add %iterArg_4, %c : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_4, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.convert %iterArg_4 : tensor<i32>
      %4 = stablehlo.add %3, %c_0 : tensor<i32>
      %5 = stablehlo.select %2, %4, %iterArg_4 : tensor<i1>, tensor<i32>
      %6 = stablehlo.dynamic_slice %iterArg, %5, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
      %7 = stablehlo.reshape %6 : (tensor<1xi32>) -> tensor<i32>
      %8:4 = stablehlo.while(%iterArg_6 = %iterArg_2, %iterArg_7 = %c_1, %iterArg_8 = %7, %iterArg_9 = %iterArg_5) : tensor<512x512xf32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>
      cond {
        %10 = stablehlo.compare LT, %iterArg_7, %iterArg_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %10 : tensor<i1>
      } do {
        %10 = stablehlo.add %iterArg_7, %c : tensor<i32>
        %11 = stablehlo.dot_general %iterArg_9, %iterArg_6, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        %12 = stablehlo.add %11, %iterArg_9 : tensor<512x512xf32>
        %13 = stablehlo.tanh %12 : tensor<512x512xf32>
        stablehlo.return %iterArg_6, %10, %iterArg_8, %13 : tensor<512x512xf32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>
      }
      %9 = stablehlo.add %iterArg_3, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %9, %1, %8#3 : tensor<4xi32>, tensor<512x512xf32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>
    }
    return %0#4 : tensor<512x512xf32>
  }
}
