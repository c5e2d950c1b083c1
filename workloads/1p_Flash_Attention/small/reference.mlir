module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x2x256x128xbf16>, %arg2: tensor<2x2x256x128xbf16>, %arg3: tensor<2x2x256x128xbf16>) -> (tensor<2x2x256x128xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_2 = stablehlo.constant dense<8.837890e-02> : tensor<bf16>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %22 = stablehlo.dot_general %arg1, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<2x2x256x128xbf16>, tensor<2x2x256x128xbf16>) -> tensor<2x2x256x256xbf16>
      stablehlo.return %22 : tensor<2x2x256x256xbf16>
    }, {
      %22 = stablehlo.dot_general %arg1, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<2x2x256x128xbf16>, tensor<2x2x256x128xbf16>) -> tensor<2x2x256x256xbf16>
      stablehlo.return %22 : tensor<2x2x256x256xbf16>
    }, {
      %22 = stablehlo.dot_general %arg1, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<2x2x256x128xbf16>, tensor<2x2x256x128xbf16>) -> tensor<2x2x256x256xbf16>
      stablehlo.return %22 : tensor<2x2x256x256xbf16>
    }) : (tensor<i32>) -> tensor<2x2x256x256xbf16>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<2x2x256x256xbf16>
    %3 = stablehlo.multiply %1, %2 : tensor<2x2x256x256xbf16>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %5 = call @tril(%arg0, %4) : (tensor<i32>, tensor<256x256xi1>) -> tensor<256x256xi1>
    %6 = call @_where(%arg0, %5, %3, %cst_1) : (tensor<i32>, tensor<256x256xi1>, tensor<2x2x256x256xbf16>, tensor<f32>) -> tensor<2x2x256x256xbf16>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x256x256xbf16>, tensor<bf16>) -> tensor<2x2x256xbf16>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x2x256xbf16>
    %9 = stablehlo.maximum %8, %7 : tensor<2x2x256xbf16>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x2x256xbf16>) -> tensor<2x2x256x1xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<2x2x256x1xbf16>) -> tensor<2x2x256x256xbf16>
    %12 = stablehlo.subtract %6, %11 : tensor<2x2x256x256xbf16>
    %13 = stablehlo.exponential %12 : tensor<2x2x256x256xbf16>
    %14 = stablehlo.convert %13 : (tensor<2x2x256x256xbf16>) -> tensor<2x2x256x256xf32>
    %15 = stablehlo.reduce(%14 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x2x256x256xf32>, tensor<f32>) -> tensor<2x2x256xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x2x256xf32>) -> tensor<2x2x256x1xf32>
    %17 = stablehlo.convert %16 : (tensor<2x2x256x1xf32>) -> tensor<2x2x256x1xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<2x2x256x1xbf16>) -> tensor<2x2x256x256xbf16>
    %19 = stablehlo.divide %13, %18 : tensor<2x2x256x256xbf16>
    %20 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.case"(%20) ({
      %22 = stablehlo.dot_general %19, %arg3, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<2x2x256x256xbf16>, tensor<2x2x256x128xbf16>) -> tensor<2x2x256x128xbf16>
      stablehlo.return %22 : tensor<2x2x256x128xbf16>
    }, {
      %22 = stablehlo.dot_general %19, %arg3, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<2x2x256x256xbf16>, tensor<2x2x256x128xbf16>) -> tensor<2x2x256x128xbf16>
      stablehlo.return %22 : tensor<2x2x256x128xbf16>
    }, {
      %22 = stablehlo.dot_general %19, %arg3, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<2x2x256x256xbf16>, tensor<2x2x256x128xbf16>) -> tensor<2x2x256x128xbf16>
      stablehlo.return %22 : tensor<2x2x256x128xbf16>
    }) : (tensor<i32>) -> tensor<2x2x256x128xbf16>
    return %21 : tensor<2x2x256x128xbf16>
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
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x256xi1>, %arg2: tensor<2x2x256x256xbf16>, %arg3: tensor<f32>) -> tensor<2x2x256x256xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x2x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<2x2x256x256xbf16>
    %3 = stablehlo.select %1, %arg2, %2 : tensor<2x2x256x256xi1>, tensor<2x2x256x256xbf16>
    return %3 : tensor<2x2x256x256xbf16>
  }
}
