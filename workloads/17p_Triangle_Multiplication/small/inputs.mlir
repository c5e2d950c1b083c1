module @jit_inputs attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>) -> (tensor<64x64x64xbf16> {jax.result_info = "result[0]"}, tensor<64x64x1xbf16> {jax.result_info = "result[1]"}, tensor<64x64xbf16> {jax.result_info = "result[2]"}, tensor<64x64xbf16> {jax.result_info = "result[3]"}, tensor<64x64xbf16> {jax.result_info = "result[4]"}, tensor<64x64xbf16> {jax.result_info = "result[5]"}, tensor<64x64xbf16> {jax.result_info = "result[6]"}, tensor<64x64xbf16> {jax.result_info = "result[7]"}, tensor<64xbf16> {jax.result_info = "result[8]"}) {
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.0282842703> : tensor<f32>
    %cst_4 = stablehlo.constant dense<9.800000e-01> : tensor<f32>
    %c = stablehlo.constant dense<65> : tensor<i32>
    %c_5 = stablehlo.constant dense<48> : tensor<i32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %0 = call @clip(%arg0, %arg2, %c_7, %c_8) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.clamp %c_7, %0, %c_8 : tensor<i32>
    %2:9 = "stablehlo.case"(%1) ({
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<10x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64x64xf32>
      %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %8 = stablehlo.multiply %6, %7 : tensor<64x64x64xf32>
      %9 = stablehlo.convert %8 : (tensor<64x64x64xf32>) -> tensor<64x64x64xbf16>
      %10 = stablehlo.slice %3 [1:2, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
      %12 = func.call @_randint(%arg0, %11, %c_5, %c) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %13 = stablehlo.iota dim = 0 : tensor<64xi32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
      %15 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
      %16 = stablehlo.compare LT, %14, %15, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
      %17 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
      %18 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
      %19 = stablehlo.compare LT, %17, %18, SIGNED : (tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi1>
      %20 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<64x1xi1>) -> tensor<64x64xi1>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<64x64xi1>
      %22 = stablehlo.and %20, %21 : tensor<64x64xi1>
      %23 = stablehlo.slice %3 [2:3, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %24 = stablehlo.reshape %23 : (tensor<1x2xui32>) -> tensor<2xui32>
      %25 = func.call @_bernoulli(%arg0, %24, %cst_4) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<64x64xi1>
      %26 = stablehlo.and %22, %25 : tensor<64x64xi1>
      %27 = stablehlo.convert %26 : (tensor<64x64xi1>) -> tensor<64x64xbf16>
      %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<64x64xbf16>) -> tensor<64x64x1xbf16>
      %29 = stablehlo.slice %3 [3:9, 0:2] : (tensor<10x2xui32>) -> tensor<6x2xui32>
      %30 = stablehlo.slice %29 [0:1, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %31 = stablehlo.reshape %30 : (tensor<1x2xui32>) -> tensor<2xui32>
      %32 = stablehlo.slice %29 [1:2, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %33 = stablehlo.reshape %32 : (tensor<1x2xui32>) -> tensor<2xui32>
      %34 = stablehlo.slice %29 [2:3, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %35 = stablehlo.reshape %34 : (tensor<1x2xui32>) -> tensor<2xui32>
      %36 = stablehlo.slice %29 [3:4, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %37 = stablehlo.reshape %36 : (tensor<1x2xui32>) -> tensor<2xui32>
      %38 = stablehlo.slice %29 [4:5, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %39 = stablehlo.reshape %38 : (tensor<1x2xui32>) -> tensor<2xui32>
      %40 = stablehlo.slice %29 [5:6, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %41 = stablehlo.reshape %40 : (tensor<1x2xui32>) -> tensor<2xui32>
      %42 = func.call @_normal_4(%arg0, %31) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %43 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %44 = stablehlo.multiply %42, %43 : tensor<64x64xf32>
      %45 = stablehlo.convert %44 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %46 = func.call @_normal_4(%arg0, %33) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %47 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %48 = stablehlo.multiply %46, %47 : tensor<64x64xf32>
      %49 = stablehlo.convert %48 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %50 = func.call @_normal_4(%arg0, %35) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %51 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %52 = stablehlo.multiply %50, %51 : tensor<64x64xf32>
      %53 = stablehlo.convert %52 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %54 = func.call @_normal_4(%arg0, %37) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %55 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %56 = stablehlo.multiply %54, %55 : tensor<64x64xf32>
      %57 = stablehlo.convert %56 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %58 = func.call @_normal_4(%arg0, %39) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %59 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %60 = stablehlo.multiply %58, %59 : tensor<64x64xf32>
      %61 = stablehlo.convert %60 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %62 = func.call @_normal_4(%arg0, %41) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %63 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %64 = stablehlo.multiply %62, %63 : tensor<64x64xf32>
      %65 = stablehlo.convert %64 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %66 = stablehlo.slice %3 [9:10, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %67 = stablehlo.reshape %66 : (tensor<1x2xui32>) -> tensor<2xui32>
      %68 = func.call @_normal_7(%arg0, %67) : (tensor<i32>, tensor<2xui32>) -> tensor<64xf32>
      %69 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %70 = stablehlo.multiply %68, %69 : tensor<64xf32>
      %71 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %72 = stablehlo.add %71, %70 : tensor<64xf32>
      %73 = stablehlo.convert %72 : (tensor<64xf32>) -> tensor<64xbf16>
      stablehlo.return %9, %28, %45, %49, %53, %57, %61, %65, %73 : tensor<64x64x64xbf16>, tensor<64x64x1xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<10x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = func.call @_threefry_split_2(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %7 = stablehlo.slice %6 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %8 = stablehlo.reshape %7 : (tensor<1x2xui32>) -> tensor<2xui32>
      %9 = stablehlo.slice %6 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %10 = stablehlo.reshape %9 : (tensor<1x2xui32>) -> tensor<2xui32>
      %11 = func.call @_normal_10(%arg0, %10) : (tensor<i32>, tensor<2xui32>) -> tensor<3x64x64x64xf32>
      %12 = stablehlo.multiply %11, %11 : tensor<3x64x64x64xf32>
      %13 = func.call @_normal(%arg0, %8) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64x64xf32>
      %14 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<3x64x64x64xf32>, tensor<f32>) -> tensor<64x64x64xf32>
      %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %16 = stablehlo.divide %15, %14 : tensor<64x64x64xf32>
      %17 = stablehlo.sqrt %16 : tensor<64x64x64xf32>
      %18 = stablehlo.multiply %13, %17 : tensor<64x64x64xf32>
      %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %20 = stablehlo.multiply %18, %19 : tensor<64x64x64xf32>
      %21 = stablehlo.convert %20 : (tensor<64x64x64xf32>) -> tensor<64x64x64xbf16>
      %22 = stablehlo.slice %3 [1:2, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %23 = stablehlo.reshape %22 : (tensor<1x2xui32>) -> tensor<2xui32>
      %24 = func.call @_randint(%arg0, %23, %c_5, %c) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %25 = stablehlo.iota dim = 0 : tensor<64xi32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
      %27 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
      %28 = stablehlo.compare LT, %26, %27, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
      %29 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
      %30 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
      %31 = stablehlo.compare LT, %29, %30, SIGNED : (tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi1>
      %32 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<64x1xi1>) -> tensor<64x64xi1>
      %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<64x64xi1>
      %34 = stablehlo.and %32, %33 : tensor<64x64xi1>
      %35 = stablehlo.slice %3 [2:3, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %36 = stablehlo.reshape %35 : (tensor<1x2xui32>) -> tensor<2xui32>
      %37 = func.call @_bernoulli(%arg0, %36, %cst_4) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<64x64xi1>
      %38 = stablehlo.and %34, %37 : tensor<64x64xi1>
      %39 = stablehlo.convert %38 : (tensor<64x64xi1>) -> tensor<64x64xbf16>
      %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<64x64xbf16>) -> tensor<64x64x1xbf16>
      %41 = stablehlo.slice %3 [3:9, 0:2] : (tensor<10x2xui32>) -> tensor<6x2xui32>
      %42 = stablehlo.slice %41 [0:1, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %43 = stablehlo.reshape %42 : (tensor<1x2xui32>) -> tensor<2xui32>
      %44 = stablehlo.slice %41 [1:2, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %45 = stablehlo.reshape %44 : (tensor<1x2xui32>) -> tensor<2xui32>
      %46 = stablehlo.slice %41 [2:3, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %47 = stablehlo.reshape %46 : (tensor<1x2xui32>) -> tensor<2xui32>
      %48 = stablehlo.slice %41 [3:4, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %49 = stablehlo.reshape %48 : (tensor<1x2xui32>) -> tensor<2xui32>
      %50 = stablehlo.slice %41 [4:5, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %51 = stablehlo.reshape %50 : (tensor<1x2xui32>) -> tensor<2xui32>
      %52 = stablehlo.slice %41 [5:6, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %53 = stablehlo.reshape %52 : (tensor<1x2xui32>) -> tensor<2xui32>
      %54 = func.call @_normal_4(%arg0, %43) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %55 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %56 = stablehlo.multiply %54, %55 : tensor<64x64xf32>
      %57 = stablehlo.convert %56 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %58 = func.call @_normal_4(%arg0, %45) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %59 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %60 = stablehlo.multiply %58, %59 : tensor<64x64xf32>
      %61 = stablehlo.convert %60 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %62 = func.call @_normal_4(%arg0, %47) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %63 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %64 = stablehlo.multiply %62, %63 : tensor<64x64xf32>
      %65 = stablehlo.convert %64 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %66 = func.call @_normal_4(%arg0, %49) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %67 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %68 = stablehlo.multiply %66, %67 : tensor<64x64xf32>
      %69 = stablehlo.convert %68 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %70 = func.call @_normal_4(%arg0, %51) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %71 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %72 = stablehlo.multiply %70, %71 : tensor<64x64xf32>
      %73 = stablehlo.convert %72 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %74 = func.call @_normal_4(%arg0, %53) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %75 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %76 = stablehlo.multiply %74, %75 : tensor<64x64xf32>
      %77 = stablehlo.convert %76 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %78 = stablehlo.slice %3 [9:10, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %79 = stablehlo.reshape %78 : (tensor<1x2xui32>) -> tensor<2xui32>
      %80 = func.call @_normal_7(%arg0, %79) : (tensor<i32>, tensor<2xui32>) -> tensor<64xf32>
      %81 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %82 = stablehlo.multiply %80, %81 : tensor<64xf32>
      %83 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %84 = stablehlo.add %83, %82 : tensor<64xf32>
      %85 = stablehlo.convert %84 : (tensor<64xf32>) -> tensor<64xbf16>
      stablehlo.return %21, %40, %57, %61, %65, %69, %73, %77, %85 : tensor<64x64x64xbf16>, tensor<64x64x1xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<10x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64x64xf32>
      %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %8 = stablehlo.multiply %6, %7 : tensor<64x64x64xf32>
      %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %10 = stablehlo.multiply %8, %9 : tensor<64x64x64xf32>
      %11 = stablehlo.convert %10 : (tensor<64x64x64xf32>) -> tensor<64x64x64xbf16>
      %12 = stablehlo.slice %3 [1:2, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
      %14 = func.call @_randint(%arg0, %13, %c_5, %c) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %15 = stablehlo.iota dim = 0 : tensor<64xi32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
      %17 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
      %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
      %19 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
      %21 = stablehlo.compare LT, %19, %20, SIGNED : (tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi1>
      %22 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<64x1xi1>) -> tensor<64x64xi1>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<64x64xi1>
      %24 = stablehlo.and %22, %23 : tensor<64x64xi1>
      %25 = stablehlo.slice %3 [2:3, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %26 = stablehlo.reshape %25 : (tensor<1x2xui32>) -> tensor<2xui32>
      %27 = func.call @_bernoulli(%arg0, %26, %cst_4) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<64x64xi1>
      %28 = stablehlo.and %24, %27 : tensor<64x64xi1>
      %29 = stablehlo.convert %28 : (tensor<64x64xi1>) -> tensor<64x64xbf16>
      %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<64x64xbf16>) -> tensor<64x64x1xbf16>
      %31 = stablehlo.slice %3 [3:9, 0:2] : (tensor<10x2xui32>) -> tensor<6x2xui32>
      %32 = stablehlo.slice %31 [0:1, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %33 = stablehlo.reshape %32 : (tensor<1x2xui32>) -> tensor<2xui32>
      %34 = stablehlo.slice %31 [1:2, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %35 = stablehlo.reshape %34 : (tensor<1x2xui32>) -> tensor<2xui32>
      %36 = stablehlo.slice %31 [2:3, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %37 = stablehlo.reshape %36 : (tensor<1x2xui32>) -> tensor<2xui32>
      %38 = stablehlo.slice %31 [3:4, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %39 = stablehlo.reshape %38 : (tensor<1x2xui32>) -> tensor<2xui32>
      %40 = stablehlo.slice %31 [4:5, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %41 = stablehlo.reshape %40 : (tensor<1x2xui32>) -> tensor<2xui32>
      %42 = stablehlo.slice %31 [5:6, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %43 = stablehlo.reshape %42 : (tensor<1x2xui32>) -> tensor<2xui32>
      %44 = func.call @_normal_4(%arg0, %33) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %45 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %46 = stablehlo.multiply %44, %45 : tensor<64x64xf32>
      %47 = stablehlo.convert %46 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %48 = func.call @_normal_4(%arg0, %35) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %49 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %50 = stablehlo.multiply %48, %49 : tensor<64x64xf32>
      %51 = stablehlo.convert %50 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %52 = func.call @_normal_4(%arg0, %37) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %53 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %54 = stablehlo.multiply %52, %53 : tensor<64x64xf32>
      %55 = stablehlo.convert %54 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %56 = func.call @_normal_4(%arg0, %39) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %57 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %58 = stablehlo.multiply %56, %57 : tensor<64x64xf32>
      %59 = stablehlo.convert %58 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %60 = func.call @_normal_4(%arg0, %41) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %61 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %62 = stablehlo.multiply %60, %61 : tensor<64x64xf32>
      %63 = stablehlo.convert %62 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %64 = func.call @_normal_4(%arg0, %43) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %65 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %66 = stablehlo.multiply %64, %65 : tensor<64x64xf32>
      %67 = stablehlo.convert %66 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %68 = stablehlo.slice %3 [9:10, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %69 = stablehlo.reshape %68 : (tensor<1x2xui32>) -> tensor<2xui32>
      %70 = func.call @_normal_7(%arg0, %69) : (tensor<i32>, tensor<2xui32>) -> tensor<64xf32>
      %71 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %72 = stablehlo.multiply %70, %71 : tensor<64xf32>
      %73 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %74 = stablehlo.add %73, %72 : tensor<64xf32>
      %75 = stablehlo.convert %74 : (tensor<64xf32>) -> tensor<64xbf16>
      stablehlo.return %11, %30, %47, %51, %55, %59, %63, %67, %75 : tensor<64x64x64xbf16>, tensor<64x64x1xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<10x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64x64xf32>
      %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %8 = stablehlo.multiply %6, %7 : tensor<64x64x64xf32>
      %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %10 = stablehlo.add %8, %9 : tensor<64x64x64xf32>
      %11 = stablehlo.convert %10 : (tensor<64x64x64xf32>) -> tensor<64x64x64xbf16>
      %12 = stablehlo.slice %3 [1:2, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
      %14 = func.call @_randint(%arg0, %13, %c_5, %c) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %15 = stablehlo.iota dim = 0 : tensor<64xi32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
      %17 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
      %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
      %19 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
      %21 = stablehlo.compare LT, %19, %20, SIGNED : (tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi1>
      %22 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<64x1xi1>) -> tensor<64x64xi1>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<64x64xi1>
      %24 = stablehlo.and %22, %23 : tensor<64x64xi1>
      %25 = stablehlo.slice %3 [2:3, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %26 = stablehlo.reshape %25 : (tensor<1x2xui32>) -> tensor<2xui32>
      %27 = func.call @_bernoulli(%arg0, %26, %cst_4) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<64x64xi1>
      %28 = stablehlo.and %24, %27 : tensor<64x64xi1>
      %29 = stablehlo.convert %28 : (tensor<64x64xi1>) -> tensor<64x64xbf16>
      %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<64x64xbf16>) -> tensor<64x64x1xbf16>
      %31 = stablehlo.slice %3 [3:9, 0:2] : (tensor<10x2xui32>) -> tensor<6x2xui32>
      %32 = stablehlo.slice %31 [0:1, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %33 = stablehlo.reshape %32 : (tensor<1x2xui32>) -> tensor<2xui32>
      %34 = stablehlo.slice %31 [1:2, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %35 = stablehlo.reshape %34 : (tensor<1x2xui32>) -> tensor<2xui32>
      %36 = stablehlo.slice %31 [2:3, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %37 = stablehlo.reshape %36 : (tensor<1x2xui32>) -> tensor<2xui32>
      %38 = stablehlo.slice %31 [3:4, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %39 = stablehlo.reshape %38 : (tensor<1x2xui32>) -> tensor<2xui32>
      %40 = stablehlo.slice %31 [4:5, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %41 = stablehlo.reshape %40 : (tensor<1x2xui32>) -> tensor<2xui32>
      %42 = stablehlo.slice %31 [5:6, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
      %43 = stablehlo.reshape %42 : (tensor<1x2xui32>) -> tensor<2xui32>
      %44 = func.call @_normal_4(%arg0, %33) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %45 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %46 = stablehlo.multiply %44, %45 : tensor<64x64xf32>
      %47 = stablehlo.convert %46 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %48 = func.call @_normal_4(%arg0, %35) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %49 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %50 = stablehlo.multiply %48, %49 : tensor<64x64xf32>
      %51 = stablehlo.convert %50 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %52 = func.call @_normal_4(%arg0, %37) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %53 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %54 = stablehlo.multiply %52, %53 : tensor<64x64xf32>
      %55 = stablehlo.convert %54 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %56 = func.call @_normal_4(%arg0, %39) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %57 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %58 = stablehlo.multiply %56, %57 : tensor<64x64xf32>
      %59 = stablehlo.convert %58 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %60 = func.call @_normal_4(%arg0, %41) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %61 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %62 = stablehlo.multiply %60, %61 : tensor<64x64xf32>
      %63 = stablehlo.convert %62 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %64 = func.call @_normal_4(%arg0, %43) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
      %65 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %66 = stablehlo.multiply %64, %65 : tensor<64x64xf32>
      %67 = stablehlo.convert %66 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %68 = stablehlo.slice %3 [9:10, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %69 = stablehlo.reshape %68 : (tensor<1x2xui32>) -> tensor<2xui32>
      %70 = func.call @_normal_7(%arg0, %69) : (tensor<i32>, tensor<2xui32>) -> tensor<64xf32>
      %71 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %72 = stablehlo.multiply %70, %71 : tensor<64xf32>
      %73 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %74 = stablehlo.add %73, %72 : tensor<64xf32>
      %75 = stablehlo.convert %74 : (tensor<64xf32>) -> tensor<64xbf16>
      stablehlo.return %11, %30, %47, %51, %55, %59, %63, %67, %75 : tensor<64x64x64xbf16>, tensor<64x64x1xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>
    }) : (tensor<i32>) -> (tensor<64x64x64xbf16>, tensor<64x64x1xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>)
    return %2#0, %2#1, %2#2, %2#3, %2#4, %2#5, %2#6, %2#7, %2#8 : tensor<64x64x64xbf16>, tensor<64x64x1xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64xbf16>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg1 : tensor<i32>
    %2 = stablehlo.convert %arg3 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_threefry_split(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<10x2xui32> {
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
    %4 = stablehlo.iota dim = 0 : tensor<10xui64>
    %5 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<10xui64>
    %7 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<10xui64>
    %9 = stablehlo.convert %6 : (tensor<10xui64>) -> tensor<10xui32>
    %10 = stablehlo.convert %8 : (tensor<10xui64>) -> tensor<10xui32>
    %11 = stablehlo.xor %1, %3 : tensor<ui32>
    %12 = stablehlo.xor %11, %c_3 : tensor<ui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %14 = stablehlo.add %10, %13 : tensor<10xui32>
    %15 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %16 = stablehlo.add %9, %15 : tensor<10xui32>
    %17:9 = stablehlo.while(%iterArg = %c_2, %iterArg_8 = %c_2, %iterArg_9 = %14, %iterArg_10 = %16, %iterArg_11 = %3, %iterArg_12 = %12, %iterArg_13 = %1, %iterArg_14 = %c_5, %iterArg_15 = %c_4) : tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %30 = stablehlo.add %iterArg_9, %iterArg_10 : tensor<10xui32>
      %31 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %32 = stablehlo.shift_left %iterArg_10, %31 : tensor<10xui32>
      %33 = stablehlo.subtract %c, %23 : tensor<ui32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %35 = stablehlo.shift_right_logical %iterArg_10, %34 : tensor<10xui32>
      %36 = stablehlo.or %32, %35 : tensor<10xui32>
      %37 = stablehlo.xor %30, %36 : tensor<10xui32>
      %38 = stablehlo.add %30, %37 : tensor<10xui32>
      %39 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %40 = stablehlo.shift_left %37, %39 : tensor<10xui32>
      %41 = stablehlo.subtract %c, %25 : tensor<ui32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %43 = stablehlo.shift_right_logical %37, %42 : tensor<10xui32>
      %44 = stablehlo.or %40, %43 : tensor<10xui32>
      %45 = stablehlo.xor %38, %44 : tensor<10xui32>
      %46 = stablehlo.add %38, %45 : tensor<10xui32>
      %47 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %48 = stablehlo.shift_left %45, %47 : tensor<10xui32>
      %49 = stablehlo.subtract %c, %27 : tensor<ui32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %51 = stablehlo.shift_right_logical %45, %50 : tensor<10xui32>
      %52 = stablehlo.or %48, %51 : tensor<10xui32>
      %53 = stablehlo.xor %46, %52 : tensor<10xui32>
      %54 = stablehlo.add %46, %53 : tensor<10xui32>
      %55 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %56 = stablehlo.shift_left %53, %55 : tensor<10xui32>
      %57 = stablehlo.subtract %c, %29 : tensor<ui32>
      %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %59 = stablehlo.shift_right_logical %53, %58 : tensor<10xui32>
      %60 = stablehlo.or %56, %59 : tensor<10xui32>
      %61 = stablehlo.xor %54, %60 : tensor<10xui32>
      %62 = stablehlo.broadcast_in_dim %iterArg_11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %63 = stablehlo.add %54, %62 : tensor<10xui32>
      %64 = stablehlo.broadcast_in_dim %iterArg_12, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %65 = stablehlo.add %61, %64 : tensor<10xui32>
      %66 = stablehlo.add %iterArg_8, %c_0 : tensor<i32>
      %67 = stablehlo.convert %66 : (tensor<i32>) -> tensor<ui32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %69 = stablehlo.add %65, %68 : tensor<10xui32>
      %70 = stablehlo.add %iterArg, %c_0 : tensor<i32>
      stablehlo.return %70, %21, %63, %69, %iterArg_12, %iterArg_13, %iterArg_11, %iterArg_15, %iterArg_14 : tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %18 = stablehlo.broadcast_in_dim %17#2, dims = [0] : (tensor<10xui32>) -> tensor<10x1xui32>
    %19 = stablehlo.broadcast_in_dim %17#3, dims = [0] : (tensor<10xui32>) -> tensor<10x1xui32>
    %20 = stablehlo.concatenate %18, %19, dim = 1 : (tensor<10x1xui32>, tensor<10x1xui32>) -> tensor<10x2xui32>
    return %20 : tensor<10x2xui32>
  }
  func.func private @_normal(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<64x64x64xf32> {
    %0 = call @_normal_real(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64x64xf32>
    return %0 : tensor<64x64x64xf32>
  }
  func.func private @_normal_real(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<64x64x64xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<64x64x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<64x64x64xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<64x64x64xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<64x64x64xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<64x64x64xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<64x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<64x64x64xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<64x64x64xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<64x64x64xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<64x64x64xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<64x64x64xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<64x64x64xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<64x64x64xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<64x64x64xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<64x64x64xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<64x64x64xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<64x64x64xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<64x64x64xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<64x64x64xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<64x64x64xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<64x64x64xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<64x64x64xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<64x64x64xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64x64x64xf32>
    %1 = stablehlo.negate %0 : tensor<64x64x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<64x64x64xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<64x64x64xf32>
    %4 = stablehlo.negate %3 : tensor<64x64x64xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<64x64x64xf32>, tensor<64x64x64xf32>) -> tensor<64x64x64xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<64x64x64xf32>
    %7 = stablehlo.sqrt %4 : tensor<64x64x64xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<64x64x64xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<64x64x64xi1>, tensor<64x64x64xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<64x64x64xi1>, tensor<64x64x64xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<64x64x64xi1>, tensor<64x64x64xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<64x64x64xf32>
    %13 = stablehlo.add %11, %12 : tensor<64x64x64xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<64x64x64xi1>, tensor<64x64x64xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<64x64x64xf32>
    %16 = stablehlo.add %14, %15 : tensor<64x64x64xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<64x64x64xi1>, tensor<64x64x64xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<64x64x64xf32>
    %19 = stablehlo.add %17, %18 : tensor<64x64x64xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<64x64x64xi1>, tensor<64x64x64xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<64x64x64xf32>
    %22 = stablehlo.add %20, %21 : tensor<64x64x64xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<64x64x64xi1>, tensor<64x64x64xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<64x64x64xf32>
    %25 = stablehlo.add %23, %24 : tensor<64x64x64xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<64x64x64xi1>, tensor<64x64x64xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<64x64x64xf32>
    %28 = stablehlo.add %26, %27 : tensor<64x64x64xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<64x64x64xi1>, tensor<64x64x64xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<64x64x64xf32>
    %31 = stablehlo.add %29, %30 : tensor<64x64x64xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<64x64x64xi1>, tensor<64x64x64xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<64x64x64xf32>
    %34 = stablehlo.add %32, %33 : tensor<64x64x64xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<64x64x64xf32>
    %36 = stablehlo.abs %0 : tensor<64x64x64xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<64x64x64xf32>, tensor<64x64x64xf32>) -> tensor<64x64x64xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<64x64x64xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<64x64x64xi1>, tensor<64x64x64xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<64x64x64xf32>
    return %41 : tensor<64x64x64xf32>
  }
  func.func private @_uniform(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<64x64x64xf32> {
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
    %c_10 = stablehlo.constant dense<64> : tensor<ui64>
    %c_11 = stablehlo.constant dense<4096> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<64x64x64xui64>
    %7 = stablehlo.iota dim = 1 : tensor<64x64x64xui64>
    %8 = stablehlo.iota dim = 2 : tensor<64x64x64xui64>
    %9 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<64x64x64xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<64x64x64xui64>
    %11 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<64x64x64xui64>
    %12 = stablehlo.multiply %11, %7 : tensor<64x64x64xui64>
    %13 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<64x64x64xui64>
    %14 = stablehlo.multiply %13, %8 : tensor<64x64x64xui64>
    %15 = stablehlo.add %10, %12 : tensor<64x64x64xui64>
    %16 = stablehlo.add %15, %14 : tensor<64x64x64xui64>
    %17 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<64x64x64xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<64x64x64xui64>
    %19 = stablehlo.convert %16 : (tensor<64x64x64xui64>) -> tensor<64x64x64xui32>
    %20 = stablehlo.convert %18 : (tensor<64x64x64xui64>) -> tensor<64x64x64xui32>
    %21 = stablehlo.xor %3, %5 : tensor<ui32>
    %22 = stablehlo.xor %21, %c_5 : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
    %24 = stablehlo.add %20, %23 : tensor<64x64x64xui32>
    %25 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
    %26 = stablehlo.add %19, %25 : tensor<64x64x64xui32>
    %27:9 = stablehlo.while(%iterArg = %c_4, %iterArg_12 = %c_4, %iterArg_13 = %24, %iterArg_14 = %26, %iterArg_15 = %5, %iterArg_16 = %22, %iterArg_17 = %3, %iterArg_18 = %c_7, %iterArg_19 = %c_6) : tensor<i32>, tensor<i32>, tensor<64x64x64xui32>, tensor<64x64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %52 = stablehlo.add %iterArg_13, %iterArg_14 : tensor<64x64x64xui32>
      %53 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
      %54 = stablehlo.shift_left %iterArg_14, %53 : tensor<64x64x64xui32>
      %55 = stablehlo.subtract %c_1, %45 : tensor<ui32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
      %57 = stablehlo.shift_right_logical %iterArg_14, %56 : tensor<64x64x64xui32>
      %58 = stablehlo.or %54, %57 : tensor<64x64x64xui32>
      %59 = stablehlo.xor %52, %58 : tensor<64x64x64xui32>
      %60 = stablehlo.add %52, %59 : tensor<64x64x64xui32>
      %61 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
      %62 = stablehlo.shift_left %59, %61 : tensor<64x64x64xui32>
      %63 = stablehlo.subtract %c_1, %47 : tensor<ui32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
      %65 = stablehlo.shift_right_logical %59, %64 : tensor<64x64x64xui32>
      %66 = stablehlo.or %62, %65 : tensor<64x64x64xui32>
      %67 = stablehlo.xor %60, %66 : tensor<64x64x64xui32>
      %68 = stablehlo.add %60, %67 : tensor<64x64x64xui32>
      %69 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
      %70 = stablehlo.shift_left %67, %69 : tensor<64x64x64xui32>
      %71 = stablehlo.subtract %c_1, %49 : tensor<ui32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
      %73 = stablehlo.shift_right_logical %67, %72 : tensor<64x64x64xui32>
      %74 = stablehlo.or %70, %73 : tensor<64x64x64xui32>
      %75 = stablehlo.xor %68, %74 : tensor<64x64x64xui32>
      %76 = stablehlo.add %68, %75 : tensor<64x64x64xui32>
      %77 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<64x64x64xui32>
      %79 = stablehlo.subtract %c_1, %51 : tensor<ui32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
      %81 = stablehlo.shift_right_logical %75, %80 : tensor<64x64x64xui32>
      %82 = stablehlo.or %78, %81 : tensor<64x64x64xui32>
      %83 = stablehlo.xor %76, %82 : tensor<64x64x64xui32>
      %84 = stablehlo.broadcast_in_dim %iterArg_15, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
      %85 = stablehlo.add %76, %84 : tensor<64x64x64xui32>
      %86 = stablehlo.broadcast_in_dim %iterArg_16, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
      %87 = stablehlo.add %83, %86 : tensor<64x64x64xui32>
      %88 = stablehlo.add %iterArg_12, %c_2 : tensor<i32>
      %89 = stablehlo.convert %88 : (tensor<i32>) -> tensor<ui32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
      %91 = stablehlo.add %87, %90 : tensor<64x64x64xui32>
      %92 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %92, %43, %85, %91, %iterArg_16, %iterArg_17, %iterArg_15, %iterArg_19, %iterArg_18 : tensor<i32>, tensor<i32>, tensor<64x64x64xui32>, tensor<64x64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %28 = stablehlo.xor %27#2, %27#3 : tensor<64x64x64xui32>
    %29 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<64x64x64xui32>
    %31 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<64x64x64xui32>
    %32 = stablehlo.or %30, %31 : tensor<64x64x64xui32>
    %33 = stablehlo.bitcast_convert %32 : (tensor<64x64x64xui32>) -> tensor<64x64x64xf32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<64x64x64xf32>
    %36 = stablehlo.subtract %1, %0 : tensor<1x1x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<64x64x64xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<64x64x64xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<64x64x64xf32>
    %40 = stablehlo.add %38, %39 : tensor<64x64x64xf32>
    %41 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<64x64x64xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<64x64x64xf32>
    return %42 : tensor<64x64x64xf32>
  }
  func.func private @_randint(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<65536> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_6 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_8 = stablehlo.constant dense<0> : tensor<ui32>
    %c_9 = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_10 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %0 = call @clip_0(%arg0, %c_9, %c_10, %c_9) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.compare GT, %arg3, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @clip_1(%arg0, %arg2, %c_10, %c_9) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %4 = call @clip_1(%arg0, %arg3, %c_10, %c_9) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.convert %4 : tensor<i32>
    %6 = call @_threefry_split_2(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
    %7 = stablehlo.slice %6 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %8 = stablehlo.reshape %7 : (tensor<1x2xui32>) -> tensor<2xui32>
    %9 = stablehlo.slice %6 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %10 = stablehlo.reshape %9 : (tensor<1x2xui32>) -> tensor<2xui32>
    %11 = stablehlo.slice %8 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.slice %8 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.xor %12, %14 : tensor<ui32>
    %16 = stablehlo.xor %15, %c_5 : tensor<ui32>
    %17 = stablehlo.add %c_8, %12 : tensor<ui32>
    %18 = stablehlo.add %c_8, %14 : tensor<ui32>
    %19:9 = stablehlo.while(%iterArg = %c_4, %iterArg_11 = %c_4, %iterArg_12 = %17, %iterArg_13 = %18, %iterArg_14 = %14, %iterArg_15 = %16, %iterArg_16 = %12, %iterArg_17 = %c_7, %iterArg_18 = %c_6) : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %49 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %49 : tensor<i1>
    } do {
      %49 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %50 = stablehlo.slice %iterArg_17 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %51 = stablehlo.reshape %50 : (tensor<1xui32>) -> tensor<ui32>
      %52 = stablehlo.slice %iterArg_17 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %53 = stablehlo.reshape %52 : (tensor<1xui32>) -> tensor<ui32>
      %54 = stablehlo.slice %iterArg_17 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %55 = stablehlo.reshape %54 : (tensor<1xui32>) -> tensor<ui32>
      %56 = stablehlo.slice %iterArg_17 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %57 = stablehlo.reshape %56 : (tensor<1xui32>) -> tensor<ui32>
      %58 = stablehlo.add %iterArg_12, %iterArg_13 : tensor<ui32>
      %59 = stablehlo.shift_left %iterArg_13, %51 : tensor<ui32>
      %60 = stablehlo.subtract %c_1, %51 : tensor<ui32>
      %61 = stablehlo.shift_right_logical %iterArg_13, %60 : tensor<ui32>
      %62 = stablehlo.or %59, %61 : tensor<ui32>
      %63 = stablehlo.xor %58, %62 : tensor<ui32>
      %64 = stablehlo.add %58, %63 : tensor<ui32>
      %65 = stablehlo.shift_left %63, %53 : tensor<ui32>
      %66 = stablehlo.subtract %c_1, %53 : tensor<ui32>
      %67 = stablehlo.shift_right_logical %63, %66 : tensor<ui32>
      %68 = stablehlo.or %65, %67 : tensor<ui32>
      %69 = stablehlo.xor %64, %68 : tensor<ui32>
      %70 = stablehlo.add %64, %69 : tensor<ui32>
      %71 = stablehlo.shift_left %69, %55 : tensor<ui32>
      %72 = stablehlo.subtract %c_1, %55 : tensor<ui32>
      %73 = stablehlo.shift_right_logical %69, %72 : tensor<ui32>
      %74 = stablehlo.or %71, %73 : tensor<ui32>
      %75 = stablehlo.xor %70, %74 : tensor<ui32>
      %76 = stablehlo.add %70, %75 : tensor<ui32>
      %77 = stablehlo.shift_left %75, %57 : tensor<ui32>
      %78 = stablehlo.subtract %c_1, %57 : tensor<ui32>
      %79 = stablehlo.shift_right_logical %75, %78 : tensor<ui32>
      %80 = stablehlo.or %77, %79 : tensor<ui32>
      %81 = stablehlo.xor %76, %80 : tensor<ui32>
      %82 = stablehlo.add %76, %iterArg_14 : tensor<ui32>
      %83 = stablehlo.add %81, %iterArg_15 : tensor<ui32>
      %84 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %85 = stablehlo.convert %84 : (tensor<i32>) -> tensor<ui32>
      %86 = stablehlo.add %83, %85 : tensor<ui32>
      %87 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %87, %49, %82, %86, %iterArg_15, %iterArg_16, %iterArg_14, %iterArg_18, %iterArg_17 : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %20 = stablehlo.xor %19#2, %19#3 : tensor<ui32>
    %21 = stablehlo.slice %10 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.slice %10 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %24 = stablehlo.reshape %23 : (tensor<1xui32>) -> tensor<ui32>
    %25 = stablehlo.xor %22, %24 : tensor<ui32>
    %26 = stablehlo.xor %25, %c_5 : tensor<ui32>
    %27 = stablehlo.add %c_8, %22 : tensor<ui32>
    %28 = stablehlo.add %c_8, %24 : tensor<ui32>
    %29:9 = stablehlo.while(%iterArg = %c_4, %iterArg_11 = %c_4, %iterArg_12 = %27, %iterArg_13 = %28, %iterArg_14 = %24, %iterArg_15 = %26, %iterArg_16 = %22, %iterArg_17 = %c_7, %iterArg_18 = %c_6) : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %49 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %49 : tensor<i1>
    } do {
      %49 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %50 = stablehlo.slice %iterArg_17 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %51 = stablehlo.reshape %50 : (tensor<1xui32>) -> tensor<ui32>
      %52 = stablehlo.slice %iterArg_17 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %53 = stablehlo.reshape %52 : (tensor<1xui32>) -> tensor<ui32>
      %54 = stablehlo.slice %iterArg_17 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %55 = stablehlo.reshape %54 : (tensor<1xui32>) -> tensor<ui32>
      %56 = stablehlo.slice %iterArg_17 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %57 = stablehlo.reshape %56 : (tensor<1xui32>) -> tensor<ui32>
      %58 = stablehlo.add %iterArg_12, %iterArg_13 : tensor<ui32>
      %59 = stablehlo.shift_left %iterArg_13, %51 : tensor<ui32>
      %60 = stablehlo.subtract %c_1, %51 : tensor<ui32>
      %61 = stablehlo.shift_right_logical %iterArg_13, %60 : tensor<ui32>
      %62 = stablehlo.or %59, %61 : tensor<ui32>
      %63 = stablehlo.xor %58, %62 : tensor<ui32>
      %64 = stablehlo.add %58, %63 : tensor<ui32>
      %65 = stablehlo.shift_left %63, %53 : tensor<ui32>
      %66 = stablehlo.subtract %c_1, %53 : tensor<ui32>
      %67 = stablehlo.shift_right_logical %63, %66 : tensor<ui32>
      %68 = stablehlo.or %65, %67 : tensor<ui32>
      %69 = stablehlo.xor %64, %68 : tensor<ui32>
      %70 = stablehlo.add %64, %69 : tensor<ui32>
      %71 = stablehlo.shift_left %69, %55 : tensor<ui32>
      %72 = stablehlo.subtract %c_1, %55 : tensor<ui32>
      %73 = stablehlo.shift_right_logical %69, %72 : tensor<ui32>
      %74 = stablehlo.or %71, %73 : tensor<ui32>
      %75 = stablehlo.xor %70, %74 : tensor<ui32>
      %76 = stablehlo.add %70, %75 : tensor<ui32>
      %77 = stablehlo.shift_left %75, %57 : tensor<ui32>
      %78 = stablehlo.subtract %c_1, %57 : tensor<ui32>
      %79 = stablehlo.shift_right_logical %75, %78 : tensor<ui32>
      %80 = stablehlo.or %77, %79 : tensor<ui32>
      %81 = stablehlo.xor %76, %80 : tensor<ui32>
      %82 = stablehlo.add %76, %iterArg_14 : tensor<ui32>
      %83 = stablehlo.add %81, %iterArg_15 : tensor<ui32>
      %84 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %85 = stablehlo.convert %84 : (tensor<i32>) -> tensor<ui32>
      %86 = stablehlo.add %83, %85 : tensor<ui32>
      %87 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %87, %49, %82, %86, %iterArg_15, %iterArg_16, %iterArg_14, %iterArg_18, %iterArg_17 : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %30 = stablehlo.xor %29#2, %29#3 : tensor<ui32>
    %31 = stablehlo.subtract %5, %3 : tensor<i32>
    %32 = stablehlo.convert %31 : (tensor<i32>) -> tensor<ui32>
    %33 = stablehlo.compare LE, %5, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %34 = stablehlo.select %33, %c_0, %32 : tensor<i1>, tensor<ui32>
    %35 = stablehlo.compare GT, %5, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %36 = stablehlo.and %1, %35 : tensor<i1>
    %37 = stablehlo.add %34, %c_0 : tensor<ui32>
    %38 = stablehlo.select %36, %37, %34 : tensor<i1>, tensor<ui32>
    %39 = stablehlo.remainder %c, %38 : tensor<ui32>
    %40 = stablehlo.multiply %39, %39 : tensor<ui32>
    %41 = stablehlo.remainder %40, %38 : tensor<ui32>
    %42 = stablehlo.remainder %20, %38 : tensor<ui32>
    %43 = stablehlo.multiply %42, %41 : tensor<ui32>
    %44 = stablehlo.remainder %30, %38 : tensor<ui32>
    %45 = stablehlo.add %43, %44 : tensor<ui32>
    %46 = stablehlo.remainder %45, %38 : tensor<ui32>
    %47 = stablehlo.convert %46 : (tensor<ui32>) -> tensor<i32>
    %48 = stablehlo.add %3, %47 : tensor<i32>
    return %48 : tensor<i32>
  }
  func.func private @clip_0(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg2, %arg1 : tensor<i32>
    %1 = stablehlo.minimum %arg3, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @clip_1(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg2, %arg1 : tensor<i32>
    %1 = stablehlo.minimum %arg3, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_threefry_split_2(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<2x2xui32> {
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
  func.func private @_bernoulli(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>) -> tensor<64x64xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_3(%arg0, %arg1, %cst, %cst_0) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    return %2 : tensor<64x64xi1>
  }
  func.func private @_uniform_3(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<64x64xf32> {
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
    %c_10 = stablehlo.constant dense<64> : tensor<ui64>
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.convert %arg3 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<64x64xui64>
    %9 = stablehlo.iota dim = 1 : tensor<64x64xui64>
    %10 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<64x64xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<64x64xui64>
    %12 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<64x64xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<64x64xui64>
    %14 = stablehlo.add %11, %13 : tensor<64x64xui64>
    %15 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<64x64xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<64x64xui64>
    %17 = stablehlo.convert %14 : (tensor<64x64xui64>) -> tensor<64x64xui32>
    %18 = stablehlo.convert %16 : (tensor<64x64xui64>) -> tensor<64x64xui32>
    %19 = stablehlo.xor %5, %7 : tensor<ui32>
    %20 = stablehlo.xor %19, %c_5 : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
    %22 = stablehlo.add %18, %21 : tensor<64x64xui32>
    %23 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
    %24 = stablehlo.add %17, %23 : tensor<64x64xui32>
    %25:9 = stablehlo.while(%iterArg = %c_4, %iterArg_11 = %c_4, %iterArg_12 = %22, %iterArg_13 = %24, %iterArg_14 = %7, %iterArg_15 = %20, %iterArg_16 = %5, %iterArg_17 = %c_7, %iterArg_18 = %c_6) : tensor<i32>, tensor<i32>, tensor<64x64xui32>, tensor<64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %50 = stablehlo.add %iterArg_12, %iterArg_13 : tensor<64x64xui32>
      %51 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %52 = stablehlo.shift_left %iterArg_13, %51 : tensor<64x64xui32>
      %53 = stablehlo.subtract %c_1, %43 : tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %55 = stablehlo.shift_right_logical %iterArg_13, %54 : tensor<64x64xui32>
      %56 = stablehlo.or %52, %55 : tensor<64x64xui32>
      %57 = stablehlo.xor %50, %56 : tensor<64x64xui32>
      %58 = stablehlo.add %50, %57 : tensor<64x64xui32>
      %59 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %60 = stablehlo.shift_left %57, %59 : tensor<64x64xui32>
      %61 = stablehlo.subtract %c_1, %45 : tensor<ui32>
      %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %63 = stablehlo.shift_right_logical %57, %62 : tensor<64x64xui32>
      %64 = stablehlo.or %60, %63 : tensor<64x64xui32>
      %65 = stablehlo.xor %58, %64 : tensor<64x64xui32>
      %66 = stablehlo.add %58, %65 : tensor<64x64xui32>
      %67 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %68 = stablehlo.shift_left %65, %67 : tensor<64x64xui32>
      %69 = stablehlo.subtract %c_1, %47 : tensor<ui32>
      %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %71 = stablehlo.shift_right_logical %65, %70 : tensor<64x64xui32>
      %72 = stablehlo.or %68, %71 : tensor<64x64xui32>
      %73 = stablehlo.xor %66, %72 : tensor<64x64xui32>
      %74 = stablehlo.add %66, %73 : tensor<64x64xui32>
      %75 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %76 = stablehlo.shift_left %73, %75 : tensor<64x64xui32>
      %77 = stablehlo.subtract %c_1, %49 : tensor<ui32>
      %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %79 = stablehlo.shift_right_logical %73, %78 : tensor<64x64xui32>
      %80 = stablehlo.or %76, %79 : tensor<64x64xui32>
      %81 = stablehlo.xor %74, %80 : tensor<64x64xui32>
      %82 = stablehlo.broadcast_in_dim %iterArg_14, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %83 = stablehlo.add %74, %82 : tensor<64x64xui32>
      %84 = stablehlo.broadcast_in_dim %iterArg_15, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %85 = stablehlo.add %81, %84 : tensor<64x64xui32>
      %86 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %87 = stablehlo.convert %86 : (tensor<i32>) -> tensor<ui32>
      %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %89 = stablehlo.add %85, %88 : tensor<64x64xui32>
      %90 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %90, %41, %83, %89, %iterArg_15, %iterArg_16, %iterArg_14, %iterArg_18, %iterArg_17 : tensor<i32>, tensor<i32>, tensor<64x64xui32>, tensor<64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %26 = stablehlo.xor %25#2, %25#3 : tensor<64x64xui32>
    %27 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<64x64xui32>
    %29 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
    %30 = stablehlo.or %28, %29 : tensor<64x64xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<64x64xui32>) -> tensor<64x64xf32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<64x64xf32>
    %34 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x64xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<64x64xf32>
    %37 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x64xf32>
    %38 = stablehlo.add %36, %37 : tensor<64x64xf32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x64xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<64x64xf32>
    return %40 : tensor<64x64xf32>
  }
  func.func private @_normal_4(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<64x64xf32> {
    %0 = call @_normal_real_5(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @_normal_real_5(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<64x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<64x64xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<64x64xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<64x64xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<64x64xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<64x64xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<64x64xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<64x64xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<64x64xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<64x64xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<64x64xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<64x64xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<64x64xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<64x64xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<64x64xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<64x64xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<64x64xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<64x64xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<64x64xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<64x64xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<64x64xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<64x64xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<64x64xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_6(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.negate %0 : tensor<64x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<64x64xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<64x64xf32>
    %4 = stablehlo.negate %3 : tensor<64x64xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<64x64xf32>
    %7 = stablehlo.sqrt %4 : tensor<64x64xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<64x64xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<64x64xi1>, tensor<64x64xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<64x64xi1>, tensor<64x64xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<64x64xi1>, tensor<64x64xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<64x64xf32>
    %13 = stablehlo.add %11, %12 : tensor<64x64xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<64x64xi1>, tensor<64x64xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<64x64xf32>
    %16 = stablehlo.add %14, %15 : tensor<64x64xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<64x64xi1>, tensor<64x64xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<64x64xf32>
    %19 = stablehlo.add %17, %18 : tensor<64x64xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<64x64xi1>, tensor<64x64xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<64x64xf32>
    %22 = stablehlo.add %20, %21 : tensor<64x64xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<64x64xi1>, tensor<64x64xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<64x64xf32>
    %25 = stablehlo.add %23, %24 : tensor<64x64xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<64x64xi1>, tensor<64x64xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<64x64xf32>
    %28 = stablehlo.add %26, %27 : tensor<64x64xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<64x64xi1>, tensor<64x64xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<64x64xf32>
    %31 = stablehlo.add %29, %30 : tensor<64x64xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<64x64xi1>, tensor<64x64xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<64x64xf32>
    %34 = stablehlo.add %32, %33 : tensor<64x64xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<64x64xf32>
    %36 = stablehlo.abs %0 : tensor<64x64xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<64x64xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<64x64xi1>, tensor<64x64xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<64x64xf32>
    return %41 : tensor<64x64xf32>
  }
  func.func private @_uniform_6(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<64x64xf32> {
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
    %c_10 = stablehlo.constant dense<64> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<64x64xui64>
    %7 = stablehlo.iota dim = 1 : tensor<64x64xui64>
    %8 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<64x64xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<64x64xui64>
    %10 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<64x64xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<64x64xui64>
    %12 = stablehlo.add %9, %11 : tensor<64x64xui64>
    %13 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<64x64xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<64x64xui64>
    %15 = stablehlo.convert %12 : (tensor<64x64xui64>) -> tensor<64x64xui32>
    %16 = stablehlo.convert %14 : (tensor<64x64xui64>) -> tensor<64x64xui32>
    %17 = stablehlo.xor %3, %5 : tensor<ui32>
    %18 = stablehlo.xor %17, %c_5 : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
    %20 = stablehlo.add %16, %19 : tensor<64x64xui32>
    %21 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
    %22 = stablehlo.add %15, %21 : tensor<64x64xui32>
    %23:9 = stablehlo.while(%iterArg = %c_4, %iterArg_11 = %c_4, %iterArg_12 = %20, %iterArg_13 = %22, %iterArg_14 = %5, %iterArg_15 = %18, %iterArg_16 = %3, %iterArg_17 = %c_7, %iterArg_18 = %c_6) : tensor<i32>, tensor<i32>, tensor<64x64xui32>, tensor<64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %48 = stablehlo.add %iterArg_12, %iterArg_13 : tensor<64x64xui32>
      %49 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %50 = stablehlo.shift_left %iterArg_13, %49 : tensor<64x64xui32>
      %51 = stablehlo.subtract %c_1, %41 : tensor<ui32>
      %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %53 = stablehlo.shift_right_logical %iterArg_13, %52 : tensor<64x64xui32>
      %54 = stablehlo.or %50, %53 : tensor<64x64xui32>
      %55 = stablehlo.xor %48, %54 : tensor<64x64xui32>
      %56 = stablehlo.add %48, %55 : tensor<64x64xui32>
      %57 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<64x64xui32>
      %59 = stablehlo.subtract %c_1, %43 : tensor<ui32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %61 = stablehlo.shift_right_logical %55, %60 : tensor<64x64xui32>
      %62 = stablehlo.or %58, %61 : tensor<64x64xui32>
      %63 = stablehlo.xor %56, %62 : tensor<64x64xui32>
      %64 = stablehlo.add %56, %63 : tensor<64x64xui32>
      %65 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %66 = stablehlo.shift_left %63, %65 : tensor<64x64xui32>
      %67 = stablehlo.subtract %c_1, %45 : tensor<ui32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %69 = stablehlo.shift_right_logical %63, %68 : tensor<64x64xui32>
      %70 = stablehlo.or %66, %69 : tensor<64x64xui32>
      %71 = stablehlo.xor %64, %70 : tensor<64x64xui32>
      %72 = stablehlo.add %64, %71 : tensor<64x64xui32>
      %73 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %74 = stablehlo.shift_left %71, %73 : tensor<64x64xui32>
      %75 = stablehlo.subtract %c_1, %47 : tensor<ui32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %77 = stablehlo.shift_right_logical %71, %76 : tensor<64x64xui32>
      %78 = stablehlo.or %74, %77 : tensor<64x64xui32>
      %79 = stablehlo.xor %72, %78 : tensor<64x64xui32>
      %80 = stablehlo.broadcast_in_dim %iterArg_14, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %81 = stablehlo.add %72, %80 : tensor<64x64xui32>
      %82 = stablehlo.broadcast_in_dim %iterArg_15, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %83 = stablehlo.add %79, %82 : tensor<64x64xui32>
      %84 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %85 = stablehlo.convert %84 : (tensor<i32>) -> tensor<ui32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
      %87 = stablehlo.add %83, %86 : tensor<64x64xui32>
      %88 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %88, %39, %81, %87, %iterArg_15, %iterArg_16, %iterArg_14, %iterArg_18, %iterArg_17 : tensor<i32>, tensor<i32>, tensor<64x64xui32>, tensor<64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %24 = stablehlo.xor %23#2, %23#3 : tensor<64x64xui32>
    %25 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<64x64xui32>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<64x64xui32>
    %28 = stablehlo.or %26, %27 : tensor<64x64xui32>
    %29 = stablehlo.bitcast_convert %28 : (tensor<64x64xui32>) -> tensor<64x64xf32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<64x64xf32>
    %32 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x64xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<64x64xf32>
    %35 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x64xf32>
    %36 = stablehlo.add %34, %35 : tensor<64x64xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x64xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<64x64xf32>
    return %38 : tensor<64x64xf32>
  }
  func.func private @_normal_7(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<64xf32> {
    %0 = call @_normal_real_8(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @_normal_real_8(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<64xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<64xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<64xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<64xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<64xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<64xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<64xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<64xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<64xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<64xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<64xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_9(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.negate %0 : tensor<64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<64xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<64xf32>
    %4 = stablehlo.negate %3 : tensor<64xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<64xf32>
    %7 = stablehlo.sqrt %4 : tensor<64xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<64xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<64xi1>, tensor<64xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<64xi1>, tensor<64xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<64xi1>, tensor<64xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<64xf32>
    %13 = stablehlo.add %11, %12 : tensor<64xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<64xi1>, tensor<64xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<64xf32>
    %16 = stablehlo.add %14, %15 : tensor<64xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<64xi1>, tensor<64xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<64xf32>
    %19 = stablehlo.add %17, %18 : tensor<64xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<64xi1>, tensor<64xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<64xf32>
    %22 = stablehlo.add %20, %21 : tensor<64xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<64xi1>, tensor<64xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<64xf32>
    %25 = stablehlo.add %23, %24 : tensor<64xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<64xi1>, tensor<64xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<64xf32>
    %28 = stablehlo.add %26, %27 : tensor<64xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<64xi1>, tensor<64xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<64xf32>
    %31 = stablehlo.add %29, %30 : tensor<64xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<64xi1>, tensor<64xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<64xf32>
    %34 = stablehlo.add %32, %33 : tensor<64xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<64xf32>
    %36 = stablehlo.abs %0 : tensor<64xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<64xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<64xi1>, tensor<64xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<64xf32>
    return %41 : tensor<64xf32>
  }
  func.func private @_uniform_9(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<64xf32> {
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
    %6 = stablehlo.iota dim = 0 : tensor<64xui64>
    %7 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<64xui64>
    %9 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<64xui64>
    %11 = stablehlo.convert %8 : (tensor<64xui64>) -> tensor<64xui32>
    %12 = stablehlo.convert %10 : (tensor<64xui64>) -> tensor<64xui32>
    %13 = stablehlo.xor %3, %5 : tensor<ui32>
    %14 = stablehlo.xor %13, %c_5 : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %16 = stablehlo.add %12, %15 : tensor<64xui32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %18 = stablehlo.add %11, %17 : tensor<64xui32>
    %19:9 = stablehlo.while(%iterArg = %c_4, %iterArg_10 = %c_4, %iterArg_11 = %16, %iterArg_12 = %18, %iterArg_13 = %5, %iterArg_14 = %14, %iterArg_15 = %3, %iterArg_16 = %c_7, %iterArg_17 = %c_6) : tensor<i32>, tensor<i32>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %44 = stablehlo.add %iterArg_11, %iterArg_12 : tensor<64xui32>
      %45 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %46 = stablehlo.shift_left %iterArg_12, %45 : tensor<64xui32>
      %47 = stablehlo.subtract %c_1, %37 : tensor<ui32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %49 = stablehlo.shift_right_logical %iterArg_12, %48 : tensor<64xui32>
      %50 = stablehlo.or %46, %49 : tensor<64xui32>
      %51 = stablehlo.xor %44, %50 : tensor<64xui32>
      %52 = stablehlo.add %44, %51 : tensor<64xui32>
      %53 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %54 = stablehlo.shift_left %51, %53 : tensor<64xui32>
      %55 = stablehlo.subtract %c_1, %39 : tensor<ui32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %57 = stablehlo.shift_right_logical %51, %56 : tensor<64xui32>
      %58 = stablehlo.or %54, %57 : tensor<64xui32>
      %59 = stablehlo.xor %52, %58 : tensor<64xui32>
      %60 = stablehlo.add %52, %59 : tensor<64xui32>
      %61 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %62 = stablehlo.shift_left %59, %61 : tensor<64xui32>
      %63 = stablehlo.subtract %c_1, %41 : tensor<ui32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %65 = stablehlo.shift_right_logical %59, %64 : tensor<64xui32>
      %66 = stablehlo.or %62, %65 : tensor<64xui32>
      %67 = stablehlo.xor %60, %66 : tensor<64xui32>
      %68 = stablehlo.add %60, %67 : tensor<64xui32>
      %69 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %70 = stablehlo.shift_left %67, %69 : tensor<64xui32>
      %71 = stablehlo.subtract %c_1, %43 : tensor<ui32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %73 = stablehlo.shift_right_logical %67, %72 : tensor<64xui32>
      %74 = stablehlo.or %70, %73 : tensor<64xui32>
      %75 = stablehlo.xor %68, %74 : tensor<64xui32>
      %76 = stablehlo.broadcast_in_dim %iterArg_13, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %77 = stablehlo.add %68, %76 : tensor<64xui32>
      %78 = stablehlo.broadcast_in_dim %iterArg_14, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %79 = stablehlo.add %75, %78 : tensor<64xui32>
      %80 = stablehlo.add %iterArg_10, %c_2 : tensor<i32>
      %81 = stablehlo.convert %80 : (tensor<i32>) -> tensor<ui32>
      %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %83 = stablehlo.add %79, %82 : tensor<64xui32>
      %84 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %84, %35, %77, %83, %iterArg_14, %iterArg_15, %iterArg_13, %iterArg_17, %iterArg_16 : tensor<i32>, tensor<i32>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %20 = stablehlo.xor %19#2, %19#3 : tensor<64xui32>
    %21 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<64xui32>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %24 = stablehlo.or %22, %23 : tensor<64xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<64xui32>) -> tensor<64xf32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<64xf32>
    %28 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<1xf32>) -> tensor<64xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<64xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<64xf32>
    %32 = stablehlo.add %30, %31 : tensor<64xf32>
    %33 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<64xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<64xf32>
    return %34 : tensor<64xf32>
  }
  func.func private @_normal_10(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x64x64x64xf32> {
    %0 = call @_normal_real_11(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x64x64x64xf32>
    return %0 : tensor<3x64x64x64xf32>
  }
  func.func private @_normal_real_11(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x64x64x64xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<3x64x64x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x64x64x64xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<3x64x64x64xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<3x64x64x64xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<3x64x64x64xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<3x64x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<3x64x64x64xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<3x64x64x64xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<3x64x64x64xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<3x64x64x64xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<3x64x64x64xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<3x64x64x64xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<3x64x64x64xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<3x64x64x64xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<3x64x64x64xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<3x64x64x64xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<3x64x64x64xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<3x64x64x64xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<3x64x64x64xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<3x64x64x64xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<3x64x64x64xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<3x64x64x64xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<3x64x64x64xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_12(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x64x64x64xf32>
    %1 = stablehlo.negate %0 : tensor<3x64x64x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x64x64x64xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<3x64x64x64xf32>
    %4 = stablehlo.negate %3 : tensor<3x64x64x64xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<3x64x64x64xf32>, tensor<3x64x64x64xf32>) -> tensor<3x64x64x64xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<3x64x64x64xf32>
    %7 = stablehlo.sqrt %4 : tensor<3x64x64x64xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<3x64x64x64xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<3x64x64x64xi1>, tensor<3x64x64x64xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<3x64x64x64xi1>, tensor<3x64x64x64xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<3x64x64x64xi1>, tensor<3x64x64x64xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<3x64x64x64xf32>
    %13 = stablehlo.add %11, %12 : tensor<3x64x64x64xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<3x64x64x64xi1>, tensor<3x64x64x64xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<3x64x64x64xf32>
    %16 = stablehlo.add %14, %15 : tensor<3x64x64x64xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<3x64x64x64xi1>, tensor<3x64x64x64xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<3x64x64x64xf32>
    %19 = stablehlo.add %17, %18 : tensor<3x64x64x64xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<3x64x64x64xi1>, tensor<3x64x64x64xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<3x64x64x64xf32>
    %22 = stablehlo.add %20, %21 : tensor<3x64x64x64xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<3x64x64x64xi1>, tensor<3x64x64x64xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<3x64x64x64xf32>
    %25 = stablehlo.add %23, %24 : tensor<3x64x64x64xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<3x64x64x64xi1>, tensor<3x64x64x64xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<3x64x64x64xf32>
    %28 = stablehlo.add %26, %27 : tensor<3x64x64x64xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<3x64x64x64xi1>, tensor<3x64x64x64xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<3x64x64x64xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x64x64x64xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<3x64x64x64xi1>, tensor<3x64x64x64xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<3x64x64x64xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x64x64x64xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<3x64x64x64xf32>
    %36 = stablehlo.abs %0 : tensor<3x64x64x64xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<3x64x64x64xf32>, tensor<3x64x64x64xf32>) -> tensor<3x64x64x64xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<3x64x64x64xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<3x64x64x64xi1>, tensor<3x64x64x64xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x64x64x64xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<3x64x64x64xf32>
    return %41 : tensor<3x64x64x64xf32>
  }
  func.func private @_uniform_12(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<3x64x64x64xf32> {
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
    %c_10 = stablehlo.constant dense<64> : tensor<ui64>
    %c_11 = stablehlo.constant dense<4096> : tensor<ui64>
    %c_12 = stablehlo.constant dense<262144> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x64x64x64xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x64x64x64xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x64x64x64xui64>
    %9 = stablehlo.iota dim = 3 : tensor<3x64x64x64xui64>
    %10 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui64>) -> tensor<3x64x64x64xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<3x64x64x64xui64>
    %12 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<3x64x64x64xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<3x64x64x64xui64>
    %14 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<3x64x64x64xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<3x64x64x64xui64>
    %16 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<3x64x64x64xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<3x64x64x64xui64>
    %18 = stablehlo.add %11, %13 : tensor<3x64x64x64xui64>
    %19 = stablehlo.add %18, %15 : tensor<3x64x64x64xui64>
    %20 = stablehlo.add %19, %17 : tensor<3x64x64x64xui64>
    %21 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<3x64x64x64xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<3x64x64x64xui64>
    %23 = stablehlo.convert %20 : (tensor<3x64x64x64xui64>) -> tensor<3x64x64x64xui32>
    %24 = stablehlo.convert %22 : (tensor<3x64x64x64xui64>) -> tensor<3x64x64x64xui32>
    %25 = stablehlo.xor %3, %5 : tensor<ui32>
    %26 = stablehlo.xor %25, %c_5 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
    %28 = stablehlo.add %24, %27 : tensor<3x64x64x64xui32>
    %29 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
    %30 = stablehlo.add %23, %29 : tensor<3x64x64x64xui32>
    %31:9 = stablehlo.while(%iterArg = %c_4, %iterArg_13 = %c_4, %iterArg_14 = %28, %iterArg_15 = %30, %iterArg_16 = %5, %iterArg_17 = %26, %iterArg_18 = %3, %iterArg_19 = %c_7, %iterArg_20 = %c_6) : tensor<i32>, tensor<i32>, tensor<3x64x64x64xui32>, tensor<3x64x64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %56 = stablehlo.add %iterArg_14, %iterArg_15 : tensor<3x64x64x64xui32>
      %57 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
      %58 = stablehlo.shift_left %iterArg_15, %57 : tensor<3x64x64x64xui32>
      %59 = stablehlo.subtract %c_1, %49 : tensor<ui32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
      %61 = stablehlo.shift_right_logical %iterArg_15, %60 : tensor<3x64x64x64xui32>
      %62 = stablehlo.or %58, %61 : tensor<3x64x64x64xui32>
      %63 = stablehlo.xor %56, %62 : tensor<3x64x64x64xui32>
      %64 = stablehlo.add %56, %63 : tensor<3x64x64x64xui32>
      %65 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
      %66 = stablehlo.shift_left %63, %65 : tensor<3x64x64x64xui32>
      %67 = stablehlo.subtract %c_1, %51 : tensor<ui32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
      %69 = stablehlo.shift_right_logical %63, %68 : tensor<3x64x64x64xui32>
      %70 = stablehlo.or %66, %69 : tensor<3x64x64x64xui32>
      %71 = stablehlo.xor %64, %70 : tensor<3x64x64x64xui32>
      %72 = stablehlo.add %64, %71 : tensor<3x64x64x64xui32>
      %73 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
      %74 = stablehlo.shift_left %71, %73 : tensor<3x64x64x64xui32>
      %75 = stablehlo.subtract %c_1, %53 : tensor<ui32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
      %77 = stablehlo.shift_right_logical %71, %76 : tensor<3x64x64x64xui32>
      %78 = stablehlo.or %74, %77 : tensor<3x64x64x64xui32>
      %79 = stablehlo.xor %72, %78 : tensor<3x64x64x64xui32>
      %80 = stablehlo.add %72, %79 : tensor<3x64x64x64xui32>
      %81 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
      %82 = stablehlo.shift_left %79, %81 : tensor<3x64x64x64xui32>
      %83 = stablehlo.subtract %c_1, %55 : tensor<ui32>
      %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
      %85 = stablehlo.shift_right_logical %79, %84 : tensor<3x64x64x64xui32>
      %86 = stablehlo.or %82, %85 : tensor<3x64x64x64xui32>
      %87 = stablehlo.xor %80, %86 : tensor<3x64x64x64xui32>
      %88 = stablehlo.broadcast_in_dim %iterArg_16, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
      %89 = stablehlo.add %80, %88 : tensor<3x64x64x64xui32>
      %90 = stablehlo.broadcast_in_dim %iterArg_17, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
      %91 = stablehlo.add %87, %90 : tensor<3x64x64x64xui32>
      %92 = stablehlo.add %iterArg_13, %c_2 : tensor<i32>
      %93 = stablehlo.convert %92 : (tensor<i32>) -> tensor<ui32>
      %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
      %95 = stablehlo.add %91, %94 : tensor<3x64x64x64xui32>
      %96 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %96, %47, %89, %95, %iterArg_17, %iterArg_18, %iterArg_16, %iterArg_20, %iterArg_19 : tensor<i32>, tensor<i32>, tensor<3x64x64x64xui32>, tensor<3x64x64x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %32 = stablehlo.xor %31#2, %31#3 : tensor<3x64x64x64xui32>
    %33 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
    %34 = stablehlo.shift_right_logical %32, %33 : tensor<3x64x64x64xui32>
    %35 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x64x64x64xui32>
    %36 = stablehlo.or %34, %35 : tensor<3x64x64x64xui32>
    %37 = stablehlo.bitcast_convert %36 : (tensor<3x64x64x64xui32>) -> tensor<3x64x64x64xf32>
    %38 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x64x64x64xf32>
    %39 = stablehlo.subtract %37, %38 : tensor<3x64x64x64xf32>
    %40 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x64x64x64xf32>
    %42 = stablehlo.multiply %39, %41 : tensor<3x64x64x64xf32>
    %43 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x64x64x64xf32>
    %44 = stablehlo.add %42, %43 : tensor<3x64x64x64xf32>
    %45 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x64x64x64xf32>
    %46 = stablehlo.maximum %45, %44 : tensor<3x64x64x64xf32>
    return %46 : tensor<3x64x64x64xf32>
  }
}
