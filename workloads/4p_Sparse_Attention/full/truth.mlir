module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<64x4096x128xbf16>, %arg2: tensor<8x4096x128xbf16>, %arg3: tensor<8x4096x128xbf16>) -> (tensor<64x4096x128xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<64x4096x128xbf16>) -> tensor<64x4096x128xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xf32>
    %2 = stablehlo.convert %arg3 : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 2, 3] : (tensor<8x4096x128xf32>) -> tensor<8x8x4096x128xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x8x4096x128xf32>) -> tensor<64x4096x128xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [0, 2, 3] : (tensor<8x4096x128xf32>) -> tensor<8x8x4096x128xf32>
    %6 = stablehlo.reshape %5 : (tensor<8x8x4096x128xf32>) -> tensor<64x4096x128xf32>
    %7 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %25 = stablehlo.dot_general %0, %4, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<64x4096x128xf32>, tensor<64x4096x128xf32>) -> tensor<64x4096x4096xf32>
      stablehlo.return %25 : tensor<64x4096x4096xf32>
    }, {
      %25 = stablehlo.dot_general %0, %4, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<64x4096x128xf32>, tensor<64x4096x128xf32>) -> tensor<64x4096x4096xf32>
      stablehlo.return %25 : tensor<64x4096x4096xf32>
    }, {
      %25 = stablehlo.dot_general %0, %4, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<64x4096x128xf32>, tensor<64x4096x128xf32>) -> tensor<64x4096x4096xf32>
      stablehlo.return %25 : tensor<64x4096x4096xf32>
    }) : (tensor<i32>) -> tensor<64x4096x4096xf32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %10 = call @tril(%arg0, %9) : (tensor<i32>, tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %11 = call @_where(%arg0, %10, %8, %cst_1) : (tensor<i32>, tensor<4096x4096xi1>, tensor<64x4096x4096xf32>, tensor<f32>) -> tensor<64x4096x4096xf32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<64x4096x4096xf32>, tensor<f32>) -> tensor<64x4096xf32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x4096xf32>
    %14 = stablehlo.maximum %13, %12 : tensor<64x4096xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<64x4096xf32>) -> tensor<64x4096x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<64x4096x1xf32>) -> tensor<64x4096x4096xf32>
    %17 = stablehlo.subtract %11, %16 : tensor<64x4096x4096xf32>
    %18 = stablehlo.exponential %17 : tensor<64x4096x4096xf32>
    %19 = stablehlo.reduce(%18 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x4096x4096xf32>, tensor<f32>) -> tensor<64x4096xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<64x4096xf32>) -> tensor<64x4096x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<64x4096x1xf32>) -> tensor<64x4096x4096xf32>
    %22 = stablehlo.divide %18, %21 : tensor<64x4096x4096xf32>
    %23 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %24 = "stablehlo.case"(%23) ({
      %25 = stablehlo.dot_general %22, %6, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<64x4096x4096xf32>, tensor<64x4096x128xf32>) -> tensor<64x4096x128xf32>
      stablehlo.return %25 : tensor<64x4096x128xf32>
    }, {
      %25 = stablehlo.dot_general %22, %6, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<64x4096x4096xf32>, tensor<64x4096x128xf32>) -> tensor<64x4096x128xf32>
      stablehlo.return %25 : tensor<64x4096x128xf32>
    }, {
      %25 = stablehlo.dot_general %22, %6, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<64x4096x4096xf32>, tensor<64x4096x128xf32>) -> tensor<64x4096x128xf32>
      stablehlo.return %25 : tensor<64x4096x128xf32>
    }) : (tensor<i32>) -> tensor<64x4096x128xf32>
    return %24 : tensor<64x4096x128xf32>
  }
  func.func private @tril(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x4096xi1>) -> tensor<4096x4096xi1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<4096x4096xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4096x4096xi32>
    %2 = stablehlo.add %0, %1 : tensor<4096x4096xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4096x4096xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %6 = stablehlo.select %4, %arg1, %5 : tensor<4096x4096xi1>, tensor<4096x4096xi1>
    return %6 : tensor<4096x4096xi1>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x4096xi1>, %arg2: tensor<64x4096x4096xf32>, %arg3: tensor<f32>) -> tensor<64x4096x4096xf32> {
    %0 = stablehlo.convert %arg3 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x4096xi1>) -> tensor<64x4096x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x4096x4096xf32>
    %3 = stablehlo.select %1, %arg2, %2 : tensor<64x4096x4096xi1>, tensor<64x4096x4096xf32>
    return %3 : tensor<64x4096x4096xf32>
  }
}
