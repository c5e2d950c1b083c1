module @jit_inputs attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>) -> (tensor<2x32x128xbf16> {jax.result_info = "result[0]"}, tensor<128x8xbf16> {jax.result_info = "result[1]"}, tensor<8x128x256xbf16> {jax.result_info = "result[2]"}, tensor<8x128x256xbf16> {jax.result_info = "result[3]"}, tensor<8x256x128xbf16> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.00883883517> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.149666294> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.113137081> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %0 = call @clip(%arg0, %arg2, %c, %c_5) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.clamp %c, %0, %c_5 : tensor<i32>
    %2:5 = "stablehlo.case"(%1) ({
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<6x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [3:4, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.slice %3 [4:5, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
      %12 = stablehlo.slice %3 [5:6, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
      %14 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<2x32x128xf32>
      %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<2x32x128xf32>
      %17 = stablehlo.convert %16 : (tensor<2x32x128xf32>) -> tensor<2x32x128xbf16>
      %18 = func.call @_normal_1(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<128x8xf32>
      %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
      %20 = stablehlo.multiply %18, %19 : tensor<128x8xf32>
      %21 = stablehlo.convert %20 : (tensor<128x8xf32>) -> tensor<128x8xbf16>
      %22 = func.call @_normal_5(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<8x128x256xf32>
      %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
      %24 = stablehlo.multiply %22, %23 : tensor<8x128x256xf32>
      %25 = stablehlo.convert %24 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
      %26 = func.call @_normal_5(%arg0, %11) : (tensor<i32>, tensor<2xui32>) -> tensor<8x128x256xf32>
      %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
      %28 = stablehlo.multiply %26, %27 : tensor<8x128x256xf32>
      %29 = stablehlo.convert %28 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
      %30 = func.call @_normal_9(%arg0, %13) : (tensor<i32>, tensor<2xui32>) -> tensor<8x256x128xf32>
      %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
      %32 = stablehlo.multiply %30, %31 : tensor<8x256x128xf32>
      %33 = stablehlo.convert %32 : (tensor<8x256x128xf32>) -> tensor<8x256x128xbf16>
      stablehlo.return %17, %21, %25, %29, %33 : tensor<2x32x128xbf16>, tensor<128x8xbf16>, tensor<8x128x256xbf16>, tensor<8x128x256xbf16>, tensor<8x256x128xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<6x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.slice %3 [3:4, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
      %12 = stablehlo.slice %3 [4:5, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
      %14 = stablehlo.slice %3 [5:6, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %15 = stablehlo.reshape %14 : (tensor<1x2xui32>) -> tensor<2xui32>
      %16 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<2x32x128xf32>
      %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %18 = stablehlo.multiply %16, %17 : tensor<2x32x128xf32>
      %19 = stablehlo.convert %18 : (tensor<2x32x128xf32>) -> tensor<2x32x128xbf16>
      %20 = func.call @_normal_13(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<128x1xf32>
      %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
      %22 = stablehlo.multiply %20, %21 : tensor<128x1xf32>
      %23 = stablehlo.convert %22 : (tensor<128x1xf32>) -> tensor<128x1xbf16>
      %24 = stablehlo.convert %23 : (tensor<128x1xbf16>) -> tensor<128x1xf32>
      %25 = func.call @_normal_1(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<128x8xf32>
      %26 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
      %27 = stablehlo.multiply %25, %26 : tensor<128x8xf32>
      %28 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x8xf32>
      %29 = stablehlo.add %28, %27 : tensor<128x8xf32>
      %30 = stablehlo.convert %29 : (tensor<128x8xf32>) -> tensor<128x8xbf16>
      %31 = func.call @_normal_5(%arg0, %11) : (tensor<i32>, tensor<2xui32>) -> tensor<8x128x256xf32>
      %32 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
      %33 = stablehlo.multiply %31, %32 : tensor<8x128x256xf32>
      %34 = stablehlo.convert %33 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
      %35 = func.call @_normal_5(%arg0, %13) : (tensor<i32>, tensor<2xui32>) -> tensor<8x128x256xf32>
      %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
      %37 = stablehlo.multiply %35, %36 : tensor<8x128x256xf32>
      %38 = stablehlo.convert %37 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
      %39 = func.call @_normal_9(%arg0, %15) : (tensor<i32>, tensor<2xui32>) -> tensor<8x256x128xf32>
      %40 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
      %41 = stablehlo.multiply %39, %40 : tensor<8x256x128xf32>
      %42 = stablehlo.convert %41 : (tensor<8x256x128xf32>) -> tensor<8x256x128xbf16>
      stablehlo.return %19, %30, %34, %38, %42 : tensor<2x32x128xbf16>, tensor<128x8xbf16>, tensor<8x128x256xbf16>, tensor<8x128x256xbf16>, tensor<8x256x128xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<6x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [3:4, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.slice %3 [4:5, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
      %12 = stablehlo.slice %3 [5:6, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
      %14 = func.call @_threefry_split_17(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %15 = stablehlo.slice %14 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %16 = stablehlo.reshape %15 : (tensor<1x2xui32>) -> tensor<2xui32>
      %17 = stablehlo.slice %14 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %18 = stablehlo.reshape %17 : (tensor<1x2xui32>) -> tensor<2xui32>
      %19 = func.call @_normal_19(%arg0, %18) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2x32x128xf32>
      %20 = stablehlo.multiply %19, %19 : tensor<3x2x32x128xf32>
      %21 = func.call @_normal(%arg0, %16) : (tensor<i32>, tensor<2xui32>) -> tensor<2x32x128xf32>
      %22 = stablehlo.reduce(%20 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x2x32x128xf32>, tensor<f32>) -> tensor<2x32x128xf32>
      %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %24 = stablehlo.divide %23, %22 : tensor<2x32x128xf32>
      %25 = stablehlo.sqrt %24 : tensor<2x32x128xf32>
      %26 = stablehlo.multiply %21, %25 : tensor<2x32x128xf32>
      %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %28 = stablehlo.multiply %26, %27 : tensor<2x32x128xf32>
      %29 = stablehlo.convert %28 : (tensor<2x32x128xf32>) -> tensor<2x32x128xbf16>
      %30 = func.call @_normal_1(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<128x8xf32>
      %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
      %32 = stablehlo.multiply %30, %31 : tensor<128x8xf32>
      %33 = stablehlo.convert %32 : (tensor<128x8xf32>) -> tensor<128x8xbf16>
      %34 = func.call @_normal_5(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<8x128x256xf32>
      %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
      %36 = stablehlo.multiply %34, %35 : tensor<8x128x256xf32>
      %37 = stablehlo.convert %36 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
      %38 = func.call @_normal_5(%arg0, %11) : (tensor<i32>, tensor<2xui32>) -> tensor<8x128x256xf32>
      %39 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
      %40 = stablehlo.multiply %38, %39 : tensor<8x128x256xf32>
      %41 = stablehlo.convert %40 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
      %42 = func.call @_normal_9(%arg0, %13) : (tensor<i32>, tensor<2xui32>) -> tensor<8x256x128xf32>
      %43 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
      %44 = stablehlo.multiply %42, %43 : tensor<8x256x128xf32>
      %45 = stablehlo.convert %44 : (tensor<8x256x128xf32>) -> tensor<8x256x128xbf16>
      stablehlo.return %29, %33, %37, %41, %45 : tensor<2x32x128xbf16>, tensor<128x8xbf16>, tensor<8x128x256xbf16>, tensor<8x128x256xbf16>, tensor<8x256x128xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<6x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [3:4, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.slice %3 [4:5, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
      %12 = stablehlo.slice %3 [5:6, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
      %14 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<2x32x128xf32>
      %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<2x32x128xf32>
      %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %18 = stablehlo.add %16, %17 : tensor<2x32x128xf32>
      %19 = stablehlo.convert %18 : (tensor<2x32x128xf32>) -> tensor<2x32x128xbf16>
      %20 = func.call @_normal_1(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<128x8xf32>
      %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
      %22 = stablehlo.multiply %20, %21 : tensor<128x8xf32>
      %23 = stablehlo.convert %22 : (tensor<128x8xf32>) -> tensor<128x8xbf16>
      %24 = func.call @_normal_5(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<8x128x256xf32>
      %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
      %26 = stablehlo.multiply %24, %25 : tensor<8x128x256xf32>
      %27 = stablehlo.convert %26 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
      %28 = func.call @_normal_5(%arg0, %11) : (tensor<i32>, tensor<2xui32>) -> tensor<8x128x256xf32>
      %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
      %30 = stablehlo.multiply %28, %29 : tensor<8x128x256xf32>
      %31 = stablehlo.convert %30 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
      %32 = func.call @_normal_9(%arg0, %13) : (tensor<i32>, tensor<2xui32>) -> tensor<8x256x128xf32>
      %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
      %34 = stablehlo.multiply %32, %33 : tensor<8x256x128xf32>
      %35 = stablehlo.convert %34 : (tensor<8x256x128xf32>) -> tensor<8x256x128xbf16>
      stablehlo.return %19, %23, %27, %31, %35 : tensor<2x32x128xbf16>, tensor<128x8xbf16>, tensor<8x128x256xbf16>, tensor<8x128x256xbf16>, tensor<8x256x128xbf16>
    }) : (tensor<i32>) -> (tensor<2x32x128xbf16>, tensor<128x8xbf16>, tensor<8x128x256xbf16>, tensor<8x128x256xbf16>, tensor<8x256x128xbf16>)
    return %2#0, %2#1, %2#2, %2#3, %2#4 : tensor<2x32x128xbf16>, tensor<128x8xbf16>, tensor<8x128x256xbf16>, tensor<8x128x256xbf16>, tensor<8x256x128xbf16>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg1 : tensor<i32>
    %2 = stablehlo.convert %arg3 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_threefry_split(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<6x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<6xui64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<6xui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<6xui64>
    %9 = stablehlo.convert %6 : (tensor<6xui64>) -> tensor<6xui32>
    %10 = stablehlo.convert %8 : (tensor<6xui64>) -> tensor<6xui32>
    %11:2 = call @threefry2x32(%arg0, %1, %3, %10, %9) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<6xui32>) -> tensor<6x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<6xui32>) -> tensor<6x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<6x1xui32>, tensor<6x1xui32>) -> tensor<6x2xui32>
    return %14 : tensor<6x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<6xui32>, %arg4: tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<6xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<6xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<6xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<6xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<6xui32>
        %24 = stablehlo.or %20, %23 : tensor<6xui32>
        %25 = stablehlo.xor %18, %24 : tensor<6xui32>
        %26 = stablehlo.add %18, %25 : tensor<6xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<6xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<6xui32>
        %32 = stablehlo.or %28, %31 : tensor<6xui32>
        %33 = stablehlo.xor %26, %32 : tensor<6xui32>
        %34 = stablehlo.add %26, %33 : tensor<6xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<6xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<6xui32>
        %40 = stablehlo.or %36, %39 : tensor<6xui32>
        %41 = stablehlo.xor %34, %40 : tensor<6xui32>
        %42 = stablehlo.add %34, %41 : tensor<6xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<6xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<6xui32>
        %48 = stablehlo.or %44, %47 : tensor<6xui32>
        %49 = stablehlo.xor %42, %48 : tensor<6xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %51 = stablehlo.add %42, %50 : tensor<6xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %53 = stablehlo.add %49, %52 : tensor<6xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<6xui32>
        %57 = stablehlo.add %53, %56 : tensor<6xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<6xui32>, tensor<6xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<6xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<6xui32>
      %8 = stablehlo.add %5, %7 : tensor<6xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<6xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<6xui32>
      %13 = stablehlo.or %10, %12 : tensor<6xui32>
      %14 = stablehlo.xor %8, %13 : tensor<6xui32>
      %15 = stablehlo.add %8, %14 : tensor<6xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<6xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<6xui32>
      %20 = stablehlo.or %17, %19 : tensor<6xui32>
      %21 = stablehlo.xor %15, %20 : tensor<6xui32>
      %22 = stablehlo.add %15, %21 : tensor<6xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<6xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<6xui32>
      %27 = stablehlo.or %24, %26 : tensor<6xui32>
      %28 = stablehlo.xor %22, %27 : tensor<6xui32>
      %29 = stablehlo.add %22, %28 : tensor<6xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<6xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<6xui32>
      %34 = stablehlo.or %31, %33 : tensor<6xui32>
      %35 = stablehlo.xor %29, %34 : tensor<6xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %37 = stablehlo.add %29, %36 : tensor<6xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %39 = stablehlo.add %35, %38 : tensor<6xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %41 = stablehlo.add %39, %40 : tensor<6xui32>
      %42 = stablehlo.add %37, %41 : tensor<6xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<6xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<6xui32>
      %47 = stablehlo.or %44, %46 : tensor<6xui32>
      %48 = stablehlo.xor %42, %47 : tensor<6xui32>
      %49 = stablehlo.add %42, %48 : tensor<6xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<6xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<6xui32>
      %54 = stablehlo.or %51, %53 : tensor<6xui32>
      %55 = stablehlo.xor %49, %54 : tensor<6xui32>
      %56 = stablehlo.add %49, %55 : tensor<6xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<6xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<6xui32>
      %61 = stablehlo.or %58, %60 : tensor<6xui32>
      %62 = stablehlo.xor %56, %61 : tensor<6xui32>
      %63 = stablehlo.add %56, %62 : tensor<6xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<6xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<6xui32>
      %68 = stablehlo.or %65, %67 : tensor<6xui32>
      %69 = stablehlo.xor %63, %68 : tensor<6xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %71 = stablehlo.add %63, %70 : tensor<6xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %73 = stablehlo.add %69, %72 : tensor<6xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %75 = stablehlo.add %73, %74 : tensor<6xui32>
      %76 = stablehlo.add %71, %75 : tensor<6xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<6xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<6xui32>
      %81 = stablehlo.or %78, %80 : tensor<6xui32>
      %82 = stablehlo.xor %76, %81 : tensor<6xui32>
      %83 = stablehlo.add %76, %82 : tensor<6xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<6xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<6xui32>
      %88 = stablehlo.or %85, %87 : tensor<6xui32>
      %89 = stablehlo.xor %83, %88 : tensor<6xui32>
      %90 = stablehlo.add %83, %89 : tensor<6xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<6xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<6xui32>
      %95 = stablehlo.or %92, %94 : tensor<6xui32>
      %96 = stablehlo.xor %90, %95 : tensor<6xui32>
      %97 = stablehlo.add %90, %96 : tensor<6xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<6xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<6xui32>
      %102 = stablehlo.or %99, %101 : tensor<6xui32>
      %103 = stablehlo.xor %97, %102 : tensor<6xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %105 = stablehlo.add %97, %104 : tensor<6xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %107 = stablehlo.add %103, %106 : tensor<6xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %109 = stablehlo.add %107, %108 : tensor<6xui32>
      %110 = stablehlo.add %105, %109 : tensor<6xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<6xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<6xui32>
      %115 = stablehlo.or %112, %114 : tensor<6xui32>
      %116 = stablehlo.xor %110, %115 : tensor<6xui32>
      %117 = stablehlo.add %110, %116 : tensor<6xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<6xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<6xui32>
      %122 = stablehlo.or %119, %121 : tensor<6xui32>
      %123 = stablehlo.xor %117, %122 : tensor<6xui32>
      %124 = stablehlo.add %117, %123 : tensor<6xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<6xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<6xui32>
      %129 = stablehlo.or %126, %128 : tensor<6xui32>
      %130 = stablehlo.xor %124, %129 : tensor<6xui32>
      %131 = stablehlo.add %124, %130 : tensor<6xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<6xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<6xui32>
      %136 = stablehlo.or %133, %135 : tensor<6xui32>
      %137 = stablehlo.xor %131, %136 : tensor<6xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %139 = stablehlo.add %131, %138 : tensor<6xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %141 = stablehlo.add %137, %140 : tensor<6xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %143 = stablehlo.add %141, %142 : tensor<6xui32>
      %144 = stablehlo.add %139, %143 : tensor<6xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<6xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<6xui32>
      %149 = stablehlo.or %146, %148 : tensor<6xui32>
      %150 = stablehlo.xor %144, %149 : tensor<6xui32>
      %151 = stablehlo.add %144, %150 : tensor<6xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<6xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<6xui32>
      %156 = stablehlo.or %153, %155 : tensor<6xui32>
      %157 = stablehlo.xor %151, %156 : tensor<6xui32>
      %158 = stablehlo.add %151, %157 : tensor<6xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<6xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<6xui32>
      %163 = stablehlo.or %160, %162 : tensor<6xui32>
      %164 = stablehlo.xor %158, %163 : tensor<6xui32>
      %165 = stablehlo.add %158, %164 : tensor<6xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<6xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<6xui32>
      %170 = stablehlo.or %167, %169 : tensor<6xui32>
      %171 = stablehlo.xor %165, %170 : tensor<6xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %173 = stablehlo.add %165, %172 : tensor<6xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %175 = stablehlo.add %171, %174 : tensor<6xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %177 = stablehlo.add %175, %176 : tensor<6xui32>
      stablehlo.return %173, %177 : tensor<6xui32>, tensor<6xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<6xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<6xui32>
      %8 = stablehlo.add %5, %7 : tensor<6xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<6xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<6xui32>
      %13 = stablehlo.or %10, %12 : tensor<6xui32>
      %14 = stablehlo.xor %8, %13 : tensor<6xui32>
      %15 = stablehlo.add %8, %14 : tensor<6xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<6xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<6xui32>
      %20 = stablehlo.or %17, %19 : tensor<6xui32>
      %21 = stablehlo.xor %15, %20 : tensor<6xui32>
      %22 = stablehlo.add %15, %21 : tensor<6xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<6xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<6xui32>
      %27 = stablehlo.or %24, %26 : tensor<6xui32>
      %28 = stablehlo.xor %22, %27 : tensor<6xui32>
      %29 = stablehlo.add %22, %28 : tensor<6xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<6xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<6xui32>
      %34 = stablehlo.or %31, %33 : tensor<6xui32>
      %35 = stablehlo.xor %29, %34 : tensor<6xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %37 = stablehlo.add %29, %36 : tensor<6xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %39 = stablehlo.add %35, %38 : tensor<6xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %41 = stablehlo.add %39, %40 : tensor<6xui32>
      %42 = stablehlo.add %37, %41 : tensor<6xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<6xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<6xui32>
      %47 = stablehlo.or %44, %46 : tensor<6xui32>
      %48 = stablehlo.xor %42, %47 : tensor<6xui32>
      %49 = stablehlo.add %42, %48 : tensor<6xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<6xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<6xui32>
      %54 = stablehlo.or %51, %53 : tensor<6xui32>
      %55 = stablehlo.xor %49, %54 : tensor<6xui32>
      %56 = stablehlo.add %49, %55 : tensor<6xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<6xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<6xui32>
      %61 = stablehlo.or %58, %60 : tensor<6xui32>
      %62 = stablehlo.xor %56, %61 : tensor<6xui32>
      %63 = stablehlo.add %56, %62 : tensor<6xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<6xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<6xui32>
      %68 = stablehlo.or %65, %67 : tensor<6xui32>
      %69 = stablehlo.xor %63, %68 : tensor<6xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %71 = stablehlo.add %63, %70 : tensor<6xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %73 = stablehlo.add %69, %72 : tensor<6xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %75 = stablehlo.add %73, %74 : tensor<6xui32>
      %76 = stablehlo.add %71, %75 : tensor<6xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<6xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<6xui32>
      %81 = stablehlo.or %78, %80 : tensor<6xui32>
      %82 = stablehlo.xor %76, %81 : tensor<6xui32>
      %83 = stablehlo.add %76, %82 : tensor<6xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<6xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<6xui32>
      %88 = stablehlo.or %85, %87 : tensor<6xui32>
      %89 = stablehlo.xor %83, %88 : tensor<6xui32>
      %90 = stablehlo.add %83, %89 : tensor<6xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<6xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<6xui32>
      %95 = stablehlo.or %92, %94 : tensor<6xui32>
      %96 = stablehlo.xor %90, %95 : tensor<6xui32>
      %97 = stablehlo.add %90, %96 : tensor<6xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<6xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<6xui32>
      %102 = stablehlo.or %99, %101 : tensor<6xui32>
      %103 = stablehlo.xor %97, %102 : tensor<6xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %105 = stablehlo.add %97, %104 : tensor<6xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %107 = stablehlo.add %103, %106 : tensor<6xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %109 = stablehlo.add %107, %108 : tensor<6xui32>
      %110 = stablehlo.add %105, %109 : tensor<6xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<6xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<6xui32>
      %115 = stablehlo.or %112, %114 : tensor<6xui32>
      %116 = stablehlo.xor %110, %115 : tensor<6xui32>
      %117 = stablehlo.add %110, %116 : tensor<6xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<6xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<6xui32>
      %122 = stablehlo.or %119, %121 : tensor<6xui32>
      %123 = stablehlo.xor %117, %122 : tensor<6xui32>
      %124 = stablehlo.add %117, %123 : tensor<6xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<6xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<6xui32>
      %129 = stablehlo.or %126, %128 : tensor<6xui32>
      %130 = stablehlo.xor %124, %129 : tensor<6xui32>
      %131 = stablehlo.add %124, %130 : tensor<6xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<6xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<6xui32>
      %136 = stablehlo.or %133, %135 : tensor<6xui32>
      %137 = stablehlo.xor %131, %136 : tensor<6xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %139 = stablehlo.add %131, %138 : tensor<6xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %141 = stablehlo.add %137, %140 : tensor<6xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %143 = stablehlo.add %141, %142 : tensor<6xui32>
      %144 = stablehlo.add %139, %143 : tensor<6xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<6xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<6xui32>
      %149 = stablehlo.or %146, %148 : tensor<6xui32>
      %150 = stablehlo.xor %144, %149 : tensor<6xui32>
      %151 = stablehlo.add %144, %150 : tensor<6xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<6xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<6xui32>
      %156 = stablehlo.or %153, %155 : tensor<6xui32>
      %157 = stablehlo.xor %151, %156 : tensor<6xui32>
      %158 = stablehlo.add %151, %157 : tensor<6xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<6xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<6xui32>
      %163 = stablehlo.or %160, %162 : tensor<6xui32>
      %164 = stablehlo.xor %158, %163 : tensor<6xui32>
      %165 = stablehlo.add %158, %164 : tensor<6xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<6xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<6xui32>
      %170 = stablehlo.or %167, %169 : tensor<6xui32>
      %171 = stablehlo.xor %165, %170 : tensor<6xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %173 = stablehlo.add %165, %172 : tensor<6xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %175 = stablehlo.add %171, %174 : tensor<6xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<6xui32>
      %177 = stablehlo.add %175, %176 : tensor<6xui32>
      stablehlo.return %173, %177 : tensor<6xui32>, tensor<6xui32>
    }) : (tensor<i32>) -> (tensor<6xui32>, tensor<6xui32>)
    return %1#0, %1#1 : tensor<6xui32>, tensor<6xui32>
  }
  func.func private @_normal(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<2x32x128xf32> {
    %0 = call @_normal_real(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<2x32x128xf32>
    return %0 : tensor<2x32x128xf32>
  }
  func.func private @_normal_real(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<2x32x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<2x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2x32x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<2x32x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<2x32x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<2x32x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<2x32x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<2x32x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<2x32x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<2x32x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<2x32x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<2x32x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<2x32x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<2x32x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<2x32x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<2x32x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<2x32x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<2x32x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<2x32x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<2x32x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<2x32x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<2x32x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<2x32x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<2x32x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x32x128xf32>
    %1 = stablehlo.negate %0 : tensor<2x32x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x32x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<2x32x128xf32>
    %4 = stablehlo.negate %3 : tensor<2x32x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<2x32x128xf32>, tensor<2x32x128xf32>) -> tensor<2x32x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<2x32x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<2x32x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<2x32x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<2x32x128xi1>, tensor<2x32x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<2x32x128xi1>, tensor<2x32x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<2x32x128xi1>, tensor<2x32x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<2x32x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<2x32x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<2x32x128xi1>, tensor<2x32x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<2x32x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<2x32x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<2x32x128xi1>, tensor<2x32x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<2x32x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<2x32x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<2x32x128xi1>, tensor<2x32x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<2x32x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<2x32x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<2x32x128xi1>, tensor<2x32x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<2x32x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<2x32x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<2x32x128xi1>, tensor<2x32x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<2x32x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<2x32x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<2x32x128xi1>, tensor<2x32x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<2x32x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<2x32x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<2x32x128xi1>, tensor<2x32x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<2x32x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<2x32x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<2x32x128xf32>
    %36 = stablehlo.abs %0 : tensor<2x32x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<2x32x128xf32>, tensor<2x32x128xf32>) -> tensor<2x32x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<2x32x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<2x32x128xi1>, tensor<2x32x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<2x32x128xf32>
    return %41 : tensor<2x32x128xf32>
  }
  func.func private @_uniform(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<2x32x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %c_4 = stablehlo.constant dense<4096> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<2x32x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<2x32x128xui64>
    %8 = stablehlo.iota dim = 2 : tensor<2x32x128xui64>
    %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<2x32x128xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<2x32x128xui64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<2x32x128xui64>
    %12 = stablehlo.multiply %11, %7 : tensor<2x32x128xui64>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<2x32x128xui64>
    %14 = stablehlo.multiply %13, %8 : tensor<2x32x128xui64>
    %15 = stablehlo.add %10, %12 : tensor<2x32x128xui64>
    %16 = stablehlo.add %15, %14 : tensor<2x32x128xui64>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2x32x128xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<2x32x128xui64>
    %19 = stablehlo.convert %16 : (tensor<2x32x128xui64>) -> tensor<2x32x128xui32>
    %20 = stablehlo.convert %18 : (tensor<2x32x128xui64>) -> tensor<2x32x128xui32>
    %21:2 = call @threefry2x32_0(%arg0, %3, %5, %20, %19) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<2x32x128xui32>, tensor<2x32x128xui32>) -> (tensor<2x32x128xui32>, tensor<2x32x128xui32>)
    %22 = stablehlo.xor %21#0, %21#1 : tensor<2x32x128xui32>
    %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<2x32x128xui32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
    %26 = stablehlo.or %24, %25 : tensor<2x32x128xui32>
    %27 = stablehlo.bitcast_convert %26 : (tensor<2x32x128xui32>) -> tensor<2x32x128xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %29 = stablehlo.subtract %27, %28 : tensor<2x32x128xf32>
    %30 = stablehlo.subtract %1, %0 : tensor<1x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x32x128xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<2x32x128xf32>
    %33 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x32x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<2x32x128xf32>
    %35 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x32x128xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<2x32x128xf32>
    return %36 : tensor<2x32x128xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<2x32x128xui32>, %arg4: tensor<2x32x128xui32>) -> (tensor<2x32x128xui32>, tensor<2x32x128xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<2x32x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<2x32x128xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<2x32x128xui32>, tensor<2x32x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<2x32x128xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<2x32x128xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<2x32x128xui32>
        %24 = stablehlo.or %20, %23 : tensor<2x32x128xui32>
        %25 = stablehlo.xor %18, %24 : tensor<2x32x128xui32>
        %26 = stablehlo.add %18, %25 : tensor<2x32x128xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<2x32x128xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<2x32x128xui32>
        %32 = stablehlo.or %28, %31 : tensor<2x32x128xui32>
        %33 = stablehlo.xor %26, %32 : tensor<2x32x128xui32>
        %34 = stablehlo.add %26, %33 : tensor<2x32x128xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<2x32x128xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<2x32x128xui32>
        %40 = stablehlo.or %36, %39 : tensor<2x32x128xui32>
        %41 = stablehlo.xor %34, %40 : tensor<2x32x128xui32>
        %42 = stablehlo.add %34, %41 : tensor<2x32x128xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<2x32x128xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<2x32x128xui32>
        %48 = stablehlo.or %44, %47 : tensor<2x32x128xui32>
        %49 = stablehlo.xor %42, %48 : tensor<2x32x128xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
        %51 = stablehlo.add %42, %50 : tensor<2x32x128xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
        %53 = stablehlo.add %49, %52 : tensor<2x32x128xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
        %57 = stablehlo.add %53, %56 : tensor<2x32x128xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<2x32x128xui32>, tensor<2x32x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<2x32x128xui32>, tensor<2x32x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<2x32x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<2x32x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<2x32x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<2x32x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<2x32x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<2x32x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<2x32x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<2x32x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<2x32x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<2x32x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<2x32x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<2x32x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<2x32x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<2x32x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<2x32x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<2x32x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<2x32x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<2x32x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<2x32x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<2x32x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<2x32x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<2x32x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<2x32x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<2x32x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<2x32x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<2x32x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<2x32x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<2x32x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<2x32x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<2x32x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<2x32x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<2x32x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<2x32x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<2x32x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<2x32x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<2x32x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<2x32x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<2x32x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<2x32x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<2x32x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<2x32x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<2x32x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<2x32x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<2x32x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<2x32x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<2x32x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<2x32x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<2x32x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<2x32x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<2x32x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<2x32x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<2x32x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<2x32x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<2x32x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<2x32x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<2x32x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<2x32x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<2x32x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<2x32x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<2x32x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<2x32x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<2x32x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<2x32x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<2x32x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<2x32x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<2x32x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<2x32x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<2x32x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<2x32x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<2x32x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<2x32x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<2x32x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<2x32x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<2x32x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<2x32x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<2x32x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<2x32x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<2x32x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<2x32x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<2x32x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<2x32x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<2x32x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<2x32x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<2x32x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<2x32x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<2x32x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<2x32x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<2x32x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<2x32x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<2x32x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<2x32x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<2x32x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<2x32x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<2x32x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<2x32x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<2x32x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<2x32x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<2x32x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<2x32x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<2x32x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<2x32x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<2x32x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<2x32x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<2x32x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<2x32x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<2x32x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<2x32x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<2x32x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<2x32x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<2x32x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<2x32x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<2x32x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<2x32x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<2x32x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<2x32x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<2x32x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<2x32x128xui32>
      stablehlo.return %173, %177 : tensor<2x32x128xui32>, tensor<2x32x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<2x32x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<2x32x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<2x32x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<2x32x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<2x32x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<2x32x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<2x32x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<2x32x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<2x32x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<2x32x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<2x32x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<2x32x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<2x32x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<2x32x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<2x32x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<2x32x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<2x32x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<2x32x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<2x32x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<2x32x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<2x32x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<2x32x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<2x32x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<2x32x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<2x32x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<2x32x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<2x32x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<2x32x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<2x32x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<2x32x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<2x32x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<2x32x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<2x32x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<2x32x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<2x32x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<2x32x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<2x32x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<2x32x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<2x32x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<2x32x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<2x32x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<2x32x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<2x32x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<2x32x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<2x32x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<2x32x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<2x32x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<2x32x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<2x32x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<2x32x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<2x32x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<2x32x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<2x32x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<2x32x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<2x32x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<2x32x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<2x32x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<2x32x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<2x32x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<2x32x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<2x32x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<2x32x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<2x32x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<2x32x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<2x32x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<2x32x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<2x32x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<2x32x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<2x32x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<2x32x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<2x32x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<2x32x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<2x32x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<2x32x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<2x32x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<2x32x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<2x32x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<2x32x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<2x32x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<2x32x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<2x32x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<2x32x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<2x32x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<2x32x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<2x32x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<2x32x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<2x32x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<2x32x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<2x32x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<2x32x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<2x32x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<2x32x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<2x32x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<2x32x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<2x32x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<2x32x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<2x32x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<2x32x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<2x32x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<2x32x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<2x32x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<2x32x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<2x32x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<2x32x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<2x32x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<2x32x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<2x32x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<2x32x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<2x32x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<2x32x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<2x32x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<2x32x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<2x32x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<2x32x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<2x32x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<2x32x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x32x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<2x32x128xui32>
      stablehlo.return %173, %177 : tensor<2x32x128xui32>, tensor<2x32x128xui32>
    }) : (tensor<i32>) -> (tensor<2x32x128xui32>, tensor<2x32x128xui32>)
    return %1#0, %1#1 : tensor<2x32x128xui32>, tensor<2x32x128xui32>
  }
  func.func private @_normal_1(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x8xf32> {
    %0 = call @_normal_real_2(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<128x8xf32>
    return %0 : tensor<128x8xf32>
  }
  func.func private @_normal_real_2(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x8xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<128x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<128x8xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<128x8xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<128x8xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<128x8xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<128x8xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<128x8xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<128x8xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<128x8xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<128x8xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<128x8xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<128x8xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<128x8xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<128x8xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<128x8xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<128x8xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<128x8xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<128x8xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<128x8xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<128x8xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<128x8xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<128x8xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<128x8xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_3(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128x8xf32>
    %1 = stablehlo.negate %0 : tensor<128x8xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128x8xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<128x8xf32>
    %4 = stablehlo.negate %3 : tensor<128x8xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x8xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<128x8xf32>
    %7 = stablehlo.sqrt %4 : tensor<128x8xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<128x8xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<128x8xi1>, tensor<128x8xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<128x8xi1>, tensor<128x8xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<128x8xi1>, tensor<128x8xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<128x8xf32>
    %13 = stablehlo.add %11, %12 : tensor<128x8xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<128x8xi1>, tensor<128x8xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<128x8xf32>
    %16 = stablehlo.add %14, %15 : tensor<128x8xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<128x8xi1>, tensor<128x8xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<128x8xf32>
    %19 = stablehlo.add %17, %18 : tensor<128x8xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<128x8xi1>, tensor<128x8xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<128x8xf32>
    %22 = stablehlo.add %20, %21 : tensor<128x8xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<128x8xi1>, tensor<128x8xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<128x8xf32>
    %25 = stablehlo.add %23, %24 : tensor<128x8xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<128x8xi1>, tensor<128x8xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<128x8xf32>
    %28 = stablehlo.add %26, %27 : tensor<128x8xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<128x8xi1>, tensor<128x8xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<128x8xf32>
    %31 = stablehlo.add %29, %30 : tensor<128x8xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<128x8xi1>, tensor<128x8xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<128x8xf32>
    %34 = stablehlo.add %32, %33 : tensor<128x8xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<128x8xf32>
    %36 = stablehlo.abs %0 : tensor<128x8xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x8xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<128x8xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<128x8xi1>, tensor<128x8xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<128x8xf32>
    return %41 : tensor<128x8xf32>
  }
  func.func private @_uniform_3(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<128x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<8> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<128x8xui64>
    %7 = stablehlo.iota dim = 1 : tensor<128x8xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<128x8xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<128x8xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128x8xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<128x8xui64>
    %12 = stablehlo.add %9, %11 : tensor<128x8xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<128x8xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<128x8xui64>
    %15 = stablehlo.convert %12 : (tensor<128x8xui64>) -> tensor<128x8xui32>
    %16 = stablehlo.convert %14 : (tensor<128x8xui64>) -> tensor<128x8xui32>
    %17:2 = call @threefry2x32_4(%arg0, %3, %5, %16, %15) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<128x8xui32>, tensor<128x8xui32>) -> (tensor<128x8xui32>, tensor<128x8xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<128x8xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<128x8xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
    %22 = stablehlo.or %20, %21 : tensor<128x8xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<128x8xui32>) -> tensor<128x8xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<128x8xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x8xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<128x8xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x8xf32>
    %30 = stablehlo.add %28, %29 : tensor<128x8xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x8xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<128x8xf32>
    return %32 : tensor<128x8xf32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<128x8xui32>, %arg4: tensor<128x8xui32>) -> (tensor<128x8xui32>, tensor<128x8xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x8xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x8xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<128x8xui32>, tensor<128x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<128x8xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<128x8xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<128x8xui32>
        %24 = stablehlo.or %20, %23 : tensor<128x8xui32>
        %25 = stablehlo.xor %18, %24 : tensor<128x8xui32>
        %26 = stablehlo.add %18, %25 : tensor<128x8xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<128x8xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<128x8xui32>
        %32 = stablehlo.or %28, %31 : tensor<128x8xui32>
        %33 = stablehlo.xor %26, %32 : tensor<128x8xui32>
        %34 = stablehlo.add %26, %33 : tensor<128x8xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<128x8xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<128x8xui32>
        %40 = stablehlo.or %36, %39 : tensor<128x8xui32>
        %41 = stablehlo.xor %34, %40 : tensor<128x8xui32>
        %42 = stablehlo.add %34, %41 : tensor<128x8xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<128x8xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<128x8xui32>
        %48 = stablehlo.or %44, %47 : tensor<128x8xui32>
        %49 = stablehlo.xor %42, %48 : tensor<128x8xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
        %51 = stablehlo.add %42, %50 : tensor<128x8xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
        %53 = stablehlo.add %49, %52 : tensor<128x8xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
        %57 = stablehlo.add %53, %56 : tensor<128x8xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<128x8xui32>, tensor<128x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<128x8xui32>, tensor<128x8xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x8xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x8xui32>
      %8 = stablehlo.add %5, %7 : tensor<128x8xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128x8xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128x8xui32>
      %13 = stablehlo.or %10, %12 : tensor<128x8xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128x8xui32>
      %15 = stablehlo.add %8, %14 : tensor<128x8xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128x8xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128x8xui32>
      %20 = stablehlo.or %17, %19 : tensor<128x8xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128x8xui32>
      %22 = stablehlo.add %15, %21 : tensor<128x8xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128x8xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128x8xui32>
      %27 = stablehlo.or %24, %26 : tensor<128x8xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128x8xui32>
      %29 = stablehlo.add %22, %28 : tensor<128x8xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128x8xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128x8xui32>
      %34 = stablehlo.or %31, %33 : tensor<128x8xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128x8xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %37 = stablehlo.add %29, %36 : tensor<128x8xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %39 = stablehlo.add %35, %38 : tensor<128x8xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %41 = stablehlo.add %39, %40 : tensor<128x8xui32>
      %42 = stablehlo.add %37, %41 : tensor<128x8xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128x8xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128x8xui32>
      %47 = stablehlo.or %44, %46 : tensor<128x8xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128x8xui32>
      %49 = stablehlo.add %42, %48 : tensor<128x8xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128x8xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128x8xui32>
      %54 = stablehlo.or %51, %53 : tensor<128x8xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128x8xui32>
      %56 = stablehlo.add %49, %55 : tensor<128x8xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128x8xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128x8xui32>
      %61 = stablehlo.or %58, %60 : tensor<128x8xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128x8xui32>
      %63 = stablehlo.add %56, %62 : tensor<128x8xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128x8xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128x8xui32>
      %68 = stablehlo.or %65, %67 : tensor<128x8xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128x8xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %71 = stablehlo.add %63, %70 : tensor<128x8xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %73 = stablehlo.add %69, %72 : tensor<128x8xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %75 = stablehlo.add %73, %74 : tensor<128x8xui32>
      %76 = stablehlo.add %71, %75 : tensor<128x8xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x8xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128x8xui32>
      %81 = stablehlo.or %78, %80 : tensor<128x8xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128x8xui32>
      %83 = stablehlo.add %76, %82 : tensor<128x8xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128x8xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128x8xui32>
      %88 = stablehlo.or %85, %87 : tensor<128x8xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128x8xui32>
      %90 = stablehlo.add %83, %89 : tensor<128x8xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128x8xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128x8xui32>
      %95 = stablehlo.or %92, %94 : tensor<128x8xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128x8xui32>
      %97 = stablehlo.add %90, %96 : tensor<128x8xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128x8xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128x8xui32>
      %102 = stablehlo.or %99, %101 : tensor<128x8xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128x8xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %105 = stablehlo.add %97, %104 : tensor<128x8xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %107 = stablehlo.add %103, %106 : tensor<128x8xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %109 = stablehlo.add %107, %108 : tensor<128x8xui32>
      %110 = stablehlo.add %105, %109 : tensor<128x8xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128x8xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128x8xui32>
      %115 = stablehlo.or %112, %114 : tensor<128x8xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128x8xui32>
      %117 = stablehlo.add %110, %116 : tensor<128x8xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128x8xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128x8xui32>
      %122 = stablehlo.or %119, %121 : tensor<128x8xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128x8xui32>
      %124 = stablehlo.add %117, %123 : tensor<128x8xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128x8xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128x8xui32>
      %129 = stablehlo.or %126, %128 : tensor<128x8xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128x8xui32>
      %131 = stablehlo.add %124, %130 : tensor<128x8xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128x8xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128x8xui32>
      %136 = stablehlo.or %133, %135 : tensor<128x8xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128x8xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %139 = stablehlo.add %131, %138 : tensor<128x8xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %141 = stablehlo.add %137, %140 : tensor<128x8xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %143 = stablehlo.add %141, %142 : tensor<128x8xui32>
      %144 = stablehlo.add %139, %143 : tensor<128x8xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128x8xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128x8xui32>
      %149 = stablehlo.or %146, %148 : tensor<128x8xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128x8xui32>
      %151 = stablehlo.add %144, %150 : tensor<128x8xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128x8xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128x8xui32>
      %156 = stablehlo.or %153, %155 : tensor<128x8xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128x8xui32>
      %158 = stablehlo.add %151, %157 : tensor<128x8xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128x8xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128x8xui32>
      %163 = stablehlo.or %160, %162 : tensor<128x8xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128x8xui32>
      %165 = stablehlo.add %158, %164 : tensor<128x8xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128x8xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128x8xui32>
      %170 = stablehlo.or %167, %169 : tensor<128x8xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128x8xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %173 = stablehlo.add %165, %172 : tensor<128x8xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %175 = stablehlo.add %171, %174 : tensor<128x8xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %177 = stablehlo.add %175, %176 : tensor<128x8xui32>
      stablehlo.return %173, %177 : tensor<128x8xui32>, tensor<128x8xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x8xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x8xui32>
      %8 = stablehlo.add %5, %7 : tensor<128x8xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128x8xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128x8xui32>
      %13 = stablehlo.or %10, %12 : tensor<128x8xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128x8xui32>
      %15 = stablehlo.add %8, %14 : tensor<128x8xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128x8xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128x8xui32>
      %20 = stablehlo.or %17, %19 : tensor<128x8xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128x8xui32>
      %22 = stablehlo.add %15, %21 : tensor<128x8xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128x8xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128x8xui32>
      %27 = stablehlo.or %24, %26 : tensor<128x8xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128x8xui32>
      %29 = stablehlo.add %22, %28 : tensor<128x8xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128x8xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128x8xui32>
      %34 = stablehlo.or %31, %33 : tensor<128x8xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128x8xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %37 = stablehlo.add %29, %36 : tensor<128x8xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %39 = stablehlo.add %35, %38 : tensor<128x8xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %41 = stablehlo.add %39, %40 : tensor<128x8xui32>
      %42 = stablehlo.add %37, %41 : tensor<128x8xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128x8xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128x8xui32>
      %47 = stablehlo.or %44, %46 : tensor<128x8xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128x8xui32>
      %49 = stablehlo.add %42, %48 : tensor<128x8xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128x8xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128x8xui32>
      %54 = stablehlo.or %51, %53 : tensor<128x8xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128x8xui32>
      %56 = stablehlo.add %49, %55 : tensor<128x8xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128x8xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128x8xui32>
      %61 = stablehlo.or %58, %60 : tensor<128x8xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128x8xui32>
      %63 = stablehlo.add %56, %62 : tensor<128x8xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128x8xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128x8xui32>
      %68 = stablehlo.or %65, %67 : tensor<128x8xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128x8xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %71 = stablehlo.add %63, %70 : tensor<128x8xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %73 = stablehlo.add %69, %72 : tensor<128x8xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %75 = stablehlo.add %73, %74 : tensor<128x8xui32>
      %76 = stablehlo.add %71, %75 : tensor<128x8xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x8xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128x8xui32>
      %81 = stablehlo.or %78, %80 : tensor<128x8xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128x8xui32>
      %83 = stablehlo.add %76, %82 : tensor<128x8xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128x8xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128x8xui32>
      %88 = stablehlo.or %85, %87 : tensor<128x8xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128x8xui32>
      %90 = stablehlo.add %83, %89 : tensor<128x8xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128x8xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128x8xui32>
      %95 = stablehlo.or %92, %94 : tensor<128x8xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128x8xui32>
      %97 = stablehlo.add %90, %96 : tensor<128x8xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128x8xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128x8xui32>
      %102 = stablehlo.or %99, %101 : tensor<128x8xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128x8xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %105 = stablehlo.add %97, %104 : tensor<128x8xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %107 = stablehlo.add %103, %106 : tensor<128x8xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %109 = stablehlo.add %107, %108 : tensor<128x8xui32>
      %110 = stablehlo.add %105, %109 : tensor<128x8xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128x8xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128x8xui32>
      %115 = stablehlo.or %112, %114 : tensor<128x8xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128x8xui32>
      %117 = stablehlo.add %110, %116 : tensor<128x8xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128x8xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128x8xui32>
      %122 = stablehlo.or %119, %121 : tensor<128x8xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128x8xui32>
      %124 = stablehlo.add %117, %123 : tensor<128x8xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128x8xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128x8xui32>
      %129 = stablehlo.or %126, %128 : tensor<128x8xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128x8xui32>
      %131 = stablehlo.add %124, %130 : tensor<128x8xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128x8xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128x8xui32>
      %136 = stablehlo.or %133, %135 : tensor<128x8xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128x8xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %139 = stablehlo.add %131, %138 : tensor<128x8xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %141 = stablehlo.add %137, %140 : tensor<128x8xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %143 = stablehlo.add %141, %142 : tensor<128x8xui32>
      %144 = stablehlo.add %139, %143 : tensor<128x8xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128x8xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128x8xui32>
      %149 = stablehlo.or %146, %148 : tensor<128x8xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128x8xui32>
      %151 = stablehlo.add %144, %150 : tensor<128x8xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128x8xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128x8xui32>
      %156 = stablehlo.or %153, %155 : tensor<128x8xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128x8xui32>
      %158 = stablehlo.add %151, %157 : tensor<128x8xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128x8xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128x8xui32>
      %163 = stablehlo.or %160, %162 : tensor<128x8xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128x8xui32>
      %165 = stablehlo.add %158, %164 : tensor<128x8xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128x8xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128x8xui32>
      %170 = stablehlo.or %167, %169 : tensor<128x8xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128x8xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %173 = stablehlo.add %165, %172 : tensor<128x8xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %175 = stablehlo.add %171, %174 : tensor<128x8xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x8xui32>
      %177 = stablehlo.add %175, %176 : tensor<128x8xui32>
      stablehlo.return %173, %177 : tensor<128x8xui32>, tensor<128x8xui32>
    }) : (tensor<i32>) -> (tensor<128x8xui32>, tensor<128x8xui32>)
    return %1#0, %1#1 : tensor<128x8xui32>, tensor<128x8xui32>
  }
  func.func private @_normal_5(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<8x128x256xf32> {
    %0 = call @_normal_real_6(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<8x128x256xf32>
    return %0 : tensor<8x128x256xf32>
  }
  func.func private @_normal_real_6(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<8x128x256xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<8x128x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<8x128x256xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<8x128x256xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<8x128x256xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<8x128x256xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<8x128x256xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<8x128x256xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<8x128x256xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<8x128x256xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<8x128x256xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<8x128x256xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<8x128x256xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<8x128x256xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<8x128x256xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<8x128x256xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<8x128x256xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<8x128x256xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<8x128x256xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<8x128x256xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<8x128x256xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<8x128x256xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<8x128x256xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<8x128x256xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_7(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x128x256xf32>
    %1 = stablehlo.negate %0 : tensor<8x128x256xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<8x128x256xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<8x128x256xf32>
    %4 = stablehlo.negate %3 : tensor<8x128x256xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<8x128x256xf32>
    %7 = stablehlo.sqrt %4 : tensor<8x128x256xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<8x128x256xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<8x128x256xf32>
    %13 = stablehlo.add %11, %12 : tensor<8x128x256xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<8x128x256xf32>
    %16 = stablehlo.add %14, %15 : tensor<8x128x256xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<8x128x256xf32>
    %19 = stablehlo.add %17, %18 : tensor<8x128x256xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<8x128x256xf32>
    %22 = stablehlo.add %20, %21 : tensor<8x128x256xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<8x128x256xf32>
    %25 = stablehlo.add %23, %24 : tensor<8x128x256xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<8x128x256xf32>
    %28 = stablehlo.add %26, %27 : tensor<8x128x256xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<8x128x256xf32>
    %31 = stablehlo.add %29, %30 : tensor<8x128x256xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<8x128x256xf32>
    %34 = stablehlo.add %32, %33 : tensor<8x128x256xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<8x128x256xf32>
    %36 = stablehlo.abs %0 : tensor<8x128x256xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<8x128x256xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<8x128x256xf32>
    return %41 : tensor<8x128x256xf32>
  }
  func.func private @_uniform_7(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<8x128x256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<256> : tensor<ui64>
    %c_4 = stablehlo.constant dense<32768> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<8x128x256xui64>
    %7 = stablehlo.iota dim = 1 : tensor<8x128x256xui64>
    %8 = stablehlo.iota dim = 2 : tensor<8x128x256xui64>
    %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<8x128x256xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<8x128x256xui64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<8x128x256xui64>
    %12 = stablehlo.multiply %11, %7 : tensor<8x128x256xui64>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8x128x256xui64>
    %14 = stablehlo.multiply %13, %8 : tensor<8x128x256xui64>
    %15 = stablehlo.add %10, %12 : tensor<8x128x256xui64>
    %16 = stablehlo.add %15, %14 : tensor<8x128x256xui64>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x128x256xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<8x128x256xui64>
    %19 = stablehlo.convert %16 : (tensor<8x128x256xui64>) -> tensor<8x128x256xui32>
    %20 = stablehlo.convert %18 : (tensor<8x128x256xui64>) -> tensor<8x128x256xui32>
    %21:2 = call @threefry2x32_8(%arg0, %3, %5, %20, %19) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<8x128x256xui32>, tensor<8x128x256xui32>) -> (tensor<8x128x256xui32>, tensor<8x128x256xui32>)
    %22 = stablehlo.xor %21#0, %21#1 : tensor<8x128x256xui32>
    %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<8x128x256xui32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
    %26 = stablehlo.or %24, %25 : tensor<8x128x256xui32>
    %27 = stablehlo.bitcast_convert %26 : (tensor<8x128x256xui32>) -> tensor<8x128x256xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %29 = stablehlo.subtract %27, %28 : tensor<8x128x256xf32>
    %30 = stablehlo.subtract %1, %0 : tensor<1x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x128x256xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<8x128x256xf32>
    %33 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x128x256xf32>
    %34 = stablehlo.add %32, %33 : tensor<8x128x256xf32>
    %35 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x128x256xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<8x128x256xf32>
    return %36 : tensor<8x128x256xf32>
  }
  func.func private @threefry2x32_8(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<8x128x256xui32>, %arg4: tensor<8x128x256xui32>) -> (tensor<8x128x256xui32>, tensor<8x128x256xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8x128x256xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8x128x256xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<8x128x256xui32>, tensor<8x128x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<8x128x256xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<8x128x256xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<8x128x256xui32>
        %24 = stablehlo.or %20, %23 : tensor<8x128x256xui32>
        %25 = stablehlo.xor %18, %24 : tensor<8x128x256xui32>
        %26 = stablehlo.add %18, %25 : tensor<8x128x256xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<8x128x256xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<8x128x256xui32>
        %32 = stablehlo.or %28, %31 : tensor<8x128x256xui32>
        %33 = stablehlo.xor %26, %32 : tensor<8x128x256xui32>
        %34 = stablehlo.add %26, %33 : tensor<8x128x256xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<8x128x256xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<8x128x256xui32>
        %40 = stablehlo.or %36, %39 : tensor<8x128x256xui32>
        %41 = stablehlo.xor %34, %40 : tensor<8x128x256xui32>
        %42 = stablehlo.add %34, %41 : tensor<8x128x256xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<8x128x256xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<8x128x256xui32>
        %48 = stablehlo.or %44, %47 : tensor<8x128x256xui32>
        %49 = stablehlo.xor %42, %48 : tensor<8x128x256xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
        %51 = stablehlo.add %42, %50 : tensor<8x128x256xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
        %53 = stablehlo.add %49, %52 : tensor<8x128x256xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
        %57 = stablehlo.add %53, %56 : tensor<8x128x256xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<8x128x256xui32>, tensor<8x128x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<8x128x256xui32>, tensor<8x128x256xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8x128x256xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8x128x256xui32>
      %8 = stablehlo.add %5, %7 : tensor<8x128x256xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<8x128x256xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<8x128x256xui32>
      %13 = stablehlo.or %10, %12 : tensor<8x128x256xui32>
      %14 = stablehlo.xor %8, %13 : tensor<8x128x256xui32>
      %15 = stablehlo.add %8, %14 : tensor<8x128x256xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<8x128x256xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<8x128x256xui32>
      %20 = stablehlo.or %17, %19 : tensor<8x128x256xui32>
      %21 = stablehlo.xor %15, %20 : tensor<8x128x256xui32>
      %22 = stablehlo.add %15, %21 : tensor<8x128x256xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<8x128x256xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<8x128x256xui32>
      %27 = stablehlo.or %24, %26 : tensor<8x128x256xui32>
      %28 = stablehlo.xor %22, %27 : tensor<8x128x256xui32>
      %29 = stablehlo.add %22, %28 : tensor<8x128x256xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<8x128x256xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<8x128x256xui32>
      %34 = stablehlo.or %31, %33 : tensor<8x128x256xui32>
      %35 = stablehlo.xor %29, %34 : tensor<8x128x256xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %37 = stablehlo.add %29, %36 : tensor<8x128x256xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %39 = stablehlo.add %35, %38 : tensor<8x128x256xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %41 = stablehlo.add %39, %40 : tensor<8x128x256xui32>
      %42 = stablehlo.add %37, %41 : tensor<8x128x256xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<8x128x256xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<8x128x256xui32>
      %47 = stablehlo.or %44, %46 : tensor<8x128x256xui32>
      %48 = stablehlo.xor %42, %47 : tensor<8x128x256xui32>
      %49 = stablehlo.add %42, %48 : tensor<8x128x256xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<8x128x256xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<8x128x256xui32>
      %54 = stablehlo.or %51, %53 : tensor<8x128x256xui32>
      %55 = stablehlo.xor %49, %54 : tensor<8x128x256xui32>
      %56 = stablehlo.add %49, %55 : tensor<8x128x256xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<8x128x256xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<8x128x256xui32>
      %61 = stablehlo.or %58, %60 : tensor<8x128x256xui32>
      %62 = stablehlo.xor %56, %61 : tensor<8x128x256xui32>
      %63 = stablehlo.add %56, %62 : tensor<8x128x256xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<8x128x256xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<8x128x256xui32>
      %68 = stablehlo.or %65, %67 : tensor<8x128x256xui32>
      %69 = stablehlo.xor %63, %68 : tensor<8x128x256xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %71 = stablehlo.add %63, %70 : tensor<8x128x256xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %73 = stablehlo.add %69, %72 : tensor<8x128x256xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %75 = stablehlo.add %73, %74 : tensor<8x128x256xui32>
      %76 = stablehlo.add %71, %75 : tensor<8x128x256xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<8x128x256xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<8x128x256xui32>
      %81 = stablehlo.or %78, %80 : tensor<8x128x256xui32>
      %82 = stablehlo.xor %76, %81 : tensor<8x128x256xui32>
      %83 = stablehlo.add %76, %82 : tensor<8x128x256xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<8x128x256xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<8x128x256xui32>
      %88 = stablehlo.or %85, %87 : tensor<8x128x256xui32>
      %89 = stablehlo.xor %83, %88 : tensor<8x128x256xui32>
      %90 = stablehlo.add %83, %89 : tensor<8x128x256xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<8x128x256xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<8x128x256xui32>
      %95 = stablehlo.or %92, %94 : tensor<8x128x256xui32>
      %96 = stablehlo.xor %90, %95 : tensor<8x128x256xui32>
      %97 = stablehlo.add %90, %96 : tensor<8x128x256xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<8x128x256xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<8x128x256xui32>
      %102 = stablehlo.or %99, %101 : tensor<8x128x256xui32>
      %103 = stablehlo.xor %97, %102 : tensor<8x128x256xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %105 = stablehlo.add %97, %104 : tensor<8x128x256xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %107 = stablehlo.add %103, %106 : tensor<8x128x256xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %109 = stablehlo.add %107, %108 : tensor<8x128x256xui32>
      %110 = stablehlo.add %105, %109 : tensor<8x128x256xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<8x128x256xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<8x128x256xui32>
      %115 = stablehlo.or %112, %114 : tensor<8x128x256xui32>
      %116 = stablehlo.xor %110, %115 : tensor<8x128x256xui32>
      %117 = stablehlo.add %110, %116 : tensor<8x128x256xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<8x128x256xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<8x128x256xui32>
      %122 = stablehlo.or %119, %121 : tensor<8x128x256xui32>
      %123 = stablehlo.xor %117, %122 : tensor<8x128x256xui32>
      %124 = stablehlo.add %117, %123 : tensor<8x128x256xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<8x128x256xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<8x128x256xui32>
      %129 = stablehlo.or %126, %128 : tensor<8x128x256xui32>
      %130 = stablehlo.xor %124, %129 : tensor<8x128x256xui32>
      %131 = stablehlo.add %124, %130 : tensor<8x128x256xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<8x128x256xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<8x128x256xui32>
      %136 = stablehlo.or %133, %135 : tensor<8x128x256xui32>
      %137 = stablehlo.xor %131, %136 : tensor<8x128x256xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %139 = stablehlo.add %131, %138 : tensor<8x128x256xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %141 = stablehlo.add %137, %140 : tensor<8x128x256xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %143 = stablehlo.add %141, %142 : tensor<8x128x256xui32>
      %144 = stablehlo.add %139, %143 : tensor<8x128x256xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<8x128x256xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<8x128x256xui32>
      %149 = stablehlo.or %146, %148 : tensor<8x128x256xui32>
      %150 = stablehlo.xor %144, %149 : tensor<8x128x256xui32>
      %151 = stablehlo.add %144, %150 : tensor<8x128x256xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<8x128x256xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<8x128x256xui32>
      %156 = stablehlo.or %153, %155 : tensor<8x128x256xui32>
      %157 = stablehlo.xor %151, %156 : tensor<8x128x256xui32>
      %158 = stablehlo.add %151, %157 : tensor<8x128x256xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<8x128x256xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<8x128x256xui32>
      %163 = stablehlo.or %160, %162 : tensor<8x128x256xui32>
      %164 = stablehlo.xor %158, %163 : tensor<8x128x256xui32>
      %165 = stablehlo.add %158, %164 : tensor<8x128x256xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<8x128x256xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<8x128x256xui32>
      %170 = stablehlo.or %167, %169 : tensor<8x128x256xui32>
      %171 = stablehlo.xor %165, %170 : tensor<8x128x256xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %173 = stablehlo.add %165, %172 : tensor<8x128x256xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %175 = stablehlo.add %171, %174 : tensor<8x128x256xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %177 = stablehlo.add %175, %176 : tensor<8x128x256xui32>
      stablehlo.return %173, %177 : tensor<8x128x256xui32>, tensor<8x128x256xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8x128x256xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8x128x256xui32>
      %8 = stablehlo.add %5, %7 : tensor<8x128x256xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<8x128x256xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<8x128x256xui32>
      %13 = stablehlo.or %10, %12 : tensor<8x128x256xui32>
      %14 = stablehlo.xor %8, %13 : tensor<8x128x256xui32>
      %15 = stablehlo.add %8, %14 : tensor<8x128x256xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<8x128x256xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<8x128x256xui32>
      %20 = stablehlo.or %17, %19 : tensor<8x128x256xui32>
      %21 = stablehlo.xor %15, %20 : tensor<8x128x256xui32>
      %22 = stablehlo.add %15, %21 : tensor<8x128x256xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<8x128x256xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<8x128x256xui32>
      %27 = stablehlo.or %24, %26 : tensor<8x128x256xui32>
      %28 = stablehlo.xor %22, %27 : tensor<8x128x256xui32>
      %29 = stablehlo.add %22, %28 : tensor<8x128x256xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<8x128x256xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<8x128x256xui32>
      %34 = stablehlo.or %31, %33 : tensor<8x128x256xui32>
      %35 = stablehlo.xor %29, %34 : tensor<8x128x256xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %37 = stablehlo.add %29, %36 : tensor<8x128x256xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %39 = stablehlo.add %35, %38 : tensor<8x128x256xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %41 = stablehlo.add %39, %40 : tensor<8x128x256xui32>
      %42 = stablehlo.add %37, %41 : tensor<8x128x256xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<8x128x256xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<8x128x256xui32>
      %47 = stablehlo.or %44, %46 : tensor<8x128x256xui32>
      %48 = stablehlo.xor %42, %47 : tensor<8x128x256xui32>
      %49 = stablehlo.add %42, %48 : tensor<8x128x256xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<8x128x256xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<8x128x256xui32>
      %54 = stablehlo.or %51, %53 : tensor<8x128x256xui32>
      %55 = stablehlo.xor %49, %54 : tensor<8x128x256xui32>
      %56 = stablehlo.add %49, %55 : tensor<8x128x256xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<8x128x256xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<8x128x256xui32>
      %61 = stablehlo.or %58, %60 : tensor<8x128x256xui32>
      %62 = stablehlo.xor %56, %61 : tensor<8x128x256xui32>
      %63 = stablehlo.add %56, %62 : tensor<8x128x256xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<8x128x256xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<8x128x256xui32>
      %68 = stablehlo.or %65, %67 : tensor<8x128x256xui32>
      %69 = stablehlo.xor %63, %68 : tensor<8x128x256xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %71 = stablehlo.add %63, %70 : tensor<8x128x256xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %73 = stablehlo.add %69, %72 : tensor<8x128x256xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %75 = stablehlo.add %73, %74 : tensor<8x128x256xui32>
      %76 = stablehlo.add %71, %75 : tensor<8x128x256xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<8x128x256xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<8x128x256xui32>
      %81 = stablehlo.or %78, %80 : tensor<8x128x256xui32>
      %82 = stablehlo.xor %76, %81 : tensor<8x128x256xui32>
      %83 = stablehlo.add %76, %82 : tensor<8x128x256xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<8x128x256xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<8x128x256xui32>
      %88 = stablehlo.or %85, %87 : tensor<8x128x256xui32>
      %89 = stablehlo.xor %83, %88 : tensor<8x128x256xui32>
      %90 = stablehlo.add %83, %89 : tensor<8x128x256xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<8x128x256xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<8x128x256xui32>
      %95 = stablehlo.or %92, %94 : tensor<8x128x256xui32>
      %96 = stablehlo.xor %90, %95 : tensor<8x128x256xui32>
      %97 = stablehlo.add %90, %96 : tensor<8x128x256xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<8x128x256xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<8x128x256xui32>
      %102 = stablehlo.or %99, %101 : tensor<8x128x256xui32>
      %103 = stablehlo.xor %97, %102 : tensor<8x128x256xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %105 = stablehlo.add %97, %104 : tensor<8x128x256xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %107 = stablehlo.add %103, %106 : tensor<8x128x256xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %109 = stablehlo.add %107, %108 : tensor<8x128x256xui32>
      %110 = stablehlo.add %105, %109 : tensor<8x128x256xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<8x128x256xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<8x128x256xui32>
      %115 = stablehlo.or %112, %114 : tensor<8x128x256xui32>
      %116 = stablehlo.xor %110, %115 : tensor<8x128x256xui32>
      %117 = stablehlo.add %110, %116 : tensor<8x128x256xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<8x128x256xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<8x128x256xui32>
      %122 = stablehlo.or %119, %121 : tensor<8x128x256xui32>
      %123 = stablehlo.xor %117, %122 : tensor<8x128x256xui32>
      %124 = stablehlo.add %117, %123 : tensor<8x128x256xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<8x128x256xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<8x128x256xui32>
      %129 = stablehlo.or %126, %128 : tensor<8x128x256xui32>
      %130 = stablehlo.xor %124, %129 : tensor<8x128x256xui32>
      %131 = stablehlo.add %124, %130 : tensor<8x128x256xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<8x128x256xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<8x128x256xui32>
      %136 = stablehlo.or %133, %135 : tensor<8x128x256xui32>
      %137 = stablehlo.xor %131, %136 : tensor<8x128x256xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %139 = stablehlo.add %131, %138 : tensor<8x128x256xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %141 = stablehlo.add %137, %140 : tensor<8x128x256xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %143 = stablehlo.add %141, %142 : tensor<8x128x256xui32>
      %144 = stablehlo.add %139, %143 : tensor<8x128x256xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<8x128x256xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<8x128x256xui32>
      %149 = stablehlo.or %146, %148 : tensor<8x128x256xui32>
      %150 = stablehlo.xor %144, %149 : tensor<8x128x256xui32>
      %151 = stablehlo.add %144, %150 : tensor<8x128x256xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<8x128x256xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<8x128x256xui32>
      %156 = stablehlo.or %153, %155 : tensor<8x128x256xui32>
      %157 = stablehlo.xor %151, %156 : tensor<8x128x256xui32>
      %158 = stablehlo.add %151, %157 : tensor<8x128x256xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<8x128x256xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<8x128x256xui32>
      %163 = stablehlo.or %160, %162 : tensor<8x128x256xui32>
      %164 = stablehlo.xor %158, %163 : tensor<8x128x256xui32>
      %165 = stablehlo.add %158, %164 : tensor<8x128x256xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<8x128x256xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<8x128x256xui32>
      %170 = stablehlo.or %167, %169 : tensor<8x128x256xui32>
      %171 = stablehlo.xor %165, %170 : tensor<8x128x256xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %173 = stablehlo.add %165, %172 : tensor<8x128x256xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %175 = stablehlo.add %171, %174 : tensor<8x128x256xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x128x256xui32>
      %177 = stablehlo.add %175, %176 : tensor<8x128x256xui32>
      stablehlo.return %173, %177 : tensor<8x128x256xui32>, tensor<8x128x256xui32>
    }) : (tensor<i32>) -> (tensor<8x128x256xui32>, tensor<8x128x256xui32>)
    return %1#0, %1#1 : tensor<8x128x256xui32>, tensor<8x128x256xui32>
  }
  func.func private @_normal_9(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<8x256x128xf32> {
    %0 = call @_normal_real_10(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<8x256x128xf32>
    return %0 : tensor<8x256x128xf32>
  }
  func.func private @_normal_real_10(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<8x256x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<8x256x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<8x256x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<8x256x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<8x256x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<8x256x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<8x256x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<8x256x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<8x256x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<8x256x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<8x256x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<8x256x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<8x256x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<8x256x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<8x256x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<8x256x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<8x256x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<8x256x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<8x256x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<8x256x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<8x256x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<8x256x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<8x256x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<8x256x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_11(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x256x128xf32>
    %1 = stablehlo.negate %0 : tensor<8x256x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<8x256x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<8x256x128xf32>
    %4 = stablehlo.negate %3 : tensor<8x256x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<8x256x128xf32>, tensor<8x256x128xf32>) -> tensor<8x256x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<8x256x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<8x256x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<8x256x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<8x256x128xi1>, tensor<8x256x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<8x256x128xi1>, tensor<8x256x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<8x256x128xi1>, tensor<8x256x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<8x256x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<8x256x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<8x256x128xi1>, tensor<8x256x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<8x256x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<8x256x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<8x256x128xi1>, tensor<8x256x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<8x256x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<8x256x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<8x256x128xi1>, tensor<8x256x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<8x256x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<8x256x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<8x256x128xi1>, tensor<8x256x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<8x256x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<8x256x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<8x256x128xi1>, tensor<8x256x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<8x256x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<8x256x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<8x256x128xi1>, tensor<8x256x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<8x256x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<8x256x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<8x256x128xi1>, tensor<8x256x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<8x256x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<8x256x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<8x256x128xf32>
    %36 = stablehlo.abs %0 : tensor<8x256x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<8x256x128xf32>, tensor<8x256x128xf32>) -> tensor<8x256x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<8x256x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<8x256x128xi1>, tensor<8x256x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<8x256x128xf32>
    return %41 : tensor<8x256x128xf32>
  }
  func.func private @_uniform_11(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<8x256x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %c_4 = stablehlo.constant dense<32768> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<8x256x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<8x256x128xui64>
    %8 = stablehlo.iota dim = 2 : tensor<8x256x128xui64>
    %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<8x256x128xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<8x256x128xui64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<8x256x128xui64>
    %12 = stablehlo.multiply %11, %7 : tensor<8x256x128xui64>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8x256x128xui64>
    %14 = stablehlo.multiply %13, %8 : tensor<8x256x128xui64>
    %15 = stablehlo.add %10, %12 : tensor<8x256x128xui64>
    %16 = stablehlo.add %15, %14 : tensor<8x256x128xui64>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x256x128xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<8x256x128xui64>
    %19 = stablehlo.convert %16 : (tensor<8x256x128xui64>) -> tensor<8x256x128xui32>
    %20 = stablehlo.convert %18 : (tensor<8x256x128xui64>) -> tensor<8x256x128xui32>
    %21:2 = call @threefry2x32_12(%arg0, %3, %5, %20, %19) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<8x256x128xui32>, tensor<8x256x128xui32>) -> (tensor<8x256x128xui32>, tensor<8x256x128xui32>)
    %22 = stablehlo.xor %21#0, %21#1 : tensor<8x256x128xui32>
    %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<8x256x128xui32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
    %26 = stablehlo.or %24, %25 : tensor<8x256x128xui32>
    %27 = stablehlo.bitcast_convert %26 : (tensor<8x256x128xui32>) -> tensor<8x256x128xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %29 = stablehlo.subtract %27, %28 : tensor<8x256x128xf32>
    %30 = stablehlo.subtract %1, %0 : tensor<1x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x256x128xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<8x256x128xf32>
    %33 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x256x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<8x256x128xf32>
    %35 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x256x128xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<8x256x128xf32>
    return %36 : tensor<8x256x128xf32>
  }
  func.func private @threefry2x32_12(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<8x256x128xui32>, %arg4: tensor<8x256x128xui32>) -> (tensor<8x256x128xui32>, tensor<8x256x128xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8x256x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8x256x128xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<8x256x128xui32>, tensor<8x256x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<8x256x128xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<8x256x128xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<8x256x128xui32>
        %24 = stablehlo.or %20, %23 : tensor<8x256x128xui32>
        %25 = stablehlo.xor %18, %24 : tensor<8x256x128xui32>
        %26 = stablehlo.add %18, %25 : tensor<8x256x128xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<8x256x128xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<8x256x128xui32>
        %32 = stablehlo.or %28, %31 : tensor<8x256x128xui32>
        %33 = stablehlo.xor %26, %32 : tensor<8x256x128xui32>
        %34 = stablehlo.add %26, %33 : tensor<8x256x128xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<8x256x128xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<8x256x128xui32>
        %40 = stablehlo.or %36, %39 : tensor<8x256x128xui32>
        %41 = stablehlo.xor %34, %40 : tensor<8x256x128xui32>
        %42 = stablehlo.add %34, %41 : tensor<8x256x128xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<8x256x128xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<8x256x128xui32>
        %48 = stablehlo.or %44, %47 : tensor<8x256x128xui32>
        %49 = stablehlo.xor %42, %48 : tensor<8x256x128xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
        %51 = stablehlo.add %42, %50 : tensor<8x256x128xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
        %53 = stablehlo.add %49, %52 : tensor<8x256x128xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
        %57 = stablehlo.add %53, %56 : tensor<8x256x128xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<8x256x128xui32>, tensor<8x256x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<8x256x128xui32>, tensor<8x256x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8x256x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8x256x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<8x256x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<8x256x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<8x256x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<8x256x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<8x256x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<8x256x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<8x256x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<8x256x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<8x256x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<8x256x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<8x256x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<8x256x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<8x256x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<8x256x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<8x256x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<8x256x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<8x256x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<8x256x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<8x256x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<8x256x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<8x256x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<8x256x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<8x256x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<8x256x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<8x256x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<8x256x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<8x256x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<8x256x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<8x256x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<8x256x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<8x256x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<8x256x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<8x256x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<8x256x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<8x256x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<8x256x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<8x256x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<8x256x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<8x256x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<8x256x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<8x256x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<8x256x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<8x256x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<8x256x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<8x256x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<8x256x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<8x256x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<8x256x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<8x256x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<8x256x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<8x256x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<8x256x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<8x256x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<8x256x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<8x256x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<8x256x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<8x256x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<8x256x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<8x256x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<8x256x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<8x256x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<8x256x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<8x256x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<8x256x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<8x256x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<8x256x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<8x256x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<8x256x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<8x256x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<8x256x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<8x256x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<8x256x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<8x256x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<8x256x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<8x256x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<8x256x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<8x256x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<8x256x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<8x256x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<8x256x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<8x256x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<8x256x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<8x256x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<8x256x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<8x256x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<8x256x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<8x256x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<8x256x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<8x256x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<8x256x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<8x256x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<8x256x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<8x256x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<8x256x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<8x256x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<8x256x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<8x256x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<8x256x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<8x256x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<8x256x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<8x256x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<8x256x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<8x256x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<8x256x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<8x256x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<8x256x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<8x256x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<8x256x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<8x256x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<8x256x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<8x256x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<8x256x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<8x256x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<8x256x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<8x256x128xui32>
      stablehlo.return %173, %177 : tensor<8x256x128xui32>, tensor<8x256x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<8x256x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<8x256x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<8x256x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<8x256x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<8x256x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<8x256x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<8x256x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<8x256x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<8x256x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<8x256x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<8x256x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<8x256x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<8x256x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<8x256x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<8x256x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<8x256x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<8x256x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<8x256x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<8x256x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<8x256x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<8x256x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<8x256x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<8x256x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<8x256x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<8x256x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<8x256x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<8x256x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<8x256x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<8x256x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<8x256x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<8x256x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<8x256x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<8x256x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<8x256x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<8x256x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<8x256x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<8x256x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<8x256x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<8x256x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<8x256x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<8x256x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<8x256x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<8x256x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<8x256x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<8x256x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<8x256x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<8x256x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<8x256x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<8x256x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<8x256x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<8x256x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<8x256x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<8x256x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<8x256x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<8x256x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<8x256x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<8x256x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<8x256x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<8x256x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<8x256x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<8x256x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<8x256x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<8x256x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<8x256x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<8x256x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<8x256x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<8x256x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<8x256x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<8x256x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<8x256x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<8x256x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<8x256x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<8x256x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<8x256x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<8x256x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<8x256x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<8x256x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<8x256x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<8x256x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<8x256x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<8x256x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<8x256x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<8x256x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<8x256x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<8x256x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<8x256x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<8x256x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<8x256x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<8x256x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<8x256x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<8x256x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<8x256x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<8x256x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<8x256x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<8x256x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<8x256x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<8x256x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<8x256x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<8x256x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<8x256x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<8x256x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<8x256x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<8x256x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<8x256x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<8x256x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<8x256x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<8x256x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<8x256x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<8x256x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<8x256x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<8x256x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<8x256x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<8x256x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<8x256x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<8x256x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<8x256x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x256x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<8x256x128xui32>
      stablehlo.return %173, %177 : tensor<8x256x128xui32>, tensor<8x256x128xui32>
    }) : (tensor<i32>) -> (tensor<8x256x128xui32>, tensor<8x256x128xui32>)
    return %1#0, %1#1 : tensor<8x256x128xui32>, tensor<8x256x128xui32>
  }
  func.func private @_normal_13(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x1xf32> {
    %0 = call @_normal_real_14(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<128x1xf32>
    return %0 : tensor<128x1xf32>
  }
  func.func private @_normal_real_14(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x1xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<128x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<128x1xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<128x1xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<128x1xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<128x1xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<128x1xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<128x1xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<128x1xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<128x1xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<128x1xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<128x1xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<128x1xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<128x1xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<128x1xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<128x1xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<128x1xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<128x1xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<128x1xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<128x1xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<128x1xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<128x1xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<128x1xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<128x1xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_15(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128x1xf32>
    %1 = stablehlo.negate %0 : tensor<128x1xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128x1xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<128x1xf32>
    %4 = stablehlo.negate %3 : tensor<128x1xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<128x1xf32>, tensor<128x1xf32>) -> tensor<128x1xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<128x1xf32>
    %7 = stablehlo.sqrt %4 : tensor<128x1xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<128x1xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<128x1xi1>, tensor<128x1xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<128x1xi1>, tensor<128x1xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<128x1xi1>, tensor<128x1xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<128x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<128x1xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<128x1xi1>, tensor<128x1xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<128x1xf32>
    %16 = stablehlo.add %14, %15 : tensor<128x1xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<128x1xi1>, tensor<128x1xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<128x1xf32>
    %19 = stablehlo.add %17, %18 : tensor<128x1xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<128x1xi1>, tensor<128x1xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<128x1xf32>
    %22 = stablehlo.add %20, %21 : tensor<128x1xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<128x1xi1>, tensor<128x1xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<128x1xf32>
    %25 = stablehlo.add %23, %24 : tensor<128x1xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<128x1xi1>, tensor<128x1xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<128x1xf32>
    %28 = stablehlo.add %26, %27 : tensor<128x1xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<128x1xi1>, tensor<128x1xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<128x1xf32>
    %31 = stablehlo.add %29, %30 : tensor<128x1xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<128x1xi1>, tensor<128x1xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<128x1xf32>
    %34 = stablehlo.add %32, %33 : tensor<128x1xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<128x1xf32>
    %36 = stablehlo.abs %0 : tensor<128x1xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<128x1xf32>, tensor<128x1xf32>) -> tensor<128x1xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<128x1xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<128x1xi1>, tensor<128x1xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<128x1xf32>
    return %41 : tensor<128x1xf32>
  }
  func.func private @_uniform_15(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<128x1xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<128x1xui64>
    %7 = stablehlo.iota dim = 1 : tensor<128x1xui64>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128x1xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<128x1xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128x1xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<128x1xui64>
    %12 = stablehlo.add %9, %11 : tensor<128x1xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<128x1xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<128x1xui64>
    %15 = stablehlo.convert %12 : (tensor<128x1xui64>) -> tensor<128x1xui32>
    %16 = stablehlo.convert %14 : (tensor<128x1xui64>) -> tensor<128x1xui32>
    %17:2 = call @threefry2x32_16(%arg0, %3, %5, %16, %15) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<128x1xui32>, tensor<128x1xui32>) -> (tensor<128x1xui32>, tensor<128x1xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<128x1xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<128x1xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
    %22 = stablehlo.or %20, %21 : tensor<128x1xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<128x1xui32>) -> tensor<128x1xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<128x1xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x1xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<128x1xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x1xf32>
    %30 = stablehlo.add %28, %29 : tensor<128x1xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x1xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<128x1xf32>
    return %32 : tensor<128x1xf32>
  }
  func.func private @threefry2x32_16(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<128x1xui32>, %arg4: tensor<128x1xui32>) -> (tensor<128x1xui32>, tensor<128x1xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x1xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x1xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<128x1xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<128x1xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<128x1xui32>
        %24 = stablehlo.or %20, %23 : tensor<128x1xui32>
        %25 = stablehlo.xor %18, %24 : tensor<128x1xui32>
        %26 = stablehlo.add %18, %25 : tensor<128x1xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<128x1xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<128x1xui32>
        %32 = stablehlo.or %28, %31 : tensor<128x1xui32>
        %33 = stablehlo.xor %26, %32 : tensor<128x1xui32>
        %34 = stablehlo.add %26, %33 : tensor<128x1xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<128x1xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<128x1xui32>
        %40 = stablehlo.or %36, %39 : tensor<128x1xui32>
        %41 = stablehlo.xor %34, %40 : tensor<128x1xui32>
        %42 = stablehlo.add %34, %41 : tensor<128x1xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<128x1xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<128x1xui32>
        %48 = stablehlo.or %44, %47 : tensor<128x1xui32>
        %49 = stablehlo.xor %42, %48 : tensor<128x1xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
        %51 = stablehlo.add %42, %50 : tensor<128x1xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
        %53 = stablehlo.add %49, %52 : tensor<128x1xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
        %57 = stablehlo.add %53, %56 : tensor<128x1xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<128x1xui32>, tensor<128x1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<128x1xui32>, tensor<128x1xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x1xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x1xui32>
      %8 = stablehlo.add %5, %7 : tensor<128x1xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128x1xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128x1xui32>
      %13 = stablehlo.or %10, %12 : tensor<128x1xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128x1xui32>
      %15 = stablehlo.add %8, %14 : tensor<128x1xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128x1xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128x1xui32>
      %20 = stablehlo.or %17, %19 : tensor<128x1xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128x1xui32>
      %22 = stablehlo.add %15, %21 : tensor<128x1xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128x1xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128x1xui32>
      %27 = stablehlo.or %24, %26 : tensor<128x1xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128x1xui32>
      %29 = stablehlo.add %22, %28 : tensor<128x1xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128x1xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128x1xui32>
      %34 = stablehlo.or %31, %33 : tensor<128x1xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128x1xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %37 = stablehlo.add %29, %36 : tensor<128x1xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %39 = stablehlo.add %35, %38 : tensor<128x1xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %41 = stablehlo.add %39, %40 : tensor<128x1xui32>
      %42 = stablehlo.add %37, %41 : tensor<128x1xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128x1xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128x1xui32>
      %47 = stablehlo.or %44, %46 : tensor<128x1xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128x1xui32>
      %49 = stablehlo.add %42, %48 : tensor<128x1xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128x1xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128x1xui32>
      %54 = stablehlo.or %51, %53 : tensor<128x1xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128x1xui32>
      %56 = stablehlo.add %49, %55 : tensor<128x1xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128x1xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128x1xui32>
      %61 = stablehlo.or %58, %60 : tensor<128x1xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128x1xui32>
      %63 = stablehlo.add %56, %62 : tensor<128x1xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128x1xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128x1xui32>
      %68 = stablehlo.or %65, %67 : tensor<128x1xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128x1xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %71 = stablehlo.add %63, %70 : tensor<128x1xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %73 = stablehlo.add %69, %72 : tensor<128x1xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %75 = stablehlo.add %73, %74 : tensor<128x1xui32>
      %76 = stablehlo.add %71, %75 : tensor<128x1xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x1xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128x1xui32>
      %81 = stablehlo.or %78, %80 : tensor<128x1xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128x1xui32>
      %83 = stablehlo.add %76, %82 : tensor<128x1xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128x1xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128x1xui32>
      %88 = stablehlo.or %85, %87 : tensor<128x1xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128x1xui32>
      %90 = stablehlo.add %83, %89 : tensor<128x1xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128x1xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128x1xui32>
      %95 = stablehlo.or %92, %94 : tensor<128x1xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128x1xui32>
      %97 = stablehlo.add %90, %96 : tensor<128x1xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128x1xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128x1xui32>
      %102 = stablehlo.or %99, %101 : tensor<128x1xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128x1xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %105 = stablehlo.add %97, %104 : tensor<128x1xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %107 = stablehlo.add %103, %106 : tensor<128x1xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %109 = stablehlo.add %107, %108 : tensor<128x1xui32>
      %110 = stablehlo.add %105, %109 : tensor<128x1xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128x1xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128x1xui32>
      %115 = stablehlo.or %112, %114 : tensor<128x1xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128x1xui32>
      %117 = stablehlo.add %110, %116 : tensor<128x1xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128x1xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128x1xui32>
      %122 = stablehlo.or %119, %121 : tensor<128x1xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128x1xui32>
      %124 = stablehlo.add %117, %123 : tensor<128x1xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128x1xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128x1xui32>
      %129 = stablehlo.or %126, %128 : tensor<128x1xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128x1xui32>
      %131 = stablehlo.add %124, %130 : tensor<128x1xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128x1xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128x1xui32>
      %136 = stablehlo.or %133, %135 : tensor<128x1xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128x1xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %139 = stablehlo.add %131, %138 : tensor<128x1xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %141 = stablehlo.add %137, %140 : tensor<128x1xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %143 = stablehlo.add %141, %142 : tensor<128x1xui32>
      %144 = stablehlo.add %139, %143 : tensor<128x1xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128x1xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128x1xui32>
      %149 = stablehlo.or %146, %148 : tensor<128x1xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128x1xui32>
      %151 = stablehlo.add %144, %150 : tensor<128x1xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128x1xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128x1xui32>
      %156 = stablehlo.or %153, %155 : tensor<128x1xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128x1xui32>
      %158 = stablehlo.add %151, %157 : tensor<128x1xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128x1xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128x1xui32>
      %163 = stablehlo.or %160, %162 : tensor<128x1xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128x1xui32>
      %165 = stablehlo.add %158, %164 : tensor<128x1xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128x1xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128x1xui32>
      %170 = stablehlo.or %167, %169 : tensor<128x1xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128x1xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %173 = stablehlo.add %165, %172 : tensor<128x1xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %175 = stablehlo.add %171, %174 : tensor<128x1xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %177 = stablehlo.add %175, %176 : tensor<128x1xui32>
      stablehlo.return %173, %177 : tensor<128x1xui32>, tensor<128x1xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x1xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x1xui32>
      %8 = stablehlo.add %5, %7 : tensor<128x1xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128x1xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128x1xui32>
      %13 = stablehlo.or %10, %12 : tensor<128x1xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128x1xui32>
      %15 = stablehlo.add %8, %14 : tensor<128x1xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128x1xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128x1xui32>
      %20 = stablehlo.or %17, %19 : tensor<128x1xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128x1xui32>
      %22 = stablehlo.add %15, %21 : tensor<128x1xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128x1xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128x1xui32>
      %27 = stablehlo.or %24, %26 : tensor<128x1xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128x1xui32>
      %29 = stablehlo.add %22, %28 : tensor<128x1xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128x1xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128x1xui32>
      %34 = stablehlo.or %31, %33 : tensor<128x1xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128x1xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %37 = stablehlo.add %29, %36 : tensor<128x1xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %39 = stablehlo.add %35, %38 : tensor<128x1xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %41 = stablehlo.add %39, %40 : tensor<128x1xui32>
      %42 = stablehlo.add %37, %41 : tensor<128x1xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128x1xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128x1xui32>
      %47 = stablehlo.or %44, %46 : tensor<128x1xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128x1xui32>
      %49 = stablehlo.add %42, %48 : tensor<128x1xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128x1xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128x1xui32>
      %54 = stablehlo.or %51, %53 : tensor<128x1xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128x1xui32>
      %56 = stablehlo.add %49, %55 : tensor<128x1xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128x1xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128x1xui32>
      %61 = stablehlo.or %58, %60 : tensor<128x1xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128x1xui32>
      %63 = stablehlo.add %56, %62 : tensor<128x1xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128x1xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128x1xui32>
      %68 = stablehlo.or %65, %67 : tensor<128x1xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128x1xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %71 = stablehlo.add %63, %70 : tensor<128x1xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %73 = stablehlo.add %69, %72 : tensor<128x1xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %75 = stablehlo.add %73, %74 : tensor<128x1xui32>
      %76 = stablehlo.add %71, %75 : tensor<128x1xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x1xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128x1xui32>
      %81 = stablehlo.or %78, %80 : tensor<128x1xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128x1xui32>
      %83 = stablehlo.add %76, %82 : tensor<128x1xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128x1xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128x1xui32>
      %88 = stablehlo.or %85, %87 : tensor<128x1xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128x1xui32>
      %90 = stablehlo.add %83, %89 : tensor<128x1xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128x1xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128x1xui32>
      %95 = stablehlo.or %92, %94 : tensor<128x1xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128x1xui32>
      %97 = stablehlo.add %90, %96 : tensor<128x1xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128x1xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128x1xui32>
      %102 = stablehlo.or %99, %101 : tensor<128x1xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128x1xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %105 = stablehlo.add %97, %104 : tensor<128x1xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %107 = stablehlo.add %103, %106 : tensor<128x1xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %109 = stablehlo.add %107, %108 : tensor<128x1xui32>
      %110 = stablehlo.add %105, %109 : tensor<128x1xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128x1xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128x1xui32>
      %115 = stablehlo.or %112, %114 : tensor<128x1xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128x1xui32>
      %117 = stablehlo.add %110, %116 : tensor<128x1xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128x1xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128x1xui32>
      %122 = stablehlo.or %119, %121 : tensor<128x1xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128x1xui32>
      %124 = stablehlo.add %117, %123 : tensor<128x1xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128x1xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128x1xui32>
      %129 = stablehlo.or %126, %128 : tensor<128x1xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128x1xui32>
      %131 = stablehlo.add %124, %130 : tensor<128x1xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128x1xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128x1xui32>
      %136 = stablehlo.or %133, %135 : tensor<128x1xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128x1xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %139 = stablehlo.add %131, %138 : tensor<128x1xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %141 = stablehlo.add %137, %140 : tensor<128x1xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %143 = stablehlo.add %141, %142 : tensor<128x1xui32>
      %144 = stablehlo.add %139, %143 : tensor<128x1xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128x1xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128x1xui32>
      %149 = stablehlo.or %146, %148 : tensor<128x1xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128x1xui32>
      %151 = stablehlo.add %144, %150 : tensor<128x1xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128x1xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128x1xui32>
      %156 = stablehlo.or %153, %155 : tensor<128x1xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128x1xui32>
      %158 = stablehlo.add %151, %157 : tensor<128x1xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128x1xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128x1xui32>
      %163 = stablehlo.or %160, %162 : tensor<128x1xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128x1xui32>
      %165 = stablehlo.add %158, %164 : tensor<128x1xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128x1xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128x1xui32>
      %170 = stablehlo.or %167, %169 : tensor<128x1xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128x1xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %173 = stablehlo.add %165, %172 : tensor<128x1xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %175 = stablehlo.add %171, %174 : tensor<128x1xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x1xui32>
      %177 = stablehlo.add %175, %176 : tensor<128x1xui32>
      stablehlo.return %173, %177 : tensor<128x1xui32>, tensor<128x1xui32>
    }) : (tensor<i32>) -> (tensor<128x1xui32>, tensor<128x1xui32>)
    return %1#0, %1#1 : tensor<128x1xui32>, tensor<128x1xui32>
  }
  func.func private @_threefry_split_17(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<2x2xui32> {
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
    %11:2 = call @threefry2x32_18(%arg0, %1, %3, %10, %9) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_18(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<2xui32>, %arg4: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
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
  func.func private @_normal_19(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x2x32x128xf32> {
    %0 = call @_normal_real_20(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2x32x128xf32>
    return %0 : tensor<3x2x32x128xf32>
  }
  func.func private @_normal_real_20(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x2x32x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<3x2x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x2x32x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<3x2x32x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<3x2x32x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<3x2x32x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<3x2x32x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<3x2x32x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<3x2x32x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<3x2x32x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<3x2x32x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<3x2x32x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<3x2x32x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<3x2x32x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<3x2x32x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<3x2x32x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<3x2x32x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<3x2x32x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<3x2x32x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<3x2x32x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<3x2x32x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<3x2x32x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<3x2x32x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<3x2x32x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_21(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x2x32x128xf32>
    %1 = stablehlo.negate %0 : tensor<3x2x32x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x2x32x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<3x2x32x128xf32>
    %4 = stablehlo.negate %3 : tensor<3x2x32x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>) -> tensor<3x2x32x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<3x2x32x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<3x2x32x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<3x2x32x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<3x2x32x128xi1>, tensor<3x2x32x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<3x2x32x128xi1>, tensor<3x2x32x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<3x2x32x128xi1>, tensor<3x2x32x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<3x2x32x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<3x2x32x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<3x2x32x128xi1>, tensor<3x2x32x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<3x2x32x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<3x2x32x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<3x2x32x128xi1>, tensor<3x2x32x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<3x2x32x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<3x2x32x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<3x2x32x128xi1>, tensor<3x2x32x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<3x2x32x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<3x2x32x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<3x2x32x128xi1>, tensor<3x2x32x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<3x2x32x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<3x2x32x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<3x2x32x128xi1>, tensor<3x2x32x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<3x2x32x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<3x2x32x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<3x2x32x128xi1>, tensor<3x2x32x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<3x2x32x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x2x32x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<3x2x32x128xi1>, tensor<3x2x32x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<3x2x32x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x2x32x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<3x2x32x128xf32>
    %36 = stablehlo.abs %0 : tensor<3x2x32x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>) -> tensor<3x2x32x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<3x2x32x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<3x2x32x128xi1>, tensor<3x2x32x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x2x32x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<3x2x32x128xf32>
    return %41 : tensor<3x2x32x128xf32>
  }
  func.func private @_uniform_21(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<3x2x32x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %c_4 = stablehlo.constant dense<4096> : tensor<ui64>
    %c_5 = stablehlo.constant dense<8192> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x2x32x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x2x32x128xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x2x32x128xui64>
    %9 = stablehlo.iota dim = 3 : tensor<3x2x32x128xui64>
    %10 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<3x2x32x128xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<3x2x32x128xui64>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<3x2x32x128xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<3x2x32x128xui64>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<3x2x32x128xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<3x2x32x128xui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3x2x32x128xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<3x2x32x128xui64>
    %18 = stablehlo.add %11, %13 : tensor<3x2x32x128xui64>
    %19 = stablehlo.add %18, %15 : tensor<3x2x32x128xui64>
    %20 = stablehlo.add %19, %17 : tensor<3x2x32x128xui64>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x2x32x128xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<3x2x32x128xui64>
    %23 = stablehlo.convert %20 : (tensor<3x2x32x128xui64>) -> tensor<3x2x32x128xui32>
    %24 = stablehlo.convert %22 : (tensor<3x2x32x128xui64>) -> tensor<3x2x32x128xui32>
    %25:2 = call @threefry2x32_22(%arg0, %3, %5, %24, %23) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<3x2x32x128xui32>, tensor<3x2x32x128xui32>) -> (tensor<3x2x32x128xui32>, tensor<3x2x32x128xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<3x2x32x128xui32>
    %27 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<3x2x32x128xui32>
    %29 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
    %30 = stablehlo.or %28, %29 : tensor<3x2x32x128xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<3x2x32x128xui32>) -> tensor<3x2x32x128xf32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2x32x128xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<3x2x32x128xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x2x32x128xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<3x2x32x128xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x2x32x128xf32>
    %38 = stablehlo.add %36, %37 : tensor<3x2x32x128xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x2x32x128xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<3x2x32x128xf32>
    return %40 : tensor<3x2x32x128xf32>
  }
  func.func private @threefry2x32_22(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<3x2x32x128xui32>, %arg4: tensor<3x2x32x128xui32>) -> (tensor<3x2x32x128xui32>, tensor<3x2x32x128xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x2x32x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x2x32x128xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<3x2x32x128xui32>, tensor<3x2x32x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<3x2x32x128xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<3x2x32x128xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<3x2x32x128xui32>
        %24 = stablehlo.or %20, %23 : tensor<3x2x32x128xui32>
        %25 = stablehlo.xor %18, %24 : tensor<3x2x32x128xui32>
        %26 = stablehlo.add %18, %25 : tensor<3x2x32x128xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<3x2x32x128xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<3x2x32x128xui32>
        %32 = stablehlo.or %28, %31 : tensor<3x2x32x128xui32>
        %33 = stablehlo.xor %26, %32 : tensor<3x2x32x128xui32>
        %34 = stablehlo.add %26, %33 : tensor<3x2x32x128xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<3x2x32x128xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<3x2x32x128xui32>
        %40 = stablehlo.or %36, %39 : tensor<3x2x32x128xui32>
        %41 = stablehlo.xor %34, %40 : tensor<3x2x32x128xui32>
        %42 = stablehlo.add %34, %41 : tensor<3x2x32x128xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<3x2x32x128xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<3x2x32x128xui32>
        %48 = stablehlo.or %44, %47 : tensor<3x2x32x128xui32>
        %49 = stablehlo.xor %42, %48 : tensor<3x2x32x128xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
        %51 = stablehlo.add %42, %50 : tensor<3x2x32x128xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
        %53 = stablehlo.add %49, %52 : tensor<3x2x32x128xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
        %57 = stablehlo.add %53, %56 : tensor<3x2x32x128xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<3x2x32x128xui32>, tensor<3x2x32x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<3x2x32x128xui32>, tensor<3x2x32x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x2x32x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x2x32x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<3x2x32x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3x2x32x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3x2x32x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<3x2x32x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3x2x32x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<3x2x32x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3x2x32x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3x2x32x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<3x2x32x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3x2x32x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<3x2x32x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3x2x32x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3x2x32x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<3x2x32x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3x2x32x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<3x2x32x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3x2x32x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3x2x32x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<3x2x32x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3x2x32x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<3x2x32x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<3x2x32x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<3x2x32x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<3x2x32x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3x2x32x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3x2x32x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<3x2x32x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3x2x32x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<3x2x32x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3x2x32x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3x2x32x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<3x2x32x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3x2x32x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<3x2x32x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3x2x32x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3x2x32x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<3x2x32x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3x2x32x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<3x2x32x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3x2x32x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3x2x32x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<3x2x32x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3x2x32x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<3x2x32x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<3x2x32x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<3x2x32x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<3x2x32x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x2x32x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3x2x32x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<3x2x32x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3x2x32x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<3x2x32x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3x2x32x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3x2x32x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<3x2x32x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3x2x32x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<3x2x32x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3x2x32x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3x2x32x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<3x2x32x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3x2x32x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<3x2x32x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3x2x32x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3x2x32x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<3x2x32x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3x2x32x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<3x2x32x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<3x2x32x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<3x2x32x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<3x2x32x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3x2x32x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3x2x32x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<3x2x32x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3x2x32x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<3x2x32x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3x2x32x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3x2x32x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<3x2x32x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3x2x32x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<3x2x32x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3x2x32x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3x2x32x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<3x2x32x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3x2x32x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<3x2x32x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3x2x32x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3x2x32x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<3x2x32x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3x2x32x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<3x2x32x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<3x2x32x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<3x2x32x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<3x2x32x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3x2x32x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3x2x32x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<3x2x32x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3x2x32x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<3x2x32x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3x2x32x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3x2x32x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<3x2x32x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3x2x32x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<3x2x32x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3x2x32x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3x2x32x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<3x2x32x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3x2x32x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<3x2x32x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3x2x32x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3x2x32x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<3x2x32x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3x2x32x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<3x2x32x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<3x2x32x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<3x2x32x128xui32>
      stablehlo.return %173, %177 : tensor<3x2x32x128xui32>, tensor<3x2x32x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x2x32x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x2x32x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<3x2x32x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3x2x32x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3x2x32x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<3x2x32x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3x2x32x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<3x2x32x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3x2x32x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3x2x32x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<3x2x32x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3x2x32x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<3x2x32x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3x2x32x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3x2x32x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<3x2x32x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3x2x32x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<3x2x32x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3x2x32x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3x2x32x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<3x2x32x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3x2x32x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<3x2x32x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<3x2x32x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<3x2x32x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<3x2x32x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3x2x32x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3x2x32x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<3x2x32x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3x2x32x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<3x2x32x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3x2x32x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3x2x32x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<3x2x32x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3x2x32x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<3x2x32x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3x2x32x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3x2x32x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<3x2x32x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3x2x32x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<3x2x32x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3x2x32x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3x2x32x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<3x2x32x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3x2x32x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<3x2x32x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<3x2x32x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<3x2x32x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<3x2x32x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x2x32x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3x2x32x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<3x2x32x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3x2x32x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<3x2x32x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3x2x32x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3x2x32x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<3x2x32x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3x2x32x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<3x2x32x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3x2x32x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3x2x32x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<3x2x32x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3x2x32x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<3x2x32x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3x2x32x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3x2x32x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<3x2x32x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3x2x32x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<3x2x32x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<3x2x32x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<3x2x32x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<3x2x32x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3x2x32x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3x2x32x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<3x2x32x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3x2x32x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<3x2x32x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3x2x32x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3x2x32x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<3x2x32x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3x2x32x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<3x2x32x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3x2x32x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3x2x32x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<3x2x32x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3x2x32x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<3x2x32x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3x2x32x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3x2x32x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<3x2x32x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3x2x32x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<3x2x32x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<3x2x32x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<3x2x32x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<3x2x32x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3x2x32x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3x2x32x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<3x2x32x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3x2x32x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<3x2x32x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3x2x32x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3x2x32x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<3x2x32x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3x2x32x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<3x2x32x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3x2x32x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3x2x32x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<3x2x32x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3x2x32x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<3x2x32x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3x2x32x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3x2x32x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<3x2x32x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3x2x32x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<3x2x32x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<3x2x32x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x2x32x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<3x2x32x128xui32>
      stablehlo.return %173, %177 : tensor<3x2x32x128xui32>, tensor<3x2x32x128xui32>
    }) : (tensor<i32>) -> (tensor<3x2x32x128xui32>, tensor<3x2x32x128xui32>)
    return %1#0, %1#1 : tensor<3x2x32x128xui32>, tensor<3x2x32x128xui32>
  }
}
