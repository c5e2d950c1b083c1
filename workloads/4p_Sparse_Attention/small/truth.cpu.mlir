module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x256x128xbf16>, %arg1: tensor<2x256x128xbf16>, %arg2: tensor<2x256x128xbf16>) -> (tensor<8x256x128xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.convert %arg0 : (tensor<8x256x128xbf16>) -> tensor<8x256x128xf32>
    %1 = stablehlo.convert %arg1 : (tensor<2x256x128xbf16>) -> tensor<2x256x128xf32>
    %2 = stablehlo.convert %arg2 : (tensor<2x256x128xbf16>) -> tensor<2x256x128xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 2, 3] : (tensor<2x256x128xf32>) -> tensor<2x4x256x128xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x4x256x128xf32>) -> tensor<8x256x128xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [0, 2, 3] : (tensor<2x256x128xf32>) -> tensor<2x4x256x128xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x4x256x128xf32>) -> tensor<8x256x128xf32>
    %7 = stablehlo.dot_general %0, %4, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<8x256x128xf32>, tensor<8x256x128xf32>) -> tensor<8x256x256xf32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %9 = call @tril(%8) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %10 = call @_where(%9, %7, %cst_1) : (tensor<256x256xi1>, tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256x256xf32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<8x256xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x256xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<8x256x256xf32>
    %17 = stablehlo.exponential %16 : tensor<8x256x256xf32>
    %18 = stablehlo.reduce(%17 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x256xf32>
    %21 = stablehlo.divide %17, %20 : tensor<8x256x256xf32>
    %22 = stablehlo.dot_general %21, %6, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x256x256xf32>, tensor<8x256x128xf32>) -> tensor<8x256x128xf32>
    return %22 : tensor<8x256x128xf32>
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
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<8x256x256xf32>, %arg2: tensor<f32>) -> tensor<8x256x256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<256x256xi1>) -> tensor<8x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x256x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x256x256xi1>, tensor<8x256x256xf32>
    return %3 : tensor<8x256x256xf32>
  }
}
