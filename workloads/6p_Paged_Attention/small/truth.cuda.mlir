module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16x128xbf16>, %arg1: tensor<128x16x2x128xbf16>, %arg2: tensor<128x16x2x128xbf16>, %arg3: tensor<8xi32>, %arg4: tensor<8x16xi32>) -> (tensor<8x16x128xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %c = stablehlo.constant dense<128> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg0 : (tensor<8x16x128xbf16>) -> tensor<8x16x128xf32>
    %1 = stablehlo.convert %arg1 : (tensor<128x16x2x128xbf16>) -> tensor<128x16x2x128xf32>
    %2 = stablehlo.convert %arg2 : (tensor<128x16x2x128xbf16>) -> tensor<128x16x2x128xf32>
    %3 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %4 = stablehlo.compare LT, %arg4, %3, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %6 = stablehlo.add %arg4, %5 : tensor<8x16xi32>
    %7 = stablehlo.select %4, %6, %arg4 : tensor<8x16xi1>, tensor<8x16xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %9 = "stablehlo.gather"(%1, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16, 2, 128>}> : (tensor<128x16x2x128xf32>, tensor<8x16x1xi32>) -> tensor<8x16x16x2x128xf32>
    %10 = stablehlo.reshape %9 : (tensor<8x16x16x2x128xf32>) -> tensor<8x256x2x128xf32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %12 = stablehlo.compare LT, %arg4, %11, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %14 = stablehlo.add %arg4, %13 : tensor<8x16xi32>
    %15 = stablehlo.select %12, %14, %arg4 : tensor<8x16xi1>, tensor<8x16xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %17 = "stablehlo.gather"(%2, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16, 2, 128>}> : (tensor<128x16x2x128xf32>, tensor<8x16x1xi32>) -> tensor<8x16x16x2x128xf32>
    %18 = stablehlo.reshape %17 : (tensor<8x16x16x2x128xf32>) -> tensor<8x256x2x128xf32>
    %19 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 4] : (tensor<8x256x2x128xf32>) -> tensor<8x256x2x8x128xf32>
    %20 = stablehlo.reshape %19 : (tensor<8x256x2x8x128xf32>) -> tensor<8x256x16x128xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 4] : (tensor<8x256x2x128xf32>) -> tensor<8x256x2x8x128xf32>
    %22 = stablehlo.reshape %21 : (tensor<8x256x2x8x128xf32>) -> tensor<8x256x16x128xf32>
    %23 = stablehlo.dot_general %0, %20, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<8x16x128xf32>, tensor<8x256x16x128xf32>) -> tensor<8x16x256xf32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<8x16x256xf32>
    %26 = stablehlo.iota dim = 0 : tensor<256xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2] : (tensor<256xi32>) -> tensor<1x1x256xi32>
    %28 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<8xi32>) -> tensor<8x1x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x256xi32>) -> tensor<8x1x256xi32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x1x256xi32>
    %31 = stablehlo.compare LT, %29, %30, SIGNED : (tensor<8x1x256xi32>, tensor<8x1x256xi32>) -> tensor<8x1x256xi1>
    %32 = call @_where(%31, %25, %cst_1) : (tensor<8x1x256xi1>, tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %33 = stablehlo.reduce(%32 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x16xf32>
    %34 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<8x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    %38 = stablehlo.subtract %32, %37 : tensor<8x16x256xf32>
    %39 = stablehlo.exponential %38 : tensor<8x16x256xf32>
    %40 = stablehlo.reduce(%39 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x256xf32>
    %43 = stablehlo.divide %39, %42 : tensor<8x16x256xf32>
    %44 = stablehlo.dot_general %43, %22, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x16x256xf32>, tensor<8x256x16x128xf32>) -> tensor<8x16x128xf32>
    return %44 : tensor<8x16x128xf32>
  }
  func.func private @_where(%arg0: tensor<8x1x256xi1>, %arg1: tensor<8x16x256xf32>, %arg2: tensor<f32>) -> tensor<8x16x256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x1x256xi1>) -> tensor<8x16x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x16x256xi1>, tensor<8x16x256xf32>
    return %3 : tensor<8x16x256xf32>
  }
}
