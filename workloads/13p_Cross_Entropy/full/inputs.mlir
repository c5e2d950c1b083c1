module @jit_inputs attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>) -> (tensor<8192x4096xbf16> {jax.result_info = "result[0]"}, tensor<4096x128256xbf16> {jax.result_info = "result[1]"}, tensor<8192xi32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<128256> : tensor<i32>
    %cst_2 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %0 = call @clip(%arg0, %arg2, %c_4, %c_5) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.clamp %c_4, %0, %c_5 : tensor<i32>
    %2:3 = "stablehlo.case"(%1) ({
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<8192x4096xf32>
      %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<8192x4096xf32>
      %13 = stablehlo.convert %12 : (tensor<8192x4096xf32>) -> tensor<8192x4096xbf16>
      %14 = func.call @_normal_1(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<4096x128256xf32>
      %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<4096x128256xf32>
      %17 = stablehlo.convert %16 : (tensor<4096x128256xf32>) -> tensor<4096x128256xbf16>
      %18 = func.call @_randint(%arg0, %9, %c_4, %c) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<8192xi32>
      stablehlo.return %13, %17, %18 : tensor<8192x4096xbf16>, tensor<4096x128256xbf16>, tensor<8192xi32>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_threefry_split_7(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %11 = stablehlo.slice %10 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %12 = stablehlo.reshape %11 : (tensor<1x2xui32>) -> tensor<2xui32>
      %13 = stablehlo.slice %10 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %14 = stablehlo.reshape %13 : (tensor<1x2xui32>) -> tensor<2xui32>
      %15 = func.call @_normal_10(%arg0, %14) : (tensor<i32>, tensor<2xui32>) -> tensor<3x8192x4096xf32>
      %16 = stablehlo.multiply %15, %15 : tensor<3x8192x4096xf32>
      %17 = func.call @_normal(%arg0, %12) : (tensor<i32>, tensor<2xui32>) -> tensor<8192x4096xf32>
      %18 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<3x8192x4096xf32>, tensor<f32>) -> tensor<8192x4096xf32>
      %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
      %20 = stablehlo.divide %19, %18 : tensor<8192x4096xf32>
      %21 = stablehlo.sqrt %20 : tensor<8192x4096xf32>
      %22 = stablehlo.multiply %17, %21 : tensor<8192x4096xf32>
      %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
      %24 = stablehlo.multiply %22, %23 : tensor<8192x4096xf32>
      %25 = stablehlo.convert %24 : (tensor<8192x4096xf32>) -> tensor<8192x4096xbf16>
      %26 = func.call @_normal_1(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<4096x128256xf32>
      %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
      %28 = stablehlo.multiply %26, %27 : tensor<4096x128256xf32>
      %29 = stablehlo.convert %28 : (tensor<4096x128256xf32>) -> tensor<4096x128256xbf16>
      %30 = func.call @_randint(%arg0, %9, %c_4, %c) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<8192xi32>
      stablehlo.return %25, %29, %30 : tensor<8192x4096xbf16>, tensor<4096x128256xbf16>, tensor<8192xi32>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<8192x4096xf32>
      %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<8192x4096xf32>
      %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
      %14 = stablehlo.multiply %12, %13 : tensor<8192x4096xf32>
      %15 = stablehlo.convert %14 : (tensor<8192x4096xf32>) -> tensor<8192x4096xbf16>
      %16 = func.call @_normal_1(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<4096x128256xf32>
      %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
      %18 = stablehlo.multiply %16, %17 : tensor<4096x128256xf32>
      %19 = stablehlo.convert %18 : (tensor<4096x128256xf32>) -> tensor<4096x128256xbf16>
      %20 = func.call @_randint(%arg0, %9, %c_4, %c) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<8192xi32>
      stablehlo.return %15, %19, %20 : tensor<8192x4096xbf16>, tensor<4096x128256xbf16>, tensor<8192xi32>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<8192x4096xf32>
      %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<8192x4096xf32>
      %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
      %14 = stablehlo.add %12, %13 : tensor<8192x4096xf32>
      %15 = stablehlo.convert %14 : (tensor<8192x4096xf32>) -> tensor<8192x4096xbf16>
      %16 = func.call @_normal_1(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<4096x128256xf32>
      %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
      %18 = stablehlo.multiply %16, %17 : tensor<4096x128256xf32>
      %19 = stablehlo.convert %18 : (tensor<4096x128256xf32>) -> tensor<4096x128256xbf16>
      %20 = func.call @_randint(%arg0, %9, %c_4, %c) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<8192xi32>
      stablehlo.return %15, %19, %20 : tensor<8192x4096xbf16>, tensor<4096x128256xbf16>, tensor<8192xi32>
    }) : (tensor<i32>) -> (tensor<8192x4096xbf16>, tensor<4096x128256xbf16>, tensor<8192xi32>)
    return %2#0, %2#1, %2#2 : tensor<8192x4096xbf16>, tensor<4096x128256xbf16>, tensor<8192xi32>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg1 : tensor<i32>
    %2 = stablehlo.convert %arg3 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_threefry_split(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11:2 = call @threefry2x32(%arg0, %1, %3, %10, %9) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %14 : tensor<3x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<3xui32>, %arg4: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<3xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<3xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<3xui32>
        %24 = stablehlo.or %20, %23 : tensor<3xui32>
        %25 = stablehlo.xor %18, %24 : tensor<3xui32>
        %26 = stablehlo.add %18, %25 : tensor<3xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<3xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<3xui32>
        %32 = stablehlo.or %28, %31 : tensor<3xui32>
        %33 = stablehlo.xor %26, %32 : tensor<3xui32>
        %34 = stablehlo.add %26, %33 : tensor<3xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<3xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<3xui32>
        %40 = stablehlo.or %36, %39 : tensor<3xui32>
        %41 = stablehlo.xor %34, %40 : tensor<3xui32>
        %42 = stablehlo.add %34, %41 : tensor<3xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<3xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<3xui32>
        %48 = stablehlo.or %44, %47 : tensor<3xui32>
        %49 = stablehlo.xor %42, %48 : tensor<3xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %51 = stablehlo.add %42, %50 : tensor<3xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %53 = stablehlo.add %49, %52 : tensor<3xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<3xui32>
        %57 = stablehlo.add %53, %56 : tensor<3xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<3xui32>, tensor<3xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3xui32>
      %8 = stablehlo.add %5, %7 : tensor<3xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3xui32>
      %13 = stablehlo.or %10, %12 : tensor<3xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3xui32>
      %15 = stablehlo.add %8, %14 : tensor<3xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3xui32>
      %20 = stablehlo.or %17, %19 : tensor<3xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3xui32>
      %22 = stablehlo.add %15, %21 : tensor<3xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3xui32>
      %27 = stablehlo.or %24, %26 : tensor<3xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3xui32>
      %29 = stablehlo.add %22, %28 : tensor<3xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3xui32>
      %34 = stablehlo.or %31, %33 : tensor<3xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %37 = stablehlo.add %29, %36 : tensor<3xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %39 = stablehlo.add %35, %38 : tensor<3xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %41 = stablehlo.add %39, %40 : tensor<3xui32>
      %42 = stablehlo.add %37, %41 : tensor<3xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3xui32>
      %47 = stablehlo.or %44, %46 : tensor<3xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3xui32>
      %49 = stablehlo.add %42, %48 : tensor<3xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3xui32>
      %54 = stablehlo.or %51, %53 : tensor<3xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3xui32>
      %56 = stablehlo.add %49, %55 : tensor<3xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3xui32>
      %61 = stablehlo.or %58, %60 : tensor<3xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3xui32>
      %63 = stablehlo.add %56, %62 : tensor<3xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3xui32>
      %68 = stablehlo.or %65, %67 : tensor<3xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %71 = stablehlo.add %63, %70 : tensor<3xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %73 = stablehlo.add %69, %72 : tensor<3xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %75 = stablehlo.add %73, %74 : tensor<3xui32>
      %76 = stablehlo.add %71, %75 : tensor<3xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3xui32>
      %81 = stablehlo.or %78, %80 : tensor<3xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3xui32>
      %83 = stablehlo.add %76, %82 : tensor<3xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3xui32>
      %88 = stablehlo.or %85, %87 : tensor<3xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3xui32>
      %90 = stablehlo.add %83, %89 : tensor<3xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3xui32>
      %95 = stablehlo.or %92, %94 : tensor<3xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3xui32>
      %97 = stablehlo.add %90, %96 : tensor<3xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3xui32>
      %102 = stablehlo.or %99, %101 : tensor<3xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %105 = stablehlo.add %97, %104 : tensor<3xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %107 = stablehlo.add %103, %106 : tensor<3xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %109 = stablehlo.add %107, %108 : tensor<3xui32>
      %110 = stablehlo.add %105, %109 : tensor<3xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3xui32>
      %115 = stablehlo.or %112, %114 : tensor<3xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3xui32>
      %117 = stablehlo.add %110, %116 : tensor<3xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3xui32>
      %122 = stablehlo.or %119, %121 : tensor<3xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3xui32>
      %124 = stablehlo.add %117, %123 : tensor<3xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3xui32>
      %129 = stablehlo.or %126, %128 : tensor<3xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3xui32>
      %131 = stablehlo.add %124, %130 : tensor<3xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3xui32>
      %136 = stablehlo.or %133, %135 : tensor<3xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %139 = stablehlo.add %131, %138 : tensor<3xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %141 = stablehlo.add %137, %140 : tensor<3xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %143 = stablehlo.add %141, %142 : tensor<3xui32>
      %144 = stablehlo.add %139, %143 : tensor<3xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3xui32>
      %149 = stablehlo.or %146, %148 : tensor<3xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3xui32>
      %151 = stablehlo.add %144, %150 : tensor<3xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3xui32>
      %156 = stablehlo.or %153, %155 : tensor<3xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3xui32>
      %158 = stablehlo.add %151, %157 : tensor<3xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3xui32>
      %163 = stablehlo.or %160, %162 : tensor<3xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3xui32>
      %165 = stablehlo.add %158, %164 : tensor<3xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3xui32>
      %170 = stablehlo.or %167, %169 : tensor<3xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %173 = stablehlo.add %165, %172 : tensor<3xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %175 = stablehlo.add %171, %174 : tensor<3xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %177 = stablehlo.add %175, %176 : tensor<3xui32>
      stablehlo.return %173, %177 : tensor<3xui32>, tensor<3xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3xui32>
      %8 = stablehlo.add %5, %7 : tensor<3xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3xui32>
      %13 = stablehlo.or %10, %12 : tensor<3xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3xui32>
      %15 = stablehlo.add %8, %14 : tensor<3xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3xui32>
      %20 = stablehlo.or %17, %19 : tensor<3xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3xui32>
      %22 = stablehlo.add %15, %21 : tensor<3xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3xui32>
      %27 = stablehlo.or %24, %26 : tensor<3xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3xui32>
      %29 = stablehlo.add %22, %28 : tensor<3xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3xui32>
      %34 = stablehlo.or %31, %33 : tensor<3xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %37 = stablehlo.add %29, %36 : tensor<3xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %39 = stablehlo.add %35, %38 : tensor<3xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %41 = stablehlo.add %39, %40 : tensor<3xui32>
      %42 = stablehlo.add %37, %41 : tensor<3xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3xui32>
      %47 = stablehlo.or %44, %46 : tensor<3xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3xui32>
      %49 = stablehlo.add %42, %48 : tensor<3xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3xui32>
      %54 = stablehlo.or %51, %53 : tensor<3xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3xui32>
      %56 = stablehlo.add %49, %55 : tensor<3xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3xui32>
      %61 = stablehlo.or %58, %60 : tensor<3xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3xui32>
      %63 = stablehlo.add %56, %62 : tensor<3xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3xui32>
      %68 = stablehlo.or %65, %67 : tensor<3xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %71 = stablehlo.add %63, %70 : tensor<3xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %73 = stablehlo.add %69, %72 : tensor<3xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %75 = stablehlo.add %73, %74 : tensor<3xui32>
      %76 = stablehlo.add %71, %75 : tensor<3xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3xui32>
      %81 = stablehlo.or %78, %80 : tensor<3xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3xui32>
      %83 = stablehlo.add %76, %82 : tensor<3xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3xui32>
      %88 = stablehlo.or %85, %87 : tensor<3xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3xui32>
      %90 = stablehlo.add %83, %89 : tensor<3xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3xui32>
      %95 = stablehlo.or %92, %94 : tensor<3xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3xui32>
      %97 = stablehlo.add %90, %96 : tensor<3xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3xui32>
      %102 = stablehlo.or %99, %101 : tensor<3xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %105 = stablehlo.add %97, %104 : tensor<3xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %107 = stablehlo.add %103, %106 : tensor<3xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %109 = stablehlo.add %107, %108 : tensor<3xui32>
      %110 = stablehlo.add %105, %109 : tensor<3xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3xui32>
      %115 = stablehlo.or %112, %114 : tensor<3xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3xui32>
      %117 = stablehlo.add %110, %116 : tensor<3xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3xui32>
      %122 = stablehlo.or %119, %121 : tensor<3xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3xui32>
      %124 = stablehlo.add %117, %123 : tensor<3xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3xui32>
      %129 = stablehlo.or %126, %128 : tensor<3xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3xui32>
      %131 = stablehlo.add %124, %130 : tensor<3xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3xui32>
      %136 = stablehlo.or %133, %135 : tensor<3xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %139 = stablehlo.add %131, %138 : tensor<3xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %141 = stablehlo.add %137, %140 : tensor<3xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %143 = stablehlo.add %141, %142 : tensor<3xui32>
      %144 = stablehlo.add %139, %143 : tensor<3xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3xui32>
      %149 = stablehlo.or %146, %148 : tensor<3xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3xui32>
      %151 = stablehlo.add %144, %150 : tensor<3xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3xui32>
      %156 = stablehlo.or %153, %155 : tensor<3xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3xui32>
      %158 = stablehlo.add %151, %157 : tensor<3xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3xui32>
      %163 = stablehlo.or %160, %162 : tensor<3xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3xui32>
      %165 = stablehlo.add %158, %164 : tensor<3xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3xui32>
      %170 = stablehlo.or %167, %169 : tensor<3xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %173 = stablehlo.add %165, %172 : tensor<3xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %175 = stablehlo.add %171, %174 : tensor<3xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
      %177 = stablehlo.add %175, %176 : tensor<3xui32>
      stablehlo.return %173, %177 : tensor<3xui32>, tensor<3xui32>
    }) : (tensor<i32>) -> (tensor<3xui32>, tensor<3xui32>)
    return %1#0, %1#1 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @_normal(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<8192x4096xf32> {
    %0 = call @_normal_real(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<8192x4096xf32>
    return %0 : tensor<8192x4096xf32>
  }
  func.func private @_normal_real(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<8192x4096xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<8192x4096xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<8192x4096xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<8192x4096xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<8192x4096xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<8192x4096xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<8192x4096xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<8192x4096xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<8192x4096xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<8192x4096xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<8192x4096xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<8192x4096xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<8192x4096xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<8192x4096xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<8192x4096xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<8192x4096xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<8192x4096xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<8192x4096xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<8192x4096xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<8192x4096xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<8192x4096xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<8192x4096xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<8192x4096xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<8192x4096xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8192x4096xf32>
    %1 = stablehlo.negate %0 : tensor<8192x4096xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<8192x4096xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<8192x4096xf32>
    %4 = stablehlo.negate %3 : tensor<8192x4096xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<8192x4096xf32>, tensor<8192x4096xf32>) -> tensor<8192x4096xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<8192x4096xf32>
    %7 = stablehlo.sqrt %4 : tensor<8192x4096xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<8192x4096xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<8192x4096xi1>, tensor<8192x4096xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<8192x4096xi1>, tensor<8192x4096xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<8192x4096xi1>, tensor<8192x4096xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<8192x4096xf32>
    %13 = stablehlo.add %11, %12 : tensor<8192x4096xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<8192x4096xi1>, tensor<8192x4096xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<8192x4096xf32>
    %16 = stablehlo.add %14, %15 : tensor<8192x4096xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<8192x4096xi1>, tensor<8192x4096xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<8192x4096xf32>
    %19 = stablehlo.add %17, %18 : tensor<8192x4096xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<8192x4096xi1>, tensor<8192x4096xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<8192x4096xf32>
    %22 = stablehlo.add %20, %21 : tensor<8192x4096xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<8192x4096xi1>, tensor<8192x4096xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<8192x4096xf32>
    %25 = stablehlo.add %23, %24 : tensor<8192x4096xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<8192x4096xi1>, tensor<8192x4096xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<8192x4096xf32>
    %28 = stablehlo.add %26, %27 : tensor<8192x4096xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<8192x4096xi1>, tensor<8192x4096xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<8192x4096xf32>
    %31 = stablehlo.add %29, %30 : tensor<8192x4096xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<8192x4096xi1>, tensor<8192x4096xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<8192x4096xf32>
    %34 = stablehlo.add %32, %33 : tensor<8192x4096xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<8192x4096xf32>
    %36 = stablehlo.abs %0 : tensor<8192x4096xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<8192x4096xf32>, tensor<8192x4096xf32>) -> tensor<8192x4096xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<8192x4096xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<8192x4096xi1>, tensor<8192x4096xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<8192x4096xf32>
    return %41 : tensor<8192x4096xf32>
  }
  func.func private @_uniform(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<8192x4096xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<4096> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<8192x4096xui64>
    %7 = stablehlo.iota dim = 1 : tensor<8192x4096xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<8192x4096xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<8192x4096xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8192x4096xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<8192x4096xui64>
    %12 = stablehlo.add %9, %11 : tensor<8192x4096xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8192x4096xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<8192x4096xui64>
    %15 = stablehlo.convert %12 : (tensor<8192x4096xui64>) -> tensor<8192x4096xui32>
    %16 = stablehlo.convert %14 : (tensor<8192x4096xui64>) -> tensor<8192x4096xui32>
    %17:2 = call @threefry2x32_0(%arg0, %3, %5, %16, %15) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<8192x4096xui32>, tensor<8192x4096xui32>) -> (tensor<8192x4096xui32>, tensor<8192x4096xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<8192x4096xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<8192x4096xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
    %22 = stablehlo.or %20, %21 : tensor<8192x4096xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<8192x4096xui32>) -> tensor<8192x4096xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<8192x4096xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8192x4096xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<8192x4096xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8192x4096xf32>
    %30 = stablehlo.add %28, %29 : tensor<8192x4096xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8192x4096xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<8192x4096xf32>
    return %32 : tensor<8192x4096xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<8192x4096xui32>, %arg4: tensor<8192x4096xui32>) -> (tensor<8192x4096xui32>, tensor<8192x4096xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8192x4096xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8192x4096xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<8192x4096xui32>, tensor<8192x4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<8192x4096xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<8192x4096xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<8192x4096xui32>
        %24 = stablehlo.or %20, %23 : tensor<8192x4096xui32>
        %25 = stablehlo.xor %18, %24 : tensor<8192x4096xui32>
        %26 = stablehlo.add %18, %25 : tensor<8192x4096xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<8192x4096xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<8192x4096xui32>
        %32 = stablehlo.or %28, %31 : tensor<8192x4096xui32>
        %33 = stablehlo.xor %26, %32 : tensor<8192x4096xui32>
        %34 = stablehlo.add %26, %33 : tensor<8192x4096xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<8192x4096xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<8192x4096xui32>
        %40 = stablehlo.or %36, %39 : tensor<8192x4096xui32>
        %41 = stablehlo.xor %34, %40 : tensor<8192x4096xui32>
        %42 = stablehlo.add %34, %41 : tensor<8192x4096xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<8192x4096xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<8192x4096xui32>
        %48 = stablehlo.or %44, %47 : tensor<8192x4096xui32>
        %49 = stablehlo.xor %42, %48 : tensor<8192x4096xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
        %51 = stablehlo.add %42, %50 : tensor<8192x4096xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
        %53 = stablehlo.add %49, %52 : tensor<8192x4096xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
        %57 = stablehlo.add %53, %56 : tensor<8192x4096xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<8192x4096xui32>, tensor<8192x4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<8192x4096xui32>, tensor<8192x4096xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8192x4096xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8192x4096xui32>
      %8 = stablehlo.add %5, %7 : tensor<8192x4096xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<8192x4096xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<8192x4096xui32>
      %13 = stablehlo.or %10, %12 : tensor<8192x4096xui32>
      %14 = stablehlo.xor %8, %13 : tensor<8192x4096xui32>
      %15 = stablehlo.add %8, %14 : tensor<8192x4096xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<8192x4096xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<8192x4096xui32>
      %20 = stablehlo.or %17, %19 : tensor<8192x4096xui32>
      %21 = stablehlo.xor %15, %20 : tensor<8192x4096xui32>
      %22 = stablehlo.add %15, %21 : tensor<8192x4096xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<8192x4096xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<8192x4096xui32>
      %27 = stablehlo.or %24, %26 : tensor<8192x4096xui32>
      %28 = stablehlo.xor %22, %27 : tensor<8192x4096xui32>
      %29 = stablehlo.add %22, %28 : tensor<8192x4096xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<8192x4096xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<8192x4096xui32>
      %34 = stablehlo.or %31, %33 : tensor<8192x4096xui32>
      %35 = stablehlo.xor %29, %34 : tensor<8192x4096xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %37 = stablehlo.add %29, %36 : tensor<8192x4096xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %39 = stablehlo.add %35, %38 : tensor<8192x4096xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %41 = stablehlo.add %39, %40 : tensor<8192x4096xui32>
      %42 = stablehlo.add %37, %41 : tensor<8192x4096xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<8192x4096xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<8192x4096xui32>
      %47 = stablehlo.or %44, %46 : tensor<8192x4096xui32>
      %48 = stablehlo.xor %42, %47 : tensor<8192x4096xui32>
      %49 = stablehlo.add %42, %48 : tensor<8192x4096xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<8192x4096xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<8192x4096xui32>
      %54 = stablehlo.or %51, %53 : tensor<8192x4096xui32>
      %55 = stablehlo.xor %49, %54 : tensor<8192x4096xui32>
      %56 = stablehlo.add %49, %55 : tensor<8192x4096xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<8192x4096xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<8192x4096xui32>
      %61 = stablehlo.or %58, %60 : tensor<8192x4096xui32>
      %62 = stablehlo.xor %56, %61 : tensor<8192x4096xui32>
      %63 = stablehlo.add %56, %62 : tensor<8192x4096xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<8192x4096xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<8192x4096xui32>
      %68 = stablehlo.or %65, %67 : tensor<8192x4096xui32>
      %69 = stablehlo.xor %63, %68 : tensor<8192x4096xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %71 = stablehlo.add %63, %70 : tensor<8192x4096xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %73 = stablehlo.add %69, %72 : tensor<8192x4096xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %75 = stablehlo.add %73, %74 : tensor<8192x4096xui32>
      %76 = stablehlo.add %71, %75 : tensor<8192x4096xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<8192x4096xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<8192x4096xui32>
      %81 = stablehlo.or %78, %80 : tensor<8192x4096xui32>
      %82 = stablehlo.xor %76, %81 : tensor<8192x4096xui32>
      %83 = stablehlo.add %76, %82 : tensor<8192x4096xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<8192x4096xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<8192x4096xui32>
      %88 = stablehlo.or %85, %87 : tensor<8192x4096xui32>
      %89 = stablehlo.xor %83, %88 : tensor<8192x4096xui32>
      %90 = stablehlo.add %83, %89 : tensor<8192x4096xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<8192x4096xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<8192x4096xui32>
      %95 = stablehlo.or %92, %94 : tensor<8192x4096xui32>
      %96 = stablehlo.xor %90, %95 : tensor<8192x4096xui32>
      %97 = stablehlo.add %90, %96 : tensor<8192x4096xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<8192x4096xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<8192x4096xui32>
      %102 = stablehlo.or %99, %101 : tensor<8192x4096xui32>
      %103 = stablehlo.xor %97, %102 : tensor<8192x4096xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %105 = stablehlo.add %97, %104 : tensor<8192x4096xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %107 = stablehlo.add %103, %106 : tensor<8192x4096xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %109 = stablehlo.add %107, %108 : tensor<8192x4096xui32>
      %110 = stablehlo.add %105, %109 : tensor<8192x4096xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<8192x4096xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<8192x4096xui32>
      %115 = stablehlo.or %112, %114 : tensor<8192x4096xui32>
      %116 = stablehlo.xor %110, %115 : tensor<8192x4096xui32>
      %117 = stablehlo.add %110, %116 : tensor<8192x4096xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<8192x4096xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<8192x4096xui32>
      %122 = stablehlo.or %119, %121 : tensor<8192x4096xui32>
      %123 = stablehlo.xor %117, %122 : tensor<8192x4096xui32>
      %124 = stablehlo.add %117, %123 : tensor<8192x4096xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<8192x4096xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<8192x4096xui32>
      %129 = stablehlo.or %126, %128 : tensor<8192x4096xui32>
      %130 = stablehlo.xor %124, %129 : tensor<8192x4096xui32>
      %131 = stablehlo.add %124, %130 : tensor<8192x4096xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<8192x4096xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<8192x4096xui32>
      %136 = stablehlo.or %133, %135 : tensor<8192x4096xui32>
      %137 = stablehlo.xor %131, %136 : tensor<8192x4096xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %139 = stablehlo.add %131, %138 : tensor<8192x4096xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %141 = stablehlo.add %137, %140 : tensor<8192x4096xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %143 = stablehlo.add %141, %142 : tensor<8192x4096xui32>
      %144 = stablehlo.add %139, %143 : tensor<8192x4096xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<8192x4096xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<8192x4096xui32>
      %149 = stablehlo.or %146, %148 : tensor<8192x4096xui32>
      %150 = stablehlo.xor %144, %149 : tensor<8192x4096xui32>
      %151 = stablehlo.add %144, %150 : tensor<8192x4096xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<8192x4096xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<8192x4096xui32>
      %156 = stablehlo.or %153, %155 : tensor<8192x4096xui32>
      %157 = stablehlo.xor %151, %156 : tensor<8192x4096xui32>
      %158 = stablehlo.add %151, %157 : tensor<8192x4096xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<8192x4096xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<8192x4096xui32>
      %163 = stablehlo.or %160, %162 : tensor<8192x4096xui32>
      %164 = stablehlo.xor %158, %163 : tensor<8192x4096xui32>
      %165 = stablehlo.add %158, %164 : tensor<8192x4096xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<8192x4096xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<8192x4096xui32>
      %170 = stablehlo.or %167, %169 : tensor<8192x4096xui32>
      %171 = stablehlo.xor %165, %170 : tensor<8192x4096xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %173 = stablehlo.add %165, %172 : tensor<8192x4096xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %175 = stablehlo.add %171, %174 : tensor<8192x4096xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %177 = stablehlo.add %175, %176 : tensor<8192x4096xui32>
      stablehlo.return %173, %177 : tensor<8192x4096xui32>, tensor<8192x4096xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8192x4096xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8192x4096xui32>
      %8 = stablehlo.add %5, %7 : tensor<8192x4096xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<8192x4096xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<8192x4096xui32>
      %13 = stablehlo.or %10, %12 : tensor<8192x4096xui32>
      %14 = stablehlo.xor %8, %13 : tensor<8192x4096xui32>
      %15 = stablehlo.add %8, %14 : tensor<8192x4096xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<8192x4096xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<8192x4096xui32>
      %20 = stablehlo.or %17, %19 : tensor<8192x4096xui32>
      %21 = stablehlo.xor %15, %20 : tensor<8192x4096xui32>
      %22 = stablehlo.add %15, %21 : tensor<8192x4096xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<8192x4096xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<8192x4096xui32>
      %27 = stablehlo.or %24, %26 : tensor<8192x4096xui32>
      %28 = stablehlo.xor %22, %27 : tensor<8192x4096xui32>
      %29 = stablehlo.add %22, %28 : tensor<8192x4096xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<8192x4096xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<8192x4096xui32>
      %34 = stablehlo.or %31, %33 : tensor<8192x4096xui32>
      %35 = stablehlo.xor %29, %34 : tensor<8192x4096xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %37 = stablehlo.add %29, %36 : tensor<8192x4096xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %39 = stablehlo.add %35, %38 : tensor<8192x4096xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %41 = stablehlo.add %39, %40 : tensor<8192x4096xui32>
      %42 = stablehlo.add %37, %41 : tensor<8192x4096xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<8192x4096xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<8192x4096xui32>
      %47 = stablehlo.or %44, %46 : tensor<8192x4096xui32>
      %48 = stablehlo.xor %42, %47 : tensor<8192x4096xui32>
      %49 = stablehlo.add %42, %48 : tensor<8192x4096xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<8192x4096xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<8192x4096xui32>
      %54 = stablehlo.or %51, %53 : tensor<8192x4096xui32>
      %55 = stablehlo.xor %49, %54 : tensor<8192x4096xui32>
      %56 = stablehlo.add %49, %55 : tensor<8192x4096xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<8192x4096xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<8192x4096xui32>
      %61 = stablehlo.or %58, %60 : tensor<8192x4096xui32>
      %62 = stablehlo.xor %56, %61 : tensor<8192x4096xui32>
      %63 = stablehlo.add %56, %62 : tensor<8192x4096xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<8192x4096xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<8192x4096xui32>
      %68 = stablehlo.or %65, %67 : tensor<8192x4096xui32>
      %69 = stablehlo.xor %63, %68 : tensor<8192x4096xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %71 = stablehlo.add %63, %70 : tensor<8192x4096xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %73 = stablehlo.add %69, %72 : tensor<8192x4096xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %75 = stablehlo.add %73, %74 : tensor<8192x4096xui32>
      %76 = stablehlo.add %71, %75 : tensor<8192x4096xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<8192x4096xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<8192x4096xui32>
      %81 = stablehlo.or %78, %80 : tensor<8192x4096xui32>
      %82 = stablehlo.xor %76, %81 : tensor<8192x4096xui32>
      %83 = stablehlo.add %76, %82 : tensor<8192x4096xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<8192x4096xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<8192x4096xui32>
      %88 = stablehlo.or %85, %87 : tensor<8192x4096xui32>
      %89 = stablehlo.xor %83, %88 : tensor<8192x4096xui32>
      %90 = stablehlo.add %83, %89 : tensor<8192x4096xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<8192x4096xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<8192x4096xui32>
      %95 = stablehlo.or %92, %94 : tensor<8192x4096xui32>
      %96 = stablehlo.xor %90, %95 : tensor<8192x4096xui32>
      %97 = stablehlo.add %90, %96 : tensor<8192x4096xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<8192x4096xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<8192x4096xui32>
      %102 = stablehlo.or %99, %101 : tensor<8192x4096xui32>
      %103 = stablehlo.xor %97, %102 : tensor<8192x4096xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %105 = stablehlo.add %97, %104 : tensor<8192x4096xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %107 = stablehlo.add %103, %106 : tensor<8192x4096xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %109 = stablehlo.add %107, %108 : tensor<8192x4096xui32>
      %110 = stablehlo.add %105, %109 : tensor<8192x4096xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<8192x4096xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<8192x4096xui32>
      %115 = stablehlo.or %112, %114 : tensor<8192x4096xui32>
      %116 = stablehlo.xor %110, %115 : tensor<8192x4096xui32>
      %117 = stablehlo.add %110, %116 : tensor<8192x4096xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<8192x4096xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<8192x4096xui32>
      %122 = stablehlo.or %119, %121 : tensor<8192x4096xui32>
      %123 = stablehlo.xor %117, %122 : tensor<8192x4096xui32>
      %124 = stablehlo.add %117, %123 : tensor<8192x4096xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<8192x4096xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<8192x4096xui32>
      %129 = stablehlo.or %126, %128 : tensor<8192x4096xui32>
      %130 = stablehlo.xor %124, %129 : tensor<8192x4096xui32>
      %131 = stablehlo.add %124, %130 : tensor<8192x4096xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<8192x4096xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<8192x4096xui32>
      %136 = stablehlo.or %133, %135 : tensor<8192x4096xui32>
      %137 = stablehlo.xor %131, %136 : tensor<8192x4096xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %139 = stablehlo.add %131, %138 : tensor<8192x4096xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %141 = stablehlo.add %137, %140 : tensor<8192x4096xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %143 = stablehlo.add %141, %142 : tensor<8192x4096xui32>
      %144 = stablehlo.add %139, %143 : tensor<8192x4096xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<8192x4096xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<8192x4096xui32>
      %149 = stablehlo.or %146, %148 : tensor<8192x4096xui32>
      %150 = stablehlo.xor %144, %149 : tensor<8192x4096xui32>
      %151 = stablehlo.add %144, %150 : tensor<8192x4096xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<8192x4096xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<8192x4096xui32>
      %156 = stablehlo.or %153, %155 : tensor<8192x4096xui32>
      %157 = stablehlo.xor %151, %156 : tensor<8192x4096xui32>
      %158 = stablehlo.add %151, %157 : tensor<8192x4096xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<8192x4096xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<8192x4096xui32>
      %163 = stablehlo.or %160, %162 : tensor<8192x4096xui32>
      %164 = stablehlo.xor %158, %163 : tensor<8192x4096xui32>
      %165 = stablehlo.add %158, %164 : tensor<8192x4096xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<8192x4096xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<8192x4096xui32>
      %170 = stablehlo.or %167, %169 : tensor<8192x4096xui32>
      %171 = stablehlo.xor %165, %170 : tensor<8192x4096xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %173 = stablehlo.add %165, %172 : tensor<8192x4096xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %175 = stablehlo.add %171, %174 : tensor<8192x4096xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8192x4096xui32>
      %177 = stablehlo.add %175, %176 : tensor<8192x4096xui32>
      stablehlo.return %173, %177 : tensor<8192x4096xui32>, tensor<8192x4096xui32>
    }) : (tensor<i32>) -> (tensor<8192x4096xui32>, tensor<8192x4096xui32>)
    return %1#0, %1#1 : tensor<8192x4096xui32>, tensor<8192x4096xui32>
  }
  func.func private @_normal_1(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<4096x128256xf32> {
    %0 = call @_normal_real_2(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<4096x128256xf32>
    return %0 : tensor<4096x128256xf32>
  }
  func.func private @_normal_real_2(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<4096x128256xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<4096x128256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<4096x128256xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<4096x128256xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<4096x128256xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<4096x128256xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<4096x128256xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<4096x128256xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<4096x128256xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<4096x128256xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<4096x128256xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<4096x128256xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<4096x128256xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<4096x128256xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<4096x128256xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<4096x128256xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<4096x128256xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<4096x128256xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<4096x128256xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<4096x128256xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<4096x128256xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<4096x128256xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<4096x128256xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<4096x128256xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_3(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4096x128256xf32>
    %1 = stablehlo.negate %0 : tensor<4096x128256xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4096x128256xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<4096x128256xf32>
    %4 = stablehlo.negate %3 : tensor<4096x128256xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<4096x128256xf32>, tensor<4096x128256xf32>) -> tensor<4096x128256xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<4096x128256xf32>
    %7 = stablehlo.sqrt %4 : tensor<4096x128256xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<4096x128256xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<4096x128256xi1>, tensor<4096x128256xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<4096x128256xi1>, tensor<4096x128256xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<4096x128256xi1>, tensor<4096x128256xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<4096x128256xf32>
    %13 = stablehlo.add %11, %12 : tensor<4096x128256xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<4096x128256xi1>, tensor<4096x128256xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<4096x128256xf32>
    %16 = stablehlo.add %14, %15 : tensor<4096x128256xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<4096x128256xi1>, tensor<4096x128256xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<4096x128256xf32>
    %19 = stablehlo.add %17, %18 : tensor<4096x128256xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<4096x128256xi1>, tensor<4096x128256xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<4096x128256xf32>
    %22 = stablehlo.add %20, %21 : tensor<4096x128256xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<4096x128256xi1>, tensor<4096x128256xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<4096x128256xf32>
    %25 = stablehlo.add %23, %24 : tensor<4096x128256xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<4096x128256xi1>, tensor<4096x128256xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<4096x128256xf32>
    %28 = stablehlo.add %26, %27 : tensor<4096x128256xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<4096x128256xi1>, tensor<4096x128256xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<4096x128256xf32>
    %31 = stablehlo.add %29, %30 : tensor<4096x128256xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<4096x128256xi1>, tensor<4096x128256xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<4096x128256xf32>
    %34 = stablehlo.add %32, %33 : tensor<4096x128256xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<4096x128256xf32>
    %36 = stablehlo.abs %0 : tensor<4096x128256xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<4096x128256xf32>, tensor<4096x128256xf32>) -> tensor<4096x128256xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<4096x128256xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<4096x128256xi1>, tensor<4096x128256xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<4096x128256xf32>
    return %41 : tensor<4096x128256xf32>
  }
  func.func private @_uniform_3(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4096x128256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128256> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<4096x128256xui64>
    %7 = stablehlo.iota dim = 1 : tensor<4096x128256xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<4096x128256xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<4096x128256xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<4096x128256xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<4096x128256xui64>
    %12 = stablehlo.add %9, %11 : tensor<4096x128256xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4096x128256xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<4096x128256xui64>
    %15 = stablehlo.convert %12 : (tensor<4096x128256xui64>) -> tensor<4096x128256xui32>
    %16 = stablehlo.convert %14 : (tensor<4096x128256xui64>) -> tensor<4096x128256xui32>
    %17:2 = call @threefry2x32_4(%arg0, %3, %5, %16, %15) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<4096x128256xui32>, tensor<4096x128256xui32>) -> (tensor<4096x128256xui32>, tensor<4096x128256xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<4096x128256xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<4096x128256xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
    %22 = stablehlo.or %20, %21 : tensor<4096x128256xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<4096x128256xui32>) -> tensor<4096x128256xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<4096x128256xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x128256xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4096x128256xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x128256xf32>
    %30 = stablehlo.add %28, %29 : tensor<4096x128256xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x128256xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<4096x128256xf32>
    return %32 : tensor<4096x128256xf32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<4096x128256xui32>, %arg4: tensor<4096x128256xui32>) -> (tensor<4096x128256xui32>, tensor<4096x128256xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<4096x128256xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<4096x128256xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<4096x128256xui32>, tensor<4096x128256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<4096x128256xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<4096x128256xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<4096x128256xui32>
        %24 = stablehlo.or %20, %23 : tensor<4096x128256xui32>
        %25 = stablehlo.xor %18, %24 : tensor<4096x128256xui32>
        %26 = stablehlo.add %18, %25 : tensor<4096x128256xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<4096x128256xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<4096x128256xui32>
        %32 = stablehlo.or %28, %31 : tensor<4096x128256xui32>
        %33 = stablehlo.xor %26, %32 : tensor<4096x128256xui32>
        %34 = stablehlo.add %26, %33 : tensor<4096x128256xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<4096x128256xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<4096x128256xui32>
        %40 = stablehlo.or %36, %39 : tensor<4096x128256xui32>
        %41 = stablehlo.xor %34, %40 : tensor<4096x128256xui32>
        %42 = stablehlo.add %34, %41 : tensor<4096x128256xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<4096x128256xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<4096x128256xui32>
        %48 = stablehlo.or %44, %47 : tensor<4096x128256xui32>
        %49 = stablehlo.xor %42, %48 : tensor<4096x128256xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
        %51 = stablehlo.add %42, %50 : tensor<4096x128256xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
        %53 = stablehlo.add %49, %52 : tensor<4096x128256xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
        %57 = stablehlo.add %53, %56 : tensor<4096x128256xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<4096x128256xui32>, tensor<4096x128256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<4096x128256xui32>, tensor<4096x128256xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<4096x128256xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<4096x128256xui32>
      %8 = stablehlo.add %5, %7 : tensor<4096x128256xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<4096x128256xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<4096x128256xui32>
      %13 = stablehlo.or %10, %12 : tensor<4096x128256xui32>
      %14 = stablehlo.xor %8, %13 : tensor<4096x128256xui32>
      %15 = stablehlo.add %8, %14 : tensor<4096x128256xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<4096x128256xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<4096x128256xui32>
      %20 = stablehlo.or %17, %19 : tensor<4096x128256xui32>
      %21 = stablehlo.xor %15, %20 : tensor<4096x128256xui32>
      %22 = stablehlo.add %15, %21 : tensor<4096x128256xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<4096x128256xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<4096x128256xui32>
      %27 = stablehlo.or %24, %26 : tensor<4096x128256xui32>
      %28 = stablehlo.xor %22, %27 : tensor<4096x128256xui32>
      %29 = stablehlo.add %22, %28 : tensor<4096x128256xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<4096x128256xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<4096x128256xui32>
      %34 = stablehlo.or %31, %33 : tensor<4096x128256xui32>
      %35 = stablehlo.xor %29, %34 : tensor<4096x128256xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %37 = stablehlo.add %29, %36 : tensor<4096x128256xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %39 = stablehlo.add %35, %38 : tensor<4096x128256xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %41 = stablehlo.add %39, %40 : tensor<4096x128256xui32>
      %42 = stablehlo.add %37, %41 : tensor<4096x128256xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<4096x128256xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<4096x128256xui32>
      %47 = stablehlo.or %44, %46 : tensor<4096x128256xui32>
      %48 = stablehlo.xor %42, %47 : tensor<4096x128256xui32>
      %49 = stablehlo.add %42, %48 : tensor<4096x128256xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<4096x128256xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<4096x128256xui32>
      %54 = stablehlo.or %51, %53 : tensor<4096x128256xui32>
      %55 = stablehlo.xor %49, %54 : tensor<4096x128256xui32>
      %56 = stablehlo.add %49, %55 : tensor<4096x128256xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<4096x128256xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<4096x128256xui32>
      %61 = stablehlo.or %58, %60 : tensor<4096x128256xui32>
      %62 = stablehlo.xor %56, %61 : tensor<4096x128256xui32>
      %63 = stablehlo.add %56, %62 : tensor<4096x128256xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<4096x128256xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<4096x128256xui32>
      %68 = stablehlo.or %65, %67 : tensor<4096x128256xui32>
      %69 = stablehlo.xor %63, %68 : tensor<4096x128256xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %71 = stablehlo.add %63, %70 : tensor<4096x128256xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %73 = stablehlo.add %69, %72 : tensor<4096x128256xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %75 = stablehlo.add %73, %74 : tensor<4096x128256xui32>
      %76 = stablehlo.add %71, %75 : tensor<4096x128256xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<4096x128256xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<4096x128256xui32>
      %81 = stablehlo.or %78, %80 : tensor<4096x128256xui32>
      %82 = stablehlo.xor %76, %81 : tensor<4096x128256xui32>
      %83 = stablehlo.add %76, %82 : tensor<4096x128256xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<4096x128256xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<4096x128256xui32>
      %88 = stablehlo.or %85, %87 : tensor<4096x128256xui32>
      %89 = stablehlo.xor %83, %88 : tensor<4096x128256xui32>
      %90 = stablehlo.add %83, %89 : tensor<4096x128256xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<4096x128256xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<4096x128256xui32>
      %95 = stablehlo.or %92, %94 : tensor<4096x128256xui32>
      %96 = stablehlo.xor %90, %95 : tensor<4096x128256xui32>
      %97 = stablehlo.add %90, %96 : tensor<4096x128256xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<4096x128256xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<4096x128256xui32>
      %102 = stablehlo.or %99, %101 : tensor<4096x128256xui32>
      %103 = stablehlo.xor %97, %102 : tensor<4096x128256xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %105 = stablehlo.add %97, %104 : tensor<4096x128256xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %107 = stablehlo.add %103, %106 : tensor<4096x128256xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %109 = stablehlo.add %107, %108 : tensor<4096x128256xui32>
      %110 = stablehlo.add %105, %109 : tensor<4096x128256xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<4096x128256xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<4096x128256xui32>
      %115 = stablehlo.or %112, %114 : tensor<4096x128256xui32>
      %116 = stablehlo.xor %110, %115 : tensor<4096x128256xui32>
      %117 = stablehlo.add %110, %116 : tensor<4096x128256xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<4096x128256xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<4096x128256xui32>
      %122 = stablehlo.or %119, %121 : tensor<4096x128256xui32>
      %123 = stablehlo.xor %117, %122 : tensor<4096x128256xui32>
      %124 = stablehlo.add %117, %123 : tensor<4096x128256xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<4096x128256xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<4096x128256xui32>
      %129 = stablehlo.or %126, %128 : tensor<4096x128256xui32>
      %130 = stablehlo.xor %124, %129 : tensor<4096x128256xui32>
      %131 = stablehlo.add %124, %130 : tensor<4096x128256xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<4096x128256xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<4096x128256xui32>
      %136 = stablehlo.or %133, %135 : tensor<4096x128256xui32>
      %137 = stablehlo.xor %131, %136 : tensor<4096x128256xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %139 = stablehlo.add %131, %138 : tensor<4096x128256xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %141 = stablehlo.add %137, %140 : tensor<4096x128256xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %143 = stablehlo.add %141, %142 : tensor<4096x128256xui32>
      %144 = stablehlo.add %139, %143 : tensor<4096x128256xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<4096x128256xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<4096x128256xui32>
      %149 = stablehlo.or %146, %148 : tensor<4096x128256xui32>
      %150 = stablehlo.xor %144, %149 : tensor<4096x128256xui32>
      %151 = stablehlo.add %144, %150 : tensor<4096x128256xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<4096x128256xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<4096x128256xui32>
      %156 = stablehlo.or %153, %155 : tensor<4096x128256xui32>
      %157 = stablehlo.xor %151, %156 : tensor<4096x128256xui32>
      %158 = stablehlo.add %151, %157 : tensor<4096x128256xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<4096x128256xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<4096x128256xui32>
      %163 = stablehlo.or %160, %162 : tensor<4096x128256xui32>
      %164 = stablehlo.xor %158, %163 : tensor<4096x128256xui32>
      %165 = stablehlo.add %158, %164 : tensor<4096x128256xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<4096x128256xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<4096x128256xui32>
      %170 = stablehlo.or %167, %169 : tensor<4096x128256xui32>
      %171 = stablehlo.xor %165, %170 : tensor<4096x128256xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %173 = stablehlo.add %165, %172 : tensor<4096x128256xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %175 = stablehlo.add %171, %174 : tensor<4096x128256xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %177 = stablehlo.add %175, %176 : tensor<4096x128256xui32>
      stablehlo.return %173, %177 : tensor<4096x128256xui32>, tensor<4096x128256xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<4096x128256xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<4096x128256xui32>
      %8 = stablehlo.add %5, %7 : tensor<4096x128256xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<4096x128256xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<4096x128256xui32>
      %13 = stablehlo.or %10, %12 : tensor<4096x128256xui32>
      %14 = stablehlo.xor %8, %13 : tensor<4096x128256xui32>
      %15 = stablehlo.add %8, %14 : tensor<4096x128256xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<4096x128256xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<4096x128256xui32>
      %20 = stablehlo.or %17, %19 : tensor<4096x128256xui32>
      %21 = stablehlo.xor %15, %20 : tensor<4096x128256xui32>
      %22 = stablehlo.add %15, %21 : tensor<4096x128256xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<4096x128256xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<4096x128256xui32>
      %27 = stablehlo.or %24, %26 : tensor<4096x128256xui32>
      %28 = stablehlo.xor %22, %27 : tensor<4096x128256xui32>
      %29 = stablehlo.add %22, %28 : tensor<4096x128256xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<4096x128256xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<4096x128256xui32>
      %34 = stablehlo.or %31, %33 : tensor<4096x128256xui32>
      %35 = stablehlo.xor %29, %34 : tensor<4096x128256xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %37 = stablehlo.add %29, %36 : tensor<4096x128256xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %39 = stablehlo.add %35, %38 : tensor<4096x128256xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %41 = stablehlo.add %39, %40 : tensor<4096x128256xui32>
      %42 = stablehlo.add %37, %41 : tensor<4096x128256xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<4096x128256xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<4096x128256xui32>
      %47 = stablehlo.or %44, %46 : tensor<4096x128256xui32>
      %48 = stablehlo.xor %42, %47 : tensor<4096x128256xui32>
      %49 = stablehlo.add %42, %48 : tensor<4096x128256xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<4096x128256xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<4096x128256xui32>
      %54 = stablehlo.or %51, %53 : tensor<4096x128256xui32>
      %55 = stablehlo.xor %49, %54 : tensor<4096x128256xui32>
      %56 = stablehlo.add %49, %55 : tensor<4096x128256xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<4096x128256xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<4096x128256xui32>
      %61 = stablehlo.or %58, %60 : tensor<4096x128256xui32>
      %62 = stablehlo.xor %56, %61 : tensor<4096x128256xui32>
      %63 = stablehlo.add %56, %62 : tensor<4096x128256xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<4096x128256xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<4096x128256xui32>
      %68 = stablehlo.or %65, %67 : tensor<4096x128256xui32>
      %69 = stablehlo.xor %63, %68 : tensor<4096x128256xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %71 = stablehlo.add %63, %70 : tensor<4096x128256xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %73 = stablehlo.add %69, %72 : tensor<4096x128256xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %75 = stablehlo.add %73, %74 : tensor<4096x128256xui32>
      %76 = stablehlo.add %71, %75 : tensor<4096x128256xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<4096x128256xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<4096x128256xui32>
      %81 = stablehlo.or %78, %80 : tensor<4096x128256xui32>
      %82 = stablehlo.xor %76, %81 : tensor<4096x128256xui32>
      %83 = stablehlo.add %76, %82 : tensor<4096x128256xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<4096x128256xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<4096x128256xui32>
      %88 = stablehlo.or %85, %87 : tensor<4096x128256xui32>
      %89 = stablehlo.xor %83, %88 : tensor<4096x128256xui32>
      %90 = stablehlo.add %83, %89 : tensor<4096x128256xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<4096x128256xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<4096x128256xui32>
      %95 = stablehlo.or %92, %94 : tensor<4096x128256xui32>
      %96 = stablehlo.xor %90, %95 : tensor<4096x128256xui32>
      %97 = stablehlo.add %90, %96 : tensor<4096x128256xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<4096x128256xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<4096x128256xui32>
      %102 = stablehlo.or %99, %101 : tensor<4096x128256xui32>
      %103 = stablehlo.xor %97, %102 : tensor<4096x128256xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %105 = stablehlo.add %97, %104 : tensor<4096x128256xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %107 = stablehlo.add %103, %106 : tensor<4096x128256xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %109 = stablehlo.add %107, %108 : tensor<4096x128256xui32>
      %110 = stablehlo.add %105, %109 : tensor<4096x128256xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<4096x128256xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<4096x128256xui32>
      %115 = stablehlo.or %112, %114 : tensor<4096x128256xui32>
      %116 = stablehlo.xor %110, %115 : tensor<4096x128256xui32>
      %117 = stablehlo.add %110, %116 : tensor<4096x128256xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<4096x128256xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<4096x128256xui32>
      %122 = stablehlo.or %119, %121 : tensor<4096x128256xui32>
      %123 = stablehlo.xor %117, %122 : tensor<4096x128256xui32>
      %124 = stablehlo.add %117, %123 : tensor<4096x128256xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<4096x128256xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<4096x128256xui32>
      %129 = stablehlo.or %126, %128 : tensor<4096x128256xui32>
      %130 = stablehlo.xor %124, %129 : tensor<4096x128256xui32>
      %131 = stablehlo.add %124, %130 : tensor<4096x128256xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<4096x128256xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<4096x128256xui32>
      %136 = stablehlo.or %133, %135 : tensor<4096x128256xui32>
      %137 = stablehlo.xor %131, %136 : tensor<4096x128256xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %139 = stablehlo.add %131, %138 : tensor<4096x128256xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %141 = stablehlo.add %137, %140 : tensor<4096x128256xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %143 = stablehlo.add %141, %142 : tensor<4096x128256xui32>
      %144 = stablehlo.add %139, %143 : tensor<4096x128256xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<4096x128256xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<4096x128256xui32>
      %149 = stablehlo.or %146, %148 : tensor<4096x128256xui32>
      %150 = stablehlo.xor %144, %149 : tensor<4096x128256xui32>
      %151 = stablehlo.add %144, %150 : tensor<4096x128256xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<4096x128256xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<4096x128256xui32>
      %156 = stablehlo.or %153, %155 : tensor<4096x128256xui32>
      %157 = stablehlo.xor %151, %156 : tensor<4096x128256xui32>
      %158 = stablehlo.add %151, %157 : tensor<4096x128256xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<4096x128256xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<4096x128256xui32>
      %163 = stablehlo.or %160, %162 : tensor<4096x128256xui32>
      %164 = stablehlo.xor %158, %163 : tensor<4096x128256xui32>
      %165 = stablehlo.add %158, %164 : tensor<4096x128256xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<4096x128256xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<4096x128256xui32>
      %170 = stablehlo.or %167, %169 : tensor<4096x128256xui32>
      %171 = stablehlo.xor %165, %170 : tensor<4096x128256xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %173 = stablehlo.add %165, %172 : tensor<4096x128256xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %175 = stablehlo.add %171, %174 : tensor<4096x128256xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4096x128256xui32>
      %177 = stablehlo.add %175, %176 : tensor<4096x128256xui32>
      stablehlo.return %173, %177 : tensor<4096x128256xui32>, tensor<4096x128256xui32>
    }) : (tensor<i32>) -> (tensor<4096x128256xui32>, tensor<4096x128256xui32>)
    return %1#0, %1#1 : tensor<4096x128256xui32>, tensor<4096x128256xui32>
  }
  func.func private @_randint(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<8192xi32> {
    %c = stablehlo.constant dense<65536> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %0 = call @clip_5(%arg0, %c_3, %c_4, %c_3) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.compare GT, %arg3, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @clip_6(%arg0, %arg2, %c_4, %c_3) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %4 = call @clip_6(%arg0, %arg3, %c_4, %c_3) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.convert %4 : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = call @_threefry_split_7(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
    %9 = stablehlo.slice %8 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %10 = stablehlo.reshape %9 : (tensor<1x2xui32>) -> tensor<2xui32>
    %11 = stablehlo.slice %8 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.reshape %11 : (tensor<1x2xui32>) -> tensor<2xui32>
    %13 = stablehlo.slice %10 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.slice %10 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
    %17 = stablehlo.iota dim = 0 : tensor<8192xui64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8192xui64>
    %19 = stablehlo.multiply %18, %17 : tensor<8192xui64>
    %20 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8192xui64>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<8192xui64>
    %22 = stablehlo.convert %19 : (tensor<8192xui64>) -> tensor<8192xui32>
    %23 = stablehlo.convert %21 : (tensor<8192xui64>) -> tensor<8192xui32>
    %24:2 = call @threefry2x32_9(%arg0, %14, %16, %23, %22) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<8192xui32>, tensor<8192xui32>) -> (tensor<8192xui32>, tensor<8192xui32>)
    %25 = stablehlo.xor %24#0, %24#1 : tensor<8192xui32>
    %26 = stablehlo.slice %12 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
    %28 = stablehlo.slice %12 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %29 = stablehlo.reshape %28 : (tensor<1xui32>) -> tensor<ui32>
    %30 = stablehlo.iota dim = 0 : tensor<8192xui64>
    %31 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8192xui64>
    %32 = stablehlo.multiply %31, %30 : tensor<8192xui64>
    %33 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8192xui64>
    %34 = stablehlo.shift_right_logical %32, %33 : tensor<8192xui64>
    %35 = stablehlo.convert %32 : (tensor<8192xui64>) -> tensor<8192xui32>
    %36 = stablehlo.convert %34 : (tensor<8192xui64>) -> tensor<8192xui32>
    %37:2 = call @threefry2x32_9(%arg0, %27, %29, %36, %35) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<8192xui32>, tensor<8192xui32>) -> (tensor<8192xui32>, tensor<8192xui32>)
    %38 = stablehlo.xor %37#0, %37#1 : tensor<8192xui32>
    %39 = stablehlo.subtract %7, %6 : tensor<1xi32>
    %40 = stablehlo.convert %39 : (tensor<1xi32>) -> tensor<1xui32>
    %41 = stablehlo.compare LE, %7, %6, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %42 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %43 = stablehlo.select %41, %42, %40 : tensor<1xi1>, tensor<1xui32>
    %44 = stablehlo.compare GT, %7, %6, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %45 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %46 = stablehlo.and %45, %44 : tensor<1xi1>
    %47 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %43, %47 : tensor<1xui32>
    %49 = stablehlo.select %46, %48, %43 : tensor<1xi1>, tensor<1xui32>
    %50 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %51 = stablehlo.remainder %50, %49 : tensor<1xui32>
    %52 = stablehlo.multiply %51, %51 : tensor<1xui32>
    %53 = stablehlo.remainder %52, %49 : tensor<1xui32>
    %54 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<8192xui32>
    %55 = stablehlo.remainder %25, %54 : tensor<8192xui32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<1xui32>) -> tensor<8192xui32>
    %57 = stablehlo.multiply %55, %56 : tensor<8192xui32>
    %58 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<8192xui32>
    %59 = stablehlo.remainder %38, %58 : tensor<8192xui32>
    %60 = stablehlo.add %57, %59 : tensor<8192xui32>
    %61 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<8192xui32>
    %62 = stablehlo.remainder %60, %61 : tensor<8192xui32>
    %63 = stablehlo.convert %62 : (tensor<8192xui32>) -> tensor<8192xi32>
    %64 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xi32>) -> tensor<8192xi32>
    %65 = stablehlo.add %64, %63 : tensor<8192xi32>
    return %65 : tensor<8192xi32>
  }
  func.func private @clip_5(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg2, %arg1 : tensor<i32>
    %1 = stablehlo.minimum %arg3, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @clip_6(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg2, %arg1 : tensor<i32>
    %1 = stablehlo.minimum %arg3, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_threefry_split_7(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<2x2xui32> {
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
    %11:2 = call @threefry2x32_8(%arg0, %1, %3, %10, %9) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_8(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<2xui32>, %arg4: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
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
  func.func private @threefry2x32_9(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<8192xui32>, %arg4: tensor<8192xui32>) -> (tensor<8192xui32>, tensor<8192xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8192xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8192xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<8192xui32>, tensor<8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<8192xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<8192xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<8192xui32>
        %24 = stablehlo.or %20, %23 : tensor<8192xui32>
        %25 = stablehlo.xor %18, %24 : tensor<8192xui32>
        %26 = stablehlo.add %18, %25 : tensor<8192xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<8192xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<8192xui32>
        %32 = stablehlo.or %28, %31 : tensor<8192xui32>
        %33 = stablehlo.xor %26, %32 : tensor<8192xui32>
        %34 = stablehlo.add %26, %33 : tensor<8192xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<8192xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<8192xui32>
        %40 = stablehlo.or %36, %39 : tensor<8192xui32>
        %41 = stablehlo.xor %34, %40 : tensor<8192xui32>
        %42 = stablehlo.add %34, %41 : tensor<8192xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<8192xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<8192xui32>
        %48 = stablehlo.or %44, %47 : tensor<8192xui32>
        %49 = stablehlo.xor %42, %48 : tensor<8192xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
        %51 = stablehlo.add %42, %50 : tensor<8192xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
        %53 = stablehlo.add %49, %52 : tensor<8192xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
        %57 = stablehlo.add %53, %56 : tensor<8192xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<8192xui32>, tensor<8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<8192xui32>, tensor<8192xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8192xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8192xui32>
      %8 = stablehlo.add %5, %7 : tensor<8192xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<8192xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<8192xui32>
      %13 = stablehlo.or %10, %12 : tensor<8192xui32>
      %14 = stablehlo.xor %8, %13 : tensor<8192xui32>
      %15 = stablehlo.add %8, %14 : tensor<8192xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<8192xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<8192xui32>
      %20 = stablehlo.or %17, %19 : tensor<8192xui32>
      %21 = stablehlo.xor %15, %20 : tensor<8192xui32>
      %22 = stablehlo.add %15, %21 : tensor<8192xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<8192xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<8192xui32>
      %27 = stablehlo.or %24, %26 : tensor<8192xui32>
      %28 = stablehlo.xor %22, %27 : tensor<8192xui32>
      %29 = stablehlo.add %22, %28 : tensor<8192xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<8192xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<8192xui32>
      %34 = stablehlo.or %31, %33 : tensor<8192xui32>
      %35 = stablehlo.xor %29, %34 : tensor<8192xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %37 = stablehlo.add %29, %36 : tensor<8192xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %39 = stablehlo.add %35, %38 : tensor<8192xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %41 = stablehlo.add %39, %40 : tensor<8192xui32>
      %42 = stablehlo.add %37, %41 : tensor<8192xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<8192xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<8192xui32>
      %47 = stablehlo.or %44, %46 : tensor<8192xui32>
      %48 = stablehlo.xor %42, %47 : tensor<8192xui32>
      %49 = stablehlo.add %42, %48 : tensor<8192xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<8192xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<8192xui32>
      %54 = stablehlo.or %51, %53 : tensor<8192xui32>
      %55 = stablehlo.xor %49, %54 : tensor<8192xui32>
      %56 = stablehlo.add %49, %55 : tensor<8192xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<8192xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<8192xui32>
      %61 = stablehlo.or %58, %60 : tensor<8192xui32>
      %62 = stablehlo.xor %56, %61 : tensor<8192xui32>
      %63 = stablehlo.add %56, %62 : tensor<8192xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<8192xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<8192xui32>
      %68 = stablehlo.or %65, %67 : tensor<8192xui32>
      %69 = stablehlo.xor %63, %68 : tensor<8192xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %71 = stablehlo.add %63, %70 : tensor<8192xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %73 = stablehlo.add %69, %72 : tensor<8192xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %75 = stablehlo.add %73, %74 : tensor<8192xui32>
      %76 = stablehlo.add %71, %75 : tensor<8192xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<8192xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<8192xui32>
      %81 = stablehlo.or %78, %80 : tensor<8192xui32>
      %82 = stablehlo.xor %76, %81 : tensor<8192xui32>
      %83 = stablehlo.add %76, %82 : tensor<8192xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<8192xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<8192xui32>
      %88 = stablehlo.or %85, %87 : tensor<8192xui32>
      %89 = stablehlo.xor %83, %88 : tensor<8192xui32>
      %90 = stablehlo.add %83, %89 : tensor<8192xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<8192xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<8192xui32>
      %95 = stablehlo.or %92, %94 : tensor<8192xui32>
      %96 = stablehlo.xor %90, %95 : tensor<8192xui32>
      %97 = stablehlo.add %90, %96 : tensor<8192xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<8192xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<8192xui32>
      %102 = stablehlo.or %99, %101 : tensor<8192xui32>
      %103 = stablehlo.xor %97, %102 : tensor<8192xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %105 = stablehlo.add %97, %104 : tensor<8192xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %107 = stablehlo.add %103, %106 : tensor<8192xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %109 = stablehlo.add %107, %108 : tensor<8192xui32>
      %110 = stablehlo.add %105, %109 : tensor<8192xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<8192xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<8192xui32>
      %115 = stablehlo.or %112, %114 : tensor<8192xui32>
      %116 = stablehlo.xor %110, %115 : tensor<8192xui32>
      %117 = stablehlo.add %110, %116 : tensor<8192xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<8192xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<8192xui32>
      %122 = stablehlo.or %119, %121 : tensor<8192xui32>
      %123 = stablehlo.xor %117, %122 : tensor<8192xui32>
      %124 = stablehlo.add %117, %123 : tensor<8192xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<8192xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<8192xui32>
      %129 = stablehlo.or %126, %128 : tensor<8192xui32>
      %130 = stablehlo.xor %124, %129 : tensor<8192xui32>
      %131 = stablehlo.add %124, %130 : tensor<8192xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<8192xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<8192xui32>
      %136 = stablehlo.or %133, %135 : tensor<8192xui32>
      %137 = stablehlo.xor %131, %136 : tensor<8192xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %139 = stablehlo.add %131, %138 : tensor<8192xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %141 = stablehlo.add %137, %140 : tensor<8192xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %143 = stablehlo.add %141, %142 : tensor<8192xui32>
      %144 = stablehlo.add %139, %143 : tensor<8192xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<8192xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<8192xui32>
      %149 = stablehlo.or %146, %148 : tensor<8192xui32>
      %150 = stablehlo.xor %144, %149 : tensor<8192xui32>
      %151 = stablehlo.add %144, %150 : tensor<8192xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<8192xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<8192xui32>
      %156 = stablehlo.or %153, %155 : tensor<8192xui32>
      %157 = stablehlo.xor %151, %156 : tensor<8192xui32>
      %158 = stablehlo.add %151, %157 : tensor<8192xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<8192xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<8192xui32>
      %163 = stablehlo.or %160, %162 : tensor<8192xui32>
      %164 = stablehlo.xor %158, %163 : tensor<8192xui32>
      %165 = stablehlo.add %158, %164 : tensor<8192xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<8192xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<8192xui32>
      %170 = stablehlo.or %167, %169 : tensor<8192xui32>
      %171 = stablehlo.xor %165, %170 : tensor<8192xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %173 = stablehlo.add %165, %172 : tensor<8192xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %175 = stablehlo.add %171, %174 : tensor<8192xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %177 = stablehlo.add %175, %176 : tensor<8192xui32>
      stablehlo.return %173, %177 : tensor<8192xui32>, tensor<8192xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8192xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8192xui32>
      %8 = stablehlo.add %5, %7 : tensor<8192xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<8192xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<8192xui32>
      %13 = stablehlo.or %10, %12 : tensor<8192xui32>
      %14 = stablehlo.xor %8, %13 : tensor<8192xui32>
      %15 = stablehlo.add %8, %14 : tensor<8192xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<8192xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<8192xui32>
      %20 = stablehlo.or %17, %19 : tensor<8192xui32>
      %21 = stablehlo.xor %15, %20 : tensor<8192xui32>
      %22 = stablehlo.add %15, %21 : tensor<8192xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<8192xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<8192xui32>
      %27 = stablehlo.or %24, %26 : tensor<8192xui32>
      %28 = stablehlo.xor %22, %27 : tensor<8192xui32>
      %29 = stablehlo.add %22, %28 : tensor<8192xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<8192xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<8192xui32>
      %34 = stablehlo.or %31, %33 : tensor<8192xui32>
      %35 = stablehlo.xor %29, %34 : tensor<8192xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %37 = stablehlo.add %29, %36 : tensor<8192xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %39 = stablehlo.add %35, %38 : tensor<8192xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %41 = stablehlo.add %39, %40 : tensor<8192xui32>
      %42 = stablehlo.add %37, %41 : tensor<8192xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<8192xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<8192xui32>
      %47 = stablehlo.or %44, %46 : tensor<8192xui32>
      %48 = stablehlo.xor %42, %47 : tensor<8192xui32>
      %49 = stablehlo.add %42, %48 : tensor<8192xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<8192xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<8192xui32>
      %54 = stablehlo.or %51, %53 : tensor<8192xui32>
      %55 = stablehlo.xor %49, %54 : tensor<8192xui32>
      %56 = stablehlo.add %49, %55 : tensor<8192xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<8192xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<8192xui32>
      %61 = stablehlo.or %58, %60 : tensor<8192xui32>
      %62 = stablehlo.xor %56, %61 : tensor<8192xui32>
      %63 = stablehlo.add %56, %62 : tensor<8192xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<8192xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<8192xui32>
      %68 = stablehlo.or %65, %67 : tensor<8192xui32>
      %69 = stablehlo.xor %63, %68 : tensor<8192xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %71 = stablehlo.add %63, %70 : tensor<8192xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %73 = stablehlo.add %69, %72 : tensor<8192xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %75 = stablehlo.add %73, %74 : tensor<8192xui32>
      %76 = stablehlo.add %71, %75 : tensor<8192xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<8192xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<8192xui32>
      %81 = stablehlo.or %78, %80 : tensor<8192xui32>
      %82 = stablehlo.xor %76, %81 : tensor<8192xui32>
      %83 = stablehlo.add %76, %82 : tensor<8192xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<8192xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<8192xui32>
      %88 = stablehlo.or %85, %87 : tensor<8192xui32>
      %89 = stablehlo.xor %83, %88 : tensor<8192xui32>
      %90 = stablehlo.add %83, %89 : tensor<8192xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<8192xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<8192xui32>
      %95 = stablehlo.or %92, %94 : tensor<8192xui32>
      %96 = stablehlo.xor %90, %95 : tensor<8192xui32>
      %97 = stablehlo.add %90, %96 : tensor<8192xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<8192xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<8192xui32>
      %102 = stablehlo.or %99, %101 : tensor<8192xui32>
      %103 = stablehlo.xor %97, %102 : tensor<8192xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %105 = stablehlo.add %97, %104 : tensor<8192xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %107 = stablehlo.add %103, %106 : tensor<8192xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %109 = stablehlo.add %107, %108 : tensor<8192xui32>
      %110 = stablehlo.add %105, %109 : tensor<8192xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<8192xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<8192xui32>
      %115 = stablehlo.or %112, %114 : tensor<8192xui32>
      %116 = stablehlo.xor %110, %115 : tensor<8192xui32>
      %117 = stablehlo.add %110, %116 : tensor<8192xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<8192xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<8192xui32>
      %122 = stablehlo.or %119, %121 : tensor<8192xui32>
      %123 = stablehlo.xor %117, %122 : tensor<8192xui32>
      %124 = stablehlo.add %117, %123 : tensor<8192xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<8192xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<8192xui32>
      %129 = stablehlo.or %126, %128 : tensor<8192xui32>
      %130 = stablehlo.xor %124, %129 : tensor<8192xui32>
      %131 = stablehlo.add %124, %130 : tensor<8192xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<8192xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<8192xui32>
      %136 = stablehlo.or %133, %135 : tensor<8192xui32>
      %137 = stablehlo.xor %131, %136 : tensor<8192xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %139 = stablehlo.add %131, %138 : tensor<8192xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %141 = stablehlo.add %137, %140 : tensor<8192xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %143 = stablehlo.add %141, %142 : tensor<8192xui32>
      %144 = stablehlo.add %139, %143 : tensor<8192xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<8192xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<8192xui32>
      %149 = stablehlo.or %146, %148 : tensor<8192xui32>
      %150 = stablehlo.xor %144, %149 : tensor<8192xui32>
      %151 = stablehlo.add %144, %150 : tensor<8192xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<8192xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<8192xui32>
      %156 = stablehlo.or %153, %155 : tensor<8192xui32>
      %157 = stablehlo.xor %151, %156 : tensor<8192xui32>
      %158 = stablehlo.add %151, %157 : tensor<8192xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<8192xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<8192xui32>
      %163 = stablehlo.or %160, %162 : tensor<8192xui32>
      %164 = stablehlo.xor %158, %163 : tensor<8192xui32>
      %165 = stablehlo.add %158, %164 : tensor<8192xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<8192xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<8192xui32>
      %170 = stablehlo.or %167, %169 : tensor<8192xui32>
      %171 = stablehlo.xor %165, %170 : tensor<8192xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %173 = stablehlo.add %165, %172 : tensor<8192xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %175 = stablehlo.add %171, %174 : tensor<8192xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
      %177 = stablehlo.add %175, %176 : tensor<8192xui32>
      stablehlo.return %173, %177 : tensor<8192xui32>, tensor<8192xui32>
    }) : (tensor<i32>) -> (tensor<8192xui32>, tensor<8192xui32>)
    return %1#0, %1#1 : tensor<8192xui32>, tensor<8192xui32>
  }
  func.func private @_normal_10(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x8192x4096xf32> {
    %0 = call @_normal_real_11(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x8192x4096xf32>
    return %0 : tensor<3x8192x4096xf32>
  }
  func.func private @_normal_real_11(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x8192x4096xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<3x8192x4096xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x8192x4096xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<3x8192x4096xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<3x8192x4096xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<3x8192x4096xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<3x8192x4096xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<3x8192x4096xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<3x8192x4096xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<3x8192x4096xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<3x8192x4096xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<3x8192x4096xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<3x8192x4096xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<3x8192x4096xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<3x8192x4096xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<3x8192x4096xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<3x8192x4096xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<3x8192x4096xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<3x8192x4096xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<3x8192x4096xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<3x8192x4096xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<3x8192x4096xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<3x8192x4096xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<3x8192x4096xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_12(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x8192x4096xf32>
    %1 = stablehlo.negate %0 : tensor<3x8192x4096xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x8192x4096xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<3x8192x4096xf32>
    %4 = stablehlo.negate %3 : tensor<3x8192x4096xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<3x8192x4096xf32>, tensor<3x8192x4096xf32>) -> tensor<3x8192x4096xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<3x8192x4096xf32>
    %7 = stablehlo.sqrt %4 : tensor<3x8192x4096xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<3x8192x4096xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<3x8192x4096xi1>, tensor<3x8192x4096xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<3x8192x4096xi1>, tensor<3x8192x4096xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<3x8192x4096xi1>, tensor<3x8192x4096xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<3x8192x4096xf32>
    %13 = stablehlo.add %11, %12 : tensor<3x8192x4096xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<3x8192x4096xi1>, tensor<3x8192x4096xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<3x8192x4096xf32>
    %16 = stablehlo.add %14, %15 : tensor<3x8192x4096xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<3x8192x4096xi1>, tensor<3x8192x4096xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<3x8192x4096xf32>
    %19 = stablehlo.add %17, %18 : tensor<3x8192x4096xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<3x8192x4096xi1>, tensor<3x8192x4096xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<3x8192x4096xf32>
    %22 = stablehlo.add %20, %21 : tensor<3x8192x4096xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<3x8192x4096xi1>, tensor<3x8192x4096xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<3x8192x4096xf32>
    %25 = stablehlo.add %23, %24 : tensor<3x8192x4096xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<3x8192x4096xi1>, tensor<3x8192x4096xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<3x8192x4096xf32>
    %28 = stablehlo.add %26, %27 : tensor<3x8192x4096xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<3x8192x4096xi1>, tensor<3x8192x4096xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<3x8192x4096xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x8192x4096xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<3x8192x4096xi1>, tensor<3x8192x4096xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<3x8192x4096xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x8192x4096xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<3x8192x4096xf32>
    %36 = stablehlo.abs %0 : tensor<3x8192x4096xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<3x8192x4096xf32>, tensor<3x8192x4096xf32>) -> tensor<3x8192x4096xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<3x8192x4096xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<3x8192x4096xi1>, tensor<3x8192x4096xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x8192x4096xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<3x8192x4096xf32>
    return %41 : tensor<3x8192x4096xf32>
  }
  func.func private @_uniform_12(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<3x8192x4096xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<4096> : tensor<ui64>
    %c_4 = stablehlo.constant dense<33554432> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x8192x4096xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x8192x4096xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x8192x4096xui64>
    %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<3x8192x4096xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<3x8192x4096xui64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<3x8192x4096xui64>
    %12 = stablehlo.multiply %11, %7 : tensor<3x8192x4096xui64>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3x8192x4096xui64>
    %14 = stablehlo.multiply %13, %8 : tensor<3x8192x4096xui64>
    %15 = stablehlo.add %10, %12 : tensor<3x8192x4096xui64>
    %16 = stablehlo.add %15, %14 : tensor<3x8192x4096xui64>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x8192x4096xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<3x8192x4096xui64>
    %19 = stablehlo.convert %16 : (tensor<3x8192x4096xui64>) -> tensor<3x8192x4096xui32>
    %20 = stablehlo.convert %18 : (tensor<3x8192x4096xui64>) -> tensor<3x8192x4096xui32>
    %21:2 = call @threefry2x32_13(%arg0, %3, %5, %20, %19) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<3x8192x4096xui32>, tensor<3x8192x4096xui32>) -> (tensor<3x8192x4096xui32>, tensor<3x8192x4096xui32>)
    %22 = stablehlo.xor %21#0, %21#1 : tensor<3x8192x4096xui32>
    %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<3x8192x4096xui32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
    %26 = stablehlo.or %24, %25 : tensor<3x8192x4096xui32>
    %27 = stablehlo.bitcast_convert %26 : (tensor<3x8192x4096xui32>) -> tensor<3x8192x4096xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8192x4096xf32>
    %29 = stablehlo.subtract %27, %28 : tensor<3x8192x4096xf32>
    %30 = stablehlo.subtract %1, %0 : tensor<1x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x8192x4096xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<3x8192x4096xf32>
    %33 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x8192x4096xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x8192x4096xf32>
    %35 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x8192x4096xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<3x8192x4096xf32>
    return %36 : tensor<3x8192x4096xf32>
  }
  func.func private @threefry2x32_13(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<3x8192x4096xui32>, %arg4: tensor<3x8192x4096xui32>) -> (tensor<3x8192x4096xui32>, tensor<3x8192x4096xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x8192x4096xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x8192x4096xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<3x8192x4096xui32>, tensor<3x8192x4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<3x8192x4096xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<3x8192x4096xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<3x8192x4096xui32>
        %24 = stablehlo.or %20, %23 : tensor<3x8192x4096xui32>
        %25 = stablehlo.xor %18, %24 : tensor<3x8192x4096xui32>
        %26 = stablehlo.add %18, %25 : tensor<3x8192x4096xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<3x8192x4096xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<3x8192x4096xui32>
        %32 = stablehlo.or %28, %31 : tensor<3x8192x4096xui32>
        %33 = stablehlo.xor %26, %32 : tensor<3x8192x4096xui32>
        %34 = stablehlo.add %26, %33 : tensor<3x8192x4096xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<3x8192x4096xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<3x8192x4096xui32>
        %40 = stablehlo.or %36, %39 : tensor<3x8192x4096xui32>
        %41 = stablehlo.xor %34, %40 : tensor<3x8192x4096xui32>
        %42 = stablehlo.add %34, %41 : tensor<3x8192x4096xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<3x8192x4096xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<3x8192x4096xui32>
        %48 = stablehlo.or %44, %47 : tensor<3x8192x4096xui32>
        %49 = stablehlo.xor %42, %48 : tensor<3x8192x4096xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
        %51 = stablehlo.add %42, %50 : tensor<3x8192x4096xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
        %53 = stablehlo.add %49, %52 : tensor<3x8192x4096xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
        %57 = stablehlo.add %53, %56 : tensor<3x8192x4096xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<3x8192x4096xui32>, tensor<3x8192x4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<3x8192x4096xui32>, tensor<3x8192x4096xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x8192x4096xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x8192x4096xui32>
      %8 = stablehlo.add %5, %7 : tensor<3x8192x4096xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3x8192x4096xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3x8192x4096xui32>
      %13 = stablehlo.or %10, %12 : tensor<3x8192x4096xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3x8192x4096xui32>
      %15 = stablehlo.add %8, %14 : tensor<3x8192x4096xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3x8192x4096xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3x8192x4096xui32>
      %20 = stablehlo.or %17, %19 : tensor<3x8192x4096xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3x8192x4096xui32>
      %22 = stablehlo.add %15, %21 : tensor<3x8192x4096xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3x8192x4096xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3x8192x4096xui32>
      %27 = stablehlo.or %24, %26 : tensor<3x8192x4096xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3x8192x4096xui32>
      %29 = stablehlo.add %22, %28 : tensor<3x8192x4096xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3x8192x4096xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3x8192x4096xui32>
      %34 = stablehlo.or %31, %33 : tensor<3x8192x4096xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3x8192x4096xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %37 = stablehlo.add %29, %36 : tensor<3x8192x4096xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %39 = stablehlo.add %35, %38 : tensor<3x8192x4096xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %41 = stablehlo.add %39, %40 : tensor<3x8192x4096xui32>
      %42 = stablehlo.add %37, %41 : tensor<3x8192x4096xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3x8192x4096xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3x8192x4096xui32>
      %47 = stablehlo.or %44, %46 : tensor<3x8192x4096xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3x8192x4096xui32>
      %49 = stablehlo.add %42, %48 : tensor<3x8192x4096xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3x8192x4096xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3x8192x4096xui32>
      %54 = stablehlo.or %51, %53 : tensor<3x8192x4096xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3x8192x4096xui32>
      %56 = stablehlo.add %49, %55 : tensor<3x8192x4096xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3x8192x4096xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3x8192x4096xui32>
      %61 = stablehlo.or %58, %60 : tensor<3x8192x4096xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3x8192x4096xui32>
      %63 = stablehlo.add %56, %62 : tensor<3x8192x4096xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3x8192x4096xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3x8192x4096xui32>
      %68 = stablehlo.or %65, %67 : tensor<3x8192x4096xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3x8192x4096xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %71 = stablehlo.add %63, %70 : tensor<3x8192x4096xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %73 = stablehlo.add %69, %72 : tensor<3x8192x4096xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %75 = stablehlo.add %73, %74 : tensor<3x8192x4096xui32>
      %76 = stablehlo.add %71, %75 : tensor<3x8192x4096xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x8192x4096xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3x8192x4096xui32>
      %81 = stablehlo.or %78, %80 : tensor<3x8192x4096xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3x8192x4096xui32>
      %83 = stablehlo.add %76, %82 : tensor<3x8192x4096xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3x8192x4096xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3x8192x4096xui32>
      %88 = stablehlo.or %85, %87 : tensor<3x8192x4096xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3x8192x4096xui32>
      %90 = stablehlo.add %83, %89 : tensor<3x8192x4096xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3x8192x4096xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3x8192x4096xui32>
      %95 = stablehlo.or %92, %94 : tensor<3x8192x4096xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3x8192x4096xui32>
      %97 = stablehlo.add %90, %96 : tensor<3x8192x4096xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3x8192x4096xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3x8192x4096xui32>
      %102 = stablehlo.or %99, %101 : tensor<3x8192x4096xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3x8192x4096xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %105 = stablehlo.add %97, %104 : tensor<3x8192x4096xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %107 = stablehlo.add %103, %106 : tensor<3x8192x4096xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %109 = stablehlo.add %107, %108 : tensor<3x8192x4096xui32>
      %110 = stablehlo.add %105, %109 : tensor<3x8192x4096xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3x8192x4096xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3x8192x4096xui32>
      %115 = stablehlo.or %112, %114 : tensor<3x8192x4096xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3x8192x4096xui32>
      %117 = stablehlo.add %110, %116 : tensor<3x8192x4096xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3x8192x4096xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3x8192x4096xui32>
      %122 = stablehlo.or %119, %121 : tensor<3x8192x4096xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3x8192x4096xui32>
      %124 = stablehlo.add %117, %123 : tensor<3x8192x4096xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3x8192x4096xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3x8192x4096xui32>
      %129 = stablehlo.or %126, %128 : tensor<3x8192x4096xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3x8192x4096xui32>
      %131 = stablehlo.add %124, %130 : tensor<3x8192x4096xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3x8192x4096xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3x8192x4096xui32>
      %136 = stablehlo.or %133, %135 : tensor<3x8192x4096xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3x8192x4096xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %139 = stablehlo.add %131, %138 : tensor<3x8192x4096xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %141 = stablehlo.add %137, %140 : tensor<3x8192x4096xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %143 = stablehlo.add %141, %142 : tensor<3x8192x4096xui32>
      %144 = stablehlo.add %139, %143 : tensor<3x8192x4096xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3x8192x4096xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3x8192x4096xui32>
      %149 = stablehlo.or %146, %148 : tensor<3x8192x4096xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3x8192x4096xui32>
      %151 = stablehlo.add %144, %150 : tensor<3x8192x4096xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3x8192x4096xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3x8192x4096xui32>
      %156 = stablehlo.or %153, %155 : tensor<3x8192x4096xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3x8192x4096xui32>
      %158 = stablehlo.add %151, %157 : tensor<3x8192x4096xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3x8192x4096xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3x8192x4096xui32>
      %163 = stablehlo.or %160, %162 : tensor<3x8192x4096xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3x8192x4096xui32>
      %165 = stablehlo.add %158, %164 : tensor<3x8192x4096xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3x8192x4096xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3x8192x4096xui32>
      %170 = stablehlo.or %167, %169 : tensor<3x8192x4096xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3x8192x4096xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %173 = stablehlo.add %165, %172 : tensor<3x8192x4096xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %175 = stablehlo.add %171, %174 : tensor<3x8192x4096xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %177 = stablehlo.add %175, %176 : tensor<3x8192x4096xui32>
      stablehlo.return %173, %177 : tensor<3x8192x4096xui32>, tensor<3x8192x4096xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x8192x4096xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x8192x4096xui32>
      %8 = stablehlo.add %5, %7 : tensor<3x8192x4096xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3x8192x4096xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3x8192x4096xui32>
      %13 = stablehlo.or %10, %12 : tensor<3x8192x4096xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3x8192x4096xui32>
      %15 = stablehlo.add %8, %14 : tensor<3x8192x4096xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3x8192x4096xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3x8192x4096xui32>
      %20 = stablehlo.or %17, %19 : tensor<3x8192x4096xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3x8192x4096xui32>
      %22 = stablehlo.add %15, %21 : tensor<3x8192x4096xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3x8192x4096xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3x8192x4096xui32>
      %27 = stablehlo.or %24, %26 : tensor<3x8192x4096xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3x8192x4096xui32>
      %29 = stablehlo.add %22, %28 : tensor<3x8192x4096xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3x8192x4096xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3x8192x4096xui32>
      %34 = stablehlo.or %31, %33 : tensor<3x8192x4096xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3x8192x4096xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %37 = stablehlo.add %29, %36 : tensor<3x8192x4096xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %39 = stablehlo.add %35, %38 : tensor<3x8192x4096xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %41 = stablehlo.add %39, %40 : tensor<3x8192x4096xui32>
      %42 = stablehlo.add %37, %41 : tensor<3x8192x4096xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3x8192x4096xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3x8192x4096xui32>
      %47 = stablehlo.or %44, %46 : tensor<3x8192x4096xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3x8192x4096xui32>
      %49 = stablehlo.add %42, %48 : tensor<3x8192x4096xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3x8192x4096xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3x8192x4096xui32>
      %54 = stablehlo.or %51, %53 : tensor<3x8192x4096xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3x8192x4096xui32>
      %56 = stablehlo.add %49, %55 : tensor<3x8192x4096xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3x8192x4096xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3x8192x4096xui32>
      %61 = stablehlo.or %58, %60 : tensor<3x8192x4096xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3x8192x4096xui32>
      %63 = stablehlo.add %56, %62 : tensor<3x8192x4096xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3x8192x4096xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3x8192x4096xui32>
      %68 = stablehlo.or %65, %67 : tensor<3x8192x4096xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3x8192x4096xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %71 = stablehlo.add %63, %70 : tensor<3x8192x4096xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %73 = stablehlo.add %69, %72 : tensor<3x8192x4096xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %75 = stablehlo.add %73, %74 : tensor<3x8192x4096xui32>
      %76 = stablehlo.add %71, %75 : tensor<3x8192x4096xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x8192x4096xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3x8192x4096xui32>
      %81 = stablehlo.or %78, %80 : tensor<3x8192x4096xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3x8192x4096xui32>
      %83 = stablehlo.add %76, %82 : tensor<3x8192x4096xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3x8192x4096xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3x8192x4096xui32>
      %88 = stablehlo.or %85, %87 : tensor<3x8192x4096xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3x8192x4096xui32>
      %90 = stablehlo.add %83, %89 : tensor<3x8192x4096xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3x8192x4096xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3x8192x4096xui32>
      %95 = stablehlo.or %92, %94 : tensor<3x8192x4096xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3x8192x4096xui32>
      %97 = stablehlo.add %90, %96 : tensor<3x8192x4096xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3x8192x4096xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3x8192x4096xui32>
      %102 = stablehlo.or %99, %101 : tensor<3x8192x4096xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3x8192x4096xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %105 = stablehlo.add %97, %104 : tensor<3x8192x4096xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %107 = stablehlo.add %103, %106 : tensor<3x8192x4096xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %109 = stablehlo.add %107, %108 : tensor<3x8192x4096xui32>
      %110 = stablehlo.add %105, %109 : tensor<3x8192x4096xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3x8192x4096xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3x8192x4096xui32>
      %115 = stablehlo.or %112, %114 : tensor<3x8192x4096xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3x8192x4096xui32>
      %117 = stablehlo.add %110, %116 : tensor<3x8192x4096xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3x8192x4096xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3x8192x4096xui32>
      %122 = stablehlo.or %119, %121 : tensor<3x8192x4096xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3x8192x4096xui32>
      %124 = stablehlo.add %117, %123 : tensor<3x8192x4096xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3x8192x4096xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3x8192x4096xui32>
      %129 = stablehlo.or %126, %128 : tensor<3x8192x4096xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3x8192x4096xui32>
      %131 = stablehlo.add %124, %130 : tensor<3x8192x4096xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3x8192x4096xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3x8192x4096xui32>
      %136 = stablehlo.or %133, %135 : tensor<3x8192x4096xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3x8192x4096xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %139 = stablehlo.add %131, %138 : tensor<3x8192x4096xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %141 = stablehlo.add %137, %140 : tensor<3x8192x4096xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %143 = stablehlo.add %141, %142 : tensor<3x8192x4096xui32>
      %144 = stablehlo.add %139, %143 : tensor<3x8192x4096xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3x8192x4096xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3x8192x4096xui32>
      %149 = stablehlo.or %146, %148 : tensor<3x8192x4096xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3x8192x4096xui32>
      %151 = stablehlo.add %144, %150 : tensor<3x8192x4096xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3x8192x4096xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3x8192x4096xui32>
      %156 = stablehlo.or %153, %155 : tensor<3x8192x4096xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3x8192x4096xui32>
      %158 = stablehlo.add %151, %157 : tensor<3x8192x4096xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3x8192x4096xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3x8192x4096xui32>
      %163 = stablehlo.or %160, %162 : tensor<3x8192x4096xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3x8192x4096xui32>
      %165 = stablehlo.add %158, %164 : tensor<3x8192x4096xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3x8192x4096xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3x8192x4096xui32>
      %170 = stablehlo.or %167, %169 : tensor<3x8192x4096xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3x8192x4096xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %173 = stablehlo.add %165, %172 : tensor<3x8192x4096xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %175 = stablehlo.add %171, %174 : tensor<3x8192x4096xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x8192x4096xui32>
      %177 = stablehlo.add %175, %176 : tensor<3x8192x4096xui32>
      stablehlo.return %173, %177 : tensor<3x8192x4096xui32>, tensor<3x8192x4096xui32>
    }) : (tensor<i32>) -> (tensor<3x8192x4096xui32>, tensor<3x8192x4096xui32>)
    return %1#0, %1#1 : tensor<3x8192x4096xui32>, tensor<3x8192x4096xui32>
  }
}
