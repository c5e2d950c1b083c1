module @jit_inputs attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>) -> (tensor<128x64x128x128xbf16> {jax.result_info = "result[0]"}, tensor<128x64x3x3xbf16> {jax.result_info = "result[1]"}, tensor<128xbf16> {jax.result_info = "result[2]"}, tensor<128x1x1xbf16> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.0416666679> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %0 = call @clip(%arg0, %arg2, %c, %c_4) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.clamp %c, %0, %c_4 : tensor<i32>
    %2:4 = "stablehlo.case"(%1) ({
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<4x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.slice %3 [3:4, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
      %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
      %12 = func.call @_uniform(%arg0, %5, %cst_3, %cst_2) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128x64x128x128xf32>
      %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x64x128x128xf32>
      %14 = stablehlo.multiply %12, %13 : tensor<128x64x128x128xf32>
      %15 = stablehlo.convert %14 : (tensor<128x64x128x128xf32>) -> tensor<128x64x128x128xbf16>
      %16 = func.call @_normal(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<128x64x3x3xf32>
      %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
      %18 = stablehlo.multiply %16, %17 : tensor<128x64x3x3xf32>
      %19 = stablehlo.convert %18 : (tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xbf16>
      %20 = func.call @_normal_3(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<128xf32>
      %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %22 = stablehlo.multiply %20, %21 : tensor<128xf32>
      %23 = stablehlo.convert %22 : (tensor<128xf32>) -> tensor<128xbf16>
      %24 = func.call @_normal_7(%arg0, %11) : (tensor<i32>, tensor<2xui32>) -> tensor<128x1x1xf32>
      %25 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x1x1xf32>
      %26 = stablehlo.multiply %24, %25 : tensor<128x1x1xf32>
      %27 = stablehlo.convert %26 : (tensor<128x1x1xf32>) -> tensor<128x1x1xbf16>
      stablehlo.return %15, %19, %23, %27 : tensor<128x64x128x128xbf16>, tensor<128x64x3x3xbf16>, tensor<128xbf16>, tensor<128x1x1xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<4x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.slice %3 [3:4, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
      %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
      %12 = func.call @_threefry_split_11(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %13 = stablehlo.slice %12 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %14 = stablehlo.reshape %13 : (tensor<1x2xui32>) -> tensor<2xui32>
      %15 = stablehlo.slice %12 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %16 = stablehlo.reshape %15 : (tensor<1x2xui32>) -> tensor<2xui32>
      %17 = func.call @_normal_13(%arg0, %16) : (tensor<i32>, tensor<2xui32>) -> tensor<3x128x64x128x128xf32>
      %18 = stablehlo.multiply %17, %17 : tensor<3x128x64x128x128xf32>
      %19 = func.call @_normal_17(%arg0, %14) : (tensor<i32>, tensor<2xui32>) -> tensor<128x64x128x128xf32>
      %20 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<3x128x64x128x128xf32>, tensor<f32>) -> tensor<128x64x128x128xf32>
      %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64x128x128xf32>
      %22 = stablehlo.divide %21, %20 : tensor<128x64x128x128xf32>
      %23 = stablehlo.sqrt %22 : tensor<128x64x128x128xf32>
      %24 = stablehlo.multiply %19, %23 : tensor<128x64x128x128xf32>
      %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x64x128x128xf32>
      %26 = stablehlo.multiply %24, %25 : tensor<128x64x128x128xf32>
      %27 = stablehlo.convert %26 : (tensor<128x64x128x128xf32>) -> tensor<128x64x128x128xbf16>
      %28 = func.call @_normal(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<128x64x3x3xf32>
      %29 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
      %30 = stablehlo.multiply %28, %29 : tensor<128x64x3x3xf32>
      %31 = stablehlo.convert %30 : (tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xbf16>
      %32 = func.call @_normal_3(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<128xf32>
      %33 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %34 = stablehlo.multiply %32, %33 : tensor<128xf32>
      %35 = stablehlo.convert %34 : (tensor<128xf32>) -> tensor<128xbf16>
      %36 = func.call @_normal_7(%arg0, %11) : (tensor<i32>, tensor<2xui32>) -> tensor<128x1x1xf32>
      %37 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x1x1xf32>
      %38 = stablehlo.multiply %36, %37 : tensor<128x1x1xf32>
      %39 = stablehlo.convert %38 : (tensor<128x1x1xf32>) -> tensor<128x1x1xbf16>
      stablehlo.return %27, %31, %35, %39 : tensor<128x64x128x128xbf16>, tensor<128x64x3x3xbf16>, tensor<128xbf16>, tensor<128x1x1xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<4x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.slice %3 [3:4, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
      %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
      %12 = func.call @_uniform(%arg0, %5, %cst_3, %cst_2) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128x64x128x128xf32>
      %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x64x128x128xf32>
      %14 = stablehlo.multiply %12, %13 : tensor<128x64x128x128xf32>
      %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64x128x128xf32>
      %16 = stablehlo.add %14, %15 : tensor<128x64x128x128xf32>
      %17 = stablehlo.convert %16 : (tensor<128x64x128x128xf32>) -> tensor<128x64x128x128xbf16>
      %18 = func.call @_normal(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<128x64x3x3xf32>
      %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
      %20 = stablehlo.multiply %18, %19 : tensor<128x64x3x3xf32>
      %21 = stablehlo.convert %20 : (tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xbf16>
      %22 = func.call @_normal_3(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<128xf32>
      %23 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %24 = stablehlo.multiply %22, %23 : tensor<128xf32>
      %25 = stablehlo.convert %24 : (tensor<128xf32>) -> tensor<128xbf16>
      %26 = func.call @_normal_7(%arg0, %11) : (tensor<i32>, tensor<2xui32>) -> tensor<128x1x1xf32>
      %27 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x1x1xf32>
      %28 = stablehlo.multiply %26, %27 : tensor<128x1x1xf32>
      %29 = stablehlo.convert %28 : (tensor<128x1x1xf32>) -> tensor<128x1x1xbf16>
      stablehlo.return %17, %21, %25, %29 : tensor<128x64x128x128xbf16>, tensor<128x64x3x3xbf16>, tensor<128xbf16>, tensor<128x1x1xbf16>
    }) : (tensor<i32>) -> (tensor<128x64x128x128xbf16>, tensor<128x64x3x3xbf16>, tensor<128xbf16>, tensor<128x1x1xbf16>)
    return %2#0, %2#1, %2#2, %2#3 : tensor<128x64x128x128xbf16>, tensor<128x64x3x3xbf16>, tensor<128xbf16>, tensor<128x1x1xbf16>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg1 : tensor<i32>
    %2 = stablehlo.convert %arg3 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_threefry_split(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<4x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<4xui64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<4xui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<4xui64>
    %9 = stablehlo.convert %6 : (tensor<4xui64>) -> tensor<4xui32>
    %10 = stablehlo.convert %8 : (tensor<4xui64>) -> tensor<4xui32>
    %11:2 = call @threefry2x32(%arg0, %1, %3, %10, %9) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x2xui32>
    return %14 : tensor<4x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<4xui32>, %arg4: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<5> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %c_1 = stablehlo.constant dense<2> : tensor<ui32>
    %c_2 = stablehlo.constant dense<8> : tensor<ui32>
    %c_3 = stablehlo.constant dense<24> : tensor<ui32>
    %c_4 = stablehlo.constant dense<16> : tensor<ui32>
    %c_5 = stablehlo.constant dense<3> : tensor<ui32>
    %c_6 = stablehlo.constant dense<29> : tensor<ui32>
    %c_7 = stablehlo.constant dense<1> : tensor<ui32>
    %c_8 = stablehlo.constant dense<6> : tensor<ui32>
    %c_9 = stablehlo.constant dense<26> : tensor<ui32>
    %c_10 = stablehlo.constant dense<17> : tensor<ui32>
    %c_11 = stablehlo.constant dense<15> : tensor<ui32>
    %c_12 = stablehlo.constant dense<19> : tensor<ui32>
    %c_13 = stablehlo.constant dense<13> : tensor<ui32>
    %c_14 = stablehlo.constant dense<32> : tensor<ui32>
    %c_15 = stablehlo.constant dense<5> : tensor<i32>
    %c_16 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_17 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_18 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_21 : tensor<i32>
    }, {
      stablehlo.return %c_20 : tensor<i32>
    }, {
      stablehlo.return %c_19 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<4xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<4xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      cond {
        %9 = stablehlo.compare LT, %iterArg, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %9 : tensor<i1>
      } do {
        %9 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %10 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
        %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
        %12 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
        %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
        %14 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
        %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
        %16 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
        %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<4xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<4xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<4xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<4xui32>
        %24 = stablehlo.or %20, %23 : tensor<4xui32>
        %25 = stablehlo.xor %18, %24 : tensor<4xui32>
        %26 = stablehlo.add %18, %25 : tensor<4xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<4xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<4xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<4xui32>
        %32 = stablehlo.or %28, %31 : tensor<4xui32>
        %33 = stablehlo.xor %26, %32 : tensor<4xui32>
        %34 = stablehlo.add %26, %33 : tensor<4xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<4xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<4xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<4xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<4xui32>
        %40 = stablehlo.or %36, %39 : tensor<4xui32>
        %41 = stablehlo.xor %34, %40 : tensor<4xui32>
        %42 = stablehlo.add %34, %41 : tensor<4xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<4xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<4xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<4xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<4xui32>
        %48 = stablehlo.or %44, %47 : tensor<4xui32>
        %49 = stablehlo.xor %42, %48 : tensor<4xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<4xui32>
        %51 = stablehlo.add %42, %50 : tensor<4xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<4xui32>
        %53 = stablehlo.add %49, %52 : tensor<4xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<4xui32>
        %57 = stablehlo.add %53, %56 : tensor<4xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<4xui32>, tensor<4xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<4xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<4xui32>
      %8 = stablehlo.add %5, %7 : tensor<4xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<4xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<4xui32>
      %13 = stablehlo.or %10, %12 : tensor<4xui32>
      %14 = stablehlo.xor %8, %13 : tensor<4xui32>
      %15 = stablehlo.add %8, %14 : tensor<4xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<4xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<4xui32>
      %20 = stablehlo.or %17, %19 : tensor<4xui32>
      %21 = stablehlo.xor %15, %20 : tensor<4xui32>
      %22 = stablehlo.add %15, %21 : tensor<4xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<4xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<4xui32>
      %27 = stablehlo.or %24, %26 : tensor<4xui32>
      %28 = stablehlo.xor %22, %27 : tensor<4xui32>
      %29 = stablehlo.add %22, %28 : tensor<4xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<4xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<4xui32>
      %34 = stablehlo.or %31, %33 : tensor<4xui32>
      %35 = stablehlo.xor %29, %34 : tensor<4xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %37 = stablehlo.add %29, %36 : tensor<4xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %39 = stablehlo.add %35, %38 : tensor<4xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %41 = stablehlo.add %39, %40 : tensor<4xui32>
      %42 = stablehlo.add %37, %41 : tensor<4xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<4xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<4xui32>
      %47 = stablehlo.or %44, %46 : tensor<4xui32>
      %48 = stablehlo.xor %42, %47 : tensor<4xui32>
      %49 = stablehlo.add %42, %48 : tensor<4xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<4xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<4xui32>
      %54 = stablehlo.or %51, %53 : tensor<4xui32>
      %55 = stablehlo.xor %49, %54 : tensor<4xui32>
      %56 = stablehlo.add %49, %55 : tensor<4xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<4xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<4xui32>
      %61 = stablehlo.or %58, %60 : tensor<4xui32>
      %62 = stablehlo.xor %56, %61 : tensor<4xui32>
      %63 = stablehlo.add %56, %62 : tensor<4xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<4xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<4xui32>
      %68 = stablehlo.or %65, %67 : tensor<4xui32>
      %69 = stablehlo.xor %63, %68 : tensor<4xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %71 = stablehlo.add %63, %70 : tensor<4xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %73 = stablehlo.add %69, %72 : tensor<4xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %75 = stablehlo.add %73, %74 : tensor<4xui32>
      %76 = stablehlo.add %71, %75 : tensor<4xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<4xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<4xui32>
      %81 = stablehlo.or %78, %80 : tensor<4xui32>
      %82 = stablehlo.xor %76, %81 : tensor<4xui32>
      %83 = stablehlo.add %76, %82 : tensor<4xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<4xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<4xui32>
      %88 = stablehlo.or %85, %87 : tensor<4xui32>
      %89 = stablehlo.xor %83, %88 : tensor<4xui32>
      %90 = stablehlo.add %83, %89 : tensor<4xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<4xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<4xui32>
      %95 = stablehlo.or %92, %94 : tensor<4xui32>
      %96 = stablehlo.xor %90, %95 : tensor<4xui32>
      %97 = stablehlo.add %90, %96 : tensor<4xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<4xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<4xui32>
      %102 = stablehlo.or %99, %101 : tensor<4xui32>
      %103 = stablehlo.xor %97, %102 : tensor<4xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %105 = stablehlo.add %97, %104 : tensor<4xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %107 = stablehlo.add %103, %106 : tensor<4xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %109 = stablehlo.add %107, %108 : tensor<4xui32>
      %110 = stablehlo.add %105, %109 : tensor<4xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<4xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<4xui32>
      %115 = stablehlo.or %112, %114 : tensor<4xui32>
      %116 = stablehlo.xor %110, %115 : tensor<4xui32>
      %117 = stablehlo.add %110, %116 : tensor<4xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<4xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<4xui32>
      %122 = stablehlo.or %119, %121 : tensor<4xui32>
      %123 = stablehlo.xor %117, %122 : tensor<4xui32>
      %124 = stablehlo.add %117, %123 : tensor<4xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<4xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<4xui32>
      %129 = stablehlo.or %126, %128 : tensor<4xui32>
      %130 = stablehlo.xor %124, %129 : tensor<4xui32>
      %131 = stablehlo.add %124, %130 : tensor<4xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<4xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<4xui32>
      %136 = stablehlo.or %133, %135 : tensor<4xui32>
      %137 = stablehlo.xor %131, %136 : tensor<4xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %139 = stablehlo.add %131, %138 : tensor<4xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %141 = stablehlo.add %137, %140 : tensor<4xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %143 = stablehlo.add %141, %142 : tensor<4xui32>
      %144 = stablehlo.add %139, %143 : tensor<4xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<4xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<4xui32>
      %149 = stablehlo.or %146, %148 : tensor<4xui32>
      %150 = stablehlo.xor %144, %149 : tensor<4xui32>
      %151 = stablehlo.add %144, %150 : tensor<4xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<4xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<4xui32>
      %156 = stablehlo.or %153, %155 : tensor<4xui32>
      %157 = stablehlo.xor %151, %156 : tensor<4xui32>
      %158 = stablehlo.add %151, %157 : tensor<4xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<4xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<4xui32>
      %163 = stablehlo.or %160, %162 : tensor<4xui32>
      %164 = stablehlo.xor %158, %163 : tensor<4xui32>
      %165 = stablehlo.add %158, %164 : tensor<4xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<4xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<4xui32>
      %170 = stablehlo.or %167, %169 : tensor<4xui32>
      %171 = stablehlo.xor %165, %170 : tensor<4xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %173 = stablehlo.add %165, %172 : tensor<4xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %175 = stablehlo.add %171, %174 : tensor<4xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %177 = stablehlo.add %175, %176 : tensor<4xui32>
      stablehlo.return %173, %177 : tensor<4xui32>, tensor<4xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<4xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<4xui32>
      %8 = stablehlo.add %5, %7 : tensor<4xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<4xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<4xui32>
      %13 = stablehlo.or %10, %12 : tensor<4xui32>
      %14 = stablehlo.xor %8, %13 : tensor<4xui32>
      %15 = stablehlo.add %8, %14 : tensor<4xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<4xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<4xui32>
      %20 = stablehlo.or %17, %19 : tensor<4xui32>
      %21 = stablehlo.xor %15, %20 : tensor<4xui32>
      %22 = stablehlo.add %15, %21 : tensor<4xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<4xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<4xui32>
      %27 = stablehlo.or %24, %26 : tensor<4xui32>
      %28 = stablehlo.xor %22, %27 : tensor<4xui32>
      %29 = stablehlo.add %22, %28 : tensor<4xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<4xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<4xui32>
      %34 = stablehlo.or %31, %33 : tensor<4xui32>
      %35 = stablehlo.xor %29, %34 : tensor<4xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %37 = stablehlo.add %29, %36 : tensor<4xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %39 = stablehlo.add %35, %38 : tensor<4xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %41 = stablehlo.add %39, %40 : tensor<4xui32>
      %42 = stablehlo.add %37, %41 : tensor<4xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<4xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<4xui32>
      %47 = stablehlo.or %44, %46 : tensor<4xui32>
      %48 = stablehlo.xor %42, %47 : tensor<4xui32>
      %49 = stablehlo.add %42, %48 : tensor<4xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<4xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<4xui32>
      %54 = stablehlo.or %51, %53 : tensor<4xui32>
      %55 = stablehlo.xor %49, %54 : tensor<4xui32>
      %56 = stablehlo.add %49, %55 : tensor<4xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<4xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<4xui32>
      %61 = stablehlo.or %58, %60 : tensor<4xui32>
      %62 = stablehlo.xor %56, %61 : tensor<4xui32>
      %63 = stablehlo.add %56, %62 : tensor<4xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<4xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<4xui32>
      %68 = stablehlo.or %65, %67 : tensor<4xui32>
      %69 = stablehlo.xor %63, %68 : tensor<4xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %71 = stablehlo.add %63, %70 : tensor<4xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %73 = stablehlo.add %69, %72 : tensor<4xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %75 = stablehlo.add %73, %74 : tensor<4xui32>
      %76 = stablehlo.add %71, %75 : tensor<4xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<4xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<4xui32>
      %81 = stablehlo.or %78, %80 : tensor<4xui32>
      %82 = stablehlo.xor %76, %81 : tensor<4xui32>
      %83 = stablehlo.add %76, %82 : tensor<4xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<4xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<4xui32>
      %88 = stablehlo.or %85, %87 : tensor<4xui32>
      %89 = stablehlo.xor %83, %88 : tensor<4xui32>
      %90 = stablehlo.add %83, %89 : tensor<4xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<4xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<4xui32>
      %95 = stablehlo.or %92, %94 : tensor<4xui32>
      %96 = stablehlo.xor %90, %95 : tensor<4xui32>
      %97 = stablehlo.add %90, %96 : tensor<4xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<4xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<4xui32>
      %102 = stablehlo.or %99, %101 : tensor<4xui32>
      %103 = stablehlo.xor %97, %102 : tensor<4xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %105 = stablehlo.add %97, %104 : tensor<4xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %107 = stablehlo.add %103, %106 : tensor<4xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %109 = stablehlo.add %107, %108 : tensor<4xui32>
      %110 = stablehlo.add %105, %109 : tensor<4xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<4xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<4xui32>
      %115 = stablehlo.or %112, %114 : tensor<4xui32>
      %116 = stablehlo.xor %110, %115 : tensor<4xui32>
      %117 = stablehlo.add %110, %116 : tensor<4xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<4xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<4xui32>
      %122 = stablehlo.or %119, %121 : tensor<4xui32>
      %123 = stablehlo.xor %117, %122 : tensor<4xui32>
      %124 = stablehlo.add %117, %123 : tensor<4xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<4xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<4xui32>
      %129 = stablehlo.or %126, %128 : tensor<4xui32>
      %130 = stablehlo.xor %124, %129 : tensor<4xui32>
      %131 = stablehlo.add %124, %130 : tensor<4xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<4xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<4xui32>
      %136 = stablehlo.or %133, %135 : tensor<4xui32>
      %137 = stablehlo.xor %131, %136 : tensor<4xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %139 = stablehlo.add %131, %138 : tensor<4xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %141 = stablehlo.add %137, %140 : tensor<4xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %143 = stablehlo.add %141, %142 : tensor<4xui32>
      %144 = stablehlo.add %139, %143 : tensor<4xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<4xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<4xui32>
      %149 = stablehlo.or %146, %148 : tensor<4xui32>
      %150 = stablehlo.xor %144, %149 : tensor<4xui32>
      %151 = stablehlo.add %144, %150 : tensor<4xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<4xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<4xui32>
      %156 = stablehlo.or %153, %155 : tensor<4xui32>
      %157 = stablehlo.xor %151, %156 : tensor<4xui32>
      %158 = stablehlo.add %151, %157 : tensor<4xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<4xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<4xui32>
      %163 = stablehlo.or %160, %162 : tensor<4xui32>
      %164 = stablehlo.xor %158, %163 : tensor<4xui32>
      %165 = stablehlo.add %158, %164 : tensor<4xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<4xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<4xui32>
      %170 = stablehlo.or %167, %169 : tensor<4xui32>
      %171 = stablehlo.xor %165, %170 : tensor<4xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %173 = stablehlo.add %165, %172 : tensor<4xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %175 = stablehlo.add %171, %174 : tensor<4xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %177 = stablehlo.add %175, %176 : tensor<4xui32>
      stablehlo.return %173, %177 : tensor<4xui32>, tensor<4xui32>
    }) : (tensor<i32>) -> (tensor<4xui32>, tensor<4xui32>)
    return %1#0, %1#1 : tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<128x64x128x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %c_4 = stablehlo.constant dense<16384> : tensor<ui64>
    %c_5 = stablehlo.constant dense<1048576> : tensor<ui64>
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.convert %arg3 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %4 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<128x64x128x128xui64>
    %9 = stablehlo.iota dim = 1 : tensor<128x64x128x128xui64>
    %10 = stablehlo.iota dim = 2 : tensor<128x64x128x128xui64>
    %11 = stablehlo.iota dim = 3 : tensor<128x64x128x128xui64>
    %12 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<128x64x128x128xui64>
    %13 = stablehlo.multiply %12, %8 : tensor<128x64x128x128xui64>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<128x64x128x128xui64>
    %15 = stablehlo.multiply %14, %9 : tensor<128x64x128x128xui64>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<128x64x128x128xui64>
    %17 = stablehlo.multiply %16, %10 : tensor<128x64x128x128xui64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128x64x128x128xui64>
    %19 = stablehlo.multiply %18, %11 : tensor<128x64x128x128xui64>
    %20 = stablehlo.add %13, %15 : tensor<128x64x128x128xui64>
    %21 = stablehlo.add %20, %17 : tensor<128x64x128x128xui64>
    %22 = stablehlo.add %21, %19 : tensor<128x64x128x128xui64>
    %23 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<128x64x128x128xui64>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<128x64x128x128xui64>
    %25 = stablehlo.convert %22 : (tensor<128x64x128x128xui64>) -> tensor<128x64x128x128xui32>
    %26 = stablehlo.convert %24 : (tensor<128x64x128x128xui64>) -> tensor<128x64x128x128xui32>
    %27:2 = call @threefry2x32_0(%arg0, %5, %7, %26, %25) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<128x64x128x128xui32>, tensor<128x64x128x128xui32>) -> (tensor<128x64x128x128xui32>, tensor<128x64x128x128xui32>)
    %28 = stablehlo.xor %27#0, %27#1 : tensor<128x64x128x128xui32>
    %29 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<128x64x128x128xui32>
    %31 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
    %32 = stablehlo.or %30, %31 : tensor<128x64x128x128xui32>
    %33 = stablehlo.bitcast_convert %32 : (tensor<128x64x128x128xui32>) -> tensor<128x64x128x128xf32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64x128x128xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<128x64x128x128xf32>
    %36 = stablehlo.subtract %3, %2 : tensor<1x1x1x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<128x64x128x128xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<128x64x128x128xf32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<128x64x128x128xf32>
    %40 = stablehlo.add %38, %39 : tensor<128x64x128x128xf32>
    %41 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<128x64x128x128xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<128x64x128x128xf32>
    return %42 : tensor<128x64x128x128xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<128x64x128x128xui32>, %arg4: tensor<128x64x128x128xui32>) -> (tensor<128x64x128x128xui32>, tensor<128x64x128x128xui32>) {
    %c = stablehlo.constant dense<5> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %c_1 = stablehlo.constant dense<2> : tensor<ui32>
    %c_2 = stablehlo.constant dense<8> : tensor<ui32>
    %c_3 = stablehlo.constant dense<24> : tensor<ui32>
    %c_4 = stablehlo.constant dense<16> : tensor<ui32>
    %c_5 = stablehlo.constant dense<3> : tensor<ui32>
    %c_6 = stablehlo.constant dense<29> : tensor<ui32>
    %c_7 = stablehlo.constant dense<1> : tensor<ui32>
    %c_8 = stablehlo.constant dense<6> : tensor<ui32>
    %c_9 = stablehlo.constant dense<26> : tensor<ui32>
    %c_10 = stablehlo.constant dense<17> : tensor<ui32>
    %c_11 = stablehlo.constant dense<15> : tensor<ui32>
    %c_12 = stablehlo.constant dense<19> : tensor<ui32>
    %c_13 = stablehlo.constant dense<13> : tensor<ui32>
    %c_14 = stablehlo.constant dense<32> : tensor<ui32>
    %c_15 = stablehlo.constant dense<5> : tensor<i32>
    %c_16 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_17 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_18 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_21 : tensor<i32>
    }, {
      stablehlo.return %c_20 : tensor<i32>
    }, {
      stablehlo.return %c_19 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x64x128x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x64x128x128xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<128x64x128x128xui32>, tensor<128x64x128x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      cond {
        %9 = stablehlo.compare LT, %iterArg, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %9 : tensor<i1>
      } do {
        %9 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %10 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
        %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
        %12 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
        %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
        %14 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
        %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
        %16 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
        %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<128x64x128x128xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<128x64x128x128xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<128x64x128x128xui32>
        %24 = stablehlo.or %20, %23 : tensor<128x64x128x128xui32>
        %25 = stablehlo.xor %18, %24 : tensor<128x64x128x128xui32>
        %26 = stablehlo.add %18, %25 : tensor<128x64x128x128xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<128x64x128x128xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<128x64x128x128xui32>
        %32 = stablehlo.or %28, %31 : tensor<128x64x128x128xui32>
        %33 = stablehlo.xor %26, %32 : tensor<128x64x128x128xui32>
        %34 = stablehlo.add %26, %33 : tensor<128x64x128x128xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<128x64x128x128xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<128x64x128x128xui32>
        %40 = stablehlo.or %36, %39 : tensor<128x64x128x128xui32>
        %41 = stablehlo.xor %34, %40 : tensor<128x64x128x128xui32>
        %42 = stablehlo.add %34, %41 : tensor<128x64x128x128xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<128x64x128x128xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<128x64x128x128xui32>
        %48 = stablehlo.or %44, %47 : tensor<128x64x128x128xui32>
        %49 = stablehlo.xor %42, %48 : tensor<128x64x128x128xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
        %51 = stablehlo.add %42, %50 : tensor<128x64x128x128xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
        %53 = stablehlo.add %49, %52 : tensor<128x64x128x128xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
        %57 = stablehlo.add %53, %56 : tensor<128x64x128x128xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<128x64x128x128xui32>, tensor<128x64x128x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<128x64x128x128xui32>, tensor<128x64x128x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x64x128x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x64x128x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<128x64x128x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128x64x128x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128x64x128x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<128x64x128x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128x64x128x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<128x64x128x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128x64x128x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128x64x128x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<128x64x128x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128x64x128x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<128x64x128x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128x64x128x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128x64x128x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<128x64x128x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128x64x128x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<128x64x128x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128x64x128x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128x64x128x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<128x64x128x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128x64x128x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<128x64x128x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<128x64x128x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<128x64x128x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<128x64x128x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128x64x128x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128x64x128x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<128x64x128x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128x64x128x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<128x64x128x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128x64x128x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128x64x128x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<128x64x128x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128x64x128x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<128x64x128x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128x64x128x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128x64x128x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<128x64x128x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128x64x128x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<128x64x128x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128x64x128x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128x64x128x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<128x64x128x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128x64x128x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<128x64x128x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<128x64x128x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<128x64x128x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<128x64x128x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x64x128x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128x64x128x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<128x64x128x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128x64x128x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<128x64x128x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128x64x128x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128x64x128x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<128x64x128x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128x64x128x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<128x64x128x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128x64x128x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128x64x128x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<128x64x128x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128x64x128x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<128x64x128x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128x64x128x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128x64x128x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<128x64x128x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128x64x128x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<128x64x128x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<128x64x128x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<128x64x128x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<128x64x128x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128x64x128x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128x64x128x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<128x64x128x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128x64x128x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<128x64x128x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128x64x128x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128x64x128x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<128x64x128x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128x64x128x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<128x64x128x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128x64x128x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128x64x128x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<128x64x128x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128x64x128x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<128x64x128x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128x64x128x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128x64x128x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<128x64x128x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128x64x128x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<128x64x128x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<128x64x128x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<128x64x128x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<128x64x128x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128x64x128x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128x64x128x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<128x64x128x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128x64x128x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<128x64x128x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128x64x128x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128x64x128x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<128x64x128x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128x64x128x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<128x64x128x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128x64x128x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128x64x128x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<128x64x128x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128x64x128x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<128x64x128x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128x64x128x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128x64x128x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<128x64x128x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128x64x128x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<128x64x128x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<128x64x128x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<128x64x128x128xui32>
      stablehlo.return %173, %177 : tensor<128x64x128x128xui32>, tensor<128x64x128x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x64x128x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x64x128x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<128x64x128x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128x64x128x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128x64x128x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<128x64x128x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128x64x128x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<128x64x128x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128x64x128x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128x64x128x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<128x64x128x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128x64x128x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<128x64x128x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128x64x128x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128x64x128x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<128x64x128x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128x64x128x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<128x64x128x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128x64x128x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128x64x128x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<128x64x128x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128x64x128x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<128x64x128x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<128x64x128x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<128x64x128x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<128x64x128x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128x64x128x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128x64x128x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<128x64x128x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128x64x128x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<128x64x128x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128x64x128x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128x64x128x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<128x64x128x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128x64x128x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<128x64x128x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128x64x128x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128x64x128x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<128x64x128x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128x64x128x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<128x64x128x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128x64x128x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128x64x128x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<128x64x128x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128x64x128x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<128x64x128x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<128x64x128x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<128x64x128x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<128x64x128x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x64x128x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128x64x128x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<128x64x128x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128x64x128x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<128x64x128x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128x64x128x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128x64x128x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<128x64x128x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128x64x128x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<128x64x128x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128x64x128x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128x64x128x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<128x64x128x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128x64x128x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<128x64x128x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128x64x128x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128x64x128x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<128x64x128x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128x64x128x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<128x64x128x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<128x64x128x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<128x64x128x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<128x64x128x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128x64x128x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128x64x128x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<128x64x128x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128x64x128x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<128x64x128x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128x64x128x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128x64x128x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<128x64x128x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128x64x128x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<128x64x128x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128x64x128x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128x64x128x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<128x64x128x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128x64x128x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<128x64x128x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128x64x128x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128x64x128x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<128x64x128x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128x64x128x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<128x64x128x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<128x64x128x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<128x64x128x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<128x64x128x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128x64x128x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128x64x128x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<128x64x128x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128x64x128x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<128x64x128x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128x64x128x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128x64x128x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<128x64x128x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128x64x128x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<128x64x128x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128x64x128x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128x64x128x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<128x64x128x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128x64x128x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<128x64x128x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128x64x128x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128x64x128x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<128x64x128x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128x64x128x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<128x64x128x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<128x64x128x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<128x64x128x128xui32>
      stablehlo.return %173, %177 : tensor<128x64x128x128xui32>, tensor<128x64x128x128xui32>
    }) : (tensor<i32>) -> (tensor<128x64x128x128xui32>, tensor<128x64x128x128xui32>)
    return %1#0, %1#1 : tensor<128x64x128x128xui32>, tensor<128x64x128x128xui32>
  }
  func.func private @_normal(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x64x3x3xf32> {
    %0 = call @_normal_real(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<128x64x3x3xf32>
    return %0 : tensor<128x64x3x3xf32>
  }
  func.func private @_normal_real(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x64x3x3xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<128x64x3x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<128x64x3x3xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<128x64x3x3xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<128x64x3x3xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<128x64x3x3xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<128x64x3x3xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<128x64x3x3xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<128x64x3x3xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<128x64x3x3xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<128x64x3x3xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<128x64x3x3xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<128x64x3x3xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<128x64x3x3xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<128x64x3x3xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<128x64x3x3xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<128x64x3x3xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<128x64x3x3xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<128x64x3x3xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<128x64x3x3xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<128x64x3x3xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<128x64x3x3xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<128x64x3x3xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<128x64x3x3xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_1(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128x64x3x3xf32>
    %1 = stablehlo.negate %0 : tensor<128x64x3x3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128x64x3x3xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<128x64x3x3xf32>
    %4 = stablehlo.negate %3 : tensor<128x64x3x3xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<128x64x3x3xf32>, tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<128x64x3x3xf32>
    %7 = stablehlo.sqrt %4 : tensor<128x64x3x3xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<128x64x3x3xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<128x64x3x3xi1>, tensor<128x64x3x3xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<128x64x3x3xi1>, tensor<128x64x3x3xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<128x64x3x3xi1>, tensor<128x64x3x3xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<128x64x3x3xf32>
    %13 = stablehlo.add %11, %12 : tensor<128x64x3x3xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<128x64x3x3xi1>, tensor<128x64x3x3xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<128x64x3x3xf32>
    %16 = stablehlo.add %14, %15 : tensor<128x64x3x3xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<128x64x3x3xi1>, tensor<128x64x3x3xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<128x64x3x3xf32>
    %19 = stablehlo.add %17, %18 : tensor<128x64x3x3xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<128x64x3x3xi1>, tensor<128x64x3x3xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<128x64x3x3xf32>
    %22 = stablehlo.add %20, %21 : tensor<128x64x3x3xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<128x64x3x3xi1>, tensor<128x64x3x3xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<128x64x3x3xf32>
    %25 = stablehlo.add %23, %24 : tensor<128x64x3x3xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<128x64x3x3xi1>, tensor<128x64x3x3xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<128x64x3x3xf32>
    %28 = stablehlo.add %26, %27 : tensor<128x64x3x3xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<128x64x3x3xi1>, tensor<128x64x3x3xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<128x64x3x3xf32>
    %31 = stablehlo.add %29, %30 : tensor<128x64x3x3xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<128x64x3x3xi1>, tensor<128x64x3x3xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<128x64x3x3xf32>
    %34 = stablehlo.add %32, %33 : tensor<128x64x3x3xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<128x64x3x3xf32>
    %36 = stablehlo.abs %0 : tensor<128x64x3x3xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<128x64x3x3xf32>, tensor<128x64x3x3xf32>) -> tensor<128x64x3x3xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<128x64x3x3xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<128x64x3x3xi1>, tensor<128x64x3x3xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<128x64x3x3xf32>
    return %41 : tensor<128x64x3x3xf32>
  }
  func.func private @_uniform_1(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<128x64x3x3xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<3> : tensor<ui64>
    %c_4 = stablehlo.constant dense<9> : tensor<ui64>
    %c_5 = stablehlo.constant dense<576> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<128x64x3x3xui64>
    %7 = stablehlo.iota dim = 1 : tensor<128x64x3x3xui64>
    %8 = stablehlo.iota dim = 2 : tensor<128x64x3x3xui64>
    %9 = stablehlo.iota dim = 3 : tensor<128x64x3x3xui64>
    %10 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<128x64x3x3xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<128x64x3x3xui64>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<128x64x3x3xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<128x64x3x3xui64>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<128x64x3x3xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<128x64x3x3xui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128x64x3x3xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<128x64x3x3xui64>
    %18 = stablehlo.add %11, %13 : tensor<128x64x3x3xui64>
    %19 = stablehlo.add %18, %15 : tensor<128x64x3x3xui64>
    %20 = stablehlo.add %19, %17 : tensor<128x64x3x3xui64>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<128x64x3x3xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<128x64x3x3xui64>
    %23 = stablehlo.convert %20 : (tensor<128x64x3x3xui64>) -> tensor<128x64x3x3xui32>
    %24 = stablehlo.convert %22 : (tensor<128x64x3x3xui64>) -> tensor<128x64x3x3xui32>
    %25:2 = call @threefry2x32_2(%arg0, %3, %5, %24, %23) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<128x64x3x3xui32>, tensor<128x64x3x3xui32>) -> (tensor<128x64x3x3xui32>, tensor<128x64x3x3xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<128x64x3x3xui32>
    %27 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<128x64x3x3xui32>
    %29 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
    %30 = stablehlo.or %28, %29 : tensor<128x64x3x3xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<128x64x3x3xui32>) -> tensor<128x64x3x3xf32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<128x64x3x3xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<128x64x3x3xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<128x64x3x3xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<128x64x3x3xf32>
    %38 = stablehlo.add %36, %37 : tensor<128x64x3x3xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<128x64x3x3xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<128x64x3x3xf32>
    return %40 : tensor<128x64x3x3xf32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<128x64x3x3xui32>, %arg4: tensor<128x64x3x3xui32>) -> (tensor<128x64x3x3xui32>, tensor<128x64x3x3xui32>) {
    %c = stablehlo.constant dense<5> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %c_1 = stablehlo.constant dense<2> : tensor<ui32>
    %c_2 = stablehlo.constant dense<8> : tensor<ui32>
    %c_3 = stablehlo.constant dense<24> : tensor<ui32>
    %c_4 = stablehlo.constant dense<16> : tensor<ui32>
    %c_5 = stablehlo.constant dense<3> : tensor<ui32>
    %c_6 = stablehlo.constant dense<29> : tensor<ui32>
    %c_7 = stablehlo.constant dense<1> : tensor<ui32>
    %c_8 = stablehlo.constant dense<6> : tensor<ui32>
    %c_9 = stablehlo.constant dense<26> : tensor<ui32>
    %c_10 = stablehlo.constant dense<17> : tensor<ui32>
    %c_11 = stablehlo.constant dense<15> : tensor<ui32>
    %c_12 = stablehlo.constant dense<19> : tensor<ui32>
    %c_13 = stablehlo.constant dense<13> : tensor<ui32>
    %c_14 = stablehlo.constant dense<32> : tensor<ui32>
    %c_15 = stablehlo.constant dense<5> : tensor<i32>
    %c_16 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_17 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_18 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_21 : tensor<i32>
    }, {
      stablehlo.return %c_20 : tensor<i32>
    }, {
      stablehlo.return %c_19 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x64x3x3xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x64x3x3xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<128x64x3x3xui32>, tensor<128x64x3x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      cond {
        %9 = stablehlo.compare LT, %iterArg, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %9 : tensor<i1>
      } do {
        %9 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %10 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
        %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
        %12 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
        %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
        %14 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
        %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
        %16 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
        %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<128x64x3x3xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<128x64x3x3xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<128x64x3x3xui32>
        %24 = stablehlo.or %20, %23 : tensor<128x64x3x3xui32>
        %25 = stablehlo.xor %18, %24 : tensor<128x64x3x3xui32>
        %26 = stablehlo.add %18, %25 : tensor<128x64x3x3xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<128x64x3x3xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<128x64x3x3xui32>
        %32 = stablehlo.or %28, %31 : tensor<128x64x3x3xui32>
        %33 = stablehlo.xor %26, %32 : tensor<128x64x3x3xui32>
        %34 = stablehlo.add %26, %33 : tensor<128x64x3x3xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<128x64x3x3xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<128x64x3x3xui32>
        %40 = stablehlo.or %36, %39 : tensor<128x64x3x3xui32>
        %41 = stablehlo.xor %34, %40 : tensor<128x64x3x3xui32>
        %42 = stablehlo.add %34, %41 : tensor<128x64x3x3xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<128x64x3x3xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<128x64x3x3xui32>
        %48 = stablehlo.or %44, %47 : tensor<128x64x3x3xui32>
        %49 = stablehlo.xor %42, %48 : tensor<128x64x3x3xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
        %51 = stablehlo.add %42, %50 : tensor<128x64x3x3xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
        %53 = stablehlo.add %49, %52 : tensor<128x64x3x3xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
        %57 = stablehlo.add %53, %56 : tensor<128x64x3x3xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<128x64x3x3xui32>, tensor<128x64x3x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<128x64x3x3xui32>, tensor<128x64x3x3xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x64x3x3xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x64x3x3xui32>
      %8 = stablehlo.add %5, %7 : tensor<128x64x3x3xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128x64x3x3xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128x64x3x3xui32>
      %13 = stablehlo.or %10, %12 : tensor<128x64x3x3xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128x64x3x3xui32>
      %15 = stablehlo.add %8, %14 : tensor<128x64x3x3xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128x64x3x3xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128x64x3x3xui32>
      %20 = stablehlo.or %17, %19 : tensor<128x64x3x3xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128x64x3x3xui32>
      %22 = stablehlo.add %15, %21 : tensor<128x64x3x3xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128x64x3x3xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128x64x3x3xui32>
      %27 = stablehlo.or %24, %26 : tensor<128x64x3x3xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128x64x3x3xui32>
      %29 = stablehlo.add %22, %28 : tensor<128x64x3x3xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128x64x3x3xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128x64x3x3xui32>
      %34 = stablehlo.or %31, %33 : tensor<128x64x3x3xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128x64x3x3xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %37 = stablehlo.add %29, %36 : tensor<128x64x3x3xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %39 = stablehlo.add %35, %38 : tensor<128x64x3x3xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %41 = stablehlo.add %39, %40 : tensor<128x64x3x3xui32>
      %42 = stablehlo.add %37, %41 : tensor<128x64x3x3xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128x64x3x3xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128x64x3x3xui32>
      %47 = stablehlo.or %44, %46 : tensor<128x64x3x3xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128x64x3x3xui32>
      %49 = stablehlo.add %42, %48 : tensor<128x64x3x3xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128x64x3x3xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128x64x3x3xui32>
      %54 = stablehlo.or %51, %53 : tensor<128x64x3x3xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128x64x3x3xui32>
      %56 = stablehlo.add %49, %55 : tensor<128x64x3x3xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128x64x3x3xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128x64x3x3xui32>
      %61 = stablehlo.or %58, %60 : tensor<128x64x3x3xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128x64x3x3xui32>
      %63 = stablehlo.add %56, %62 : tensor<128x64x3x3xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128x64x3x3xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128x64x3x3xui32>
      %68 = stablehlo.or %65, %67 : tensor<128x64x3x3xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128x64x3x3xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %71 = stablehlo.add %63, %70 : tensor<128x64x3x3xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %73 = stablehlo.add %69, %72 : tensor<128x64x3x3xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %75 = stablehlo.add %73, %74 : tensor<128x64x3x3xui32>
      %76 = stablehlo.add %71, %75 : tensor<128x64x3x3xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x64x3x3xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128x64x3x3xui32>
      %81 = stablehlo.or %78, %80 : tensor<128x64x3x3xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128x64x3x3xui32>
      %83 = stablehlo.add %76, %82 : tensor<128x64x3x3xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128x64x3x3xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128x64x3x3xui32>
      %88 = stablehlo.or %85, %87 : tensor<128x64x3x3xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128x64x3x3xui32>
      %90 = stablehlo.add %83, %89 : tensor<128x64x3x3xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128x64x3x3xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128x64x3x3xui32>
      %95 = stablehlo.or %92, %94 : tensor<128x64x3x3xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128x64x3x3xui32>
      %97 = stablehlo.add %90, %96 : tensor<128x64x3x3xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128x64x3x3xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128x64x3x3xui32>
      %102 = stablehlo.or %99, %101 : tensor<128x64x3x3xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128x64x3x3xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %105 = stablehlo.add %97, %104 : tensor<128x64x3x3xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %107 = stablehlo.add %103, %106 : tensor<128x64x3x3xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %109 = stablehlo.add %107, %108 : tensor<128x64x3x3xui32>
      %110 = stablehlo.add %105, %109 : tensor<128x64x3x3xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128x64x3x3xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128x64x3x3xui32>
      %115 = stablehlo.or %112, %114 : tensor<128x64x3x3xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128x64x3x3xui32>
      %117 = stablehlo.add %110, %116 : tensor<128x64x3x3xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128x64x3x3xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128x64x3x3xui32>
      %122 = stablehlo.or %119, %121 : tensor<128x64x3x3xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128x64x3x3xui32>
      %124 = stablehlo.add %117, %123 : tensor<128x64x3x3xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128x64x3x3xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128x64x3x3xui32>
      %129 = stablehlo.or %126, %128 : tensor<128x64x3x3xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128x64x3x3xui32>
      %131 = stablehlo.add %124, %130 : tensor<128x64x3x3xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128x64x3x3xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128x64x3x3xui32>
      %136 = stablehlo.or %133, %135 : tensor<128x64x3x3xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128x64x3x3xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %139 = stablehlo.add %131, %138 : tensor<128x64x3x3xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %141 = stablehlo.add %137, %140 : tensor<128x64x3x3xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %143 = stablehlo.add %141, %142 : tensor<128x64x3x3xui32>
      %144 = stablehlo.add %139, %143 : tensor<128x64x3x3xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128x64x3x3xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128x64x3x3xui32>
      %149 = stablehlo.or %146, %148 : tensor<128x64x3x3xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128x64x3x3xui32>
      %151 = stablehlo.add %144, %150 : tensor<128x64x3x3xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128x64x3x3xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128x64x3x3xui32>
      %156 = stablehlo.or %153, %155 : tensor<128x64x3x3xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128x64x3x3xui32>
      %158 = stablehlo.add %151, %157 : tensor<128x64x3x3xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128x64x3x3xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128x64x3x3xui32>
      %163 = stablehlo.or %160, %162 : tensor<128x64x3x3xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128x64x3x3xui32>
      %165 = stablehlo.add %158, %164 : tensor<128x64x3x3xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128x64x3x3xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128x64x3x3xui32>
      %170 = stablehlo.or %167, %169 : tensor<128x64x3x3xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128x64x3x3xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %173 = stablehlo.add %165, %172 : tensor<128x64x3x3xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %175 = stablehlo.add %171, %174 : tensor<128x64x3x3xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %177 = stablehlo.add %175, %176 : tensor<128x64x3x3xui32>
      stablehlo.return %173, %177 : tensor<128x64x3x3xui32>, tensor<128x64x3x3xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x64x3x3xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x64x3x3xui32>
      %8 = stablehlo.add %5, %7 : tensor<128x64x3x3xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128x64x3x3xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128x64x3x3xui32>
      %13 = stablehlo.or %10, %12 : tensor<128x64x3x3xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128x64x3x3xui32>
      %15 = stablehlo.add %8, %14 : tensor<128x64x3x3xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128x64x3x3xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128x64x3x3xui32>
      %20 = stablehlo.or %17, %19 : tensor<128x64x3x3xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128x64x3x3xui32>
      %22 = stablehlo.add %15, %21 : tensor<128x64x3x3xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128x64x3x3xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128x64x3x3xui32>
      %27 = stablehlo.or %24, %26 : tensor<128x64x3x3xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128x64x3x3xui32>
      %29 = stablehlo.add %22, %28 : tensor<128x64x3x3xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128x64x3x3xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128x64x3x3xui32>
      %34 = stablehlo.or %31, %33 : tensor<128x64x3x3xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128x64x3x3xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %37 = stablehlo.add %29, %36 : tensor<128x64x3x3xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %39 = stablehlo.add %35, %38 : tensor<128x64x3x3xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %41 = stablehlo.add %39, %40 : tensor<128x64x3x3xui32>
      %42 = stablehlo.add %37, %41 : tensor<128x64x3x3xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128x64x3x3xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128x64x3x3xui32>
      %47 = stablehlo.or %44, %46 : tensor<128x64x3x3xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128x64x3x3xui32>
      %49 = stablehlo.add %42, %48 : tensor<128x64x3x3xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128x64x3x3xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128x64x3x3xui32>
      %54 = stablehlo.or %51, %53 : tensor<128x64x3x3xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128x64x3x3xui32>
      %56 = stablehlo.add %49, %55 : tensor<128x64x3x3xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128x64x3x3xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128x64x3x3xui32>
      %61 = stablehlo.or %58, %60 : tensor<128x64x3x3xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128x64x3x3xui32>
      %63 = stablehlo.add %56, %62 : tensor<128x64x3x3xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128x64x3x3xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128x64x3x3xui32>
      %68 = stablehlo.or %65, %67 : tensor<128x64x3x3xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128x64x3x3xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %71 = stablehlo.add %63, %70 : tensor<128x64x3x3xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %73 = stablehlo.add %69, %72 : tensor<128x64x3x3xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %75 = stablehlo.add %73, %74 : tensor<128x64x3x3xui32>
      %76 = stablehlo.add %71, %75 : tensor<128x64x3x3xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x64x3x3xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128x64x3x3xui32>
      %81 = stablehlo.or %78, %80 : tensor<128x64x3x3xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128x64x3x3xui32>
      %83 = stablehlo.add %76, %82 : tensor<128x64x3x3xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128x64x3x3xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128x64x3x3xui32>
      %88 = stablehlo.or %85, %87 : tensor<128x64x3x3xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128x64x3x3xui32>
      %90 = stablehlo.add %83, %89 : tensor<128x64x3x3xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128x64x3x3xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128x64x3x3xui32>
      %95 = stablehlo.or %92, %94 : tensor<128x64x3x3xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128x64x3x3xui32>
      %97 = stablehlo.add %90, %96 : tensor<128x64x3x3xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128x64x3x3xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128x64x3x3xui32>
      %102 = stablehlo.or %99, %101 : tensor<128x64x3x3xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128x64x3x3xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %105 = stablehlo.add %97, %104 : tensor<128x64x3x3xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %107 = stablehlo.add %103, %106 : tensor<128x64x3x3xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %109 = stablehlo.add %107, %108 : tensor<128x64x3x3xui32>
      %110 = stablehlo.add %105, %109 : tensor<128x64x3x3xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128x64x3x3xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128x64x3x3xui32>
      %115 = stablehlo.or %112, %114 : tensor<128x64x3x3xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128x64x3x3xui32>
      %117 = stablehlo.add %110, %116 : tensor<128x64x3x3xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128x64x3x3xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128x64x3x3xui32>
      %122 = stablehlo.or %119, %121 : tensor<128x64x3x3xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128x64x3x3xui32>
      %124 = stablehlo.add %117, %123 : tensor<128x64x3x3xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128x64x3x3xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128x64x3x3xui32>
      %129 = stablehlo.or %126, %128 : tensor<128x64x3x3xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128x64x3x3xui32>
      %131 = stablehlo.add %124, %130 : tensor<128x64x3x3xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128x64x3x3xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128x64x3x3xui32>
      %136 = stablehlo.or %133, %135 : tensor<128x64x3x3xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128x64x3x3xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %139 = stablehlo.add %131, %138 : tensor<128x64x3x3xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %141 = stablehlo.add %137, %140 : tensor<128x64x3x3xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %143 = stablehlo.add %141, %142 : tensor<128x64x3x3xui32>
      %144 = stablehlo.add %139, %143 : tensor<128x64x3x3xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128x64x3x3xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128x64x3x3xui32>
      %149 = stablehlo.or %146, %148 : tensor<128x64x3x3xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128x64x3x3xui32>
      %151 = stablehlo.add %144, %150 : tensor<128x64x3x3xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128x64x3x3xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128x64x3x3xui32>
      %156 = stablehlo.or %153, %155 : tensor<128x64x3x3xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128x64x3x3xui32>
      %158 = stablehlo.add %151, %157 : tensor<128x64x3x3xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128x64x3x3xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128x64x3x3xui32>
      %163 = stablehlo.or %160, %162 : tensor<128x64x3x3xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128x64x3x3xui32>
      %165 = stablehlo.add %158, %164 : tensor<128x64x3x3xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128x64x3x3xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128x64x3x3xui32>
      %170 = stablehlo.or %167, %169 : tensor<128x64x3x3xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128x64x3x3xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %173 = stablehlo.add %165, %172 : tensor<128x64x3x3xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %175 = stablehlo.add %171, %174 : tensor<128x64x3x3xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x64x3x3xui32>
      %177 = stablehlo.add %175, %176 : tensor<128x64x3x3xui32>
      stablehlo.return %173, %177 : tensor<128x64x3x3xui32>, tensor<128x64x3x3xui32>
    }) : (tensor<i32>) -> (tensor<128x64x3x3xui32>, tensor<128x64x3x3xui32>)
    return %1#0, %1#1 : tensor<128x64x3x3xui32>, tensor<128x64x3x3xui32>
  }
  func.func private @_normal_3(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128xf32> {
    %0 = call @_normal_real_4(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<128xf32>
    return %0 : tensor<128xf32>
  }
  func.func private @_normal_real_4(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_5(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.negate %0 : tensor<128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<128xf32>
    %4 = stablehlo.negate %3 : tensor<128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<128xf32>
    %7 = stablehlo.sqrt %4 : tensor<128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<128xi1>, tensor<128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<128xi1>, tensor<128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<128xi1>, tensor<128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<128xf32>
    %13 = stablehlo.add %11, %12 : tensor<128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<128xi1>, tensor<128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<128xf32>
    %16 = stablehlo.add %14, %15 : tensor<128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<128xi1>, tensor<128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<128xf32>
    %19 = stablehlo.add %17, %18 : tensor<128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<128xi1>, tensor<128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<128xf32>
    %22 = stablehlo.add %20, %21 : tensor<128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<128xi1>, tensor<128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<128xf32>
    %25 = stablehlo.add %23, %24 : tensor<128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<128xi1>, tensor<128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<128xf32>
    %28 = stablehlo.add %26, %27 : tensor<128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<128xi1>, tensor<128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<128xf32>
    %31 = stablehlo.add %29, %30 : tensor<128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<128xi1>, tensor<128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<128xf32>
    %34 = stablehlo.add %32, %33 : tensor<128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<128xf32>
    %36 = stablehlo.abs %0 : tensor<128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<128xi1>, tensor<128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<128xf32>
    return %41 : tensor<128xf32>
  }
  func.func private @_uniform_5(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<128xui64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<128xui64>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<128xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<128xui64>
    %11 = stablehlo.convert %8 : (tensor<128xui64>) -> tensor<128xui32>
    %12 = stablehlo.convert %10 : (tensor<128xui64>) -> tensor<128xui32>
    %13:2 = call @threefry2x32_6(%arg0, %3, %5, %12, %11) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<128xui32>, tensor<128xui32>) -> (tensor<128xui32>, tensor<128xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<128xui32>
    %15 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<128xui32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %18 = stablehlo.or %16, %17 : tensor<128xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<128xui32>) -> tensor<128xf32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<128xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<128xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<128xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<128xf32>
    %26 = stablehlo.add %24, %25 : tensor<128xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<128xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<128xf32>
    return %28 : tensor<128xf32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<128xui32>, %arg4: tensor<128xui32>) -> (tensor<128xui32>, tensor<128xui32>) {
    %c = stablehlo.constant dense<5> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %c_1 = stablehlo.constant dense<2> : tensor<ui32>
    %c_2 = stablehlo.constant dense<8> : tensor<ui32>
    %c_3 = stablehlo.constant dense<24> : tensor<ui32>
    %c_4 = stablehlo.constant dense<16> : tensor<ui32>
    %c_5 = stablehlo.constant dense<3> : tensor<ui32>
    %c_6 = stablehlo.constant dense<29> : tensor<ui32>
    %c_7 = stablehlo.constant dense<1> : tensor<ui32>
    %c_8 = stablehlo.constant dense<6> : tensor<ui32>
    %c_9 = stablehlo.constant dense<26> : tensor<ui32>
    %c_10 = stablehlo.constant dense<17> : tensor<ui32>
    %c_11 = stablehlo.constant dense<15> : tensor<ui32>
    %c_12 = stablehlo.constant dense<19> : tensor<ui32>
    %c_13 = stablehlo.constant dense<13> : tensor<ui32>
    %c_14 = stablehlo.constant dense<32> : tensor<ui32>
    %c_15 = stablehlo.constant dense<5> : tensor<i32>
    %c_16 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_17 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_18 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_21 : tensor<i32>
    }, {
      stablehlo.return %c_20 : tensor<i32>
    }, {
      stablehlo.return %c_19 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      cond {
        %9 = stablehlo.compare LT, %iterArg, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %9 : tensor<i1>
      } do {
        %9 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %10 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
        %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
        %12 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
        %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
        %14 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
        %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
        %16 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
        %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<128xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<128xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<128xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<128xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<128xui32>
        %24 = stablehlo.or %20, %23 : tensor<128xui32>
        %25 = stablehlo.xor %18, %24 : tensor<128xui32>
        %26 = stablehlo.add %18, %25 : tensor<128xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<128xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<128xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<128xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<128xui32>
        %32 = stablehlo.or %28, %31 : tensor<128xui32>
        %33 = stablehlo.xor %26, %32 : tensor<128xui32>
        %34 = stablehlo.add %26, %33 : tensor<128xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<128xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<128xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<128xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<128xui32>
        %40 = stablehlo.or %36, %39 : tensor<128xui32>
        %41 = stablehlo.xor %34, %40 : tensor<128xui32>
        %42 = stablehlo.add %34, %41 : tensor<128xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<128xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<128xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<128xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<128xui32>
        %48 = stablehlo.or %44, %47 : tensor<128xui32>
        %49 = stablehlo.xor %42, %48 : tensor<128xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<128xui32>
        %51 = stablehlo.add %42, %50 : tensor<128xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<128xui32>
        %53 = stablehlo.add %49, %52 : tensor<128xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<128xui32>
        %57 = stablehlo.add %53, %56 : tensor<128xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<128xui32>, tensor<128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128xui32>
      %8 = stablehlo.add %5, %7 : tensor<128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128xui32>
      %13 = stablehlo.or %10, %12 : tensor<128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128xui32>
      %15 = stablehlo.add %8, %14 : tensor<128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128xui32>
      %20 = stablehlo.or %17, %19 : tensor<128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128xui32>
      %22 = stablehlo.add %15, %21 : tensor<128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128xui32>
      %27 = stablehlo.or %24, %26 : tensor<128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128xui32>
      %29 = stablehlo.add %22, %28 : tensor<128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128xui32>
      %34 = stablehlo.or %31, %33 : tensor<128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %37 = stablehlo.add %29, %36 : tensor<128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %39 = stablehlo.add %35, %38 : tensor<128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %41 = stablehlo.add %39, %40 : tensor<128xui32>
      %42 = stablehlo.add %37, %41 : tensor<128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128xui32>
      %47 = stablehlo.or %44, %46 : tensor<128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128xui32>
      %49 = stablehlo.add %42, %48 : tensor<128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128xui32>
      %54 = stablehlo.or %51, %53 : tensor<128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128xui32>
      %56 = stablehlo.add %49, %55 : tensor<128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128xui32>
      %61 = stablehlo.or %58, %60 : tensor<128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128xui32>
      %63 = stablehlo.add %56, %62 : tensor<128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128xui32>
      %68 = stablehlo.or %65, %67 : tensor<128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %71 = stablehlo.add %63, %70 : tensor<128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %73 = stablehlo.add %69, %72 : tensor<128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %75 = stablehlo.add %73, %74 : tensor<128xui32>
      %76 = stablehlo.add %71, %75 : tensor<128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128xui32>
      %81 = stablehlo.or %78, %80 : tensor<128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128xui32>
      %83 = stablehlo.add %76, %82 : tensor<128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128xui32>
      %88 = stablehlo.or %85, %87 : tensor<128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128xui32>
      %90 = stablehlo.add %83, %89 : tensor<128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128xui32>
      %95 = stablehlo.or %92, %94 : tensor<128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128xui32>
      %97 = stablehlo.add %90, %96 : tensor<128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128xui32>
      %102 = stablehlo.or %99, %101 : tensor<128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %105 = stablehlo.add %97, %104 : tensor<128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %107 = stablehlo.add %103, %106 : tensor<128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %109 = stablehlo.add %107, %108 : tensor<128xui32>
      %110 = stablehlo.add %105, %109 : tensor<128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128xui32>
      %115 = stablehlo.or %112, %114 : tensor<128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128xui32>
      %117 = stablehlo.add %110, %116 : tensor<128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128xui32>
      %122 = stablehlo.or %119, %121 : tensor<128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128xui32>
      %124 = stablehlo.add %117, %123 : tensor<128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128xui32>
      %129 = stablehlo.or %126, %128 : tensor<128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128xui32>
      %131 = stablehlo.add %124, %130 : tensor<128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128xui32>
      %136 = stablehlo.or %133, %135 : tensor<128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %139 = stablehlo.add %131, %138 : tensor<128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %141 = stablehlo.add %137, %140 : tensor<128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %143 = stablehlo.add %141, %142 : tensor<128xui32>
      %144 = stablehlo.add %139, %143 : tensor<128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128xui32>
      %149 = stablehlo.or %146, %148 : tensor<128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128xui32>
      %151 = stablehlo.add %144, %150 : tensor<128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128xui32>
      %156 = stablehlo.or %153, %155 : tensor<128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128xui32>
      %158 = stablehlo.add %151, %157 : tensor<128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128xui32>
      %163 = stablehlo.or %160, %162 : tensor<128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128xui32>
      %165 = stablehlo.add %158, %164 : tensor<128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128xui32>
      %170 = stablehlo.or %167, %169 : tensor<128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %173 = stablehlo.add %165, %172 : tensor<128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %175 = stablehlo.add %171, %174 : tensor<128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %177 = stablehlo.add %175, %176 : tensor<128xui32>
      stablehlo.return %173, %177 : tensor<128xui32>, tensor<128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128xui32>
      %8 = stablehlo.add %5, %7 : tensor<128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128xui32>
      %13 = stablehlo.or %10, %12 : tensor<128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128xui32>
      %15 = stablehlo.add %8, %14 : tensor<128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128xui32>
      %20 = stablehlo.or %17, %19 : tensor<128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128xui32>
      %22 = stablehlo.add %15, %21 : tensor<128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128xui32>
      %27 = stablehlo.or %24, %26 : tensor<128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128xui32>
      %29 = stablehlo.add %22, %28 : tensor<128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128xui32>
      %34 = stablehlo.or %31, %33 : tensor<128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %37 = stablehlo.add %29, %36 : tensor<128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %39 = stablehlo.add %35, %38 : tensor<128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %41 = stablehlo.add %39, %40 : tensor<128xui32>
      %42 = stablehlo.add %37, %41 : tensor<128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128xui32>
      %47 = stablehlo.or %44, %46 : tensor<128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128xui32>
      %49 = stablehlo.add %42, %48 : tensor<128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128xui32>
      %54 = stablehlo.or %51, %53 : tensor<128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128xui32>
      %56 = stablehlo.add %49, %55 : tensor<128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128xui32>
      %61 = stablehlo.or %58, %60 : tensor<128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128xui32>
      %63 = stablehlo.add %56, %62 : tensor<128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128xui32>
      %68 = stablehlo.or %65, %67 : tensor<128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %71 = stablehlo.add %63, %70 : tensor<128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %73 = stablehlo.add %69, %72 : tensor<128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %75 = stablehlo.add %73, %74 : tensor<128xui32>
      %76 = stablehlo.add %71, %75 : tensor<128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128xui32>
      %81 = stablehlo.or %78, %80 : tensor<128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128xui32>
      %83 = stablehlo.add %76, %82 : tensor<128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128xui32>
      %88 = stablehlo.or %85, %87 : tensor<128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128xui32>
      %90 = stablehlo.add %83, %89 : tensor<128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128xui32>
      %95 = stablehlo.or %92, %94 : tensor<128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128xui32>
      %97 = stablehlo.add %90, %96 : tensor<128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128xui32>
      %102 = stablehlo.or %99, %101 : tensor<128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %105 = stablehlo.add %97, %104 : tensor<128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %107 = stablehlo.add %103, %106 : tensor<128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %109 = stablehlo.add %107, %108 : tensor<128xui32>
      %110 = stablehlo.add %105, %109 : tensor<128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128xui32>
      %115 = stablehlo.or %112, %114 : tensor<128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128xui32>
      %117 = stablehlo.add %110, %116 : tensor<128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128xui32>
      %122 = stablehlo.or %119, %121 : tensor<128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128xui32>
      %124 = stablehlo.add %117, %123 : tensor<128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128xui32>
      %129 = stablehlo.or %126, %128 : tensor<128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128xui32>
      %131 = stablehlo.add %124, %130 : tensor<128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128xui32>
      %136 = stablehlo.or %133, %135 : tensor<128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %139 = stablehlo.add %131, %138 : tensor<128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %141 = stablehlo.add %137, %140 : tensor<128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %143 = stablehlo.add %141, %142 : tensor<128xui32>
      %144 = stablehlo.add %139, %143 : tensor<128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128xui32>
      %149 = stablehlo.or %146, %148 : tensor<128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128xui32>
      %151 = stablehlo.add %144, %150 : tensor<128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128xui32>
      %156 = stablehlo.or %153, %155 : tensor<128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128xui32>
      %158 = stablehlo.add %151, %157 : tensor<128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128xui32>
      %163 = stablehlo.or %160, %162 : tensor<128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128xui32>
      %165 = stablehlo.add %158, %164 : tensor<128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128xui32>
      %170 = stablehlo.or %167, %169 : tensor<128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %173 = stablehlo.add %165, %172 : tensor<128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %175 = stablehlo.add %171, %174 : tensor<128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %177 = stablehlo.add %175, %176 : tensor<128xui32>
      stablehlo.return %173, %177 : tensor<128xui32>, tensor<128xui32>
    }) : (tensor<i32>) -> (tensor<128xui32>, tensor<128xui32>)
    return %1#0, %1#1 : tensor<128xui32>, tensor<128xui32>
  }
  func.func private @_normal_7(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x1x1xf32> {
    %0 = call @_normal_real_8(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<128x1x1xf32>
    return %0 : tensor<128x1x1xf32>
  }
  func.func private @_normal_real_8(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x1x1xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<128x1x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<128x1x1xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<128x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<128x1x1xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<128x1x1xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<128x1x1xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<128x1x1xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<128x1x1xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<128x1x1xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<128x1x1xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<128x1x1xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<128x1x1xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<128x1x1xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<128x1x1xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<128x1x1xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<128x1x1xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<128x1x1xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<128x1x1xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<128x1x1xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<128x1x1xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<128x1x1xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<128x1x1xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<128x1x1xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_9(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128x1x1xf32>
    %1 = stablehlo.negate %0 : tensor<128x1x1xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128x1x1xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<128x1x1xf32>
    %4 = stablehlo.negate %3 : tensor<128x1x1xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<128x1x1xf32>, tensor<128x1x1xf32>) -> tensor<128x1x1xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<128x1x1xf32>
    %7 = stablehlo.sqrt %4 : tensor<128x1x1xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<128x1x1xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<128x1x1xi1>, tensor<128x1x1xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<128x1x1xi1>, tensor<128x1x1xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<128x1x1xi1>, tensor<128x1x1xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<128x1x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<128x1x1xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<128x1x1xi1>, tensor<128x1x1xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<128x1x1xf32>
    %16 = stablehlo.add %14, %15 : tensor<128x1x1xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<128x1x1xi1>, tensor<128x1x1xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<128x1x1xf32>
    %19 = stablehlo.add %17, %18 : tensor<128x1x1xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<128x1x1xi1>, tensor<128x1x1xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<128x1x1xf32>
    %22 = stablehlo.add %20, %21 : tensor<128x1x1xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<128x1x1xi1>, tensor<128x1x1xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<128x1x1xf32>
    %25 = stablehlo.add %23, %24 : tensor<128x1x1xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<128x1x1xi1>, tensor<128x1x1xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<128x1x1xf32>
    %28 = stablehlo.add %26, %27 : tensor<128x1x1xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<128x1x1xi1>, tensor<128x1x1xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<128x1x1xf32>
    %31 = stablehlo.add %29, %30 : tensor<128x1x1xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<128x1x1xi1>, tensor<128x1x1xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<128x1x1xf32>
    %34 = stablehlo.add %32, %33 : tensor<128x1x1xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<128x1x1xf32>
    %36 = stablehlo.abs %0 : tensor<128x1x1xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<128x1x1xf32>, tensor<128x1x1xf32>) -> tensor<128x1x1xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<128x1x1xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<128x1x1xi1>, tensor<128x1x1xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x1x1xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<128x1x1xf32>
    return %41 : tensor<128x1x1xf32>
  }
  func.func private @_uniform_9(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<128x1x1xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<128x1x1xui64>
    %7 = stablehlo.iota dim = 1 : tensor<128x1x1xui64>
    %8 = stablehlo.iota dim = 2 : tensor<128x1x1xui64>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128x1x1xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<128x1x1xui64>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128x1x1xui64>
    %12 = stablehlo.multiply %11, %7 : tensor<128x1x1xui64>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128x1x1xui64>
    %14 = stablehlo.multiply %13, %8 : tensor<128x1x1xui64>
    %15 = stablehlo.add %10, %12 : tensor<128x1x1xui64>
    %16 = stablehlo.add %15, %14 : tensor<128x1x1xui64>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<128x1x1xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<128x1x1xui64>
    %19 = stablehlo.convert %16 : (tensor<128x1x1xui64>) -> tensor<128x1x1xui32>
    %20 = stablehlo.convert %18 : (tensor<128x1x1xui64>) -> tensor<128x1x1xui32>
    %21:2 = call @threefry2x32_10(%arg0, %3, %5, %20, %19) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<128x1x1xui32>, tensor<128x1x1xui32>) -> (tensor<128x1x1xui32>, tensor<128x1x1xui32>)
    %22 = stablehlo.xor %21#0, %21#1 : tensor<128x1x1xui32>
    %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<128x1x1xui32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
    %26 = stablehlo.or %24, %25 : tensor<128x1x1xui32>
    %27 = stablehlo.bitcast_convert %26 : (tensor<128x1x1xui32>) -> tensor<128x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x1x1xf32>
    %29 = stablehlo.subtract %27, %28 : tensor<128x1x1xf32>
    %30 = stablehlo.subtract %1, %0 : tensor<1x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<128x1x1xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<128x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<128x1x1xf32>
    %34 = stablehlo.add %32, %33 : tensor<128x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<128x1x1xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<128x1x1xf32>
    return %36 : tensor<128x1x1xf32>
  }
  func.func private @threefry2x32_10(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<128x1x1xui32>, %arg4: tensor<128x1x1xui32>) -> (tensor<128x1x1xui32>, tensor<128x1x1xui32>) {
    %c = stablehlo.constant dense<5> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %c_1 = stablehlo.constant dense<2> : tensor<ui32>
    %c_2 = stablehlo.constant dense<8> : tensor<ui32>
    %c_3 = stablehlo.constant dense<24> : tensor<ui32>
    %c_4 = stablehlo.constant dense<16> : tensor<ui32>
    %c_5 = stablehlo.constant dense<3> : tensor<ui32>
    %c_6 = stablehlo.constant dense<29> : tensor<ui32>
    %c_7 = stablehlo.constant dense<1> : tensor<ui32>
    %c_8 = stablehlo.constant dense<6> : tensor<ui32>
    %c_9 = stablehlo.constant dense<26> : tensor<ui32>
    %c_10 = stablehlo.constant dense<17> : tensor<ui32>
    %c_11 = stablehlo.constant dense<15> : tensor<ui32>
    %c_12 = stablehlo.constant dense<19> : tensor<ui32>
    %c_13 = stablehlo.constant dense<13> : tensor<ui32>
    %c_14 = stablehlo.constant dense<32> : tensor<ui32>
    %c_15 = stablehlo.constant dense<5> : tensor<i32>
    %c_16 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_17 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_18 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_21 : tensor<i32>
    }, {
      stablehlo.return %c_20 : tensor<i32>
    }, {
      stablehlo.return %c_19 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x1x1xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x1x1xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<128x1x1xui32>, tensor<128x1x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      cond {
        %9 = stablehlo.compare LT, %iterArg, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %9 : tensor<i1>
      } do {
        %9 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %10 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
        %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
        %12 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
        %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
        %14 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
        %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
        %16 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
        %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<128x1x1xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<128x1x1xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<128x1x1xui32>
        %24 = stablehlo.or %20, %23 : tensor<128x1x1xui32>
        %25 = stablehlo.xor %18, %24 : tensor<128x1x1xui32>
        %26 = stablehlo.add %18, %25 : tensor<128x1x1xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<128x1x1xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<128x1x1xui32>
        %32 = stablehlo.or %28, %31 : tensor<128x1x1xui32>
        %33 = stablehlo.xor %26, %32 : tensor<128x1x1xui32>
        %34 = stablehlo.add %26, %33 : tensor<128x1x1xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<128x1x1xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<128x1x1xui32>
        %40 = stablehlo.or %36, %39 : tensor<128x1x1xui32>
        %41 = stablehlo.xor %34, %40 : tensor<128x1x1xui32>
        %42 = stablehlo.add %34, %41 : tensor<128x1x1xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<128x1x1xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<128x1x1xui32>
        %48 = stablehlo.or %44, %47 : tensor<128x1x1xui32>
        %49 = stablehlo.xor %42, %48 : tensor<128x1x1xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
        %51 = stablehlo.add %42, %50 : tensor<128x1x1xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
        %53 = stablehlo.add %49, %52 : tensor<128x1x1xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
        %57 = stablehlo.add %53, %56 : tensor<128x1x1xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<128x1x1xui32>, tensor<128x1x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<128x1x1xui32>, tensor<128x1x1xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x1x1xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x1x1xui32>
      %8 = stablehlo.add %5, %7 : tensor<128x1x1xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128x1x1xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128x1x1xui32>
      %13 = stablehlo.or %10, %12 : tensor<128x1x1xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128x1x1xui32>
      %15 = stablehlo.add %8, %14 : tensor<128x1x1xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128x1x1xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128x1x1xui32>
      %20 = stablehlo.or %17, %19 : tensor<128x1x1xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128x1x1xui32>
      %22 = stablehlo.add %15, %21 : tensor<128x1x1xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128x1x1xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128x1x1xui32>
      %27 = stablehlo.or %24, %26 : tensor<128x1x1xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128x1x1xui32>
      %29 = stablehlo.add %22, %28 : tensor<128x1x1xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128x1x1xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128x1x1xui32>
      %34 = stablehlo.or %31, %33 : tensor<128x1x1xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128x1x1xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %37 = stablehlo.add %29, %36 : tensor<128x1x1xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %39 = stablehlo.add %35, %38 : tensor<128x1x1xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %41 = stablehlo.add %39, %40 : tensor<128x1x1xui32>
      %42 = stablehlo.add %37, %41 : tensor<128x1x1xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128x1x1xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128x1x1xui32>
      %47 = stablehlo.or %44, %46 : tensor<128x1x1xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128x1x1xui32>
      %49 = stablehlo.add %42, %48 : tensor<128x1x1xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128x1x1xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128x1x1xui32>
      %54 = stablehlo.or %51, %53 : tensor<128x1x1xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128x1x1xui32>
      %56 = stablehlo.add %49, %55 : tensor<128x1x1xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128x1x1xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128x1x1xui32>
      %61 = stablehlo.or %58, %60 : tensor<128x1x1xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128x1x1xui32>
      %63 = stablehlo.add %56, %62 : tensor<128x1x1xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128x1x1xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128x1x1xui32>
      %68 = stablehlo.or %65, %67 : tensor<128x1x1xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128x1x1xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %71 = stablehlo.add %63, %70 : tensor<128x1x1xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %73 = stablehlo.add %69, %72 : tensor<128x1x1xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %75 = stablehlo.add %73, %74 : tensor<128x1x1xui32>
      %76 = stablehlo.add %71, %75 : tensor<128x1x1xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x1x1xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128x1x1xui32>
      %81 = stablehlo.or %78, %80 : tensor<128x1x1xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128x1x1xui32>
      %83 = stablehlo.add %76, %82 : tensor<128x1x1xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128x1x1xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128x1x1xui32>
      %88 = stablehlo.or %85, %87 : tensor<128x1x1xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128x1x1xui32>
      %90 = stablehlo.add %83, %89 : tensor<128x1x1xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128x1x1xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128x1x1xui32>
      %95 = stablehlo.or %92, %94 : tensor<128x1x1xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128x1x1xui32>
      %97 = stablehlo.add %90, %96 : tensor<128x1x1xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128x1x1xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128x1x1xui32>
      %102 = stablehlo.or %99, %101 : tensor<128x1x1xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128x1x1xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %105 = stablehlo.add %97, %104 : tensor<128x1x1xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %107 = stablehlo.add %103, %106 : tensor<128x1x1xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %109 = stablehlo.add %107, %108 : tensor<128x1x1xui32>
      %110 = stablehlo.add %105, %109 : tensor<128x1x1xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128x1x1xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128x1x1xui32>
      %115 = stablehlo.or %112, %114 : tensor<128x1x1xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128x1x1xui32>
      %117 = stablehlo.add %110, %116 : tensor<128x1x1xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128x1x1xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128x1x1xui32>
      %122 = stablehlo.or %119, %121 : tensor<128x1x1xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128x1x1xui32>
      %124 = stablehlo.add %117, %123 : tensor<128x1x1xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128x1x1xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128x1x1xui32>
      %129 = stablehlo.or %126, %128 : tensor<128x1x1xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128x1x1xui32>
      %131 = stablehlo.add %124, %130 : tensor<128x1x1xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128x1x1xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128x1x1xui32>
      %136 = stablehlo.or %133, %135 : tensor<128x1x1xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128x1x1xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %139 = stablehlo.add %131, %138 : tensor<128x1x1xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %141 = stablehlo.add %137, %140 : tensor<128x1x1xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %143 = stablehlo.add %141, %142 : tensor<128x1x1xui32>
      %144 = stablehlo.add %139, %143 : tensor<128x1x1xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128x1x1xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128x1x1xui32>
      %149 = stablehlo.or %146, %148 : tensor<128x1x1xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128x1x1xui32>
      %151 = stablehlo.add %144, %150 : tensor<128x1x1xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128x1x1xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128x1x1xui32>
      %156 = stablehlo.or %153, %155 : tensor<128x1x1xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128x1x1xui32>
      %158 = stablehlo.add %151, %157 : tensor<128x1x1xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128x1x1xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128x1x1xui32>
      %163 = stablehlo.or %160, %162 : tensor<128x1x1xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128x1x1xui32>
      %165 = stablehlo.add %158, %164 : tensor<128x1x1xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128x1x1xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128x1x1xui32>
      %170 = stablehlo.or %167, %169 : tensor<128x1x1xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128x1x1xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %173 = stablehlo.add %165, %172 : tensor<128x1x1xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %175 = stablehlo.add %171, %174 : tensor<128x1x1xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %177 = stablehlo.add %175, %176 : tensor<128x1x1xui32>
      stablehlo.return %173, %177 : tensor<128x1x1xui32>, tensor<128x1x1xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x1x1xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x1x1xui32>
      %8 = stablehlo.add %5, %7 : tensor<128x1x1xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128x1x1xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128x1x1xui32>
      %13 = stablehlo.or %10, %12 : tensor<128x1x1xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128x1x1xui32>
      %15 = stablehlo.add %8, %14 : tensor<128x1x1xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128x1x1xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128x1x1xui32>
      %20 = stablehlo.or %17, %19 : tensor<128x1x1xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128x1x1xui32>
      %22 = stablehlo.add %15, %21 : tensor<128x1x1xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128x1x1xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128x1x1xui32>
      %27 = stablehlo.or %24, %26 : tensor<128x1x1xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128x1x1xui32>
      %29 = stablehlo.add %22, %28 : tensor<128x1x1xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128x1x1xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128x1x1xui32>
      %34 = stablehlo.or %31, %33 : tensor<128x1x1xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128x1x1xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %37 = stablehlo.add %29, %36 : tensor<128x1x1xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %39 = stablehlo.add %35, %38 : tensor<128x1x1xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %41 = stablehlo.add %39, %40 : tensor<128x1x1xui32>
      %42 = stablehlo.add %37, %41 : tensor<128x1x1xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128x1x1xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128x1x1xui32>
      %47 = stablehlo.or %44, %46 : tensor<128x1x1xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128x1x1xui32>
      %49 = stablehlo.add %42, %48 : tensor<128x1x1xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128x1x1xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128x1x1xui32>
      %54 = stablehlo.or %51, %53 : tensor<128x1x1xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128x1x1xui32>
      %56 = stablehlo.add %49, %55 : tensor<128x1x1xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128x1x1xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128x1x1xui32>
      %61 = stablehlo.or %58, %60 : tensor<128x1x1xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128x1x1xui32>
      %63 = stablehlo.add %56, %62 : tensor<128x1x1xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128x1x1xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128x1x1xui32>
      %68 = stablehlo.or %65, %67 : tensor<128x1x1xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128x1x1xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %71 = stablehlo.add %63, %70 : tensor<128x1x1xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %73 = stablehlo.add %69, %72 : tensor<128x1x1xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %75 = stablehlo.add %73, %74 : tensor<128x1x1xui32>
      %76 = stablehlo.add %71, %75 : tensor<128x1x1xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x1x1xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128x1x1xui32>
      %81 = stablehlo.or %78, %80 : tensor<128x1x1xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128x1x1xui32>
      %83 = stablehlo.add %76, %82 : tensor<128x1x1xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128x1x1xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128x1x1xui32>
      %88 = stablehlo.or %85, %87 : tensor<128x1x1xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128x1x1xui32>
      %90 = stablehlo.add %83, %89 : tensor<128x1x1xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128x1x1xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128x1x1xui32>
      %95 = stablehlo.or %92, %94 : tensor<128x1x1xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128x1x1xui32>
      %97 = stablehlo.add %90, %96 : tensor<128x1x1xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128x1x1xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128x1x1xui32>
      %102 = stablehlo.or %99, %101 : tensor<128x1x1xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128x1x1xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %105 = stablehlo.add %97, %104 : tensor<128x1x1xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %107 = stablehlo.add %103, %106 : tensor<128x1x1xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %109 = stablehlo.add %107, %108 : tensor<128x1x1xui32>
      %110 = stablehlo.add %105, %109 : tensor<128x1x1xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128x1x1xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128x1x1xui32>
      %115 = stablehlo.or %112, %114 : tensor<128x1x1xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128x1x1xui32>
      %117 = stablehlo.add %110, %116 : tensor<128x1x1xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128x1x1xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128x1x1xui32>
      %122 = stablehlo.or %119, %121 : tensor<128x1x1xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128x1x1xui32>
      %124 = stablehlo.add %117, %123 : tensor<128x1x1xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128x1x1xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128x1x1xui32>
      %129 = stablehlo.or %126, %128 : tensor<128x1x1xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128x1x1xui32>
      %131 = stablehlo.add %124, %130 : tensor<128x1x1xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128x1x1xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128x1x1xui32>
      %136 = stablehlo.or %133, %135 : tensor<128x1x1xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128x1x1xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %139 = stablehlo.add %131, %138 : tensor<128x1x1xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %141 = stablehlo.add %137, %140 : tensor<128x1x1xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %143 = stablehlo.add %141, %142 : tensor<128x1x1xui32>
      %144 = stablehlo.add %139, %143 : tensor<128x1x1xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128x1x1xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128x1x1xui32>
      %149 = stablehlo.or %146, %148 : tensor<128x1x1xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128x1x1xui32>
      %151 = stablehlo.add %144, %150 : tensor<128x1x1xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128x1x1xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128x1x1xui32>
      %156 = stablehlo.or %153, %155 : tensor<128x1x1xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128x1x1xui32>
      %158 = stablehlo.add %151, %157 : tensor<128x1x1xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128x1x1xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128x1x1xui32>
      %163 = stablehlo.or %160, %162 : tensor<128x1x1xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128x1x1xui32>
      %165 = stablehlo.add %158, %164 : tensor<128x1x1xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128x1x1xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128x1x1xui32>
      %170 = stablehlo.or %167, %169 : tensor<128x1x1xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128x1x1xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %173 = stablehlo.add %165, %172 : tensor<128x1x1xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %175 = stablehlo.add %171, %174 : tensor<128x1x1xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x1x1xui32>
      %177 = stablehlo.add %175, %176 : tensor<128x1x1xui32>
      stablehlo.return %173, %177 : tensor<128x1x1xui32>, tensor<128x1x1xui32>
    }) : (tensor<i32>) -> (tensor<128x1x1xui32>, tensor<128x1x1xui32>)
    return %1#0, %1#1 : tensor<128x1x1xui32>, tensor<128x1x1xui32>
  }
  func.func private @_threefry_split_11(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<2x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32_12(%arg0, %1, %3, %10, %9) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_12(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<2xui32>, %arg4: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<5> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %c_1 = stablehlo.constant dense<2> : tensor<ui32>
    %c_2 = stablehlo.constant dense<8> : tensor<ui32>
    %c_3 = stablehlo.constant dense<24> : tensor<ui32>
    %c_4 = stablehlo.constant dense<16> : tensor<ui32>
    %c_5 = stablehlo.constant dense<3> : tensor<ui32>
    %c_6 = stablehlo.constant dense<29> : tensor<ui32>
    %c_7 = stablehlo.constant dense<1> : tensor<ui32>
    %c_8 = stablehlo.constant dense<6> : tensor<ui32>
    %c_9 = stablehlo.constant dense<26> : tensor<ui32>
    %c_10 = stablehlo.constant dense<17> : tensor<ui32>
    %c_11 = stablehlo.constant dense<15> : tensor<ui32>
    %c_12 = stablehlo.constant dense<19> : tensor<ui32>
    %c_13 = stablehlo.constant dense<13> : tensor<ui32>
    %c_14 = stablehlo.constant dense<32> : tensor<ui32>
    %c_15 = stablehlo.constant dense<5> : tensor<i32>
    %c_16 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_17 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_18 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_21 : tensor<i32>
    }, {
      stablehlo.return %c_20 : tensor<i32>
    }, {
      stablehlo.return %c_19 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<2xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      cond {
        %9 = stablehlo.compare LT, %iterArg, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %9 : tensor<i1>
      } do {
        %9 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %10 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
        %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
        %12 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
        %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
        %14 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
        %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
        %16 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
        %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<2xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<2xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<2xui32>
        %24 = stablehlo.or %20, %23 : tensor<2xui32>
        %25 = stablehlo.xor %18, %24 : tensor<2xui32>
        %26 = stablehlo.add %18, %25 : tensor<2xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<2xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<2xui32>
        %32 = stablehlo.or %28, %31 : tensor<2xui32>
        %33 = stablehlo.xor %26, %32 : tensor<2xui32>
        %34 = stablehlo.add %26, %33 : tensor<2xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<2xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<2xui32>
        %40 = stablehlo.or %36, %39 : tensor<2xui32>
        %41 = stablehlo.xor %34, %40 : tensor<2xui32>
        %42 = stablehlo.add %34, %41 : tensor<2xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<2xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<2xui32>
        %48 = stablehlo.or %44, %47 : tensor<2xui32>
        %49 = stablehlo.xor %42, %48 : tensor<2xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %51 = stablehlo.add %42, %50 : tensor<2xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %53 = stablehlo.add %49, %52 : tensor<2xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<2xui32>
        %57 = stablehlo.add %53, %56 : tensor<2xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<2xui32>, tensor<2xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<2xui32>
      %8 = stablehlo.add %5, %7 : tensor<2xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<2xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<2xui32>
      %13 = stablehlo.or %10, %12 : tensor<2xui32>
      %14 = stablehlo.xor %8, %13 : tensor<2xui32>
      %15 = stablehlo.add %8, %14 : tensor<2xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<2xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<2xui32>
      %20 = stablehlo.or %17, %19 : tensor<2xui32>
      %21 = stablehlo.xor %15, %20 : tensor<2xui32>
      %22 = stablehlo.add %15, %21 : tensor<2xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<2xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<2xui32>
      %27 = stablehlo.or %24, %26 : tensor<2xui32>
      %28 = stablehlo.xor %22, %27 : tensor<2xui32>
      %29 = stablehlo.add %22, %28 : tensor<2xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<2xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<2xui32>
      %34 = stablehlo.or %31, %33 : tensor<2xui32>
      %35 = stablehlo.xor %29, %34 : tensor<2xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %37 = stablehlo.add %29, %36 : tensor<2xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %39 = stablehlo.add %35, %38 : tensor<2xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %41 = stablehlo.add %39, %40 : tensor<2xui32>
      %42 = stablehlo.add %37, %41 : tensor<2xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<2xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<2xui32>
      %47 = stablehlo.or %44, %46 : tensor<2xui32>
      %48 = stablehlo.xor %42, %47 : tensor<2xui32>
      %49 = stablehlo.add %42, %48 : tensor<2xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<2xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<2xui32>
      %54 = stablehlo.or %51, %53 : tensor<2xui32>
      %55 = stablehlo.xor %49, %54 : tensor<2xui32>
      %56 = stablehlo.add %49, %55 : tensor<2xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<2xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<2xui32>
      %61 = stablehlo.or %58, %60 : tensor<2xui32>
      %62 = stablehlo.xor %56, %61 : tensor<2xui32>
      %63 = stablehlo.add %56, %62 : tensor<2xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<2xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<2xui32>
      %68 = stablehlo.or %65, %67 : tensor<2xui32>
      %69 = stablehlo.xor %63, %68 : tensor<2xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %71 = stablehlo.add %63, %70 : tensor<2xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %73 = stablehlo.add %69, %72 : tensor<2xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %75 = stablehlo.add %73, %74 : tensor<2xui32>
      %76 = stablehlo.add %71, %75 : tensor<2xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<2xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<2xui32>
      %81 = stablehlo.or %78, %80 : tensor<2xui32>
      %82 = stablehlo.xor %76, %81 : tensor<2xui32>
      %83 = stablehlo.add %76, %82 : tensor<2xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<2xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<2xui32>
      %88 = stablehlo.or %85, %87 : tensor<2xui32>
      %89 = stablehlo.xor %83, %88 : tensor<2xui32>
      %90 = stablehlo.add %83, %89 : tensor<2xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<2xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<2xui32>
      %95 = stablehlo.or %92, %94 : tensor<2xui32>
      %96 = stablehlo.xor %90, %95 : tensor<2xui32>
      %97 = stablehlo.add %90, %96 : tensor<2xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<2xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<2xui32>
      %102 = stablehlo.or %99, %101 : tensor<2xui32>
      %103 = stablehlo.xor %97, %102 : tensor<2xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %105 = stablehlo.add %97, %104 : tensor<2xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %107 = stablehlo.add %103, %106 : tensor<2xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %109 = stablehlo.add %107, %108 : tensor<2xui32>
      %110 = stablehlo.add %105, %109 : tensor<2xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<2xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<2xui32>
      %115 = stablehlo.or %112, %114 : tensor<2xui32>
      %116 = stablehlo.xor %110, %115 : tensor<2xui32>
      %117 = stablehlo.add %110, %116 : tensor<2xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<2xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<2xui32>
      %122 = stablehlo.or %119, %121 : tensor<2xui32>
      %123 = stablehlo.xor %117, %122 : tensor<2xui32>
      %124 = stablehlo.add %117, %123 : tensor<2xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<2xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<2xui32>
      %129 = stablehlo.or %126, %128 : tensor<2xui32>
      %130 = stablehlo.xor %124, %129 : tensor<2xui32>
      %131 = stablehlo.add %124, %130 : tensor<2xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<2xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<2xui32>
      %136 = stablehlo.or %133, %135 : tensor<2xui32>
      %137 = stablehlo.xor %131, %136 : tensor<2xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %139 = stablehlo.add %131, %138 : tensor<2xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %141 = stablehlo.add %137, %140 : tensor<2xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %143 = stablehlo.add %141, %142 : tensor<2xui32>
      %144 = stablehlo.add %139, %143 : tensor<2xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<2xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<2xui32>
      %149 = stablehlo.or %146, %148 : tensor<2xui32>
      %150 = stablehlo.xor %144, %149 : tensor<2xui32>
      %151 = stablehlo.add %144, %150 : tensor<2xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<2xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<2xui32>
      %156 = stablehlo.or %153, %155 : tensor<2xui32>
      %157 = stablehlo.xor %151, %156 : tensor<2xui32>
      %158 = stablehlo.add %151, %157 : tensor<2xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<2xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<2xui32>
      %163 = stablehlo.or %160, %162 : tensor<2xui32>
      %164 = stablehlo.xor %158, %163 : tensor<2xui32>
      %165 = stablehlo.add %158, %164 : tensor<2xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<2xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<2xui32>
      %170 = stablehlo.or %167, %169 : tensor<2xui32>
      %171 = stablehlo.xor %165, %170 : tensor<2xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %173 = stablehlo.add %165, %172 : tensor<2xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %175 = stablehlo.add %171, %174 : tensor<2xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %177 = stablehlo.add %175, %176 : tensor<2xui32>
      stablehlo.return %173, %177 : tensor<2xui32>, tensor<2xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<2xui32>
      %8 = stablehlo.add %5, %7 : tensor<2xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<2xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<2xui32>
      %13 = stablehlo.or %10, %12 : tensor<2xui32>
      %14 = stablehlo.xor %8, %13 : tensor<2xui32>
      %15 = stablehlo.add %8, %14 : tensor<2xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<2xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<2xui32>
      %20 = stablehlo.or %17, %19 : tensor<2xui32>
      %21 = stablehlo.xor %15, %20 : tensor<2xui32>
      %22 = stablehlo.add %15, %21 : tensor<2xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<2xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<2xui32>
      %27 = stablehlo.or %24, %26 : tensor<2xui32>
      %28 = stablehlo.xor %22, %27 : tensor<2xui32>
      %29 = stablehlo.add %22, %28 : tensor<2xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<2xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<2xui32>
      %34 = stablehlo.or %31, %33 : tensor<2xui32>
      %35 = stablehlo.xor %29, %34 : tensor<2xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %37 = stablehlo.add %29, %36 : tensor<2xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %39 = stablehlo.add %35, %38 : tensor<2xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %41 = stablehlo.add %39, %40 : tensor<2xui32>
      %42 = stablehlo.add %37, %41 : tensor<2xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<2xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<2xui32>
      %47 = stablehlo.or %44, %46 : tensor<2xui32>
      %48 = stablehlo.xor %42, %47 : tensor<2xui32>
      %49 = stablehlo.add %42, %48 : tensor<2xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<2xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<2xui32>
      %54 = stablehlo.or %51, %53 : tensor<2xui32>
      %55 = stablehlo.xor %49, %54 : tensor<2xui32>
      %56 = stablehlo.add %49, %55 : tensor<2xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<2xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<2xui32>
      %61 = stablehlo.or %58, %60 : tensor<2xui32>
      %62 = stablehlo.xor %56, %61 : tensor<2xui32>
      %63 = stablehlo.add %56, %62 : tensor<2xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<2xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<2xui32>
      %68 = stablehlo.or %65, %67 : tensor<2xui32>
      %69 = stablehlo.xor %63, %68 : tensor<2xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %71 = stablehlo.add %63, %70 : tensor<2xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %73 = stablehlo.add %69, %72 : tensor<2xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %75 = stablehlo.add %73, %74 : tensor<2xui32>
      %76 = stablehlo.add %71, %75 : tensor<2xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<2xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<2xui32>
      %81 = stablehlo.or %78, %80 : tensor<2xui32>
      %82 = stablehlo.xor %76, %81 : tensor<2xui32>
      %83 = stablehlo.add %76, %82 : tensor<2xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<2xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<2xui32>
      %88 = stablehlo.or %85, %87 : tensor<2xui32>
      %89 = stablehlo.xor %83, %88 : tensor<2xui32>
      %90 = stablehlo.add %83, %89 : tensor<2xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<2xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<2xui32>
      %95 = stablehlo.or %92, %94 : tensor<2xui32>
      %96 = stablehlo.xor %90, %95 : tensor<2xui32>
      %97 = stablehlo.add %90, %96 : tensor<2xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<2xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<2xui32>
      %102 = stablehlo.or %99, %101 : tensor<2xui32>
      %103 = stablehlo.xor %97, %102 : tensor<2xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %105 = stablehlo.add %97, %104 : tensor<2xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %107 = stablehlo.add %103, %106 : tensor<2xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %109 = stablehlo.add %107, %108 : tensor<2xui32>
      %110 = stablehlo.add %105, %109 : tensor<2xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<2xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<2xui32>
      %115 = stablehlo.or %112, %114 : tensor<2xui32>
      %116 = stablehlo.xor %110, %115 : tensor<2xui32>
      %117 = stablehlo.add %110, %116 : tensor<2xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<2xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<2xui32>
      %122 = stablehlo.or %119, %121 : tensor<2xui32>
      %123 = stablehlo.xor %117, %122 : tensor<2xui32>
      %124 = stablehlo.add %117, %123 : tensor<2xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<2xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<2xui32>
      %129 = stablehlo.or %126, %128 : tensor<2xui32>
      %130 = stablehlo.xor %124, %129 : tensor<2xui32>
      %131 = stablehlo.add %124, %130 : tensor<2xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<2xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<2xui32>
      %136 = stablehlo.or %133, %135 : tensor<2xui32>
      %137 = stablehlo.xor %131, %136 : tensor<2xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %139 = stablehlo.add %131, %138 : tensor<2xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %141 = stablehlo.add %137, %140 : tensor<2xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %143 = stablehlo.add %141, %142 : tensor<2xui32>
      %144 = stablehlo.add %139, %143 : tensor<2xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<2xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<2xui32>
      %149 = stablehlo.or %146, %148 : tensor<2xui32>
      %150 = stablehlo.xor %144, %149 : tensor<2xui32>
      %151 = stablehlo.add %144, %150 : tensor<2xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<2xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<2xui32>
      %156 = stablehlo.or %153, %155 : tensor<2xui32>
      %157 = stablehlo.xor %151, %156 : tensor<2xui32>
      %158 = stablehlo.add %151, %157 : tensor<2xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<2xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<2xui32>
      %163 = stablehlo.or %160, %162 : tensor<2xui32>
      %164 = stablehlo.xor %158, %163 : tensor<2xui32>
      %165 = stablehlo.add %158, %164 : tensor<2xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<2xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<2xui32>
      %170 = stablehlo.or %167, %169 : tensor<2xui32>
      %171 = stablehlo.xor %165, %170 : tensor<2xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %173 = stablehlo.add %165, %172 : tensor<2xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %175 = stablehlo.add %171, %174 : tensor<2xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %177 = stablehlo.add %175, %176 : tensor<2xui32>
      stablehlo.return %173, %177 : tensor<2xui32>, tensor<2xui32>
    }) : (tensor<i32>) -> (tensor<2xui32>, tensor<2xui32>)
    return %1#0, %1#1 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @_normal_13(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x128x64x128x128xf32> {
    %0 = call @_normal_real_14(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x128x64x128x128xf32>
    return %0 : tensor<3x128x64x128x128xf32>
  }
  func.func private @_normal_real_14(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x128x64x128x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<3x128x64x128x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x128x64x128x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<3x128x64x128x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<3x128x64x128x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<3x128x64x128x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<3x128x64x128x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<3x128x64x128x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<3x128x64x128x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<3x128x64x128x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<3x128x64x128x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<3x128x64x128x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<3x128x64x128x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<3x128x64x128x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<3x128x64x128x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<3x128x64x128x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<3x128x64x128x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<3x128x64x128x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<3x128x64x128x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<3x128x64x128x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<3x128x64x128x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<3x128x64x128x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<3x128x64x128x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<3x128x64x128x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_15(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x128x64x128x128xf32>
    %1 = stablehlo.negate %0 : tensor<3x128x64x128x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x128x64x128x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<3x128x64x128x128xf32>
    %4 = stablehlo.negate %3 : tensor<3x128x64x128x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<3x128x64x128x128xf32>, tensor<3x128x64x128x128xf32>) -> tensor<3x128x64x128x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<3x128x64x128x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<3x128x64x128x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<3x128x64x128x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<3x128x64x128x128xi1>, tensor<3x128x64x128x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<3x128x64x128x128xi1>, tensor<3x128x64x128x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<3x128x64x128x128xi1>, tensor<3x128x64x128x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<3x128x64x128x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<3x128x64x128x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<3x128x64x128x128xi1>, tensor<3x128x64x128x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<3x128x64x128x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<3x128x64x128x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<3x128x64x128x128xi1>, tensor<3x128x64x128x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<3x128x64x128x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<3x128x64x128x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<3x128x64x128x128xi1>, tensor<3x128x64x128x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<3x128x64x128x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<3x128x64x128x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<3x128x64x128x128xi1>, tensor<3x128x64x128x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<3x128x64x128x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<3x128x64x128x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<3x128x64x128x128xi1>, tensor<3x128x64x128x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<3x128x64x128x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<3x128x64x128x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<3x128x64x128x128xi1>, tensor<3x128x64x128x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<3x128x64x128x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x128x64x128x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<3x128x64x128x128xi1>, tensor<3x128x64x128x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<3x128x64x128x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x128x64x128x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<3x128x64x128x128xf32>
    %36 = stablehlo.abs %0 : tensor<3x128x64x128x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<3x128x64x128x128xf32>, tensor<3x128x64x128x128xf32>) -> tensor<3x128x64x128x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<3x128x64x128x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<3x128x64x128x128xi1>, tensor<3x128x64x128x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x128x64x128x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<3x128x64x128x128xf32>
    return %41 : tensor<3x128x64x128x128xf32>
  }
  func.func private @_uniform_15(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<3x128x64x128x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %c_4 = stablehlo.constant dense<16384> : tensor<ui64>
    %c_5 = stablehlo.constant dense<1048576> : tensor<ui64>
    %c_6 = stablehlo.constant dense<134217728> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x128x64x128x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x128x64x128x128xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x128x64x128x128xui64>
    %9 = stablehlo.iota dim = 3 : tensor<3x128x64x128x128xui64>
    %10 = stablehlo.iota dim = 4 : tensor<3x128x64x128x128xui64>
    %11 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<3x128x64x128x128xui64>
    %12 = stablehlo.multiply %11, %6 : tensor<3x128x64x128x128xui64>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<3x128x64x128x128xui64>
    %14 = stablehlo.multiply %13, %7 : tensor<3x128x64x128x128xui64>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<3x128x64x128x128xui64>
    %16 = stablehlo.multiply %15, %8 : tensor<3x128x64x128x128xui64>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<3x128x64x128x128xui64>
    %18 = stablehlo.multiply %17, %9 : tensor<3x128x64x128x128xui64>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3x128x64x128x128xui64>
    %20 = stablehlo.multiply %19, %10 : tensor<3x128x64x128x128xui64>
    %21 = stablehlo.add %12, %14 : tensor<3x128x64x128x128xui64>
    %22 = stablehlo.add %21, %16 : tensor<3x128x64x128x128xui64>
    %23 = stablehlo.add %22, %18 : tensor<3x128x64x128x128xui64>
    %24 = stablehlo.add %23, %20 : tensor<3x128x64x128x128xui64>
    %25 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x128x64x128x128xui64>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<3x128x64x128x128xui64>
    %27 = stablehlo.convert %24 : (tensor<3x128x64x128x128xui64>) -> tensor<3x128x64x128x128xui32>
    %28 = stablehlo.convert %26 : (tensor<3x128x64x128x128xui64>) -> tensor<3x128x64x128x128xui32>
    %29:2 = call @threefry2x32_16(%arg0, %3, %5, %28, %27) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<3x128x64x128x128xui32>, tensor<3x128x64x128x128xui32>) -> (tensor<3x128x64x128x128xui32>, tensor<3x128x64x128x128xui32>)
    %30 = stablehlo.xor %29#0, %29#1 : tensor<3x128x64x128x128xui32>
    %31 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
    %32 = stablehlo.shift_right_logical %30, %31 : tensor<3x128x64x128x128xui32>
    %33 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
    %34 = stablehlo.or %32, %33 : tensor<3x128x64x128x128xui32>
    %35 = stablehlo.bitcast_convert %34 : (tensor<3x128x64x128x128xui32>) -> tensor<3x128x64x128x128xf32>
    %36 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x128x64x128x128xf32>
    %37 = stablehlo.subtract %35, %36 : tensor<3x128x64x128x128xf32>
    %38 = stablehlo.subtract %1, %0 : tensor<1x1x1x1x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x1xf32>) -> tensor<3x128x64x128x128xf32>
    %40 = stablehlo.multiply %37, %39 : tensor<3x128x64x128x128xf32>
    %41 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x1xf32>) -> tensor<3x128x64x128x128xf32>
    %42 = stablehlo.add %40, %41 : tensor<3x128x64x128x128xf32>
    %43 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x1xf32>) -> tensor<3x128x64x128x128xf32>
    %44 = stablehlo.maximum %43, %42 : tensor<3x128x64x128x128xf32>
    return %44 : tensor<3x128x64x128x128xf32>
  }
  func.func private @threefry2x32_16(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<3x128x64x128x128xui32>, %arg4: tensor<3x128x64x128x128xui32>) -> (tensor<3x128x64x128x128xui32>, tensor<3x128x64x128x128xui32>) {
    %c = stablehlo.constant dense<5> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %c_1 = stablehlo.constant dense<2> : tensor<ui32>
    %c_2 = stablehlo.constant dense<8> : tensor<ui32>
    %c_3 = stablehlo.constant dense<24> : tensor<ui32>
    %c_4 = stablehlo.constant dense<16> : tensor<ui32>
    %c_5 = stablehlo.constant dense<3> : tensor<ui32>
    %c_6 = stablehlo.constant dense<29> : tensor<ui32>
    %c_7 = stablehlo.constant dense<1> : tensor<ui32>
    %c_8 = stablehlo.constant dense<6> : tensor<ui32>
    %c_9 = stablehlo.constant dense<26> : tensor<ui32>
    %c_10 = stablehlo.constant dense<17> : tensor<ui32>
    %c_11 = stablehlo.constant dense<15> : tensor<ui32>
    %c_12 = stablehlo.constant dense<19> : tensor<ui32>
    %c_13 = stablehlo.constant dense<13> : tensor<ui32>
    %c_14 = stablehlo.constant dense<32> : tensor<ui32>
    %c_15 = stablehlo.constant dense<5> : tensor<i32>
    %c_16 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_17 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_18 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_21 : tensor<i32>
    }, {
      stablehlo.return %c_20 : tensor<i32>
    }, {
      stablehlo.return %c_19 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x128x64x128x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x128x64x128x128xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<3x128x64x128x128xui32>, tensor<3x128x64x128x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      cond {
        %9 = stablehlo.compare LT, %iterArg, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %9 : tensor<i1>
      } do {
        %9 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %10 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
        %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
        %12 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
        %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
        %14 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
        %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
        %16 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
        %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<3x128x64x128x128xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<3x128x64x128x128xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<3x128x64x128x128xui32>
        %24 = stablehlo.or %20, %23 : tensor<3x128x64x128x128xui32>
        %25 = stablehlo.xor %18, %24 : tensor<3x128x64x128x128xui32>
        %26 = stablehlo.add %18, %25 : tensor<3x128x64x128x128xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<3x128x64x128x128xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<3x128x64x128x128xui32>
        %32 = stablehlo.or %28, %31 : tensor<3x128x64x128x128xui32>
        %33 = stablehlo.xor %26, %32 : tensor<3x128x64x128x128xui32>
        %34 = stablehlo.add %26, %33 : tensor<3x128x64x128x128xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<3x128x64x128x128xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<3x128x64x128x128xui32>
        %40 = stablehlo.or %36, %39 : tensor<3x128x64x128x128xui32>
        %41 = stablehlo.xor %34, %40 : tensor<3x128x64x128x128xui32>
        %42 = stablehlo.add %34, %41 : tensor<3x128x64x128x128xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<3x128x64x128x128xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<3x128x64x128x128xui32>
        %48 = stablehlo.or %44, %47 : tensor<3x128x64x128x128xui32>
        %49 = stablehlo.xor %42, %48 : tensor<3x128x64x128x128xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
        %51 = stablehlo.add %42, %50 : tensor<3x128x64x128x128xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
        %53 = stablehlo.add %49, %52 : tensor<3x128x64x128x128xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
        %57 = stablehlo.add %53, %56 : tensor<3x128x64x128x128xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<3x128x64x128x128xui32>, tensor<3x128x64x128x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<3x128x64x128x128xui32>, tensor<3x128x64x128x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x128x64x128x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x128x64x128x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<3x128x64x128x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3x128x64x128x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3x128x64x128x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<3x128x64x128x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3x128x64x128x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<3x128x64x128x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3x128x64x128x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3x128x64x128x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<3x128x64x128x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3x128x64x128x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<3x128x64x128x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3x128x64x128x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3x128x64x128x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<3x128x64x128x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3x128x64x128x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<3x128x64x128x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3x128x64x128x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3x128x64x128x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<3x128x64x128x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3x128x64x128x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<3x128x64x128x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<3x128x64x128x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<3x128x64x128x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<3x128x64x128x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3x128x64x128x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3x128x64x128x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<3x128x64x128x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3x128x64x128x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<3x128x64x128x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3x128x64x128x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3x128x64x128x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<3x128x64x128x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3x128x64x128x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<3x128x64x128x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3x128x64x128x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3x128x64x128x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<3x128x64x128x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3x128x64x128x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<3x128x64x128x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3x128x64x128x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3x128x64x128x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<3x128x64x128x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3x128x64x128x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<3x128x64x128x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<3x128x64x128x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<3x128x64x128x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<3x128x64x128x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x128x64x128x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3x128x64x128x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<3x128x64x128x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3x128x64x128x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<3x128x64x128x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3x128x64x128x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3x128x64x128x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<3x128x64x128x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3x128x64x128x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<3x128x64x128x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3x128x64x128x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3x128x64x128x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<3x128x64x128x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3x128x64x128x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<3x128x64x128x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3x128x64x128x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3x128x64x128x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<3x128x64x128x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3x128x64x128x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<3x128x64x128x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<3x128x64x128x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<3x128x64x128x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<3x128x64x128x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3x128x64x128x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3x128x64x128x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<3x128x64x128x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3x128x64x128x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<3x128x64x128x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3x128x64x128x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3x128x64x128x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<3x128x64x128x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3x128x64x128x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<3x128x64x128x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3x128x64x128x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3x128x64x128x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<3x128x64x128x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3x128x64x128x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<3x128x64x128x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3x128x64x128x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3x128x64x128x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<3x128x64x128x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3x128x64x128x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<3x128x64x128x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<3x128x64x128x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<3x128x64x128x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<3x128x64x128x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3x128x64x128x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3x128x64x128x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<3x128x64x128x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3x128x64x128x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<3x128x64x128x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3x128x64x128x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3x128x64x128x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<3x128x64x128x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3x128x64x128x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<3x128x64x128x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3x128x64x128x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3x128x64x128x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<3x128x64x128x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3x128x64x128x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<3x128x64x128x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3x128x64x128x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3x128x64x128x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<3x128x64x128x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3x128x64x128x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<3x128x64x128x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<3x128x64x128x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<3x128x64x128x128xui32>
      stablehlo.return %173, %177 : tensor<3x128x64x128x128xui32>, tensor<3x128x64x128x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x128x64x128x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x128x64x128x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<3x128x64x128x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3x128x64x128x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3x128x64x128x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<3x128x64x128x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3x128x64x128x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<3x128x64x128x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3x128x64x128x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3x128x64x128x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<3x128x64x128x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3x128x64x128x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<3x128x64x128x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3x128x64x128x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3x128x64x128x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<3x128x64x128x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3x128x64x128x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<3x128x64x128x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3x128x64x128x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3x128x64x128x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<3x128x64x128x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3x128x64x128x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<3x128x64x128x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<3x128x64x128x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<3x128x64x128x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<3x128x64x128x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3x128x64x128x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3x128x64x128x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<3x128x64x128x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3x128x64x128x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<3x128x64x128x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3x128x64x128x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3x128x64x128x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<3x128x64x128x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3x128x64x128x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<3x128x64x128x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3x128x64x128x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3x128x64x128x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<3x128x64x128x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3x128x64x128x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<3x128x64x128x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3x128x64x128x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3x128x64x128x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<3x128x64x128x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3x128x64x128x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<3x128x64x128x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<3x128x64x128x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<3x128x64x128x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<3x128x64x128x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x128x64x128x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3x128x64x128x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<3x128x64x128x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3x128x64x128x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<3x128x64x128x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3x128x64x128x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3x128x64x128x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<3x128x64x128x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3x128x64x128x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<3x128x64x128x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3x128x64x128x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3x128x64x128x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<3x128x64x128x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3x128x64x128x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<3x128x64x128x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3x128x64x128x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3x128x64x128x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<3x128x64x128x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3x128x64x128x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<3x128x64x128x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<3x128x64x128x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<3x128x64x128x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<3x128x64x128x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3x128x64x128x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3x128x64x128x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<3x128x64x128x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3x128x64x128x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<3x128x64x128x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3x128x64x128x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3x128x64x128x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<3x128x64x128x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3x128x64x128x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<3x128x64x128x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3x128x64x128x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3x128x64x128x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<3x128x64x128x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3x128x64x128x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<3x128x64x128x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3x128x64x128x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3x128x64x128x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<3x128x64x128x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3x128x64x128x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<3x128x64x128x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<3x128x64x128x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<3x128x64x128x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<3x128x64x128x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3x128x64x128x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3x128x64x128x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<3x128x64x128x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3x128x64x128x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<3x128x64x128x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3x128x64x128x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3x128x64x128x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<3x128x64x128x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3x128x64x128x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<3x128x64x128x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3x128x64x128x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3x128x64x128x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<3x128x64x128x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3x128x64x128x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<3x128x64x128x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3x128x64x128x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3x128x64x128x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<3x128x64x128x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3x128x64x128x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<3x128x64x128x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<3x128x64x128x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x128x64x128x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<3x128x64x128x128xui32>
      stablehlo.return %173, %177 : tensor<3x128x64x128x128xui32>, tensor<3x128x64x128x128xui32>
    }) : (tensor<i32>) -> (tensor<3x128x64x128x128xui32>, tensor<3x128x64x128x128xui32>)
    return %1#0, %1#1 : tensor<3x128x64x128x128xui32>, tensor<3x128x64x128x128xui32>
  }
  func.func private @_normal_17(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x64x128x128xf32> {
    %0 = call @_normal_real_18(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<128x64x128x128xf32>
    return %0 : tensor<128x64x128x128xf32>
  }
  func.func private @_normal_real_18(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x64x128x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<128x64x128x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<128x64x128x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<128x64x128x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<128x64x128x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<128x64x128x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<128x64x128x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<128x64x128x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<128x64x128x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<128x64x128x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<128x64x128x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<128x64x128x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<128x64x128x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<128x64x128x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<128x64x128x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<128x64x128x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<128x64x128x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<128x64x128x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<128x64x128x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<128x64x128x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<128x64x128x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<128x64x128x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<128x64x128x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<128x64x128x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_19(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128x64x128x128xf32>
    %1 = stablehlo.negate %0 : tensor<128x64x128x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128x64x128x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<128x64x128x128xf32>
    %4 = stablehlo.negate %3 : tensor<128x64x128x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<128x64x128x128xf32>, tensor<128x64x128x128xf32>) -> tensor<128x64x128x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<128x64x128x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<128x64x128x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<128x64x128x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<128x64x128x128xi1>, tensor<128x64x128x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<128x64x128x128xi1>, tensor<128x64x128x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<128x64x128x128xi1>, tensor<128x64x128x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<128x64x128x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<128x64x128x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<128x64x128x128xi1>, tensor<128x64x128x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<128x64x128x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<128x64x128x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<128x64x128x128xi1>, tensor<128x64x128x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<128x64x128x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<128x64x128x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<128x64x128x128xi1>, tensor<128x64x128x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<128x64x128x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<128x64x128x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<128x64x128x128xi1>, tensor<128x64x128x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<128x64x128x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<128x64x128x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<128x64x128x128xi1>, tensor<128x64x128x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<128x64x128x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<128x64x128x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<128x64x128x128xi1>, tensor<128x64x128x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<128x64x128x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<128x64x128x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<128x64x128x128xi1>, tensor<128x64x128x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<128x64x128x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<128x64x128x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<128x64x128x128xf32>
    %36 = stablehlo.abs %0 : tensor<128x64x128x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<128x64x128x128xf32>, tensor<128x64x128x128xf32>) -> tensor<128x64x128x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<128x64x128x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<128x64x128x128xi1>, tensor<128x64x128x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x64x128x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<128x64x128x128xf32>
    return %41 : tensor<128x64x128x128xf32>
  }
  func.func private @_uniform_19(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<128x64x128x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %c_4 = stablehlo.constant dense<16384> : tensor<ui64>
    %c_5 = stablehlo.constant dense<1048576> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<128x64x128x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<128x64x128x128xui64>
    %8 = stablehlo.iota dim = 2 : tensor<128x64x128x128xui64>
    %9 = stablehlo.iota dim = 3 : tensor<128x64x128x128xui64>
    %10 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<128x64x128x128xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<128x64x128x128xui64>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<128x64x128x128xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<128x64x128x128xui64>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<128x64x128x128xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<128x64x128x128xui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128x64x128x128xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<128x64x128x128xui64>
    %18 = stablehlo.add %11, %13 : tensor<128x64x128x128xui64>
    %19 = stablehlo.add %18, %15 : tensor<128x64x128x128xui64>
    %20 = stablehlo.add %19, %17 : tensor<128x64x128x128xui64>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<128x64x128x128xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<128x64x128x128xui64>
    %23 = stablehlo.convert %20 : (tensor<128x64x128x128xui64>) -> tensor<128x64x128x128xui32>
    %24 = stablehlo.convert %22 : (tensor<128x64x128x128xui64>) -> tensor<128x64x128x128xui32>
    %25:2 = call @threefry2x32_0(%arg0, %3, %5, %24, %23) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<128x64x128x128xui32>, tensor<128x64x128x128xui32>) -> (tensor<128x64x128x128xui32>, tensor<128x64x128x128xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<128x64x128x128xui32>
    %27 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<128x64x128x128xui32>
    %29 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x64x128x128xui32>
    %30 = stablehlo.or %28, %29 : tensor<128x64x128x128xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<128x64x128x128xui32>) -> tensor<128x64x128x128xf32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64x128x128xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<128x64x128x128xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<128x64x128x128xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<128x64x128x128xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<128x64x128x128xf32>
    %38 = stablehlo.add %36, %37 : tensor<128x64x128x128xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<128x64x128x128xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<128x64x128x128xf32>
    return %40 : tensor<128x64x128x128xf32>
  }
}
