module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x64x128xbf16>, %arg1: tensor<16384x16x16x128xbf16>, %arg2: tensor<64xi32>, %arg3: tensor<64x256xi32>, %arg4: tensor<65xi32>, %arg5: tensor<1xi32>) -> (tensor<4096x64x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<128> : tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %c_1 = stablehlo.constant dense<65> : tensor<i32>
    %c_2 = stablehlo.constant dense<63> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %c_7 = stablehlo.constant dense<16384> : tensor<i32>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %c_10 = stablehlo.constant dense<4096> : tensor<i32>
    %c_11 = stablehlo.constant dense<4095> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.slice %arg4 [1:65] : (tensor<65xi32>) -> tensor<64xi32>
    %1 = stablehlo.slice %arg4 [0:64] : (tensor<65xi32>) -> tensor<64xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<64xi32>
    %3 = stablehlo.iota dim = 0 : tensor<128xi32>
    %4 = stablehlo.slice %arg4 [0:64] : (tensor<65xi32>) -> tensor<64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x128xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<64x128xi32>
    %9 = stablehlo.add %7, %8 : tensor<64x128xi32>
    %10 = call @clip(%9, %c_12, %c_11) : (tensor<64x128xi32>, tensor<i32>, tensor<i32>) -> tensor<64x128xi32>
    %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
    %12 = stablehlo.compare LT, %10, %11, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
    %13 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
    %14 = stablehlo.add %10, %13 : tensor<64x128xi32>
    %15 = stablehlo.select %12, %14, %10 : tensor<64x128xi1>, tensor<64x128xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<64x128xi32>) -> tensor<64x128x1xi32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 128>}> : (tensor<4096x64x128xbf16>, tensor<64x128x1xi32>) -> tensor<64x128x64x128xbf16>
    %18 = stablehlo.subtract %arg2, %2 : tensor<64xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %20 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x128xi32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<64x128xi32>
    %23 = stablehlo.add %21, %22 : tensor<64x128xi32>
    %24 = stablehlo.reshape %17 : (tensor<64x128x64x128xbf16>) -> tensor<8x8x128x64x128xbf16>
    %25 = stablehlo.reshape %arg3 : (tensor<64x256xi32>) -> tensor<8x8x256xi32>
    %26 = stablehlo.reshape %arg2 : (tensor<64xi32>) -> tensor<8x8xi32>
    %27 = stablehlo.reshape %23 : (tensor<64x128xi32>) -> tensor<8x8x128xi32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<8x8x128x64x128xbf16>
    %29:7 = stablehlo.while(%iterArg = %24, %iterArg_13 = %25, %iterArg_14 = %26, %iterArg_15 = %27, %iterArg_16 = %arg1, %iterArg_17 = %c_12, %iterArg_18 = %28) : tensor<8x8x128x64x128xbf16>, tensor<8x8x256xi32>, tensor<8x8xi32>, tensor<8x8x128xi32>, tensor<16384x16x16x128xbf16>, tensor<i32>, tensor<8x8x128x64x128xbf16>
    cond {
      %62 = stablehlo.compare LT, %iterArg_17, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %62 : tensor<i1>
    } do {
      %62 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_17) : (tensor<8x8x128x64x128xbf16>, tensor<i32>) -> tensor<8x128x64x128xbf16>
      %63 = func.call @dynamic_index_in_dim_0(%iterArg_13, %iterArg_17) : (tensor<8x8x256xi32>, tensor<i32>) -> tensor<8x256xi32>
      %64 = func.call @dynamic_index_in_dim_1(%iterArg_14, %iterArg_17) : (tensor<8x8xi32>, tensor<i32>) -> tensor<8xi32>
      %65 = func.call @dynamic_index_in_dim_2(%iterArg_15, %iterArg_17) : (tensor<8x8x128xi32>, tensor<i32>) -> tensor<8x128xi32>
      %66 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8x256xi32>
      %67 = stablehlo.compare LT, %63, %66, SIGNED : (tensor<8x256xi32>, tensor<8x256xi32>) -> tensor<8x256xi1>
      %68 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8x256xi32>
      %69 = stablehlo.add %63, %68 : tensor<8x256xi32>
      %70 = stablehlo.select %67, %69, %63 : tensor<8x256xi1>, tensor<8x256xi32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<8x256xi32>) -> tensor<8x256x1xi32>
      %72 = "stablehlo.gather"(%iterArg_16, %71) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16, 16, 128>}> : (tensor<16384x16x16x128xbf16>, tensor<8x256x1xi32>) -> tensor<8x256x16x16x128xbf16>
      %73 = stablehlo.reshape %72 : (tensor<8x256x16x16x128xbf16>) -> tensor<8x4096x16x128xbf16>
      %74 = stablehlo.slice %73 [0:8, 0:4096, 0:16:2, 0:128] : (tensor<8x4096x16x128xbf16>) -> tensor<8x4096x8x128xbf16>
      %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 4] : (tensor<8x4096x8x128xbf16>) -> tensor<8x4096x8x8x128xbf16>
      %76 = stablehlo.reshape %75 : (tensor<8x4096x8x8x128xbf16>) -> tensor<8x4096x64x128xbf16>
      %77 = stablehlo.slice %73 [0:8, 0:4096, 1:16:2, 0:128] : (tensor<8x4096x16x128xbf16>) -> tensor<8x4096x8x128xbf16>
      %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 4] : (tensor<8x4096x8x128xbf16>) -> tensor<8x4096x8x8x128xbf16>
      %79 = stablehlo.reshape %78 : (tensor<8x4096x8x8x128xbf16>) -> tensor<8x4096x64x128xbf16>
      %80 = stablehlo.dot_general %62, %76, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<8x128x64x128xbf16>, tensor<8x4096x64x128xbf16>) -> tensor<8x64x128x4096xf32>
      %81 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x128x4096xf32>
      %82 = stablehlo.multiply %80, %81 : tensor<8x64x128x4096xf32>
      %83 = stablehlo.iota dim = 0 : tensor<4096xi32>
      %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<4096xi32>) -> tensor<1x4096xi32>
      %85 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
      %86 = stablehlo.broadcast_in_dim %84, dims = [1, 2] : (tensor<1x4096xi32>) -> tensor<1x1x4096xi32>
      %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x4096xi32>) -> tensor<8x128x4096xi32>
      %88 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x4096xi32>
      %89 = stablehlo.compare LE, %87, %88, SIGNED : (tensor<8x128x4096xi32>, tensor<8x128x4096xi32>) -> tensor<8x128x4096xi1>
      %90 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<4096xi32>) -> tensor<1x4096xi32>
      %91 = stablehlo.broadcast_in_dim %90, dims = [1, 2] : (tensor<1x4096xi32>) -> tensor<1x1x4096xi32>
      %92 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<8xi32>) -> tensor<8x1x1xi32>
      %93 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x4096xi32>) -> tensor<8x1x4096xi32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x1x4096xi32>
      %95 = stablehlo.compare LT, %93, %94, SIGNED : (tensor<8x1x4096xi32>, tensor<8x1x4096xi32>) -> tensor<8x1x4096xi1>
      %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<8x1x4096xi1>) -> tensor<8x128x4096xi1>
      %97 = stablehlo.and %89, %96 : tensor<8x128x4096xi1>
      %98 = stablehlo.broadcast_in_dim %97, dims = [0, 2, 3] : (tensor<8x128x4096xi1>) -> tensor<8x1x128x4096xi1>
      %99 = func.call @_where(%98, %82, %cst_5) : (tensor<8x1x128x4096xi1>, tensor<8x64x128x4096xf32>, tensor<f32>) -> tensor<8x64x128x4096xf32>
      %100 = stablehlo.reduce(%99 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<8x64x128x4096xf32>, tensor<f32>) -> tensor<8x64x128xf32>
      %101 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
      %102 = stablehlo.maximum %101, %100 : tensor<8x64x128xf32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<8x64x128xf32>) -> tensor<8x64x128x1xf32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<8x64x128x1xf32>) -> tensor<8x64x128x4096xf32>
      %105 = stablehlo.subtract %99, %104 : tensor<8x64x128x4096xf32>
      %106 = stablehlo.exponential %105 : tensor<8x64x128x4096xf32>
      %107 = stablehlo.reduce(%106 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<8x64x128x4096xf32>, tensor<f32>) -> tensor<8x64x128xf32>
      %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x64x128xf32>) -> tensor<8x64x128x1xf32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<8x64x128x1xf32>) -> tensor<8x64x128x4096xf32>
      %110 = stablehlo.divide %106, %109 : tensor<8x64x128x4096xf32>
      %111 = stablehlo.convert %110 : (tensor<8x64x128x4096xf32>) -> tensor<8x64x128x4096xbf16>
      %112 = stablehlo.dot_general %79, %111, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<8x4096x64x128xbf16>, tensor<8x64x128x4096xbf16>) -> tensor<8x64x128x128xbf16>
      %113 = stablehlo.transpose %112, dims = [0, 3, 1, 2] : (tensor<8x64x128x128xbf16>) -> tensor<8x128x64x128xbf16>
      %114 = func.call @dynamic_update_index_in_dim(%iterArg_18, %113, %iterArg_17) : (tensor<8x8x128x64x128xbf16>, tensor<8x128x64x128xbf16>, tensor<i32>) -> tensor<8x8x128x64x128xbf16>
      %115 = stablehlo.add %iterArg_17, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %115, %114 : tensor<8x8x128x64x128xbf16>, tensor<8x8x256xi32>, tensor<8x8xi32>, tensor<8x8x128xi32>, tensor<16384x16x16x128xbf16>, tensor<i32>, tensor<8x8x128x64x128xbf16>
    }
    %30 = stablehlo.reshape %29#6 : (tensor<8x8x128x64x128xbf16>) -> tensor<64x128x64x128xbf16>
    %31 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %32 = stablehlo.slice %arg4 [1:65] : (tensor<65xi32>) -> tensor<64xi32>
    %33 = call @searchsorted(%32, %31) : (tensor<64xi32>, tensor<4096xi32>) -> tensor<4096xi32>
    %34 = call @clip_4(%33, %c_12, %c_2) : (tensor<4096xi32>, tensor<i32>, tensor<i32>) -> tensor<4096xi32>
    %35 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %36 = stablehlo.compare LT, %34, %35, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %37 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %38 = stablehlo.add %34, %37 : tensor<4096xi32>
    %39 = stablehlo.select %36, %38, %34 : tensor<4096xi1>, tensor<4096xi32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %41 = "stablehlo.gather"(%arg4, %40) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<4096x1xi32>) -> tensor<4096xi32>
    %42 = stablehlo.subtract %31, %41 : tensor<4096xi32>
    %43 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %44 = stablehlo.compare LT, %34, %43, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %45 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %46 = stablehlo.add %34, %45 : tensor<4096xi32>
    %47 = stablehlo.select %44, %46, %34 : tensor<4096xi1>, tensor<4096xi32>
    %48 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %49 = stablehlo.compare LT, %42, %48, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %50 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %51 = stablehlo.add %42, %50 : tensor<4096xi32>
    %52 = stablehlo.select %49, %51, %42 : tensor<4096xi1>, tensor<4096xi32>
    %53 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %55 = stablehlo.concatenate %53, %54, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %56 = "stablehlo.gather"(%30, %55) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 64, 128>}> : (tensor<64x128x64x128xbf16>, tensor<4096x2xi32>) -> tensor<4096x64x128xbf16>
    %57 = stablehlo.reshape %arg5 : (tensor<1xi32>) -> tensor<i32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %59 = stablehlo.compare LT, %33, %58, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<4096xi1>) -> tensor<4096x1x1xi1>
    %61 = call @_where_5(%60, %56, %c_12) : (tensor<4096x1x1xi1>, tensor<4096x64x128xbf16>, tensor<i32>) -> tensor<4096x64x128xbf16>
    return %61 : tensor<4096x64x128xbf16>
  }
  func.func private @clip(%arg0: tensor<64x128xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<64x128xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<64x128xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<64x128xi32>
    return %5 : tensor<64x128xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x8x128x64x128xbf16>, %arg1: tensor<i32>) -> tensor<8x128x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, %c, %c, sizes = [1, 8, 128, 64, 128] : (tensor<8x8x128x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x128x64x128xbf16>) -> tensor<8x128x64x128xbf16>
    return %1 : tensor<8x128x64x128xbf16>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<8x8x256xi32>, %arg1: tensor<i32>) -> tensor<8x256xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 8, 256] : (tensor<8x8x256xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x256xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x256xi32>) -> tensor<8x256xi32>
    return %1 : tensor<8x256xi32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<8x8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 8] : (tensor<8x8xi32>, tensor<i32>, tensor<i32>) -> tensor<1x8xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x8xi32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<8x8x128xi32>, %arg1: tensor<i32>) -> tensor<8x128xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 8, 128] : (tensor<8x8x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x128xi32>) -> tensor<8x128xi32>
    return %1 : tensor<8x128xi32>
  }
  func.func private @_where(%arg0: tensor<8x1x128x4096xi1>, %arg1: tensor<8x64x128x4096xf32>, %arg2: tensor<f32>) -> tensor<8x64x128x4096xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x128x4096xi1>) -> tensor<8x64x128x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x128x4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<64x128x4096xf32>) -> tensor<8x64x128x4096xf32>
    %4 = stablehlo.select %1, %arg1, %3 : tensor<8x64x128x4096xi1>, tensor<8x64x128x4096xf32>
    return %4 : tensor<8x64x128x4096xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x8x128x64x128xbf16>, %arg1: tensor<8x128x64x128xbf16>, %arg2: tensor<i32>) -> tensor<8x8x128x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x128x64x128xbf16>) -> tensor<1x8x128x64x128xbf16>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c, %c, %c : (tensor<8x8x128x64x128xbf16>, tensor<1x8x128x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x8x128x64x128xbf16>
    return %1 : tensor<8x8x128x64x128xbf16>
  }
  func.func private @searchsorted(%arg0: tensor<64xi32>, %arg1: tensor<4096xi32>) -> tensor<4096xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<64xi32>, tensor<4096xi32>) -> tensor<4096xi32>
    return %0 : tensor<4096xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<64xi32>, %arg1: tensor<4096xi32>) -> tensor<4096xi32> {
    %0 = call @_searchsorted_scan_impl_3(%arg0, %arg1) : (tensor<64xi32>, tensor<4096xi32>) -> tensor<4096xi32>
    return %0 : tensor<4096xi32>
  }
  func.func private @_searchsorted_scan_impl_3(%arg0: tensor<64xi32>, %arg1: tensor<4096xi32>) -> tensor<4096xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %c_1 = stablehlo.constant dense<7> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<64> : tensor<ui32>
    %c_4 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %1 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_5 = %arg1, %iterArg_6 = %c_2, %iterArg_7 = %0, %iterArg_8 = %1) : tensor<64xi32>, tensor<4096xi32>, tensor<i32>, tensor<4096xui32>, tensor<4096xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_6, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.subtract %iterArg_8, %iterArg_7 : tensor<4096xui32>
      %5 = func.call @floor_divide(%4, %c_0) : (tensor<4096xui32>, tensor<i32>) -> tensor<4096xui32>
      %6 = stablehlo.add %iterArg_7, %5 : tensor<4096xui32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4096xui32>) -> tensor<4096x1xui32>
      %8 = "stablehlo.gather"(%iterArg, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<64xi32>, tensor<4096x1xui32>) -> tensor<4096x1xi32>
      %9 = stablehlo.reshape %8 : (tensor<4096x1xi32>) -> tensor<4096xi32>
      %10 = stablehlo.compare LT, %iterArg_5, %9, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
      %11 = stablehlo.select %10, %iterArg_7, %6 : tensor<4096xi1>, tensor<4096xui32>
      %12 = stablehlo.select %10, %6, %iterArg_8 : tensor<4096xi1>, tensor<4096xui32>
      %13 = stablehlo.add %iterArg_6, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %13, %11, %12 : tensor<64xi32>, tensor<4096xi32>, tensor<i32>, tensor<4096xui32>, tensor<4096xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<4096xui32>) -> tensor<4096xi32>
    return %3 : tensor<4096xi32>
  }
  func.func private @floor_divide(%arg0: tensor<4096xui32>, %arg1: tensor<i32>) -> tensor<4096xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4096xui32>
    return %2 : tensor<4096xui32>
  }
  func.func private @clip_4(%arg0: tensor<4096xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4096xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4096xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<4096xi32>
    return %5 : tensor<4096xi32>
  }
  func.func private @_where_5(%arg0: tensor<4096x1x1xi1>, %arg1: tensor<4096x64x128xbf16>, %arg2: tensor<i32>) -> tensor<4096x64x128xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<4096x1x1xi1>) -> tensor<4096x64x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4096x64x128xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4096x64x128xi1>, tensor<4096x64x128xbf16>
    return %3 : tensor<4096x64x128xbf16>
  }
}
