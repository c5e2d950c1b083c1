module @jit_inputs attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>) -> (tensor<8x4096x8192xbf16> {jax.result_info = "result[0]"}, tensor<8192xbf16> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<9.765625E-4> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %0 = call @clip(%arg0, %arg2, %c, %c_4) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.clamp %c, %0, %c_4 : tensor<i32>
    %2:2 = "stablehlo.case"(%1) ({
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<8x4096x8192xf32>
      %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x4096x8192xf32>
      %10 = stablehlo.multiply %8, %9 : tensor<8x4096x8192xf32>
      %11 = stablehlo.convert %10 : (tensor<8x4096x8192xf32>) -> tensor<8x4096x8192xbf16>
      %12 = func.call @_normal_1(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<8192xf32>
      %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %14 = stablehlo.multiply %12, %13 : tensor<8192xf32>
      %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %16 = stablehlo.add %15, %14 : tensor<8192xf32>
      %17 = stablehlo.convert %16 : (tensor<8192xf32>) -> tensor<8192xbf16>
      stablehlo.return %11, %17 : tensor<8x4096x8192xbf16>, tensor<8192xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = func.call @_t(%arg0, %5, %cst_1) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<8x4096x8192xf32>
      %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x4096x8192xf32>
      %10 = stablehlo.multiply %8, %9 : tensor<8x4096x8192xf32>
      %11 = stablehlo.convert %10 : (tensor<8x4096x8192xf32>) -> tensor<8x4096x8192xbf16>
      %12 = func.call @_normal_1(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<8192xf32>
      %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %14 = stablehlo.multiply %12, %13 : tensor<8192xf32>
      %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %16 = stablehlo.add %15, %14 : tensor<8192xf32>
      %17 = stablehlo.convert %16 : (tensor<8192xf32>) -> tensor<8192xbf16>
      stablehlo.return %11, %17 : tensor<8x4096x8192xbf16>, tensor<8192xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<8x4096x8192xf32>
      %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x4096x8192xf32>
      %10 = stablehlo.multiply %8, %9 : tensor<8x4096x8192xf32>
      %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4096x8192xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<8x4096x8192xf32>
      %13 = stablehlo.convert %12 : (tensor<8x4096x8192xf32>) -> tensor<8x4096x8192xbf16>
      %14 = func.call @_normal_1(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<8192xf32>
      %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<8192xf32>
      %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %18 = stablehlo.add %17, %16 : tensor<8192xf32>
      %19 = stablehlo.convert %18 : (tensor<8192xf32>) -> tensor<8192xbf16>
      stablehlo.return %13, %19 : tensor<8x4096x8192xbf16>, tensor<8192xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<8x4096x8192xf32>
      %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x4096x8192xf32>
      %10 = stablehlo.multiply %8, %9 : tensor<8x4096x8192xf32>
      %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4096x8192xf32>
      %12 = stablehlo.add %10, %11 : tensor<8x4096x8192xf32>
      %13 = stablehlo.convert %12 : (tensor<8x4096x8192xf32>) -> tensor<8x4096x8192xbf16>
      %14 = func.call @_normal_1(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<8192xf32>
      %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<8192xf32>
      %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %18 = stablehlo.add %17, %16 : tensor<8192xf32>
      %19 = stablehlo.convert %18 : (tensor<8192xf32>) -> tensor<8192xbf16>
      stablehlo.return %13, %19 : tensor<8x4096x8192xbf16>, tensor<8192xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<8x4096x8192xf32>
      %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x4096x8192xf32>
      %10 = stablehlo.multiply %8, %9 : tensor<8x4096x8192xf32>
      %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4096x8192xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<8x4096x8192xf32>
      %13 = stablehlo.convert %12 : (tensor<8x4096x8192xf32>) -> tensor<8x4096x8192xbf16>
      %14 = func.call @_normal_1(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<8192xf32>
      %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<8192xf32>
      %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192xf32>
      %18 = stablehlo.add %17, %16 : tensor<8192xf32>
      %19 = stablehlo.convert %18 : (tensor<8192xf32>) -> tensor<8192xbf16>
      stablehlo.return %13, %19 : tensor<8x4096x8192xbf16>, tensor<8192xbf16>
    }) : (tensor<i32>) -> (tensor<8x4096x8192xbf16>, tensor<8192xbf16>)
    return %2#0, %2#1 : tensor<8x4096x8192xbf16>, tensor<8192xbf16>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg1 : tensor<i32>
    %2 = stablehlo.convert %arg3 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_threefry_split(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<2x2xui32> {
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
    %11:2 = call @threefry2x32(%arg0, %1, %3, %10, %9) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<2xui32>, %arg4: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
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
  func.func private @_normal(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<8x4096x8192xf32> {
    %0 = call @_normal_real(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<8x4096x8192xf32>
    return %0 : tensor<8x4096x8192xf32>
  }
  func.func private @_normal_real(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<8x4096x8192xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<8x4096x8192xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<8x4096x8192xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<8x4096x8192xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<8x4096x8192xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<8x4096x8192xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<8x4096x8192xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<8x4096x8192xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<8x4096x8192xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<8x4096x8192xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<8x4096x8192xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<8x4096x8192xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<8x4096x8192xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<8x4096x8192xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<8x4096x8192xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<8x4096x8192xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<8x4096x8192xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<8x4096x8192xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<8x4096x8192xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<8x4096x8192xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<8x4096x8192xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<8x4096x8192xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<8x4096x8192xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<8x4096x8192xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x4096x8192xf32>
    %1 = stablehlo.negate %0 : tensor<8x4096x8192xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<8x4096x8192xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<8x4096x8192xf32>
    %4 = stablehlo.negate %3 : tensor<8x4096x8192xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<8x4096x8192xf32>, tensor<8x4096x8192xf32>) -> tensor<8x4096x8192xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<8x4096x8192xf32>
    %7 = stablehlo.sqrt %4 : tensor<8x4096x8192xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<8x4096x8192xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<8x4096x8192xi1>, tensor<8x4096x8192xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<8x4096x8192xi1>, tensor<8x4096x8192xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<8x4096x8192xi1>, tensor<8x4096x8192xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<8x4096x8192xf32>
    %13 = stablehlo.add %11, %12 : tensor<8x4096x8192xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<8x4096x8192xi1>, tensor<8x4096x8192xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<8x4096x8192xf32>
    %16 = stablehlo.add %14, %15 : tensor<8x4096x8192xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<8x4096x8192xi1>, tensor<8x4096x8192xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<8x4096x8192xf32>
    %19 = stablehlo.add %17, %18 : tensor<8x4096x8192xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<8x4096x8192xi1>, tensor<8x4096x8192xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<8x4096x8192xf32>
    %22 = stablehlo.add %20, %21 : tensor<8x4096x8192xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<8x4096x8192xi1>, tensor<8x4096x8192xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<8x4096x8192xf32>
    %25 = stablehlo.add %23, %24 : tensor<8x4096x8192xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<8x4096x8192xi1>, tensor<8x4096x8192xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<8x4096x8192xf32>
    %28 = stablehlo.add %26, %27 : tensor<8x4096x8192xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<8x4096x8192xi1>, tensor<8x4096x8192xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<8x4096x8192xf32>
    %31 = stablehlo.add %29, %30 : tensor<8x4096x8192xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<8x4096x8192xi1>, tensor<8x4096x8192xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<8x4096x8192xf32>
    %34 = stablehlo.add %32, %33 : tensor<8x4096x8192xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<8x4096x8192xf32>
    %36 = stablehlo.abs %0 : tensor<8x4096x8192xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<8x4096x8192xf32>, tensor<8x4096x8192xf32>) -> tensor<8x4096x8192xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<8x4096x8192xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<8x4096x8192xi1>, tensor<8x4096x8192xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4096x8192xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<8x4096x8192xf32>
    return %41 : tensor<8x4096x8192xf32>
  }
  func.func private @_uniform(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<8x4096x8192xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<8192> : tensor<ui64>
    %c_4 = stablehlo.constant dense<33554432> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<8x4096x8192xui64>
    %7 = stablehlo.iota dim = 1 : tensor<8x4096x8192xui64>
    %8 = stablehlo.iota dim = 2 : tensor<8x4096x8192xui64>
    %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<8x4096x8192xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<8x4096x8192xui64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<8x4096x8192xui64>
    %12 = stablehlo.multiply %11, %7 : tensor<8x4096x8192xui64>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8x4096x8192xui64>
    %14 = stablehlo.multiply %13, %8 : tensor<8x4096x8192xui64>
    %15 = stablehlo.add %10, %12 : tensor<8x4096x8192xui64>
    %16 = stablehlo.add %15, %14 : tensor<8x4096x8192xui64>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x4096x8192xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<8x4096x8192xui64>
    %19 = stablehlo.convert %16 : (tensor<8x4096x8192xui64>) -> tensor<8x4096x8192xui32>
    %20 = stablehlo.convert %18 : (tensor<8x4096x8192xui64>) -> tensor<8x4096x8192xui32>
    %21:2 = call @threefry2x32_0(%arg0, %3, %5, %20, %19) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<8x4096x8192xui32>, tensor<8x4096x8192xui32>) -> (tensor<8x4096x8192xui32>, tensor<8x4096x8192xui32>)
    %22 = stablehlo.xor %21#0, %21#1 : tensor<8x4096x8192xui32>
    %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<8x4096x8192xui32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
    %26 = stablehlo.or %24, %25 : tensor<8x4096x8192xui32>
    %27 = stablehlo.bitcast_convert %26 : (tensor<8x4096x8192xui32>) -> tensor<8x4096x8192xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4096x8192xf32>
    %29 = stablehlo.subtract %27, %28 : tensor<8x4096x8192xf32>
    %30 = stablehlo.subtract %1, %0 : tensor<1x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x4096x8192xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<8x4096x8192xf32>
    %33 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x4096x8192xf32>
    %34 = stablehlo.add %32, %33 : tensor<8x4096x8192xf32>
    %35 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x4096x8192xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<8x4096x8192xf32>
    return %36 : tensor<8x4096x8192xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<8x4096x8192xui32>, %arg4: tensor<8x4096x8192xui32>) -> (tensor<8x4096x8192xui32>, tensor<8x4096x8192xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8x4096x8192xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8x4096x8192xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<8x4096x8192xui32>, tensor<8x4096x8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<8x4096x8192xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<8x4096x8192xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<8x4096x8192xui32>
        %24 = stablehlo.or %20, %23 : tensor<8x4096x8192xui32>
        %25 = stablehlo.xor %18, %24 : tensor<8x4096x8192xui32>
        %26 = stablehlo.add %18, %25 : tensor<8x4096x8192xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<8x4096x8192xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<8x4096x8192xui32>
        %32 = stablehlo.or %28, %31 : tensor<8x4096x8192xui32>
        %33 = stablehlo.xor %26, %32 : tensor<8x4096x8192xui32>
        %34 = stablehlo.add %26, %33 : tensor<8x4096x8192xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<8x4096x8192xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<8x4096x8192xui32>
        %40 = stablehlo.or %36, %39 : tensor<8x4096x8192xui32>
        %41 = stablehlo.xor %34, %40 : tensor<8x4096x8192xui32>
        %42 = stablehlo.add %34, %41 : tensor<8x4096x8192xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<8x4096x8192xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<8x4096x8192xui32>
        %48 = stablehlo.or %44, %47 : tensor<8x4096x8192xui32>
        %49 = stablehlo.xor %42, %48 : tensor<8x4096x8192xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
        %51 = stablehlo.add %42, %50 : tensor<8x4096x8192xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
        %53 = stablehlo.add %49, %52 : tensor<8x4096x8192xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
        %57 = stablehlo.add %53, %56 : tensor<8x4096x8192xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<8x4096x8192xui32>, tensor<8x4096x8192xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<8x4096x8192xui32>, tensor<8x4096x8192xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8x4096x8192xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8x4096x8192xui32>
      %8 = stablehlo.add %5, %7 : tensor<8x4096x8192xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<8x4096x8192xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<8x4096x8192xui32>
      %13 = stablehlo.or %10, %12 : tensor<8x4096x8192xui32>
      %14 = stablehlo.xor %8, %13 : tensor<8x4096x8192xui32>
      %15 = stablehlo.add %8, %14 : tensor<8x4096x8192xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<8x4096x8192xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<8x4096x8192xui32>
      %20 = stablehlo.or %17, %19 : tensor<8x4096x8192xui32>
      %21 = stablehlo.xor %15, %20 : tensor<8x4096x8192xui32>
      %22 = stablehlo.add %15, %21 : tensor<8x4096x8192xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<8x4096x8192xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<8x4096x8192xui32>
      %27 = stablehlo.or %24, %26 : tensor<8x4096x8192xui32>
      %28 = stablehlo.xor %22, %27 : tensor<8x4096x8192xui32>
      %29 = stablehlo.add %22, %28 : tensor<8x4096x8192xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<8x4096x8192xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<8x4096x8192xui32>
      %34 = stablehlo.or %31, %33 : tensor<8x4096x8192xui32>
      %35 = stablehlo.xor %29, %34 : tensor<8x4096x8192xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %37 = stablehlo.add %29, %36 : tensor<8x4096x8192xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %39 = stablehlo.add %35, %38 : tensor<8x4096x8192xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %41 = stablehlo.add %39, %40 : tensor<8x4096x8192xui32>
      %42 = stablehlo.add %37, %41 : tensor<8x4096x8192xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<8x4096x8192xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<8x4096x8192xui32>
      %47 = stablehlo.or %44, %46 : tensor<8x4096x8192xui32>
      %48 = stablehlo.xor %42, %47 : tensor<8x4096x8192xui32>
      %49 = stablehlo.add %42, %48 : tensor<8x4096x8192xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<8x4096x8192xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<8x4096x8192xui32>
      %54 = stablehlo.or %51, %53 : tensor<8x4096x8192xui32>
      %55 = stablehlo.xor %49, %54 : tensor<8x4096x8192xui32>
      %56 = stablehlo.add %49, %55 : tensor<8x4096x8192xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<8x4096x8192xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<8x4096x8192xui32>
      %61 = stablehlo.or %58, %60 : tensor<8x4096x8192xui32>
      %62 = stablehlo.xor %56, %61 : tensor<8x4096x8192xui32>
      %63 = stablehlo.add %56, %62 : tensor<8x4096x8192xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<8x4096x8192xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<8x4096x8192xui32>
      %68 = stablehlo.or %65, %67 : tensor<8x4096x8192xui32>
      %69 = stablehlo.xor %63, %68 : tensor<8x4096x8192xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %71 = stablehlo.add %63, %70 : tensor<8x4096x8192xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %73 = stablehlo.add %69, %72 : tensor<8x4096x8192xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %75 = stablehlo.add %73, %74 : tensor<8x4096x8192xui32>
      %76 = stablehlo.add %71, %75 : tensor<8x4096x8192xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<8x4096x8192xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<8x4096x8192xui32>
      %81 = stablehlo.or %78, %80 : tensor<8x4096x8192xui32>
      %82 = stablehlo.xor %76, %81 : tensor<8x4096x8192xui32>
      %83 = stablehlo.add %76, %82 : tensor<8x4096x8192xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<8x4096x8192xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<8x4096x8192xui32>
      %88 = stablehlo.or %85, %87 : tensor<8x4096x8192xui32>
      %89 = stablehlo.xor %83, %88 : tensor<8x4096x8192xui32>
      %90 = stablehlo.add %83, %89 : tensor<8x4096x8192xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<8x4096x8192xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<8x4096x8192xui32>
      %95 = stablehlo.or %92, %94 : tensor<8x4096x8192xui32>
      %96 = stablehlo.xor %90, %95 : tensor<8x4096x8192xui32>
      %97 = stablehlo.add %90, %96 : tensor<8x4096x8192xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<8x4096x8192xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<8x4096x8192xui32>
      %102 = stablehlo.or %99, %101 : tensor<8x4096x8192xui32>
      %103 = stablehlo.xor %97, %102 : tensor<8x4096x8192xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %105 = stablehlo.add %97, %104 : tensor<8x4096x8192xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %107 = stablehlo.add %103, %106 : tensor<8x4096x8192xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %109 = stablehlo.add %107, %108 : tensor<8x4096x8192xui32>
      %110 = stablehlo.add %105, %109 : tensor<8x4096x8192xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<8x4096x8192xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<8x4096x8192xui32>
      %115 = stablehlo.or %112, %114 : tensor<8x4096x8192xui32>
      %116 = stablehlo.xor %110, %115 : tensor<8x4096x8192xui32>
      %117 = stablehlo.add %110, %116 : tensor<8x4096x8192xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<8x4096x8192xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<8x4096x8192xui32>
      %122 = stablehlo.or %119, %121 : tensor<8x4096x8192xui32>
      %123 = stablehlo.xor %117, %122 : tensor<8x4096x8192xui32>
      %124 = stablehlo.add %117, %123 : tensor<8x4096x8192xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<8x4096x8192xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<8x4096x8192xui32>
      %129 = stablehlo.or %126, %128 : tensor<8x4096x8192xui32>
      %130 = stablehlo.xor %124, %129 : tensor<8x4096x8192xui32>
      %131 = stablehlo.add %124, %130 : tensor<8x4096x8192xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<8x4096x8192xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<8x4096x8192xui32>
      %136 = stablehlo.or %133, %135 : tensor<8x4096x8192xui32>
      %137 = stablehlo.xor %131, %136 : tensor<8x4096x8192xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %139 = stablehlo.add %131, %138 : tensor<8x4096x8192xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %141 = stablehlo.add %137, %140 : tensor<8x4096x8192xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %143 = stablehlo.add %141, %142 : tensor<8x4096x8192xui32>
      %144 = stablehlo.add %139, %143 : tensor<8x4096x8192xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<8x4096x8192xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<8x4096x8192xui32>
      %149 = stablehlo.or %146, %148 : tensor<8x4096x8192xui32>
      %150 = stablehlo.xor %144, %149 : tensor<8x4096x8192xui32>
      %151 = stablehlo.add %144, %150 : tensor<8x4096x8192xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<8x4096x8192xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<8x4096x8192xui32>
      %156 = stablehlo.or %153, %155 : tensor<8x4096x8192xui32>
      %157 = stablehlo.xor %151, %156 : tensor<8x4096x8192xui32>
      %158 = stablehlo.add %151, %157 : tensor<8x4096x8192xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<8x4096x8192xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<8x4096x8192xui32>
      %163 = stablehlo.or %160, %162 : tensor<8x4096x8192xui32>
      %164 = stablehlo.xor %158, %163 : tensor<8x4096x8192xui32>
      %165 = stablehlo.add %158, %164 : tensor<8x4096x8192xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<8x4096x8192xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<8x4096x8192xui32>
      %170 = stablehlo.or %167, %169 : tensor<8x4096x8192xui32>
      %171 = stablehlo.xor %165, %170 : tensor<8x4096x8192xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %173 = stablehlo.add %165, %172 : tensor<8x4096x8192xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %175 = stablehlo.add %171, %174 : tensor<8x4096x8192xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %177 = stablehlo.add %175, %176 : tensor<8x4096x8192xui32>
      stablehlo.return %173, %177 : tensor<8x4096x8192xui32>, tensor<8x4096x8192xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8x4096x8192xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8x4096x8192xui32>
      %8 = stablehlo.add %5, %7 : tensor<8x4096x8192xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<8x4096x8192xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<8x4096x8192xui32>
      %13 = stablehlo.or %10, %12 : tensor<8x4096x8192xui32>
      %14 = stablehlo.xor %8, %13 : tensor<8x4096x8192xui32>
      %15 = stablehlo.add %8, %14 : tensor<8x4096x8192xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<8x4096x8192xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<8x4096x8192xui32>
      %20 = stablehlo.or %17, %19 : tensor<8x4096x8192xui32>
      %21 = stablehlo.xor %15, %20 : tensor<8x4096x8192xui32>
      %22 = stablehlo.add %15, %21 : tensor<8x4096x8192xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<8x4096x8192xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<8x4096x8192xui32>
      %27 = stablehlo.or %24, %26 : tensor<8x4096x8192xui32>
      %28 = stablehlo.xor %22, %27 : tensor<8x4096x8192xui32>
      %29 = stablehlo.add %22, %28 : tensor<8x4096x8192xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<8x4096x8192xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<8x4096x8192xui32>
      %34 = stablehlo.or %31, %33 : tensor<8x4096x8192xui32>
      %35 = stablehlo.xor %29, %34 : tensor<8x4096x8192xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %37 = stablehlo.add %29, %36 : tensor<8x4096x8192xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %39 = stablehlo.add %35, %38 : tensor<8x4096x8192xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %41 = stablehlo.add %39, %40 : tensor<8x4096x8192xui32>
      %42 = stablehlo.add %37, %41 : tensor<8x4096x8192xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<8x4096x8192xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<8x4096x8192xui32>
      %47 = stablehlo.or %44, %46 : tensor<8x4096x8192xui32>
      %48 = stablehlo.xor %42, %47 : tensor<8x4096x8192xui32>
      %49 = stablehlo.add %42, %48 : tensor<8x4096x8192xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<8x4096x8192xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<8x4096x8192xui32>
      %54 = stablehlo.or %51, %53 : tensor<8x4096x8192xui32>
      %55 = stablehlo.xor %49, %54 : tensor<8x4096x8192xui32>
      %56 = stablehlo.add %49, %55 : tensor<8x4096x8192xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<8x4096x8192xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<8x4096x8192xui32>
      %61 = stablehlo.or %58, %60 : tensor<8x4096x8192xui32>
      %62 = stablehlo.xor %56, %61 : tensor<8x4096x8192xui32>
      %63 = stablehlo.add %56, %62 : tensor<8x4096x8192xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<8x4096x8192xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<8x4096x8192xui32>
      %68 = stablehlo.or %65, %67 : tensor<8x4096x8192xui32>
      %69 = stablehlo.xor %63, %68 : tensor<8x4096x8192xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %71 = stablehlo.add %63, %70 : tensor<8x4096x8192xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %73 = stablehlo.add %69, %72 : tensor<8x4096x8192xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %75 = stablehlo.add %73, %74 : tensor<8x4096x8192xui32>
      %76 = stablehlo.add %71, %75 : tensor<8x4096x8192xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<8x4096x8192xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<8x4096x8192xui32>
      %81 = stablehlo.or %78, %80 : tensor<8x4096x8192xui32>
      %82 = stablehlo.xor %76, %81 : tensor<8x4096x8192xui32>
      %83 = stablehlo.add %76, %82 : tensor<8x4096x8192xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<8x4096x8192xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<8x4096x8192xui32>
      %88 = stablehlo.or %85, %87 : tensor<8x4096x8192xui32>
      %89 = stablehlo.xor %83, %88 : tensor<8x4096x8192xui32>
      %90 = stablehlo.add %83, %89 : tensor<8x4096x8192xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<8x4096x8192xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<8x4096x8192xui32>
      %95 = stablehlo.or %92, %94 : tensor<8x4096x8192xui32>
      %96 = stablehlo.xor %90, %95 : tensor<8x4096x8192xui32>
      %97 = stablehlo.add %90, %96 : tensor<8x4096x8192xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<8x4096x8192xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<8x4096x8192xui32>
      %102 = stablehlo.or %99, %101 : tensor<8x4096x8192xui32>
      %103 = stablehlo.xor %97, %102 : tensor<8x4096x8192xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %105 = stablehlo.add %97, %104 : tensor<8x4096x8192xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %107 = stablehlo.add %103, %106 : tensor<8x4096x8192xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %109 = stablehlo.add %107, %108 : tensor<8x4096x8192xui32>
      %110 = stablehlo.add %105, %109 : tensor<8x4096x8192xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<8x4096x8192xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<8x4096x8192xui32>
      %115 = stablehlo.or %112, %114 : tensor<8x4096x8192xui32>
      %116 = stablehlo.xor %110, %115 : tensor<8x4096x8192xui32>
      %117 = stablehlo.add %110, %116 : tensor<8x4096x8192xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<8x4096x8192xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<8x4096x8192xui32>
      %122 = stablehlo.or %119, %121 : tensor<8x4096x8192xui32>
      %123 = stablehlo.xor %117, %122 : tensor<8x4096x8192xui32>
      %124 = stablehlo.add %117, %123 : tensor<8x4096x8192xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<8x4096x8192xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<8x4096x8192xui32>
      %129 = stablehlo.or %126, %128 : tensor<8x4096x8192xui32>
      %130 = stablehlo.xor %124, %129 : tensor<8x4096x8192xui32>
      %131 = stablehlo.add %124, %130 : tensor<8x4096x8192xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<8x4096x8192xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<8x4096x8192xui32>
      %136 = stablehlo.or %133, %135 : tensor<8x4096x8192xui32>
      %137 = stablehlo.xor %131, %136 : tensor<8x4096x8192xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %139 = stablehlo.add %131, %138 : tensor<8x4096x8192xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %141 = stablehlo.add %137, %140 : tensor<8x4096x8192xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %143 = stablehlo.add %141, %142 : tensor<8x4096x8192xui32>
      %144 = stablehlo.add %139, %143 : tensor<8x4096x8192xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<8x4096x8192xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<8x4096x8192xui32>
      %149 = stablehlo.or %146, %148 : tensor<8x4096x8192xui32>
      %150 = stablehlo.xor %144, %149 : tensor<8x4096x8192xui32>
      %151 = stablehlo.add %144, %150 : tensor<8x4096x8192xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<8x4096x8192xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<8x4096x8192xui32>
      %156 = stablehlo.or %153, %155 : tensor<8x4096x8192xui32>
      %157 = stablehlo.xor %151, %156 : tensor<8x4096x8192xui32>
      %158 = stablehlo.add %151, %157 : tensor<8x4096x8192xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<8x4096x8192xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<8x4096x8192xui32>
      %163 = stablehlo.or %160, %162 : tensor<8x4096x8192xui32>
      %164 = stablehlo.xor %158, %163 : tensor<8x4096x8192xui32>
      %165 = stablehlo.add %158, %164 : tensor<8x4096x8192xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<8x4096x8192xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<8x4096x8192xui32>
      %170 = stablehlo.or %167, %169 : tensor<8x4096x8192xui32>
      %171 = stablehlo.xor %165, %170 : tensor<8x4096x8192xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %173 = stablehlo.add %165, %172 : tensor<8x4096x8192xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %175 = stablehlo.add %171, %174 : tensor<8x4096x8192xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x4096x8192xui32>
      %177 = stablehlo.add %175, %176 : tensor<8x4096x8192xui32>
      stablehlo.return %173, %177 : tensor<8x4096x8192xui32>, tensor<8x4096x8192xui32>
    }) : (tensor<i32>) -> (tensor<8x4096x8192xui32>, tensor<8x4096x8192xui32>)
    return %1#0, %1#1 : tensor<8x4096x8192xui32>, tensor<8x4096x8192xui32>
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
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<8192xui64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8192xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<8192xui64>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8192xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<8192xui64>
    %11 = stablehlo.convert %8 : (tensor<8192xui64>) -> tensor<8192xui32>
    %12 = stablehlo.convert %10 : (tensor<8192xui64>) -> tensor<8192xui32>
    %13:2 = call @threefry2x32_4(%arg0, %3, %5, %12, %11) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<8192xui32>, tensor<8192xui32>) -> (tensor<8192xui32>, tensor<8192xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<8192xui32>
    %15 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<8192xui32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8192xui32>
    %18 = stablehlo.or %16, %17 : tensor<8192xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<8192xui32>) -> tensor<8192xf32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<8192xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<8192xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<8192xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<8192xf32>
    %26 = stablehlo.add %24, %25 : tensor<8192xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<8192xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<8192xf32>
    return %28 : tensor<8192xf32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<8192xui32>, %arg4: tensor<8192xui32>) -> (tensor<8192xui32>, tensor<8192xui32>) {
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
  func.func private @_t(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>) -> tensor<8x4096x8192xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
    %2 = stablehlo.slice %1 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x2xui32>) -> tensor<2xui32>
    %4 = stablehlo.slice %1 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
    %6 = call @_normal(%arg0, %3) : (tensor<i32>, tensor<2xui32>) -> tensor<8x4096x8192xf32>
    %7 = stablehlo.divide %0, %cst : tensor<f32>
    %8 = call @_gamma(%arg0, %5, %7) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<8x4096x8192xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<8x4096x8192xf32>
    %10 = stablehlo.divide %9, %8 : tensor<8x4096x8192xf32>
    %11 = stablehlo.sqrt %10 : tensor<8x4096x8192xf32>
    %12 = stablehlo.multiply %6, %11 : tensor<8x4096x8192xf32>
    return %12 : tensor<8x4096x8192xf32>
  }
  func.func private @_gamma(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>) -> tensor<8x4096x8192xf32> {
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4096x8192xf32>
    %1 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %3 = stablehlo.reshape %arg1 : (tensor<2xui32>) -> tensor<1x2xui32>
      %4 = func.call @_threefry_split_5(%arg0, %3) : (tensor<i32>, tensor<1x2xui32>) -> tensor<1x268435456x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x268435456x2xui32>) -> tensor<268435456x2xui32>
      %6 = stablehlo.reshape %0 : (tensor<8x4096x8192xf32>) -> tensor<268435456xf32>
      %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %8 = stablehlo.compare GE, %6, %7, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
      %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %10 = stablehlo.add %6, %9 : tensor<268435456xf32>
      %11 = stablehlo.select %8, %6, %10 : tensor<268435456xi1>, tensor<268435456xf32>
      %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %13 = stablehlo.subtract %11, %12 : tensor<268435456xf32>
      %14 = stablehlo.sqrt %13 : tensor<268435456xf32>
      %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %16 = stablehlo.divide %15, %14 : tensor<268435456xf32>
      %17 = func.call @_threefry_split_7(%arg0, %5) : (tensor<i32>, tensor<268435456x2xui32>) -> tensor<268435456x2x2xui32>
      %18 = stablehlo.slice %17 [0:268435456, 0:1, 0:2] : (tensor<268435456x2x2xui32>) -> tensor<268435456x1x2xui32>
      %19 = stablehlo.reshape %18 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
      %20 = stablehlo.slice %17 [0:268435456, 1:2, 0:2] : (tensor<268435456x2x2xui32>) -> tensor<268435456x1x2xui32>
      %21 = stablehlo.reshape %20 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
      %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %25:6 = stablehlo.while(%iterArg = %13, %iterArg_8 = %16, %iterArg_9 = %19, %iterArg_10 = %22, %iterArg_11 = %23, %iterArg_12 = %24) : tensor<268435456xf32>, tensor<268435456xf32>, tensor<268435456x2xui32>, tensor<268435456xf32>, tensor<268435456xf32>, tensor<268435456xf32>
      cond {
        %37 = stablehlo.multiply %iterArg_10, %iterArg_10 : tensor<268435456xf32>
        %38 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %39 = stablehlo.multiply %38, %37 : tensor<268435456xf32>
        %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %41 = stablehlo.subtract %40, %39 : tensor<268435456xf32>
        %42 = stablehlo.compare GE, %iterArg_12, %41, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
        %43 = stablehlo.log %iterArg_12 : tensor<268435456xf32>
        %44 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %45 = stablehlo.multiply %iterArg_10, %44 : tensor<268435456xf32>
        %46 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %47 = stablehlo.subtract %46, %iterArg_11 : tensor<268435456xf32>
        %48 = stablehlo.log %iterArg_11 : tensor<268435456xf32>
        %49 = stablehlo.add %47, %48 : tensor<268435456xf32>
        %50 = stablehlo.multiply %iterArg, %49 : tensor<268435456xf32>
        %51 = stablehlo.add %45, %50 : tensor<268435456xf32>
        %52 = stablehlo.compare GE, %43, %51, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
        %53 = stablehlo.and %42, %52 : tensor<268435456xi1>
        %54 = stablehlo.reduce(%53 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<268435456xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %54 : tensor<i1>
      } do {
        %37 = func.call @_threefry_split_9(%arg0, %iterArg_9) : (tensor<i32>, tensor<268435456x2xui32>) -> tensor<268435456x3x2xui32>
        %38 = stablehlo.slice %37 [0:268435456, 0:1, 0:2] : (tensor<268435456x3x2xui32>) -> tensor<268435456x1x2xui32>
        %39 = stablehlo.reshape %38 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
        %40 = stablehlo.slice %37 [0:268435456, 1:2, 0:2] : (tensor<268435456x3x2xui32>) -> tensor<268435456x1x2xui32>
        %41 = stablehlo.reshape %40 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
        %42 = stablehlo.slice %37 [0:268435456, 2:3, 0:2] : (tensor<268435456x3x2xui32>) -> tensor<268435456x1x2xui32>
        %43 = stablehlo.reshape %42 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
        %44 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %45 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %46:4 = stablehlo.while(%iterArg_13 = %iterArg_8, %iterArg_14 = %41, %iterArg_15 = %44, %iterArg_16 = %45) : tensor<268435456xf32>, tensor<268435456x2xui32>, tensor<268435456xf32>, tensor<268435456xf32>
        cond {
          %76 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
          %77 = stablehlo.compare LE, %iterArg_16, %76, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
          %78 = stablehlo.reduce(%77 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<268435456xi1>, tensor<i1>) -> tensor<i1>
          stablehlo.return %78 : tensor<i1>
        } do {
          %76 = func.call @_threefry_split_7(%arg0, %iterArg_14) : (tensor<i32>, tensor<268435456x2xui32>) -> tensor<268435456x2x2xui32>
          %77 = stablehlo.slice %76 [0:268435456, 0:1, 0:2] : (tensor<268435456x2x2xui32>) -> tensor<268435456x1x2xui32>
          %78 = stablehlo.reshape %77 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
          %79 = stablehlo.slice %76 [0:268435456, 1:2, 0:2] : (tensor<268435456x2x2xui32>) -> tensor<268435456x1x2xui32>
          %80 = stablehlo.reshape %79 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
          %81 = func.call @_normal_11(%arg0, %80) : (tensor<i32>, tensor<268435456x2xui32>) -> tensor<268435456xf32>
          %82 = stablehlo.multiply %81, %iterArg_13 : tensor<268435456xf32>
          %83 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
          %84 = stablehlo.add %83, %82 : tensor<268435456xf32>
          %85 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
          %86 = stablehlo.compare LE, %iterArg_16, %85, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
          %87 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456x2xi1>
          %88 = stablehlo.select %87, %78, %iterArg_14 : tensor<268435456x2xi1>, tensor<268435456x2xui32>
          %89 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456xi1>
          %90 = stablehlo.select %89, %81, %iterArg_15 : tensor<268435456xi1>, tensor<268435456xf32>
          %91 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456xi1>
          %92 = stablehlo.select %91, %84, %iterArg_16 : tensor<268435456xi1>, tensor<268435456xf32>
          stablehlo.return %iterArg_13, %88, %90, %92 : tensor<268435456xf32>, tensor<268435456x2xui32>, tensor<268435456xf32>, tensor<268435456xf32>
        }
        %47 = stablehlo.multiply %46#2, %46#2 : tensor<268435456xf32>
        %48 = stablehlo.multiply %46#3, %46#3 : tensor<268435456xf32>
        %49 = stablehlo.multiply %48, %46#3 : tensor<268435456xf32>
        %50 = func.call @_uniform_15(%arg0, %43, %cst_3, %cst_5) : (tensor<i32>, tensor<268435456x2xui32>, tensor<f32>, tensor<f32>) -> tensor<268435456xf32>
        %51 = stablehlo.multiply %iterArg_10, %iterArg_10 : tensor<268435456xf32>
        %52 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %53 = stablehlo.multiply %52, %51 : tensor<268435456xf32>
        %54 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %55 = stablehlo.subtract %54, %53 : tensor<268435456xf32>
        %56 = stablehlo.compare GE, %iterArg_12, %55, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
        %57 = stablehlo.log %iterArg_12 : tensor<268435456xf32>
        %58 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %59 = stablehlo.multiply %iterArg_10, %58 : tensor<268435456xf32>
        %60 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %61 = stablehlo.subtract %60, %iterArg_11 : tensor<268435456xf32>
        %62 = stablehlo.log %iterArg_11 : tensor<268435456xf32>
        %63 = stablehlo.add %61, %62 : tensor<268435456xf32>
        %64 = stablehlo.multiply %iterArg, %63 : tensor<268435456xf32>
        %65 = stablehlo.add %59, %64 : tensor<268435456xf32>
        %66 = stablehlo.compare GE, %57, %65, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
        %67 = stablehlo.and %56, %66 : tensor<268435456xi1>
        %68 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456x2xi1>
        %69 = stablehlo.select %68, %39, %iterArg_9 : tensor<268435456x2xi1>, tensor<268435456x2xui32>
        %70 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456xi1>
        %71 = stablehlo.select %70, %47, %iterArg_10 : tensor<268435456xi1>, tensor<268435456xf32>
        %72 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456xi1>
        %73 = stablehlo.select %72, %49, %iterArg_11 : tensor<268435456xi1>, tensor<268435456xf32>
        %74 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456xi1>
        %75 = stablehlo.select %74, %50, %iterArg_12 : tensor<268435456xi1>, tensor<268435456xf32>
        stablehlo.return %iterArg, %iterArg_8, %69, %71, %73, %75 : tensor<268435456xf32>, tensor<268435456xf32>, tensor<268435456x2xui32>, tensor<268435456xf32>, tensor<268435456xf32>, tensor<268435456xf32>
      }
      %26 = func.call @_uniform_15(%arg0, %21, %cst_3, %cst_5) : (tensor<i32>, tensor<268435456x2xui32>, tensor<f32>, tensor<f32>) -> tensor<268435456xf32>
      %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %28 = stablehlo.subtract %27, %26 : tensor<268435456xf32>
      %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %30 = stablehlo.divide %29, %6 : tensor<268435456xf32>
      %31 = stablehlo.power %28, %30 : tensor<268435456xf32>
      %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %33 = stablehlo.select %8, %32, %31 : tensor<268435456xi1>, tensor<268435456xf32>
      %34 = stablehlo.multiply %13, %25#4 : tensor<268435456xf32>
      %35 = stablehlo.multiply %34, %33 : tensor<268435456xf32>
      %36 = stablehlo.reshape %35 : (tensor<268435456xf32>) -> tensor<8x4096x8192xf32>
      stablehlo.return %36 : tensor<8x4096x8192xf32>
    }, {
      %3 = stablehlo.reshape %arg1 : (tensor<2xui32>) -> tensor<1x2xui32>
      %4 = func.call @_threefry_split_5(%arg0, %3) : (tensor<i32>, tensor<1x2xui32>) -> tensor<1x268435456x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x268435456x2xui32>) -> tensor<268435456x2xui32>
      %6 = stablehlo.reshape %0 : (tensor<8x4096x8192xf32>) -> tensor<268435456xf32>
      %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %8 = stablehlo.compare GE, %6, %7, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
      %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %10 = stablehlo.add %6, %9 : tensor<268435456xf32>
      %11 = stablehlo.select %8, %6, %10 : tensor<268435456xi1>, tensor<268435456xf32>
      %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %13 = stablehlo.subtract %11, %12 : tensor<268435456xf32>
      %14 = stablehlo.sqrt %13 : tensor<268435456xf32>
      %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %16 = stablehlo.divide %15, %14 : tensor<268435456xf32>
      %17 = func.call @_threefry_split_7(%arg0, %5) : (tensor<i32>, tensor<268435456x2xui32>) -> tensor<268435456x2x2xui32>
      %18 = stablehlo.slice %17 [0:268435456, 0:1, 0:2] : (tensor<268435456x2x2xui32>) -> tensor<268435456x1x2xui32>
      %19 = stablehlo.reshape %18 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
      %20 = stablehlo.slice %17 [0:268435456, 1:2, 0:2] : (tensor<268435456x2x2xui32>) -> tensor<268435456x1x2xui32>
      %21 = stablehlo.reshape %20 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
      %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %25:6 = stablehlo.while(%iterArg = %13, %iterArg_8 = %16, %iterArg_9 = %19, %iterArg_10 = %22, %iterArg_11 = %23, %iterArg_12 = %24) : tensor<268435456xf32>, tensor<268435456xf32>, tensor<268435456x2xui32>, tensor<268435456xf32>, tensor<268435456xf32>, tensor<268435456xf32>
      cond {
        %37 = stablehlo.multiply %iterArg_10, %iterArg_10 : tensor<268435456xf32>
        %38 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %39 = stablehlo.multiply %38, %37 : tensor<268435456xf32>
        %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %41 = stablehlo.subtract %40, %39 : tensor<268435456xf32>
        %42 = stablehlo.compare GE, %iterArg_12, %41, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
        %43 = stablehlo.log %iterArg_12 : tensor<268435456xf32>
        %44 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %45 = stablehlo.multiply %iterArg_10, %44 : tensor<268435456xf32>
        %46 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %47 = stablehlo.subtract %46, %iterArg_11 : tensor<268435456xf32>
        %48 = stablehlo.log %iterArg_11 : tensor<268435456xf32>
        %49 = stablehlo.add %47, %48 : tensor<268435456xf32>
        %50 = stablehlo.multiply %iterArg, %49 : tensor<268435456xf32>
        %51 = stablehlo.add %45, %50 : tensor<268435456xf32>
        %52 = stablehlo.compare GE, %43, %51, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
        %53 = stablehlo.and %42, %52 : tensor<268435456xi1>
        %54 = stablehlo.reduce(%53 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<268435456xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %54 : tensor<i1>
      } do {
        %37 = func.call @_threefry_split_9(%arg0, %iterArg_9) : (tensor<i32>, tensor<268435456x2xui32>) -> tensor<268435456x3x2xui32>
        %38 = stablehlo.slice %37 [0:268435456, 0:1, 0:2] : (tensor<268435456x3x2xui32>) -> tensor<268435456x1x2xui32>
        %39 = stablehlo.reshape %38 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
        %40 = stablehlo.slice %37 [0:268435456, 1:2, 0:2] : (tensor<268435456x3x2xui32>) -> tensor<268435456x1x2xui32>
        %41 = stablehlo.reshape %40 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
        %42 = stablehlo.slice %37 [0:268435456, 2:3, 0:2] : (tensor<268435456x3x2xui32>) -> tensor<268435456x1x2xui32>
        %43 = stablehlo.reshape %42 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
        %44 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %45 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %46:4 = stablehlo.while(%iterArg_13 = %iterArg_8, %iterArg_14 = %41, %iterArg_15 = %44, %iterArg_16 = %45) : tensor<268435456xf32>, tensor<268435456x2xui32>, tensor<268435456xf32>, tensor<268435456xf32>
        cond {
          %76 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
          %77 = stablehlo.compare LE, %iterArg_16, %76, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
          %78 = stablehlo.reduce(%77 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<268435456xi1>, tensor<i1>) -> tensor<i1>
          stablehlo.return %78 : tensor<i1>
        } do {
          %76 = func.call @_threefry_split_7(%arg0, %iterArg_14) : (tensor<i32>, tensor<268435456x2xui32>) -> tensor<268435456x2x2xui32>
          %77 = stablehlo.slice %76 [0:268435456, 0:1, 0:2] : (tensor<268435456x2x2xui32>) -> tensor<268435456x1x2xui32>
          %78 = stablehlo.reshape %77 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
          %79 = stablehlo.slice %76 [0:268435456, 1:2, 0:2] : (tensor<268435456x2x2xui32>) -> tensor<268435456x1x2xui32>
          %80 = stablehlo.reshape %79 : (tensor<268435456x1x2xui32>) -> tensor<268435456x2xui32>
          %81 = func.call @_normal_11(%arg0, %80) : (tensor<i32>, tensor<268435456x2xui32>) -> tensor<268435456xf32>
          %82 = stablehlo.multiply %81, %iterArg_13 : tensor<268435456xf32>
          %83 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
          %84 = stablehlo.add %83, %82 : tensor<268435456xf32>
          %85 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
          %86 = stablehlo.compare LE, %iterArg_16, %85, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
          %87 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456x2xi1>
          %88 = stablehlo.select %87, %78, %iterArg_14 : tensor<268435456x2xi1>, tensor<268435456x2xui32>
          %89 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456xi1>
          %90 = stablehlo.select %89, %81, %iterArg_15 : tensor<268435456xi1>, tensor<268435456xf32>
          %91 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456xi1>
          %92 = stablehlo.select %91, %84, %iterArg_16 : tensor<268435456xi1>, tensor<268435456xf32>
          stablehlo.return %iterArg_13, %88, %90, %92 : tensor<268435456xf32>, tensor<268435456x2xui32>, tensor<268435456xf32>, tensor<268435456xf32>
        }
        %47 = stablehlo.multiply %46#2, %46#2 : tensor<268435456xf32>
        %48 = stablehlo.multiply %46#3, %46#3 : tensor<268435456xf32>
        %49 = stablehlo.multiply %48, %46#3 : tensor<268435456xf32>
        %50 = func.call @_uniform_15(%arg0, %43, %cst_3, %cst_5) : (tensor<i32>, tensor<268435456x2xui32>, tensor<f32>, tensor<f32>) -> tensor<268435456xf32>
        %51 = stablehlo.multiply %iterArg_10, %iterArg_10 : tensor<268435456xf32>
        %52 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %53 = stablehlo.multiply %52, %51 : tensor<268435456xf32>
        %54 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %55 = stablehlo.subtract %54, %53 : tensor<268435456xf32>
        %56 = stablehlo.compare GE, %iterArg_12, %55, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
        %57 = stablehlo.log %iterArg_12 : tensor<268435456xf32>
        %58 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %59 = stablehlo.multiply %iterArg_10, %58 : tensor<268435456xf32>
        %60 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
        %61 = stablehlo.subtract %60, %iterArg_11 : tensor<268435456xf32>
        %62 = stablehlo.log %iterArg_11 : tensor<268435456xf32>
        %63 = stablehlo.add %61, %62 : tensor<268435456xf32>
        %64 = stablehlo.multiply %iterArg, %63 : tensor<268435456xf32>
        %65 = stablehlo.add %59, %64 : tensor<268435456xf32>
        %66 = stablehlo.compare GE, %57, %65, FLOAT : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
        %67 = stablehlo.and %56, %66 : tensor<268435456xi1>
        %68 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456x2xi1>
        %69 = stablehlo.select %68, %39, %iterArg_9 : tensor<268435456x2xi1>, tensor<268435456x2xui32>
        %70 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456xi1>
        %71 = stablehlo.select %70, %47, %iterArg_10 : tensor<268435456xi1>, tensor<268435456xf32>
        %72 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456xi1>
        %73 = stablehlo.select %72, %49, %iterArg_11 : tensor<268435456xi1>, tensor<268435456xf32>
        %74 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<268435456xi1>) -> tensor<268435456xi1>
        %75 = stablehlo.select %74, %50, %iterArg_12 : tensor<268435456xi1>, tensor<268435456xf32>
        stablehlo.return %iterArg, %iterArg_8, %69, %71, %73, %75 : tensor<268435456xf32>, tensor<268435456xf32>, tensor<268435456x2xui32>, tensor<268435456xf32>, tensor<268435456xf32>, tensor<268435456xf32>
      }
      %26 = func.call @_uniform_15(%arg0, %21, %cst_3, %cst_5) : (tensor<i32>, tensor<268435456x2xui32>, tensor<f32>, tensor<f32>) -> tensor<268435456xf32>
      %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %28 = stablehlo.subtract %27, %26 : tensor<268435456xf32>
      %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %30 = stablehlo.divide %29, %6 : tensor<268435456xf32>
      %31 = stablehlo.power %28, %30 : tensor<268435456xf32>
      %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
      %33 = stablehlo.select %8, %32, %31 : tensor<268435456xi1>, tensor<268435456xf32>
      %34 = stablehlo.multiply %13, %25#4 : tensor<268435456xf32>
      %35 = stablehlo.multiply %34, %33 : tensor<268435456xf32>
      %36 = stablehlo.reshape %35 : (tensor<268435456xf32>) -> tensor<8x4096x8192xf32>
      stablehlo.return %36 : tensor<8x4096x8192xf32>
    }) : (tensor<i32>) -> tensor<8x4096x8192xf32>
    return %2 : tensor<8x4096x8192xf32>
  }
  func.func private @_threefry_split_5(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<1x2xui32>) -> tensor<1x268435456x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg1 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg1 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<268435456xui64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<268435456xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<268435456xui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<268435456xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<268435456xui64>
    %9 = stablehlo.convert %6 : (tensor<268435456xui64>) -> tensor<268435456xui32>
    %10 = stablehlo.convert %8 : (tensor<268435456xui64>) -> tensor<268435456xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<268435456xui32>) -> tensor<1x268435456xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<268435456xui32>) -> tensor<1x268435456xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_6(%arg0, %13, %14, %11, %12) : (tensor<i32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x268435456xui32>, tensor<1x268435456xui32>) -> (tensor<1x268435456xui32>, tensor<1x268435456xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x268435456xui32>) -> tensor<1x268435456x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x268435456xui32>) -> tensor<1x268435456x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x268435456x1xui32>, tensor<1x268435456x1xui32>) -> tensor<1x268435456x2xui32>
    return %18 : tensor<1x268435456x2xui32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<i32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x1xui32>, %arg3: tensor<1x268435456xui32>, %arg4: tensor<1x268435456xui32>) -> (tensor<1x268435456xui32>, tensor<1x268435456xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_4 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_5 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg1, %arg2 : tensor<1x1xui32>
    %1 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x268435456xui32>
    %4 = stablehlo.add %arg3, %3 : tensor<1x268435456xui32>
    %5 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x268435456xui32>
    %6 = stablehlo.add %arg4, %5 : tensor<1x268435456xui32>
    %7:9 = stablehlo.while(%iterArg = %c_2, %iterArg_6 = %c_2, %iterArg_7 = %4, %iterArg_8 = %6, %iterArg_9 = %arg2, %iterArg_10 = %2, %iterArg_11 = %arg1, %iterArg_12 = %c_4, %iterArg_13 = %c_5) : tensor<i32>, tensor<i32>, tensor<1x268435456xui32>, tensor<1x268435456xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %8 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8 = stablehlo.add %iterArg_6, %c_0 : tensor<i32>
      %9 = stablehlo.slice %iterArg_12 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
      %11 = stablehlo.slice %iterArg_12 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_12 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_12 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.add %iterArg_7, %iterArg_8 : tensor<1x268435456xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<1x268435456xui32>
      %19 = stablehlo.shift_left %iterArg_8, %18 : tensor<1x268435456xui32>
      %20 = stablehlo.subtract %c, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<1x268435456xui32>
      %22 = stablehlo.shift_right_logical %iterArg_8, %21 : tensor<1x268435456xui32>
      %23 = stablehlo.or %19, %22 : tensor<1x268435456xui32>
      %24 = stablehlo.xor %17, %23 : tensor<1x268435456xui32>
      %25 = stablehlo.add %17, %24 : tensor<1x268435456xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x268435456xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<1x268435456xui32>
      %28 = stablehlo.subtract %c, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<1x268435456xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<1x268435456xui32>
      %31 = stablehlo.or %27, %30 : tensor<1x268435456xui32>
      %32 = stablehlo.xor %25, %31 : tensor<1x268435456xui32>
      %33 = stablehlo.add %25, %32 : tensor<1x268435456xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<1x268435456xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<1x268435456xui32>
      %36 = stablehlo.subtract %c, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x268435456xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<1x268435456xui32>
      %39 = stablehlo.or %35, %38 : tensor<1x268435456xui32>
      %40 = stablehlo.xor %33, %39 : tensor<1x268435456xui32>
      %41 = stablehlo.add %33, %40 : tensor<1x268435456xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x268435456xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<1x268435456xui32>
      %44 = stablehlo.subtract %c, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<1x268435456xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<1x268435456xui32>
      %47 = stablehlo.or %43, %46 : tensor<1x268435456xui32>
      %48 = stablehlo.xor %41, %47 : tensor<1x268435456xui32>
      %49 = stablehlo.broadcast_in_dim %iterArg_9, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x268435456xui32>
      %50 = stablehlo.add %41, %49 : tensor<1x268435456xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x268435456xui32>
      %52 = stablehlo.add %48, %51 : tensor<1x268435456xui32>
      %53 = stablehlo.add %iterArg_6, %c_0 : tensor<i32>
      %54 = stablehlo.convert %53 : (tensor<i32>) -> tensor<ui32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<ui32>) -> tensor<1x268435456xui32>
      %56 = stablehlo.add %52, %55 : tensor<1x268435456xui32>
      %57 = stablehlo.add %iterArg, %c_0 : tensor<i32>
      stablehlo.return %57, %8, %50, %56, %iterArg_10, %iterArg_11, %iterArg_9, %iterArg_13, %iterArg_12 : tensor<i32>, tensor<i32>, tensor<1x268435456xui32>, tensor<1x268435456xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x268435456xui32>, tensor<1x268435456xui32>
  }
  func.func private @_threefry_split_7(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<268435456x2xui32>) -> tensor<268435456x2x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg1 [0:268435456, 0:1] : (tensor<268435456x2xui32>) -> tensor<268435456x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<268435456x1xui32>) -> tensor<268435456xui32>
    %2 = stablehlo.slice %arg1 [0:268435456, 1:2] : (tensor<268435456x2xui32>) -> tensor<268435456x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<268435456x1xui32>) -> tensor<268435456xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<268435456xui32>) -> tensor<268435456x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<268435456xui32>) -> tensor<268435456x1xui32>
    %15:2 = call @threefry2x32_8(%arg0, %13, %14, %11, %12) : (tensor<i32>, tensor<268435456x1xui32>, tensor<268435456x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<268435456x2xui32>, tensor<268435456x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<268435456x2xui32>) -> tensor<268435456x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<268435456x2xui32>) -> tensor<268435456x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<268435456x2x1xui32>, tensor<268435456x2x1xui32>) -> tensor<268435456x2x2xui32>
    return %18 : tensor<268435456x2x2xui32>
  }
  func.func private @threefry2x32_8(%arg0: tensor<i32>, %arg1: tensor<268435456x1xui32>, %arg2: tensor<268435456x1xui32>, %arg3: tensor<1x2xui32>, %arg4: tensor<1x2xui32>) -> (tensor<268435456x2xui32>, tensor<268435456x2xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_4 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_5 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg1, %arg2 : tensor<268435456x1xui32>
    %1 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<268435456x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<268435456x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<268435456x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<268435456x1xui32>) -> tensor<268435456x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<268435456x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<268435456x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<268435456x1xui32>) -> tensor<268435456x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<268435456x2xui32>
    %9:9 = stablehlo.while(%iterArg = %c_2, %iterArg_6 = %c_2, %iterArg_7 = %5, %iterArg_8 = %8, %iterArg_9 = %arg2, %iterArg_10 = %2, %iterArg_11 = %arg1, %iterArg_12 = %c_4, %iterArg_13 = %c_5) : tensor<i32>, tensor<i32>, tensor<268435456x2xui32>, tensor<268435456x2xui32>, tensor<268435456x1xui32>, tensor<268435456x1xui32>, tensor<268435456x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %10 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10 = stablehlo.add %iterArg_6, %c_0 : tensor<i32>
      %11 = stablehlo.slice %iterArg_12 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_12 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_12 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_12 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_7, %iterArg_8 : tensor<268435456x2xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<268435456x2xui32>
      %21 = stablehlo.shift_left %iterArg_8, %20 : tensor<268435456x2xui32>
      %22 = stablehlo.subtract %c, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<268435456x2xui32>
      %24 = stablehlo.shift_right_logical %iterArg_8, %23 : tensor<268435456x2xui32>
      %25 = stablehlo.or %21, %24 : tensor<268435456x2xui32>
      %26 = stablehlo.xor %19, %25 : tensor<268435456x2xui32>
      %27 = stablehlo.add %19, %26 : tensor<268435456x2xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<268435456x2xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<268435456x2xui32>
      %30 = stablehlo.subtract %c, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<268435456x2xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<268435456x2xui32>
      %33 = stablehlo.or %29, %32 : tensor<268435456x2xui32>
      %34 = stablehlo.xor %27, %33 : tensor<268435456x2xui32>
      %35 = stablehlo.add %27, %34 : tensor<268435456x2xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<268435456x2xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<268435456x2xui32>
      %38 = stablehlo.subtract %c, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<268435456x2xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<268435456x2xui32>
      %41 = stablehlo.or %37, %40 : tensor<268435456x2xui32>
      %42 = stablehlo.xor %35, %41 : tensor<268435456x2xui32>
      %43 = stablehlo.add %35, %42 : tensor<268435456x2xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<268435456x2xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<268435456x2xui32>
      %46 = stablehlo.subtract %c, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<268435456x2xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<268435456x2xui32>
      %49 = stablehlo.or %45, %48 : tensor<268435456x2xui32>
      %50 = stablehlo.xor %43, %49 : tensor<268435456x2xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_9, dims = [0, 1] : (tensor<268435456x1xui32>) -> tensor<268435456x2xui32>
      %52 = stablehlo.add %43, %51 : tensor<268435456x2xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0, 1] : (tensor<268435456x1xui32>) -> tensor<268435456x2xui32>
      %54 = stablehlo.add %50, %53 : tensor<268435456x2xui32>
      %55 = stablehlo.add %iterArg_6, %c_0 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<268435456x2xui32>
      %58 = stablehlo.add %54, %57 : tensor<268435456x2xui32>
      %59 = stablehlo.add %iterArg, %c_0 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_10, %iterArg_11, %iterArg_9, %iterArg_13, %iterArg_12 : tensor<i32>, tensor<i32>, tensor<268435456x2xui32>, tensor<268435456x2xui32>, tensor<268435456x1xui32>, tensor<268435456x1xui32>, tensor<268435456x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<268435456x2xui32>, tensor<268435456x2xui32>
  }
  func.func private @_threefry_split_9(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<268435456x2xui32>) -> tensor<268435456x3x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg1 [0:268435456, 0:1] : (tensor<268435456x2xui32>) -> tensor<268435456x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<268435456x1xui32>) -> tensor<268435456xui32>
    %2 = stablehlo.slice %arg1 [0:268435456, 1:2] : (tensor<268435456x2xui32>) -> tensor<268435456x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<268435456x1xui32>) -> tensor<268435456xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<268435456xui32>) -> tensor<268435456x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<268435456xui32>) -> tensor<268435456x1xui32>
    %15:2 = call @threefry2x32_10(%arg0, %13, %14, %11, %12) : (tensor<i32>, tensor<268435456x1xui32>, tensor<268435456x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<268435456x3xui32>, tensor<268435456x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<268435456x3xui32>) -> tensor<268435456x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<268435456x3xui32>) -> tensor<268435456x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<268435456x3x1xui32>, tensor<268435456x3x1xui32>) -> tensor<268435456x3x2xui32>
    return %18 : tensor<268435456x3x2xui32>
  }
  func.func private @threefry2x32_10(%arg0: tensor<i32>, %arg1: tensor<268435456x1xui32>, %arg2: tensor<268435456x1xui32>, %arg3: tensor<1x3xui32>, %arg4: tensor<1x3xui32>) -> (tensor<268435456x3xui32>, tensor<268435456x3xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_4 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_5 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg1, %arg2 : tensor<268435456x1xui32>
    %1 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<268435456x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<268435456x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<268435456x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<268435456x1xui32>) -> tensor<268435456x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<268435456x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<268435456x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<268435456x1xui32>) -> tensor<268435456x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<268435456x3xui32>
    %9:9 = stablehlo.while(%iterArg = %c_2, %iterArg_6 = %c_2, %iterArg_7 = %5, %iterArg_8 = %8, %iterArg_9 = %arg2, %iterArg_10 = %2, %iterArg_11 = %arg1, %iterArg_12 = %c_4, %iterArg_13 = %c_5) : tensor<i32>, tensor<i32>, tensor<268435456x3xui32>, tensor<268435456x3xui32>, tensor<268435456x1xui32>, tensor<268435456x1xui32>, tensor<268435456x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %10 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10 = stablehlo.add %iterArg_6, %c_0 : tensor<i32>
      %11 = stablehlo.slice %iterArg_12 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_12 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_12 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_12 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_7, %iterArg_8 : tensor<268435456x3xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<268435456x3xui32>
      %21 = stablehlo.shift_left %iterArg_8, %20 : tensor<268435456x3xui32>
      %22 = stablehlo.subtract %c, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<268435456x3xui32>
      %24 = stablehlo.shift_right_logical %iterArg_8, %23 : tensor<268435456x3xui32>
      %25 = stablehlo.or %21, %24 : tensor<268435456x3xui32>
      %26 = stablehlo.xor %19, %25 : tensor<268435456x3xui32>
      %27 = stablehlo.add %19, %26 : tensor<268435456x3xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<268435456x3xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<268435456x3xui32>
      %30 = stablehlo.subtract %c, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<268435456x3xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<268435456x3xui32>
      %33 = stablehlo.or %29, %32 : tensor<268435456x3xui32>
      %34 = stablehlo.xor %27, %33 : tensor<268435456x3xui32>
      %35 = stablehlo.add %27, %34 : tensor<268435456x3xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<268435456x3xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<268435456x3xui32>
      %38 = stablehlo.subtract %c, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<268435456x3xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<268435456x3xui32>
      %41 = stablehlo.or %37, %40 : tensor<268435456x3xui32>
      %42 = stablehlo.xor %35, %41 : tensor<268435456x3xui32>
      %43 = stablehlo.add %35, %42 : tensor<268435456x3xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<268435456x3xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<268435456x3xui32>
      %46 = stablehlo.subtract %c, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<268435456x3xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<268435456x3xui32>
      %49 = stablehlo.or %45, %48 : tensor<268435456x3xui32>
      %50 = stablehlo.xor %43, %49 : tensor<268435456x3xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_9, dims = [0, 1] : (tensor<268435456x1xui32>) -> tensor<268435456x3xui32>
      %52 = stablehlo.add %43, %51 : tensor<268435456x3xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0, 1] : (tensor<268435456x1xui32>) -> tensor<268435456x3xui32>
      %54 = stablehlo.add %50, %53 : tensor<268435456x3xui32>
      %55 = stablehlo.add %iterArg_6, %c_0 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<268435456x3xui32>
      %58 = stablehlo.add %54, %57 : tensor<268435456x3xui32>
      %59 = stablehlo.add %iterArg, %c_0 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_10, %iterArg_11, %iterArg_9, %iterArg_13, %iterArg_12 : tensor<i32>, tensor<i32>, tensor<268435456x3xui32>, tensor<268435456x3xui32>, tensor<268435456x1xui32>, tensor<268435456x1xui32>, tensor<268435456x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<268435456x3xui32>, tensor<268435456x3xui32>
  }
  func.func private @_normal_11(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<268435456x2xui32>) -> tensor<268435456xf32> {
    %0 = call @_normal_real_12(%arg0, %arg1) : (tensor<i32>, tensor<268435456x2xui32>) -> tensor<268435456xf32>
    return %0 : tensor<268435456xf32>
  }
  func.func private @_normal_real_12(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<268435456x2xui32>) -> tensor<268435456xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<268435456xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<268435456xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<268435456xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<268435456xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<268435456xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<268435456xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<268435456xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<268435456xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<268435456xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<268435456xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<268435456xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<268435456xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<268435456xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<268435456xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<268435456xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<268435456xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<268435456xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<268435456xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<268435456xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<268435456xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<268435456xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<268435456xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<268435456xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_13(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<268435456x2xui32>, tensor<f32>, tensor<f32>) -> tensor<268435456xf32>
    %1 = stablehlo.negate %0 : tensor<268435456xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<268435456xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<268435456xf32>
    %4 = stablehlo.negate %3 : tensor<268435456xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<268435456xf32>
    %7 = stablehlo.sqrt %4 : tensor<268435456xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<268435456xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<268435456xi1>, tensor<268435456xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<268435456xi1>, tensor<268435456xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<268435456xi1>, tensor<268435456xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<268435456xf32>
    %13 = stablehlo.add %11, %12 : tensor<268435456xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<268435456xi1>, tensor<268435456xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<268435456xf32>
    %16 = stablehlo.add %14, %15 : tensor<268435456xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<268435456xi1>, tensor<268435456xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<268435456xf32>
    %19 = stablehlo.add %17, %18 : tensor<268435456xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<268435456xi1>, tensor<268435456xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<268435456xf32>
    %22 = stablehlo.add %20, %21 : tensor<268435456xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<268435456xi1>, tensor<268435456xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<268435456xf32>
    %25 = stablehlo.add %23, %24 : tensor<268435456xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<268435456xi1>, tensor<268435456xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<268435456xf32>
    %28 = stablehlo.add %26, %27 : tensor<268435456xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<268435456xi1>, tensor<268435456xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<268435456xf32>
    %31 = stablehlo.add %29, %30 : tensor<268435456xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<268435456xi1>, tensor<268435456xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<268435456xf32>
    %34 = stablehlo.add %32, %33 : tensor<268435456xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<268435456xf32>
    %36 = stablehlo.abs %0 : tensor<268435456xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<268435456xf32>, tensor<268435456xf32>) -> tensor<268435456xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<268435456xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<268435456xi1>, tensor<268435456xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<268435456xf32>
    return %41 : tensor<268435456xf32>
  }
  func.func private @_uniform_13(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<268435456x2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<268435456xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.slice %arg1 [0:268435456, 0:1] : (tensor<268435456x2xui32>) -> tensor<268435456x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<268435456x1xui32>) -> tensor<268435456xui32>
    %2 = stablehlo.slice %arg1 [0:268435456, 1:2] : (tensor<268435456x2xui32>) -> tensor<268435456x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<268435456x1xui32>) -> tensor<268435456xui32>
    %4:2 = call @threefry2x32_14(%arg0, %1, %3, %c_1, %c_1) : (tensor<i32>, tensor<268435456xui32>, tensor<268435456xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<268435456xui32>, tensor<268435456xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<268435456xui32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<268435456xui32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
    %9 = stablehlo.or %7, %8 : tensor<268435456xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<268435456xui32>) -> tensor<268435456xf32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<268435456xf32>
    %13 = stablehlo.subtract %arg3, %arg2 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<268435456xf32>
    %16 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
    %17 = stablehlo.add %15, %16 : tensor<268435456xf32>
    %18 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<268435456xf32>
    return %19 : tensor<268435456xf32>
  }
  func.func private @threefry2x32_14(%arg0: tensor<i32>, %arg1: tensor<268435456xui32>, %arg2: tensor<268435456xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>) -> (tensor<268435456xui32>, tensor<268435456xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_4 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_5 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg1, %arg2 : tensor<268435456xui32>
    %1 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
    %2 = stablehlo.xor %0, %1 : tensor<268435456xui32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
    %4 = stablehlo.add %3, %arg1 : tensor<268435456xui32>
    %5 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
    %6 = stablehlo.add %5, %arg2 : tensor<268435456xui32>
    %7:9 = stablehlo.while(%iterArg = %c_2, %iterArg_6 = %c_2, %iterArg_7 = %4, %iterArg_8 = %6, %iterArg_9 = %arg2, %iterArg_10 = %2, %iterArg_11 = %arg1, %iterArg_12 = %c_4, %iterArg_13 = %c_5) : tensor<i32>, tensor<i32>, tensor<268435456xui32>, tensor<268435456xui32>, tensor<268435456xui32>, tensor<268435456xui32>, tensor<268435456xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %8 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8 = stablehlo.add %iterArg_6, %c_0 : tensor<i32>
      %9 = stablehlo.slice %iterArg_12 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
      %11 = stablehlo.slice %iterArg_12 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_12 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_12 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.add %iterArg_7, %iterArg_8 : tensor<268435456xui32>
      %18 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
      %19 = stablehlo.shift_left %iterArg_8, %18 : tensor<268435456xui32>
      %20 = stablehlo.subtract %c, %10 : tensor<ui32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
      %22 = stablehlo.shift_right_logical %iterArg_8, %21 : tensor<268435456xui32>
      %23 = stablehlo.or %19, %22 : tensor<268435456xui32>
      %24 = stablehlo.xor %17, %23 : tensor<268435456xui32>
      %25 = stablehlo.add %17, %24 : tensor<268435456xui32>
      %26 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
      %27 = stablehlo.shift_left %24, %26 : tensor<268435456xui32>
      %28 = stablehlo.subtract %c, %12 : tensor<ui32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
      %30 = stablehlo.shift_right_logical %24, %29 : tensor<268435456xui32>
      %31 = stablehlo.or %27, %30 : tensor<268435456xui32>
      %32 = stablehlo.xor %25, %31 : tensor<268435456xui32>
      %33 = stablehlo.add %25, %32 : tensor<268435456xui32>
      %34 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
      %35 = stablehlo.shift_left %32, %34 : tensor<268435456xui32>
      %36 = stablehlo.subtract %c, %14 : tensor<ui32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
      %38 = stablehlo.shift_right_logical %32, %37 : tensor<268435456xui32>
      %39 = stablehlo.or %35, %38 : tensor<268435456xui32>
      %40 = stablehlo.xor %33, %39 : tensor<268435456xui32>
      %41 = stablehlo.add %33, %40 : tensor<268435456xui32>
      %42 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
      %43 = stablehlo.shift_left %40, %42 : tensor<268435456xui32>
      %44 = stablehlo.subtract %c, %16 : tensor<ui32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
      %46 = stablehlo.shift_right_logical %40, %45 : tensor<268435456xui32>
      %47 = stablehlo.or %43, %46 : tensor<268435456xui32>
      %48 = stablehlo.xor %41, %47 : tensor<268435456xui32>
      %49 = stablehlo.add %41, %iterArg_9 : tensor<268435456xui32>
      %50 = stablehlo.add %48, %iterArg_10 : tensor<268435456xui32>
      %51 = stablehlo.add %iterArg_6, %c_0 : tensor<i32>
      %52 = stablehlo.convert %51 : (tensor<i32>) -> tensor<ui32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
      %54 = stablehlo.add %50, %53 : tensor<268435456xui32>
      %55 = stablehlo.add %iterArg, %c_0 : tensor<i32>
      stablehlo.return %55, %8, %49, %54, %iterArg_10, %iterArg_11, %iterArg_9, %iterArg_13, %iterArg_12 : tensor<i32>, tensor<i32>, tensor<268435456xui32>, tensor<268435456xui32>, tensor<268435456xui32>, tensor<268435456xui32>, tensor<268435456xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<268435456xui32>, tensor<268435456xui32>
  }
  func.func private @_uniform_15(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<268435456x2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<268435456xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.convert %arg3 : tensor<f32>
    %2 = stablehlo.slice %arg1 [0:268435456, 0:1] : (tensor<268435456x2xui32>) -> tensor<268435456x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<268435456x1xui32>) -> tensor<268435456xui32>
    %4 = stablehlo.slice %arg1 [0:268435456, 1:2] : (tensor<268435456x2xui32>) -> tensor<268435456x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<268435456x1xui32>) -> tensor<268435456xui32>
    %6:2 = call @threefry2x32_14(%arg0, %3, %5, %c_1, %c_1) : (tensor<i32>, tensor<268435456xui32>, tensor<268435456xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<268435456xui32>, tensor<268435456xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<268435456xui32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<268435456xui32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<268435456xui32>
    %11 = stablehlo.or %9, %10 : tensor<268435456xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<268435456xui32>) -> tensor<268435456xf32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<268435456xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<268435456xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
    %19 = stablehlo.add %17, %18 : tensor<268435456xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<268435456xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<268435456xf32>
    return %21 : tensor<268435456xf32>
  }
}
