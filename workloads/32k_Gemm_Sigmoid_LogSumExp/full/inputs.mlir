module @jit_inputs attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>) -> (tensor<16384x2048xbf16> {jax.result_info = "result[0]"}, tensor<4096x2048xbf16> {jax.result_info = "result[1]"}, tensor<4096xbf16> {jax.result_info = "result[2]"}, tensor<1024x4096xbf16> {jax.result_info = "result[3]"}, tensor<1024xbf16> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.0220970865> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %0 = call @clip(%arg0, %arg2, %c, %c_6) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.clamp %c, %0, %c_6 : tensor<i32>
    %2:5 = "stablehlo.case"(%1) ({
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<5x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.slice %3 [3:4, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
      %12 = stablehlo.slice %3 [4:5, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
      %14 = func.call @_uniform(%arg0, %5, %cst_5, %cst_4) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16384x2048xf32>
      %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16384x2048xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<16384x2048xf32>
      %17 = stablehlo.convert %16 : (tensor<16384x2048xf32>) -> tensor<16384x2048xbf16>
      %18 = func.call @_normal(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<4096x2048xf32>
      %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x2048xf32>
      %20 = stablehlo.multiply %18, %19 : tensor<4096x2048xf32>
      %21 = stablehlo.convert %20 : (tensor<4096x2048xf32>) -> tensor<4096x2048xbf16>
      %22 = func.call @_normal_3(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<4096xf32>
      %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096xf32>
      %24 = stablehlo.multiply %22, %23 : tensor<4096xf32>
      %25 = stablehlo.convert %24 : (tensor<4096xf32>) -> tensor<4096xbf16>
      %26 = func.call @_normal_7(%arg0, %11) : (tensor<i32>, tensor<2xui32>) -> tensor<1024x4096xf32>
      %27 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
      %28 = stablehlo.multiply %26, %27 : tensor<1024x4096xf32>
      %29 = stablehlo.convert %28 : (tensor<1024x4096xf32>) -> tensor<1024x4096xbf16>
      %30 = func.call @_normal_11(%arg0, %13) : (tensor<i32>, tensor<2xui32>) -> tensor<1024xf32>
      %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
      %32 = stablehlo.multiply %30, %31 : tensor<1024xf32>
      %33 = stablehlo.convert %32 : (tensor<1024xf32>) -> tensor<1024xbf16>
      stablehlo.return %17, %21, %25, %29, %33 : tensor<16384x2048xbf16>, tensor<4096x2048xbf16>, tensor<4096xbf16>, tensor<1024x4096xbf16>, tensor<1024xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<5x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.slice %3 [3:4, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
      %12 = stablehlo.slice %3 [4:5, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
      %14 = func.call @_uniform(%arg0, %5, %cst_5, %cst_4) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16384x2048xf32>
      %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16384x2048xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<16384x2048xf32>
      %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16384x2048xf32>
      %18 = stablehlo.multiply %16, %17 : tensor<16384x2048xf32>
      %19 = stablehlo.convert %18 : (tensor<16384x2048xf32>) -> tensor<16384x2048xbf16>
      %20 = func.call @_normal(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<4096x2048xf32>
      %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x2048xf32>
      %22 = stablehlo.multiply %20, %21 : tensor<4096x2048xf32>
      %23 = stablehlo.convert %22 : (tensor<4096x2048xf32>) -> tensor<4096x2048xbf16>
      %24 = func.call @_normal_3(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<4096xf32>
      %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096xf32>
      %26 = stablehlo.multiply %24, %25 : tensor<4096xf32>
      %27 = stablehlo.convert %26 : (tensor<4096xf32>) -> tensor<4096xbf16>
      %28 = func.call @_normal_7(%arg0, %11) : (tensor<i32>, tensor<2xui32>) -> tensor<1024x4096xf32>
      %29 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
      %30 = stablehlo.multiply %28, %29 : tensor<1024x4096xf32>
      %31 = stablehlo.convert %30 : (tensor<1024x4096xf32>) -> tensor<1024x4096xbf16>
      %32 = func.call @_normal_11(%arg0, %13) : (tensor<i32>, tensor<2xui32>) -> tensor<1024xf32>
      %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
      %34 = stablehlo.multiply %32, %33 : tensor<1024xf32>
      %35 = stablehlo.convert %34 : (tensor<1024xf32>) -> tensor<1024xbf16>
      stablehlo.return %19, %23, %27, %31, %35 : tensor<16384x2048xbf16>, tensor<4096x2048xbf16>, tensor<4096xbf16>, tensor<1024x4096xbf16>, tensor<1024xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<5x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.slice %3 [3:4, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
      %12 = stablehlo.slice %3 [4:5, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
      %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
      %14 = func.call @_threefry_split_15(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %15 = stablehlo.slice %14 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %16 = stablehlo.reshape %15 : (tensor<1x2xui32>) -> tensor<2xui32>
      %17 = stablehlo.slice %14 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %18 = stablehlo.reshape %17 : (tensor<1x2xui32>) -> tensor<2xui32>
      %19 = func.call @_normal_17(%arg0, %18) : (tensor<i32>, tensor<2xui32>) -> tensor<3x16384x2048xf32>
      %20 = stablehlo.multiply %19, %19 : tensor<3x16384x2048xf32>
      %21 = func.call @_normal_21(%arg0, %16) : (tensor<i32>, tensor<2xui32>) -> tensor<16384x2048xf32>
      %22 = stablehlo.reduce(%20 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<3x16384x2048xf32>, tensor<f32>) -> tensor<16384x2048xf32>
      %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x2048xf32>
      %24 = stablehlo.divide %23, %22 : tensor<16384x2048xf32>
      %25 = stablehlo.sqrt %24 : tensor<16384x2048xf32>
      %26 = stablehlo.multiply %21, %25 : tensor<16384x2048xf32>
      %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16384x2048xf32>
      %28 = stablehlo.multiply %26, %27 : tensor<16384x2048xf32>
      %29 = stablehlo.convert %28 : (tensor<16384x2048xf32>) -> tensor<16384x2048xbf16>
      %30 = func.call @_normal(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<4096x2048xf32>
      %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x2048xf32>
      %32 = stablehlo.multiply %30, %31 : tensor<4096x2048xf32>
      %33 = stablehlo.convert %32 : (tensor<4096x2048xf32>) -> tensor<4096x2048xbf16>
      %34 = func.call @_normal_3(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<4096xf32>
      %35 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096xf32>
      %36 = stablehlo.multiply %34, %35 : tensor<4096xf32>
      %37 = stablehlo.convert %36 : (tensor<4096xf32>) -> tensor<4096xbf16>
      %38 = func.call @_normal_7(%arg0, %11) : (tensor<i32>, tensor<2xui32>) -> tensor<1024x4096xf32>
      %39 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
      %40 = stablehlo.multiply %38, %39 : tensor<1024x4096xf32>
      %41 = stablehlo.convert %40 : (tensor<1024x4096xf32>) -> tensor<1024x4096xbf16>
      %42 = func.call @_normal_11(%arg0, %13) : (tensor<i32>, tensor<2xui32>) -> tensor<1024xf32>
      %43 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
      %44 = stablehlo.multiply %42, %43 : tensor<1024xf32>
      %45 = stablehlo.convert %44 : (tensor<1024xf32>) -> tensor<1024xbf16>
      stablehlo.return %29, %33, %37, %41, %45 : tensor<16384x2048xbf16>, tensor<4096x2048xbf16>, tensor<4096xbf16>, tensor<1024x4096xbf16>, tensor<1024xbf16>
    }) : (tensor<i32>) -> (tensor<16384x2048xbf16>, tensor<4096x2048xbf16>, tensor<4096xbf16>, tensor<1024x4096xbf16>, tensor<1024xbf16>)
    return %2#0, %2#1, %2#2, %2#3, %2#4 : tensor<16384x2048xbf16>, tensor<4096x2048xbf16>, tensor<4096xbf16>, tensor<1024x4096xbf16>, tensor<1024xbf16>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg1 : tensor<i32>
    %2 = stablehlo.convert %arg3 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_threefry_split(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<5x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<5xui64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<5xui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<5xui64>
    %9 = stablehlo.convert %6 : (tensor<5xui64>) -> tensor<5xui32>
    %10 = stablehlo.convert %8 : (tensor<5xui64>) -> tensor<5xui32>
    %11:2 = call @threefry2x32(%arg0, %1, %3, %10, %9) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<5x1xui32>, tensor<5x1xui32>) -> tensor<5x2xui32>
    return %14 : tensor<5x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<5xui32>, %arg4: tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<5xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<5xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<5xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<5xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<5xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<5xui32>
        %24 = stablehlo.or %20, %23 : tensor<5xui32>
        %25 = stablehlo.xor %18, %24 : tensor<5xui32>
        %26 = stablehlo.add %18, %25 : tensor<5xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<5xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<5xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<5xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<5xui32>
        %32 = stablehlo.or %28, %31 : tensor<5xui32>
        %33 = stablehlo.xor %26, %32 : tensor<5xui32>
        %34 = stablehlo.add %26, %33 : tensor<5xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<5xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<5xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<5xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<5xui32>
        %40 = stablehlo.or %36, %39 : tensor<5xui32>
        %41 = stablehlo.xor %34, %40 : tensor<5xui32>
        %42 = stablehlo.add %34, %41 : tensor<5xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<5xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<5xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<5xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<5xui32>
        %48 = stablehlo.or %44, %47 : tensor<5xui32>
        %49 = stablehlo.xor %42, %48 : tensor<5xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<5xui32>
        %51 = stablehlo.add %42, %50 : tensor<5xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<5xui32>
        %53 = stablehlo.add %49, %52 : tensor<5xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<5xui32>
        %57 = stablehlo.add %53, %56 : tensor<5xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<5xui32>, tensor<5xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<5xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<5xui32>
      %8 = stablehlo.add %5, %7 : tensor<5xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<5xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<5xui32>
      %13 = stablehlo.or %10, %12 : tensor<5xui32>
      %14 = stablehlo.xor %8, %13 : tensor<5xui32>
      %15 = stablehlo.add %8, %14 : tensor<5xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<5xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<5xui32>
      %20 = stablehlo.or %17, %19 : tensor<5xui32>
      %21 = stablehlo.xor %15, %20 : tensor<5xui32>
      %22 = stablehlo.add %15, %21 : tensor<5xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<5xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<5xui32>
      %27 = stablehlo.or %24, %26 : tensor<5xui32>
      %28 = stablehlo.xor %22, %27 : tensor<5xui32>
      %29 = stablehlo.add %22, %28 : tensor<5xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<5xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<5xui32>
      %34 = stablehlo.or %31, %33 : tensor<5xui32>
      %35 = stablehlo.xor %29, %34 : tensor<5xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %37 = stablehlo.add %29, %36 : tensor<5xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %39 = stablehlo.add %35, %38 : tensor<5xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %41 = stablehlo.add %39, %40 : tensor<5xui32>
      %42 = stablehlo.add %37, %41 : tensor<5xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<5xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<5xui32>
      %47 = stablehlo.or %44, %46 : tensor<5xui32>
      %48 = stablehlo.xor %42, %47 : tensor<5xui32>
      %49 = stablehlo.add %42, %48 : tensor<5xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<5xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<5xui32>
      %54 = stablehlo.or %51, %53 : tensor<5xui32>
      %55 = stablehlo.xor %49, %54 : tensor<5xui32>
      %56 = stablehlo.add %49, %55 : tensor<5xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<5xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<5xui32>
      %61 = stablehlo.or %58, %60 : tensor<5xui32>
      %62 = stablehlo.xor %56, %61 : tensor<5xui32>
      %63 = stablehlo.add %56, %62 : tensor<5xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<5xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<5xui32>
      %68 = stablehlo.or %65, %67 : tensor<5xui32>
      %69 = stablehlo.xor %63, %68 : tensor<5xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %71 = stablehlo.add %63, %70 : tensor<5xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %73 = stablehlo.add %69, %72 : tensor<5xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %75 = stablehlo.add %73, %74 : tensor<5xui32>
      %76 = stablehlo.add %71, %75 : tensor<5xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<5xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<5xui32>
      %81 = stablehlo.or %78, %80 : tensor<5xui32>
      %82 = stablehlo.xor %76, %81 : tensor<5xui32>
      %83 = stablehlo.add %76, %82 : tensor<5xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<5xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<5xui32>
      %88 = stablehlo.or %85, %87 : tensor<5xui32>
      %89 = stablehlo.xor %83, %88 : tensor<5xui32>
      %90 = stablehlo.add %83, %89 : tensor<5xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<5xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<5xui32>
      %95 = stablehlo.or %92, %94 : tensor<5xui32>
      %96 = stablehlo.xor %90, %95 : tensor<5xui32>
      %97 = stablehlo.add %90, %96 : tensor<5xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<5xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<5xui32>
      %102 = stablehlo.or %99, %101 : tensor<5xui32>
      %103 = stablehlo.xor %97, %102 : tensor<5xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %105 = stablehlo.add %97, %104 : tensor<5xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %107 = stablehlo.add %103, %106 : tensor<5xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %109 = stablehlo.add %107, %108 : tensor<5xui32>
      %110 = stablehlo.add %105, %109 : tensor<5xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<5xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<5xui32>
      %115 = stablehlo.or %112, %114 : tensor<5xui32>
      %116 = stablehlo.xor %110, %115 : tensor<5xui32>
      %117 = stablehlo.add %110, %116 : tensor<5xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<5xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<5xui32>
      %122 = stablehlo.or %119, %121 : tensor<5xui32>
      %123 = stablehlo.xor %117, %122 : tensor<5xui32>
      %124 = stablehlo.add %117, %123 : tensor<5xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<5xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<5xui32>
      %129 = stablehlo.or %126, %128 : tensor<5xui32>
      %130 = stablehlo.xor %124, %129 : tensor<5xui32>
      %131 = stablehlo.add %124, %130 : tensor<5xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<5xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<5xui32>
      %136 = stablehlo.or %133, %135 : tensor<5xui32>
      %137 = stablehlo.xor %131, %136 : tensor<5xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %139 = stablehlo.add %131, %138 : tensor<5xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %141 = stablehlo.add %137, %140 : tensor<5xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %143 = stablehlo.add %141, %142 : tensor<5xui32>
      %144 = stablehlo.add %139, %143 : tensor<5xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<5xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<5xui32>
      %149 = stablehlo.or %146, %148 : tensor<5xui32>
      %150 = stablehlo.xor %144, %149 : tensor<5xui32>
      %151 = stablehlo.add %144, %150 : tensor<5xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<5xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<5xui32>
      %156 = stablehlo.or %153, %155 : tensor<5xui32>
      %157 = stablehlo.xor %151, %156 : tensor<5xui32>
      %158 = stablehlo.add %151, %157 : tensor<5xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<5xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<5xui32>
      %163 = stablehlo.or %160, %162 : tensor<5xui32>
      %164 = stablehlo.xor %158, %163 : tensor<5xui32>
      %165 = stablehlo.add %158, %164 : tensor<5xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<5xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<5xui32>
      %170 = stablehlo.or %167, %169 : tensor<5xui32>
      %171 = stablehlo.xor %165, %170 : tensor<5xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %173 = stablehlo.add %165, %172 : tensor<5xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %175 = stablehlo.add %171, %174 : tensor<5xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %177 = stablehlo.add %175, %176 : tensor<5xui32>
      stablehlo.return %173, %177 : tensor<5xui32>, tensor<5xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<5xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<5xui32>
      %8 = stablehlo.add %5, %7 : tensor<5xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<5xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<5xui32>
      %13 = stablehlo.or %10, %12 : tensor<5xui32>
      %14 = stablehlo.xor %8, %13 : tensor<5xui32>
      %15 = stablehlo.add %8, %14 : tensor<5xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<5xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<5xui32>
      %20 = stablehlo.or %17, %19 : tensor<5xui32>
      %21 = stablehlo.xor %15, %20 : tensor<5xui32>
      %22 = stablehlo.add %15, %21 : tensor<5xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<5xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<5xui32>
      %27 = stablehlo.or %24, %26 : tensor<5xui32>
      %28 = stablehlo.xor %22, %27 : tensor<5xui32>
      %29 = stablehlo.add %22, %28 : tensor<5xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<5xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<5xui32>
      %34 = stablehlo.or %31, %33 : tensor<5xui32>
      %35 = stablehlo.xor %29, %34 : tensor<5xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %37 = stablehlo.add %29, %36 : tensor<5xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %39 = stablehlo.add %35, %38 : tensor<5xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %41 = stablehlo.add %39, %40 : tensor<5xui32>
      %42 = stablehlo.add %37, %41 : tensor<5xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<5xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<5xui32>
      %47 = stablehlo.or %44, %46 : tensor<5xui32>
      %48 = stablehlo.xor %42, %47 : tensor<5xui32>
      %49 = stablehlo.add %42, %48 : tensor<5xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<5xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<5xui32>
      %54 = stablehlo.or %51, %53 : tensor<5xui32>
      %55 = stablehlo.xor %49, %54 : tensor<5xui32>
      %56 = stablehlo.add %49, %55 : tensor<5xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<5xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<5xui32>
      %61 = stablehlo.or %58, %60 : tensor<5xui32>
      %62 = stablehlo.xor %56, %61 : tensor<5xui32>
      %63 = stablehlo.add %56, %62 : tensor<5xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<5xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<5xui32>
      %68 = stablehlo.or %65, %67 : tensor<5xui32>
      %69 = stablehlo.xor %63, %68 : tensor<5xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %71 = stablehlo.add %63, %70 : tensor<5xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %73 = stablehlo.add %69, %72 : tensor<5xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %75 = stablehlo.add %73, %74 : tensor<5xui32>
      %76 = stablehlo.add %71, %75 : tensor<5xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<5xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<5xui32>
      %81 = stablehlo.or %78, %80 : tensor<5xui32>
      %82 = stablehlo.xor %76, %81 : tensor<5xui32>
      %83 = stablehlo.add %76, %82 : tensor<5xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<5xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<5xui32>
      %88 = stablehlo.or %85, %87 : tensor<5xui32>
      %89 = stablehlo.xor %83, %88 : tensor<5xui32>
      %90 = stablehlo.add %83, %89 : tensor<5xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<5xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<5xui32>
      %95 = stablehlo.or %92, %94 : tensor<5xui32>
      %96 = stablehlo.xor %90, %95 : tensor<5xui32>
      %97 = stablehlo.add %90, %96 : tensor<5xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<5xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<5xui32>
      %102 = stablehlo.or %99, %101 : tensor<5xui32>
      %103 = stablehlo.xor %97, %102 : tensor<5xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %105 = stablehlo.add %97, %104 : tensor<5xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %107 = stablehlo.add %103, %106 : tensor<5xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %109 = stablehlo.add %107, %108 : tensor<5xui32>
      %110 = stablehlo.add %105, %109 : tensor<5xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<5xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<5xui32>
      %115 = stablehlo.or %112, %114 : tensor<5xui32>
      %116 = stablehlo.xor %110, %115 : tensor<5xui32>
      %117 = stablehlo.add %110, %116 : tensor<5xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<5xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<5xui32>
      %122 = stablehlo.or %119, %121 : tensor<5xui32>
      %123 = stablehlo.xor %117, %122 : tensor<5xui32>
      %124 = stablehlo.add %117, %123 : tensor<5xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<5xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<5xui32>
      %129 = stablehlo.or %126, %128 : tensor<5xui32>
      %130 = stablehlo.xor %124, %129 : tensor<5xui32>
      %131 = stablehlo.add %124, %130 : tensor<5xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<5xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<5xui32>
      %136 = stablehlo.or %133, %135 : tensor<5xui32>
      %137 = stablehlo.xor %131, %136 : tensor<5xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %139 = stablehlo.add %131, %138 : tensor<5xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %141 = stablehlo.add %137, %140 : tensor<5xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %143 = stablehlo.add %141, %142 : tensor<5xui32>
      %144 = stablehlo.add %139, %143 : tensor<5xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<5xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<5xui32>
      %149 = stablehlo.or %146, %148 : tensor<5xui32>
      %150 = stablehlo.xor %144, %149 : tensor<5xui32>
      %151 = stablehlo.add %144, %150 : tensor<5xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<5xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<5xui32>
      %156 = stablehlo.or %153, %155 : tensor<5xui32>
      %157 = stablehlo.xor %151, %156 : tensor<5xui32>
      %158 = stablehlo.add %151, %157 : tensor<5xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<5xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<5xui32>
      %163 = stablehlo.or %160, %162 : tensor<5xui32>
      %164 = stablehlo.xor %158, %163 : tensor<5xui32>
      %165 = stablehlo.add %158, %164 : tensor<5xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<5xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<5xui32>
      %170 = stablehlo.or %167, %169 : tensor<5xui32>
      %171 = stablehlo.xor %165, %170 : tensor<5xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %173 = stablehlo.add %165, %172 : tensor<5xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %175 = stablehlo.add %171, %174 : tensor<5xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<5xui32>
      %177 = stablehlo.add %175, %176 : tensor<5xui32>
      stablehlo.return %173, %177 : tensor<5xui32>, tensor<5xui32>
    }) : (tensor<i32>) -> (tensor<5xui32>, tensor<5xui32>)
    return %1#0, %1#1 : tensor<5xui32>, tensor<5xui32>
  }
  func.func private @_uniform(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<16384x2048xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<2048> : tensor<ui64>
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.convert %arg3 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<16384x2048xui64>
    %9 = stablehlo.iota dim = 1 : tensor<16384x2048xui64>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<16384x2048xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<16384x2048xui64>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<16384x2048xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<16384x2048xui64>
    %14 = stablehlo.add %11, %13 : tensor<16384x2048xui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<16384x2048xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<16384x2048xui64>
    %17 = stablehlo.convert %14 : (tensor<16384x2048xui64>) -> tensor<16384x2048xui32>
    %18 = stablehlo.convert %16 : (tensor<16384x2048xui64>) -> tensor<16384x2048xui32>
    %19:2 = call @threefry2x32_0(%arg0, %5, %7, %18, %17) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<16384x2048xui32>, tensor<16384x2048xui32>) -> (tensor<16384x2048xui32>, tensor<16384x2048xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<16384x2048xui32>
    %21 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<16384x2048xui32>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
    %24 = stablehlo.or %22, %23 : tensor<16384x2048xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<16384x2048xui32>) -> tensor<16384x2048xf32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x2048xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<16384x2048xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16384x2048xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<16384x2048xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16384x2048xf32>
    %32 = stablehlo.add %30, %31 : tensor<16384x2048xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16384x2048xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<16384x2048xf32>
    return %34 : tensor<16384x2048xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<16384x2048xui32>, %arg4: tensor<16384x2048xui32>) -> (tensor<16384x2048xui32>, tensor<16384x2048xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<16384x2048xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<16384x2048xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<16384x2048xui32>, tensor<16384x2048xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<16384x2048xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<16384x2048xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<16384x2048xui32>
        %24 = stablehlo.or %20, %23 : tensor<16384x2048xui32>
        %25 = stablehlo.xor %18, %24 : tensor<16384x2048xui32>
        %26 = stablehlo.add %18, %25 : tensor<16384x2048xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<16384x2048xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<16384x2048xui32>
        %32 = stablehlo.or %28, %31 : tensor<16384x2048xui32>
        %33 = stablehlo.xor %26, %32 : tensor<16384x2048xui32>
        %34 = stablehlo.add %26, %33 : tensor<16384x2048xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<16384x2048xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<16384x2048xui32>
        %40 = stablehlo.or %36, %39 : tensor<16384x2048xui32>
        %41 = stablehlo.xor %34, %40 : tensor<16384x2048xui32>
        %42 = stablehlo.add %34, %41 : tensor<16384x2048xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<16384x2048xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<16384x2048xui32>
        %48 = stablehlo.or %44, %47 : tensor<16384x2048xui32>
        %49 = stablehlo.xor %42, %48 : tensor<16384x2048xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
        %51 = stablehlo.add %42, %50 : tensor<16384x2048xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
        %53 = stablehlo.add %49, %52 : tensor<16384x2048xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
        %57 = stablehlo.add %53, %56 : tensor<16384x2048xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<16384x2048xui32>, tensor<16384x2048xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<16384x2048xui32>, tensor<16384x2048xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<16384x2048xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<16384x2048xui32>
      %8 = stablehlo.add %5, %7 : tensor<16384x2048xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<16384x2048xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<16384x2048xui32>
      %13 = stablehlo.or %10, %12 : tensor<16384x2048xui32>
      %14 = stablehlo.xor %8, %13 : tensor<16384x2048xui32>
      %15 = stablehlo.add %8, %14 : tensor<16384x2048xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<16384x2048xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<16384x2048xui32>
      %20 = stablehlo.or %17, %19 : tensor<16384x2048xui32>
      %21 = stablehlo.xor %15, %20 : tensor<16384x2048xui32>
      %22 = stablehlo.add %15, %21 : tensor<16384x2048xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<16384x2048xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<16384x2048xui32>
      %27 = stablehlo.or %24, %26 : tensor<16384x2048xui32>
      %28 = stablehlo.xor %22, %27 : tensor<16384x2048xui32>
      %29 = stablehlo.add %22, %28 : tensor<16384x2048xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<16384x2048xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<16384x2048xui32>
      %34 = stablehlo.or %31, %33 : tensor<16384x2048xui32>
      %35 = stablehlo.xor %29, %34 : tensor<16384x2048xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %37 = stablehlo.add %29, %36 : tensor<16384x2048xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %39 = stablehlo.add %35, %38 : tensor<16384x2048xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %41 = stablehlo.add %39, %40 : tensor<16384x2048xui32>
      %42 = stablehlo.add %37, %41 : tensor<16384x2048xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<16384x2048xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<16384x2048xui32>
      %47 = stablehlo.or %44, %46 : tensor<16384x2048xui32>
      %48 = stablehlo.xor %42, %47 : tensor<16384x2048xui32>
      %49 = stablehlo.add %42, %48 : tensor<16384x2048xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<16384x2048xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<16384x2048xui32>
      %54 = stablehlo.or %51, %53 : tensor<16384x2048xui32>
      %55 = stablehlo.xor %49, %54 : tensor<16384x2048xui32>
      %56 = stablehlo.add %49, %55 : tensor<16384x2048xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<16384x2048xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<16384x2048xui32>
      %61 = stablehlo.or %58, %60 : tensor<16384x2048xui32>
      %62 = stablehlo.xor %56, %61 : tensor<16384x2048xui32>
      %63 = stablehlo.add %56, %62 : tensor<16384x2048xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<16384x2048xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<16384x2048xui32>
      %68 = stablehlo.or %65, %67 : tensor<16384x2048xui32>
      %69 = stablehlo.xor %63, %68 : tensor<16384x2048xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %71 = stablehlo.add %63, %70 : tensor<16384x2048xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %73 = stablehlo.add %69, %72 : tensor<16384x2048xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %75 = stablehlo.add %73, %74 : tensor<16384x2048xui32>
      %76 = stablehlo.add %71, %75 : tensor<16384x2048xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<16384x2048xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<16384x2048xui32>
      %81 = stablehlo.or %78, %80 : tensor<16384x2048xui32>
      %82 = stablehlo.xor %76, %81 : tensor<16384x2048xui32>
      %83 = stablehlo.add %76, %82 : tensor<16384x2048xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<16384x2048xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<16384x2048xui32>
      %88 = stablehlo.or %85, %87 : tensor<16384x2048xui32>
      %89 = stablehlo.xor %83, %88 : tensor<16384x2048xui32>
      %90 = stablehlo.add %83, %89 : tensor<16384x2048xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<16384x2048xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<16384x2048xui32>
      %95 = stablehlo.or %92, %94 : tensor<16384x2048xui32>
      %96 = stablehlo.xor %90, %95 : tensor<16384x2048xui32>
      %97 = stablehlo.add %90, %96 : tensor<16384x2048xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<16384x2048xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<16384x2048xui32>
      %102 = stablehlo.or %99, %101 : tensor<16384x2048xui32>
      %103 = stablehlo.xor %97, %102 : tensor<16384x2048xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %105 = stablehlo.add %97, %104 : tensor<16384x2048xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %107 = stablehlo.add %103, %106 : tensor<16384x2048xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %109 = stablehlo.add %107, %108 : tensor<16384x2048xui32>
      %110 = stablehlo.add %105, %109 : tensor<16384x2048xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<16384x2048xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<16384x2048xui32>
      %115 = stablehlo.or %112, %114 : tensor<16384x2048xui32>
      %116 = stablehlo.xor %110, %115 : tensor<16384x2048xui32>
      %117 = stablehlo.add %110, %116 : tensor<16384x2048xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<16384x2048xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<16384x2048xui32>
      %122 = stablehlo.or %119, %121 : tensor<16384x2048xui32>
      %123 = stablehlo.xor %117, %122 : tensor<16384x2048xui32>
      %124 = stablehlo.add %117, %123 : tensor<16384x2048xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<16384x2048xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<16384x2048xui32>
      %129 = stablehlo.or %126, %128 : tensor<16384x2048xui32>
      %130 = stablehlo.xor %124, %129 : tensor<16384x2048xui32>
      %131 = stablehlo.add %124, %130 : tensor<16384x2048xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<16384x2048xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<16384x2048xui32>
      %136 = stablehlo.or %133, %135 : tensor<16384x2048xui32>
      %137 = stablehlo.xor %131, %136 : tensor<16384x2048xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %139 = stablehlo.add %131, %138 : tensor<16384x2048xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %141 = stablehlo.add %137, %140 : tensor<16384x2048xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %143 = stablehlo.add %141, %142 : tensor<16384x2048xui32>
      %144 = stablehlo.add %139, %143 : tensor<16384x2048xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<16384x2048xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<16384x2048xui32>
      %149 = stablehlo.or %146, %148 : tensor<16384x2048xui32>
      %150 = stablehlo.xor %144, %149 : tensor<16384x2048xui32>
      %151 = stablehlo.add %144, %150 : tensor<16384x2048xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<16384x2048xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<16384x2048xui32>
      %156 = stablehlo.or %153, %155 : tensor<16384x2048xui32>
      %157 = stablehlo.xor %151, %156 : tensor<16384x2048xui32>
      %158 = stablehlo.add %151, %157 : tensor<16384x2048xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<16384x2048xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<16384x2048xui32>
      %163 = stablehlo.or %160, %162 : tensor<16384x2048xui32>
      %164 = stablehlo.xor %158, %163 : tensor<16384x2048xui32>
      %165 = stablehlo.add %158, %164 : tensor<16384x2048xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<16384x2048xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<16384x2048xui32>
      %170 = stablehlo.or %167, %169 : tensor<16384x2048xui32>
      %171 = stablehlo.xor %165, %170 : tensor<16384x2048xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %173 = stablehlo.add %165, %172 : tensor<16384x2048xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %175 = stablehlo.add %171, %174 : tensor<16384x2048xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %177 = stablehlo.add %175, %176 : tensor<16384x2048xui32>
      stablehlo.return %173, %177 : tensor<16384x2048xui32>, tensor<16384x2048xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<16384x2048xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<16384x2048xui32>
      %8 = stablehlo.add %5, %7 : tensor<16384x2048xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<16384x2048xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<16384x2048xui32>
      %13 = stablehlo.or %10, %12 : tensor<16384x2048xui32>
      %14 = stablehlo.xor %8, %13 : tensor<16384x2048xui32>
      %15 = stablehlo.add %8, %14 : tensor<16384x2048xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<16384x2048xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<16384x2048xui32>
      %20 = stablehlo.or %17, %19 : tensor<16384x2048xui32>
      %21 = stablehlo.xor %15, %20 : tensor<16384x2048xui32>
      %22 = stablehlo.add %15, %21 : tensor<16384x2048xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<16384x2048xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<16384x2048xui32>
      %27 = stablehlo.or %24, %26 : tensor<16384x2048xui32>
      %28 = stablehlo.xor %22, %27 : tensor<16384x2048xui32>
      %29 = stablehlo.add %22, %28 : tensor<16384x2048xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<16384x2048xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<16384x2048xui32>
      %34 = stablehlo.or %31, %33 : tensor<16384x2048xui32>
      %35 = stablehlo.xor %29, %34 : tensor<16384x2048xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %37 = stablehlo.add %29, %36 : tensor<16384x2048xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %39 = stablehlo.add %35, %38 : tensor<16384x2048xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %41 = stablehlo.add %39, %40 : tensor<16384x2048xui32>
      %42 = stablehlo.add %37, %41 : tensor<16384x2048xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<16384x2048xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<16384x2048xui32>
      %47 = stablehlo.or %44, %46 : tensor<16384x2048xui32>
      %48 = stablehlo.xor %42, %47 : tensor<16384x2048xui32>
      %49 = stablehlo.add %42, %48 : tensor<16384x2048xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<16384x2048xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<16384x2048xui32>
      %54 = stablehlo.or %51, %53 : tensor<16384x2048xui32>
      %55 = stablehlo.xor %49, %54 : tensor<16384x2048xui32>
      %56 = stablehlo.add %49, %55 : tensor<16384x2048xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<16384x2048xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<16384x2048xui32>
      %61 = stablehlo.or %58, %60 : tensor<16384x2048xui32>
      %62 = stablehlo.xor %56, %61 : tensor<16384x2048xui32>
      %63 = stablehlo.add %56, %62 : tensor<16384x2048xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<16384x2048xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<16384x2048xui32>
      %68 = stablehlo.or %65, %67 : tensor<16384x2048xui32>
      %69 = stablehlo.xor %63, %68 : tensor<16384x2048xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %71 = stablehlo.add %63, %70 : tensor<16384x2048xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %73 = stablehlo.add %69, %72 : tensor<16384x2048xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %75 = stablehlo.add %73, %74 : tensor<16384x2048xui32>
      %76 = stablehlo.add %71, %75 : tensor<16384x2048xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<16384x2048xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<16384x2048xui32>
      %81 = stablehlo.or %78, %80 : tensor<16384x2048xui32>
      %82 = stablehlo.xor %76, %81 : tensor<16384x2048xui32>
      %83 = stablehlo.add %76, %82 : tensor<16384x2048xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<16384x2048xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<16384x2048xui32>
      %88 = stablehlo.or %85, %87 : tensor<16384x2048xui32>
      %89 = stablehlo.xor %83, %88 : tensor<16384x2048xui32>
      %90 = stablehlo.add %83, %89 : tensor<16384x2048xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<16384x2048xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<16384x2048xui32>
      %95 = stablehlo.or %92, %94 : tensor<16384x2048xui32>
      %96 = stablehlo.xor %90, %95 : tensor<16384x2048xui32>
      %97 = stablehlo.add %90, %96 : tensor<16384x2048xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<16384x2048xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<16384x2048xui32>
      %102 = stablehlo.or %99, %101 : tensor<16384x2048xui32>
      %103 = stablehlo.xor %97, %102 : tensor<16384x2048xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %105 = stablehlo.add %97, %104 : tensor<16384x2048xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %107 = stablehlo.add %103, %106 : tensor<16384x2048xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %109 = stablehlo.add %107, %108 : tensor<16384x2048xui32>
      %110 = stablehlo.add %105, %109 : tensor<16384x2048xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<16384x2048xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<16384x2048xui32>
      %115 = stablehlo.or %112, %114 : tensor<16384x2048xui32>
      %116 = stablehlo.xor %110, %115 : tensor<16384x2048xui32>
      %117 = stablehlo.add %110, %116 : tensor<16384x2048xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<16384x2048xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<16384x2048xui32>
      %122 = stablehlo.or %119, %121 : tensor<16384x2048xui32>
      %123 = stablehlo.xor %117, %122 : tensor<16384x2048xui32>
      %124 = stablehlo.add %117, %123 : tensor<16384x2048xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<16384x2048xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<16384x2048xui32>
      %129 = stablehlo.or %126, %128 : tensor<16384x2048xui32>
      %130 = stablehlo.xor %124, %129 : tensor<16384x2048xui32>
      %131 = stablehlo.add %124, %130 : tensor<16384x2048xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<16384x2048xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<16384x2048xui32>
      %136 = stablehlo.or %133, %135 : tensor<16384x2048xui32>
      %137 = stablehlo.xor %131, %136 : tensor<16384x2048xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %139 = stablehlo.add %131, %138 : tensor<16384x2048xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %141 = stablehlo.add %137, %140 : tensor<16384x2048xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %143 = stablehlo.add %141, %142 : tensor<16384x2048xui32>
      %144 = stablehlo.add %139, %143 : tensor<16384x2048xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<16384x2048xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<16384x2048xui32>
      %149 = stablehlo.or %146, %148 : tensor<16384x2048xui32>
      %150 = stablehlo.xor %144, %149 : tensor<16384x2048xui32>
      %151 = stablehlo.add %144, %150 : tensor<16384x2048xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<16384x2048xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<16384x2048xui32>
      %156 = stablehlo.or %153, %155 : tensor<16384x2048xui32>
      %157 = stablehlo.xor %151, %156 : tensor<16384x2048xui32>
      %158 = stablehlo.add %151, %157 : tensor<16384x2048xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<16384x2048xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<16384x2048xui32>
      %163 = stablehlo.or %160, %162 : tensor<16384x2048xui32>
      %164 = stablehlo.xor %158, %163 : tensor<16384x2048xui32>
      %165 = stablehlo.add %158, %164 : tensor<16384x2048xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<16384x2048xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<16384x2048xui32>
      %170 = stablehlo.or %167, %169 : tensor<16384x2048xui32>
      %171 = stablehlo.xor %165, %170 : tensor<16384x2048xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %173 = stablehlo.add %165, %172 : tensor<16384x2048xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %175 = stablehlo.add %171, %174 : tensor<16384x2048xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
      %177 = stablehlo.add %175, %176 : tensor<16384x2048xui32>
      stablehlo.return %173, %177 : tensor<16384x2048xui32>, tensor<16384x2048xui32>
    }) : (tensor<i32>) -> (tensor<16384x2048xui32>, tensor<16384x2048xui32>)
    return %1#0, %1#1 : tensor<16384x2048xui32>, tensor<16384x2048xui32>
  }
  func.func private @_normal(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<4096x2048xf32> {
    %0 = call @_normal_real(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<4096x2048xf32>
    return %0 : tensor<4096x2048xf32>
  }
  func.func private @_normal_real(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<4096x2048xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<4096x2048xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<4096x2048xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<4096x2048xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<4096x2048xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<4096x2048xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<4096x2048xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<4096x2048xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<4096x2048xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<4096x2048xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<4096x2048xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<4096x2048xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<4096x2048xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<4096x2048xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<4096x2048xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<4096x2048xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<4096x2048xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<4096x2048xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<4096x2048xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<4096x2048xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<4096x2048xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<4096x2048xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<4096x2048xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<4096x2048xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_1(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4096x2048xf32>
    %1 = stablehlo.negate %0 : tensor<4096x2048xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4096x2048xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<4096x2048xf32>
    %4 = stablehlo.negate %3 : tensor<4096x2048xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<4096x2048xf32>, tensor<4096x2048xf32>) -> tensor<4096x2048xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<4096x2048xf32>
    %7 = stablehlo.sqrt %4 : tensor<4096x2048xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<4096x2048xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<4096x2048xi1>, tensor<4096x2048xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<4096x2048xi1>, tensor<4096x2048xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<4096x2048xi1>, tensor<4096x2048xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<4096x2048xf32>
    %13 = stablehlo.add %11, %12 : tensor<4096x2048xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<4096x2048xi1>, tensor<4096x2048xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<4096x2048xf32>
    %16 = stablehlo.add %14, %15 : tensor<4096x2048xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<4096x2048xi1>, tensor<4096x2048xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<4096x2048xf32>
    %19 = stablehlo.add %17, %18 : tensor<4096x2048xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<4096x2048xi1>, tensor<4096x2048xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<4096x2048xf32>
    %22 = stablehlo.add %20, %21 : tensor<4096x2048xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<4096x2048xi1>, tensor<4096x2048xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<4096x2048xf32>
    %25 = stablehlo.add %23, %24 : tensor<4096x2048xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<4096x2048xi1>, tensor<4096x2048xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<4096x2048xf32>
    %28 = stablehlo.add %26, %27 : tensor<4096x2048xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<4096x2048xi1>, tensor<4096x2048xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<4096x2048xf32>
    %31 = stablehlo.add %29, %30 : tensor<4096x2048xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<4096x2048xi1>, tensor<4096x2048xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<4096x2048xf32>
    %34 = stablehlo.add %32, %33 : tensor<4096x2048xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<4096x2048xf32>
    %36 = stablehlo.abs %0 : tensor<4096x2048xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<4096x2048xf32>, tensor<4096x2048xf32>) -> tensor<4096x2048xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<4096x2048xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<4096x2048xi1>, tensor<4096x2048xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4096x2048xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<4096x2048xf32>
    return %41 : tensor<4096x2048xf32>
  }
  func.func private @_uniform_1(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4096x2048xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<2048> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<4096x2048xui64>
    %7 = stablehlo.iota dim = 1 : tensor<4096x2048xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<4096x2048xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<4096x2048xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<4096x2048xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<4096x2048xui64>
    %12 = stablehlo.add %9, %11 : tensor<4096x2048xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4096x2048xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<4096x2048xui64>
    %15 = stablehlo.convert %12 : (tensor<4096x2048xui64>) -> tensor<4096x2048xui32>
    %16 = stablehlo.convert %14 : (tensor<4096x2048xui64>) -> tensor<4096x2048xui32>
    %17:2 = call @threefry2x32_2(%arg0, %3, %5, %16, %15) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<4096x2048xui32>, tensor<4096x2048xui32>) -> (tensor<4096x2048xui32>, tensor<4096x2048xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<4096x2048xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<4096x2048xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
    %22 = stablehlo.or %20, %21 : tensor<4096x2048xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<4096x2048xui32>) -> tensor<4096x2048xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x2048xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<4096x2048xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x2048xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4096x2048xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x2048xf32>
    %30 = stablehlo.add %28, %29 : tensor<4096x2048xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x2048xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<4096x2048xf32>
    return %32 : tensor<4096x2048xf32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<4096x2048xui32>, %arg4: tensor<4096x2048xui32>) -> (tensor<4096x2048xui32>, tensor<4096x2048xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<4096x2048xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<4096x2048xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<4096x2048xui32>, tensor<4096x2048xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<4096x2048xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<4096x2048xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<4096x2048xui32>
        %24 = stablehlo.or %20, %23 : tensor<4096x2048xui32>
        %25 = stablehlo.xor %18, %24 : tensor<4096x2048xui32>
        %26 = stablehlo.add %18, %25 : tensor<4096x2048xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<4096x2048xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<4096x2048xui32>
        %32 = stablehlo.or %28, %31 : tensor<4096x2048xui32>
        %33 = stablehlo.xor %26, %32 : tensor<4096x2048xui32>
        %34 = stablehlo.add %26, %33 : tensor<4096x2048xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<4096x2048xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<4096x2048xui32>
        %40 = stablehlo.or %36, %39 : tensor<4096x2048xui32>
        %41 = stablehlo.xor %34, %40 : tensor<4096x2048xui32>
        %42 = stablehlo.add %34, %41 : tensor<4096x2048xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<4096x2048xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<4096x2048xui32>
        %48 = stablehlo.or %44, %47 : tensor<4096x2048xui32>
        %49 = stablehlo.xor %42, %48 : tensor<4096x2048xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
        %51 = stablehlo.add %42, %50 : tensor<4096x2048xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
        %53 = stablehlo.add %49, %52 : tensor<4096x2048xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
        %57 = stablehlo.add %53, %56 : tensor<4096x2048xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<4096x2048xui32>, tensor<4096x2048xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<4096x2048xui32>, tensor<4096x2048xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<4096x2048xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<4096x2048xui32>
      %8 = stablehlo.add %5, %7 : tensor<4096x2048xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<4096x2048xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<4096x2048xui32>
      %13 = stablehlo.or %10, %12 : tensor<4096x2048xui32>
      %14 = stablehlo.xor %8, %13 : tensor<4096x2048xui32>
      %15 = stablehlo.add %8, %14 : tensor<4096x2048xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<4096x2048xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<4096x2048xui32>
      %20 = stablehlo.or %17, %19 : tensor<4096x2048xui32>
      %21 = stablehlo.xor %15, %20 : tensor<4096x2048xui32>
      %22 = stablehlo.add %15, %21 : tensor<4096x2048xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<4096x2048xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<4096x2048xui32>
      %27 = stablehlo.or %24, %26 : tensor<4096x2048xui32>
      %28 = stablehlo.xor %22, %27 : tensor<4096x2048xui32>
      %29 = stablehlo.add %22, %28 : tensor<4096x2048xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<4096x2048xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<4096x2048xui32>
      %34 = stablehlo.or %31, %33 : tensor<4096x2048xui32>
      %35 = stablehlo.xor %29, %34 : tensor<4096x2048xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %37 = stablehlo.add %29, %36 : tensor<4096x2048xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %39 = stablehlo.add %35, %38 : tensor<4096x2048xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %41 = stablehlo.add %39, %40 : tensor<4096x2048xui32>
      %42 = stablehlo.add %37, %41 : tensor<4096x2048xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<4096x2048xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<4096x2048xui32>
      %47 = stablehlo.or %44, %46 : tensor<4096x2048xui32>
      %48 = stablehlo.xor %42, %47 : tensor<4096x2048xui32>
      %49 = stablehlo.add %42, %48 : tensor<4096x2048xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<4096x2048xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<4096x2048xui32>
      %54 = stablehlo.or %51, %53 : tensor<4096x2048xui32>
      %55 = stablehlo.xor %49, %54 : tensor<4096x2048xui32>
      %56 = stablehlo.add %49, %55 : tensor<4096x2048xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<4096x2048xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<4096x2048xui32>
      %61 = stablehlo.or %58, %60 : tensor<4096x2048xui32>
      %62 = stablehlo.xor %56, %61 : tensor<4096x2048xui32>
      %63 = stablehlo.add %56, %62 : tensor<4096x2048xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<4096x2048xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<4096x2048xui32>
      %68 = stablehlo.or %65, %67 : tensor<4096x2048xui32>
      %69 = stablehlo.xor %63, %68 : tensor<4096x2048xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %71 = stablehlo.add %63, %70 : tensor<4096x2048xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %73 = stablehlo.add %69, %72 : tensor<4096x2048xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %75 = stablehlo.add %73, %74 : tensor<4096x2048xui32>
      %76 = stablehlo.add %71, %75 : tensor<4096x2048xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<4096x2048xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<4096x2048xui32>
      %81 = stablehlo.or %78, %80 : tensor<4096x2048xui32>
      %82 = stablehlo.xor %76, %81 : tensor<4096x2048xui32>
      %83 = stablehlo.add %76, %82 : tensor<4096x2048xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<4096x2048xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<4096x2048xui32>
      %88 = stablehlo.or %85, %87 : tensor<4096x2048xui32>
      %89 = stablehlo.xor %83, %88 : tensor<4096x2048xui32>
      %90 = stablehlo.add %83, %89 : tensor<4096x2048xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<4096x2048xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<4096x2048xui32>
      %95 = stablehlo.or %92, %94 : tensor<4096x2048xui32>
      %96 = stablehlo.xor %90, %95 : tensor<4096x2048xui32>
      %97 = stablehlo.add %90, %96 : tensor<4096x2048xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<4096x2048xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<4096x2048xui32>
      %102 = stablehlo.or %99, %101 : tensor<4096x2048xui32>
      %103 = stablehlo.xor %97, %102 : tensor<4096x2048xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %105 = stablehlo.add %97, %104 : tensor<4096x2048xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %107 = stablehlo.add %103, %106 : tensor<4096x2048xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %109 = stablehlo.add %107, %108 : tensor<4096x2048xui32>
      %110 = stablehlo.add %105, %109 : tensor<4096x2048xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<4096x2048xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<4096x2048xui32>
      %115 = stablehlo.or %112, %114 : tensor<4096x2048xui32>
      %116 = stablehlo.xor %110, %115 : tensor<4096x2048xui32>
      %117 = stablehlo.add %110, %116 : tensor<4096x2048xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<4096x2048xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<4096x2048xui32>
      %122 = stablehlo.or %119, %121 : tensor<4096x2048xui32>
      %123 = stablehlo.xor %117, %122 : tensor<4096x2048xui32>
      %124 = stablehlo.add %117, %123 : tensor<4096x2048xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<4096x2048xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<4096x2048xui32>
      %129 = stablehlo.or %126, %128 : tensor<4096x2048xui32>
      %130 = stablehlo.xor %124, %129 : tensor<4096x2048xui32>
      %131 = stablehlo.add %124, %130 : tensor<4096x2048xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<4096x2048xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<4096x2048xui32>
      %136 = stablehlo.or %133, %135 : tensor<4096x2048xui32>
      %137 = stablehlo.xor %131, %136 : tensor<4096x2048xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %139 = stablehlo.add %131, %138 : tensor<4096x2048xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %141 = stablehlo.add %137, %140 : tensor<4096x2048xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %143 = stablehlo.add %141, %142 : tensor<4096x2048xui32>
      %144 = stablehlo.add %139, %143 : tensor<4096x2048xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<4096x2048xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<4096x2048xui32>
      %149 = stablehlo.or %146, %148 : tensor<4096x2048xui32>
      %150 = stablehlo.xor %144, %149 : tensor<4096x2048xui32>
      %151 = stablehlo.add %144, %150 : tensor<4096x2048xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<4096x2048xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<4096x2048xui32>
      %156 = stablehlo.or %153, %155 : tensor<4096x2048xui32>
      %157 = stablehlo.xor %151, %156 : tensor<4096x2048xui32>
      %158 = stablehlo.add %151, %157 : tensor<4096x2048xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<4096x2048xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<4096x2048xui32>
      %163 = stablehlo.or %160, %162 : tensor<4096x2048xui32>
      %164 = stablehlo.xor %158, %163 : tensor<4096x2048xui32>
      %165 = stablehlo.add %158, %164 : tensor<4096x2048xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<4096x2048xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<4096x2048xui32>
      %170 = stablehlo.or %167, %169 : tensor<4096x2048xui32>
      %171 = stablehlo.xor %165, %170 : tensor<4096x2048xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %173 = stablehlo.add %165, %172 : tensor<4096x2048xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %175 = stablehlo.add %171, %174 : tensor<4096x2048xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %177 = stablehlo.add %175, %176 : tensor<4096x2048xui32>
      stablehlo.return %173, %177 : tensor<4096x2048xui32>, tensor<4096x2048xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<4096x2048xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<4096x2048xui32>
      %8 = stablehlo.add %5, %7 : tensor<4096x2048xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<4096x2048xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<4096x2048xui32>
      %13 = stablehlo.or %10, %12 : tensor<4096x2048xui32>
      %14 = stablehlo.xor %8, %13 : tensor<4096x2048xui32>
      %15 = stablehlo.add %8, %14 : tensor<4096x2048xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<4096x2048xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<4096x2048xui32>
      %20 = stablehlo.or %17, %19 : tensor<4096x2048xui32>
      %21 = stablehlo.xor %15, %20 : tensor<4096x2048xui32>
      %22 = stablehlo.add %15, %21 : tensor<4096x2048xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<4096x2048xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<4096x2048xui32>
      %27 = stablehlo.or %24, %26 : tensor<4096x2048xui32>
      %28 = stablehlo.xor %22, %27 : tensor<4096x2048xui32>
      %29 = stablehlo.add %22, %28 : tensor<4096x2048xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<4096x2048xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<4096x2048xui32>
      %34 = stablehlo.or %31, %33 : tensor<4096x2048xui32>
      %35 = stablehlo.xor %29, %34 : tensor<4096x2048xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %37 = stablehlo.add %29, %36 : tensor<4096x2048xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %39 = stablehlo.add %35, %38 : tensor<4096x2048xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %41 = stablehlo.add %39, %40 : tensor<4096x2048xui32>
      %42 = stablehlo.add %37, %41 : tensor<4096x2048xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<4096x2048xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<4096x2048xui32>
      %47 = stablehlo.or %44, %46 : tensor<4096x2048xui32>
      %48 = stablehlo.xor %42, %47 : tensor<4096x2048xui32>
      %49 = stablehlo.add %42, %48 : tensor<4096x2048xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<4096x2048xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<4096x2048xui32>
      %54 = stablehlo.or %51, %53 : tensor<4096x2048xui32>
      %55 = stablehlo.xor %49, %54 : tensor<4096x2048xui32>
      %56 = stablehlo.add %49, %55 : tensor<4096x2048xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<4096x2048xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<4096x2048xui32>
      %61 = stablehlo.or %58, %60 : tensor<4096x2048xui32>
      %62 = stablehlo.xor %56, %61 : tensor<4096x2048xui32>
      %63 = stablehlo.add %56, %62 : tensor<4096x2048xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<4096x2048xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<4096x2048xui32>
      %68 = stablehlo.or %65, %67 : tensor<4096x2048xui32>
      %69 = stablehlo.xor %63, %68 : tensor<4096x2048xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %71 = stablehlo.add %63, %70 : tensor<4096x2048xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %73 = stablehlo.add %69, %72 : tensor<4096x2048xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %75 = stablehlo.add %73, %74 : tensor<4096x2048xui32>
      %76 = stablehlo.add %71, %75 : tensor<4096x2048xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<4096x2048xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<4096x2048xui32>
      %81 = stablehlo.or %78, %80 : tensor<4096x2048xui32>
      %82 = stablehlo.xor %76, %81 : tensor<4096x2048xui32>
      %83 = stablehlo.add %76, %82 : tensor<4096x2048xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<4096x2048xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<4096x2048xui32>
      %88 = stablehlo.or %85, %87 : tensor<4096x2048xui32>
      %89 = stablehlo.xor %83, %88 : tensor<4096x2048xui32>
      %90 = stablehlo.add %83, %89 : tensor<4096x2048xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<4096x2048xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<4096x2048xui32>
      %95 = stablehlo.or %92, %94 : tensor<4096x2048xui32>
      %96 = stablehlo.xor %90, %95 : tensor<4096x2048xui32>
      %97 = stablehlo.add %90, %96 : tensor<4096x2048xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<4096x2048xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<4096x2048xui32>
      %102 = stablehlo.or %99, %101 : tensor<4096x2048xui32>
      %103 = stablehlo.xor %97, %102 : tensor<4096x2048xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %105 = stablehlo.add %97, %104 : tensor<4096x2048xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %107 = stablehlo.add %103, %106 : tensor<4096x2048xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %109 = stablehlo.add %107, %108 : tensor<4096x2048xui32>
      %110 = stablehlo.add %105, %109 : tensor<4096x2048xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<4096x2048xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<4096x2048xui32>
      %115 = stablehlo.or %112, %114 : tensor<4096x2048xui32>
      %116 = stablehlo.xor %110, %115 : tensor<4096x2048xui32>
      %117 = stablehlo.add %110, %116 : tensor<4096x2048xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<4096x2048xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<4096x2048xui32>
      %122 = stablehlo.or %119, %121 : tensor<4096x2048xui32>
      %123 = stablehlo.xor %117, %122 : tensor<4096x2048xui32>
      %124 = stablehlo.add %117, %123 : tensor<4096x2048xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<4096x2048xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<4096x2048xui32>
      %129 = stablehlo.or %126, %128 : tensor<4096x2048xui32>
      %130 = stablehlo.xor %124, %129 : tensor<4096x2048xui32>
      %131 = stablehlo.add %124, %130 : tensor<4096x2048xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<4096x2048xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<4096x2048xui32>
      %136 = stablehlo.or %133, %135 : tensor<4096x2048xui32>
      %137 = stablehlo.xor %131, %136 : tensor<4096x2048xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %139 = stablehlo.add %131, %138 : tensor<4096x2048xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %141 = stablehlo.add %137, %140 : tensor<4096x2048xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %143 = stablehlo.add %141, %142 : tensor<4096x2048xui32>
      %144 = stablehlo.add %139, %143 : tensor<4096x2048xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<4096x2048xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<4096x2048xui32>
      %149 = stablehlo.or %146, %148 : tensor<4096x2048xui32>
      %150 = stablehlo.xor %144, %149 : tensor<4096x2048xui32>
      %151 = stablehlo.add %144, %150 : tensor<4096x2048xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<4096x2048xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<4096x2048xui32>
      %156 = stablehlo.or %153, %155 : tensor<4096x2048xui32>
      %157 = stablehlo.xor %151, %156 : tensor<4096x2048xui32>
      %158 = stablehlo.add %151, %157 : tensor<4096x2048xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<4096x2048xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<4096x2048xui32>
      %163 = stablehlo.or %160, %162 : tensor<4096x2048xui32>
      %164 = stablehlo.xor %158, %163 : tensor<4096x2048xui32>
      %165 = stablehlo.add %158, %164 : tensor<4096x2048xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<4096x2048xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<4096x2048xui32>
      %170 = stablehlo.or %167, %169 : tensor<4096x2048xui32>
      %171 = stablehlo.xor %165, %170 : tensor<4096x2048xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %173 = stablehlo.add %165, %172 : tensor<4096x2048xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %175 = stablehlo.add %171, %174 : tensor<4096x2048xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4096x2048xui32>
      %177 = stablehlo.add %175, %176 : tensor<4096x2048xui32>
      stablehlo.return %173, %177 : tensor<4096x2048xui32>, tensor<4096x2048xui32>
    }) : (tensor<i32>) -> (tensor<4096x2048xui32>, tensor<4096x2048xui32>)
    return %1#0, %1#1 : tensor<4096x2048xui32>, tensor<4096x2048xui32>
  }
  func.func private @_normal_3(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<4096xf32> {
    %0 = call @_normal_real_4(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<4096xf32>
    return %0 : tensor<4096xf32>
  }
  func.func private @_normal_real_4(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<4096xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<4096xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<4096xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<4096xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<4096xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<4096xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<4096xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<4096xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<4096xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<4096xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<4096xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<4096xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<4096xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<4096xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<4096xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<4096xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<4096xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<4096xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<4096xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<4096xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<4096xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<4096xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<4096xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<4096xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_5(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4096xf32>
    %1 = stablehlo.negate %0 : tensor<4096xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4096xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<4096xf32>
    %4 = stablehlo.negate %3 : tensor<4096xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<4096xf32>
    %7 = stablehlo.sqrt %4 : tensor<4096xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<4096xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<4096xi1>, tensor<4096xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<4096xi1>, tensor<4096xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<4096xi1>, tensor<4096xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<4096xf32>
    %13 = stablehlo.add %11, %12 : tensor<4096xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<4096xi1>, tensor<4096xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<4096xf32>
    %16 = stablehlo.add %14, %15 : tensor<4096xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<4096xi1>, tensor<4096xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<4096xf32>
    %19 = stablehlo.add %17, %18 : tensor<4096xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<4096xi1>, tensor<4096xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<4096xf32>
    %22 = stablehlo.add %20, %21 : tensor<4096xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<4096xi1>, tensor<4096xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<4096xf32>
    %25 = stablehlo.add %23, %24 : tensor<4096xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<4096xi1>, tensor<4096xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<4096xf32>
    %28 = stablehlo.add %26, %27 : tensor<4096xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<4096xi1>, tensor<4096xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<4096xf32>
    %31 = stablehlo.add %29, %30 : tensor<4096xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<4096xi1>, tensor<4096xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<4096xf32>
    %34 = stablehlo.add %32, %33 : tensor<4096xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<4096xf32>
    %36 = stablehlo.abs %0 : tensor<4096xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<4096xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<4096xi1>, tensor<4096xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<4096xf32>
    return %41 : tensor<4096xf32>
  }
  func.func private @_uniform_5(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4096xf32> {
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
    %6 = stablehlo.iota dim = 0 : tensor<4096xui64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<4096xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<4096xui64>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4096xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<4096xui64>
    %11 = stablehlo.convert %8 : (tensor<4096xui64>) -> tensor<4096xui32>
    %12 = stablehlo.convert %10 : (tensor<4096xui64>) -> tensor<4096xui32>
    %13:2 = call @threefry2x32_6(%arg0, %3, %5, %12, %11) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<4096xui32>, tensor<4096xui32>) -> (tensor<4096xui32>, tensor<4096xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<4096xui32>
    %15 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<4096xui32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
    %18 = stablehlo.or %16, %17 : tensor<4096xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<4096xui32>) -> tensor<4096xf32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<4096xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<4096xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<4096xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<4096xf32>
    %26 = stablehlo.add %24, %25 : tensor<4096xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<4096xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<4096xf32>
    return %28 : tensor<4096xf32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<4096xui32>, %arg4: tensor<4096xui32>) -> (tensor<4096xui32>, tensor<4096xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<4096xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<4096xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<4096xui32>, tensor<4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<4096xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<4096xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<4096xui32>
        %24 = stablehlo.or %20, %23 : tensor<4096xui32>
        %25 = stablehlo.xor %18, %24 : tensor<4096xui32>
        %26 = stablehlo.add %18, %25 : tensor<4096xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<4096xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<4096xui32>
        %32 = stablehlo.or %28, %31 : tensor<4096xui32>
        %33 = stablehlo.xor %26, %32 : tensor<4096xui32>
        %34 = stablehlo.add %26, %33 : tensor<4096xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<4096xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<4096xui32>
        %40 = stablehlo.or %36, %39 : tensor<4096xui32>
        %41 = stablehlo.xor %34, %40 : tensor<4096xui32>
        %42 = stablehlo.add %34, %41 : tensor<4096xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<4096xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<4096xui32>
        %48 = stablehlo.or %44, %47 : tensor<4096xui32>
        %49 = stablehlo.xor %42, %48 : tensor<4096xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
        %51 = stablehlo.add %42, %50 : tensor<4096xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
        %53 = stablehlo.add %49, %52 : tensor<4096xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
        %57 = stablehlo.add %53, %56 : tensor<4096xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<4096xui32>, tensor<4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<4096xui32>, tensor<4096xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<4096xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<4096xui32>
      %8 = stablehlo.add %5, %7 : tensor<4096xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<4096xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<4096xui32>
      %13 = stablehlo.or %10, %12 : tensor<4096xui32>
      %14 = stablehlo.xor %8, %13 : tensor<4096xui32>
      %15 = stablehlo.add %8, %14 : tensor<4096xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<4096xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<4096xui32>
      %20 = stablehlo.or %17, %19 : tensor<4096xui32>
      %21 = stablehlo.xor %15, %20 : tensor<4096xui32>
      %22 = stablehlo.add %15, %21 : tensor<4096xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<4096xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<4096xui32>
      %27 = stablehlo.or %24, %26 : tensor<4096xui32>
      %28 = stablehlo.xor %22, %27 : tensor<4096xui32>
      %29 = stablehlo.add %22, %28 : tensor<4096xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<4096xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<4096xui32>
      %34 = stablehlo.or %31, %33 : tensor<4096xui32>
      %35 = stablehlo.xor %29, %34 : tensor<4096xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %37 = stablehlo.add %29, %36 : tensor<4096xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %39 = stablehlo.add %35, %38 : tensor<4096xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %41 = stablehlo.add %39, %40 : tensor<4096xui32>
      %42 = stablehlo.add %37, %41 : tensor<4096xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<4096xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<4096xui32>
      %47 = stablehlo.or %44, %46 : tensor<4096xui32>
      %48 = stablehlo.xor %42, %47 : tensor<4096xui32>
      %49 = stablehlo.add %42, %48 : tensor<4096xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<4096xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<4096xui32>
      %54 = stablehlo.or %51, %53 : tensor<4096xui32>
      %55 = stablehlo.xor %49, %54 : tensor<4096xui32>
      %56 = stablehlo.add %49, %55 : tensor<4096xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<4096xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<4096xui32>
      %61 = stablehlo.or %58, %60 : tensor<4096xui32>
      %62 = stablehlo.xor %56, %61 : tensor<4096xui32>
      %63 = stablehlo.add %56, %62 : tensor<4096xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<4096xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<4096xui32>
      %68 = stablehlo.or %65, %67 : tensor<4096xui32>
      %69 = stablehlo.xor %63, %68 : tensor<4096xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %71 = stablehlo.add %63, %70 : tensor<4096xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %73 = stablehlo.add %69, %72 : tensor<4096xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %75 = stablehlo.add %73, %74 : tensor<4096xui32>
      %76 = stablehlo.add %71, %75 : tensor<4096xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<4096xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<4096xui32>
      %81 = stablehlo.or %78, %80 : tensor<4096xui32>
      %82 = stablehlo.xor %76, %81 : tensor<4096xui32>
      %83 = stablehlo.add %76, %82 : tensor<4096xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<4096xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<4096xui32>
      %88 = stablehlo.or %85, %87 : tensor<4096xui32>
      %89 = stablehlo.xor %83, %88 : tensor<4096xui32>
      %90 = stablehlo.add %83, %89 : tensor<4096xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<4096xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<4096xui32>
      %95 = stablehlo.or %92, %94 : tensor<4096xui32>
      %96 = stablehlo.xor %90, %95 : tensor<4096xui32>
      %97 = stablehlo.add %90, %96 : tensor<4096xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<4096xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<4096xui32>
      %102 = stablehlo.or %99, %101 : tensor<4096xui32>
      %103 = stablehlo.xor %97, %102 : tensor<4096xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %105 = stablehlo.add %97, %104 : tensor<4096xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %107 = stablehlo.add %103, %106 : tensor<4096xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %109 = stablehlo.add %107, %108 : tensor<4096xui32>
      %110 = stablehlo.add %105, %109 : tensor<4096xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<4096xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<4096xui32>
      %115 = stablehlo.or %112, %114 : tensor<4096xui32>
      %116 = stablehlo.xor %110, %115 : tensor<4096xui32>
      %117 = stablehlo.add %110, %116 : tensor<4096xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<4096xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<4096xui32>
      %122 = stablehlo.or %119, %121 : tensor<4096xui32>
      %123 = stablehlo.xor %117, %122 : tensor<4096xui32>
      %124 = stablehlo.add %117, %123 : tensor<4096xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<4096xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<4096xui32>
      %129 = stablehlo.or %126, %128 : tensor<4096xui32>
      %130 = stablehlo.xor %124, %129 : tensor<4096xui32>
      %131 = stablehlo.add %124, %130 : tensor<4096xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<4096xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<4096xui32>
      %136 = stablehlo.or %133, %135 : tensor<4096xui32>
      %137 = stablehlo.xor %131, %136 : tensor<4096xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %139 = stablehlo.add %131, %138 : tensor<4096xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %141 = stablehlo.add %137, %140 : tensor<4096xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %143 = stablehlo.add %141, %142 : tensor<4096xui32>
      %144 = stablehlo.add %139, %143 : tensor<4096xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<4096xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<4096xui32>
      %149 = stablehlo.or %146, %148 : tensor<4096xui32>
      %150 = stablehlo.xor %144, %149 : tensor<4096xui32>
      %151 = stablehlo.add %144, %150 : tensor<4096xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<4096xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<4096xui32>
      %156 = stablehlo.or %153, %155 : tensor<4096xui32>
      %157 = stablehlo.xor %151, %156 : tensor<4096xui32>
      %158 = stablehlo.add %151, %157 : tensor<4096xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<4096xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<4096xui32>
      %163 = stablehlo.or %160, %162 : tensor<4096xui32>
      %164 = stablehlo.xor %158, %163 : tensor<4096xui32>
      %165 = stablehlo.add %158, %164 : tensor<4096xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<4096xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<4096xui32>
      %170 = stablehlo.or %167, %169 : tensor<4096xui32>
      %171 = stablehlo.xor %165, %170 : tensor<4096xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %173 = stablehlo.add %165, %172 : tensor<4096xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %175 = stablehlo.add %171, %174 : tensor<4096xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %177 = stablehlo.add %175, %176 : tensor<4096xui32>
      stablehlo.return %173, %177 : tensor<4096xui32>, tensor<4096xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<4096xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<4096xui32>
      %8 = stablehlo.add %5, %7 : tensor<4096xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<4096xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<4096xui32>
      %13 = stablehlo.or %10, %12 : tensor<4096xui32>
      %14 = stablehlo.xor %8, %13 : tensor<4096xui32>
      %15 = stablehlo.add %8, %14 : tensor<4096xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<4096xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<4096xui32>
      %20 = stablehlo.or %17, %19 : tensor<4096xui32>
      %21 = stablehlo.xor %15, %20 : tensor<4096xui32>
      %22 = stablehlo.add %15, %21 : tensor<4096xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<4096xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<4096xui32>
      %27 = stablehlo.or %24, %26 : tensor<4096xui32>
      %28 = stablehlo.xor %22, %27 : tensor<4096xui32>
      %29 = stablehlo.add %22, %28 : tensor<4096xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<4096xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<4096xui32>
      %34 = stablehlo.or %31, %33 : tensor<4096xui32>
      %35 = stablehlo.xor %29, %34 : tensor<4096xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %37 = stablehlo.add %29, %36 : tensor<4096xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %39 = stablehlo.add %35, %38 : tensor<4096xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %41 = stablehlo.add %39, %40 : tensor<4096xui32>
      %42 = stablehlo.add %37, %41 : tensor<4096xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<4096xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<4096xui32>
      %47 = stablehlo.or %44, %46 : tensor<4096xui32>
      %48 = stablehlo.xor %42, %47 : tensor<4096xui32>
      %49 = stablehlo.add %42, %48 : tensor<4096xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<4096xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<4096xui32>
      %54 = stablehlo.or %51, %53 : tensor<4096xui32>
      %55 = stablehlo.xor %49, %54 : tensor<4096xui32>
      %56 = stablehlo.add %49, %55 : tensor<4096xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<4096xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<4096xui32>
      %61 = stablehlo.or %58, %60 : tensor<4096xui32>
      %62 = stablehlo.xor %56, %61 : tensor<4096xui32>
      %63 = stablehlo.add %56, %62 : tensor<4096xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<4096xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<4096xui32>
      %68 = stablehlo.or %65, %67 : tensor<4096xui32>
      %69 = stablehlo.xor %63, %68 : tensor<4096xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %71 = stablehlo.add %63, %70 : tensor<4096xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %73 = stablehlo.add %69, %72 : tensor<4096xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %75 = stablehlo.add %73, %74 : tensor<4096xui32>
      %76 = stablehlo.add %71, %75 : tensor<4096xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<4096xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<4096xui32>
      %81 = stablehlo.or %78, %80 : tensor<4096xui32>
      %82 = stablehlo.xor %76, %81 : tensor<4096xui32>
      %83 = stablehlo.add %76, %82 : tensor<4096xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<4096xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<4096xui32>
      %88 = stablehlo.or %85, %87 : tensor<4096xui32>
      %89 = stablehlo.xor %83, %88 : tensor<4096xui32>
      %90 = stablehlo.add %83, %89 : tensor<4096xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<4096xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<4096xui32>
      %95 = stablehlo.or %92, %94 : tensor<4096xui32>
      %96 = stablehlo.xor %90, %95 : tensor<4096xui32>
      %97 = stablehlo.add %90, %96 : tensor<4096xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<4096xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<4096xui32>
      %102 = stablehlo.or %99, %101 : tensor<4096xui32>
      %103 = stablehlo.xor %97, %102 : tensor<4096xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %105 = stablehlo.add %97, %104 : tensor<4096xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %107 = stablehlo.add %103, %106 : tensor<4096xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %109 = stablehlo.add %107, %108 : tensor<4096xui32>
      %110 = stablehlo.add %105, %109 : tensor<4096xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<4096xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<4096xui32>
      %115 = stablehlo.or %112, %114 : tensor<4096xui32>
      %116 = stablehlo.xor %110, %115 : tensor<4096xui32>
      %117 = stablehlo.add %110, %116 : tensor<4096xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<4096xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<4096xui32>
      %122 = stablehlo.or %119, %121 : tensor<4096xui32>
      %123 = stablehlo.xor %117, %122 : tensor<4096xui32>
      %124 = stablehlo.add %117, %123 : tensor<4096xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<4096xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<4096xui32>
      %129 = stablehlo.or %126, %128 : tensor<4096xui32>
      %130 = stablehlo.xor %124, %129 : tensor<4096xui32>
      %131 = stablehlo.add %124, %130 : tensor<4096xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<4096xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<4096xui32>
      %136 = stablehlo.or %133, %135 : tensor<4096xui32>
      %137 = stablehlo.xor %131, %136 : tensor<4096xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %139 = stablehlo.add %131, %138 : tensor<4096xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %141 = stablehlo.add %137, %140 : tensor<4096xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %143 = stablehlo.add %141, %142 : tensor<4096xui32>
      %144 = stablehlo.add %139, %143 : tensor<4096xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<4096xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<4096xui32>
      %149 = stablehlo.or %146, %148 : tensor<4096xui32>
      %150 = stablehlo.xor %144, %149 : tensor<4096xui32>
      %151 = stablehlo.add %144, %150 : tensor<4096xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<4096xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<4096xui32>
      %156 = stablehlo.or %153, %155 : tensor<4096xui32>
      %157 = stablehlo.xor %151, %156 : tensor<4096xui32>
      %158 = stablehlo.add %151, %157 : tensor<4096xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<4096xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<4096xui32>
      %163 = stablehlo.or %160, %162 : tensor<4096xui32>
      %164 = stablehlo.xor %158, %163 : tensor<4096xui32>
      %165 = stablehlo.add %158, %164 : tensor<4096xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<4096xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<4096xui32>
      %170 = stablehlo.or %167, %169 : tensor<4096xui32>
      %171 = stablehlo.xor %165, %170 : tensor<4096xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %173 = stablehlo.add %165, %172 : tensor<4096xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %175 = stablehlo.add %171, %174 : tensor<4096xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4096xui32>
      %177 = stablehlo.add %175, %176 : tensor<4096xui32>
      stablehlo.return %173, %177 : tensor<4096xui32>, tensor<4096xui32>
    }) : (tensor<i32>) -> (tensor<4096xui32>, tensor<4096xui32>)
    return %1#0, %1#1 : tensor<4096xui32>, tensor<4096xui32>
  }
  func.func private @_normal_7(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<1024x4096xf32> {
    %0 = call @_normal_real_8(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<1024x4096xf32>
    return %0 : tensor<1024x4096xf32>
  }
  func.func private @_normal_real_8(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<1024x4096xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<1024x4096xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1024x4096xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<1024x4096xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<1024x4096xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<1024x4096xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<1024x4096xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<1024x4096xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<1024x4096xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<1024x4096xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<1024x4096xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<1024x4096xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<1024x4096xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<1024x4096xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<1024x4096xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<1024x4096xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<1024x4096xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<1024x4096xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<1024x4096xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<1024x4096xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<1024x4096xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<1024x4096xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<1024x4096xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<1024x4096xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_9(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1024x4096xf32>
    %1 = stablehlo.negate %0 : tensor<1024x4096xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1024x4096xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<1024x4096xf32>
    %4 = stablehlo.negate %3 : tensor<1024x4096xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<1024x4096xf32>, tensor<1024x4096xf32>) -> tensor<1024x4096xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<1024x4096xf32>
    %7 = stablehlo.sqrt %4 : tensor<1024x4096xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<1024x4096xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<1024x4096xi1>, tensor<1024x4096xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<1024x4096xi1>, tensor<1024x4096xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<1024x4096xi1>, tensor<1024x4096xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<1024x4096xf32>
    %13 = stablehlo.add %11, %12 : tensor<1024x4096xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<1024x4096xi1>, tensor<1024x4096xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<1024x4096xf32>
    %16 = stablehlo.add %14, %15 : tensor<1024x4096xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<1024x4096xi1>, tensor<1024x4096xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<1024x4096xf32>
    %19 = stablehlo.add %17, %18 : tensor<1024x4096xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<1024x4096xi1>, tensor<1024x4096xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<1024x4096xf32>
    %22 = stablehlo.add %20, %21 : tensor<1024x4096xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<1024x4096xi1>, tensor<1024x4096xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<1024x4096xf32>
    %25 = stablehlo.add %23, %24 : tensor<1024x4096xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<1024x4096xi1>, tensor<1024x4096xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<1024x4096xf32>
    %28 = stablehlo.add %26, %27 : tensor<1024x4096xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<1024x4096xi1>, tensor<1024x4096xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<1024x4096xf32>
    %31 = stablehlo.add %29, %30 : tensor<1024x4096xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<1024x4096xi1>, tensor<1024x4096xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<1024x4096xf32>
    %34 = stablehlo.add %32, %33 : tensor<1024x4096xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<1024x4096xf32>
    %36 = stablehlo.abs %0 : tensor<1024x4096xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<1024x4096xf32>, tensor<1024x4096xf32>) -> tensor<1024x4096xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<1024x4096xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<1024x4096xi1>, tensor<1024x4096xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<1024x4096xf32>
    return %41 : tensor<1024x4096xf32>
  }
  func.func private @_uniform_9(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<1024x4096xf32> {
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
    %6 = stablehlo.iota dim = 0 : tensor<1024x4096xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1024x4096xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1024x4096xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<1024x4096xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1024x4096xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<1024x4096xui64>
    %12 = stablehlo.add %9, %11 : tensor<1024x4096xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1024x4096xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<1024x4096xui64>
    %15 = stablehlo.convert %12 : (tensor<1024x4096xui64>) -> tensor<1024x4096xui32>
    %16 = stablehlo.convert %14 : (tensor<1024x4096xui64>) -> tensor<1024x4096xui32>
    %17:2 = call @threefry2x32_10(%arg0, %3, %5, %16, %15) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<1024x4096xui32>, tensor<1024x4096xui32>) -> (tensor<1024x4096xui32>, tensor<1024x4096xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<1024x4096xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<1024x4096xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
    %22 = stablehlo.or %20, %21 : tensor<1024x4096xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<1024x4096xui32>) -> tensor<1024x4096xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<1024x4096xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1024x4096xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<1024x4096xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1024x4096xf32>
    %30 = stablehlo.add %28, %29 : tensor<1024x4096xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1024x4096xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<1024x4096xf32>
    return %32 : tensor<1024x4096xf32>
  }
  func.func private @threefry2x32_10(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<1024x4096xui32>, %arg4: tensor<1024x4096xui32>) -> (tensor<1024x4096xui32>, tensor<1024x4096xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<1024x4096xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<1024x4096xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<1024x4096xui32>, tensor<1024x4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<1024x4096xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<1024x4096xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<1024x4096xui32>
        %24 = stablehlo.or %20, %23 : tensor<1024x4096xui32>
        %25 = stablehlo.xor %18, %24 : tensor<1024x4096xui32>
        %26 = stablehlo.add %18, %25 : tensor<1024x4096xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<1024x4096xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<1024x4096xui32>
        %32 = stablehlo.or %28, %31 : tensor<1024x4096xui32>
        %33 = stablehlo.xor %26, %32 : tensor<1024x4096xui32>
        %34 = stablehlo.add %26, %33 : tensor<1024x4096xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<1024x4096xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<1024x4096xui32>
        %40 = stablehlo.or %36, %39 : tensor<1024x4096xui32>
        %41 = stablehlo.xor %34, %40 : tensor<1024x4096xui32>
        %42 = stablehlo.add %34, %41 : tensor<1024x4096xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<1024x4096xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<1024x4096xui32>
        %48 = stablehlo.or %44, %47 : tensor<1024x4096xui32>
        %49 = stablehlo.xor %42, %48 : tensor<1024x4096xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
        %51 = stablehlo.add %42, %50 : tensor<1024x4096xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
        %53 = stablehlo.add %49, %52 : tensor<1024x4096xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
        %57 = stablehlo.add %53, %56 : tensor<1024x4096xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<1024x4096xui32>, tensor<1024x4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<1024x4096xui32>, tensor<1024x4096xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<1024x4096xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<1024x4096xui32>
      %8 = stablehlo.add %5, %7 : tensor<1024x4096xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<1024x4096xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<1024x4096xui32>
      %13 = stablehlo.or %10, %12 : tensor<1024x4096xui32>
      %14 = stablehlo.xor %8, %13 : tensor<1024x4096xui32>
      %15 = stablehlo.add %8, %14 : tensor<1024x4096xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<1024x4096xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<1024x4096xui32>
      %20 = stablehlo.or %17, %19 : tensor<1024x4096xui32>
      %21 = stablehlo.xor %15, %20 : tensor<1024x4096xui32>
      %22 = stablehlo.add %15, %21 : tensor<1024x4096xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<1024x4096xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<1024x4096xui32>
      %27 = stablehlo.or %24, %26 : tensor<1024x4096xui32>
      %28 = stablehlo.xor %22, %27 : tensor<1024x4096xui32>
      %29 = stablehlo.add %22, %28 : tensor<1024x4096xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<1024x4096xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<1024x4096xui32>
      %34 = stablehlo.or %31, %33 : tensor<1024x4096xui32>
      %35 = stablehlo.xor %29, %34 : tensor<1024x4096xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %37 = stablehlo.add %29, %36 : tensor<1024x4096xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %39 = stablehlo.add %35, %38 : tensor<1024x4096xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %41 = stablehlo.add %39, %40 : tensor<1024x4096xui32>
      %42 = stablehlo.add %37, %41 : tensor<1024x4096xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<1024x4096xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<1024x4096xui32>
      %47 = stablehlo.or %44, %46 : tensor<1024x4096xui32>
      %48 = stablehlo.xor %42, %47 : tensor<1024x4096xui32>
      %49 = stablehlo.add %42, %48 : tensor<1024x4096xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<1024x4096xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<1024x4096xui32>
      %54 = stablehlo.or %51, %53 : tensor<1024x4096xui32>
      %55 = stablehlo.xor %49, %54 : tensor<1024x4096xui32>
      %56 = stablehlo.add %49, %55 : tensor<1024x4096xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<1024x4096xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<1024x4096xui32>
      %61 = stablehlo.or %58, %60 : tensor<1024x4096xui32>
      %62 = stablehlo.xor %56, %61 : tensor<1024x4096xui32>
      %63 = stablehlo.add %56, %62 : tensor<1024x4096xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<1024x4096xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<1024x4096xui32>
      %68 = stablehlo.or %65, %67 : tensor<1024x4096xui32>
      %69 = stablehlo.xor %63, %68 : tensor<1024x4096xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %71 = stablehlo.add %63, %70 : tensor<1024x4096xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %73 = stablehlo.add %69, %72 : tensor<1024x4096xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %75 = stablehlo.add %73, %74 : tensor<1024x4096xui32>
      %76 = stablehlo.add %71, %75 : tensor<1024x4096xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<1024x4096xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<1024x4096xui32>
      %81 = stablehlo.or %78, %80 : tensor<1024x4096xui32>
      %82 = stablehlo.xor %76, %81 : tensor<1024x4096xui32>
      %83 = stablehlo.add %76, %82 : tensor<1024x4096xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<1024x4096xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<1024x4096xui32>
      %88 = stablehlo.or %85, %87 : tensor<1024x4096xui32>
      %89 = stablehlo.xor %83, %88 : tensor<1024x4096xui32>
      %90 = stablehlo.add %83, %89 : tensor<1024x4096xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<1024x4096xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<1024x4096xui32>
      %95 = stablehlo.or %92, %94 : tensor<1024x4096xui32>
      %96 = stablehlo.xor %90, %95 : tensor<1024x4096xui32>
      %97 = stablehlo.add %90, %96 : tensor<1024x4096xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<1024x4096xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<1024x4096xui32>
      %102 = stablehlo.or %99, %101 : tensor<1024x4096xui32>
      %103 = stablehlo.xor %97, %102 : tensor<1024x4096xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %105 = stablehlo.add %97, %104 : tensor<1024x4096xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %107 = stablehlo.add %103, %106 : tensor<1024x4096xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %109 = stablehlo.add %107, %108 : tensor<1024x4096xui32>
      %110 = stablehlo.add %105, %109 : tensor<1024x4096xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<1024x4096xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<1024x4096xui32>
      %115 = stablehlo.or %112, %114 : tensor<1024x4096xui32>
      %116 = stablehlo.xor %110, %115 : tensor<1024x4096xui32>
      %117 = stablehlo.add %110, %116 : tensor<1024x4096xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<1024x4096xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<1024x4096xui32>
      %122 = stablehlo.or %119, %121 : tensor<1024x4096xui32>
      %123 = stablehlo.xor %117, %122 : tensor<1024x4096xui32>
      %124 = stablehlo.add %117, %123 : tensor<1024x4096xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<1024x4096xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<1024x4096xui32>
      %129 = stablehlo.or %126, %128 : tensor<1024x4096xui32>
      %130 = stablehlo.xor %124, %129 : tensor<1024x4096xui32>
      %131 = stablehlo.add %124, %130 : tensor<1024x4096xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<1024x4096xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<1024x4096xui32>
      %136 = stablehlo.or %133, %135 : tensor<1024x4096xui32>
      %137 = stablehlo.xor %131, %136 : tensor<1024x4096xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %139 = stablehlo.add %131, %138 : tensor<1024x4096xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %141 = stablehlo.add %137, %140 : tensor<1024x4096xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %143 = stablehlo.add %141, %142 : tensor<1024x4096xui32>
      %144 = stablehlo.add %139, %143 : tensor<1024x4096xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<1024x4096xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<1024x4096xui32>
      %149 = stablehlo.or %146, %148 : tensor<1024x4096xui32>
      %150 = stablehlo.xor %144, %149 : tensor<1024x4096xui32>
      %151 = stablehlo.add %144, %150 : tensor<1024x4096xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<1024x4096xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<1024x4096xui32>
      %156 = stablehlo.or %153, %155 : tensor<1024x4096xui32>
      %157 = stablehlo.xor %151, %156 : tensor<1024x4096xui32>
      %158 = stablehlo.add %151, %157 : tensor<1024x4096xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<1024x4096xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<1024x4096xui32>
      %163 = stablehlo.or %160, %162 : tensor<1024x4096xui32>
      %164 = stablehlo.xor %158, %163 : tensor<1024x4096xui32>
      %165 = stablehlo.add %158, %164 : tensor<1024x4096xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<1024x4096xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<1024x4096xui32>
      %170 = stablehlo.or %167, %169 : tensor<1024x4096xui32>
      %171 = stablehlo.xor %165, %170 : tensor<1024x4096xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %173 = stablehlo.add %165, %172 : tensor<1024x4096xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %175 = stablehlo.add %171, %174 : tensor<1024x4096xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %177 = stablehlo.add %175, %176 : tensor<1024x4096xui32>
      stablehlo.return %173, %177 : tensor<1024x4096xui32>, tensor<1024x4096xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<1024x4096xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<1024x4096xui32>
      %8 = stablehlo.add %5, %7 : tensor<1024x4096xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<1024x4096xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<1024x4096xui32>
      %13 = stablehlo.or %10, %12 : tensor<1024x4096xui32>
      %14 = stablehlo.xor %8, %13 : tensor<1024x4096xui32>
      %15 = stablehlo.add %8, %14 : tensor<1024x4096xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<1024x4096xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<1024x4096xui32>
      %20 = stablehlo.or %17, %19 : tensor<1024x4096xui32>
      %21 = stablehlo.xor %15, %20 : tensor<1024x4096xui32>
      %22 = stablehlo.add %15, %21 : tensor<1024x4096xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<1024x4096xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<1024x4096xui32>
      %27 = stablehlo.or %24, %26 : tensor<1024x4096xui32>
      %28 = stablehlo.xor %22, %27 : tensor<1024x4096xui32>
      %29 = stablehlo.add %22, %28 : tensor<1024x4096xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<1024x4096xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<1024x4096xui32>
      %34 = stablehlo.or %31, %33 : tensor<1024x4096xui32>
      %35 = stablehlo.xor %29, %34 : tensor<1024x4096xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %37 = stablehlo.add %29, %36 : tensor<1024x4096xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %39 = stablehlo.add %35, %38 : tensor<1024x4096xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %41 = stablehlo.add %39, %40 : tensor<1024x4096xui32>
      %42 = stablehlo.add %37, %41 : tensor<1024x4096xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<1024x4096xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<1024x4096xui32>
      %47 = stablehlo.or %44, %46 : tensor<1024x4096xui32>
      %48 = stablehlo.xor %42, %47 : tensor<1024x4096xui32>
      %49 = stablehlo.add %42, %48 : tensor<1024x4096xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<1024x4096xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<1024x4096xui32>
      %54 = stablehlo.or %51, %53 : tensor<1024x4096xui32>
      %55 = stablehlo.xor %49, %54 : tensor<1024x4096xui32>
      %56 = stablehlo.add %49, %55 : tensor<1024x4096xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<1024x4096xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<1024x4096xui32>
      %61 = stablehlo.or %58, %60 : tensor<1024x4096xui32>
      %62 = stablehlo.xor %56, %61 : tensor<1024x4096xui32>
      %63 = stablehlo.add %56, %62 : tensor<1024x4096xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<1024x4096xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<1024x4096xui32>
      %68 = stablehlo.or %65, %67 : tensor<1024x4096xui32>
      %69 = stablehlo.xor %63, %68 : tensor<1024x4096xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %71 = stablehlo.add %63, %70 : tensor<1024x4096xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %73 = stablehlo.add %69, %72 : tensor<1024x4096xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %75 = stablehlo.add %73, %74 : tensor<1024x4096xui32>
      %76 = stablehlo.add %71, %75 : tensor<1024x4096xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<1024x4096xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<1024x4096xui32>
      %81 = stablehlo.or %78, %80 : tensor<1024x4096xui32>
      %82 = stablehlo.xor %76, %81 : tensor<1024x4096xui32>
      %83 = stablehlo.add %76, %82 : tensor<1024x4096xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<1024x4096xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<1024x4096xui32>
      %88 = stablehlo.or %85, %87 : tensor<1024x4096xui32>
      %89 = stablehlo.xor %83, %88 : tensor<1024x4096xui32>
      %90 = stablehlo.add %83, %89 : tensor<1024x4096xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<1024x4096xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<1024x4096xui32>
      %95 = stablehlo.or %92, %94 : tensor<1024x4096xui32>
      %96 = stablehlo.xor %90, %95 : tensor<1024x4096xui32>
      %97 = stablehlo.add %90, %96 : tensor<1024x4096xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<1024x4096xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<1024x4096xui32>
      %102 = stablehlo.or %99, %101 : tensor<1024x4096xui32>
      %103 = stablehlo.xor %97, %102 : tensor<1024x4096xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %105 = stablehlo.add %97, %104 : tensor<1024x4096xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %107 = stablehlo.add %103, %106 : tensor<1024x4096xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %109 = stablehlo.add %107, %108 : tensor<1024x4096xui32>
      %110 = stablehlo.add %105, %109 : tensor<1024x4096xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<1024x4096xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<1024x4096xui32>
      %115 = stablehlo.or %112, %114 : tensor<1024x4096xui32>
      %116 = stablehlo.xor %110, %115 : tensor<1024x4096xui32>
      %117 = stablehlo.add %110, %116 : tensor<1024x4096xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<1024x4096xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<1024x4096xui32>
      %122 = stablehlo.or %119, %121 : tensor<1024x4096xui32>
      %123 = stablehlo.xor %117, %122 : tensor<1024x4096xui32>
      %124 = stablehlo.add %117, %123 : tensor<1024x4096xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<1024x4096xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<1024x4096xui32>
      %129 = stablehlo.or %126, %128 : tensor<1024x4096xui32>
      %130 = stablehlo.xor %124, %129 : tensor<1024x4096xui32>
      %131 = stablehlo.add %124, %130 : tensor<1024x4096xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<1024x4096xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<1024x4096xui32>
      %136 = stablehlo.or %133, %135 : tensor<1024x4096xui32>
      %137 = stablehlo.xor %131, %136 : tensor<1024x4096xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %139 = stablehlo.add %131, %138 : tensor<1024x4096xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %141 = stablehlo.add %137, %140 : tensor<1024x4096xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %143 = stablehlo.add %141, %142 : tensor<1024x4096xui32>
      %144 = stablehlo.add %139, %143 : tensor<1024x4096xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<1024x4096xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<1024x4096xui32>
      %149 = stablehlo.or %146, %148 : tensor<1024x4096xui32>
      %150 = stablehlo.xor %144, %149 : tensor<1024x4096xui32>
      %151 = stablehlo.add %144, %150 : tensor<1024x4096xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<1024x4096xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<1024x4096xui32>
      %156 = stablehlo.or %153, %155 : tensor<1024x4096xui32>
      %157 = stablehlo.xor %151, %156 : tensor<1024x4096xui32>
      %158 = stablehlo.add %151, %157 : tensor<1024x4096xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<1024x4096xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<1024x4096xui32>
      %163 = stablehlo.or %160, %162 : tensor<1024x4096xui32>
      %164 = stablehlo.xor %158, %163 : tensor<1024x4096xui32>
      %165 = stablehlo.add %158, %164 : tensor<1024x4096xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<1024x4096xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<1024x4096xui32>
      %170 = stablehlo.or %167, %169 : tensor<1024x4096xui32>
      %171 = stablehlo.xor %165, %170 : tensor<1024x4096xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %173 = stablehlo.add %165, %172 : tensor<1024x4096xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %175 = stablehlo.add %171, %174 : tensor<1024x4096xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1024x4096xui32>
      %177 = stablehlo.add %175, %176 : tensor<1024x4096xui32>
      stablehlo.return %173, %177 : tensor<1024x4096xui32>, tensor<1024x4096xui32>
    }) : (tensor<i32>) -> (tensor<1024x4096xui32>, tensor<1024x4096xui32>)
    return %1#0, %1#1 : tensor<1024x4096xui32>, tensor<1024x4096xui32>
  }
  func.func private @_normal_11(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<1024xf32> {
    %0 = call @_normal_real_12(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<1024xf32>
    return %0 : tensor<1024xf32>
  }
  func.func private @_normal_real_12(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<1024xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1024xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<1024xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<1024xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<1024xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<1024xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<1024xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<1024xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<1024xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<1024xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<1024xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<1024xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<1024xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<1024xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<1024xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<1024xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<1024xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<1024xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<1024xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<1024xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<1024xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<1024xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<1024xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_13(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1024xf32>
    %1 = stablehlo.negate %0 : tensor<1024xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1024xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<1024xf32>
    %4 = stablehlo.negate %3 : tensor<1024xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<1024xf32>
    %7 = stablehlo.sqrt %4 : tensor<1024xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<1024xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<1024xi1>, tensor<1024xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<1024xi1>, tensor<1024xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<1024xi1>, tensor<1024xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<1024xf32>
    %13 = stablehlo.add %11, %12 : tensor<1024xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<1024xi1>, tensor<1024xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<1024xf32>
    %16 = stablehlo.add %14, %15 : tensor<1024xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<1024xi1>, tensor<1024xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<1024xf32>
    %19 = stablehlo.add %17, %18 : tensor<1024xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<1024xi1>, tensor<1024xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<1024xf32>
    %22 = stablehlo.add %20, %21 : tensor<1024xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<1024xi1>, tensor<1024xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<1024xf32>
    %25 = stablehlo.add %23, %24 : tensor<1024xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<1024xi1>, tensor<1024xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<1024xf32>
    %28 = stablehlo.add %26, %27 : tensor<1024xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<1024xi1>, tensor<1024xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<1024xf32>
    %31 = stablehlo.add %29, %30 : tensor<1024xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<1024xi1>, tensor<1024xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<1024xf32>
    %34 = stablehlo.add %32, %33 : tensor<1024xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<1024xf32>
    %36 = stablehlo.abs %0 : tensor<1024xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<1024xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<1024xi1>, tensor<1024xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<1024xf32>
    return %41 : tensor<1024xf32>
  }
  func.func private @_uniform_13(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<1024xf32> {
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
    %6 = stablehlo.iota dim = 0 : tensor<1024xui64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1024xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<1024xui64>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1024xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<1024xui64>
    %11 = stablehlo.convert %8 : (tensor<1024xui64>) -> tensor<1024xui32>
    %12 = stablehlo.convert %10 : (tensor<1024xui64>) -> tensor<1024xui32>
    %13:2 = call @threefry2x32_14(%arg0, %3, %5, %12, %11) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<1024xui32>, tensor<1024xui32>) -> (tensor<1024xui32>, tensor<1024xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<1024xui32>
    %15 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<1024xui32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
    %18 = stablehlo.or %16, %17 : tensor<1024xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<1024xui32>) -> tensor<1024xf32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<1024xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<1024xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<1024xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<1024xf32>
    %26 = stablehlo.add %24, %25 : tensor<1024xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<1024xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<1024xf32>
    return %28 : tensor<1024xf32>
  }
  func.func private @threefry2x32_14(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<1024xui32>, %arg4: tensor<1024xui32>) -> (tensor<1024xui32>, tensor<1024xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<1024xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<1024xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<1024xui32>, tensor<1024xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<1024xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<1024xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<1024xui32>
        %24 = stablehlo.or %20, %23 : tensor<1024xui32>
        %25 = stablehlo.xor %18, %24 : tensor<1024xui32>
        %26 = stablehlo.add %18, %25 : tensor<1024xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<1024xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<1024xui32>
        %32 = stablehlo.or %28, %31 : tensor<1024xui32>
        %33 = stablehlo.xor %26, %32 : tensor<1024xui32>
        %34 = stablehlo.add %26, %33 : tensor<1024xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<1024xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<1024xui32>
        %40 = stablehlo.or %36, %39 : tensor<1024xui32>
        %41 = stablehlo.xor %34, %40 : tensor<1024xui32>
        %42 = stablehlo.add %34, %41 : tensor<1024xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<1024xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<1024xui32>
        %48 = stablehlo.or %44, %47 : tensor<1024xui32>
        %49 = stablehlo.xor %42, %48 : tensor<1024xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
        %51 = stablehlo.add %42, %50 : tensor<1024xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
        %53 = stablehlo.add %49, %52 : tensor<1024xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
        %57 = stablehlo.add %53, %56 : tensor<1024xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<1024xui32>, tensor<1024xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<1024xui32>, tensor<1024xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<1024xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<1024xui32>
      %8 = stablehlo.add %5, %7 : tensor<1024xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<1024xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<1024xui32>
      %13 = stablehlo.or %10, %12 : tensor<1024xui32>
      %14 = stablehlo.xor %8, %13 : tensor<1024xui32>
      %15 = stablehlo.add %8, %14 : tensor<1024xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<1024xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<1024xui32>
      %20 = stablehlo.or %17, %19 : tensor<1024xui32>
      %21 = stablehlo.xor %15, %20 : tensor<1024xui32>
      %22 = stablehlo.add %15, %21 : tensor<1024xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<1024xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<1024xui32>
      %27 = stablehlo.or %24, %26 : tensor<1024xui32>
      %28 = stablehlo.xor %22, %27 : tensor<1024xui32>
      %29 = stablehlo.add %22, %28 : tensor<1024xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<1024xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<1024xui32>
      %34 = stablehlo.or %31, %33 : tensor<1024xui32>
      %35 = stablehlo.xor %29, %34 : tensor<1024xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %37 = stablehlo.add %29, %36 : tensor<1024xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %39 = stablehlo.add %35, %38 : tensor<1024xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %41 = stablehlo.add %39, %40 : tensor<1024xui32>
      %42 = stablehlo.add %37, %41 : tensor<1024xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<1024xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<1024xui32>
      %47 = stablehlo.or %44, %46 : tensor<1024xui32>
      %48 = stablehlo.xor %42, %47 : tensor<1024xui32>
      %49 = stablehlo.add %42, %48 : tensor<1024xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<1024xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<1024xui32>
      %54 = stablehlo.or %51, %53 : tensor<1024xui32>
      %55 = stablehlo.xor %49, %54 : tensor<1024xui32>
      %56 = stablehlo.add %49, %55 : tensor<1024xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<1024xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<1024xui32>
      %61 = stablehlo.or %58, %60 : tensor<1024xui32>
      %62 = stablehlo.xor %56, %61 : tensor<1024xui32>
      %63 = stablehlo.add %56, %62 : tensor<1024xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<1024xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<1024xui32>
      %68 = stablehlo.or %65, %67 : tensor<1024xui32>
      %69 = stablehlo.xor %63, %68 : tensor<1024xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %71 = stablehlo.add %63, %70 : tensor<1024xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %73 = stablehlo.add %69, %72 : tensor<1024xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %75 = stablehlo.add %73, %74 : tensor<1024xui32>
      %76 = stablehlo.add %71, %75 : tensor<1024xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<1024xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<1024xui32>
      %81 = stablehlo.or %78, %80 : tensor<1024xui32>
      %82 = stablehlo.xor %76, %81 : tensor<1024xui32>
      %83 = stablehlo.add %76, %82 : tensor<1024xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<1024xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<1024xui32>
      %88 = stablehlo.or %85, %87 : tensor<1024xui32>
      %89 = stablehlo.xor %83, %88 : tensor<1024xui32>
      %90 = stablehlo.add %83, %89 : tensor<1024xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<1024xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<1024xui32>
      %95 = stablehlo.or %92, %94 : tensor<1024xui32>
      %96 = stablehlo.xor %90, %95 : tensor<1024xui32>
      %97 = stablehlo.add %90, %96 : tensor<1024xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<1024xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<1024xui32>
      %102 = stablehlo.or %99, %101 : tensor<1024xui32>
      %103 = stablehlo.xor %97, %102 : tensor<1024xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %105 = stablehlo.add %97, %104 : tensor<1024xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %107 = stablehlo.add %103, %106 : tensor<1024xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %109 = stablehlo.add %107, %108 : tensor<1024xui32>
      %110 = stablehlo.add %105, %109 : tensor<1024xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<1024xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<1024xui32>
      %115 = stablehlo.or %112, %114 : tensor<1024xui32>
      %116 = stablehlo.xor %110, %115 : tensor<1024xui32>
      %117 = stablehlo.add %110, %116 : tensor<1024xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<1024xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<1024xui32>
      %122 = stablehlo.or %119, %121 : tensor<1024xui32>
      %123 = stablehlo.xor %117, %122 : tensor<1024xui32>
      %124 = stablehlo.add %117, %123 : tensor<1024xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<1024xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<1024xui32>
      %129 = stablehlo.or %126, %128 : tensor<1024xui32>
      %130 = stablehlo.xor %124, %129 : tensor<1024xui32>
      %131 = stablehlo.add %124, %130 : tensor<1024xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<1024xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<1024xui32>
      %136 = stablehlo.or %133, %135 : tensor<1024xui32>
      %137 = stablehlo.xor %131, %136 : tensor<1024xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %139 = stablehlo.add %131, %138 : tensor<1024xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %141 = stablehlo.add %137, %140 : tensor<1024xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %143 = stablehlo.add %141, %142 : tensor<1024xui32>
      %144 = stablehlo.add %139, %143 : tensor<1024xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<1024xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<1024xui32>
      %149 = stablehlo.or %146, %148 : tensor<1024xui32>
      %150 = stablehlo.xor %144, %149 : tensor<1024xui32>
      %151 = stablehlo.add %144, %150 : tensor<1024xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<1024xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<1024xui32>
      %156 = stablehlo.or %153, %155 : tensor<1024xui32>
      %157 = stablehlo.xor %151, %156 : tensor<1024xui32>
      %158 = stablehlo.add %151, %157 : tensor<1024xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<1024xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<1024xui32>
      %163 = stablehlo.or %160, %162 : tensor<1024xui32>
      %164 = stablehlo.xor %158, %163 : tensor<1024xui32>
      %165 = stablehlo.add %158, %164 : tensor<1024xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<1024xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<1024xui32>
      %170 = stablehlo.or %167, %169 : tensor<1024xui32>
      %171 = stablehlo.xor %165, %170 : tensor<1024xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %173 = stablehlo.add %165, %172 : tensor<1024xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %175 = stablehlo.add %171, %174 : tensor<1024xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %177 = stablehlo.add %175, %176 : tensor<1024xui32>
      stablehlo.return %173, %177 : tensor<1024xui32>, tensor<1024xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<1024xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<1024xui32>
      %8 = stablehlo.add %5, %7 : tensor<1024xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<1024xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<1024xui32>
      %13 = stablehlo.or %10, %12 : tensor<1024xui32>
      %14 = stablehlo.xor %8, %13 : tensor<1024xui32>
      %15 = stablehlo.add %8, %14 : tensor<1024xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<1024xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<1024xui32>
      %20 = stablehlo.or %17, %19 : tensor<1024xui32>
      %21 = stablehlo.xor %15, %20 : tensor<1024xui32>
      %22 = stablehlo.add %15, %21 : tensor<1024xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<1024xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<1024xui32>
      %27 = stablehlo.or %24, %26 : tensor<1024xui32>
      %28 = stablehlo.xor %22, %27 : tensor<1024xui32>
      %29 = stablehlo.add %22, %28 : tensor<1024xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<1024xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<1024xui32>
      %34 = stablehlo.or %31, %33 : tensor<1024xui32>
      %35 = stablehlo.xor %29, %34 : tensor<1024xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %37 = stablehlo.add %29, %36 : tensor<1024xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %39 = stablehlo.add %35, %38 : tensor<1024xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %41 = stablehlo.add %39, %40 : tensor<1024xui32>
      %42 = stablehlo.add %37, %41 : tensor<1024xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<1024xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<1024xui32>
      %47 = stablehlo.or %44, %46 : tensor<1024xui32>
      %48 = stablehlo.xor %42, %47 : tensor<1024xui32>
      %49 = stablehlo.add %42, %48 : tensor<1024xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<1024xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<1024xui32>
      %54 = stablehlo.or %51, %53 : tensor<1024xui32>
      %55 = stablehlo.xor %49, %54 : tensor<1024xui32>
      %56 = stablehlo.add %49, %55 : tensor<1024xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<1024xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<1024xui32>
      %61 = stablehlo.or %58, %60 : tensor<1024xui32>
      %62 = stablehlo.xor %56, %61 : tensor<1024xui32>
      %63 = stablehlo.add %56, %62 : tensor<1024xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<1024xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<1024xui32>
      %68 = stablehlo.or %65, %67 : tensor<1024xui32>
      %69 = stablehlo.xor %63, %68 : tensor<1024xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %71 = stablehlo.add %63, %70 : tensor<1024xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %73 = stablehlo.add %69, %72 : tensor<1024xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %75 = stablehlo.add %73, %74 : tensor<1024xui32>
      %76 = stablehlo.add %71, %75 : tensor<1024xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<1024xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<1024xui32>
      %81 = stablehlo.or %78, %80 : tensor<1024xui32>
      %82 = stablehlo.xor %76, %81 : tensor<1024xui32>
      %83 = stablehlo.add %76, %82 : tensor<1024xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<1024xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<1024xui32>
      %88 = stablehlo.or %85, %87 : tensor<1024xui32>
      %89 = stablehlo.xor %83, %88 : tensor<1024xui32>
      %90 = stablehlo.add %83, %89 : tensor<1024xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<1024xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<1024xui32>
      %95 = stablehlo.or %92, %94 : tensor<1024xui32>
      %96 = stablehlo.xor %90, %95 : tensor<1024xui32>
      %97 = stablehlo.add %90, %96 : tensor<1024xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<1024xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<1024xui32>
      %102 = stablehlo.or %99, %101 : tensor<1024xui32>
      %103 = stablehlo.xor %97, %102 : tensor<1024xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %105 = stablehlo.add %97, %104 : tensor<1024xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %107 = stablehlo.add %103, %106 : tensor<1024xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %109 = stablehlo.add %107, %108 : tensor<1024xui32>
      %110 = stablehlo.add %105, %109 : tensor<1024xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<1024xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<1024xui32>
      %115 = stablehlo.or %112, %114 : tensor<1024xui32>
      %116 = stablehlo.xor %110, %115 : tensor<1024xui32>
      %117 = stablehlo.add %110, %116 : tensor<1024xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<1024xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<1024xui32>
      %122 = stablehlo.or %119, %121 : tensor<1024xui32>
      %123 = stablehlo.xor %117, %122 : tensor<1024xui32>
      %124 = stablehlo.add %117, %123 : tensor<1024xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<1024xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<1024xui32>
      %129 = stablehlo.or %126, %128 : tensor<1024xui32>
      %130 = stablehlo.xor %124, %129 : tensor<1024xui32>
      %131 = stablehlo.add %124, %130 : tensor<1024xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<1024xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<1024xui32>
      %136 = stablehlo.or %133, %135 : tensor<1024xui32>
      %137 = stablehlo.xor %131, %136 : tensor<1024xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %139 = stablehlo.add %131, %138 : tensor<1024xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %141 = stablehlo.add %137, %140 : tensor<1024xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %143 = stablehlo.add %141, %142 : tensor<1024xui32>
      %144 = stablehlo.add %139, %143 : tensor<1024xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<1024xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<1024xui32>
      %149 = stablehlo.or %146, %148 : tensor<1024xui32>
      %150 = stablehlo.xor %144, %149 : tensor<1024xui32>
      %151 = stablehlo.add %144, %150 : tensor<1024xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<1024xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<1024xui32>
      %156 = stablehlo.or %153, %155 : tensor<1024xui32>
      %157 = stablehlo.xor %151, %156 : tensor<1024xui32>
      %158 = stablehlo.add %151, %157 : tensor<1024xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<1024xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<1024xui32>
      %163 = stablehlo.or %160, %162 : tensor<1024xui32>
      %164 = stablehlo.xor %158, %163 : tensor<1024xui32>
      %165 = stablehlo.add %158, %164 : tensor<1024xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<1024xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<1024xui32>
      %170 = stablehlo.or %167, %169 : tensor<1024xui32>
      %171 = stablehlo.xor %165, %170 : tensor<1024xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %173 = stablehlo.add %165, %172 : tensor<1024xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %175 = stablehlo.add %171, %174 : tensor<1024xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1024xui32>
      %177 = stablehlo.add %175, %176 : tensor<1024xui32>
      stablehlo.return %173, %177 : tensor<1024xui32>, tensor<1024xui32>
    }) : (tensor<i32>) -> (tensor<1024xui32>, tensor<1024xui32>)
    return %1#0, %1#1 : tensor<1024xui32>, tensor<1024xui32>
  }
  func.func private @_threefry_split_15(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<2x2xui32> {
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
    %11:2 = call @threefry2x32_16(%arg0, %1, %3, %10, %9) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_16(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<2xui32>, %arg4: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
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
  func.func private @_normal_17(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x16384x2048xf32> {
    %0 = call @_normal_real_18(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x16384x2048xf32>
    return %0 : tensor<3x16384x2048xf32>
  }
  func.func private @_normal_real_18(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x16384x2048xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<3x16384x2048xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x16384x2048xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<3x16384x2048xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<3x16384x2048xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<3x16384x2048xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<3x16384x2048xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<3x16384x2048xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<3x16384x2048xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<3x16384x2048xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<3x16384x2048xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<3x16384x2048xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<3x16384x2048xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<3x16384x2048xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<3x16384x2048xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<3x16384x2048xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<3x16384x2048xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<3x16384x2048xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<3x16384x2048xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<3x16384x2048xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<3x16384x2048xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<3x16384x2048xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<3x16384x2048xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<3x16384x2048xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_19(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x16384x2048xf32>
    %1 = stablehlo.negate %0 : tensor<3x16384x2048xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x16384x2048xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<3x16384x2048xf32>
    %4 = stablehlo.negate %3 : tensor<3x16384x2048xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<3x16384x2048xf32>, tensor<3x16384x2048xf32>) -> tensor<3x16384x2048xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<3x16384x2048xf32>
    %7 = stablehlo.sqrt %4 : tensor<3x16384x2048xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<3x16384x2048xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<3x16384x2048xi1>, tensor<3x16384x2048xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<3x16384x2048xi1>, tensor<3x16384x2048xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<3x16384x2048xi1>, tensor<3x16384x2048xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<3x16384x2048xf32>
    %13 = stablehlo.add %11, %12 : tensor<3x16384x2048xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<3x16384x2048xi1>, tensor<3x16384x2048xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<3x16384x2048xf32>
    %16 = stablehlo.add %14, %15 : tensor<3x16384x2048xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<3x16384x2048xi1>, tensor<3x16384x2048xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<3x16384x2048xf32>
    %19 = stablehlo.add %17, %18 : tensor<3x16384x2048xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<3x16384x2048xi1>, tensor<3x16384x2048xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<3x16384x2048xf32>
    %22 = stablehlo.add %20, %21 : tensor<3x16384x2048xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<3x16384x2048xi1>, tensor<3x16384x2048xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<3x16384x2048xf32>
    %25 = stablehlo.add %23, %24 : tensor<3x16384x2048xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<3x16384x2048xi1>, tensor<3x16384x2048xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<3x16384x2048xf32>
    %28 = stablehlo.add %26, %27 : tensor<3x16384x2048xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<3x16384x2048xi1>, tensor<3x16384x2048xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<3x16384x2048xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x16384x2048xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<3x16384x2048xi1>, tensor<3x16384x2048xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<3x16384x2048xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x16384x2048xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<3x16384x2048xf32>
    %36 = stablehlo.abs %0 : tensor<3x16384x2048xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<3x16384x2048xf32>, tensor<3x16384x2048xf32>) -> tensor<3x16384x2048xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<3x16384x2048xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<3x16384x2048xi1>, tensor<3x16384x2048xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x16384x2048xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<3x16384x2048xf32>
    return %41 : tensor<3x16384x2048xf32>
  }
  func.func private @_uniform_19(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<3x16384x2048xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<2048> : tensor<ui64>
    %c_4 = stablehlo.constant dense<33554432> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x16384x2048xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x16384x2048xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x16384x2048xui64>
    %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<3x16384x2048xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<3x16384x2048xui64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<3x16384x2048xui64>
    %12 = stablehlo.multiply %11, %7 : tensor<3x16384x2048xui64>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3x16384x2048xui64>
    %14 = stablehlo.multiply %13, %8 : tensor<3x16384x2048xui64>
    %15 = stablehlo.add %10, %12 : tensor<3x16384x2048xui64>
    %16 = stablehlo.add %15, %14 : tensor<3x16384x2048xui64>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x16384x2048xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<3x16384x2048xui64>
    %19 = stablehlo.convert %16 : (tensor<3x16384x2048xui64>) -> tensor<3x16384x2048xui32>
    %20 = stablehlo.convert %18 : (tensor<3x16384x2048xui64>) -> tensor<3x16384x2048xui32>
    %21:2 = call @threefry2x32_20(%arg0, %3, %5, %20, %19) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<3x16384x2048xui32>, tensor<3x16384x2048xui32>) -> (tensor<3x16384x2048xui32>, tensor<3x16384x2048xui32>)
    %22 = stablehlo.xor %21#0, %21#1 : tensor<3x16384x2048xui32>
    %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<3x16384x2048xui32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
    %26 = stablehlo.or %24, %25 : tensor<3x16384x2048xui32>
    %27 = stablehlo.bitcast_convert %26 : (tensor<3x16384x2048xui32>) -> tensor<3x16384x2048xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x16384x2048xf32>
    %29 = stablehlo.subtract %27, %28 : tensor<3x16384x2048xf32>
    %30 = stablehlo.subtract %1, %0 : tensor<1x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x16384x2048xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<3x16384x2048xf32>
    %33 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x16384x2048xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x16384x2048xf32>
    %35 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x16384x2048xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<3x16384x2048xf32>
    return %36 : tensor<3x16384x2048xf32>
  }
  func.func private @threefry2x32_20(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<3x16384x2048xui32>, %arg4: tensor<3x16384x2048xui32>) -> (tensor<3x16384x2048xui32>, tensor<3x16384x2048xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x16384x2048xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x16384x2048xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<3x16384x2048xui32>, tensor<3x16384x2048xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<3x16384x2048xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<3x16384x2048xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<3x16384x2048xui32>
        %24 = stablehlo.or %20, %23 : tensor<3x16384x2048xui32>
        %25 = stablehlo.xor %18, %24 : tensor<3x16384x2048xui32>
        %26 = stablehlo.add %18, %25 : tensor<3x16384x2048xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<3x16384x2048xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<3x16384x2048xui32>
        %32 = stablehlo.or %28, %31 : tensor<3x16384x2048xui32>
        %33 = stablehlo.xor %26, %32 : tensor<3x16384x2048xui32>
        %34 = stablehlo.add %26, %33 : tensor<3x16384x2048xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<3x16384x2048xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<3x16384x2048xui32>
        %40 = stablehlo.or %36, %39 : tensor<3x16384x2048xui32>
        %41 = stablehlo.xor %34, %40 : tensor<3x16384x2048xui32>
        %42 = stablehlo.add %34, %41 : tensor<3x16384x2048xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<3x16384x2048xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<3x16384x2048xui32>
        %48 = stablehlo.or %44, %47 : tensor<3x16384x2048xui32>
        %49 = stablehlo.xor %42, %48 : tensor<3x16384x2048xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
        %51 = stablehlo.add %42, %50 : tensor<3x16384x2048xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
        %53 = stablehlo.add %49, %52 : tensor<3x16384x2048xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
        %57 = stablehlo.add %53, %56 : tensor<3x16384x2048xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<3x16384x2048xui32>, tensor<3x16384x2048xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<3x16384x2048xui32>, tensor<3x16384x2048xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x16384x2048xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x16384x2048xui32>
      %8 = stablehlo.add %5, %7 : tensor<3x16384x2048xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3x16384x2048xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3x16384x2048xui32>
      %13 = stablehlo.or %10, %12 : tensor<3x16384x2048xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3x16384x2048xui32>
      %15 = stablehlo.add %8, %14 : tensor<3x16384x2048xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3x16384x2048xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3x16384x2048xui32>
      %20 = stablehlo.or %17, %19 : tensor<3x16384x2048xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3x16384x2048xui32>
      %22 = stablehlo.add %15, %21 : tensor<3x16384x2048xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3x16384x2048xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3x16384x2048xui32>
      %27 = stablehlo.or %24, %26 : tensor<3x16384x2048xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3x16384x2048xui32>
      %29 = stablehlo.add %22, %28 : tensor<3x16384x2048xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3x16384x2048xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3x16384x2048xui32>
      %34 = stablehlo.or %31, %33 : tensor<3x16384x2048xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3x16384x2048xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %37 = stablehlo.add %29, %36 : tensor<3x16384x2048xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %39 = stablehlo.add %35, %38 : tensor<3x16384x2048xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %41 = stablehlo.add %39, %40 : tensor<3x16384x2048xui32>
      %42 = stablehlo.add %37, %41 : tensor<3x16384x2048xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3x16384x2048xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3x16384x2048xui32>
      %47 = stablehlo.or %44, %46 : tensor<3x16384x2048xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3x16384x2048xui32>
      %49 = stablehlo.add %42, %48 : tensor<3x16384x2048xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3x16384x2048xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3x16384x2048xui32>
      %54 = stablehlo.or %51, %53 : tensor<3x16384x2048xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3x16384x2048xui32>
      %56 = stablehlo.add %49, %55 : tensor<3x16384x2048xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3x16384x2048xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3x16384x2048xui32>
      %61 = stablehlo.or %58, %60 : tensor<3x16384x2048xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3x16384x2048xui32>
      %63 = stablehlo.add %56, %62 : tensor<3x16384x2048xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3x16384x2048xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3x16384x2048xui32>
      %68 = stablehlo.or %65, %67 : tensor<3x16384x2048xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3x16384x2048xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %71 = stablehlo.add %63, %70 : tensor<3x16384x2048xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %73 = stablehlo.add %69, %72 : tensor<3x16384x2048xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %75 = stablehlo.add %73, %74 : tensor<3x16384x2048xui32>
      %76 = stablehlo.add %71, %75 : tensor<3x16384x2048xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x16384x2048xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3x16384x2048xui32>
      %81 = stablehlo.or %78, %80 : tensor<3x16384x2048xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3x16384x2048xui32>
      %83 = stablehlo.add %76, %82 : tensor<3x16384x2048xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3x16384x2048xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3x16384x2048xui32>
      %88 = stablehlo.or %85, %87 : tensor<3x16384x2048xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3x16384x2048xui32>
      %90 = stablehlo.add %83, %89 : tensor<3x16384x2048xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3x16384x2048xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3x16384x2048xui32>
      %95 = stablehlo.or %92, %94 : tensor<3x16384x2048xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3x16384x2048xui32>
      %97 = stablehlo.add %90, %96 : tensor<3x16384x2048xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3x16384x2048xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3x16384x2048xui32>
      %102 = stablehlo.or %99, %101 : tensor<3x16384x2048xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3x16384x2048xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %105 = stablehlo.add %97, %104 : tensor<3x16384x2048xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %107 = stablehlo.add %103, %106 : tensor<3x16384x2048xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %109 = stablehlo.add %107, %108 : tensor<3x16384x2048xui32>
      %110 = stablehlo.add %105, %109 : tensor<3x16384x2048xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3x16384x2048xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3x16384x2048xui32>
      %115 = stablehlo.or %112, %114 : tensor<3x16384x2048xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3x16384x2048xui32>
      %117 = stablehlo.add %110, %116 : tensor<3x16384x2048xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3x16384x2048xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3x16384x2048xui32>
      %122 = stablehlo.or %119, %121 : tensor<3x16384x2048xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3x16384x2048xui32>
      %124 = stablehlo.add %117, %123 : tensor<3x16384x2048xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3x16384x2048xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3x16384x2048xui32>
      %129 = stablehlo.or %126, %128 : tensor<3x16384x2048xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3x16384x2048xui32>
      %131 = stablehlo.add %124, %130 : tensor<3x16384x2048xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3x16384x2048xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3x16384x2048xui32>
      %136 = stablehlo.or %133, %135 : tensor<3x16384x2048xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3x16384x2048xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %139 = stablehlo.add %131, %138 : tensor<3x16384x2048xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %141 = stablehlo.add %137, %140 : tensor<3x16384x2048xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %143 = stablehlo.add %141, %142 : tensor<3x16384x2048xui32>
      %144 = stablehlo.add %139, %143 : tensor<3x16384x2048xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3x16384x2048xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3x16384x2048xui32>
      %149 = stablehlo.or %146, %148 : tensor<3x16384x2048xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3x16384x2048xui32>
      %151 = stablehlo.add %144, %150 : tensor<3x16384x2048xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3x16384x2048xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3x16384x2048xui32>
      %156 = stablehlo.or %153, %155 : tensor<3x16384x2048xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3x16384x2048xui32>
      %158 = stablehlo.add %151, %157 : tensor<3x16384x2048xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3x16384x2048xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3x16384x2048xui32>
      %163 = stablehlo.or %160, %162 : tensor<3x16384x2048xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3x16384x2048xui32>
      %165 = stablehlo.add %158, %164 : tensor<3x16384x2048xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3x16384x2048xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3x16384x2048xui32>
      %170 = stablehlo.or %167, %169 : tensor<3x16384x2048xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3x16384x2048xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %173 = stablehlo.add %165, %172 : tensor<3x16384x2048xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %175 = stablehlo.add %171, %174 : tensor<3x16384x2048xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %177 = stablehlo.add %175, %176 : tensor<3x16384x2048xui32>
      stablehlo.return %173, %177 : tensor<3x16384x2048xui32>, tensor<3x16384x2048xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x16384x2048xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x16384x2048xui32>
      %8 = stablehlo.add %5, %7 : tensor<3x16384x2048xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3x16384x2048xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3x16384x2048xui32>
      %13 = stablehlo.or %10, %12 : tensor<3x16384x2048xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3x16384x2048xui32>
      %15 = stablehlo.add %8, %14 : tensor<3x16384x2048xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3x16384x2048xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3x16384x2048xui32>
      %20 = stablehlo.or %17, %19 : tensor<3x16384x2048xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3x16384x2048xui32>
      %22 = stablehlo.add %15, %21 : tensor<3x16384x2048xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3x16384x2048xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3x16384x2048xui32>
      %27 = stablehlo.or %24, %26 : tensor<3x16384x2048xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3x16384x2048xui32>
      %29 = stablehlo.add %22, %28 : tensor<3x16384x2048xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3x16384x2048xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3x16384x2048xui32>
      %34 = stablehlo.or %31, %33 : tensor<3x16384x2048xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3x16384x2048xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %37 = stablehlo.add %29, %36 : tensor<3x16384x2048xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %39 = stablehlo.add %35, %38 : tensor<3x16384x2048xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %41 = stablehlo.add %39, %40 : tensor<3x16384x2048xui32>
      %42 = stablehlo.add %37, %41 : tensor<3x16384x2048xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3x16384x2048xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3x16384x2048xui32>
      %47 = stablehlo.or %44, %46 : tensor<3x16384x2048xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3x16384x2048xui32>
      %49 = stablehlo.add %42, %48 : tensor<3x16384x2048xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3x16384x2048xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3x16384x2048xui32>
      %54 = stablehlo.or %51, %53 : tensor<3x16384x2048xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3x16384x2048xui32>
      %56 = stablehlo.add %49, %55 : tensor<3x16384x2048xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3x16384x2048xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3x16384x2048xui32>
      %61 = stablehlo.or %58, %60 : tensor<3x16384x2048xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3x16384x2048xui32>
      %63 = stablehlo.add %56, %62 : tensor<3x16384x2048xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3x16384x2048xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3x16384x2048xui32>
      %68 = stablehlo.or %65, %67 : tensor<3x16384x2048xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3x16384x2048xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %71 = stablehlo.add %63, %70 : tensor<3x16384x2048xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %73 = stablehlo.add %69, %72 : tensor<3x16384x2048xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %75 = stablehlo.add %73, %74 : tensor<3x16384x2048xui32>
      %76 = stablehlo.add %71, %75 : tensor<3x16384x2048xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x16384x2048xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3x16384x2048xui32>
      %81 = stablehlo.or %78, %80 : tensor<3x16384x2048xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3x16384x2048xui32>
      %83 = stablehlo.add %76, %82 : tensor<3x16384x2048xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3x16384x2048xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3x16384x2048xui32>
      %88 = stablehlo.or %85, %87 : tensor<3x16384x2048xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3x16384x2048xui32>
      %90 = stablehlo.add %83, %89 : tensor<3x16384x2048xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3x16384x2048xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3x16384x2048xui32>
      %95 = stablehlo.or %92, %94 : tensor<3x16384x2048xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3x16384x2048xui32>
      %97 = stablehlo.add %90, %96 : tensor<3x16384x2048xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3x16384x2048xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3x16384x2048xui32>
      %102 = stablehlo.or %99, %101 : tensor<3x16384x2048xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3x16384x2048xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %105 = stablehlo.add %97, %104 : tensor<3x16384x2048xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %107 = stablehlo.add %103, %106 : tensor<3x16384x2048xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %109 = stablehlo.add %107, %108 : tensor<3x16384x2048xui32>
      %110 = stablehlo.add %105, %109 : tensor<3x16384x2048xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3x16384x2048xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3x16384x2048xui32>
      %115 = stablehlo.or %112, %114 : tensor<3x16384x2048xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3x16384x2048xui32>
      %117 = stablehlo.add %110, %116 : tensor<3x16384x2048xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3x16384x2048xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3x16384x2048xui32>
      %122 = stablehlo.or %119, %121 : tensor<3x16384x2048xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3x16384x2048xui32>
      %124 = stablehlo.add %117, %123 : tensor<3x16384x2048xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3x16384x2048xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3x16384x2048xui32>
      %129 = stablehlo.or %126, %128 : tensor<3x16384x2048xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3x16384x2048xui32>
      %131 = stablehlo.add %124, %130 : tensor<3x16384x2048xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3x16384x2048xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3x16384x2048xui32>
      %136 = stablehlo.or %133, %135 : tensor<3x16384x2048xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3x16384x2048xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %139 = stablehlo.add %131, %138 : tensor<3x16384x2048xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %141 = stablehlo.add %137, %140 : tensor<3x16384x2048xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %143 = stablehlo.add %141, %142 : tensor<3x16384x2048xui32>
      %144 = stablehlo.add %139, %143 : tensor<3x16384x2048xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3x16384x2048xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3x16384x2048xui32>
      %149 = stablehlo.or %146, %148 : tensor<3x16384x2048xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3x16384x2048xui32>
      %151 = stablehlo.add %144, %150 : tensor<3x16384x2048xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3x16384x2048xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3x16384x2048xui32>
      %156 = stablehlo.or %153, %155 : tensor<3x16384x2048xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3x16384x2048xui32>
      %158 = stablehlo.add %151, %157 : tensor<3x16384x2048xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3x16384x2048xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3x16384x2048xui32>
      %163 = stablehlo.or %160, %162 : tensor<3x16384x2048xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3x16384x2048xui32>
      %165 = stablehlo.add %158, %164 : tensor<3x16384x2048xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3x16384x2048xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3x16384x2048xui32>
      %170 = stablehlo.or %167, %169 : tensor<3x16384x2048xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3x16384x2048xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %173 = stablehlo.add %165, %172 : tensor<3x16384x2048xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %175 = stablehlo.add %171, %174 : tensor<3x16384x2048xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x16384x2048xui32>
      %177 = stablehlo.add %175, %176 : tensor<3x16384x2048xui32>
      stablehlo.return %173, %177 : tensor<3x16384x2048xui32>, tensor<3x16384x2048xui32>
    }) : (tensor<i32>) -> (tensor<3x16384x2048xui32>, tensor<3x16384x2048xui32>)
    return %1#0, %1#1 : tensor<3x16384x2048xui32>, tensor<3x16384x2048xui32>
  }
  func.func private @_normal_21(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<16384x2048xf32> {
    %0 = call @_normal_real_22(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<16384x2048xf32>
    return %0 : tensor<16384x2048xf32>
  }
  func.func private @_normal_real_22(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<16384x2048xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<16384x2048xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<16384x2048xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<16384x2048xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<16384x2048xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<16384x2048xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<16384x2048xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<16384x2048xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<16384x2048xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<16384x2048xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<16384x2048xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<16384x2048xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<16384x2048xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<16384x2048xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<16384x2048xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<16384x2048xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<16384x2048xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<16384x2048xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<16384x2048xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<16384x2048xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<16384x2048xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<16384x2048xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<16384x2048xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<16384x2048xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_23(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16384x2048xf32>
    %1 = stablehlo.negate %0 : tensor<16384x2048xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<16384x2048xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<16384x2048xf32>
    %4 = stablehlo.negate %3 : tensor<16384x2048xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<16384x2048xf32>, tensor<16384x2048xf32>) -> tensor<16384x2048xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<16384x2048xf32>
    %7 = stablehlo.sqrt %4 : tensor<16384x2048xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<16384x2048xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<16384x2048xi1>, tensor<16384x2048xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<16384x2048xi1>, tensor<16384x2048xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<16384x2048xi1>, tensor<16384x2048xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<16384x2048xf32>
    %13 = stablehlo.add %11, %12 : tensor<16384x2048xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<16384x2048xi1>, tensor<16384x2048xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<16384x2048xf32>
    %16 = stablehlo.add %14, %15 : tensor<16384x2048xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<16384x2048xi1>, tensor<16384x2048xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<16384x2048xf32>
    %19 = stablehlo.add %17, %18 : tensor<16384x2048xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<16384x2048xi1>, tensor<16384x2048xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<16384x2048xf32>
    %22 = stablehlo.add %20, %21 : tensor<16384x2048xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<16384x2048xi1>, tensor<16384x2048xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<16384x2048xf32>
    %25 = stablehlo.add %23, %24 : tensor<16384x2048xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<16384x2048xi1>, tensor<16384x2048xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<16384x2048xf32>
    %28 = stablehlo.add %26, %27 : tensor<16384x2048xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<16384x2048xi1>, tensor<16384x2048xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<16384x2048xf32>
    %31 = stablehlo.add %29, %30 : tensor<16384x2048xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<16384x2048xi1>, tensor<16384x2048xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<16384x2048xf32>
    %34 = stablehlo.add %32, %33 : tensor<16384x2048xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<16384x2048xf32>
    %36 = stablehlo.abs %0 : tensor<16384x2048xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<16384x2048xf32>, tensor<16384x2048xf32>) -> tensor<16384x2048xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<16384x2048xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<16384x2048xi1>, tensor<16384x2048xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16384x2048xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<16384x2048xf32>
    return %41 : tensor<16384x2048xf32>
  }
  func.func private @_uniform_23(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<16384x2048xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<2048> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<16384x2048xui64>
    %7 = stablehlo.iota dim = 1 : tensor<16384x2048xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<16384x2048xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<16384x2048xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<16384x2048xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<16384x2048xui64>
    %12 = stablehlo.add %9, %11 : tensor<16384x2048xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<16384x2048xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<16384x2048xui64>
    %15 = stablehlo.convert %12 : (tensor<16384x2048xui64>) -> tensor<16384x2048xui32>
    %16 = stablehlo.convert %14 : (tensor<16384x2048xui64>) -> tensor<16384x2048xui32>
    %17:2 = call @threefry2x32_0(%arg0, %3, %5, %16, %15) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<16384x2048xui32>, tensor<16384x2048xui32>) -> (tensor<16384x2048xui32>, tensor<16384x2048xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<16384x2048xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<16384x2048xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<16384x2048xui32>
    %22 = stablehlo.or %20, %21 : tensor<16384x2048xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<16384x2048xui32>) -> tensor<16384x2048xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x2048xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<16384x2048xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16384x2048xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<16384x2048xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16384x2048xf32>
    %30 = stablehlo.add %28, %29 : tensor<16384x2048xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16384x2048xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<16384x2048xf32>
    return %32 : tensor<16384x2048xf32>
  }
}
