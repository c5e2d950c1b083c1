module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x16x128xbf16>, %arg1: tensor<64x16x4x128xbf16>, %arg2: tensor<8xi32>, %arg3: tensor<8x8xi32>, %arg4: tensor<9xi32>, %arg5: tensor<1xi32>) -> (tensor<64x16x128xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<16> : tensor<i32>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %c_1 = stablehlo.constant dense<9> : tensor<i32>
    %c_2 = stablehlo.constant dense<7> : tensor<i32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_7 = stablehlo.constant dense<64> : tensor<i32>
    %c_8 = stablehlo.constant dense<63> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg0 : (tensor<64x16x128xbf16>) -> tensor<64x16x128xf32>
    %1 = stablehlo.convert %arg1 : (tensor<64x16x4x128xbf16>) -> tensor<64x16x4x128xf32>
    %2 = stablehlo.slice %arg4 [1:9] : (tensor<9xi32>) -> tensor<8xi32>
    %3 = stablehlo.slice %arg4 [0:8] : (tensor<9xi32>) -> tensor<8xi32>
    %4 = stablehlo.subtract %2, %3 : tensor<8xi32>
    %5 = stablehlo.iota dim = 0 : tensor<16xi32>
    %6 = stablehlo.slice %arg4 [0:8] : (tensor<9xi32>) -> tensor<8xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x16xi32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<8x16xi32>
    %11 = stablehlo.add %9, %10 : tensor<8x16xi32>
    %12 = call @clip(%11, %c_9, %c_8) : (tensor<8x16xi32>, tensor<i32>, tensor<i32>) -> tensor<8x16xi32>
    %13 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %14 = stablehlo.compare LT, %12, %13, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %15 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %16 = stablehlo.add %12, %15 : tensor<8x16xi32>
    %17 = stablehlo.select %14, %16, %12 : tensor<8x16xi1>, tensor<8x16xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %19 = "stablehlo.gather"(%0, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16, 128>}> : (tensor<64x16x128xf32>, tensor<8x16x1xi32>) -> tensor<8x16x16x128xf32>
    %20 = stablehlo.subtract %arg2, %4 : tensor<8xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %22 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x16xi32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<8x16xi32>
    %25 = stablehlo.add %23, %24 : tensor<8x16xi32>
    %26 = stablehlo.reshape %19 : (tensor<8x16x16x128xf32>) -> tensor<1x8x16x16x128xf32>
    %27 = stablehlo.reshape %arg3 : (tensor<8x8xi32>) -> tensor<1x8x8xi32>
    %28 = stablehlo.reshape %arg2 : (tensor<8xi32>) -> tensor<1x8xi32>
    %29 = stablehlo.reshape %25 : (tensor<8x16xi32>) -> tensor<1x8x16xi32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x8x16x16x128xf32>
    %31:7 = stablehlo.while(%iterArg = %26, %iterArg_10 = %27, %iterArg_11 = %28, %iterArg_12 = %29, %iterArg_13 = %1, %iterArg_14 = %c_9, %iterArg_15 = %30) : tensor<1x8x16x16x128xf32>, tensor<1x8x8xi32>, tensor<1x8xi32>, tensor<1x8x16xi32>, tensor<64x16x4x128xf32>, tensor<i32>, tensor<1x8x16x16x128xf32>
    cond {
      %64 = stablehlo.compare LT, %iterArg_14, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %64 : tensor<i1>
    } do {
      %64 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_14) : (tensor<1x8x16x16x128xf32>, tensor<i32>) -> tensor<8x16x16x128xf32>
      %65 = func.call @dynamic_index_in_dim_0(%iterArg_10, %iterArg_14) : (tensor<1x8x8xi32>, tensor<i32>) -> tensor<8x8xi32>
      %66 = func.call @dynamic_index_in_dim_1(%iterArg_11, %iterArg_14) : (tensor<1x8xi32>, tensor<i32>) -> tensor<8xi32>
      %67 = func.call @dynamic_index_in_dim_2(%iterArg_12, %iterArg_14) : (tensor<1x8x16xi32>, tensor<i32>) -> tensor<8x16xi32>
      %68 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
      %69 = stablehlo.compare LT, %65, %68, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
      %70 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
      %71 = stablehlo.add %65, %70 : tensor<8x8xi32>
      %72 = stablehlo.select %69, %71, %65 : tensor<8x8xi1>, tensor<8x8xi32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
      %74 = "stablehlo.gather"(%iterArg_13, %73) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16, 4, 128>}> : (tensor<64x16x4x128xf32>, tensor<8x8x1xi32>) -> tensor<8x8x16x4x128xf32>
      %75 = stablehlo.reshape %74 : (tensor<8x8x16x4x128xf32>) -> tensor<8x128x4x128xf32>
      %76 = stablehlo.slice %75 [0:8, 0:128, 0:4:2, 0:128] : (tensor<8x128x4x128xf32>) -> tensor<8x128x2x128xf32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 4] : (tensor<8x128x2x128xf32>) -> tensor<8x128x2x8x128xf32>
      %78 = stablehlo.reshape %77 : (tensor<8x128x2x8x128xf32>) -> tensor<8x128x16x128xf32>
      %79 = stablehlo.slice %75 [0:8, 0:128, 1:4:2, 0:128] : (tensor<8x128x4x128xf32>) -> tensor<8x128x2x128xf32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 4] : (tensor<8x128x2x128xf32>) -> tensor<8x128x2x8x128xf32>
      %81 = stablehlo.reshape %80 : (tensor<8x128x2x8x128xf32>) -> tensor<8x128x16x128xf32>
      %82 = stablehlo.dot_general %64, %78, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<8x16x16x128xf32>, tensor<8x128x16x128xf32>) -> tensor<8x16x16x128xf32>
      %83 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16x16x128xf32>
      %84 = stablehlo.multiply %82, %83 : tensor<8x16x16x128xf32>
      %85 = stablehlo.iota dim = 0 : tensor<128xi32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
      %87 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
      %88 = stablehlo.broadcast_in_dim %86, dims = [1, 2] : (tensor<1x128xi32>) -> tensor<1x1x128xi32>
      %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<8x16x128xi32>
      %90 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<8x16x1xi32>) -> tensor<8x16x128xi32>
      %91 = stablehlo.compare LE, %89, %90, SIGNED : (tensor<8x16x128xi32>, tensor<8x16x128xi32>) -> tensor<8x16x128xi1>
      %92 = stablehlo.broadcast_in_dim %85, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
      %93 = stablehlo.broadcast_in_dim %92, dims = [1, 2] : (tensor<1x128xi32>) -> tensor<1x1x128xi32>
      %94 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<8xi32>) -> tensor<8x1x1xi32>
      %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<8x1x128xi32>
      %96 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x1x128xi32>
      %97 = stablehlo.compare LT, %95, %96, SIGNED : (tensor<8x1x128xi32>, tensor<8x1x128xi32>) -> tensor<8x1x128xi1>
      %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x1x128xi1>) -> tensor<8x16x128xi1>
      %99 = stablehlo.and %91, %98 : tensor<8x16x128xi1>
      %100 = stablehlo.broadcast_in_dim %99, dims = [0, 2, 3] : (tensor<8x16x128xi1>) -> tensor<8x1x16x128xi1>
      %101 = func.call @_where(%100, %84, %cst_3) : (tensor<8x1x16x128xi1>, tensor<8x16x16x128xf32>, tensor<f32>) -> tensor<8x16x16x128xf32>
      %102 = stablehlo.reduce(%101 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<8x16x16x128xf32>, tensor<f32>) -> tensor<8x16x16xf32>
      %103 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16xf32>
      %104 = stablehlo.maximum %103, %102 : tensor<8x16x16xf32>
      %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x128xf32>
      %107 = stablehlo.subtract %101, %106 : tensor<8x16x16x128xf32>
      %108 = stablehlo.exponential %107 : tensor<8x16x16x128xf32>
      %109 = stablehlo.reduce(%108 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x128xf32>, tensor<f32>) -> tensor<8x16x16xf32>
      %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
      %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x128xf32>
      %112 = stablehlo.divide %108, %111 : tensor<8x16x16x128xf32>
      %113 = stablehlo.dot_general %81, %112, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<8x128x16x128xf32>, tensor<8x16x16x128xf32>) -> tensor<8x16x128x16xf32>
      %114 = stablehlo.transpose %113, dims = [0, 3, 1, 2] : (tensor<8x16x128x16xf32>) -> tensor<8x16x16x128xf32>
      %115 = func.call @dynamic_update_index_in_dim(%iterArg_15, %114, %iterArg_14) : (tensor<1x8x16x16x128xf32>, tensor<8x16x16x128xf32>, tensor<i32>) -> tensor<1x8x16x16x128xf32>
      %116 = stablehlo.add %iterArg_14, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %116, %115 : tensor<1x8x16x16x128xf32>, tensor<1x8x8xi32>, tensor<1x8xi32>, tensor<1x8x16xi32>, tensor<64x16x4x128xf32>, tensor<i32>, tensor<1x8x16x16x128xf32>
    }
    %32 = stablehlo.reshape %31#6 : (tensor<1x8x16x16x128xf32>) -> tensor<8x16x16x128xf32>
    %33 = stablehlo.iota dim = 0 : tensor<64xi32>
    %34 = stablehlo.slice %arg4 [1:9] : (tensor<9xi32>) -> tensor<8xi32>
    %35 = call @searchsorted(%34, %33) : (tensor<8xi32>, tensor<64xi32>) -> tensor<64xi32>
    %36 = call @clip_4(%35, %c_9, %c_2) : (tensor<64xi32>, tensor<i32>, tensor<i32>) -> tensor<64xi32>
    %37 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %38 = stablehlo.compare LT, %36, %37, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %39 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %40 = stablehlo.add %36, %39 : tensor<64xi32>
    %41 = stablehlo.select %38, %40, %36 : tensor<64xi1>, tensor<64xi32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %43 = "stablehlo.gather"(%arg4, %42) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<64x1xi32>) -> tensor<64xi32>
    %44 = stablehlo.subtract %33, %43 : tensor<64xi32>
    %45 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %46 = stablehlo.compare LT, %36, %45, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %47 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %48 = stablehlo.add %36, %47 : tensor<64xi32>
    %49 = stablehlo.select %46, %48, %36 : tensor<64xi1>, tensor<64xi32>
    %50 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %51 = stablehlo.compare LT, %44, %50, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %52 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %53 = stablehlo.add %44, %52 : tensor<64xi32>
    %54 = stablehlo.select %51, %53, %44 : tensor<64xi1>, tensor<64xi32>
    %55 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %57 = stablehlo.concatenate %55, %56, dim = 1 : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x2xi32>
    %58 = "stablehlo.gather"(%32, %57) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 16, 128>}> : (tensor<8x16x16x128xf32>, tensor<64x2xi32>) -> tensor<64x16x128xf32>
    %59 = stablehlo.reshape %arg5 : (tensor<1xi32>) -> tensor<i32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %61 = stablehlo.compare LT, %35, %60, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<64xi1>) -> tensor<64x1x1xi1>
    %63 = call @_where_5(%62, %58, %c_9) : (tensor<64x1x1xi1>, tensor<64x16x128xf32>, tensor<i32>) -> tensor<64x16x128xf32>
    return %63 : tensor<64x16x128xf32>
  }
  func.func private @clip(%arg0: tensor<8x16xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8x16xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x16xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<8x16xi32>
    return %5 : tensor<8x16xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<1x8x16x16x128xf32>, %arg1: tensor<i32>) -> tensor<8x16x16x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, %c, %c, sizes = [1, 8, 16, 16, 128] : (tensor<1x8x16x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16x16x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x16x16x128xf32>) -> tensor<8x16x16x128xf32>
    return %1 : tensor<8x16x16x128xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<1x8x8xi32>, %arg1: tensor<i32>) -> tensor<8x8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 8, 8] : (tensor<1x8x8xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8xi32>) -> tensor<8x8xi32>
    return %1 : tensor<8x8xi32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<1x8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 8] : (tensor<1x8xi32>, tensor<i32>, tensor<i32>) -> tensor<1x8xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x8xi32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<1x8x16xi32>, %arg1: tensor<i32>) -> tensor<8x16xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 8, 16] : (tensor<1x8x16xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x16xi32>) -> tensor<8x16xi32>
    return %1 : tensor<8x16xi32>
  }
  func.func private @_where(%arg0: tensor<8x1x16x128xi1>, %arg1: tensor<8x16x16x128xf32>, %arg2: tensor<f32>) -> tensor<8x16x16x128xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x16x128xi1>) -> tensor<8x16x16x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<16x16x128xf32>) -> tensor<8x16x16x128xf32>
    %4 = stablehlo.select %1, %arg1, %3 : tensor<8x16x16x128xi1>, tensor<8x16x16x128xf32>
    return %4 : tensor<8x16x16x128xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<1x8x16x16x128xf32>, %arg1: tensor<8x16x16x128xf32>, %arg2: tensor<i32>) -> tensor<1x8x16x16x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x16x16x128xf32>) -> tensor<1x8x16x16x128xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c, %c, %c : (tensor<1x8x16x16x128xf32>, tensor<1x8x16x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16x16x128xf32>
    return %1 : tensor<1x8x16x16x128xf32>
  }
  func.func private @searchsorted(%arg0: tensor<8xi32>, %arg1: tensor<64xi32>) -> tensor<64xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<8xi32>, tensor<64xi32>) -> tensor<64xi32>
    return %0 : tensor<64xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<8xi32>, %arg1: tensor<64xi32>) -> tensor<64xi32> {
    %0 = call @_searchsorted_scan_impl_3(%arg0, %arg1) : (tensor<8xi32>, tensor<64xi32>) -> tensor<64xi32>
    return %0 : tensor<64xi32>
  }
  func.func private @_searchsorted_scan_impl_3(%arg0: tensor<8xi32>, %arg1: tensor<64xi32>) -> tensor<64xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<8> : tensor<ui32>
    %c_4 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %1 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_5 = %arg1, %iterArg_6 = %c_2, %iterArg_7 = %0, %iterArg_8 = %1) : tensor<8xi32>, tensor<64xi32>, tensor<i32>, tensor<64xui32>, tensor<64xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_6, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.subtract %iterArg_8, %iterArg_7 : tensor<64xui32>
      %5 = func.call @floor_divide(%4, %c_0) : (tensor<64xui32>, tensor<i32>) -> tensor<64xui32>
      %6 = stablehlo.add %iterArg_7, %5 : tensor<64xui32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<64xui32>) -> tensor<64x1xui32>
      %8 = "stablehlo.gather"(%iterArg, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<64x1xui32>) -> tensor<64x1xi32>
      %9 = stablehlo.reshape %8 : (tensor<64x1xi32>) -> tensor<64xi32>
      %10 = stablehlo.compare LT, %iterArg_5, %9, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
      %11 = stablehlo.select %10, %iterArg_7, %6 : tensor<64xi1>, tensor<64xui32>
      %12 = stablehlo.select %10, %6, %iterArg_8 : tensor<64xi1>, tensor<64xui32>
      %13 = stablehlo.add %iterArg_6, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %13, %11, %12 : tensor<8xi32>, tensor<64xi32>, tensor<i32>, tensor<64xui32>, tensor<64xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<64xui32>) -> tensor<64xi32>
    return %3 : tensor<64xi32>
  }
  func.func private @floor_divide(%arg0: tensor<64xui32>, %arg1: tensor<i32>) -> tensor<64xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<64xui32>
    return %2 : tensor<64xui32>
  }
  func.func private @clip_4(%arg0: tensor<64xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<64xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<64xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<64xi32>
    return %5 : tensor<64xi32>
  }
  func.func private @_where_5(%arg0: tensor<64x1x1xi1>, %arg1: tensor<64x16x128xf32>, %arg2: tensor<i32>) -> tensor<64x16x128xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<64x1x1xi1>) -> tensor<64x16x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x16x128xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<64x16x128xi1>, tensor<64x16x128xf32>
    return %3 : tensor<64x16x128xf32>
  }
}
