module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x4096x128x128xbf16>, %arg2: tensor<4x4096x8x128xbf16>, %arg3: tensor<4x4096x8x128xbf16>) -> (tensor<4x4096x128x128xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_2 = stablehlo.constant dense<8.837890e-02> : tensor<bf16>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 4] : (tensor<4x4096x8x128xbf16>) -> tensor<4x4096x8x16x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<4x4096x8x16x128xbf16>) -> tensor<4x4096x128x128xbf16>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 4] : (tensor<4x4096x8x128xbf16>) -> tensor<4x4096x8x16x128xbf16>
    %3 = stablehlo.reshape %2 : (tensor<4x4096x8x16x128xbf16>) -> tensor<4x4096x128x128xbf16>
    %4 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %27 = stablehlo.dot_general %arg1, %1, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<4x4096x128x128xbf16>, tensor<4x4096x128x128xbf16>) -> tensor<4x128x4096x4096xbf16>
      stablehlo.return %27 : tensor<4x128x4096x4096xbf16>
    }, {
      %27 = stablehlo.dot_general %arg1, %1, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<4x4096x128x128xbf16>, tensor<4x4096x128x128xbf16>) -> tensor<4x128x4096x4096xbf16>
      stablehlo.return %27 : tensor<4x128x4096x4096xbf16>
    }, {
      %27 = stablehlo.dot_general %arg1, %1, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<4x4096x128x128xbf16>, tensor<4x4096x128x128xbf16>) -> tensor<4x128x4096x4096xbf16>
      stablehlo.return %27 : tensor<4x128x4096x4096xbf16>
    }) : (tensor<i32>) -> tensor<4x128x4096x4096xbf16>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x128x4096x4096xbf16>
    %7 = stablehlo.multiply %5, %6 : tensor<4x128x4096x4096xbf16>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %9 = call @tril(%arg0, %8) : (tensor<i32>, tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %10 = call @_where(%arg0, %9, %7, %cst_1) : (tensor<i32>, tensor<4096x4096xi1>, tensor<4x128x4096x4096xbf16>, tensor<f32>) -> tensor<4x128x4096x4096xbf16>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<4x128x4096x4096xbf16>, tensor<bf16>) -> tensor<4x128x4096xbf16>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x128x4096xbf16>
    %13 = stablehlo.maximum %12, %11 : tensor<4x128x4096xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<4x128x4096xbf16>) -> tensor<4x128x4096x1xbf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<4x128x4096x1xbf16>) -> tensor<4x128x4096x4096xbf16>
    %16 = stablehlo.subtract %10, %15 : tensor<4x128x4096x4096xbf16>
    %17 = stablehlo.exponential %16 : tensor<4x128x4096x4096xbf16>
    %18 = stablehlo.convert %17 : (tensor<4x128x4096x4096xbf16>) -> tensor<4x128x4096x4096xf32>
    %19 = stablehlo.reduce(%18 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<4x128x4096x4096xf32>, tensor<f32>) -> tensor<4x128x4096xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<4x128x4096xf32>) -> tensor<4x128x4096x1xf32>
    %21 = stablehlo.convert %20 : (tensor<4x128x4096x1xf32>) -> tensor<4x128x4096x1xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<4x128x4096x1xbf16>) -> tensor<4x128x4096x4096xbf16>
    %23 = stablehlo.divide %17, %22 : tensor<4x128x4096x4096xbf16>
    %24 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.case"(%24) ({
      %27 = stablehlo.dot_general %3, %23, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<4x4096x128x128xbf16>, tensor<4x128x4096x4096xbf16>) -> tensor<4x128x128x4096xbf16>
      stablehlo.return %27 : tensor<4x128x128x4096xbf16>
    }, {
      %27 = stablehlo.dot_general %3, %23, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<4x4096x128x128xbf16>, tensor<4x128x4096x4096xbf16>) -> tensor<4x128x128x4096xbf16>
      stablehlo.return %27 : tensor<4x128x128x4096xbf16>
    }, {
      %27 = stablehlo.dot_general %3, %23, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<4x4096x128x128xbf16>, tensor<4x128x4096x4096xbf16>) -> tensor<4x128x128x4096xbf16>
      stablehlo.return %27 : tensor<4x128x128x4096xbf16>
    }) : (tensor<i32>) -> tensor<4x128x128x4096xbf16>
    %26 = stablehlo.transpose %25, dims = [0, 3, 1, 2] : (tensor<4x128x128x4096xbf16>) -> tensor<4x4096x128x128xbf16>
    return %26 : tensor<4x4096x128x128xbf16>
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
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x4096xi1>, %arg2: tensor<4x128x4096x4096xbf16>, %arg3: tensor<f32>) -> tensor<4x128x4096x4096xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<4096x4096xi1>) -> tensor<4x128x4096x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4x128x4096x4096xbf16>
    %3 = stablehlo.select %1, %arg2, %2 : tensor<4x128x4096x4096xi1>, tensor<4x128x4096x4096xbf16>
    return %3 : tensor<4x128x4096x4096xbf16>
  }
}
