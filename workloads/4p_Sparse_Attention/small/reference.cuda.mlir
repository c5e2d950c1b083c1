module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> (tensor<8x256x128xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2, 3] : (tensor<2x256x128xbf16>) -> tensor<2x4x256x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<2x4x256x128xbf16>) -> tensor<8x256x128xbf16>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2, 3] : (tensor<2x256x128xbf16>) -> tensor<2x4x256x128xbf16>
    %3 = stablehlo.reshape %2 : (tensor<2x4x256x128xbf16>) -> tensor<8x256x128xbf16>
    %4 = stablehlo.dot_general %arg0, %1, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<8x256x128xbf16>, tensor<8x256x128xbf16>) -> tensor<8x256x256xbf16>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = call @tril(%5) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %7 = call @_where(%6, %4, %cst_1) : (tensor<256x256xi1>, tensor<8x256x256xbf16>, tensor<f32>) -> tensor<8x256x256xbf16>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<8x256x256xbf16>, tensor<bf16>) -> tensor<8x256xbf16>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x256xbf16>
    %10 = stablehlo.maximum %9, %8 : tensor<8x256xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x256xbf16>) -> tensor<8x256x1xbf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<8x256x1xbf16>) -> tensor<8x256x256xbf16>
    %13 = stablehlo.subtract %7, %12 : tensor<8x256x256xbf16>
    %14 = stablehlo.exponential %13 : tensor<8x256x256xbf16>
    %15 = stablehlo.convert %14 : (tensor<8x256x256xbf16>) -> tensor<8x256x256xf32>
    %16 = stablehlo.reduce(%15 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %18 = stablehlo.convert %17 : (tensor<8x256x1xf32>) -> tensor<8x256x1xbf16>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<8x256x1xbf16>) -> tensor<8x256x256xbf16>
    %20 = stablehlo.divide %14, %19 : tensor<8x256x256xbf16>
    %21 = stablehlo.dot_general %20, %3, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x256x256xbf16>, tensor<8x256x128xbf16>) -> tensor<8x256x128xbf16>
    return %21 : tensor<8x256x128xbf16>
  }
  func.func private @tril(%arg0: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<8x256x256xbf16>, %arg2: tensor<f32>) -> tensor<8x256x256xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<256x256xi1>) -> tensor<8x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<8x256x256xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x256x256xi1>, tensor<8x256x256xbf16>
    return %3 : tensor<8x256x256xbf16>
  }
}
