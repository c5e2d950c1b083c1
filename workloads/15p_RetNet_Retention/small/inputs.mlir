module @jit_inputs attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>) -> (tensor<1x4x256x128xbf16> {jax.result_info = "result[0]"}, tensor<1x4x256x128xbf16> {jax.result_info = "result[1]"}, tensor<1x4x256x128xbf16> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.0416666679> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %0 = call @clip(%arg0, %arg2, %c, %c_3) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.clamp %c, %0, %c_3 : tensor<i32>
    %2:3 = "stablehlo.case"(%1) ({
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
      %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<1x4x256x128xf32>
      %13 = stablehlo.convert %12 : (tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xbf16>
      %14 = func.call @_normal(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
      %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<1x4x256x128xf32>
      %17 = stablehlo.convert %16 : (tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xbf16>
      %18 = func.call @_normal(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
      %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %20 = stablehlo.multiply %18, %19 : tensor<1x4x256x128xf32>
      %21 = stablehlo.convert %20 : (tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xbf16>
      stablehlo.return %13, %17, %21 : tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_threefry_split_0(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %11 = stablehlo.slice %10 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %12 = stablehlo.reshape %11 : (tensor<1x2xui32>) -> tensor<2xui32>
      %13 = stablehlo.slice %10 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %14 = stablehlo.reshape %13 : (tensor<1x2xui32>) -> tensor<2xui32>
      %15 = func.call @_normal_1(%arg0, %14) : (tensor<i32>, tensor<2xui32>) -> tensor<3x1x4x256x128xf32>
      %16 = stablehlo.multiply %15, %15 : tensor<3x1x4x256x128xf32>
      %17 = func.call @_normal(%arg0, %12) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
      %18 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<3x1x4x256x128xf32>, tensor<f32>) -> tensor<1x4x256x128xf32>
      %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %20 = stablehlo.divide %19, %18 : tensor<1x4x256x128xf32>
      %21 = stablehlo.sqrt %20 : tensor<1x4x256x128xf32>
      %22 = stablehlo.multiply %17, %21 : tensor<1x4x256x128xf32>
      %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %24 = stablehlo.multiply %22, %23 : tensor<1x4x256x128xf32>
      %25 = stablehlo.convert %24 : (tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xbf16>
      %26 = func.call @_threefry_split_0(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %27 = stablehlo.slice %26 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %28 = stablehlo.reshape %27 : (tensor<1x2xui32>) -> tensor<2xui32>
      %29 = stablehlo.slice %26 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %30 = stablehlo.reshape %29 : (tensor<1x2xui32>) -> tensor<2xui32>
      %31 = func.call @_normal_1(%arg0, %30) : (tensor<i32>, tensor<2xui32>) -> tensor<3x1x4x256x128xf32>
      %32 = stablehlo.multiply %31, %31 : tensor<3x1x4x256x128xf32>
      %33 = func.call @_normal(%arg0, %28) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
      %34 = stablehlo.reduce(%32 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<3x1x4x256x128xf32>, tensor<f32>) -> tensor<1x4x256x128xf32>
      %35 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %36 = stablehlo.divide %35, %34 : tensor<1x4x256x128xf32>
      %37 = stablehlo.sqrt %36 : tensor<1x4x256x128xf32>
      %38 = stablehlo.multiply %33, %37 : tensor<1x4x256x128xf32>
      %39 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %40 = stablehlo.multiply %38, %39 : tensor<1x4x256x128xf32>
      %41 = stablehlo.convert %40 : (tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xbf16>
      %42 = func.call @_threefry_split_0(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %43 = stablehlo.slice %42 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %44 = stablehlo.reshape %43 : (tensor<1x2xui32>) -> tensor<2xui32>
      %45 = stablehlo.slice %42 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %46 = stablehlo.reshape %45 : (tensor<1x2xui32>) -> tensor<2xui32>
      %47 = func.call @_normal_1(%arg0, %46) : (tensor<i32>, tensor<2xui32>) -> tensor<3x1x4x256x128xf32>
      %48 = stablehlo.multiply %47, %47 : tensor<3x1x4x256x128xf32>
      %49 = func.call @_normal(%arg0, %44) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
      %50 = stablehlo.reduce(%48 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<3x1x4x256x128xf32>, tensor<f32>) -> tensor<1x4x256x128xf32>
      %51 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %52 = stablehlo.divide %51, %50 : tensor<1x4x256x128xf32>
      %53 = stablehlo.sqrt %52 : tensor<1x4x256x128xf32>
      %54 = stablehlo.multiply %49, %53 : tensor<1x4x256x128xf32>
      %55 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %56 = stablehlo.multiply %54, %55 : tensor<1x4x256x128xf32>
      %57 = stablehlo.convert %56 : (tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xbf16>
      stablehlo.return %25, %41, %57 : tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
      %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<1x4x256x128xf32>
      %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %14 = stablehlo.add %12, %13 : tensor<1x4x256x128xf32>
      %15 = stablehlo.convert %14 : (tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xbf16>
      %16 = func.call @_normal(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
      %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %18 = stablehlo.multiply %16, %17 : tensor<1x4x256x128xf32>
      %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %20 = stablehlo.add %18, %19 : tensor<1x4x256x128xf32>
      %21 = stablehlo.convert %20 : (tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xbf16>
      %22 = func.call @_normal(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
      %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %24 = stablehlo.multiply %22, %23 : tensor<1x4x256x128xf32>
      %25 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %26 = stablehlo.add %24, %25 : tensor<1x4x256x128xf32>
      %27 = stablehlo.convert %26 : (tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xbf16>
      stablehlo.return %15, %21, %27 : tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
      %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<1x4x256x128xf32>
      %13 = stablehlo.convert %12 : (tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xbf16>
      %14 = func.call @_normal(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
      %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<1x4x256x128xf32>
      %17 = stablehlo.convert %16 : (tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xbf16>
      %18 = func.call @_normal(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
      %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
      %20 = stablehlo.multiply %18, %19 : tensor<1x4x256x128xf32>
      %21 = stablehlo.convert %20 : (tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xbf16>
      stablehlo.return %13, %17, %21 : tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>
    }) : (tensor<i32>) -> (tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>)
    return %2#0, %2#1, %2#2 : tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>, tensor<1x4x256x128xbf16>
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
  func.func private @_normal(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<1x4x256x128xf32> {
    %0 = call @_normal_real(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<1x4x256x128xf32>
    return %0 : tensor<1x4x256x128xf32>
  }
  func.func private @_normal_real(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<1x4x256x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<1x4x256x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1x4x256x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<1x4x256x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<1x4x256x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<1x4x256x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<1x4x256x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<1x4x256x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<1x4x256x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<1x4x256x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<1x4x256x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<1x4x256x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<1x4x256x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<1x4x256x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<1x4x256x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<1x4x256x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<1x4x256x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<1x4x256x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<1x4x256x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<1x4x256x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<1x4x256x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<1x4x256x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<1x4x256x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<1x4x256x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x4x256x128xf32>
    %1 = stablehlo.negate %0 : tensor<1x4x256x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1x4x256x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<1x4x256x128xf32>
    %4 = stablehlo.negate %3 : tensor<1x4x256x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<1x4x256x128xf32>, tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<1x4x256x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<1x4x256x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<1x4x256x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<1x4x256x128xi1>, tensor<1x4x256x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<1x4x256x128xi1>, tensor<1x4x256x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<1x4x256x128xi1>, tensor<1x4x256x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<1x4x256x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<1x4x256x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<1x4x256x128xi1>, tensor<1x4x256x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<1x4x256x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<1x4x256x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<1x4x256x128xi1>, tensor<1x4x256x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<1x4x256x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<1x4x256x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<1x4x256x128xi1>, tensor<1x4x256x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<1x4x256x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<1x4x256x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<1x4x256x128xi1>, tensor<1x4x256x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<1x4x256x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<1x4x256x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<1x4x256x128xi1>, tensor<1x4x256x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<1x4x256x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<1x4x256x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<1x4x256x128xi1>, tensor<1x4x256x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<1x4x256x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<1x4x256x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<1x4x256x128xi1>, tensor<1x4x256x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<1x4x256x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<1x4x256x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<1x4x256x128xf32>
    %36 = stablehlo.abs %0 : tensor<1x4x256x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<1x4x256x128xf32>, tensor<1x4x256x128xf32>) -> tensor<1x4x256x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<1x4x256x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<1x4x256x128xi1>, tensor<1x4x256x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<1x4x256x128xf32>
    return %41 : tensor<1x4x256x128xf32>
  }
  func.func private @_uniform(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<1x4x256x128xf32> {
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
    %c_10 = stablehlo.constant dense<128> : tensor<ui64>
    %c_11 = stablehlo.constant dense<32768> : tensor<ui64>
    %c_12 = stablehlo.constant dense<131072> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1x4x256x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1x4x256x128xui64>
    %8 = stablehlo.iota dim = 2 : tensor<1x4x256x128xui64>
    %9 = stablehlo.iota dim = 3 : tensor<1x4x256x128xui64>
    %10 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui64>) -> tensor<1x4x256x128xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<1x4x256x128xui64>
    %12 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<1x4x256x128xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<1x4x256x128xui64>
    %14 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<1x4x256x128xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<1x4x256x128xui64>
    %16 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<1x4x256x128xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<1x4x256x128xui64>
    %18 = stablehlo.add %11, %13 : tensor<1x4x256x128xui64>
    %19 = stablehlo.add %18, %15 : tensor<1x4x256x128xui64>
    %20 = stablehlo.add %19, %17 : tensor<1x4x256x128xui64>
    %21 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<1x4x256x128xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<1x4x256x128xui64>
    %23 = stablehlo.convert %20 : (tensor<1x4x256x128xui64>) -> tensor<1x4x256x128xui32>
    %24 = stablehlo.convert %22 : (tensor<1x4x256x128xui64>) -> tensor<1x4x256x128xui32>
    %25 = stablehlo.xor %3, %5 : tensor<ui32>
    %26 = stablehlo.xor %25, %c_5 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
    %28 = stablehlo.add %24, %27 : tensor<1x4x256x128xui32>
    %29 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
    %30 = stablehlo.add %23, %29 : tensor<1x4x256x128xui32>
    %31:9 = stablehlo.while(%iterArg = %c_4, %iterArg_13 = %c_4, %iterArg_14 = %28, %iterArg_15 = %30, %iterArg_16 = %5, %iterArg_17 = %26, %iterArg_18 = %3, %iterArg_19 = %c_7, %iterArg_20 = %c_6) : tensor<i32>, tensor<i32>, tensor<1x4x256x128xui32>, tensor<1x4x256x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %47 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %47 : tensor<i1>
    } do {
      %47 = stablehlo.add %iterArg_13, %c_2 : tensor<i32>
      %48 = stablehlo.slice %iterArg_19 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %49 = stablehlo.reshape %48 : (tensor<1xui32>) -> tensor<ui32>
      %50 = stablehlo.slice %iterArg_19 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %51 = stablehlo.reshape %50 : (tensor<1xui32>) -> tensor<ui32>
      %52 = stablehlo.slice %iterArg_19 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %53 = stablehlo.reshape %52 : (tensor<1xui32>) -> tensor<ui32>
      %54 = stablehlo.slice %iterArg_19 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %55 = stablehlo.reshape %54 : (tensor<1xui32>) -> tensor<ui32>
      %56 = stablehlo.add %iterArg_14, %iterArg_15 : tensor<1x4x256x128xui32>
      %57 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
      %58 = stablehlo.shift_left %iterArg_15, %57 : tensor<1x4x256x128xui32>
      %59 = stablehlo.subtract %c_1, %49 : tensor<ui32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
      %61 = stablehlo.shift_right_logical %iterArg_15, %60 : tensor<1x4x256x128xui32>
      %62 = stablehlo.or %58, %61 : tensor<1x4x256x128xui32>
      %63 = stablehlo.xor %56, %62 : tensor<1x4x256x128xui32>
      %64 = stablehlo.add %56, %63 : tensor<1x4x256x128xui32>
      %65 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
      %66 = stablehlo.shift_left %63, %65 : tensor<1x4x256x128xui32>
      %67 = stablehlo.subtract %c_1, %51 : tensor<ui32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
      %69 = stablehlo.shift_right_logical %63, %68 : tensor<1x4x256x128xui32>
      %70 = stablehlo.or %66, %69 : tensor<1x4x256x128xui32>
      %71 = stablehlo.xor %64, %70 : tensor<1x4x256x128xui32>
      %72 = stablehlo.add %64, %71 : tensor<1x4x256x128xui32>
      %73 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
      %74 = stablehlo.shift_left %71, %73 : tensor<1x4x256x128xui32>
      %75 = stablehlo.subtract %c_1, %53 : tensor<ui32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
      %77 = stablehlo.shift_right_logical %71, %76 : tensor<1x4x256x128xui32>
      %78 = stablehlo.or %74, %77 : tensor<1x4x256x128xui32>
      %79 = stablehlo.xor %72, %78 : tensor<1x4x256x128xui32>
      %80 = stablehlo.add %72, %79 : tensor<1x4x256x128xui32>
      %81 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
      %82 = stablehlo.shift_left %79, %81 : tensor<1x4x256x128xui32>
      %83 = stablehlo.subtract %c_1, %55 : tensor<ui32>
      %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
      %85 = stablehlo.shift_right_logical %79, %84 : tensor<1x4x256x128xui32>
      %86 = stablehlo.or %82, %85 : tensor<1x4x256x128xui32>
      %87 = stablehlo.xor %80, %86 : tensor<1x4x256x128xui32>
      %88 = stablehlo.broadcast_in_dim %iterArg_16, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
      %89 = stablehlo.add %80, %88 : tensor<1x4x256x128xui32>
      %90 = stablehlo.broadcast_in_dim %iterArg_17, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
      %91 = stablehlo.add %87, %90 : tensor<1x4x256x128xui32>
      %92 = stablehlo.add %iterArg_13, %c_2 : tensor<i32>
      %93 = stablehlo.convert %92 : (tensor<i32>) -> tensor<ui32>
      %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
      %95 = stablehlo.add %91, %94 : tensor<1x4x256x128xui32>
      %96 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %96, %47, %89, %95, %iterArg_17, %iterArg_18, %iterArg_16, %iterArg_20, %iterArg_19 : tensor<i32>, tensor<i32>, tensor<1x4x256x128xui32>, tensor<1x4x256x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %32 = stablehlo.xor %31#2, %31#3 : tensor<1x4x256x128xui32>
    %33 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
    %34 = stablehlo.shift_right_logical %32, %33 : tensor<1x4x256x128xui32>
    %35 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1x4x256x128xui32>
    %36 = stablehlo.or %34, %35 : tensor<1x4x256x128xui32>
    %37 = stablehlo.bitcast_convert %36 : (tensor<1x4x256x128xui32>) -> tensor<1x4x256x128xf32>
    %38 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x256x128xf32>
    %39 = stablehlo.subtract %37, %38 : tensor<1x4x256x128xf32>
    %40 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x4x256x128xf32>
    %42 = stablehlo.multiply %39, %41 : tensor<1x4x256x128xf32>
    %43 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x4x256x128xf32>
    %44 = stablehlo.add %42, %43 : tensor<1x4x256x128xf32>
    %45 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x4x256x128xf32>
    %46 = stablehlo.maximum %45, %44 : tensor<1x4x256x128xf32>
    return %46 : tensor<1x4x256x128xf32>
  }
  func.func private @_threefry_split_0(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<2x2xui32> {
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
  func.func private @_normal_1(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x1x4x256x128xf32> {
    %0 = call @_normal_real_2(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x1x4x256x128xf32>
    return %0 : tensor<3x1x4x256x128xf32>
  }
  func.func private @_normal_real_2(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x1x4x256x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<3x1x4x256x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x1x4x256x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<3x1x4x256x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<3x1x4x256x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<3x1x4x256x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<3x1x4x256x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<3x1x4x256x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<3x1x4x256x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<3x1x4x256x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<3x1x4x256x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<3x1x4x256x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<3x1x4x256x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<3x1x4x256x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<3x1x4x256x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<3x1x4x256x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<3x1x4x256x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<3x1x4x256x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<3x1x4x256x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<3x1x4x256x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<3x1x4x256x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<3x1x4x256x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<3x1x4x256x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<3x1x4x256x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_3(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x1x4x256x128xf32>
    %1 = stablehlo.negate %0 : tensor<3x1x4x256x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x1x4x256x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<3x1x4x256x128xf32>
    %4 = stablehlo.negate %3 : tensor<3x1x4x256x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<3x1x4x256x128xf32>, tensor<3x1x4x256x128xf32>) -> tensor<3x1x4x256x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<3x1x4x256x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<3x1x4x256x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<3x1x4x256x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<3x1x4x256x128xi1>, tensor<3x1x4x256x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<3x1x4x256x128xi1>, tensor<3x1x4x256x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<3x1x4x256x128xi1>, tensor<3x1x4x256x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<3x1x4x256x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<3x1x4x256x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<3x1x4x256x128xi1>, tensor<3x1x4x256x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<3x1x4x256x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<3x1x4x256x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<3x1x4x256x128xi1>, tensor<3x1x4x256x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<3x1x4x256x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<3x1x4x256x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<3x1x4x256x128xi1>, tensor<3x1x4x256x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<3x1x4x256x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<3x1x4x256x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<3x1x4x256x128xi1>, tensor<3x1x4x256x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<3x1x4x256x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<3x1x4x256x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<3x1x4x256x128xi1>, tensor<3x1x4x256x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<3x1x4x256x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<3x1x4x256x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<3x1x4x256x128xi1>, tensor<3x1x4x256x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<3x1x4x256x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x1x4x256x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<3x1x4x256x128xi1>, tensor<3x1x4x256x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<3x1x4x256x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x1x4x256x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<3x1x4x256x128xf32>
    %36 = stablehlo.abs %0 : tensor<3x1x4x256x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<3x1x4x256x128xf32>, tensor<3x1x4x256x128xf32>) -> tensor<3x1x4x256x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<3x1x4x256x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<3x1x4x256x128xi1>, tensor<3x1x4x256x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x1x4x256x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<3x1x4x256x128xf32>
    return %41 : tensor<3x1x4x256x128xf32>
  }
  func.func private @_uniform_3(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<3x1x4x256x128xf32> {
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
    %c_10 = stablehlo.constant dense<128> : tensor<ui64>
    %c_11 = stablehlo.constant dense<32768> : tensor<ui64>
    %c_12 = stablehlo.constant dense<131072> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x1x4x256x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x1x4x256x128xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x1x4x256x128xui64>
    %9 = stablehlo.iota dim = 3 : tensor<3x1x4x256x128xui64>
    %10 = stablehlo.iota dim = 4 : tensor<3x1x4x256x128xui64>
    %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui64>) -> tensor<3x1x4x256x128xui64>
    %12 = stablehlo.multiply %11, %6 : tensor<3x1x4x256x128xui64>
    %13 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui64>) -> tensor<3x1x4x256x128xui64>
    %14 = stablehlo.multiply %13, %7 : tensor<3x1x4x256x128xui64>
    %15 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<3x1x4x256x128xui64>
    %16 = stablehlo.multiply %15, %8 : tensor<3x1x4x256x128xui64>
    %17 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<3x1x4x256x128xui64>
    %18 = stablehlo.multiply %17, %9 : tensor<3x1x4x256x128xui64>
    %19 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<3x1x4x256x128xui64>
    %20 = stablehlo.multiply %19, %10 : tensor<3x1x4x256x128xui64>
    %21 = stablehlo.add %12, %14 : tensor<3x1x4x256x128xui64>
    %22 = stablehlo.add %21, %16 : tensor<3x1x4x256x128xui64>
    %23 = stablehlo.add %22, %18 : tensor<3x1x4x256x128xui64>
    %24 = stablehlo.add %23, %20 : tensor<3x1x4x256x128xui64>
    %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<3x1x4x256x128xui64>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<3x1x4x256x128xui64>
    %27 = stablehlo.convert %24 : (tensor<3x1x4x256x128xui64>) -> tensor<3x1x4x256x128xui32>
    %28 = stablehlo.convert %26 : (tensor<3x1x4x256x128xui64>) -> tensor<3x1x4x256x128xui32>
    %29 = stablehlo.xor %3, %5 : tensor<ui32>
    %30 = stablehlo.xor %29, %c_5 : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
    %32 = stablehlo.add %28, %31 : tensor<3x1x4x256x128xui32>
    %33 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
    %34 = stablehlo.add %27, %33 : tensor<3x1x4x256x128xui32>
    %35:9 = stablehlo.while(%iterArg = %c_4, %iterArg_13 = %c_4, %iterArg_14 = %32, %iterArg_15 = %34, %iterArg_16 = %5, %iterArg_17 = %30, %iterArg_18 = %3, %iterArg_19 = %c_7, %iterArg_20 = %c_6) : tensor<i32>, tensor<i32>, tensor<3x1x4x256x128xui32>, tensor<3x1x4x256x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %51 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %51 : tensor<i1>
    } do {
      %51 = stablehlo.add %iterArg_13, %c_2 : tensor<i32>
      %52 = stablehlo.slice %iterArg_19 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %53 = stablehlo.reshape %52 : (tensor<1xui32>) -> tensor<ui32>
      %54 = stablehlo.slice %iterArg_19 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %55 = stablehlo.reshape %54 : (tensor<1xui32>) -> tensor<ui32>
      %56 = stablehlo.slice %iterArg_19 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %57 = stablehlo.reshape %56 : (tensor<1xui32>) -> tensor<ui32>
      %58 = stablehlo.slice %iterArg_19 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %59 = stablehlo.reshape %58 : (tensor<1xui32>) -> tensor<ui32>
      %60 = stablehlo.add %iterArg_14, %iterArg_15 : tensor<3x1x4x256x128xui32>
      %61 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
      %62 = stablehlo.shift_left %iterArg_15, %61 : tensor<3x1x4x256x128xui32>
      %63 = stablehlo.subtract %c_1, %53 : tensor<ui32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
      %65 = stablehlo.shift_right_logical %iterArg_15, %64 : tensor<3x1x4x256x128xui32>
      %66 = stablehlo.or %62, %65 : tensor<3x1x4x256x128xui32>
      %67 = stablehlo.xor %60, %66 : tensor<3x1x4x256x128xui32>
      %68 = stablehlo.add %60, %67 : tensor<3x1x4x256x128xui32>
      %69 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
      %70 = stablehlo.shift_left %67, %69 : tensor<3x1x4x256x128xui32>
      %71 = stablehlo.subtract %c_1, %55 : tensor<ui32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
      %73 = stablehlo.shift_right_logical %67, %72 : tensor<3x1x4x256x128xui32>
      %74 = stablehlo.or %70, %73 : tensor<3x1x4x256x128xui32>
      %75 = stablehlo.xor %68, %74 : tensor<3x1x4x256x128xui32>
      %76 = stablehlo.add %68, %75 : tensor<3x1x4x256x128xui32>
      %77 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x1x4x256x128xui32>
      %79 = stablehlo.subtract %c_1, %57 : tensor<ui32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
      %81 = stablehlo.shift_right_logical %75, %80 : tensor<3x1x4x256x128xui32>
      %82 = stablehlo.or %78, %81 : tensor<3x1x4x256x128xui32>
      %83 = stablehlo.xor %76, %82 : tensor<3x1x4x256x128xui32>
      %84 = stablehlo.add %76, %83 : tensor<3x1x4x256x128xui32>
      %85 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
      %86 = stablehlo.shift_left %83, %85 : tensor<3x1x4x256x128xui32>
      %87 = stablehlo.subtract %c_1, %59 : tensor<ui32>
      %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
      %89 = stablehlo.shift_right_logical %83, %88 : tensor<3x1x4x256x128xui32>
      %90 = stablehlo.or %86, %89 : tensor<3x1x4x256x128xui32>
      %91 = stablehlo.xor %84, %90 : tensor<3x1x4x256x128xui32>
      %92 = stablehlo.broadcast_in_dim %iterArg_16, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
      %93 = stablehlo.add %84, %92 : tensor<3x1x4x256x128xui32>
      %94 = stablehlo.broadcast_in_dim %iterArg_17, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
      %95 = stablehlo.add %91, %94 : tensor<3x1x4x256x128xui32>
      %96 = stablehlo.add %iterArg_13, %c_2 : tensor<i32>
      %97 = stablehlo.convert %96 : (tensor<i32>) -> tensor<ui32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
      %99 = stablehlo.add %95, %98 : tensor<3x1x4x256x128xui32>
      %100 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %100, %51, %93, %99, %iterArg_17, %iterArg_18, %iterArg_16, %iterArg_20, %iterArg_19 : tensor<i32>, tensor<i32>, tensor<3x1x4x256x128xui32>, tensor<3x1x4x256x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %36 = stablehlo.xor %35#2, %35#3 : tensor<3x1x4x256x128xui32>
    %37 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
    %38 = stablehlo.shift_right_logical %36, %37 : tensor<3x1x4x256x128xui32>
    %39 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x1x4x256x128xui32>
    %40 = stablehlo.or %38, %39 : tensor<3x1x4x256x128xui32>
    %41 = stablehlo.bitcast_convert %40 : (tensor<3x1x4x256x128xui32>) -> tensor<3x1x4x256x128xf32>
    %42 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1x4x256x128xf32>
    %43 = stablehlo.subtract %41, %42 : tensor<3x1x4x256x128xf32>
    %44 = stablehlo.subtract %1, %0 : tensor<1x1x1x1x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x1xf32>) -> tensor<3x1x4x256x128xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<3x1x4x256x128xf32>
    %47 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x1xf32>) -> tensor<3x1x4x256x128xf32>
    %48 = stablehlo.add %46, %47 : tensor<3x1x4x256x128xf32>
    %49 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x1xf32>) -> tensor<3x1x4x256x128xf32>
    %50 = stablehlo.maximum %49, %48 : tensor<3x1x4x256x128xf32>
    return %50 : tensor<3x1x4x256x128xf32>
  }
}
