module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x64x256xbf16>, %arg2: tensor<256x768xbf16>, %arg3: tensor<256x768xbf16>, %arg4: tensor<768x256xbf16>) -> (tensor<2x64x256xbf16> {jax.result_info = "result"}) {
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
      %8 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [2] x [0] : (tensor<2x64x256xbf16>, tensor<256x768xbf16>) -> tensor<2x64x768xbf16>
      stablehlo.return %8 : tensor<2x64x768xbf16>
    }, {
      %8 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [2] x [0] : (tensor<2x64x256xbf16>, tensor<256x768xbf16>) -> tensor<2x64x768xbf16>
      stablehlo.return %8 : tensor<2x64x768xbf16>
    }, {
      %8 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [2] x [0] : (tensor<2x64x256xbf16>, tensor<256x768xbf16>) -> tensor<2x64x768xbf16>
      stablehlo.return %8 : tensor<2x64x768xbf16>
    }) : (tensor<i32>) -> tensor<2x64x768xbf16>
    %2 = call @silu(%arg0, %1) : (tensor<i32>, tensor<2x64x768xbf16>) -> tensor<2x64x768xbf16>
    %3 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %8 = stablehlo.dot_general %arg1, %arg3, contracting_dims = [2] x [0] : (tensor<2x64x256xbf16>, tensor<256x768xbf16>) -> tensor<2x64x768xbf16>
      stablehlo.return %8 : tensor<2x64x768xbf16>
    }, {
      %8 = stablehlo.dot_general %arg1, %arg3, contracting_dims = [2] x [0] : (tensor<2x64x256xbf16>, tensor<256x768xbf16>) -> tensor<2x64x768xbf16>
      stablehlo.return %8 : tensor<2x64x768xbf16>
    }, {
      %8 = stablehlo.dot_general %arg1, %arg3, contracting_dims = [2] x [0] : (tensor<2x64x256xbf16>, tensor<256x768xbf16>) -> tensor<2x64x768xbf16>
      stablehlo.return %8 : tensor<2x64x768xbf16>
    }) : (tensor<i32>) -> tensor<2x64x768xbf16>
    %5 = stablehlo.multiply %2, %4 : tensor<2x64x768xbf16>
    %6 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.dot_general %5, %arg4, contracting_dims = [2] x [0] : (tensor<2x64x768xbf16>, tensor<768x256xbf16>) -> tensor<2x64x256xbf16>
      stablehlo.return %8 : tensor<2x64x256xbf16>
    }, {
      %8 = stablehlo.dot_general %5, %arg4, contracting_dims = [2] x [0] : (tensor<2x64x768xbf16>, tensor<768x256xbf16>) -> tensor<2x64x256xbf16>
      stablehlo.return %8 : tensor<2x64x256xbf16>
    }, {
      %8 = stablehlo.dot_general %5, %arg4, contracting_dims = [2] x [0] : (tensor<2x64x768xbf16>, tensor<768x256xbf16>) -> tensor<2x64x256xbf16>
      stablehlo.return %8 : tensor<2x64x256xbf16>
    }) : (tensor<i32>) -> tensor<2x64x256xbf16>
    return %7 : tensor<2x64x256xbf16>
  }
  func.func private @silu(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x64x768xbf16>) -> tensor<2x64x768xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %3 = stablehlo.negate %arg1 : tensor<2x64x768xbf16>
      %4 = stablehlo.exponential %3 : tensor<2x64x768xbf16>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x64x768xbf16>
      %6 = stablehlo.add %5, %4 : tensor<2x64x768xbf16>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x64x768xbf16>
      %8 = stablehlo.divide %7, %6 : tensor<2x64x768xbf16>
      stablehlo.return %8 : tensor<2x64x768xbf16>
    }, {
      %3 = stablehlo.negate %arg1 : tensor<2x64x768xbf16>
      %4 = stablehlo.exponential %3 : tensor<2x64x768xbf16>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x64x768xbf16>
      %6 = stablehlo.add %5, %4 : tensor<2x64x768xbf16>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x64x768xbf16>
      %8 = stablehlo.divide %7, %6 : tensor<2x64x768xbf16>
      stablehlo.return %8 : tensor<2x64x768xbf16>
    }) : (tensor<i32>) -> tensor<2x64x768xbf16>
    %2 = stablehlo.multiply %arg1, %1 : tensor<2x64x768xbf16>
    return %2 : tensor<2x64x768xbf16>
  }
}
