module @jit_inputs attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>) -> (tensor<1536x1536x128xbf16> {jax.result_info = "result[0]"}, tensor<1536x1536x1xbf16> {jax.result_info = "result[1]"}, tensor<128x128xbf16> {jax.result_info = "result[2]"}, tensor<128x128xbf16> {jax.result_info = "result[3]"}, tensor<128x128xbf16> {jax.result_info = "result[4]"}, tensor<128x128xbf16> {jax.result_info = "result[5]"}, tensor<128x128xbf16> {jax.result_info = "result[6]"}, tensor<128x128xbf16> {jax.result_info = "result[7]"}, tensor<128xbf16> {jax.result_info = "result[8]"}) {
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %cst_4 = stablehlo.constant dense<9.800000e-01> : tensor<f32>
    %c = stablehlo.constant dense<1537> : tensor<i32>
    %c_5 = stablehlo.constant dense<1152> : tensor<i32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %0 = call @clip(%arg0, %arg2, %c_7, %c_8) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.clamp %c_7, %0, %c_8 : tensor<i32>
    %2:9 = "stablehlo.case"(%1) ({
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<10x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<1536x1536x128xf32>
      %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
      %8 = stablehlo.multiply %6, %7 : tensor<1536x1536x128xf32>
      %9 = stablehlo.convert %8 : (tensor<1536x1536x128xf32>) -> tensor<1536x1536x128xbf16>
      %10 = stablehlo.slice %3 [1:2, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
      %12 = func.call @_randint(%arg0, %11, %c_5, %c) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %13 = stablehlo.iota dim = 0 : tensor<1536xi32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<1536xi32>) -> tensor<1536x1xi32>
      %15 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<1536x1xi32>
      %16 = stablehlo.compare LT, %14, %15, SIGNED : (tensor<1536x1xi32>, tensor<1536x1xi32>) -> tensor<1536x1xi1>
      %17 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<1536xi32>) -> tensor<1x1536xi32>
      %18 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<1x1536xi32>
      %19 = stablehlo.compare LT, %17, %18, SIGNED : (tensor<1x1536xi32>, tensor<1x1536xi32>) -> tensor<1x1536xi1>
      %20 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1536x1xi1>) -> tensor<1536x1536xi1>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x1536xi1>) -> tensor<1536x1536xi1>
      %22 = stablehlo.and %20, %21 : tensor<1536x1536xi1>
      %23 = stablehlo.slice %3 [2:3, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %24 = stablehlo.reshape %23 : (tensor<1x2xui32>) -> tensor<2xui32>
      %25 = func.call @_bernoulli(%arg0, %24, %cst_4) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<1536x1536xi1>
      %26 = stablehlo.and %22, %25 : tensor<1536x1536xi1>
      %27 = stablehlo.convert %26 : (tensor<1536x1536xi1>) -> tensor<1536x1536xbf16>
      %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1536x1536xbf16>) -> tensor<1536x1536x1xbf16>
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
      %42 = func.call @_normal_8(%arg0, %31) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %43 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %44 = stablehlo.multiply %42, %43 : tensor<128x128xf32>
      %45 = stablehlo.convert %44 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %46 = func.call @_normal_8(%arg0, %33) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %47 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %48 = stablehlo.multiply %46, %47 : tensor<128x128xf32>
      %49 = stablehlo.convert %48 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %50 = func.call @_normal_8(%arg0, %35) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %51 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %52 = stablehlo.multiply %50, %51 : tensor<128x128xf32>
      %53 = stablehlo.convert %52 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %54 = func.call @_normal_8(%arg0, %37) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %55 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %56 = stablehlo.multiply %54, %55 : tensor<128x128xf32>
      %57 = stablehlo.convert %56 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %58 = func.call @_normal_8(%arg0, %39) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %59 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %60 = stablehlo.multiply %58, %59 : tensor<128x128xf32>
      %61 = stablehlo.convert %60 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %62 = func.call @_normal_8(%arg0, %41) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %63 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %64 = stablehlo.multiply %62, %63 : tensor<128x128xf32>
      %65 = stablehlo.convert %64 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %66 = stablehlo.slice %3 [9:10, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %67 = stablehlo.reshape %66 : (tensor<1x2xui32>) -> tensor<2xui32>
      %68 = func.call @_normal_12(%arg0, %67) : (tensor<i32>, tensor<2xui32>) -> tensor<128xf32>
      %69 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %70 = stablehlo.multiply %68, %69 : tensor<128xf32>
      %71 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %72 = stablehlo.add %71, %70 : tensor<128xf32>
      %73 = stablehlo.convert %72 : (tensor<128xf32>) -> tensor<128xbf16>
      stablehlo.return %9, %28, %45, %49, %53, %57, %61, %65, %73 : tensor<1536x1536x128xbf16>, tensor<1536x1536x1xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<10x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = func.call @_threefry_split_3(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %7 = stablehlo.slice %6 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %8 = stablehlo.reshape %7 : (tensor<1x2xui32>) -> tensor<2xui32>
      %9 = stablehlo.slice %6 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %10 = stablehlo.reshape %9 : (tensor<1x2xui32>) -> tensor<2xui32>
      %11 = func.call @_normal_16(%arg0, %10) : (tensor<i32>, tensor<2xui32>) -> tensor<3x1536x1536x128xf32>
      %12 = stablehlo.multiply %11, %11 : tensor<3x1536x1536x128xf32>
      %13 = func.call @_normal(%arg0, %8) : (tensor<i32>, tensor<2xui32>) -> tensor<1536x1536x128xf32>
      %14 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<3x1536x1536x128xf32>, tensor<f32>) -> tensor<1536x1536x128xf32>
      %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
      %16 = stablehlo.divide %15, %14 : tensor<1536x1536x128xf32>
      %17 = stablehlo.sqrt %16 : tensor<1536x1536x128xf32>
      %18 = stablehlo.multiply %13, %17 : tensor<1536x1536x128xf32>
      %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
      %20 = stablehlo.multiply %18, %19 : tensor<1536x1536x128xf32>
      %21 = stablehlo.convert %20 : (tensor<1536x1536x128xf32>) -> tensor<1536x1536x128xbf16>
      %22 = stablehlo.slice %3 [1:2, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %23 = stablehlo.reshape %22 : (tensor<1x2xui32>) -> tensor<2xui32>
      %24 = func.call @_randint(%arg0, %23, %c_5, %c) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %25 = stablehlo.iota dim = 0 : tensor<1536xi32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<1536xi32>) -> tensor<1536x1xi32>
      %27 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<1536x1xi32>
      %28 = stablehlo.compare LT, %26, %27, SIGNED : (tensor<1536x1xi32>, tensor<1536x1xi32>) -> tensor<1536x1xi1>
      %29 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<1536xi32>) -> tensor<1x1536xi32>
      %30 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<1x1536xi32>
      %31 = stablehlo.compare LT, %29, %30, SIGNED : (tensor<1x1536xi32>, tensor<1x1536xi32>) -> tensor<1x1536xi1>
      %32 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1536x1xi1>) -> tensor<1536x1536xi1>
      %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x1536xi1>) -> tensor<1536x1536xi1>
      %34 = stablehlo.and %32, %33 : tensor<1536x1536xi1>
      %35 = stablehlo.slice %3 [2:3, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %36 = stablehlo.reshape %35 : (tensor<1x2xui32>) -> tensor<2xui32>
      %37 = func.call @_bernoulli(%arg0, %36, %cst_4) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<1536x1536xi1>
      %38 = stablehlo.and %34, %37 : tensor<1536x1536xi1>
      %39 = stablehlo.convert %38 : (tensor<1536x1536xi1>) -> tensor<1536x1536xbf16>
      %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1536x1536xbf16>) -> tensor<1536x1536x1xbf16>
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
      %54 = func.call @_normal_8(%arg0, %43) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %55 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %56 = stablehlo.multiply %54, %55 : tensor<128x128xf32>
      %57 = stablehlo.convert %56 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %58 = func.call @_normal_8(%arg0, %45) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %59 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %60 = stablehlo.multiply %58, %59 : tensor<128x128xf32>
      %61 = stablehlo.convert %60 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %62 = func.call @_normal_8(%arg0, %47) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %63 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %64 = stablehlo.multiply %62, %63 : tensor<128x128xf32>
      %65 = stablehlo.convert %64 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %66 = func.call @_normal_8(%arg0, %49) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %67 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %68 = stablehlo.multiply %66, %67 : tensor<128x128xf32>
      %69 = stablehlo.convert %68 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %70 = func.call @_normal_8(%arg0, %51) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %71 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %72 = stablehlo.multiply %70, %71 : tensor<128x128xf32>
      %73 = stablehlo.convert %72 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %74 = func.call @_normal_8(%arg0, %53) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %75 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %76 = stablehlo.multiply %74, %75 : tensor<128x128xf32>
      %77 = stablehlo.convert %76 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %78 = stablehlo.slice %3 [9:10, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %79 = stablehlo.reshape %78 : (tensor<1x2xui32>) -> tensor<2xui32>
      %80 = func.call @_normal_12(%arg0, %79) : (tensor<i32>, tensor<2xui32>) -> tensor<128xf32>
      %81 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %82 = stablehlo.multiply %80, %81 : tensor<128xf32>
      %83 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %84 = stablehlo.add %83, %82 : tensor<128xf32>
      %85 = stablehlo.convert %84 : (tensor<128xf32>) -> tensor<128xbf16>
      stablehlo.return %21, %40, %57, %61, %65, %69, %73, %77, %85 : tensor<1536x1536x128xbf16>, tensor<1536x1536x1xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<10x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<1536x1536x128xf32>
      %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
      %8 = stablehlo.multiply %6, %7 : tensor<1536x1536x128xf32>
      %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
      %10 = stablehlo.multiply %8, %9 : tensor<1536x1536x128xf32>
      %11 = stablehlo.convert %10 : (tensor<1536x1536x128xf32>) -> tensor<1536x1536x128xbf16>
      %12 = stablehlo.slice %3 [1:2, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
      %14 = func.call @_randint(%arg0, %13, %c_5, %c) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %15 = stablehlo.iota dim = 0 : tensor<1536xi32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1536xi32>) -> tensor<1536x1xi32>
      %17 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1536x1xi32>
      %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<1536x1xi32>, tensor<1536x1xi32>) -> tensor<1536x1xi1>
      %19 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<1536xi32>) -> tensor<1x1536xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1x1536xi32>
      %21 = stablehlo.compare LT, %19, %20, SIGNED : (tensor<1x1536xi32>, tensor<1x1536xi32>) -> tensor<1x1536xi1>
      %22 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1536x1xi1>) -> tensor<1536x1536xi1>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x1536xi1>) -> tensor<1536x1536xi1>
      %24 = stablehlo.and %22, %23 : tensor<1536x1536xi1>
      %25 = stablehlo.slice %3 [2:3, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %26 = stablehlo.reshape %25 : (tensor<1x2xui32>) -> tensor<2xui32>
      %27 = func.call @_bernoulli(%arg0, %26, %cst_4) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<1536x1536xi1>
      %28 = stablehlo.and %24, %27 : tensor<1536x1536xi1>
      %29 = stablehlo.convert %28 : (tensor<1536x1536xi1>) -> tensor<1536x1536xbf16>
      %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1536x1536xbf16>) -> tensor<1536x1536x1xbf16>
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
      %44 = func.call @_normal_8(%arg0, %33) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %45 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %46 = stablehlo.multiply %44, %45 : tensor<128x128xf32>
      %47 = stablehlo.convert %46 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %48 = func.call @_normal_8(%arg0, %35) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %49 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %50 = stablehlo.multiply %48, %49 : tensor<128x128xf32>
      %51 = stablehlo.convert %50 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %52 = func.call @_normal_8(%arg0, %37) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %53 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %54 = stablehlo.multiply %52, %53 : tensor<128x128xf32>
      %55 = stablehlo.convert %54 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %56 = func.call @_normal_8(%arg0, %39) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %57 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %58 = stablehlo.multiply %56, %57 : tensor<128x128xf32>
      %59 = stablehlo.convert %58 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %60 = func.call @_normal_8(%arg0, %41) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %61 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %62 = stablehlo.multiply %60, %61 : tensor<128x128xf32>
      %63 = stablehlo.convert %62 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %64 = func.call @_normal_8(%arg0, %43) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %65 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %66 = stablehlo.multiply %64, %65 : tensor<128x128xf32>
      %67 = stablehlo.convert %66 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %68 = stablehlo.slice %3 [9:10, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %69 = stablehlo.reshape %68 : (tensor<1x2xui32>) -> tensor<2xui32>
      %70 = func.call @_normal_12(%arg0, %69) : (tensor<i32>, tensor<2xui32>) -> tensor<128xf32>
      %71 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %72 = stablehlo.multiply %70, %71 : tensor<128xf32>
      %73 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %74 = stablehlo.add %73, %72 : tensor<128xf32>
      %75 = stablehlo.convert %74 : (tensor<128xf32>) -> tensor<128xbf16>
      stablehlo.return %11, %30, %47, %51, %55, %59, %63, %67, %75 : tensor<1536x1536x128xbf16>, tensor<1536x1536x1xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<10x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<1536x1536x128xf32>
      %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
      %8 = stablehlo.multiply %6, %7 : tensor<1536x1536x128xf32>
      %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
      %10 = stablehlo.add %8, %9 : tensor<1536x1536x128xf32>
      %11 = stablehlo.convert %10 : (tensor<1536x1536x128xf32>) -> tensor<1536x1536x128xbf16>
      %12 = stablehlo.slice %3 [1:2, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
      %14 = func.call @_randint(%arg0, %13, %c_5, %c) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %15 = stablehlo.iota dim = 0 : tensor<1536xi32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1536xi32>) -> tensor<1536x1xi32>
      %17 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1536x1xi32>
      %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<1536x1xi32>, tensor<1536x1xi32>) -> tensor<1536x1xi1>
      %19 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<1536xi32>) -> tensor<1x1536xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1x1536xi32>
      %21 = stablehlo.compare LT, %19, %20, SIGNED : (tensor<1x1536xi32>, tensor<1x1536xi32>) -> tensor<1x1536xi1>
      %22 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1536x1xi1>) -> tensor<1536x1536xi1>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x1536xi1>) -> tensor<1536x1536xi1>
      %24 = stablehlo.and %22, %23 : tensor<1536x1536xi1>
      %25 = stablehlo.slice %3 [2:3, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %26 = stablehlo.reshape %25 : (tensor<1x2xui32>) -> tensor<2xui32>
      %27 = func.call @_bernoulli(%arg0, %26, %cst_4) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<1536x1536xi1>
      %28 = stablehlo.and %24, %27 : tensor<1536x1536xi1>
      %29 = stablehlo.convert %28 : (tensor<1536x1536xi1>) -> tensor<1536x1536xbf16>
      %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1536x1536xbf16>) -> tensor<1536x1536x1xbf16>
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
      %44 = func.call @_normal_8(%arg0, %33) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %45 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %46 = stablehlo.multiply %44, %45 : tensor<128x128xf32>
      %47 = stablehlo.convert %46 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %48 = func.call @_normal_8(%arg0, %35) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %49 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %50 = stablehlo.multiply %48, %49 : tensor<128x128xf32>
      %51 = stablehlo.convert %50 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %52 = func.call @_normal_8(%arg0, %37) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %53 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %54 = stablehlo.multiply %52, %53 : tensor<128x128xf32>
      %55 = stablehlo.convert %54 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %56 = func.call @_normal_8(%arg0, %39) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %57 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %58 = stablehlo.multiply %56, %57 : tensor<128x128xf32>
      %59 = stablehlo.convert %58 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %60 = func.call @_normal_8(%arg0, %41) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %61 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %62 = stablehlo.multiply %60, %61 : tensor<128x128xf32>
      %63 = stablehlo.convert %62 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %64 = func.call @_normal_8(%arg0, %43) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
      %65 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %66 = stablehlo.multiply %64, %65 : tensor<128x128xf32>
      %67 = stablehlo.convert %66 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %68 = stablehlo.slice %3 [9:10, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
      %69 = stablehlo.reshape %68 : (tensor<1x2xui32>) -> tensor<2xui32>
      %70 = func.call @_normal_12(%arg0, %69) : (tensor<i32>, tensor<2xui32>) -> tensor<128xf32>
      %71 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %72 = stablehlo.multiply %70, %71 : tensor<128xf32>
      %73 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %74 = stablehlo.add %73, %72 : tensor<128xf32>
      %75 = stablehlo.convert %74 : (tensor<128xf32>) -> tensor<128xbf16>
      stablehlo.return %11, %30, %47, %51, %55, %59, %63, %67, %75 : tensor<1536x1536x128xbf16>, tensor<1536x1536x1xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>
    }) : (tensor<i32>) -> (tensor<1536x1536x128xbf16>, tensor<1536x1536x1xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>)
    return %2#0, %2#1, %2#2, %2#3, %2#4, %2#5, %2#6, %2#7, %2#8 : tensor<1536x1536x128xbf16>, tensor<1536x1536x1xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg1 : tensor<i32>
    %2 = stablehlo.convert %arg3 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_threefry_split(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<10x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<10xui64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<10xui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<10xui64>
    %9 = stablehlo.convert %6 : (tensor<10xui64>) -> tensor<10xui32>
    %10 = stablehlo.convert %8 : (tensor<10xui64>) -> tensor<10xui32>
    %11:2 = call @threefry2x32(%arg0, %1, %3, %10, %9) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<10xui32>) -> tensor<10x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<10xui32>) -> tensor<10x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<10x1xui32>, tensor<10x1xui32>) -> tensor<10x2xui32>
    return %14 : tensor<10x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<10xui32>, %arg4: tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<10xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<10xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<10xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<10xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<10xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<10xui32>
        %24 = stablehlo.or %20, %23 : tensor<10xui32>
        %25 = stablehlo.xor %18, %24 : tensor<10xui32>
        %26 = stablehlo.add %18, %25 : tensor<10xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<10xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<10xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<10xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<10xui32>
        %32 = stablehlo.or %28, %31 : tensor<10xui32>
        %33 = stablehlo.xor %26, %32 : tensor<10xui32>
        %34 = stablehlo.add %26, %33 : tensor<10xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<10xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<10xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<10xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<10xui32>
        %40 = stablehlo.or %36, %39 : tensor<10xui32>
        %41 = stablehlo.xor %34, %40 : tensor<10xui32>
        %42 = stablehlo.add %34, %41 : tensor<10xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<10xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<10xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<10xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<10xui32>
        %48 = stablehlo.or %44, %47 : tensor<10xui32>
        %49 = stablehlo.xor %42, %48 : tensor<10xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<10xui32>
        %51 = stablehlo.add %42, %50 : tensor<10xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<10xui32>
        %53 = stablehlo.add %49, %52 : tensor<10xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<10xui32>
        %57 = stablehlo.add %53, %56 : tensor<10xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<10xui32>, tensor<10xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<10xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<10xui32>
      %8 = stablehlo.add %5, %7 : tensor<10xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<10xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<10xui32>
      %13 = stablehlo.or %10, %12 : tensor<10xui32>
      %14 = stablehlo.xor %8, %13 : tensor<10xui32>
      %15 = stablehlo.add %8, %14 : tensor<10xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<10xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<10xui32>
      %20 = stablehlo.or %17, %19 : tensor<10xui32>
      %21 = stablehlo.xor %15, %20 : tensor<10xui32>
      %22 = stablehlo.add %15, %21 : tensor<10xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<10xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<10xui32>
      %27 = stablehlo.or %24, %26 : tensor<10xui32>
      %28 = stablehlo.xor %22, %27 : tensor<10xui32>
      %29 = stablehlo.add %22, %28 : tensor<10xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<10xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<10xui32>
      %34 = stablehlo.or %31, %33 : tensor<10xui32>
      %35 = stablehlo.xor %29, %34 : tensor<10xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %37 = stablehlo.add %29, %36 : tensor<10xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %39 = stablehlo.add %35, %38 : tensor<10xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %41 = stablehlo.add %39, %40 : tensor<10xui32>
      %42 = stablehlo.add %37, %41 : tensor<10xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<10xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<10xui32>
      %47 = stablehlo.or %44, %46 : tensor<10xui32>
      %48 = stablehlo.xor %42, %47 : tensor<10xui32>
      %49 = stablehlo.add %42, %48 : tensor<10xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<10xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<10xui32>
      %54 = stablehlo.or %51, %53 : tensor<10xui32>
      %55 = stablehlo.xor %49, %54 : tensor<10xui32>
      %56 = stablehlo.add %49, %55 : tensor<10xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<10xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<10xui32>
      %61 = stablehlo.or %58, %60 : tensor<10xui32>
      %62 = stablehlo.xor %56, %61 : tensor<10xui32>
      %63 = stablehlo.add %56, %62 : tensor<10xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<10xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<10xui32>
      %68 = stablehlo.or %65, %67 : tensor<10xui32>
      %69 = stablehlo.xor %63, %68 : tensor<10xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %71 = stablehlo.add %63, %70 : tensor<10xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %73 = stablehlo.add %69, %72 : tensor<10xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %75 = stablehlo.add %73, %74 : tensor<10xui32>
      %76 = stablehlo.add %71, %75 : tensor<10xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<10xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<10xui32>
      %81 = stablehlo.or %78, %80 : tensor<10xui32>
      %82 = stablehlo.xor %76, %81 : tensor<10xui32>
      %83 = stablehlo.add %76, %82 : tensor<10xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<10xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<10xui32>
      %88 = stablehlo.or %85, %87 : tensor<10xui32>
      %89 = stablehlo.xor %83, %88 : tensor<10xui32>
      %90 = stablehlo.add %83, %89 : tensor<10xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<10xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<10xui32>
      %95 = stablehlo.or %92, %94 : tensor<10xui32>
      %96 = stablehlo.xor %90, %95 : tensor<10xui32>
      %97 = stablehlo.add %90, %96 : tensor<10xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<10xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<10xui32>
      %102 = stablehlo.or %99, %101 : tensor<10xui32>
      %103 = stablehlo.xor %97, %102 : tensor<10xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %105 = stablehlo.add %97, %104 : tensor<10xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %107 = stablehlo.add %103, %106 : tensor<10xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %109 = stablehlo.add %107, %108 : tensor<10xui32>
      %110 = stablehlo.add %105, %109 : tensor<10xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<10xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<10xui32>
      %115 = stablehlo.or %112, %114 : tensor<10xui32>
      %116 = stablehlo.xor %110, %115 : tensor<10xui32>
      %117 = stablehlo.add %110, %116 : tensor<10xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<10xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<10xui32>
      %122 = stablehlo.or %119, %121 : tensor<10xui32>
      %123 = stablehlo.xor %117, %122 : tensor<10xui32>
      %124 = stablehlo.add %117, %123 : tensor<10xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<10xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<10xui32>
      %129 = stablehlo.or %126, %128 : tensor<10xui32>
      %130 = stablehlo.xor %124, %129 : tensor<10xui32>
      %131 = stablehlo.add %124, %130 : tensor<10xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<10xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<10xui32>
      %136 = stablehlo.or %133, %135 : tensor<10xui32>
      %137 = stablehlo.xor %131, %136 : tensor<10xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %139 = stablehlo.add %131, %138 : tensor<10xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %141 = stablehlo.add %137, %140 : tensor<10xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %143 = stablehlo.add %141, %142 : tensor<10xui32>
      %144 = stablehlo.add %139, %143 : tensor<10xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<10xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<10xui32>
      %149 = stablehlo.or %146, %148 : tensor<10xui32>
      %150 = stablehlo.xor %144, %149 : tensor<10xui32>
      %151 = stablehlo.add %144, %150 : tensor<10xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<10xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<10xui32>
      %156 = stablehlo.or %153, %155 : tensor<10xui32>
      %157 = stablehlo.xor %151, %156 : tensor<10xui32>
      %158 = stablehlo.add %151, %157 : tensor<10xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<10xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<10xui32>
      %163 = stablehlo.or %160, %162 : tensor<10xui32>
      %164 = stablehlo.xor %158, %163 : tensor<10xui32>
      %165 = stablehlo.add %158, %164 : tensor<10xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<10xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<10xui32>
      %170 = stablehlo.or %167, %169 : tensor<10xui32>
      %171 = stablehlo.xor %165, %170 : tensor<10xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %173 = stablehlo.add %165, %172 : tensor<10xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %175 = stablehlo.add %171, %174 : tensor<10xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %177 = stablehlo.add %175, %176 : tensor<10xui32>
      stablehlo.return %173, %177 : tensor<10xui32>, tensor<10xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<10xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<10xui32>
      %8 = stablehlo.add %5, %7 : tensor<10xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<10xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<10xui32>
      %13 = stablehlo.or %10, %12 : tensor<10xui32>
      %14 = stablehlo.xor %8, %13 : tensor<10xui32>
      %15 = stablehlo.add %8, %14 : tensor<10xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<10xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<10xui32>
      %20 = stablehlo.or %17, %19 : tensor<10xui32>
      %21 = stablehlo.xor %15, %20 : tensor<10xui32>
      %22 = stablehlo.add %15, %21 : tensor<10xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<10xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<10xui32>
      %27 = stablehlo.or %24, %26 : tensor<10xui32>
      %28 = stablehlo.xor %22, %27 : tensor<10xui32>
      %29 = stablehlo.add %22, %28 : tensor<10xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<10xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<10xui32>
      %34 = stablehlo.or %31, %33 : tensor<10xui32>
      %35 = stablehlo.xor %29, %34 : tensor<10xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %37 = stablehlo.add %29, %36 : tensor<10xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %39 = stablehlo.add %35, %38 : tensor<10xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %41 = stablehlo.add %39, %40 : tensor<10xui32>
      %42 = stablehlo.add %37, %41 : tensor<10xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<10xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<10xui32>
      %47 = stablehlo.or %44, %46 : tensor<10xui32>
      %48 = stablehlo.xor %42, %47 : tensor<10xui32>
      %49 = stablehlo.add %42, %48 : tensor<10xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<10xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<10xui32>
      %54 = stablehlo.or %51, %53 : tensor<10xui32>
      %55 = stablehlo.xor %49, %54 : tensor<10xui32>
      %56 = stablehlo.add %49, %55 : tensor<10xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<10xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<10xui32>
      %61 = stablehlo.or %58, %60 : tensor<10xui32>
      %62 = stablehlo.xor %56, %61 : tensor<10xui32>
      %63 = stablehlo.add %56, %62 : tensor<10xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<10xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<10xui32>
      %68 = stablehlo.or %65, %67 : tensor<10xui32>
      %69 = stablehlo.xor %63, %68 : tensor<10xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %71 = stablehlo.add %63, %70 : tensor<10xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %73 = stablehlo.add %69, %72 : tensor<10xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %75 = stablehlo.add %73, %74 : tensor<10xui32>
      %76 = stablehlo.add %71, %75 : tensor<10xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<10xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<10xui32>
      %81 = stablehlo.or %78, %80 : tensor<10xui32>
      %82 = stablehlo.xor %76, %81 : tensor<10xui32>
      %83 = stablehlo.add %76, %82 : tensor<10xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<10xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<10xui32>
      %88 = stablehlo.or %85, %87 : tensor<10xui32>
      %89 = stablehlo.xor %83, %88 : tensor<10xui32>
      %90 = stablehlo.add %83, %89 : tensor<10xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<10xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<10xui32>
      %95 = stablehlo.or %92, %94 : tensor<10xui32>
      %96 = stablehlo.xor %90, %95 : tensor<10xui32>
      %97 = stablehlo.add %90, %96 : tensor<10xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<10xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<10xui32>
      %102 = stablehlo.or %99, %101 : tensor<10xui32>
      %103 = stablehlo.xor %97, %102 : tensor<10xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %105 = stablehlo.add %97, %104 : tensor<10xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %107 = stablehlo.add %103, %106 : tensor<10xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %109 = stablehlo.add %107, %108 : tensor<10xui32>
      %110 = stablehlo.add %105, %109 : tensor<10xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<10xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<10xui32>
      %115 = stablehlo.or %112, %114 : tensor<10xui32>
      %116 = stablehlo.xor %110, %115 : tensor<10xui32>
      %117 = stablehlo.add %110, %116 : tensor<10xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<10xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<10xui32>
      %122 = stablehlo.or %119, %121 : tensor<10xui32>
      %123 = stablehlo.xor %117, %122 : tensor<10xui32>
      %124 = stablehlo.add %117, %123 : tensor<10xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<10xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<10xui32>
      %129 = stablehlo.or %126, %128 : tensor<10xui32>
      %130 = stablehlo.xor %124, %129 : tensor<10xui32>
      %131 = stablehlo.add %124, %130 : tensor<10xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<10xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<10xui32>
      %136 = stablehlo.or %133, %135 : tensor<10xui32>
      %137 = stablehlo.xor %131, %136 : tensor<10xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %139 = stablehlo.add %131, %138 : tensor<10xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %141 = stablehlo.add %137, %140 : tensor<10xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %143 = stablehlo.add %141, %142 : tensor<10xui32>
      %144 = stablehlo.add %139, %143 : tensor<10xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<10xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<10xui32>
      %149 = stablehlo.or %146, %148 : tensor<10xui32>
      %150 = stablehlo.xor %144, %149 : tensor<10xui32>
      %151 = stablehlo.add %144, %150 : tensor<10xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<10xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<10xui32>
      %156 = stablehlo.or %153, %155 : tensor<10xui32>
      %157 = stablehlo.xor %151, %156 : tensor<10xui32>
      %158 = stablehlo.add %151, %157 : tensor<10xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<10xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<10xui32>
      %163 = stablehlo.or %160, %162 : tensor<10xui32>
      %164 = stablehlo.xor %158, %163 : tensor<10xui32>
      %165 = stablehlo.add %158, %164 : tensor<10xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<10xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<10xui32>
      %170 = stablehlo.or %167, %169 : tensor<10xui32>
      %171 = stablehlo.xor %165, %170 : tensor<10xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %173 = stablehlo.add %165, %172 : tensor<10xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %175 = stablehlo.add %171, %174 : tensor<10xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<10xui32>
      %177 = stablehlo.add %175, %176 : tensor<10xui32>
      stablehlo.return %173, %177 : tensor<10xui32>, tensor<10xui32>
    }) : (tensor<i32>) -> (tensor<10xui32>, tensor<10xui32>)
    return %1#0, %1#1 : tensor<10xui32>, tensor<10xui32>
  }
  func.func private @_normal(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<1536x1536x128xf32> {
    %0 = call @_normal_real(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<1536x1536x128xf32>
    return %0 : tensor<1536x1536x128xf32>
  }
  func.func private @_normal_real(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<1536x1536x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<1536x1536x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1536x1536x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<1536x1536x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<1536x1536x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<1536x1536x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<1536x1536x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<1536x1536x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<1536x1536x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<1536x1536x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<1536x1536x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<1536x1536x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<1536x1536x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<1536x1536x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<1536x1536x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<1536x1536x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<1536x1536x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<1536x1536x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<1536x1536x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<1536x1536x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<1536x1536x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<1536x1536x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<1536x1536x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<1536x1536x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1536x1536x128xf32>
    %1 = stablehlo.negate %0 : tensor<1536x1536x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1536x1536x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<1536x1536x128xf32>
    %4 = stablehlo.negate %3 : tensor<1536x1536x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<1536x1536x128xf32>, tensor<1536x1536x128xf32>) -> tensor<1536x1536x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<1536x1536x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<1536x1536x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<1536x1536x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<1536x1536x128xi1>, tensor<1536x1536x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<1536x1536x128xi1>, tensor<1536x1536x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<1536x1536x128xi1>, tensor<1536x1536x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<1536x1536x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<1536x1536x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<1536x1536x128xi1>, tensor<1536x1536x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<1536x1536x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<1536x1536x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<1536x1536x128xi1>, tensor<1536x1536x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<1536x1536x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<1536x1536x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<1536x1536x128xi1>, tensor<1536x1536x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<1536x1536x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<1536x1536x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<1536x1536x128xi1>, tensor<1536x1536x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<1536x1536x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<1536x1536x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<1536x1536x128xi1>, tensor<1536x1536x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<1536x1536x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<1536x1536x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<1536x1536x128xi1>, tensor<1536x1536x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<1536x1536x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<1536x1536x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<1536x1536x128xi1>, tensor<1536x1536x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<1536x1536x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<1536x1536x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<1536x1536x128xf32>
    %36 = stablehlo.abs %0 : tensor<1536x1536x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<1536x1536x128xf32>, tensor<1536x1536x128xf32>) -> tensor<1536x1536x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<1536x1536x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<1536x1536x128xi1>, tensor<1536x1536x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<1536x1536x128xf32>
    return %41 : tensor<1536x1536x128xf32>
  }
  func.func private @_uniform(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<1536x1536x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %c_4 = stablehlo.constant dense<196608> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1536x1536x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1536x1536x128xui64>
    %8 = stablehlo.iota dim = 2 : tensor<1536x1536x128xui64>
    %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<1536x1536x128xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<1536x1536x128xui64>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1536x1536x128xui64>
    %12 = stablehlo.multiply %11, %7 : tensor<1536x1536x128xui64>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1536x1536x128xui64>
    %14 = stablehlo.multiply %13, %8 : tensor<1536x1536x128xui64>
    %15 = stablehlo.add %10, %12 : tensor<1536x1536x128xui64>
    %16 = stablehlo.add %15, %14 : tensor<1536x1536x128xui64>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1536x1536x128xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<1536x1536x128xui64>
    %19 = stablehlo.convert %16 : (tensor<1536x1536x128xui64>) -> tensor<1536x1536x128xui32>
    %20 = stablehlo.convert %18 : (tensor<1536x1536x128xui64>) -> tensor<1536x1536x128xui32>
    %21:2 = call @threefry2x32_0(%arg0, %3, %5, %20, %19) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<1536x1536x128xui32>, tensor<1536x1536x128xui32>) -> (tensor<1536x1536x128xui32>, tensor<1536x1536x128xui32>)
    %22 = stablehlo.xor %21#0, %21#1 : tensor<1536x1536x128xui32>
    %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<1536x1536x128xui32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
    %26 = stablehlo.or %24, %25 : tensor<1536x1536x128xui32>
    %27 = stablehlo.bitcast_convert %26 : (tensor<1536x1536x128xui32>) -> tensor<1536x1536x128xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
    %29 = stablehlo.subtract %27, %28 : tensor<1536x1536x128xf32>
    %30 = stablehlo.subtract %1, %0 : tensor<1x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1536x1536x128xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<1536x1536x128xf32>
    %33 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1536x1536x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<1536x1536x128xf32>
    %35 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1536x1536x128xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<1536x1536x128xf32>
    return %36 : tensor<1536x1536x128xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<1536x1536x128xui32>, %arg4: tensor<1536x1536x128xui32>) -> (tensor<1536x1536x128xui32>, tensor<1536x1536x128xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<1536x1536x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<1536x1536x128xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<1536x1536x128xui32>, tensor<1536x1536x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<1536x1536x128xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<1536x1536x128xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<1536x1536x128xui32>
        %24 = stablehlo.or %20, %23 : tensor<1536x1536x128xui32>
        %25 = stablehlo.xor %18, %24 : tensor<1536x1536x128xui32>
        %26 = stablehlo.add %18, %25 : tensor<1536x1536x128xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<1536x1536x128xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<1536x1536x128xui32>
        %32 = stablehlo.or %28, %31 : tensor<1536x1536x128xui32>
        %33 = stablehlo.xor %26, %32 : tensor<1536x1536x128xui32>
        %34 = stablehlo.add %26, %33 : tensor<1536x1536x128xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<1536x1536x128xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<1536x1536x128xui32>
        %40 = stablehlo.or %36, %39 : tensor<1536x1536x128xui32>
        %41 = stablehlo.xor %34, %40 : tensor<1536x1536x128xui32>
        %42 = stablehlo.add %34, %41 : tensor<1536x1536x128xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<1536x1536x128xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<1536x1536x128xui32>
        %48 = stablehlo.or %44, %47 : tensor<1536x1536x128xui32>
        %49 = stablehlo.xor %42, %48 : tensor<1536x1536x128xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
        %51 = stablehlo.add %42, %50 : tensor<1536x1536x128xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
        %53 = stablehlo.add %49, %52 : tensor<1536x1536x128xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
        %57 = stablehlo.add %53, %56 : tensor<1536x1536x128xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<1536x1536x128xui32>, tensor<1536x1536x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<1536x1536x128xui32>, tensor<1536x1536x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<1536x1536x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<1536x1536x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<1536x1536x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<1536x1536x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<1536x1536x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<1536x1536x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<1536x1536x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<1536x1536x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<1536x1536x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<1536x1536x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<1536x1536x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<1536x1536x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<1536x1536x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<1536x1536x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<1536x1536x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<1536x1536x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<1536x1536x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<1536x1536x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<1536x1536x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<1536x1536x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<1536x1536x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<1536x1536x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<1536x1536x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<1536x1536x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<1536x1536x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<1536x1536x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<1536x1536x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<1536x1536x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<1536x1536x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<1536x1536x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<1536x1536x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<1536x1536x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<1536x1536x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<1536x1536x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<1536x1536x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<1536x1536x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<1536x1536x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<1536x1536x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<1536x1536x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<1536x1536x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<1536x1536x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<1536x1536x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<1536x1536x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<1536x1536x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<1536x1536x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<1536x1536x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<1536x1536x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<1536x1536x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<1536x1536x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<1536x1536x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<1536x1536x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<1536x1536x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<1536x1536x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<1536x1536x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<1536x1536x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<1536x1536x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<1536x1536x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<1536x1536x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<1536x1536x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<1536x1536x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<1536x1536x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<1536x1536x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<1536x1536x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<1536x1536x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<1536x1536x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<1536x1536x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<1536x1536x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<1536x1536x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<1536x1536x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<1536x1536x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<1536x1536x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<1536x1536x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<1536x1536x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<1536x1536x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<1536x1536x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<1536x1536x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<1536x1536x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<1536x1536x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<1536x1536x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<1536x1536x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<1536x1536x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<1536x1536x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<1536x1536x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<1536x1536x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<1536x1536x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<1536x1536x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<1536x1536x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<1536x1536x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<1536x1536x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<1536x1536x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<1536x1536x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<1536x1536x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<1536x1536x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<1536x1536x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<1536x1536x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<1536x1536x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<1536x1536x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<1536x1536x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<1536x1536x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<1536x1536x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<1536x1536x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<1536x1536x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<1536x1536x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<1536x1536x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<1536x1536x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<1536x1536x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<1536x1536x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<1536x1536x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<1536x1536x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<1536x1536x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<1536x1536x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<1536x1536x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<1536x1536x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<1536x1536x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<1536x1536x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<1536x1536x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<1536x1536x128xui32>
      stablehlo.return %173, %177 : tensor<1536x1536x128xui32>, tensor<1536x1536x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<1536x1536x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<1536x1536x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<1536x1536x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<1536x1536x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<1536x1536x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<1536x1536x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<1536x1536x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<1536x1536x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<1536x1536x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<1536x1536x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<1536x1536x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<1536x1536x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<1536x1536x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<1536x1536x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<1536x1536x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<1536x1536x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<1536x1536x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<1536x1536x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<1536x1536x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<1536x1536x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<1536x1536x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<1536x1536x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<1536x1536x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<1536x1536x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<1536x1536x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<1536x1536x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<1536x1536x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<1536x1536x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<1536x1536x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<1536x1536x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<1536x1536x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<1536x1536x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<1536x1536x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<1536x1536x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<1536x1536x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<1536x1536x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<1536x1536x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<1536x1536x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<1536x1536x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<1536x1536x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<1536x1536x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<1536x1536x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<1536x1536x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<1536x1536x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<1536x1536x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<1536x1536x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<1536x1536x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<1536x1536x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<1536x1536x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<1536x1536x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<1536x1536x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<1536x1536x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<1536x1536x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<1536x1536x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<1536x1536x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<1536x1536x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<1536x1536x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<1536x1536x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<1536x1536x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<1536x1536x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<1536x1536x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<1536x1536x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<1536x1536x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<1536x1536x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<1536x1536x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<1536x1536x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<1536x1536x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<1536x1536x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<1536x1536x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<1536x1536x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<1536x1536x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<1536x1536x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<1536x1536x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<1536x1536x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<1536x1536x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<1536x1536x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<1536x1536x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<1536x1536x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<1536x1536x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<1536x1536x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<1536x1536x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<1536x1536x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<1536x1536x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<1536x1536x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<1536x1536x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<1536x1536x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<1536x1536x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<1536x1536x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<1536x1536x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<1536x1536x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<1536x1536x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<1536x1536x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<1536x1536x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<1536x1536x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<1536x1536x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<1536x1536x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<1536x1536x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<1536x1536x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<1536x1536x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<1536x1536x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<1536x1536x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<1536x1536x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<1536x1536x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<1536x1536x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<1536x1536x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<1536x1536x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<1536x1536x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<1536x1536x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<1536x1536x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<1536x1536x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<1536x1536x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<1536x1536x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<1536x1536x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<1536x1536x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<1536x1536x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<1536x1536x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1536x1536x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<1536x1536x128xui32>
      stablehlo.return %173, %177 : tensor<1536x1536x128xui32>, tensor<1536x1536x128xui32>
    }) : (tensor<i32>) -> (tensor<1536x1536x128xui32>, tensor<1536x1536x128xui32>)
    return %1#0, %1#1 : tensor<1536x1536x128xui32>, tensor<1536x1536x128xui32>
  }
  func.func private @_randint(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<65536> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %c_2 = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_3 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %0 = call @clip_1(%arg0, %c_2, %c_3, %c_2) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.compare GT, %arg3, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @clip_2(%arg0, %arg2, %c_3, %c_2) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %4 = call @clip_2(%arg0, %arg3, %c_3, %c_2) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.convert %4 : tensor<i32>
    %6 = call @_threefry_split_3(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
    %7 = stablehlo.slice %6 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %8 = stablehlo.reshape %7 : (tensor<1x2xui32>) -> tensor<2xui32>
    %9 = stablehlo.slice %6 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %10 = stablehlo.reshape %9 : (tensor<1x2xui32>) -> tensor<2xui32>
    %11 = stablehlo.slice %8 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.slice %8 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15:2 = call @threefry2x32_5(%arg0, %12, %14, %c_1, %c_1) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> (tensor<ui32>, tensor<ui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<ui32>
    %17 = stablehlo.slice %10 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
    %19 = stablehlo.slice %10 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %20 = stablehlo.reshape %19 : (tensor<1xui32>) -> tensor<ui32>
    %21:2 = call @threefry2x32_5(%arg0, %18, %20, %c_1, %c_1) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> (tensor<ui32>, tensor<ui32>)
    %22 = stablehlo.xor %21#0, %21#1 : tensor<ui32>
    %23 = stablehlo.subtract %5, %3 : tensor<i32>
    %24 = stablehlo.convert %23 : (tensor<i32>) -> tensor<ui32>
    %25 = stablehlo.compare LE, %5, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %26 = stablehlo.select %25, %c_0, %24 : tensor<i1>, tensor<ui32>
    %27 = stablehlo.compare GT, %5, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %28 = stablehlo.and %1, %27 : tensor<i1>
    %29 = stablehlo.add %26, %c_0 : tensor<ui32>
    %30 = stablehlo.select %28, %29, %26 : tensor<i1>, tensor<ui32>
    %31 = stablehlo.remainder %c, %30 : tensor<ui32>
    %32 = stablehlo.multiply %31, %31 : tensor<ui32>
    %33 = stablehlo.remainder %32, %30 : tensor<ui32>
    %34 = stablehlo.remainder %16, %30 : tensor<ui32>
    %35 = stablehlo.multiply %34, %33 : tensor<ui32>
    %36 = stablehlo.remainder %22, %30 : tensor<ui32>
    %37 = stablehlo.add %35, %36 : tensor<ui32>
    %38 = stablehlo.remainder %37, %30 : tensor<ui32>
    %39 = stablehlo.convert %38 : (tensor<ui32>) -> tensor<i32>
    %40 = stablehlo.add %3, %39 : tensor<i32>
    return %40 : tensor<i32>
  }
  func.func private @clip_1(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg2, %arg1 : tensor<i32>
    %1 = stablehlo.minimum %arg3, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @clip_2(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg2, %arg1 : tensor<i32>
    %1 = stablehlo.minimum %arg3, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_threefry_split_3(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<2x2xui32> {
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
    %11:2 = call @threefry2x32_4(%arg0, %1, %3, %10, %9) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<2xui32>, %arg4: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
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
  func.func private @threefry2x32_5(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>) -> (tensor<ui32>, tensor<ui32>) {
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
      %4 = stablehlo.add %arg3, %arg1 : tensor<ui32>
      %5 = stablehlo.add %arg4, %arg2 : tensor<ui32>
      %6:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %4, %iterArg_24 = %5, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      cond {
        %7 = stablehlo.compare LT, %iterArg, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %7 : tensor<i1>
      } do {
        %7 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %8 = stablehlo.slice %iterArg_28 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
        %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
        %10 = stablehlo.slice %iterArg_28 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
        %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
        %12 = stablehlo.slice %iterArg_28 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
        %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
        %14 = stablehlo.slice %iterArg_28 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
        %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
        %16 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<ui32>
        %17 = stablehlo.shift_left %iterArg_24, %9 : tensor<ui32>
        %18 = stablehlo.subtract %c_14, %9 : tensor<ui32>
        %19 = stablehlo.shift_right_logical %iterArg_24, %18 : tensor<ui32>
        %20 = stablehlo.or %17, %19 : tensor<ui32>
        %21 = stablehlo.xor %16, %20 : tensor<ui32>
        %22 = stablehlo.add %16, %21 : tensor<ui32>
        %23 = stablehlo.shift_left %21, %11 : tensor<ui32>
        %24 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %25 = stablehlo.shift_right_logical %21, %24 : tensor<ui32>
        %26 = stablehlo.or %23, %25 : tensor<ui32>
        %27 = stablehlo.xor %22, %26 : tensor<ui32>
        %28 = stablehlo.add %22, %27 : tensor<ui32>
        %29 = stablehlo.shift_left %27, %13 : tensor<ui32>
        %30 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %31 = stablehlo.shift_right_logical %27, %30 : tensor<ui32>
        %32 = stablehlo.or %29, %31 : tensor<ui32>
        %33 = stablehlo.xor %28, %32 : tensor<ui32>
        %34 = stablehlo.add %28, %33 : tensor<ui32>
        %35 = stablehlo.shift_left %33, %15 : tensor<ui32>
        %36 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %37 = stablehlo.shift_right_logical %33, %36 : tensor<ui32>
        %38 = stablehlo.or %35, %37 : tensor<ui32>
        %39 = stablehlo.xor %34, %38 : tensor<ui32>
        %40 = stablehlo.add %34, %iterArg_25 : tensor<ui32>
        %41 = stablehlo.add %39, %iterArg_26 : tensor<ui32>
        %42 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %43 = stablehlo.convert %42 : (tensor<i32>) -> tensor<ui32>
        %44 = stablehlo.add %41, %43 : tensor<ui32>
        %45 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %45, %7, %40, %44, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %6#2, %6#3 : tensor<ui32>, tensor<ui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.add %arg3, %arg1 : tensor<ui32>
      %5 = stablehlo.add %arg4, %arg2 : tensor<ui32>
      %6 = stablehlo.add %4, %5 : tensor<ui32>
      %7 = stablehlo.shift_left %5, %c_13 : tensor<ui32>
      %8 = stablehlo.shift_right_logical %5, %c_12 : tensor<ui32>
      %9 = stablehlo.or %7, %8 : tensor<ui32>
      %10 = stablehlo.xor %6, %9 : tensor<ui32>
      %11 = stablehlo.add %6, %10 : tensor<ui32>
      %12 = stablehlo.shift_left %10, %c_11 : tensor<ui32>
      %13 = stablehlo.shift_right_logical %10, %c_10 : tensor<ui32>
      %14 = stablehlo.or %12, %13 : tensor<ui32>
      %15 = stablehlo.xor %11, %14 : tensor<ui32>
      %16 = stablehlo.add %11, %15 : tensor<ui32>
      %17 = stablehlo.shift_left %15, %c_9 : tensor<ui32>
      %18 = stablehlo.shift_right_logical %15, %c_8 : tensor<ui32>
      %19 = stablehlo.or %17, %18 : tensor<ui32>
      %20 = stablehlo.xor %16, %19 : tensor<ui32>
      %21 = stablehlo.add %16, %20 : tensor<ui32>
      %22 = stablehlo.shift_left %20, %c_8 : tensor<ui32>
      %23 = stablehlo.shift_right_logical %20, %c_9 : tensor<ui32>
      %24 = stablehlo.or %22, %23 : tensor<ui32>
      %25 = stablehlo.xor %21, %24 : tensor<ui32>
      %26 = stablehlo.add %21, %arg2 : tensor<ui32>
      %27 = stablehlo.add %25, %3 : tensor<ui32>
      %28 = stablehlo.add %27, %c_7 : tensor<ui32>
      %29 = stablehlo.add %26, %28 : tensor<ui32>
      %30 = stablehlo.shift_left %28, %c_10 : tensor<ui32>
      %31 = stablehlo.shift_right_logical %28, %c_11 : tensor<ui32>
      %32 = stablehlo.or %30, %31 : tensor<ui32>
      %33 = stablehlo.xor %29, %32 : tensor<ui32>
      %34 = stablehlo.add %29, %33 : tensor<ui32>
      %35 = stablehlo.shift_left %33, %c_6 : tensor<ui32>
      %36 = stablehlo.shift_right_logical %33, %c_5 : tensor<ui32>
      %37 = stablehlo.or %35, %36 : tensor<ui32>
      %38 = stablehlo.xor %34, %37 : tensor<ui32>
      %39 = stablehlo.add %34, %38 : tensor<ui32>
      %40 = stablehlo.shift_left %38, %c_4 : tensor<ui32>
      %41 = stablehlo.shift_right_logical %38, %c_4 : tensor<ui32>
      %42 = stablehlo.or %40, %41 : tensor<ui32>
      %43 = stablehlo.xor %39, %42 : tensor<ui32>
      %44 = stablehlo.add %39, %43 : tensor<ui32>
      %45 = stablehlo.shift_left %43, %c_3 : tensor<ui32>
      %46 = stablehlo.shift_right_logical %43, %c_2 : tensor<ui32>
      %47 = stablehlo.or %45, %46 : tensor<ui32>
      %48 = stablehlo.xor %44, %47 : tensor<ui32>
      %49 = stablehlo.add %44, %3 : tensor<ui32>
      %50 = stablehlo.add %48, %arg1 : tensor<ui32>
      %51 = stablehlo.add %50, %c_1 : tensor<ui32>
      %52 = stablehlo.add %49, %51 : tensor<ui32>
      %53 = stablehlo.shift_left %51, %c_13 : tensor<ui32>
      %54 = stablehlo.shift_right_logical %51, %c_12 : tensor<ui32>
      %55 = stablehlo.or %53, %54 : tensor<ui32>
      %56 = stablehlo.xor %52, %55 : tensor<ui32>
      %57 = stablehlo.add %52, %56 : tensor<ui32>
      %58 = stablehlo.shift_left %56, %c_11 : tensor<ui32>
      %59 = stablehlo.shift_right_logical %56, %c_10 : tensor<ui32>
      %60 = stablehlo.or %58, %59 : tensor<ui32>
      %61 = stablehlo.xor %57, %60 : tensor<ui32>
      %62 = stablehlo.add %57, %61 : tensor<ui32>
      %63 = stablehlo.shift_left %61, %c_9 : tensor<ui32>
      %64 = stablehlo.shift_right_logical %61, %c_8 : tensor<ui32>
      %65 = stablehlo.or %63, %64 : tensor<ui32>
      %66 = stablehlo.xor %62, %65 : tensor<ui32>
      %67 = stablehlo.add %62, %66 : tensor<ui32>
      %68 = stablehlo.shift_left %66, %c_8 : tensor<ui32>
      %69 = stablehlo.shift_right_logical %66, %c_9 : tensor<ui32>
      %70 = stablehlo.or %68, %69 : tensor<ui32>
      %71 = stablehlo.xor %67, %70 : tensor<ui32>
      %72 = stablehlo.add %67, %arg1 : tensor<ui32>
      %73 = stablehlo.add %71, %arg2 : tensor<ui32>
      %74 = stablehlo.add %73, %c_5 : tensor<ui32>
      %75 = stablehlo.add %72, %74 : tensor<ui32>
      %76 = stablehlo.shift_left %74, %c_10 : tensor<ui32>
      %77 = stablehlo.shift_right_logical %74, %c_11 : tensor<ui32>
      %78 = stablehlo.or %76, %77 : tensor<ui32>
      %79 = stablehlo.xor %75, %78 : tensor<ui32>
      %80 = stablehlo.add %75, %79 : tensor<ui32>
      %81 = stablehlo.shift_left %79, %c_6 : tensor<ui32>
      %82 = stablehlo.shift_right_logical %79, %c_5 : tensor<ui32>
      %83 = stablehlo.or %81, %82 : tensor<ui32>
      %84 = stablehlo.xor %80, %83 : tensor<ui32>
      %85 = stablehlo.add %80, %84 : tensor<ui32>
      %86 = stablehlo.shift_left %84, %c_4 : tensor<ui32>
      %87 = stablehlo.shift_right_logical %84, %c_4 : tensor<ui32>
      %88 = stablehlo.or %86, %87 : tensor<ui32>
      %89 = stablehlo.xor %85, %88 : tensor<ui32>
      %90 = stablehlo.add %85, %89 : tensor<ui32>
      %91 = stablehlo.shift_left %89, %c_3 : tensor<ui32>
      %92 = stablehlo.shift_right_logical %89, %c_2 : tensor<ui32>
      %93 = stablehlo.or %91, %92 : tensor<ui32>
      %94 = stablehlo.xor %90, %93 : tensor<ui32>
      %95 = stablehlo.add %90, %arg2 : tensor<ui32>
      %96 = stablehlo.add %94, %3 : tensor<ui32>
      %97 = stablehlo.add %96, %c_0 : tensor<ui32>
      %98 = stablehlo.add %95, %97 : tensor<ui32>
      %99 = stablehlo.shift_left %97, %c_13 : tensor<ui32>
      %100 = stablehlo.shift_right_logical %97, %c_12 : tensor<ui32>
      %101 = stablehlo.or %99, %100 : tensor<ui32>
      %102 = stablehlo.xor %98, %101 : tensor<ui32>
      %103 = stablehlo.add %98, %102 : tensor<ui32>
      %104 = stablehlo.shift_left %102, %c_11 : tensor<ui32>
      %105 = stablehlo.shift_right_logical %102, %c_10 : tensor<ui32>
      %106 = stablehlo.or %104, %105 : tensor<ui32>
      %107 = stablehlo.xor %103, %106 : tensor<ui32>
      %108 = stablehlo.add %103, %107 : tensor<ui32>
      %109 = stablehlo.shift_left %107, %c_9 : tensor<ui32>
      %110 = stablehlo.shift_right_logical %107, %c_8 : tensor<ui32>
      %111 = stablehlo.or %109, %110 : tensor<ui32>
      %112 = stablehlo.xor %108, %111 : tensor<ui32>
      %113 = stablehlo.add %108, %112 : tensor<ui32>
      %114 = stablehlo.shift_left %112, %c_8 : tensor<ui32>
      %115 = stablehlo.shift_right_logical %112, %c_9 : tensor<ui32>
      %116 = stablehlo.or %114, %115 : tensor<ui32>
      %117 = stablehlo.xor %113, %116 : tensor<ui32>
      %118 = stablehlo.add %113, %3 : tensor<ui32>
      %119 = stablehlo.add %117, %arg1 : tensor<ui32>
      %120 = stablehlo.add %119, %c : tensor<ui32>
      stablehlo.return %118, %120 : tensor<ui32>, tensor<ui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.add %arg3, %arg1 : tensor<ui32>
      %5 = stablehlo.add %arg4, %arg2 : tensor<ui32>
      %6 = stablehlo.add %4, %5 : tensor<ui32>
      %7 = stablehlo.shift_left %5, %c_13 : tensor<ui32>
      %8 = stablehlo.shift_right_logical %5, %c_12 : tensor<ui32>
      %9 = stablehlo.or %7, %8 : tensor<ui32>
      %10 = stablehlo.xor %6, %9 : tensor<ui32>
      %11 = stablehlo.add %6, %10 : tensor<ui32>
      %12 = stablehlo.shift_left %10, %c_11 : tensor<ui32>
      %13 = stablehlo.shift_right_logical %10, %c_10 : tensor<ui32>
      %14 = stablehlo.or %12, %13 : tensor<ui32>
      %15 = stablehlo.xor %11, %14 : tensor<ui32>
      %16 = stablehlo.add %11, %15 : tensor<ui32>
      %17 = stablehlo.shift_left %15, %c_9 : tensor<ui32>
      %18 = stablehlo.shift_right_logical %15, %c_8 : tensor<ui32>
      %19 = stablehlo.or %17, %18 : tensor<ui32>
      %20 = stablehlo.xor %16, %19 : tensor<ui32>
      %21 = stablehlo.add %16, %20 : tensor<ui32>
      %22 = stablehlo.shift_left %20, %c_8 : tensor<ui32>
      %23 = stablehlo.shift_right_logical %20, %c_9 : tensor<ui32>
      %24 = stablehlo.or %22, %23 : tensor<ui32>
      %25 = stablehlo.xor %21, %24 : tensor<ui32>
      %26 = stablehlo.add %21, %arg2 : tensor<ui32>
      %27 = stablehlo.add %25, %3 : tensor<ui32>
      %28 = stablehlo.add %27, %c_7 : tensor<ui32>
      %29 = stablehlo.add %26, %28 : tensor<ui32>
      %30 = stablehlo.shift_left %28, %c_10 : tensor<ui32>
      %31 = stablehlo.shift_right_logical %28, %c_11 : tensor<ui32>
      %32 = stablehlo.or %30, %31 : tensor<ui32>
      %33 = stablehlo.xor %29, %32 : tensor<ui32>
      %34 = stablehlo.add %29, %33 : tensor<ui32>
      %35 = stablehlo.shift_left %33, %c_6 : tensor<ui32>
      %36 = stablehlo.shift_right_logical %33, %c_5 : tensor<ui32>
      %37 = stablehlo.or %35, %36 : tensor<ui32>
      %38 = stablehlo.xor %34, %37 : tensor<ui32>
      %39 = stablehlo.add %34, %38 : tensor<ui32>
      %40 = stablehlo.shift_left %38, %c_4 : tensor<ui32>
      %41 = stablehlo.shift_right_logical %38, %c_4 : tensor<ui32>
      %42 = stablehlo.or %40, %41 : tensor<ui32>
      %43 = stablehlo.xor %39, %42 : tensor<ui32>
      %44 = stablehlo.add %39, %43 : tensor<ui32>
      %45 = stablehlo.shift_left %43, %c_3 : tensor<ui32>
      %46 = stablehlo.shift_right_logical %43, %c_2 : tensor<ui32>
      %47 = stablehlo.or %45, %46 : tensor<ui32>
      %48 = stablehlo.xor %44, %47 : tensor<ui32>
      %49 = stablehlo.add %44, %3 : tensor<ui32>
      %50 = stablehlo.add %48, %arg1 : tensor<ui32>
      %51 = stablehlo.add %50, %c_1 : tensor<ui32>
      %52 = stablehlo.add %49, %51 : tensor<ui32>
      %53 = stablehlo.shift_left %51, %c_13 : tensor<ui32>
      %54 = stablehlo.shift_right_logical %51, %c_12 : tensor<ui32>
      %55 = stablehlo.or %53, %54 : tensor<ui32>
      %56 = stablehlo.xor %52, %55 : tensor<ui32>
      %57 = stablehlo.add %52, %56 : tensor<ui32>
      %58 = stablehlo.shift_left %56, %c_11 : tensor<ui32>
      %59 = stablehlo.shift_right_logical %56, %c_10 : tensor<ui32>
      %60 = stablehlo.or %58, %59 : tensor<ui32>
      %61 = stablehlo.xor %57, %60 : tensor<ui32>
      %62 = stablehlo.add %57, %61 : tensor<ui32>
      %63 = stablehlo.shift_left %61, %c_9 : tensor<ui32>
      %64 = stablehlo.shift_right_logical %61, %c_8 : tensor<ui32>
      %65 = stablehlo.or %63, %64 : tensor<ui32>
      %66 = stablehlo.xor %62, %65 : tensor<ui32>
      %67 = stablehlo.add %62, %66 : tensor<ui32>
      %68 = stablehlo.shift_left %66, %c_8 : tensor<ui32>
      %69 = stablehlo.shift_right_logical %66, %c_9 : tensor<ui32>
      %70 = stablehlo.or %68, %69 : tensor<ui32>
      %71 = stablehlo.xor %67, %70 : tensor<ui32>
      %72 = stablehlo.add %67, %arg1 : tensor<ui32>
      %73 = stablehlo.add %71, %arg2 : tensor<ui32>
      %74 = stablehlo.add %73, %c_5 : tensor<ui32>
      %75 = stablehlo.add %72, %74 : tensor<ui32>
      %76 = stablehlo.shift_left %74, %c_10 : tensor<ui32>
      %77 = stablehlo.shift_right_logical %74, %c_11 : tensor<ui32>
      %78 = stablehlo.or %76, %77 : tensor<ui32>
      %79 = stablehlo.xor %75, %78 : tensor<ui32>
      %80 = stablehlo.add %75, %79 : tensor<ui32>
      %81 = stablehlo.shift_left %79, %c_6 : tensor<ui32>
      %82 = stablehlo.shift_right_logical %79, %c_5 : tensor<ui32>
      %83 = stablehlo.or %81, %82 : tensor<ui32>
      %84 = stablehlo.xor %80, %83 : tensor<ui32>
      %85 = stablehlo.add %80, %84 : tensor<ui32>
      %86 = stablehlo.shift_left %84, %c_4 : tensor<ui32>
      %87 = stablehlo.shift_right_logical %84, %c_4 : tensor<ui32>
      %88 = stablehlo.or %86, %87 : tensor<ui32>
      %89 = stablehlo.xor %85, %88 : tensor<ui32>
      %90 = stablehlo.add %85, %89 : tensor<ui32>
      %91 = stablehlo.shift_left %89, %c_3 : tensor<ui32>
      %92 = stablehlo.shift_right_logical %89, %c_2 : tensor<ui32>
      %93 = stablehlo.or %91, %92 : tensor<ui32>
      %94 = stablehlo.xor %90, %93 : tensor<ui32>
      %95 = stablehlo.add %90, %arg2 : tensor<ui32>
      %96 = stablehlo.add %94, %3 : tensor<ui32>
      %97 = stablehlo.add %96, %c_0 : tensor<ui32>
      %98 = stablehlo.add %95, %97 : tensor<ui32>
      %99 = stablehlo.shift_left %97, %c_13 : tensor<ui32>
      %100 = stablehlo.shift_right_logical %97, %c_12 : tensor<ui32>
      %101 = stablehlo.or %99, %100 : tensor<ui32>
      %102 = stablehlo.xor %98, %101 : tensor<ui32>
      %103 = stablehlo.add %98, %102 : tensor<ui32>
      %104 = stablehlo.shift_left %102, %c_11 : tensor<ui32>
      %105 = stablehlo.shift_right_logical %102, %c_10 : tensor<ui32>
      %106 = stablehlo.or %104, %105 : tensor<ui32>
      %107 = stablehlo.xor %103, %106 : tensor<ui32>
      %108 = stablehlo.add %103, %107 : tensor<ui32>
      %109 = stablehlo.shift_left %107, %c_9 : tensor<ui32>
      %110 = stablehlo.shift_right_logical %107, %c_8 : tensor<ui32>
      %111 = stablehlo.or %109, %110 : tensor<ui32>
      %112 = stablehlo.xor %108, %111 : tensor<ui32>
      %113 = stablehlo.add %108, %112 : tensor<ui32>
      %114 = stablehlo.shift_left %112, %c_8 : tensor<ui32>
      %115 = stablehlo.shift_right_logical %112, %c_9 : tensor<ui32>
      %116 = stablehlo.or %114, %115 : tensor<ui32>
      %117 = stablehlo.xor %113, %116 : tensor<ui32>
      %118 = stablehlo.add %113, %3 : tensor<ui32>
      %119 = stablehlo.add %117, %arg1 : tensor<ui32>
      %120 = stablehlo.add %119, %c : tensor<ui32>
      stablehlo.return %118, %120 : tensor<ui32>, tensor<ui32>
    }) : (tensor<i32>) -> (tensor<ui32>, tensor<ui32>)
    return %1#0, %1#1 : tensor<ui32>, tensor<ui32>
  }
  func.func private @_bernoulli(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>) -> tensor<1536x1536xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_6(%arg0, %arg1, %cst, %cst_0) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1536x1536xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<1536x1536xf32>, tensor<1536x1536xf32>) -> tensor<1536x1536xi1>
    return %2 : tensor<1536x1536xi1>
  }
  func.func private @_uniform_6(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<1536x1536xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<1536> : tensor<ui64>
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.convert %arg3 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<1536x1536xui64>
    %9 = stablehlo.iota dim = 1 : tensor<1536x1536xui64>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1536x1536xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<1536x1536xui64>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1536x1536xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<1536x1536xui64>
    %14 = stablehlo.add %11, %13 : tensor<1536x1536xui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1536x1536xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<1536x1536xui64>
    %17 = stablehlo.convert %14 : (tensor<1536x1536xui64>) -> tensor<1536x1536xui32>
    %18 = stablehlo.convert %16 : (tensor<1536x1536xui64>) -> tensor<1536x1536xui32>
    %19:2 = call @threefry2x32_7(%arg0, %5, %7, %18, %17) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<1536x1536xui32>, tensor<1536x1536xui32>) -> (tensor<1536x1536xui32>, tensor<1536x1536xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<1536x1536xui32>
    %21 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<1536x1536xui32>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
    %24 = stablehlo.or %22, %23 : tensor<1536x1536xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<1536x1536xui32>) -> tensor<1536x1536xf32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<1536x1536xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1536x1536xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<1536x1536xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1536x1536xf32>
    %32 = stablehlo.add %30, %31 : tensor<1536x1536xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1536x1536xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<1536x1536xf32>
    return %34 : tensor<1536x1536xf32>
  }
  func.func private @threefry2x32_7(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<1536x1536xui32>, %arg4: tensor<1536x1536xui32>) -> (tensor<1536x1536xui32>, tensor<1536x1536xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<1536x1536xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<1536x1536xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<1536x1536xui32>, tensor<1536x1536xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<1536x1536xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<1536x1536xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<1536x1536xui32>
        %24 = stablehlo.or %20, %23 : tensor<1536x1536xui32>
        %25 = stablehlo.xor %18, %24 : tensor<1536x1536xui32>
        %26 = stablehlo.add %18, %25 : tensor<1536x1536xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<1536x1536xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<1536x1536xui32>
        %32 = stablehlo.or %28, %31 : tensor<1536x1536xui32>
        %33 = stablehlo.xor %26, %32 : tensor<1536x1536xui32>
        %34 = stablehlo.add %26, %33 : tensor<1536x1536xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<1536x1536xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<1536x1536xui32>
        %40 = stablehlo.or %36, %39 : tensor<1536x1536xui32>
        %41 = stablehlo.xor %34, %40 : tensor<1536x1536xui32>
        %42 = stablehlo.add %34, %41 : tensor<1536x1536xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<1536x1536xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<1536x1536xui32>
        %48 = stablehlo.or %44, %47 : tensor<1536x1536xui32>
        %49 = stablehlo.xor %42, %48 : tensor<1536x1536xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
        %51 = stablehlo.add %42, %50 : tensor<1536x1536xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
        %53 = stablehlo.add %49, %52 : tensor<1536x1536xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
        %57 = stablehlo.add %53, %56 : tensor<1536x1536xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<1536x1536xui32>, tensor<1536x1536xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<1536x1536xui32>, tensor<1536x1536xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<1536x1536xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<1536x1536xui32>
      %8 = stablehlo.add %5, %7 : tensor<1536x1536xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<1536x1536xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<1536x1536xui32>
      %13 = stablehlo.or %10, %12 : tensor<1536x1536xui32>
      %14 = stablehlo.xor %8, %13 : tensor<1536x1536xui32>
      %15 = stablehlo.add %8, %14 : tensor<1536x1536xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<1536x1536xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<1536x1536xui32>
      %20 = stablehlo.or %17, %19 : tensor<1536x1536xui32>
      %21 = stablehlo.xor %15, %20 : tensor<1536x1536xui32>
      %22 = stablehlo.add %15, %21 : tensor<1536x1536xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<1536x1536xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<1536x1536xui32>
      %27 = stablehlo.or %24, %26 : tensor<1536x1536xui32>
      %28 = stablehlo.xor %22, %27 : tensor<1536x1536xui32>
      %29 = stablehlo.add %22, %28 : tensor<1536x1536xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<1536x1536xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<1536x1536xui32>
      %34 = stablehlo.or %31, %33 : tensor<1536x1536xui32>
      %35 = stablehlo.xor %29, %34 : tensor<1536x1536xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %37 = stablehlo.add %29, %36 : tensor<1536x1536xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %39 = stablehlo.add %35, %38 : tensor<1536x1536xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %41 = stablehlo.add %39, %40 : tensor<1536x1536xui32>
      %42 = stablehlo.add %37, %41 : tensor<1536x1536xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<1536x1536xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<1536x1536xui32>
      %47 = stablehlo.or %44, %46 : tensor<1536x1536xui32>
      %48 = stablehlo.xor %42, %47 : tensor<1536x1536xui32>
      %49 = stablehlo.add %42, %48 : tensor<1536x1536xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<1536x1536xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<1536x1536xui32>
      %54 = stablehlo.or %51, %53 : tensor<1536x1536xui32>
      %55 = stablehlo.xor %49, %54 : tensor<1536x1536xui32>
      %56 = stablehlo.add %49, %55 : tensor<1536x1536xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<1536x1536xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<1536x1536xui32>
      %61 = stablehlo.or %58, %60 : tensor<1536x1536xui32>
      %62 = stablehlo.xor %56, %61 : tensor<1536x1536xui32>
      %63 = stablehlo.add %56, %62 : tensor<1536x1536xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<1536x1536xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<1536x1536xui32>
      %68 = stablehlo.or %65, %67 : tensor<1536x1536xui32>
      %69 = stablehlo.xor %63, %68 : tensor<1536x1536xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %71 = stablehlo.add %63, %70 : tensor<1536x1536xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %73 = stablehlo.add %69, %72 : tensor<1536x1536xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %75 = stablehlo.add %73, %74 : tensor<1536x1536xui32>
      %76 = stablehlo.add %71, %75 : tensor<1536x1536xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<1536x1536xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<1536x1536xui32>
      %81 = stablehlo.or %78, %80 : tensor<1536x1536xui32>
      %82 = stablehlo.xor %76, %81 : tensor<1536x1536xui32>
      %83 = stablehlo.add %76, %82 : tensor<1536x1536xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<1536x1536xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<1536x1536xui32>
      %88 = stablehlo.or %85, %87 : tensor<1536x1536xui32>
      %89 = stablehlo.xor %83, %88 : tensor<1536x1536xui32>
      %90 = stablehlo.add %83, %89 : tensor<1536x1536xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<1536x1536xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<1536x1536xui32>
      %95 = stablehlo.or %92, %94 : tensor<1536x1536xui32>
      %96 = stablehlo.xor %90, %95 : tensor<1536x1536xui32>
      %97 = stablehlo.add %90, %96 : tensor<1536x1536xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<1536x1536xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<1536x1536xui32>
      %102 = stablehlo.or %99, %101 : tensor<1536x1536xui32>
      %103 = stablehlo.xor %97, %102 : tensor<1536x1536xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %105 = stablehlo.add %97, %104 : tensor<1536x1536xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %107 = stablehlo.add %103, %106 : tensor<1536x1536xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %109 = stablehlo.add %107, %108 : tensor<1536x1536xui32>
      %110 = stablehlo.add %105, %109 : tensor<1536x1536xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<1536x1536xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<1536x1536xui32>
      %115 = stablehlo.or %112, %114 : tensor<1536x1536xui32>
      %116 = stablehlo.xor %110, %115 : tensor<1536x1536xui32>
      %117 = stablehlo.add %110, %116 : tensor<1536x1536xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<1536x1536xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<1536x1536xui32>
      %122 = stablehlo.or %119, %121 : tensor<1536x1536xui32>
      %123 = stablehlo.xor %117, %122 : tensor<1536x1536xui32>
      %124 = stablehlo.add %117, %123 : tensor<1536x1536xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<1536x1536xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<1536x1536xui32>
      %129 = stablehlo.or %126, %128 : tensor<1536x1536xui32>
      %130 = stablehlo.xor %124, %129 : tensor<1536x1536xui32>
      %131 = stablehlo.add %124, %130 : tensor<1536x1536xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<1536x1536xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<1536x1536xui32>
      %136 = stablehlo.or %133, %135 : tensor<1536x1536xui32>
      %137 = stablehlo.xor %131, %136 : tensor<1536x1536xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %139 = stablehlo.add %131, %138 : tensor<1536x1536xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %141 = stablehlo.add %137, %140 : tensor<1536x1536xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %143 = stablehlo.add %141, %142 : tensor<1536x1536xui32>
      %144 = stablehlo.add %139, %143 : tensor<1536x1536xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<1536x1536xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<1536x1536xui32>
      %149 = stablehlo.or %146, %148 : tensor<1536x1536xui32>
      %150 = stablehlo.xor %144, %149 : tensor<1536x1536xui32>
      %151 = stablehlo.add %144, %150 : tensor<1536x1536xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<1536x1536xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<1536x1536xui32>
      %156 = stablehlo.or %153, %155 : tensor<1536x1536xui32>
      %157 = stablehlo.xor %151, %156 : tensor<1536x1536xui32>
      %158 = stablehlo.add %151, %157 : tensor<1536x1536xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<1536x1536xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<1536x1536xui32>
      %163 = stablehlo.or %160, %162 : tensor<1536x1536xui32>
      %164 = stablehlo.xor %158, %163 : tensor<1536x1536xui32>
      %165 = stablehlo.add %158, %164 : tensor<1536x1536xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<1536x1536xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<1536x1536xui32>
      %170 = stablehlo.or %167, %169 : tensor<1536x1536xui32>
      %171 = stablehlo.xor %165, %170 : tensor<1536x1536xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %173 = stablehlo.add %165, %172 : tensor<1536x1536xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %175 = stablehlo.add %171, %174 : tensor<1536x1536xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %177 = stablehlo.add %175, %176 : tensor<1536x1536xui32>
      stablehlo.return %173, %177 : tensor<1536x1536xui32>, tensor<1536x1536xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<1536x1536xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<1536x1536xui32>
      %8 = stablehlo.add %5, %7 : tensor<1536x1536xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<1536x1536xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<1536x1536xui32>
      %13 = stablehlo.or %10, %12 : tensor<1536x1536xui32>
      %14 = stablehlo.xor %8, %13 : tensor<1536x1536xui32>
      %15 = stablehlo.add %8, %14 : tensor<1536x1536xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<1536x1536xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<1536x1536xui32>
      %20 = stablehlo.or %17, %19 : tensor<1536x1536xui32>
      %21 = stablehlo.xor %15, %20 : tensor<1536x1536xui32>
      %22 = stablehlo.add %15, %21 : tensor<1536x1536xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<1536x1536xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<1536x1536xui32>
      %27 = stablehlo.or %24, %26 : tensor<1536x1536xui32>
      %28 = stablehlo.xor %22, %27 : tensor<1536x1536xui32>
      %29 = stablehlo.add %22, %28 : tensor<1536x1536xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<1536x1536xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<1536x1536xui32>
      %34 = stablehlo.or %31, %33 : tensor<1536x1536xui32>
      %35 = stablehlo.xor %29, %34 : tensor<1536x1536xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %37 = stablehlo.add %29, %36 : tensor<1536x1536xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %39 = stablehlo.add %35, %38 : tensor<1536x1536xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %41 = stablehlo.add %39, %40 : tensor<1536x1536xui32>
      %42 = stablehlo.add %37, %41 : tensor<1536x1536xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<1536x1536xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<1536x1536xui32>
      %47 = stablehlo.or %44, %46 : tensor<1536x1536xui32>
      %48 = stablehlo.xor %42, %47 : tensor<1536x1536xui32>
      %49 = stablehlo.add %42, %48 : tensor<1536x1536xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<1536x1536xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<1536x1536xui32>
      %54 = stablehlo.or %51, %53 : tensor<1536x1536xui32>
      %55 = stablehlo.xor %49, %54 : tensor<1536x1536xui32>
      %56 = stablehlo.add %49, %55 : tensor<1536x1536xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<1536x1536xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<1536x1536xui32>
      %61 = stablehlo.or %58, %60 : tensor<1536x1536xui32>
      %62 = stablehlo.xor %56, %61 : tensor<1536x1536xui32>
      %63 = stablehlo.add %56, %62 : tensor<1536x1536xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<1536x1536xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<1536x1536xui32>
      %68 = stablehlo.or %65, %67 : tensor<1536x1536xui32>
      %69 = stablehlo.xor %63, %68 : tensor<1536x1536xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %71 = stablehlo.add %63, %70 : tensor<1536x1536xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %73 = stablehlo.add %69, %72 : tensor<1536x1536xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %75 = stablehlo.add %73, %74 : tensor<1536x1536xui32>
      %76 = stablehlo.add %71, %75 : tensor<1536x1536xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<1536x1536xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<1536x1536xui32>
      %81 = stablehlo.or %78, %80 : tensor<1536x1536xui32>
      %82 = stablehlo.xor %76, %81 : tensor<1536x1536xui32>
      %83 = stablehlo.add %76, %82 : tensor<1536x1536xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<1536x1536xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<1536x1536xui32>
      %88 = stablehlo.or %85, %87 : tensor<1536x1536xui32>
      %89 = stablehlo.xor %83, %88 : tensor<1536x1536xui32>
      %90 = stablehlo.add %83, %89 : tensor<1536x1536xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<1536x1536xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<1536x1536xui32>
      %95 = stablehlo.or %92, %94 : tensor<1536x1536xui32>
      %96 = stablehlo.xor %90, %95 : tensor<1536x1536xui32>
      %97 = stablehlo.add %90, %96 : tensor<1536x1536xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<1536x1536xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<1536x1536xui32>
      %102 = stablehlo.or %99, %101 : tensor<1536x1536xui32>
      %103 = stablehlo.xor %97, %102 : tensor<1536x1536xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %105 = stablehlo.add %97, %104 : tensor<1536x1536xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %107 = stablehlo.add %103, %106 : tensor<1536x1536xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %109 = stablehlo.add %107, %108 : tensor<1536x1536xui32>
      %110 = stablehlo.add %105, %109 : tensor<1536x1536xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<1536x1536xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<1536x1536xui32>
      %115 = stablehlo.or %112, %114 : tensor<1536x1536xui32>
      %116 = stablehlo.xor %110, %115 : tensor<1536x1536xui32>
      %117 = stablehlo.add %110, %116 : tensor<1536x1536xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<1536x1536xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<1536x1536xui32>
      %122 = stablehlo.or %119, %121 : tensor<1536x1536xui32>
      %123 = stablehlo.xor %117, %122 : tensor<1536x1536xui32>
      %124 = stablehlo.add %117, %123 : tensor<1536x1536xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<1536x1536xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<1536x1536xui32>
      %129 = stablehlo.or %126, %128 : tensor<1536x1536xui32>
      %130 = stablehlo.xor %124, %129 : tensor<1536x1536xui32>
      %131 = stablehlo.add %124, %130 : tensor<1536x1536xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<1536x1536xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<1536x1536xui32>
      %136 = stablehlo.or %133, %135 : tensor<1536x1536xui32>
      %137 = stablehlo.xor %131, %136 : tensor<1536x1536xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %139 = stablehlo.add %131, %138 : tensor<1536x1536xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %141 = stablehlo.add %137, %140 : tensor<1536x1536xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %143 = stablehlo.add %141, %142 : tensor<1536x1536xui32>
      %144 = stablehlo.add %139, %143 : tensor<1536x1536xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<1536x1536xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<1536x1536xui32>
      %149 = stablehlo.or %146, %148 : tensor<1536x1536xui32>
      %150 = stablehlo.xor %144, %149 : tensor<1536x1536xui32>
      %151 = stablehlo.add %144, %150 : tensor<1536x1536xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<1536x1536xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<1536x1536xui32>
      %156 = stablehlo.or %153, %155 : tensor<1536x1536xui32>
      %157 = stablehlo.xor %151, %156 : tensor<1536x1536xui32>
      %158 = stablehlo.add %151, %157 : tensor<1536x1536xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<1536x1536xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<1536x1536xui32>
      %163 = stablehlo.or %160, %162 : tensor<1536x1536xui32>
      %164 = stablehlo.xor %158, %163 : tensor<1536x1536xui32>
      %165 = stablehlo.add %158, %164 : tensor<1536x1536xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<1536x1536xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<1536x1536xui32>
      %170 = stablehlo.or %167, %169 : tensor<1536x1536xui32>
      %171 = stablehlo.xor %165, %170 : tensor<1536x1536xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %173 = stablehlo.add %165, %172 : tensor<1536x1536xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %175 = stablehlo.add %171, %174 : tensor<1536x1536xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1536x1536xui32>
      %177 = stablehlo.add %175, %176 : tensor<1536x1536xui32>
      stablehlo.return %173, %177 : tensor<1536x1536xui32>, tensor<1536x1536xui32>
    }) : (tensor<i32>) -> (tensor<1536x1536xui32>, tensor<1536x1536xui32>)
    return %1#0, %1#1 : tensor<1536x1536xui32>, tensor<1536x1536xui32>
  }
  func.func private @_normal_8(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x128xf32> {
    %0 = call @_normal_real_9(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<128x128xf32>
    return %0 : tensor<128x128xf32>
  }
  func.func private @_normal_real_9(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<128x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<128x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<128x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<128x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<128x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<128x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<128x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<128x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<128x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<128x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<128x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<128x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<128x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<128x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<128x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<128x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<128x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<128x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<128x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<128x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<128x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<128x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<128x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_10(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.negate %0 : tensor<128x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<128x128xf32>
    %4 = stablehlo.negate %3 : tensor<128x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<128x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<128x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<128x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<128x128xi1>, tensor<128x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<128x128xi1>, tensor<128x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<128x128xi1>, tensor<128x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<128x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<128x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<128x128xi1>, tensor<128x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<128x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<128x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<128x128xi1>, tensor<128x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<128x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<128x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<128x128xi1>, tensor<128x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<128x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<128x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<128x128xi1>, tensor<128x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<128x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<128x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<128x128xi1>, tensor<128x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<128x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<128x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<128x128xi1>, tensor<128x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<128x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<128x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<128x128xi1>, tensor<128x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<128x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<128x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<128x128xf32>
    %36 = stablehlo.abs %0 : tensor<128x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<128x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<128x128xi1>, tensor<128x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<128x128xf32>
    return %41 : tensor<128x128xf32>
  }
  func.func private @_uniform_10(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<128x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<128x128xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<128x128xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<128x128xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128x128xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<128x128xui64>
    %12 = stablehlo.add %9, %11 : tensor<128x128xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<128x128xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<128x128xui64>
    %15 = stablehlo.convert %12 : (tensor<128x128xui64>) -> tensor<128x128xui32>
    %16 = stablehlo.convert %14 : (tensor<128x128xui64>) -> tensor<128x128xui32>
    %17:2 = call @threefry2x32_11(%arg0, %3, %5, %16, %15) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<128x128xui32>, tensor<128x128xui32>) -> (tensor<128x128xui32>, tensor<128x128xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<128x128xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<128x128xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %22 = stablehlo.or %20, %21 : tensor<128x128xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<128x128xui32>) -> tensor<128x128xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<128x128xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x128xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<128x128xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x128xf32>
    %30 = stablehlo.add %28, %29 : tensor<128x128xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x128xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<128x128xf32>
    return %32 : tensor<128x128xf32>
  }
  func.func private @threefry2x32_11(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<128x128xui32>, %arg4: tensor<128x128xui32>) -> (tensor<128x128xui32>, tensor<128x128xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x128xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<128x128xui32>, tensor<128x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<128x128xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<128x128xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<128x128xui32>
        %24 = stablehlo.or %20, %23 : tensor<128x128xui32>
        %25 = stablehlo.xor %18, %24 : tensor<128x128xui32>
        %26 = stablehlo.add %18, %25 : tensor<128x128xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<128x128xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<128x128xui32>
        %32 = stablehlo.or %28, %31 : tensor<128x128xui32>
        %33 = stablehlo.xor %26, %32 : tensor<128x128xui32>
        %34 = stablehlo.add %26, %33 : tensor<128x128xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<128x128xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<128x128xui32>
        %40 = stablehlo.or %36, %39 : tensor<128x128xui32>
        %41 = stablehlo.xor %34, %40 : tensor<128x128xui32>
        %42 = stablehlo.add %34, %41 : tensor<128x128xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<128x128xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<128x128xui32>
        %48 = stablehlo.or %44, %47 : tensor<128x128xui32>
        %49 = stablehlo.xor %42, %48 : tensor<128x128xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
        %51 = stablehlo.add %42, %50 : tensor<128x128xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
        %53 = stablehlo.add %49, %52 : tensor<128x128xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
        %57 = stablehlo.add %53, %56 : tensor<128x128xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<128x128xui32>, tensor<128x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<128x128xui32>, tensor<128x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<128x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<128x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<128x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<128x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<128x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<128x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<128x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<128x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<128x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<128x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<128x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<128x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<128x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<128x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<128x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<128x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<128x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<128x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<128x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<128x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<128x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<128x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<128x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<128x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<128x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<128x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<128x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<128x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<128x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<128x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<128x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<128x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<128x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<128x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<128x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<128x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<128x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<128x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<128x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<128x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<128x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<128x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<128x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<128x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<128x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<128x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<128x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<128x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<128x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<128x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<128x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<128x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<128x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<128x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<128x128xui32>
      stablehlo.return %173, %177 : tensor<128x128xui32>, tensor<128x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<128x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<128x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<128x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<128x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<128x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<128x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<128x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<128x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<128x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<128x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<128x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<128x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<128x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<128x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<128x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<128x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<128x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<128x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<128x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<128x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<128x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<128x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<128x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<128x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<128x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<128x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<128x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<128x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<128x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<128x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<128x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<128x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<128x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<128x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<128x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<128x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<128x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<128x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<128x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<128x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<128x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<128x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<128x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<128x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<128x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<128x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<128x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<128x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<128x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<128x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<128x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<128x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<128x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<128x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<128x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<128x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<128x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<128x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<128x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<128x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<128x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<128x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<128x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<128x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<128x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<128x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<128x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<128x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<128x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<128x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<128x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<128x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<128x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<128x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<128x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<128x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<128x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<128x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<128x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<128x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<128x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<128x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<128x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<128x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<128x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<128x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<128x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<128x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<128x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<128x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<128x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<128x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<128x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<128x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<128x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<128x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<128x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<128x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<128x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<128x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<128x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<128x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<128x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<128x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<128x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<128x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<128x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<128x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<128x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<128x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<128x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<128x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<128x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<128x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<128x128xui32>
      stablehlo.return %173, %177 : tensor<128x128xui32>, tensor<128x128xui32>
    }) : (tensor<i32>) -> (tensor<128x128xui32>, tensor<128x128xui32>)
    return %1#0, %1#1 : tensor<128x128xui32>, tensor<128x128xui32>
  }
  func.func private @_normal_12(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128xf32> {
    %0 = call @_normal_real_13(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<128xf32>
    return %0 : tensor<128xf32>
  }
  func.func private @_normal_real_13(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128xf32> {
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
    %0 = call @_uniform_14(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128xf32>
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
  func.func private @_uniform_14(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<128xf32> {
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
    %13:2 = call @threefry2x32_15(%arg0, %3, %5, %12, %11) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<128xui32>, tensor<128xui32>) -> (tensor<128xui32>, tensor<128xui32>)
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
  func.func private @threefry2x32_15(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<128xui32>, %arg4: tensor<128xui32>) -> (tensor<128xui32>, tensor<128xui32>) {
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
  func.func private @_normal_16(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x1536x1536x128xf32> {
    %0 = call @_normal_real_17(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x1536x1536x128xf32>
    return %0 : tensor<3x1536x1536x128xf32>
  }
  func.func private @_normal_real_17(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x1536x1536x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<3x1536x1536x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x1536x1536x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<3x1536x1536x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<3x1536x1536x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<3x1536x1536x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<3x1536x1536x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<3x1536x1536x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<3x1536x1536x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<3x1536x1536x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<3x1536x1536x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<3x1536x1536x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<3x1536x1536x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<3x1536x1536x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<3x1536x1536x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<3x1536x1536x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<3x1536x1536x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<3x1536x1536x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<3x1536x1536x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<3x1536x1536x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<3x1536x1536x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<3x1536x1536x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<3x1536x1536x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<3x1536x1536x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_18(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x1536x1536x128xf32>
    %1 = stablehlo.negate %0 : tensor<3x1536x1536x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x1536x1536x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<3x1536x1536x128xf32>
    %4 = stablehlo.negate %3 : tensor<3x1536x1536x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<3x1536x1536x128xf32>, tensor<3x1536x1536x128xf32>) -> tensor<3x1536x1536x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<3x1536x1536x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<3x1536x1536x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<3x1536x1536x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<3x1536x1536x128xi1>, tensor<3x1536x1536x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<3x1536x1536x128xi1>, tensor<3x1536x1536x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<3x1536x1536x128xi1>, tensor<3x1536x1536x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<3x1536x1536x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<3x1536x1536x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<3x1536x1536x128xi1>, tensor<3x1536x1536x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<3x1536x1536x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<3x1536x1536x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<3x1536x1536x128xi1>, tensor<3x1536x1536x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<3x1536x1536x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<3x1536x1536x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<3x1536x1536x128xi1>, tensor<3x1536x1536x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<3x1536x1536x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<3x1536x1536x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<3x1536x1536x128xi1>, tensor<3x1536x1536x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<3x1536x1536x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<3x1536x1536x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<3x1536x1536x128xi1>, tensor<3x1536x1536x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<3x1536x1536x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<3x1536x1536x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<3x1536x1536x128xi1>, tensor<3x1536x1536x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<3x1536x1536x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x1536x1536x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<3x1536x1536x128xi1>, tensor<3x1536x1536x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<3x1536x1536x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x1536x1536x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<3x1536x1536x128xf32>
    %36 = stablehlo.abs %0 : tensor<3x1536x1536x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<3x1536x1536x128xf32>, tensor<3x1536x1536x128xf32>) -> tensor<3x1536x1536x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<3x1536x1536x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<3x1536x1536x128xi1>, tensor<3x1536x1536x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x1536x1536x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<3x1536x1536x128xf32>
    return %41 : tensor<3x1536x1536x128xf32>
  }
  func.func private @_uniform_18(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<3x1536x1536x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %c_4 = stablehlo.constant dense<196608> : tensor<ui64>
    %c_5 = stablehlo.constant dense<301989888> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x1536x1536x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x1536x1536x128xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x1536x1536x128xui64>
    %9 = stablehlo.iota dim = 3 : tensor<3x1536x1536x128xui64>
    %10 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<3x1536x1536x128xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<3x1536x1536x128xui64>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<3x1536x1536x128xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<3x1536x1536x128xui64>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<3x1536x1536x128xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<3x1536x1536x128xui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3x1536x1536x128xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<3x1536x1536x128xui64>
    %18 = stablehlo.add %11, %13 : tensor<3x1536x1536x128xui64>
    %19 = stablehlo.add %18, %15 : tensor<3x1536x1536x128xui64>
    %20 = stablehlo.add %19, %17 : tensor<3x1536x1536x128xui64>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x1536x1536x128xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<3x1536x1536x128xui64>
    %23 = stablehlo.convert %20 : (tensor<3x1536x1536x128xui64>) -> tensor<3x1536x1536x128xui32>
    %24 = stablehlo.convert %22 : (tensor<3x1536x1536x128xui64>) -> tensor<3x1536x1536x128xui32>
    %25:2 = call @threefry2x32_19(%arg0, %3, %5, %24, %23) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<3x1536x1536x128xui32>, tensor<3x1536x1536x128xui32>) -> (tensor<3x1536x1536x128xui32>, tensor<3x1536x1536x128xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<3x1536x1536x128xui32>
    %27 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<3x1536x1536x128xui32>
    %29 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
    %30 = stablehlo.or %28, %29 : tensor<3x1536x1536x128xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<3x1536x1536x128xui32>) -> tensor<3x1536x1536x128xf32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1536x1536x128xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<3x1536x1536x128xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x1536x1536x128xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<3x1536x1536x128xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x1536x1536x128xf32>
    %38 = stablehlo.add %36, %37 : tensor<3x1536x1536x128xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x1536x1536x128xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<3x1536x1536x128xf32>
    return %40 : tensor<3x1536x1536x128xf32>
  }
  func.func private @threefry2x32_19(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<3x1536x1536x128xui32>, %arg4: tensor<3x1536x1536x128xui32>) -> (tensor<3x1536x1536x128xui32>, tensor<3x1536x1536x128xui32>) {
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
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x1536x1536x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x1536x1536x128xui32>
      %8:9 = stablehlo.while(%iterArg = %c_21, %iterArg_22 = %c_21, %iterArg_23 = %5, %iterArg_24 = %7, %iterArg_25 = %arg2, %iterArg_26 = %3, %iterArg_27 = %arg1, %iterArg_28 = %c_18, %iterArg_29 = %c_17) : tensor<i32>, tensor<i32>, tensor<3x1536x1536x128xui32>, tensor<3x1536x1536x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
        %18 = stablehlo.add %iterArg_23, %iterArg_24 : tensor<3x1536x1536x128xui32>
        %19 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
        %20 = stablehlo.shift_left %iterArg_24, %19 : tensor<3x1536x1536x128xui32>
        %21 = stablehlo.subtract %c_14, %11 : tensor<ui32>
        %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
        %23 = stablehlo.shift_right_logical %iterArg_24, %22 : tensor<3x1536x1536x128xui32>
        %24 = stablehlo.or %20, %23 : tensor<3x1536x1536x128xui32>
        %25 = stablehlo.xor %18, %24 : tensor<3x1536x1536x128xui32>
        %26 = stablehlo.add %18, %25 : tensor<3x1536x1536x128xui32>
        %27 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
        %28 = stablehlo.shift_left %25, %27 : tensor<3x1536x1536x128xui32>
        %29 = stablehlo.subtract %c_14, %13 : tensor<ui32>
        %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
        %31 = stablehlo.shift_right_logical %25, %30 : tensor<3x1536x1536x128xui32>
        %32 = stablehlo.or %28, %31 : tensor<3x1536x1536x128xui32>
        %33 = stablehlo.xor %26, %32 : tensor<3x1536x1536x128xui32>
        %34 = stablehlo.add %26, %33 : tensor<3x1536x1536x128xui32>
        %35 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
        %36 = stablehlo.shift_left %33, %35 : tensor<3x1536x1536x128xui32>
        %37 = stablehlo.subtract %c_14, %15 : tensor<ui32>
        %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
        %39 = stablehlo.shift_right_logical %33, %38 : tensor<3x1536x1536x128xui32>
        %40 = stablehlo.or %36, %39 : tensor<3x1536x1536x128xui32>
        %41 = stablehlo.xor %34, %40 : tensor<3x1536x1536x128xui32>
        %42 = stablehlo.add %34, %41 : tensor<3x1536x1536x128xui32>
        %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
        %44 = stablehlo.shift_left %41, %43 : tensor<3x1536x1536x128xui32>
        %45 = stablehlo.subtract %c_14, %17 : tensor<ui32>
        %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
        %47 = stablehlo.shift_right_logical %41, %46 : tensor<3x1536x1536x128xui32>
        %48 = stablehlo.or %44, %47 : tensor<3x1536x1536x128xui32>
        %49 = stablehlo.xor %42, %48 : tensor<3x1536x1536x128xui32>
        %50 = stablehlo.broadcast_in_dim %iterArg_25, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
        %51 = stablehlo.add %42, %50 : tensor<3x1536x1536x128xui32>
        %52 = stablehlo.broadcast_in_dim %iterArg_26, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
        %53 = stablehlo.add %49, %52 : tensor<3x1536x1536x128xui32>
        %54 = stablehlo.add %iterArg_22, %c_20 : tensor<i32>
        %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<ui32>
        %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
        %57 = stablehlo.add %53, %56 : tensor<3x1536x1536x128xui32>
        %58 = stablehlo.add %iterArg, %c_20 : tensor<i32>
        stablehlo.return %58, %9, %51, %57, %iterArg_26, %iterArg_27, %iterArg_25, %iterArg_29, %iterArg_28 : tensor<i32>, tensor<i32>, tensor<3x1536x1536x128xui32>, tensor<3x1536x1536x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
      }
      stablehlo.return %8#2, %8#3 : tensor<3x1536x1536x128xui32>, tensor<3x1536x1536x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x1536x1536x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x1536x1536x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<3x1536x1536x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3x1536x1536x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3x1536x1536x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<3x1536x1536x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3x1536x1536x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<3x1536x1536x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3x1536x1536x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3x1536x1536x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<3x1536x1536x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3x1536x1536x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<3x1536x1536x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3x1536x1536x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3x1536x1536x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<3x1536x1536x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3x1536x1536x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<3x1536x1536x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3x1536x1536x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3x1536x1536x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<3x1536x1536x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3x1536x1536x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<3x1536x1536x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<3x1536x1536x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<3x1536x1536x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<3x1536x1536x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3x1536x1536x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3x1536x1536x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<3x1536x1536x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3x1536x1536x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<3x1536x1536x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3x1536x1536x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3x1536x1536x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<3x1536x1536x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3x1536x1536x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<3x1536x1536x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3x1536x1536x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3x1536x1536x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<3x1536x1536x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3x1536x1536x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<3x1536x1536x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3x1536x1536x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3x1536x1536x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<3x1536x1536x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3x1536x1536x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<3x1536x1536x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<3x1536x1536x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<3x1536x1536x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<3x1536x1536x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x1536x1536x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3x1536x1536x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<3x1536x1536x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3x1536x1536x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<3x1536x1536x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3x1536x1536x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3x1536x1536x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<3x1536x1536x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3x1536x1536x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<3x1536x1536x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3x1536x1536x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3x1536x1536x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<3x1536x1536x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3x1536x1536x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<3x1536x1536x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3x1536x1536x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3x1536x1536x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<3x1536x1536x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3x1536x1536x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<3x1536x1536x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<3x1536x1536x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<3x1536x1536x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<3x1536x1536x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3x1536x1536x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3x1536x1536x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<3x1536x1536x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3x1536x1536x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<3x1536x1536x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3x1536x1536x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3x1536x1536x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<3x1536x1536x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3x1536x1536x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<3x1536x1536x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3x1536x1536x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3x1536x1536x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<3x1536x1536x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3x1536x1536x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<3x1536x1536x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3x1536x1536x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3x1536x1536x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<3x1536x1536x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3x1536x1536x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<3x1536x1536x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<3x1536x1536x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<3x1536x1536x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<3x1536x1536x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3x1536x1536x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3x1536x1536x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<3x1536x1536x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3x1536x1536x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<3x1536x1536x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3x1536x1536x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3x1536x1536x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<3x1536x1536x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3x1536x1536x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<3x1536x1536x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3x1536x1536x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3x1536x1536x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<3x1536x1536x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3x1536x1536x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<3x1536x1536x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3x1536x1536x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3x1536x1536x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<3x1536x1536x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3x1536x1536x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<3x1536x1536x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<3x1536x1536x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<3x1536x1536x128xui32>
      stablehlo.return %173, %177 : tensor<3x1536x1536x128xui32>, tensor<3x1536x1536x128xui32>
    }, {
      %2 = stablehlo.xor %arg1, %arg2 : tensor<ui32>
      %3 = stablehlo.xor %2, %c_16 : tensor<ui32>
      %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %5 = stablehlo.add %arg3, %4 : tensor<3x1536x1536x128xui32>
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %7 = stablehlo.add %arg4, %6 : tensor<3x1536x1536x128xui32>
      %8 = stablehlo.add %5, %7 : tensor<3x1536x1536x128xui32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %10 = stablehlo.shift_left %7, %9 : tensor<3x1536x1536x128xui32>
      %11 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %12 = stablehlo.shift_right_logical %7, %11 : tensor<3x1536x1536x128xui32>
      %13 = stablehlo.or %10, %12 : tensor<3x1536x1536x128xui32>
      %14 = stablehlo.xor %8, %13 : tensor<3x1536x1536x128xui32>
      %15 = stablehlo.add %8, %14 : tensor<3x1536x1536x128xui32>
      %16 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %17 = stablehlo.shift_left %14, %16 : tensor<3x1536x1536x128xui32>
      %18 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %19 = stablehlo.shift_right_logical %14, %18 : tensor<3x1536x1536x128xui32>
      %20 = stablehlo.or %17, %19 : tensor<3x1536x1536x128xui32>
      %21 = stablehlo.xor %15, %20 : tensor<3x1536x1536x128xui32>
      %22 = stablehlo.add %15, %21 : tensor<3x1536x1536x128xui32>
      %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %24 = stablehlo.shift_left %21, %23 : tensor<3x1536x1536x128xui32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %26 = stablehlo.shift_right_logical %21, %25 : tensor<3x1536x1536x128xui32>
      %27 = stablehlo.or %24, %26 : tensor<3x1536x1536x128xui32>
      %28 = stablehlo.xor %22, %27 : tensor<3x1536x1536x128xui32>
      %29 = stablehlo.add %22, %28 : tensor<3x1536x1536x128xui32>
      %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %31 = stablehlo.shift_left %28, %30 : tensor<3x1536x1536x128xui32>
      %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %33 = stablehlo.shift_right_logical %28, %32 : tensor<3x1536x1536x128xui32>
      %34 = stablehlo.or %31, %33 : tensor<3x1536x1536x128xui32>
      %35 = stablehlo.xor %29, %34 : tensor<3x1536x1536x128xui32>
      %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %37 = stablehlo.add %29, %36 : tensor<3x1536x1536x128xui32>
      %38 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %39 = stablehlo.add %35, %38 : tensor<3x1536x1536x128xui32>
      %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %41 = stablehlo.add %39, %40 : tensor<3x1536x1536x128xui32>
      %42 = stablehlo.add %37, %41 : tensor<3x1536x1536x128xui32>
      %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %44 = stablehlo.shift_left %41, %43 : tensor<3x1536x1536x128xui32>
      %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %46 = stablehlo.shift_right_logical %41, %45 : tensor<3x1536x1536x128xui32>
      %47 = stablehlo.or %44, %46 : tensor<3x1536x1536x128xui32>
      %48 = stablehlo.xor %42, %47 : tensor<3x1536x1536x128xui32>
      %49 = stablehlo.add %42, %48 : tensor<3x1536x1536x128xui32>
      %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %51 = stablehlo.shift_left %48, %50 : tensor<3x1536x1536x128xui32>
      %52 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %53 = stablehlo.shift_right_logical %48, %52 : tensor<3x1536x1536x128xui32>
      %54 = stablehlo.or %51, %53 : tensor<3x1536x1536x128xui32>
      %55 = stablehlo.xor %49, %54 : tensor<3x1536x1536x128xui32>
      %56 = stablehlo.add %49, %55 : tensor<3x1536x1536x128xui32>
      %57 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<3x1536x1536x128xui32>
      %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %60 = stablehlo.shift_right_logical %55, %59 : tensor<3x1536x1536x128xui32>
      %61 = stablehlo.or %58, %60 : tensor<3x1536x1536x128xui32>
      %62 = stablehlo.xor %56, %61 : tensor<3x1536x1536x128xui32>
      %63 = stablehlo.add %56, %62 : tensor<3x1536x1536x128xui32>
      %64 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %65 = stablehlo.shift_left %62, %64 : tensor<3x1536x1536x128xui32>
      %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %67 = stablehlo.shift_right_logical %62, %66 : tensor<3x1536x1536x128xui32>
      %68 = stablehlo.or %65, %67 : tensor<3x1536x1536x128xui32>
      %69 = stablehlo.xor %63, %68 : tensor<3x1536x1536x128xui32>
      %70 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %71 = stablehlo.add %63, %70 : tensor<3x1536x1536x128xui32>
      %72 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %73 = stablehlo.add %69, %72 : tensor<3x1536x1536x128xui32>
      %74 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %75 = stablehlo.add %73, %74 : tensor<3x1536x1536x128xui32>
      %76 = stablehlo.add %71, %75 : tensor<3x1536x1536x128xui32>
      %77 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x1536x1536x128xui32>
      %79 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %80 = stablehlo.shift_right_logical %75, %79 : tensor<3x1536x1536x128xui32>
      %81 = stablehlo.or %78, %80 : tensor<3x1536x1536x128xui32>
      %82 = stablehlo.xor %76, %81 : tensor<3x1536x1536x128xui32>
      %83 = stablehlo.add %76, %82 : tensor<3x1536x1536x128xui32>
      %84 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %85 = stablehlo.shift_left %82, %84 : tensor<3x1536x1536x128xui32>
      %86 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %87 = stablehlo.shift_right_logical %82, %86 : tensor<3x1536x1536x128xui32>
      %88 = stablehlo.or %85, %87 : tensor<3x1536x1536x128xui32>
      %89 = stablehlo.xor %83, %88 : tensor<3x1536x1536x128xui32>
      %90 = stablehlo.add %83, %89 : tensor<3x1536x1536x128xui32>
      %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %92 = stablehlo.shift_left %89, %91 : tensor<3x1536x1536x128xui32>
      %93 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %94 = stablehlo.shift_right_logical %89, %93 : tensor<3x1536x1536x128xui32>
      %95 = stablehlo.or %92, %94 : tensor<3x1536x1536x128xui32>
      %96 = stablehlo.xor %90, %95 : tensor<3x1536x1536x128xui32>
      %97 = stablehlo.add %90, %96 : tensor<3x1536x1536x128xui32>
      %98 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %99 = stablehlo.shift_left %96, %98 : tensor<3x1536x1536x128xui32>
      %100 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %101 = stablehlo.shift_right_logical %96, %100 : tensor<3x1536x1536x128xui32>
      %102 = stablehlo.or %99, %101 : tensor<3x1536x1536x128xui32>
      %103 = stablehlo.xor %97, %102 : tensor<3x1536x1536x128xui32>
      %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %105 = stablehlo.add %97, %104 : tensor<3x1536x1536x128xui32>
      %106 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %107 = stablehlo.add %103, %106 : tensor<3x1536x1536x128xui32>
      %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %109 = stablehlo.add %107, %108 : tensor<3x1536x1536x128xui32>
      %110 = stablehlo.add %105, %109 : tensor<3x1536x1536x128xui32>
      %111 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %112 = stablehlo.shift_left %109, %111 : tensor<3x1536x1536x128xui32>
      %113 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %114 = stablehlo.shift_right_logical %109, %113 : tensor<3x1536x1536x128xui32>
      %115 = stablehlo.or %112, %114 : tensor<3x1536x1536x128xui32>
      %116 = stablehlo.xor %110, %115 : tensor<3x1536x1536x128xui32>
      %117 = stablehlo.add %110, %116 : tensor<3x1536x1536x128xui32>
      %118 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %119 = stablehlo.shift_left %116, %118 : tensor<3x1536x1536x128xui32>
      %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %121 = stablehlo.shift_right_logical %116, %120 : tensor<3x1536x1536x128xui32>
      %122 = stablehlo.or %119, %121 : tensor<3x1536x1536x128xui32>
      %123 = stablehlo.xor %117, %122 : tensor<3x1536x1536x128xui32>
      %124 = stablehlo.add %117, %123 : tensor<3x1536x1536x128xui32>
      %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %126 = stablehlo.shift_left %123, %125 : tensor<3x1536x1536x128xui32>
      %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %128 = stablehlo.shift_right_logical %123, %127 : tensor<3x1536x1536x128xui32>
      %129 = stablehlo.or %126, %128 : tensor<3x1536x1536x128xui32>
      %130 = stablehlo.xor %124, %129 : tensor<3x1536x1536x128xui32>
      %131 = stablehlo.add %124, %130 : tensor<3x1536x1536x128xui32>
      %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %133 = stablehlo.shift_left %130, %132 : tensor<3x1536x1536x128xui32>
      %134 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %135 = stablehlo.shift_right_logical %130, %134 : tensor<3x1536x1536x128xui32>
      %136 = stablehlo.or %133, %135 : tensor<3x1536x1536x128xui32>
      %137 = stablehlo.xor %131, %136 : tensor<3x1536x1536x128xui32>
      %138 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %139 = stablehlo.add %131, %138 : tensor<3x1536x1536x128xui32>
      %140 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %141 = stablehlo.add %137, %140 : tensor<3x1536x1536x128xui32>
      %142 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %143 = stablehlo.add %141, %142 : tensor<3x1536x1536x128xui32>
      %144 = stablehlo.add %139, %143 : tensor<3x1536x1536x128xui32>
      %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %146 = stablehlo.shift_left %143, %145 : tensor<3x1536x1536x128xui32>
      %147 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %148 = stablehlo.shift_right_logical %143, %147 : tensor<3x1536x1536x128xui32>
      %149 = stablehlo.or %146, %148 : tensor<3x1536x1536x128xui32>
      %150 = stablehlo.xor %144, %149 : tensor<3x1536x1536x128xui32>
      %151 = stablehlo.add %144, %150 : tensor<3x1536x1536x128xui32>
      %152 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %153 = stablehlo.shift_left %150, %152 : tensor<3x1536x1536x128xui32>
      %154 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %155 = stablehlo.shift_right_logical %150, %154 : tensor<3x1536x1536x128xui32>
      %156 = stablehlo.or %153, %155 : tensor<3x1536x1536x128xui32>
      %157 = stablehlo.xor %151, %156 : tensor<3x1536x1536x128xui32>
      %158 = stablehlo.add %151, %157 : tensor<3x1536x1536x128xui32>
      %159 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %160 = stablehlo.shift_left %157, %159 : tensor<3x1536x1536x128xui32>
      %161 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %162 = stablehlo.shift_right_logical %157, %161 : tensor<3x1536x1536x128xui32>
      %163 = stablehlo.or %160, %162 : tensor<3x1536x1536x128xui32>
      %164 = stablehlo.xor %158, %163 : tensor<3x1536x1536x128xui32>
      %165 = stablehlo.add %158, %164 : tensor<3x1536x1536x128xui32>
      %166 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %167 = stablehlo.shift_left %164, %166 : tensor<3x1536x1536x128xui32>
      %168 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %169 = stablehlo.shift_right_logical %164, %168 : tensor<3x1536x1536x128xui32>
      %170 = stablehlo.or %167, %169 : tensor<3x1536x1536x128xui32>
      %171 = stablehlo.xor %165, %170 : tensor<3x1536x1536x128xui32>
      %172 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %173 = stablehlo.add %165, %172 : tensor<3x1536x1536x128xui32>
      %174 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %175 = stablehlo.add %171, %174 : tensor<3x1536x1536x128xui32>
      %176 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x1536x1536x128xui32>
      %177 = stablehlo.add %175, %176 : tensor<3x1536x1536x128xui32>
      stablehlo.return %173, %177 : tensor<3x1536x1536x128xui32>, tensor<3x1536x1536x128xui32>
    }) : (tensor<i32>) -> (tensor<3x1536x1536x128xui32>, tensor<3x1536x1536x128xui32>)
    return %1#0, %1#1 : tensor<3x1536x1536x128xui32>, tensor<3x1536x1536x128xui32>
  }
}
