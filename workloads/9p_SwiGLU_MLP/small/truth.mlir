module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x64x256xbf16>, %arg2: tensor<256x768xbf16>, %arg3: tensor<256x768xbf16>, %arg4: tensor<768x256xbf16>) -> (tensor<2x64x256xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<2x64x256xbf16>) -> tensor<2x64x256xf32>
    %1 = stablehlo.convert %arg2 : (tensor<256x768xbf16>) -> tensor<256x768xf32>
    %2 = stablehlo.convert %arg3 : (tensor<256x768xbf16>) -> tensor<256x768xf32>
    %3 = stablehlo.convert %arg4 : (tensor<768x256xbf16>) -> tensor<768x256xf32>
    %4 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %12 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x256xf32>, tensor<256x768xf32>) -> tensor<2x64x768xf32>
      stablehlo.return %12 : tensor<2x64x768xf32>
    }, {
      %12 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x256xf32>, tensor<256x768xf32>) -> tensor<2x64x768xf32>
      stablehlo.return %12 : tensor<2x64x768xf32>
    }, {
      %12 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x256xf32>, tensor<256x768xf32>) -> tensor<2x64x768xf32>
      stablehlo.return %12 : tensor<2x64x768xf32>
    }) : (tensor<i32>) -> tensor<2x64x768xf32>
    %6 = call @silu(%arg0, %5) : (tensor<i32>, tensor<2x64x768xf32>) -> tensor<2x64x768xf32>
    %7 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %12 = stablehlo.dot_general %0, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x256xf32>, tensor<256x768xf32>) -> tensor<2x64x768xf32>
      stablehlo.return %12 : tensor<2x64x768xf32>
    }, {
      %12 = stablehlo.dot_general %0, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x256xf32>, tensor<256x768xf32>) -> tensor<2x64x768xf32>
      stablehlo.return %12 : tensor<2x64x768xf32>
    }, {
      %12 = stablehlo.dot_general %0, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x256xf32>, tensor<256x768xf32>) -> tensor<2x64x768xf32>
      stablehlo.return %12 : tensor<2x64x768xf32>
    }) : (tensor<i32>) -> tensor<2x64x768xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<2x64x768xf32>
    %10 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %11 = "stablehlo.case"(%10) ({
      %12 = stablehlo.dot_general %9, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x768xf32>, tensor<768x256xf32>) -> tensor<2x64x256xf32>
      stablehlo.return %12 : tensor<2x64x256xf32>
    }, {
      %12 = stablehlo.dot_general %9, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x768xf32>, tensor<768x256xf32>) -> tensor<2x64x256xf32>
      stablehlo.return %12 : tensor<2x64x256xf32>
    }, {
      %12 = stablehlo.dot_general %9, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x768xf32>, tensor<768x256xf32>) -> tensor<2x64x256xf32>
      stablehlo.return %12 : tensor<2x64x256xf32>
    }) : (tensor<i32>) -> tensor<2x64x256xf32>
    return %11 : tensor<2x64x256xf32>
  }
  func.func private @silu(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x64x768xf32>) -> tensor<2x64x768xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
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
      %3 = stablehlo.negate %arg1 : tensor<2x64x768xf32>
      %4 = stablehlo.exponential %3 : tensor<2x64x768xf32>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64x768xf32>
      %6 = stablehlo.add %5, %4 : tensor<2x64x768xf32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64x768xf32>
      %8 = stablehlo.divide %7, %6 : tensor<2x64x768xf32>
      stablehlo.return %8 : tensor<2x64x768xf32>
    }, {
      %3 = stablehlo.negate %arg1 : tensor<2x64x768xf32>
      %4 = stablehlo.exponential %3 : tensor<2x64x768xf32>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64x768xf32>
      %6 = stablehlo.add %5, %4 : tensor<2x64x768xf32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64x768xf32>
      %8 = stablehlo.divide %7, %6 : tensor<2x64x768xf32>
      stablehlo.return %8 : tensor<2x64x768xf32>
    }) : (tensor<i32>) -> tensor<2x64x768xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<2x64x768xf32>
    return %2 : tensor<2x64x768xf32>
  }
}
