module @jit_inputs attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>) -> (tensor<4096x8192xbf16> {jax.result_info = "result[0]"}, tensor<8192x8192xbf16> {jax.result_info = "result[1]"}, tensor<8192xbf16> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.0110485433> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %0 = call @clip(%arg0, %arg2, %c, %c_5) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.clamp %c, %0, %c_5 : tensor<i32>
    %2:3 = "stablehlo.case"(%1) ({
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_uniform(%arg0, %5, %cst_4, %cst_3) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4096x8192xf32>
      %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<4096x8192xf32>
      %13 = stablehlo.convert %12 : (tensor<4096x8192xf32>) -> tensor<4096x8192xbf16>
      %14 = func.call @_normal(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<8192x8192xf32>
      %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192x8192xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<8192x8192xf32>
      %17 = stablehlo.convert %16 : (tensor<8192x8192xf32>) -> tensor<8192x8192xbf16>
      %18 = func.call @_normal_1(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<8192xf32>
      %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %20 = stablehlo.multiply %18, %19 : tensor<8192xf32>
      %21 = stablehlo.convert %20 : (tensor<8192xf32>) -> tensor<8192xbf16>
      stablehlo.return %13, %17, %21 : tensor<4096x8192xbf16>, tensor<8192x8192xbf16>, tensor<8192xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_uniform(%arg0, %5, %cst_4, %cst_3) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4096x8192xf32>
      %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<4096x8192xf32>
      %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
      %14 = stablehlo.multiply %12, %13 : tensor<4096x8192xf32>
      %15 = stablehlo.convert %14 : (tensor<4096x8192xf32>) -> tensor<4096x8192xbf16>
      %16 = func.call @_normal(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<8192x8192xf32>
      %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192x8192xf32>
      %18 = stablehlo.multiply %16, %17 : tensor<8192x8192xf32>
      %19 = stablehlo.convert %18 : (tensor<8192x8192xf32>) -> tensor<8192x8192xbf16>
      %20 = func.call @_normal_1(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<8192xf32>
      %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %22 = stablehlo.multiply %20, %21 : tensor<8192xf32>
      %23 = stablehlo.convert %22 : (tensor<8192xf32>) -> tensor<8192xbf16>
      stablehlo.return %15, %19, %23 : tensor<4096x8192xbf16>, tensor<8192x8192xbf16>, tensor<8192xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_threefry_split_4(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %11 = stablehlo.slice %10 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %12 = stablehlo.reshape %11 : (tensor<1x2xui32>) -> tensor<2xui32>
      %13 = stablehlo.slice %10 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %14 = stablehlo.reshape %13 : (tensor<1x2xui32>) -> tensor<2xui32>
      %15 = func.call @_normal_5(%arg0, %14) : (tensor<i32>, tensor<2xui32>) -> tensor<3x4096x8192xf32>
      %16 = stablehlo.multiply %15, %15 : tensor<3x4096x8192xf32>
      %17 = func.call @_normal_8(%arg0, %12) : (tensor<i32>, tensor<2xui32>) -> tensor<4096x8192xf32>
      %18 = stablehlo.reduce(%16 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<3x4096x8192xf32>, tensor<f32>) -> tensor<4096x8192xf32>
      %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
      %20 = stablehlo.divide %19, %18 : tensor<4096x8192xf32>
      %21 = stablehlo.sqrt %20 : tensor<4096x8192xf32>
      %22 = stablehlo.multiply %17, %21 : tensor<4096x8192xf32>
      %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
      %24 = stablehlo.multiply %22, %23 : tensor<4096x8192xf32>
      %25 = stablehlo.convert %24 : (tensor<4096x8192xf32>) -> tensor<4096x8192xbf16>
      %26 = func.call @_normal(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<8192x8192xf32>
      %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192x8192xf32>
      %28 = stablehlo.multiply %26, %27 : tensor<8192x8192xf32>
      %29 = stablehlo.convert %28 : (tensor<8192x8192xf32>) -> tensor<8192x8192xbf16>
      %30 = func.call @_normal_1(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<8192xf32>
      %31 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %32 = stablehlo.multiply %30, %31 : tensor<8192xf32>
      %33 = stablehlo.convert %32 : (tensor<8192xf32>) -> tensor<8192xbf16>
      stablehlo.return %25, %29, %33 : tensor<4096x8192xbf16>, tensor<8192x8192xbf16>, tensor<8192xbf16>
    }) : (tensor<i32>) -> (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>, tensor<8192xbf16>)
    return %2#0, %2#1, %2#2 : tensor<4096x8192xbf16>, tensor<8192x8192xbf16>, tensor<8192xbf16>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg1 : tensor<i32>
    %2 = stablehlo.convert %arg3 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_threefry_split(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_5 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_6 = stablehlo.constant dense<32> : tensor<ui64>
    %c_7 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %5 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %7 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.xor %1, %3 : tensor<ui32>
    %12 = stablehlo.xor %11, %c_3 : tensor<ui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %14 = stablehlo.add %10, %13 : tensor<3xui32>
    %15 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %16 = stablehlo.add %9, %15 : tensor<3xui32>
    %17:9 = stablehlo.while(%iterArg = %c_2, %iterArg_8 = %c_2, %iterArg_9 = %14, %iterArg_10 = %16, %iterArg_11 = %3, %iterArg_12 = %12, %iterArg_13 = %1, %iterArg_14 = %c_5, %iterArg_15 = %c_4) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %21 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %21 : tensor<i1>
    } do {
      %21 = stablehlo.add %iterArg_8, %c_0 : tensor<i32>
      %22 = stablehlo.slice %iterArg_14 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %23 = stablehlo.reshape %22 : (tensor<1xui32>) -> tensor<ui32>
      %24 = stablehlo.slice %iterArg_14 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %25 = stablehlo.reshape %24 : (tensor<1xui32>) -> tensor<ui32>
      %26 = stablehlo.slice %iterArg_14 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
      %28 = stablehlo.slice %iterArg_14 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %29 = stablehlo.reshape %28 : (tensor<1xui32>) -> tensor<ui32>
      %30 = stablehlo.add %iterArg_9, %iterArg_10 : tensor<3xui32>
      %31 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %32 = stablehlo.shift_left %iterArg_10, %31 : tensor<3xui32>
      %33 = stablehlo.subtract %c, %23 : tensor<ui32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %35 = stablehlo.shift_right_logical %iterArg_10, %34 : tensor<3xui32>
      %36 = stablehlo.or %32, %35 : tensor<3xui32>
      %37 = stablehlo.xor %30, %36 : tensor<3xui32>
      %38 = stablehlo.add %30, %37 : tensor<3xui32>
      %39 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %40 = stablehlo.shift_left %37, %39 : tensor<3xui32>
      %41 = stablehlo.subtract %c, %25 : tensor<ui32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %43 = stablehlo.shift_right_logical %37, %42 : tensor<3xui32>
      %44 = stablehlo.or %40, %43 : tensor<3xui32>
      %45 = stablehlo.xor %38, %44 : tensor<3xui32>
      %46 = stablehlo.add %38, %45 : tensor<3xui32>
      %47 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %48 = stablehlo.shift_left %45, %47 : tensor<3xui32>
      %49 = stablehlo.subtract %c, %27 : tensor<ui32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %51 = stablehlo.shift_right_logical %45, %50 : tensor<3xui32>
      %52 = stablehlo.or %48, %51 : tensor<3xui32>
      %53 = stablehlo.xor %46, %52 : tensor<3xui32>
      %54 = stablehlo.add %46, %53 : tensor<3xui32>
      %55 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %56 = stablehlo.shift_left %53, %55 : tensor<3xui32>
      %57 = stablehlo.subtract %c, %29 : tensor<ui32>
      %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %59 = stablehlo.shift_right_logical %53, %58 : tensor<3xui32>
      %60 = stablehlo.or %56, %59 : tensor<3xui32>
      %61 = stablehlo.xor %54, %60 : tensor<3xui32>
      %62 = stablehlo.broadcast_in_dim %iterArg_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %63 = stablehlo.add %54, %62 : tensor<3xui32>
      %64 = stablehlo.broadcast_in_dim %iterArg_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %65 = stablehlo.add %61, %64 : tensor<3xui32>
      %66 = stablehlo.add %iterArg_8, %c_0 : tensor<i32>
      %67 = stablehlo.convert %66 : (tensor<i32>) -> tensor<ui32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %69 = stablehlo.add %65, %68 : tensor<3xui32>
      %70 = stablehlo.add %iterArg, %c_0 : tensor<i32>
      stablehlo.return %70, %21, %63, %69, %iterArg_12, %iterArg_13, %iterArg_11, %iterArg_15, %iterArg_14 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %18 = stablehlo.broadcast_in_dim %17#2, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %19 = stablehlo.broadcast_in_dim %17#3, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %20 = stablehlo.concatenate %18, %19, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %20 : tensor<3x2xui32>
  }
  func.func private @_uniform(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4096x8192xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_6 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_8 = stablehlo.constant dense<32> : tensor<ui64>
    %c_9 = stablehlo.constant dense<1> : tensor<ui64>
    %c_10 = stablehlo.constant dense<8192> : tensor<ui64>
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.convert %arg3 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<4096x8192xui64>
    %9 = stablehlo.iota dim = 1 : tensor<4096x8192xui64>
    %10 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<4096x8192xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<4096x8192xui64>
    %12 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<4096x8192xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<4096x8192xui64>
    %14 = stablehlo.add %11, %13 : tensor<4096x8192xui64>
    %15 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<4096x8192xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<4096x8192xui64>
    %17 = stablehlo.convert %14 : (tensor<4096x8192xui64>) -> tensor<4096x8192xui32>
    %18 = stablehlo.convert %16 : (tensor<4096x8192xui64>) -> tensor<4096x8192xui32>
    %19 = stablehlo.xor %5, %7 : tensor<ui32>
    %20 = stablehlo.xor %19, %c_5 : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
    %22 = stablehlo.add %18, %21 : tensor<4096x8192xui32>
    %23 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
    %24 = stablehlo.add %17, %23 : tensor<4096x8192xui32>
    %25:9 = stablehlo.while(%iterArg = %c_4, %iterArg_11 = %c_4, %iterArg_12 = %22, %iterArg_13 = %24, %iterArg_14 = %7, %iterArg_15 = %20, %iterArg_16 = %5, %iterArg_17 = %c_7, %iterArg_18 = %c_6) : tensor<i32>, tensor<i32>, tensor<4096x8192xui32>, tensor<4096x8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %41 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %41 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %42 = stablehlo.slice %iterArg_17 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %43 = stablehlo.reshape %42 : (tensor<1xui32>) -> tensor<ui32>
      %44 = stablehlo.slice %iterArg_17 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %45 = stablehlo.reshape %44 : (tensor<1xui32>) -> tensor<ui32>
      %46 = stablehlo.slice %iterArg_17 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %47 = stablehlo.reshape %46 : (tensor<1xui32>) -> tensor<ui32>
      %48 = stablehlo.slice %iterArg_17 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %49 = stablehlo.reshape %48 : (tensor<1xui32>) -> tensor<ui32>
      %50 = stablehlo.add %iterArg_12, %iterArg_13 : tensor<4096x8192xui32>
      %51 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %52 = stablehlo.shift_left %iterArg_13, %51 : tensor<4096x8192xui32>
      %53 = stablehlo.subtract %c_1, %43 : tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %55 = stablehlo.shift_right_logical %iterArg_13, %54 : tensor<4096x8192xui32>
      %56 = stablehlo.or %52, %55 : tensor<4096x8192xui32>
      %57 = stablehlo.xor %50, %56 : tensor<4096x8192xui32>
      %58 = stablehlo.add %50, %57 : tensor<4096x8192xui32>
      %59 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %60 = stablehlo.shift_left %57, %59 : tensor<4096x8192xui32>
      %61 = stablehlo.subtract %c_1, %45 : tensor<ui32>
      %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %63 = stablehlo.shift_right_logical %57, %62 : tensor<4096x8192xui32>
      %64 = stablehlo.or %60, %63 : tensor<4096x8192xui32>
      %65 = stablehlo.xor %58, %64 : tensor<4096x8192xui32>
      %66 = stablehlo.add %58, %65 : tensor<4096x8192xui32>
      %67 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %68 = stablehlo.shift_left %65, %67 : tensor<4096x8192xui32>
      %69 = stablehlo.subtract %c_1, %47 : tensor<ui32>
      %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %71 = stablehlo.shift_right_logical %65, %70 : tensor<4096x8192xui32>
      %72 = stablehlo.or %68, %71 : tensor<4096x8192xui32>
      %73 = stablehlo.xor %66, %72 : tensor<4096x8192xui32>
      %74 = stablehlo.add %66, %73 : tensor<4096x8192xui32>
      %75 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %76 = stablehlo.shift_left %73, %75 : tensor<4096x8192xui32>
      %77 = stablehlo.subtract %c_1, %49 : tensor<ui32>
      %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %79 = stablehlo.shift_right_logical %73, %78 : tensor<4096x8192xui32>
      %80 = stablehlo.or %76, %79 : tensor<4096x8192xui32>
      %81 = stablehlo.xor %74, %80 : tensor<4096x8192xui32>
      %82 = stablehlo.broadcast_in_dim %iterArg_14, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %83 = stablehlo.add %74, %82 : tensor<4096x8192xui32>
      %84 = stablehlo.broadcast_in_dim %iterArg_15, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %85 = stablehlo.add %81, %84 : tensor<4096x8192xui32>
      %86 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %87 = stablehlo.convert %86 : (tensor<i32>) -> tensor<ui32>
      %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %89 = stablehlo.add %85, %88 : tensor<4096x8192xui32>
      %90 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %90, %41, %83, %89, %iterArg_15, %iterArg_16, %iterArg_14, %iterArg_18, %iterArg_17 : tensor<i32>, tensor<i32>, tensor<4096x8192xui32>, tensor<4096x8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %26 = stablehlo.xor %25#2, %25#3 : tensor<4096x8192xui32>
    %27 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<4096x8192xui32>
    %29 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
    %30 = stablehlo.or %28, %29 : tensor<4096x8192xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<4096x8192xui32>) -> tensor<4096x8192xf32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<4096x8192xf32>
    %34 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x8192xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<4096x8192xf32>
    %37 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x8192xf32>
    %38 = stablehlo.add %36, %37 : tensor<4096x8192xf32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x8192xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<4096x8192xf32>
    return %40 : tensor<4096x8192xf32>
  }
  func.func private @_normal(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<8192x8192xf32> {
    %0 = call @_normal_real(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<8192x8192xf32>
    return %0 : tensor<8192x8192xf32>
  }
  func.func private @_normal_real(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<8192x8192xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<8192x8192xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<8192x8192xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<8192x8192xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<8192x8192xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<8192x8192xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<8192x8192xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<8192x8192xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<8192x8192xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<8192x8192xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<8192x8192xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<8192x8192xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<8192x8192xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<8192x8192xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<8192x8192xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<8192x8192xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<8192x8192xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<8192x8192xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<8192x8192xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<8192x8192xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<8192x8192xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<8192x8192xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<8192x8192xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<8192x8192xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_0(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8192x8192xf32>
    %1 = stablehlo.negate %0 : tensor<8192x8192xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<8192x8192xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<8192x8192xf32>
    %4 = stablehlo.negate %3 : tensor<8192x8192xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<8192x8192xf32>, tensor<8192x8192xf32>) -> tensor<8192x8192xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<8192x8192xf32>
    %7 = stablehlo.sqrt %4 : tensor<8192x8192xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<8192x8192xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<8192x8192xi1>, tensor<8192x8192xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<8192x8192xi1>, tensor<8192x8192xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<8192x8192xi1>, tensor<8192x8192xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<8192x8192xf32>
    %13 = stablehlo.add %11, %12 : tensor<8192x8192xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<8192x8192xi1>, tensor<8192x8192xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<8192x8192xf32>
    %16 = stablehlo.add %14, %15 : tensor<8192x8192xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<8192x8192xi1>, tensor<8192x8192xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<8192x8192xf32>
    %19 = stablehlo.add %17, %18 : tensor<8192x8192xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<8192x8192xi1>, tensor<8192x8192xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<8192x8192xf32>
    %22 = stablehlo.add %20, %21 : tensor<8192x8192xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<8192x8192xi1>, tensor<8192x8192xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<8192x8192xf32>
    %25 = stablehlo.add %23, %24 : tensor<8192x8192xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<8192x8192xi1>, tensor<8192x8192xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<8192x8192xf32>
    %28 = stablehlo.add %26, %27 : tensor<8192x8192xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<8192x8192xi1>, tensor<8192x8192xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<8192x8192xf32>
    %31 = stablehlo.add %29, %30 : tensor<8192x8192xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<8192x8192xi1>, tensor<8192x8192xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<8192x8192xf32>
    %34 = stablehlo.add %32, %33 : tensor<8192x8192xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<8192x8192xf32>
    %36 = stablehlo.abs %0 : tensor<8192x8192xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<8192x8192xf32>, tensor<8192x8192xf32>) -> tensor<8192x8192xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<8192x8192xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<8192x8192xi1>, tensor<8192x8192xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8192x8192xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<8192x8192xf32>
    return %41 : tensor<8192x8192xf32>
  }
  func.func private @_uniform_0(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<8192x8192xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_6 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_8 = stablehlo.constant dense<32> : tensor<ui64>
    %c_9 = stablehlo.constant dense<1> : tensor<ui64>
    %c_10 = stablehlo.constant dense<8192> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<8192x8192xui64>
    %7 = stablehlo.iota dim = 1 : tensor<8192x8192xui64>
    %8 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<8192x8192xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<8192x8192xui64>
    %10 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<8192x8192xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<8192x8192xui64>
    %12 = stablehlo.add %9, %11 : tensor<8192x8192xui64>
    %13 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<8192x8192xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<8192x8192xui64>
    %15 = stablehlo.convert %12 : (tensor<8192x8192xui64>) -> tensor<8192x8192xui32>
    %16 = stablehlo.convert %14 : (tensor<8192x8192xui64>) -> tensor<8192x8192xui32>
    %17 = stablehlo.xor %3, %5 : tensor<ui32>
    %18 = stablehlo.xor %17, %c_5 : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
    %20 = stablehlo.add %16, %19 : tensor<8192x8192xui32>
    %21 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
    %22 = stablehlo.add %15, %21 : tensor<8192x8192xui32>
    %23:9 = stablehlo.while(%iterArg = %c_4, %iterArg_11 = %c_4, %iterArg_12 = %20, %iterArg_13 = %22, %iterArg_14 = %5, %iterArg_15 = %18, %iterArg_16 = %3, %iterArg_17 = %c_7, %iterArg_18 = %c_6) : tensor<i32>, tensor<i32>, tensor<8192x8192xui32>, tensor<8192x8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %39 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %39 : tensor<i1>
    } do {
      %39 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %40 = stablehlo.slice %iterArg_17 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %41 = stablehlo.reshape %40 : (tensor<1xui32>) -> tensor<ui32>
      %42 = stablehlo.slice %iterArg_17 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %43 = stablehlo.reshape %42 : (tensor<1xui32>) -> tensor<ui32>
      %44 = stablehlo.slice %iterArg_17 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %45 = stablehlo.reshape %44 : (tensor<1xui32>) -> tensor<ui32>
      %46 = stablehlo.slice %iterArg_17 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %47 = stablehlo.reshape %46 : (tensor<1xui32>) -> tensor<ui32>
      %48 = stablehlo.add %iterArg_12, %iterArg_13 : tensor<8192x8192xui32>
      %49 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
      %50 = stablehlo.shift_left %iterArg_13, %49 : tensor<8192x8192xui32>
      %51 = stablehlo.subtract %c_1, %41 : tensor<ui32>
      %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
      %53 = stablehlo.shift_right_logical %iterArg_13, %52 : tensor<8192x8192xui32>
      %54 = stablehlo.or %50, %53 : tensor<8192x8192xui32>
      %55 = stablehlo.xor %48, %54 : tensor<8192x8192xui32>
      %56 = stablehlo.add %48, %55 : tensor<8192x8192xui32>
      %57 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<8192x8192xui32>
      %59 = stablehlo.subtract %c_1, %43 : tensor<ui32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
      %61 = stablehlo.shift_right_logical %55, %60 : tensor<8192x8192xui32>
      %62 = stablehlo.or %58, %61 : tensor<8192x8192xui32>
      %63 = stablehlo.xor %56, %62 : tensor<8192x8192xui32>
      %64 = stablehlo.add %56, %63 : tensor<8192x8192xui32>
      %65 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
      %66 = stablehlo.shift_left %63, %65 : tensor<8192x8192xui32>
      %67 = stablehlo.subtract %c_1, %45 : tensor<ui32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
      %69 = stablehlo.shift_right_logical %63, %68 : tensor<8192x8192xui32>
      %70 = stablehlo.or %66, %69 : tensor<8192x8192xui32>
      %71 = stablehlo.xor %64, %70 : tensor<8192x8192xui32>
      %72 = stablehlo.add %64, %71 : tensor<8192x8192xui32>
      %73 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
      %74 = stablehlo.shift_left %71, %73 : tensor<8192x8192xui32>
      %75 = stablehlo.subtract %c_1, %47 : tensor<ui32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
      %77 = stablehlo.shift_right_logical %71, %76 : tensor<8192x8192xui32>
      %78 = stablehlo.or %74, %77 : tensor<8192x8192xui32>
      %79 = stablehlo.xor %72, %78 : tensor<8192x8192xui32>
      %80 = stablehlo.broadcast_in_dim %iterArg_14, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
      %81 = stablehlo.add %72, %80 : tensor<8192x8192xui32>
      %82 = stablehlo.broadcast_in_dim %iterArg_15, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
      %83 = stablehlo.add %79, %82 : tensor<8192x8192xui32>
      %84 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %85 = stablehlo.convert %84 : (tensor<i32>) -> tensor<ui32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
      %87 = stablehlo.add %83, %86 : tensor<8192x8192xui32>
      %88 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %88, %39, %81, %87, %iterArg_15, %iterArg_16, %iterArg_14, %iterArg_18, %iterArg_17 : tensor<i32>, tensor<i32>, tensor<8192x8192xui32>, tensor<8192x8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %24 = stablehlo.xor %23#2, %23#3 : tensor<8192x8192xui32>
    %25 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<8192x8192xui32>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8192x8192xui32>
    %28 = stablehlo.or %26, %27 : tensor<8192x8192xui32>
    %29 = stablehlo.bitcast_convert %28 : (tensor<8192x8192xui32>) -> tensor<8192x8192xf32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x8192xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<8192x8192xf32>
    %32 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8192x8192xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<8192x8192xf32>
    %35 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8192x8192xf32>
    %36 = stablehlo.add %34, %35 : tensor<8192x8192xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8192x8192xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<8192x8192xf32>
    return %38 : tensor<8192x8192xf32>
  }
  func.func private @_normal_1(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<8192xf32> {
    %0 = call @_normal_real_2(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<8192xf32>
    return %0 : tensor<8192xf32>
  }
  func.func private @_normal_real_2(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<8192xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<8192xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<8192xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<8192xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<8192xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<8192xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<8192xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<8192xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<8192xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<8192xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<8192xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<8192xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<8192xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<8192xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<8192xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<8192xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<8192xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<8192xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<8192xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<8192xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<8192xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<8192xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<8192xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<8192xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_3(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8192xf32>
    %1 = stablehlo.negate %0 : tensor<8192xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<8192xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<8192xf32>
    %4 = stablehlo.negate %3 : tensor<8192xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<8192xf32>
    %7 = stablehlo.sqrt %4 : tensor<8192xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<8192xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<8192xi1>, tensor<8192xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<8192xi1>, tensor<8192xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<8192xi1>, tensor<8192xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<8192xf32>
    %13 = stablehlo.add %11, %12 : tensor<8192xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<8192xi1>, tensor<8192xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<8192xf32>
    %16 = stablehlo.add %14, %15 : tensor<8192xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<8192xi1>, tensor<8192xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<8192xf32>
    %19 = stablehlo.add %17, %18 : tensor<8192xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<8192xi1>, tensor<8192xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<8192xf32>
    %22 = stablehlo.add %20, %21 : tensor<8192xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<8192xi1>, tensor<8192xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<8192xf32>
    %25 = stablehlo.add %23, %24 : tensor<8192xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<8192xi1>, tensor<8192xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<8192xf32>
    %28 = stablehlo.add %26, %27 : tensor<8192xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<8192xi1>, tensor<8192xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<8192xf32>
    %31 = stablehlo.add %29, %30 : tensor<8192xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<8192xi1>, tensor<8192xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<8192xf32>
    %34 = stablehlo.add %32, %33 : tensor<8192xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<8192xf32>
    %36 = stablehlo.abs %0 : tensor<8192xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<8192xf32>, tensor<8192xf32>) -> tensor<8192xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<8192xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<8192xi1>, tensor<8192xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<8192xf32>
    return %41 : tensor<8192xf32>
  }
  func.func private @_uniform_3(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<8192xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_6 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_8 = stablehlo.constant dense<32> : tensor<ui64>
    %c_9 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<8192xui64>
    %7 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<8192xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<8192xui64>
    %9 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<8192xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<8192xui64>
    %11 = stablehlo.convert %8 : (tensor<8192xui64>) -> tensor<8192xui32>
    %12 = stablehlo.convert %10 : (tensor<8192xui64>) -> tensor<8192xui32>
    %13 = stablehlo.xor %3, %5 : tensor<ui32>
    %14 = stablehlo.xor %13, %c_5 : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %16 = stablehlo.add %12, %15 : tensor<8192xui32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %18 = stablehlo.add %11, %17 : tensor<8192xui32>
    %19:9 = stablehlo.while(%iterArg = %c_4, %iterArg_10 = %c_4, %iterArg_11 = %16, %iterArg_12 = %18, %iterArg_13 = %5, %iterArg_14 = %14, %iterArg_15 = %3, %iterArg_16 = %c_7, %iterArg_17 = %c_6) : tensor<i32>, tensor<i32>, tensor<8192xui32>, tensor<8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %35 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %35 : tensor<i1>
    } do {
      %35 = stablehlo.add %iterArg_10, %c_2 : tensor<i32>
      %36 = stablehlo.slice %iterArg_16 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %37 = stablehlo.reshape %36 : (tensor<1xui32>) -> tensor<ui32>
      %38 = stablehlo.slice %iterArg_16 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %39 = stablehlo.reshape %38 : (tensor<1xui32>) -> tensor<ui32>
      %40 = stablehlo.slice %iterArg_16 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %41 = stablehlo.reshape %40 : (tensor<1xui32>) -> tensor<ui32>
      %42 = stablehlo.slice %iterArg_16 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %43 = stablehlo.reshape %42 : (tensor<1xui32>) -> tensor<ui32>
      %44 = stablehlo.add %iterArg_11, %iterArg_12 : tensor<8192xui32>
      %45 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %46 = stablehlo.shift_left %iterArg_12, %45 : tensor<8192xui32>
      %47 = stablehlo.subtract %c_1, %37 : tensor<ui32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %49 = stablehlo.shift_right_logical %iterArg_12, %48 : tensor<8192xui32>
      %50 = stablehlo.or %46, %49 : tensor<8192xui32>
      %51 = stablehlo.xor %44, %50 : tensor<8192xui32>
      %52 = stablehlo.add %44, %51 : tensor<8192xui32>
      %53 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %54 = stablehlo.shift_left %51, %53 : tensor<8192xui32>
      %55 = stablehlo.subtract %c_1, %39 : tensor<ui32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %57 = stablehlo.shift_right_logical %51, %56 : tensor<8192xui32>
      %58 = stablehlo.or %54, %57 : tensor<8192xui32>
      %59 = stablehlo.xor %52, %58 : tensor<8192xui32>
      %60 = stablehlo.add %52, %59 : tensor<8192xui32>
      %61 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %62 = stablehlo.shift_left %59, %61 : tensor<8192xui32>
      %63 = stablehlo.subtract %c_1, %41 : tensor<ui32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %65 = stablehlo.shift_right_logical %59, %64 : tensor<8192xui32>
      %66 = stablehlo.or %62, %65 : tensor<8192xui32>
      %67 = stablehlo.xor %60, %66 : tensor<8192xui32>
      %68 = stablehlo.add %60, %67 : tensor<8192xui32>
      %69 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %70 = stablehlo.shift_left %67, %69 : tensor<8192xui32>
      %71 = stablehlo.subtract %c_1, %43 : tensor<ui32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %73 = stablehlo.shift_right_logical %67, %72 : tensor<8192xui32>
      %74 = stablehlo.or %70, %73 : tensor<8192xui32>
      %75 = stablehlo.xor %68, %74 : tensor<8192xui32>
      %76 = stablehlo.broadcast_in_dim %iterArg_13, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %77 = stablehlo.add %68, %76 : tensor<8192xui32>
      %78 = stablehlo.broadcast_in_dim %iterArg_14, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %79 = stablehlo.add %75, %78 : tensor<8192xui32>
      %80 = stablehlo.add %iterArg_10, %c_2 : tensor<i32>
      %81 = stablehlo.convert %80 : (tensor<i32>) -> tensor<ui32>
      %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %83 = stablehlo.add %79, %82 : tensor<8192xui32>
      %84 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %84, %35, %77, %83, %iterArg_14, %iterArg_15, %iterArg_13, %iterArg_17, %iterArg_16 : tensor<i32>, tensor<i32>, tensor<8192xui32>, tensor<8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %20 = stablehlo.xor %19#2, %19#3 : tensor<8192xui32>
    %21 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<8192xui32>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %24 = stablehlo.or %22, %23 : tensor<8192xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<8192xui32>) -> tensor<8192xf32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<8192xf32>
    %28 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<1xf32>) -> tensor<8192xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8192xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<8192xf32>
    %32 = stablehlo.add %30, %31 : tensor<8192xf32>
    %33 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<8192xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<8192xf32>
    return %34 : tensor<8192xf32>
  }
  func.func private @_threefry_split_4(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<2x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_5 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_6 = stablehlo.constant dense<32> : tensor<ui64>
    %c_7 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %5 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %7 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.xor %1, %3 : tensor<ui32>
    %12 = stablehlo.xor %11, %c_3 : tensor<ui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %14 = stablehlo.add %10, %13 : tensor<2xui32>
    %15 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %16 = stablehlo.add %9, %15 : tensor<2xui32>
    %17:9 = stablehlo.while(%iterArg = %c_2, %iterArg_8 = %c_2, %iterArg_9 = %14, %iterArg_10 = %16, %iterArg_11 = %3, %iterArg_12 = %12, %iterArg_13 = %1, %iterArg_14 = %c_5, %iterArg_15 = %c_4) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %21 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %21 : tensor<i1>
    } do {
      %21 = stablehlo.add %iterArg_8, %c_0 : tensor<i32>
      %22 = stablehlo.slice %iterArg_14 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %23 = stablehlo.reshape %22 : (tensor<1xui32>) -> tensor<ui32>
      %24 = stablehlo.slice %iterArg_14 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %25 = stablehlo.reshape %24 : (tensor<1xui32>) -> tensor<ui32>
      %26 = stablehlo.slice %iterArg_14 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
      %28 = stablehlo.slice %iterArg_14 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %29 = stablehlo.reshape %28 : (tensor<1xui32>) -> tensor<ui32>
      %30 = stablehlo.add %iterArg_9, %iterArg_10 : tensor<2xui32>
      %31 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %32 = stablehlo.shift_left %iterArg_10, %31 : tensor<2xui32>
      %33 = stablehlo.subtract %c, %23 : tensor<ui32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %35 = stablehlo.shift_right_logical %iterArg_10, %34 : tensor<2xui32>
      %36 = stablehlo.or %32, %35 : tensor<2xui32>
      %37 = stablehlo.xor %30, %36 : tensor<2xui32>
      %38 = stablehlo.add %30, %37 : tensor<2xui32>
      %39 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %40 = stablehlo.shift_left %37, %39 : tensor<2xui32>
      %41 = stablehlo.subtract %c, %25 : tensor<ui32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %43 = stablehlo.shift_right_logical %37, %42 : tensor<2xui32>
      %44 = stablehlo.or %40, %43 : tensor<2xui32>
      %45 = stablehlo.xor %38, %44 : tensor<2xui32>
      %46 = stablehlo.add %38, %45 : tensor<2xui32>
      %47 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %48 = stablehlo.shift_left %45, %47 : tensor<2xui32>
      %49 = stablehlo.subtract %c, %27 : tensor<ui32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %51 = stablehlo.shift_right_logical %45, %50 : tensor<2xui32>
      %52 = stablehlo.or %48, %51 : tensor<2xui32>
      %53 = stablehlo.xor %46, %52 : tensor<2xui32>
      %54 = stablehlo.add %46, %53 : tensor<2xui32>
      %55 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %56 = stablehlo.shift_left %53, %55 : tensor<2xui32>
      %57 = stablehlo.subtract %c, %29 : tensor<ui32>
      %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %59 = stablehlo.shift_right_logical %53, %58 : tensor<2xui32>
      %60 = stablehlo.or %56, %59 : tensor<2xui32>
      %61 = stablehlo.xor %54, %60 : tensor<2xui32>
      %62 = stablehlo.broadcast_in_dim %iterArg_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %63 = stablehlo.add %54, %62 : tensor<2xui32>
      %64 = stablehlo.broadcast_in_dim %iterArg_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %65 = stablehlo.add %61, %64 : tensor<2xui32>
      %66 = stablehlo.add %iterArg_8, %c_0 : tensor<i32>
      %67 = stablehlo.convert %66 : (tensor<i32>) -> tensor<ui32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %69 = stablehlo.add %65, %68 : tensor<2xui32>
      %70 = stablehlo.add %iterArg, %c_0 : tensor<i32>
      stablehlo.return %70, %21, %63, %69, %iterArg_12, %iterArg_13, %iterArg_11, %iterArg_15, %iterArg_14 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %18 = stablehlo.broadcast_in_dim %17#2, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %19 = stablehlo.broadcast_in_dim %17#3, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %20 = stablehlo.concatenate %18, %19, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %20 : tensor<2x2xui32>
  }
  func.func private @_normal_5(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x4096x8192xf32> {
    %0 = call @_normal_real_6(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x4096x8192xf32>
    return %0 : tensor<3x4096x8192xf32>
  }
  func.func private @_normal_real_6(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x4096x8192xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<3x4096x8192xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x4096x8192xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<3x4096x8192xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<3x4096x8192xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<3x4096x8192xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<3x4096x8192xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<3x4096x8192xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<3x4096x8192xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<3x4096x8192xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<3x4096x8192xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<3x4096x8192xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<3x4096x8192xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<3x4096x8192xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<3x4096x8192xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<3x4096x8192xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<3x4096x8192xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<3x4096x8192xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<3x4096x8192xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<3x4096x8192xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<3x4096x8192xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<3x4096x8192xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<3x4096x8192xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<3x4096x8192xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_7(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x4096x8192xf32>
    %1 = stablehlo.negate %0 : tensor<3x4096x8192xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x4096x8192xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<3x4096x8192xf32>
    %4 = stablehlo.negate %3 : tensor<3x4096x8192xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<3x4096x8192xf32>, tensor<3x4096x8192xf32>) -> tensor<3x4096x8192xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<3x4096x8192xf32>
    %7 = stablehlo.sqrt %4 : tensor<3x4096x8192xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<3x4096x8192xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<3x4096x8192xi1>, tensor<3x4096x8192xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<3x4096x8192xi1>, tensor<3x4096x8192xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<3x4096x8192xi1>, tensor<3x4096x8192xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<3x4096x8192xf32>
    %13 = stablehlo.add %11, %12 : tensor<3x4096x8192xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<3x4096x8192xi1>, tensor<3x4096x8192xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<3x4096x8192xf32>
    %16 = stablehlo.add %14, %15 : tensor<3x4096x8192xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<3x4096x8192xi1>, tensor<3x4096x8192xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<3x4096x8192xf32>
    %19 = stablehlo.add %17, %18 : tensor<3x4096x8192xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<3x4096x8192xi1>, tensor<3x4096x8192xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<3x4096x8192xf32>
    %22 = stablehlo.add %20, %21 : tensor<3x4096x8192xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<3x4096x8192xi1>, tensor<3x4096x8192xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<3x4096x8192xf32>
    %25 = stablehlo.add %23, %24 : tensor<3x4096x8192xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<3x4096x8192xi1>, tensor<3x4096x8192xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<3x4096x8192xf32>
    %28 = stablehlo.add %26, %27 : tensor<3x4096x8192xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<3x4096x8192xi1>, tensor<3x4096x8192xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<3x4096x8192xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x4096x8192xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<3x4096x8192xi1>, tensor<3x4096x8192xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<3x4096x8192xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x4096x8192xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<3x4096x8192xf32>
    %36 = stablehlo.abs %0 : tensor<3x4096x8192xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<3x4096x8192xf32>, tensor<3x4096x8192xf32>) -> tensor<3x4096x8192xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<3x4096x8192xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<3x4096x8192xi1>, tensor<3x4096x8192xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x4096x8192xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<3x4096x8192xf32>
    return %41 : tensor<3x4096x8192xf32>
  }
  func.func private @_uniform_7(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<3x4096x8192xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_6 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_8 = stablehlo.constant dense<32> : tensor<ui64>
    %c_9 = stablehlo.constant dense<1> : tensor<ui64>
    %c_10 = stablehlo.constant dense<8192> : tensor<ui64>
    %c_11 = stablehlo.constant dense<33554432> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x4096x8192xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x4096x8192xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x4096x8192xui64>
    %9 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<3x4096x8192xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<3x4096x8192xui64>
    %11 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<3x4096x8192xui64>
    %12 = stablehlo.multiply %11, %7 : tensor<3x4096x8192xui64>
    %13 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<3x4096x8192xui64>
    %14 = stablehlo.multiply %13, %8 : tensor<3x4096x8192xui64>
    %15 = stablehlo.add %10, %12 : tensor<3x4096x8192xui64>
    %16 = stablehlo.add %15, %14 : tensor<3x4096x8192xui64>
    %17 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<3x4096x8192xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<3x4096x8192xui64>
    %19 = stablehlo.convert %16 : (tensor<3x4096x8192xui64>) -> tensor<3x4096x8192xui32>
    %20 = stablehlo.convert %18 : (tensor<3x4096x8192xui64>) -> tensor<3x4096x8192xui32>
    %21 = stablehlo.xor %3, %5 : tensor<ui32>
    %22 = stablehlo.xor %21, %c_5 : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
    %24 = stablehlo.add %20, %23 : tensor<3x4096x8192xui32>
    %25 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
    %26 = stablehlo.add %19, %25 : tensor<3x4096x8192xui32>
    %27:9 = stablehlo.while(%iterArg = %c_4, %iterArg_12 = %c_4, %iterArg_13 = %24, %iterArg_14 = %26, %iterArg_15 = %5, %iterArg_16 = %22, %iterArg_17 = %3, %iterArg_18 = %c_7, %iterArg_19 = %c_6) : tensor<i32>, tensor<i32>, tensor<3x4096x8192xui32>, tensor<3x4096x8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %43 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %43 : tensor<i1>
    } do {
      %43 = stablehlo.add %iterArg_12, %c_2 : tensor<i32>
      %44 = stablehlo.slice %iterArg_18 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %45 = stablehlo.reshape %44 : (tensor<1xui32>) -> tensor<ui32>
      %46 = stablehlo.slice %iterArg_18 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %47 = stablehlo.reshape %46 : (tensor<1xui32>) -> tensor<ui32>
      %48 = stablehlo.slice %iterArg_18 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %49 = stablehlo.reshape %48 : (tensor<1xui32>) -> tensor<ui32>
      %50 = stablehlo.slice %iterArg_18 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %51 = stablehlo.reshape %50 : (tensor<1xui32>) -> tensor<ui32>
      %52 = stablehlo.add %iterArg_13, %iterArg_14 : tensor<3x4096x8192xui32>
      %53 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
      %54 = stablehlo.shift_left %iterArg_14, %53 : tensor<3x4096x8192xui32>
      %55 = stablehlo.subtract %c_1, %45 : tensor<ui32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
      %57 = stablehlo.shift_right_logical %iterArg_14, %56 : tensor<3x4096x8192xui32>
      %58 = stablehlo.or %54, %57 : tensor<3x4096x8192xui32>
      %59 = stablehlo.xor %52, %58 : tensor<3x4096x8192xui32>
      %60 = stablehlo.add %52, %59 : tensor<3x4096x8192xui32>
      %61 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
      %62 = stablehlo.shift_left %59, %61 : tensor<3x4096x8192xui32>
      %63 = stablehlo.subtract %c_1, %47 : tensor<ui32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
      %65 = stablehlo.shift_right_logical %59, %64 : tensor<3x4096x8192xui32>
      %66 = stablehlo.or %62, %65 : tensor<3x4096x8192xui32>
      %67 = stablehlo.xor %60, %66 : tensor<3x4096x8192xui32>
      %68 = stablehlo.add %60, %67 : tensor<3x4096x8192xui32>
      %69 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
      %70 = stablehlo.shift_left %67, %69 : tensor<3x4096x8192xui32>
      %71 = stablehlo.subtract %c_1, %49 : tensor<ui32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
      %73 = stablehlo.shift_right_logical %67, %72 : tensor<3x4096x8192xui32>
      %74 = stablehlo.or %70, %73 : tensor<3x4096x8192xui32>
      %75 = stablehlo.xor %68, %74 : tensor<3x4096x8192xui32>
      %76 = stablehlo.add %68, %75 : tensor<3x4096x8192xui32>
      %77 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x4096x8192xui32>
      %79 = stablehlo.subtract %c_1, %51 : tensor<ui32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
      %81 = stablehlo.shift_right_logical %75, %80 : tensor<3x4096x8192xui32>
      %82 = stablehlo.or %78, %81 : tensor<3x4096x8192xui32>
      %83 = stablehlo.xor %76, %82 : tensor<3x4096x8192xui32>
      %84 = stablehlo.broadcast_in_dim %iterArg_15, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
      %85 = stablehlo.add %76, %84 : tensor<3x4096x8192xui32>
      %86 = stablehlo.broadcast_in_dim %iterArg_16, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
      %87 = stablehlo.add %83, %86 : tensor<3x4096x8192xui32>
      %88 = stablehlo.add %iterArg_12, %c_2 : tensor<i32>
      %89 = stablehlo.convert %88 : (tensor<i32>) -> tensor<ui32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
      %91 = stablehlo.add %87, %90 : tensor<3x4096x8192xui32>
      %92 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %92, %43, %85, %91, %iterArg_16, %iterArg_17, %iterArg_15, %iterArg_19, %iterArg_18 : tensor<i32>, tensor<i32>, tensor<3x4096x8192xui32>, tensor<3x4096x8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %28 = stablehlo.xor %27#2, %27#3 : tensor<3x4096x8192xui32>
    %29 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<3x4096x8192xui32>
    %31 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x4096x8192xui32>
    %32 = stablehlo.or %30, %31 : tensor<3x4096x8192xui32>
    %33 = stablehlo.bitcast_convert %32 : (tensor<3x4096x8192xui32>) -> tensor<3x4096x8192xf32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4096x8192xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<3x4096x8192xf32>
    %36 = stablehlo.subtract %1, %0 : tensor<1x1x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x4096x8192xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<3x4096x8192xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x4096x8192xf32>
    %40 = stablehlo.add %38, %39 : tensor<3x4096x8192xf32>
    %41 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x4096x8192xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<3x4096x8192xf32>
    return %42 : tensor<3x4096x8192xf32>
  }
  func.func private @_normal_8(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<4096x8192xf32> {
    %0 = call @_normal_real_9(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<4096x8192xf32>
    return %0 : tensor<4096x8192xf32>
  }
  func.func private @_normal_real_9(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<4096x8192xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<4096x8192xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<4096x8192xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<4096x8192xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<4096x8192xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<4096x8192xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<4096x8192xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<4096x8192xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<4096x8192xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<4096x8192xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<4096x8192xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<4096x8192xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<4096x8192xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<4096x8192xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<4096x8192xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<4096x8192xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<4096x8192xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<4096x8192xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<4096x8192xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<4096x8192xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<4096x8192xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<4096x8192xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<4096x8192xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<4096x8192xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_10(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4096x8192xf32>
    %1 = stablehlo.negate %0 : tensor<4096x8192xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4096x8192xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<4096x8192xf32>
    %4 = stablehlo.negate %3 : tensor<4096x8192xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<4096x8192xf32>, tensor<4096x8192xf32>) -> tensor<4096x8192xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<4096x8192xf32>
    %7 = stablehlo.sqrt %4 : tensor<4096x8192xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<4096x8192xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<4096x8192xi1>, tensor<4096x8192xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<4096x8192xi1>, tensor<4096x8192xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<4096x8192xi1>, tensor<4096x8192xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<4096x8192xf32>
    %13 = stablehlo.add %11, %12 : tensor<4096x8192xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<4096x8192xi1>, tensor<4096x8192xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<4096x8192xf32>
    %16 = stablehlo.add %14, %15 : tensor<4096x8192xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<4096x8192xi1>, tensor<4096x8192xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<4096x8192xf32>
    %19 = stablehlo.add %17, %18 : tensor<4096x8192xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<4096x8192xi1>, tensor<4096x8192xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<4096x8192xf32>
    %22 = stablehlo.add %20, %21 : tensor<4096x8192xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<4096x8192xi1>, tensor<4096x8192xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<4096x8192xf32>
    %25 = stablehlo.add %23, %24 : tensor<4096x8192xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<4096x8192xi1>, tensor<4096x8192xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<4096x8192xf32>
    %28 = stablehlo.add %26, %27 : tensor<4096x8192xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<4096x8192xi1>, tensor<4096x8192xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<4096x8192xf32>
    %31 = stablehlo.add %29, %30 : tensor<4096x8192xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<4096x8192xi1>, tensor<4096x8192xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<4096x8192xf32>
    %34 = stablehlo.add %32, %33 : tensor<4096x8192xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<4096x8192xf32>
    %36 = stablehlo.abs %0 : tensor<4096x8192xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<4096x8192xf32>, tensor<4096x8192xf32>) -> tensor<4096x8192xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<4096x8192xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<4096x8192xi1>, tensor<4096x8192xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<4096x8192xf32>
    return %41 : tensor<4096x8192xf32>
  }
  func.func private @_uniform_10(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4096x8192xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_6 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_8 = stablehlo.constant dense<32> : tensor<ui64>
    %c_9 = stablehlo.constant dense<1> : tensor<ui64>
    %c_10 = stablehlo.constant dense<8192> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<4096x8192xui64>
    %7 = stablehlo.iota dim = 1 : tensor<4096x8192xui64>
    %8 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<4096x8192xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<4096x8192xui64>
    %10 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<4096x8192xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<4096x8192xui64>
    %12 = stablehlo.add %9, %11 : tensor<4096x8192xui64>
    %13 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<4096x8192xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<4096x8192xui64>
    %15 = stablehlo.convert %12 : (tensor<4096x8192xui64>) -> tensor<4096x8192xui32>
    %16 = stablehlo.convert %14 : (tensor<4096x8192xui64>) -> tensor<4096x8192xui32>
    %17 = stablehlo.xor %3, %5 : tensor<ui32>
    %18 = stablehlo.xor %17, %c_5 : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
    %20 = stablehlo.add %16, %19 : tensor<4096x8192xui32>
    %21 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
    %22 = stablehlo.add %15, %21 : tensor<4096x8192xui32>
    %23:9 = stablehlo.while(%iterArg = %c_4, %iterArg_11 = %c_4, %iterArg_12 = %20, %iterArg_13 = %22, %iterArg_14 = %5, %iterArg_15 = %18, %iterArg_16 = %3, %iterArg_17 = %c_7, %iterArg_18 = %c_6) : tensor<i32>, tensor<i32>, tensor<4096x8192xui32>, tensor<4096x8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %39 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %39 : tensor<i1>
    } do {
      %39 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %40 = stablehlo.slice %iterArg_17 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %41 = stablehlo.reshape %40 : (tensor<1xui32>) -> tensor<ui32>
      %42 = stablehlo.slice %iterArg_17 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %43 = stablehlo.reshape %42 : (tensor<1xui32>) -> tensor<ui32>
      %44 = stablehlo.slice %iterArg_17 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %45 = stablehlo.reshape %44 : (tensor<1xui32>) -> tensor<ui32>
      %46 = stablehlo.slice %iterArg_17 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %47 = stablehlo.reshape %46 : (tensor<1xui32>) -> tensor<ui32>
      %48 = stablehlo.add %iterArg_12, %iterArg_13 : tensor<4096x8192xui32>
      %49 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %50 = stablehlo.shift_left %iterArg_13, %49 : tensor<4096x8192xui32>
      %51 = stablehlo.subtract %c_1, %41 : tensor<ui32>
      %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %53 = stablehlo.shift_right_logical %iterArg_13, %52 : tensor<4096x8192xui32>
      %54 = stablehlo.or %50, %53 : tensor<4096x8192xui32>
      %55 = stablehlo.xor %48, %54 : tensor<4096x8192xui32>
      %56 = stablehlo.add %48, %55 : tensor<4096x8192xui32>
      %57 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<4096x8192xui32>
      %59 = stablehlo.subtract %c_1, %43 : tensor<ui32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %61 = stablehlo.shift_right_logical %55, %60 : tensor<4096x8192xui32>
      %62 = stablehlo.or %58, %61 : tensor<4096x8192xui32>
      %63 = stablehlo.xor %56, %62 : tensor<4096x8192xui32>
      %64 = stablehlo.add %56, %63 : tensor<4096x8192xui32>
      %65 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %66 = stablehlo.shift_left %63, %65 : tensor<4096x8192xui32>
      %67 = stablehlo.subtract %c_1, %45 : tensor<ui32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %69 = stablehlo.shift_right_logical %63, %68 : tensor<4096x8192xui32>
      %70 = stablehlo.or %66, %69 : tensor<4096x8192xui32>
      %71 = stablehlo.xor %64, %70 : tensor<4096x8192xui32>
      %72 = stablehlo.add %64, %71 : tensor<4096x8192xui32>
      %73 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %74 = stablehlo.shift_left %71, %73 : tensor<4096x8192xui32>
      %75 = stablehlo.subtract %c_1, %47 : tensor<ui32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %77 = stablehlo.shift_right_logical %71, %76 : tensor<4096x8192xui32>
      %78 = stablehlo.or %74, %77 : tensor<4096x8192xui32>
      %79 = stablehlo.xor %72, %78 : tensor<4096x8192xui32>
      %80 = stablehlo.broadcast_in_dim %iterArg_14, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %81 = stablehlo.add %72, %80 : tensor<4096x8192xui32>
      %82 = stablehlo.broadcast_in_dim %iterArg_15, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %83 = stablehlo.add %79, %82 : tensor<4096x8192xui32>
      %84 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %85 = stablehlo.convert %84 : (tensor<i32>) -> tensor<ui32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
      %87 = stablehlo.add %83, %86 : tensor<4096x8192xui32>
      %88 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %88, %39, %81, %87, %iterArg_15, %iterArg_16, %iterArg_14, %iterArg_18, %iterArg_17 : tensor<i32>, tensor<i32>, tensor<4096x8192xui32>, tensor<4096x8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %24 = stablehlo.xor %23#2, %23#3 : tensor<4096x8192xui32>
    %25 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<4096x8192xui32>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4096x8192xui32>
    %28 = stablehlo.or %26, %27 : tensor<4096x8192xui32>
    %29 = stablehlo.bitcast_convert %28 : (tensor<4096x8192xui32>) -> tensor<4096x8192xf32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<4096x8192xf32>
    %32 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x8192xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<4096x8192xf32>
    %35 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x8192xf32>
    %36 = stablehlo.add %34, %35 : tensor<4096x8192xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x8192xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<4096x8192xf32>
    return %38 : tensor<4096x8192xf32>
  }
}
