module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<64x64x128xbf16>, %arg2: tensor<16384x16x8x128xbf16>, %arg3: tensor<16384x16x8x128xbf16>, %arg4: tensor<64xi32>, %arg5: tensor<64x256xi32>) -> (tensor<64x64x128xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %cst_2 = stablehlo.constant dense<8.837890e-02> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %c_4 = stablehlo.constant dense<16384> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
    %1 = stablehlo.compare LT, %arg5, %0, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
    %2 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
    %3 = stablehlo.add %arg5, %2 : tensor<64x256xi32>
    %4 = stablehlo.select %1, %3, %arg5 : tensor<64x256xi1>, tensor<64x256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<64x256xi32>) -> tensor<64x256x1xi32>
    %6 = "stablehlo.gather"(%arg2, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16, 8, 128>}> : (tensor<16384x16x8x128xbf16>, tensor<64x256x1xi32>) -> tensor<64x256x16x8x128xbf16>
    %7 = stablehlo.reshape %6 : (tensor<64x256x16x8x128xbf16>) -> tensor<64x4096x8x128xbf16>
    %8 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
    %9 = stablehlo.compare LT, %arg5, %8, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
    %10 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
    %11 = stablehlo.add %arg5, %10 : tensor<64x256xi32>
    %12 = stablehlo.select %9, %11, %arg5 : tensor<64x256xi1>, tensor<64x256xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<64x256xi32>) -> tensor<64x256x1xi32>
    %14 = "stablehlo.gather"(%arg3, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16, 8, 128>}> : (tensor<16384x16x8x128xbf16>, tensor<64x256x1xi32>) -> tensor<64x256x16x8x128xbf16>
    %15 = stablehlo.reshape %14 : (tensor<64x256x16x8x128xbf16>) -> tensor<64x4096x8x128xbf16>
    %16 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 4] : (tensor<64x4096x8x128xbf16>) -> tensor<64x4096x8x8x128xbf16>
    %17 = stablehlo.reshape %16 : (tensor<64x4096x8x8x128xbf16>) -> tensor<64x4096x64x128xbf16>
    %18 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 4] : (tensor<64x4096x8x128xbf16>) -> tensor<64x4096x8x8x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<64x4096x8x8x128xbf16>) -> tensor<64x4096x64x128xbf16>
    %20 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.case"(%20) ({
      %46 = stablehlo.dot_general %arg1, %17, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3] : (tensor<64x64x128xbf16>, tensor<64x4096x64x128xbf16>) -> tensor<64x64x4096xbf16>
      stablehlo.return %46 : tensor<64x64x4096xbf16>
    }, {
      %46 = stablehlo.dot_general %arg1, %17, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3] : (tensor<64x64x128xbf16>, tensor<64x4096x64x128xbf16>) -> tensor<64x64x4096xbf16>
      stablehlo.return %46 : tensor<64x64x4096xbf16>
    }, {
      %46 = stablehlo.dot_general %arg1, %17, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3] : (tensor<64x64x128xbf16>, tensor<64x4096x64x128xbf16>) -> tensor<64x64x4096xbf16>
      stablehlo.return %46 : tensor<64x64x4096xbf16>
    }) : (tensor<i32>) -> tensor<64x64x4096xbf16>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x4096xbf16>
    %23 = stablehlo.multiply %21, %22 : tensor<64x64x4096xbf16>
    %24 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [2] : (tensor<4096xi32>) -> tensor<1x1x4096xi32>
    %26 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<64xi32>) -> tensor<64x1x1xi32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x4096xi32>) -> tensor<64x1x4096xi32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<64x1x1xi32>) -> tensor<64x1x4096xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<64x1x4096xi32>, tensor<64x1x4096xi32>) -> tensor<64x1x4096xi1>
    %30 = call @_where(%arg0, %29, %23, %cst_1) : (tensor<i32>, tensor<64x1x4096xi1>, tensor<64x64x4096xbf16>, tensor<f32>) -> tensor<64x64x4096xbf16>
    %31 = stablehlo.reduce(%30 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<64x64x4096xbf16>, tensor<bf16>) -> tensor<64x64xbf16>
    %32 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<64x64xbf16>
    %33 = stablehlo.maximum %32, %31 : tensor<64x64xbf16>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<64x64xbf16>) -> tensor<64x64x1xbf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<64x64x1xbf16>) -> tensor<64x64x4096xbf16>
    %36 = stablehlo.subtract %30, %35 : tensor<64x64x4096xbf16>
    %37 = stablehlo.exponential %36 : tensor<64x64x4096xbf16>
    %38 = stablehlo.convert %37 : (tensor<64x64x4096xbf16>) -> tensor<64x64x4096xf32>
    %39 = stablehlo.reduce(%38 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x64x4096xf32>, tensor<f32>) -> tensor<64x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
    %41 = stablehlo.convert %40 : (tensor<64x64x1xf32>) -> tensor<64x64x1xbf16>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<64x64x1xbf16>) -> tensor<64x64x4096xbf16>
    %43 = stablehlo.divide %37, %42 : tensor<64x64x4096xbf16>
    %44 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %45 = "stablehlo.case"(%44) ({
      %46 = stablehlo.dot_general %43, %19, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<64x64x4096xbf16>, tensor<64x4096x64x128xbf16>) -> tensor<64x64x128xbf16>
      stablehlo.return %46 : tensor<64x64x128xbf16>
    }, {
      %46 = stablehlo.dot_general %43, %19, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<64x64x4096xbf16>, tensor<64x4096x64x128xbf16>) -> tensor<64x64x128xbf16>
      stablehlo.return %46 : tensor<64x64x128xbf16>
    }, {
      %46 = stablehlo.dot_general %43, %19, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1] : (tensor<64x64x4096xbf16>, tensor<64x4096x64x128xbf16>) -> tensor<64x64x128xbf16>
      stablehlo.return %46 : tensor<64x64x128xbf16>
    }) : (tensor<i32>) -> tensor<64x64x128xbf16>
    return %45 : tensor<64x64x128xbf16>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<64x1x4096xi1>, %arg2: tensor<64x64x4096xbf16>, %arg3: tensor<f32>) -> tensor<64x64x4096xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<64x1x4096xi1>) -> tensor<64x64x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<64x64x4096xbf16>
    %3 = stablehlo.select %1, %arg2, %2 : tensor<64x64x4096xi1>, tensor<64x64x4096xbf16>
    return %3 : tensor<64x64x4096xbf16>
  }
}
