module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16x128xbf16>, %arg1: tensor<128x16x2x128xbf16>, %arg2: tensor<128x16x2x128xbf16>, %arg3: tensor<8xi32>, %arg4: tensor<8x16xi32>) -> (tensor<8x16x128xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %cst_2 = stablehlo.constant dense<8.837890e-02> : tensor<bf16>
    %c = stablehlo.constant dense<128> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.compare LT, %arg4, %0, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %3 = stablehlo.add %arg4, %2 : tensor<8x16xi32>
    %4 = stablehlo.select %1, %3, %arg4 : tensor<8x16xi1>, tensor<8x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %6 = "stablehlo.gather"(%arg1, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16, 2, 128>}> : (tensor<128x16x2x128xbf16>, tensor<8x16x1xi32>) -> tensor<8x16x16x2x128xbf16>
    %7 = stablehlo.reshape %6 : (tensor<8x16x16x2x128xbf16>) -> tensor<8x256x2x128xbf16>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %9 = stablehlo.compare LT, %arg4, %8, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %11 = stablehlo.add %arg4, %10 : tensor<8x16xi32>
    %12 = stablehlo.select %9, %11, %arg4 : tensor<8x16xi1>, tensor<8x16xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %14 = "stablehlo.gather"(%arg2, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16, 2, 128>}> : (tensor<128x16x2x128xbf16>, tensor<8x16x1xi32>) -> tensor<8x16x16x2x128xbf16>
    %15 = stablehlo.reshape %14 : (tensor<8x16x16x2x128xbf16>) -> tensor<8x256x2x128xbf16>
    %16 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 4] : (tensor<8x256x2x128xbf16>) -> tensor<8x256x2x8x128xbf16>
    %17 = stablehlo.reshape %16 : (tensor<8x256x2x8x128xbf16>) -> tensor<8x256x16x128xbf16>
    %18 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 4] : (tensor<8x256x2x128xbf16>) -> tensor<8x256x2x8x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<8x256x2x8x128xbf16>) -> tensor<8x256x16x128xbf16>
    %20 = stablehlo.dot_general %arg0, %17, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3] : (tensor<8x16x128xbf16>, tensor<8x256x16x128xbf16>) -> tensor<8x16x256xbf16>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x16x256xbf16>
    %22 = stablehlo.multiply %20, %21 : tensor<8x16x256xbf16>
    %23 = stablehlo.iota dim = 0 : tensor<256xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [2] : (tensor<256xi32>) -> tensor<1x1x256xi32>
    %25 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<8xi32>) -> tensor<8x1x1xi32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x256xi32>) -> tensor<8x1x256xi32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x1x256xi32>
    %28 = stablehlo.compare LT, %26, %27, SIGNED : (tensor<8x1x256xi32>, tensor<8x1x256xi32>) -> tensor<8x1x256xi1>
    %29 = call @_where(%28, %22, %cst_1) : (tensor<8x1x256xi1>, tensor<8x16x256xbf16>, tensor<f32>) -> tensor<8x16x256xbf16>
    %30 = stablehlo.reduce(%29 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x256xbf16>, tensor<bf16>) -> tensor<8x16xbf16>
    %31 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x16xbf16>
    %32 = stablehlo.maximum %31, %30 : tensor<8x16xbf16>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x16xbf16>) -> tensor<8x16x1xbf16>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x256xbf16>
    %35 = stablehlo.subtract %29, %34 : tensor<8x16x256xbf16>
    %36 = stablehlo.exponential %35 : tensor<8x16x256xbf16>
    %37 = stablehlo.convert %36 : (tensor<8x16x256xbf16>) -> tensor<8x16x256xf32>
    %38 = stablehlo.reduce(%37 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %40 = stablehlo.convert %39 : (tensor<8x16x1xf32>) -> tensor<8x16x1xbf16>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<8x16x1xbf16>) -> tensor<8x16x256xbf16>
    %42 = stablehlo.divide %36, %41 : tensor<8x16x256xbf16>
    %43 = stablehlo.dot_general %42, %19, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<8x16x256xbf16>, tensor<8x256x16x128xbf16>) -> tensor<8x16x128xbf16>
    return %43 : tensor<8x16x128xbf16>
  }
  func.func private @_where(%arg0: tensor<8x1x256xi1>, %arg1: tensor<8x16x256xbf16>, %arg2: tensor<f32>) -> tensor<8x16x256xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x1x256xi1>) -> tensor<8x16x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<8x16x256xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x16x256xi1>, tensor<8x16x256xbf16>
    return %3 : tensor<8x16x256xbf16>
  }
}
