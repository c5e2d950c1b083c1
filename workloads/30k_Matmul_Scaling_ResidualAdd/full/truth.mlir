module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<16384x4096xbf16>, %arg2: tensor<4096x4096xbf16>, %arg3: tensor<4096xbf16>) -> (tensor<16384x4096xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<16384x4096xbf16>) -> tensor<16384x4096xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %2 = stablehlo.convert %arg3 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %3 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %11 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x4096xf32>, tensor<4096x4096xf32>) -> tensor<16384x4096xf32>
      stablehlo.return %11 : tensor<16384x4096xf32>
    }, {
      %11 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x4096xf32>, tensor<4096x4096xf32>) -> tensor<16384x4096xf32>
      stablehlo.return %11 : tensor<16384x4096xf32>
    }, {
      %11 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x4096xf32>, tensor<4096x4096xf32>) -> tensor<16384x4096xf32>
      stablehlo.return %11 : tensor<16384x4096xf32>
    }) : (tensor<i32>) -> tensor<16384x4096xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<16384x4096xf32>
    %7 = stablehlo.add %4, %6 : tensor<16384x4096xf32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x4096xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<16384x4096xf32>
    %10 = stablehlo.add %9, %7 : tensor<16384x4096xf32>
    return %10 : tensor<16384x4096xf32>
  }
}
