module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x2x256x128xbf16>, %arg2: tensor<2x2x256x128xbf16>, %arg3: tensor<2x2x256x128xbf16>, %arg4: tensor<2x256x256xbf16>) -> (tensor<2x2x256x128xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_2 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<2x2x256x128xbf16>) -> tensor<2x2x256x128xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2x2x256x128xbf16>) -> tensor<2x2x256x128xf32>
    %2 = stablehlo.convert %arg3 : (tensor<2x2x256x128xbf16>) -> tensor<2x2x256x128xf32>
    %3 = stablehlo.convert %arg4 : (tensor<2x256x256xbf16>) -> tensor<2x256x256xf32>
    %4 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %27 = stablehlo.dot_general %0, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>) -> tensor<2x2x256x256xf32>
      stablehlo.return %27 : tensor<2x2x256x256xf32>
    }, {
      %27 = stablehlo.dot_general %0, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>) -> tensor<2x2x256x256xf32>
      stablehlo.return %27 : tensor<2x2x256x256xf32>
    }, {
      %27 = stablehlo.dot_general %0, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>) -> tensor<2x2x256x256xf32>
      stablehlo.return %27 : tensor<2x2x256x256xf32>
    }) : (tensor<i32>) -> tensor<2x2x256x256xf32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2x256x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x2x256x256xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [1, 2, 3] : (tensor<2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x2x256x256xf32>) -> tensor<2x2x256x256xf32>
    %10 = stablehlo.add %7, %9 : tensor<2x2x256x256xf32>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %12 = call @tril(%arg0, %11) : (tensor<i32>, tensor<256x256xi1>) -> tensor<256x256xi1>
    %13 = call @_where(%arg0, %12, %10, %cst_1) : (tensor<i32>, tensor<256x256xi1>, tensor<2x2x256x256xf32>, tensor<f32>) -> tensor<2x2x256x256xf32>
    %14 = stablehlo.reduce(%13 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x256x256xf32>, tensor<f32>) -> tensor<2x2x256xf32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x2x256xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<2x2x256xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x2x256xf32>) -> tensor<2x2x256x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<2x2x256x1xf32>) -> tensor<2x2x256x256xf32>
    %19 = stablehlo.subtract %13, %18 : tensor<2x2x256x256xf32>
    %20 = stablehlo.exponential %19 : tensor<2x2x256x256xf32>
    %21 = stablehlo.reduce(%20 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x2x256x256xf32>, tensor<f32>) -> tensor<2x2x256xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x2x256xf32>) -> tensor<2x2x256x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<2x2x256x1xf32>) -> tensor<2x2x256x256xf32>
    %24 = stablehlo.divide %20, %23 : tensor<2x2x256x256xf32>
    %25 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.case"(%25) ({
      %27 = stablehlo.dot_general %24, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x2x256x256xf32>, tensor<2x2x256x128xf32>) -> tensor<2x2x256x128xf32>
      stablehlo.return %27 : tensor<2x2x256x128xf32>
    }, {
      %27 = stablehlo.dot_general %24, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x2x256x256xf32>, tensor<2x2x256x128xf32>) -> tensor<2x2x256x128xf32>
      stablehlo.return %27 : tensor<2x2x256x128xf32>
    }, {
      %27 = stablehlo.dot_general %24, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x2x256x256xf32>, tensor<2x2x256x128xf32>) -> tensor<2x2x256x128xf32>
      stablehlo.return %27 : tensor<2x2x256x128xf32>
    }) : (tensor<i32>) -> tensor<2x2x256x128xf32>
    return %26 : tensor<2x2x256x128xf32>
  }
  func.func private @tril(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg1, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x256xi1>, %arg2: tensor<2x2x256x256xf32>, %arg3: tensor<f32>) -> tensor<2x2x256x256xf32> {
    %0 = stablehlo.convert %arg3 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x2x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x256x256xf32>
    %3 = stablehlo.select %1, %arg2, %2 : tensor<2x2x256x256xi1>, tensor<2x2x256x256xf32>
    return %3 : tensor<2x2x256x256xf32>
  }
}
