module @jit_inputs attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>) -> (tensor<32768x4096xbf16> {jax.result_info = "result[0]"}, tensor<128x4096x1536xbf16> {jax.result_info = "result[1]"}, tensor<128xi32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<128> : tensor<i32>
    %c_2 = stablehlo.constant dense<256> : tensor<i32>
    %c_3 = stablehlo.constant dense<4> : tensor<i32>
    %c_4 = stablehlo.constant dense<-1> : tensor<i32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %c_7 = stablehlo.constant dense<257> : tensor<i32>
    %c_8 = stablehlo.constant dense<-256> : tensor<i32>
    %cst_9 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %0 = call @clip(%arg0, %arg2, %c_11, %c_12) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.clamp %c_11, %0, %c_12 : tensor<i32>
    %2:3 = "stablehlo.case"(%1) ({
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<32768x4096xf32>
      %11 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32768x4096xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<32768x4096xf32>
      %13 = stablehlo.convert %12 : (tensor<32768x4096xf32>) -> tensor<32768x4096xbf16>
      %14 = func.call @_normal_0(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<128x4096x1536xf32>
      %15 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128x4096x1536xf32>
      %16 = stablehlo.multiply %14, %15 : tensor<128x4096x1536xf32>
      %17 = stablehlo.convert %16 : (tensor<128x4096x1536xf32>) -> tensor<128x4096x1536xbf16>
      %18 = func.call @_threefry_split(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %19 = stablehlo.slice %18 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %20 = stablehlo.reshape %19 : (tensor<1x2xui32>) -> tensor<2xui32>
      %21 = stablehlo.slice %18 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %22 = stablehlo.reshape %21 : (tensor<1x2xui32>) -> tensor<2xui32>
      %23 = stablehlo.slice %18 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %24 = stablehlo.reshape %23 : (tensor<1x2xui32>) -> tensor<2xui32>
      %25 = func.call @_randint(%arg0, %22, %c_8, %c_7) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<64xi32>
      %26 = func.call @_bernoulli(%arg0, %24, %cst_6) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<64xi1>
      %27 = func.call @_where(%arg0, %26, %c_5, %c_4) : (tensor<i32>, tensor<64xi1>, tensor<i32>, tensor<i32>) -> tensor<64xi32>
      %28 = stablehlo.iota dim = 0 : tensor<64xi32>
      %29 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %30 = stablehlo.compare LT, %28, %29, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
      %31 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %32 = stablehlo.multiply %27, %31 : tensor<64xi32>
      %33 = func.call @_where_7(%arg0, %30, %32, %25) : (tensor<i32>, tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
      %34 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %35 = stablehlo.add %34, %33 : tensor<64xi32>
      %36 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %37 = stablehlo.subtract %36, %33 : tensor<64xi32>
      %38 = stablehlo.concatenate %35, %37, dim = 0 : (tensor<64xi32>, tensor<64xi32>) -> tensor<128xi32>
      %39 = stablehlo.iota dim = 0 : tensor<128xi32>
      %40 = func.call @_shuffle(%arg0, %20, %39) : (tensor<i32>, tensor<2xui32>, tensor<128xi32>) -> tensor<128xi32>
      %41 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %42 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %43 = stablehlo.compare LT, %40, %42, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
      %44 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %45 = stablehlo.add %40, %44 : tensor<128xi32>
      %46 = stablehlo.select %43, %45, %40 : tensor<128xi1>, tensor<128xi32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
      %48 = "stablehlo.scatter"(%41, %47, %38) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
      ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
        stablehlo.return %arg4 : tensor<i32>
      }) : (tensor<128xi32>, tensor<128x1xi32>, tensor<128xi32>) -> tensor<128xi32>
      stablehlo.return %13, %17, %48 : tensor<32768x4096xbf16>, tensor<128x4096x1536xbf16>, tensor<128xi32>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_threefry_split_5(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
      %11 = stablehlo.slice %10 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %12 = stablehlo.reshape %11 : (tensor<1x2xui32>) -> tensor<2xui32>
      %13 = stablehlo.slice %10 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %14 = stablehlo.reshape %13 : (tensor<1x2xui32>) -> tensor<2xui32>
      %15 = func.call @_normal_8(%arg0, %14) : (tensor<i32>, tensor<2xui32>) -> tensor<3x32768x4096xf32>
      %16 = stablehlo.multiply %15, %15 : tensor<3x32768x4096xf32>
      %17 = func.call @_normal(%arg0, %12) : (tensor<i32>, tensor<2xui32>) -> tensor<32768x4096xf32>
      %18 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<3x32768x4096xf32>, tensor<f32>) -> tensor<32768x4096xf32>
      %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32768x4096xf32>
      %20 = stablehlo.divide %19, %18 : tensor<32768x4096xf32>
      %21 = stablehlo.sqrt %20 : tensor<32768x4096xf32>
      %22 = stablehlo.multiply %17, %21 : tensor<32768x4096xf32>
      %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32768x4096xf32>
      %24 = stablehlo.multiply %22, %23 : tensor<32768x4096xf32>
      %25 = stablehlo.convert %24 : (tensor<32768x4096xf32>) -> tensor<32768x4096xbf16>
      %26 = func.call @_normal_0(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<128x4096x1536xf32>
      %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128x4096x1536xf32>
      %28 = stablehlo.multiply %26, %27 : tensor<128x4096x1536xf32>
      %29 = stablehlo.convert %28 : (tensor<128x4096x1536xf32>) -> tensor<128x4096x1536xbf16>
      %30 = func.call @_threefry_split(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %31 = stablehlo.slice %30 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %32 = stablehlo.reshape %31 : (tensor<1x2xui32>) -> tensor<2xui32>
      %33 = stablehlo.slice %30 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %34 = stablehlo.reshape %33 : (tensor<1x2xui32>) -> tensor<2xui32>
      %35 = stablehlo.slice %30 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %36 = stablehlo.reshape %35 : (tensor<1x2xui32>) -> tensor<2xui32>
      %37 = func.call @_randint(%arg0, %34, %c_8, %c_7) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<64xi32>
      %38 = func.call @_bernoulli(%arg0, %36, %cst_6) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<64xi1>
      %39 = func.call @_where(%arg0, %38, %c_5, %c_4) : (tensor<i32>, tensor<64xi1>, tensor<i32>, tensor<i32>) -> tensor<64xi32>
      %40 = stablehlo.iota dim = 0 : tensor<64xi32>
      %41 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %42 = stablehlo.compare LT, %40, %41, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
      %43 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %44 = stablehlo.multiply %39, %43 : tensor<64xi32>
      %45 = func.call @_where_7(%arg0, %42, %44, %37) : (tensor<i32>, tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
      %46 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %47 = stablehlo.add %46, %45 : tensor<64xi32>
      %48 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %49 = stablehlo.subtract %48, %45 : tensor<64xi32>
      %50 = stablehlo.concatenate %47, %49, dim = 0 : (tensor<64xi32>, tensor<64xi32>) -> tensor<128xi32>
      %51 = stablehlo.iota dim = 0 : tensor<128xi32>
      %52 = func.call @_shuffle(%arg0, %32, %51) : (tensor<i32>, tensor<2xui32>, tensor<128xi32>) -> tensor<128xi32>
      %53 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %54 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %55 = stablehlo.compare LT, %52, %54, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
      %56 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %57 = stablehlo.add %52, %56 : tensor<128xi32>
      %58 = stablehlo.select %55, %57, %52 : tensor<128xi1>, tensor<128xi32>
      %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
      %60 = "stablehlo.scatter"(%53, %59, %50) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
      ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
        stablehlo.return %arg4 : tensor<i32>
      }) : (tensor<128xi32>, tensor<128x1xi32>, tensor<128xi32>) -> tensor<128xi32>
      stablehlo.return %25, %29, %60 : tensor<32768x4096xbf16>, tensor<128x4096x1536xbf16>, tensor<128xi32>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<32768x4096xf32>
      %11 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32768x4096xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<32768x4096xf32>
      %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32768x4096xf32>
      %14 = stablehlo.multiply %12, %13 : tensor<32768x4096xf32>
      %15 = stablehlo.convert %14 : (tensor<32768x4096xf32>) -> tensor<32768x4096xbf16>
      %16 = func.call @_normal_0(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<128x4096x1536xf32>
      %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128x4096x1536xf32>
      %18 = stablehlo.multiply %16, %17 : tensor<128x4096x1536xf32>
      %19 = stablehlo.convert %18 : (tensor<128x4096x1536xf32>) -> tensor<128x4096x1536xbf16>
      %20 = func.call @_threefry_split(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %21 = stablehlo.slice %20 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %22 = stablehlo.reshape %21 : (tensor<1x2xui32>) -> tensor<2xui32>
      %23 = stablehlo.slice %20 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %24 = stablehlo.reshape %23 : (tensor<1x2xui32>) -> tensor<2xui32>
      %25 = stablehlo.slice %20 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %26 = stablehlo.reshape %25 : (tensor<1x2xui32>) -> tensor<2xui32>
      %27 = func.call @_randint(%arg0, %24, %c_8, %c_7) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<64xi32>
      %28 = func.call @_bernoulli(%arg0, %26, %cst_6) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<64xi1>
      %29 = func.call @_where(%arg0, %28, %c_5, %c_4) : (tensor<i32>, tensor<64xi1>, tensor<i32>, tensor<i32>) -> tensor<64xi32>
      %30 = stablehlo.iota dim = 0 : tensor<64xi32>
      %31 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %32 = stablehlo.compare LT, %30, %31, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
      %33 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %34 = stablehlo.multiply %29, %33 : tensor<64xi32>
      %35 = func.call @_where_7(%arg0, %32, %34, %27) : (tensor<i32>, tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
      %36 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %37 = stablehlo.add %36, %35 : tensor<64xi32>
      %38 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %39 = stablehlo.subtract %38, %35 : tensor<64xi32>
      %40 = stablehlo.concatenate %37, %39, dim = 0 : (tensor<64xi32>, tensor<64xi32>) -> tensor<128xi32>
      %41 = stablehlo.iota dim = 0 : tensor<128xi32>
      %42 = func.call @_shuffle(%arg0, %22, %41) : (tensor<i32>, tensor<2xui32>, tensor<128xi32>) -> tensor<128xi32>
      %43 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %44 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %45 = stablehlo.compare LT, %42, %44, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
      %46 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %47 = stablehlo.add %42, %46 : tensor<128xi32>
      %48 = stablehlo.select %45, %47, %42 : tensor<128xi1>, tensor<128xi32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
      %50 = "stablehlo.scatter"(%43, %49, %40) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
      ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
        stablehlo.return %arg4 : tensor<i32>
      }) : (tensor<128xi32>, tensor<128x1xi32>, tensor<128xi32>) -> tensor<128xi32>
      stablehlo.return %15, %19, %50 : tensor<32768x4096xbf16>, tensor<128x4096x1536xbf16>, tensor<128xi32>
    }, {
      %3 = func.call @_threefry_split(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %4 = stablehlo.slice %3 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
      %6 = stablehlo.slice %3 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %3 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = func.call @_normal(%arg0, %5) : (tensor<i32>, tensor<2xui32>) -> tensor<32768x4096xf32>
      %11 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32768x4096xf32>
      %12 = stablehlo.multiply %10, %11 : tensor<32768x4096xf32>
      %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32768x4096xf32>
      %14 = stablehlo.add %12, %13 : tensor<32768x4096xf32>
      %15 = stablehlo.convert %14 : (tensor<32768x4096xf32>) -> tensor<32768x4096xbf16>
      %16 = func.call @_normal_0(%arg0, %7) : (tensor<i32>, tensor<2xui32>) -> tensor<128x4096x1536xf32>
      %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128x4096x1536xf32>
      %18 = stablehlo.multiply %16, %17 : tensor<128x4096x1536xf32>
      %19 = stablehlo.convert %18 : (tensor<128x4096x1536xf32>) -> tensor<128x4096x1536xbf16>
      %20 = func.call @_threefry_split(%arg0, %9) : (tensor<i32>, tensor<2xui32>) -> tensor<3x2xui32>
      %21 = stablehlo.slice %20 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %22 = stablehlo.reshape %21 : (tensor<1x2xui32>) -> tensor<2xui32>
      %23 = stablehlo.slice %20 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %24 = stablehlo.reshape %23 : (tensor<1x2xui32>) -> tensor<2xui32>
      %25 = stablehlo.slice %20 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %26 = stablehlo.reshape %25 : (tensor<1x2xui32>) -> tensor<2xui32>
      %27 = func.call @_randint(%arg0, %24, %c_8, %c_7) : (tensor<i32>, tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<64xi32>
      %28 = func.call @_bernoulli(%arg0, %26, %cst_6) : (tensor<i32>, tensor<2xui32>, tensor<f32>) -> tensor<64xi1>
      %29 = func.call @_where(%arg0, %28, %c_5, %c_4) : (tensor<i32>, tensor<64xi1>, tensor<i32>, tensor<i32>) -> tensor<64xi32>
      %30 = stablehlo.iota dim = 0 : tensor<64xi32>
      %31 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %32 = stablehlo.compare LT, %30, %31, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
      %33 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %34 = stablehlo.multiply %29, %33 : tensor<64xi32>
      %35 = func.call @_where_7(%arg0, %32, %34, %27) : (tensor<i32>, tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
      %36 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %37 = stablehlo.add %36, %35 : tensor<64xi32>
      %38 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %39 = stablehlo.subtract %38, %35 : tensor<64xi32>
      %40 = stablehlo.concatenate %37, %39, dim = 0 : (tensor<64xi32>, tensor<64xi32>) -> tensor<128xi32>
      %41 = stablehlo.iota dim = 0 : tensor<128xi32>
      %42 = func.call @_shuffle(%arg0, %22, %41) : (tensor<i32>, tensor<2xui32>, tensor<128xi32>) -> tensor<128xi32>
      %43 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %44 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %45 = stablehlo.compare LT, %42, %44, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
      %46 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128xi32>
      %47 = stablehlo.add %42, %46 : tensor<128xi32>
      %48 = stablehlo.select %45, %47, %42 : tensor<128xi1>, tensor<128xi32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
      %50 = "stablehlo.scatter"(%43, %49, %40) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
      ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
        stablehlo.return %arg4 : tensor<i32>
      }) : (tensor<128xi32>, tensor<128x1xi32>, tensor<128xi32>) -> tensor<128xi32>
      stablehlo.return %15, %19, %50 : tensor<32768x4096xbf16>, tensor<128x4096x1536xbf16>, tensor<128xi32>
    }) : (tensor<i32>) -> (tensor<32768x4096xbf16>, tensor<128x4096x1536xbf16>, tensor<128xi32>)
    return %2#0, %2#1, %2#2 : tensor<32768x4096xbf16>, tensor<128x4096x1536xbf16>, tensor<128xi32>
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
  func.func private @_normal(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<32768x4096xf32> {
    %0 = call @_normal_real(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<32768x4096xf32>
    return %0 : tensor<32768x4096xf32>
  }
  func.func private @_normal_real(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<32768x4096xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<32768x4096xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<32768x4096xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<32768x4096xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<32768x4096xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<32768x4096xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<32768x4096xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<32768x4096xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<32768x4096xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<32768x4096xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<32768x4096xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<32768x4096xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<32768x4096xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<32768x4096xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<32768x4096xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<32768x4096xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<32768x4096xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<32768x4096xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<32768x4096xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<32768x4096xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<32768x4096xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<32768x4096xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<32768x4096xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<32768x4096xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<32768x4096xf32>
    %1 = stablehlo.negate %0 : tensor<32768x4096xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<32768x4096xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<32768x4096xf32>
    %4 = stablehlo.negate %3 : tensor<32768x4096xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<32768x4096xf32>, tensor<32768x4096xf32>) -> tensor<32768x4096xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<32768x4096xf32>
    %7 = stablehlo.sqrt %4 : tensor<32768x4096xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<32768x4096xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<32768x4096xi1>, tensor<32768x4096xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<32768x4096xi1>, tensor<32768x4096xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<32768x4096xi1>, tensor<32768x4096xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<32768x4096xf32>
    %13 = stablehlo.add %11, %12 : tensor<32768x4096xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<32768x4096xi1>, tensor<32768x4096xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<32768x4096xf32>
    %16 = stablehlo.add %14, %15 : tensor<32768x4096xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<32768x4096xi1>, tensor<32768x4096xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<32768x4096xf32>
    %19 = stablehlo.add %17, %18 : tensor<32768x4096xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<32768x4096xi1>, tensor<32768x4096xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<32768x4096xf32>
    %22 = stablehlo.add %20, %21 : tensor<32768x4096xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<32768x4096xi1>, tensor<32768x4096xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<32768x4096xf32>
    %25 = stablehlo.add %23, %24 : tensor<32768x4096xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<32768x4096xi1>, tensor<32768x4096xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<32768x4096xf32>
    %28 = stablehlo.add %26, %27 : tensor<32768x4096xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<32768x4096xi1>, tensor<32768x4096xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<32768x4096xf32>
    %31 = stablehlo.add %29, %30 : tensor<32768x4096xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<32768x4096xi1>, tensor<32768x4096xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<32768x4096xf32>
    %34 = stablehlo.add %32, %33 : tensor<32768x4096xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<32768x4096xf32>
    %36 = stablehlo.abs %0 : tensor<32768x4096xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<32768x4096xf32>, tensor<32768x4096xf32>) -> tensor<32768x4096xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<32768x4096xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<32768x4096xi1>, tensor<32768x4096xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32768x4096xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<32768x4096xf32>
    return %41 : tensor<32768x4096xf32>
  }
  func.func private @_uniform(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<32768x4096xf32> {
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
    %c_10 = stablehlo.constant dense<4096> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<32768x4096xui64>
    %7 = stablehlo.iota dim = 1 : tensor<32768x4096xui64>
    %8 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<32768x4096xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<32768x4096xui64>
    %10 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<32768x4096xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<32768x4096xui64>
    %12 = stablehlo.add %9, %11 : tensor<32768x4096xui64>
    %13 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<32768x4096xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<32768x4096xui64>
    %15 = stablehlo.convert %12 : (tensor<32768x4096xui64>) -> tensor<32768x4096xui32>
    %16 = stablehlo.convert %14 : (tensor<32768x4096xui64>) -> tensor<32768x4096xui32>
    %17 = stablehlo.xor %3, %5 : tensor<ui32>
    %18 = stablehlo.xor %17, %c_5 : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
    %20 = stablehlo.add %16, %19 : tensor<32768x4096xui32>
    %21 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
    %22 = stablehlo.add %15, %21 : tensor<32768x4096xui32>
    %23:9 = stablehlo.while(%iterArg = %c_4, %iterArg_11 = %c_4, %iterArg_12 = %20, %iterArg_13 = %22, %iterArg_14 = %5, %iterArg_15 = %18, %iterArg_16 = %3, %iterArg_17 = %c_7, %iterArg_18 = %c_6) : tensor<i32>, tensor<i32>, tensor<32768x4096xui32>, tensor<32768x4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %48 = stablehlo.add %iterArg_12, %iterArg_13 : tensor<32768x4096xui32>
      %49 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
      %50 = stablehlo.shift_left %iterArg_13, %49 : tensor<32768x4096xui32>
      %51 = stablehlo.subtract %c_1, %41 : tensor<ui32>
      %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
      %53 = stablehlo.shift_right_logical %iterArg_13, %52 : tensor<32768x4096xui32>
      %54 = stablehlo.or %50, %53 : tensor<32768x4096xui32>
      %55 = stablehlo.xor %48, %54 : tensor<32768x4096xui32>
      %56 = stablehlo.add %48, %55 : tensor<32768x4096xui32>
      %57 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<32768x4096xui32>
      %59 = stablehlo.subtract %c_1, %43 : tensor<ui32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
      %61 = stablehlo.shift_right_logical %55, %60 : tensor<32768x4096xui32>
      %62 = stablehlo.or %58, %61 : tensor<32768x4096xui32>
      %63 = stablehlo.xor %56, %62 : tensor<32768x4096xui32>
      %64 = stablehlo.add %56, %63 : tensor<32768x4096xui32>
      %65 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
      %66 = stablehlo.shift_left %63, %65 : tensor<32768x4096xui32>
      %67 = stablehlo.subtract %c_1, %45 : tensor<ui32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
      %69 = stablehlo.shift_right_logical %63, %68 : tensor<32768x4096xui32>
      %70 = stablehlo.or %66, %69 : tensor<32768x4096xui32>
      %71 = stablehlo.xor %64, %70 : tensor<32768x4096xui32>
      %72 = stablehlo.add %64, %71 : tensor<32768x4096xui32>
      %73 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
      %74 = stablehlo.shift_left %71, %73 : tensor<32768x4096xui32>
      %75 = stablehlo.subtract %c_1, %47 : tensor<ui32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
      %77 = stablehlo.shift_right_logical %71, %76 : tensor<32768x4096xui32>
      %78 = stablehlo.or %74, %77 : tensor<32768x4096xui32>
      %79 = stablehlo.xor %72, %78 : tensor<32768x4096xui32>
      %80 = stablehlo.broadcast_in_dim %iterArg_14, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
      %81 = stablehlo.add %72, %80 : tensor<32768x4096xui32>
      %82 = stablehlo.broadcast_in_dim %iterArg_15, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
      %83 = stablehlo.add %79, %82 : tensor<32768x4096xui32>
      %84 = stablehlo.add %iterArg_11, %c_2 : tensor<i32>
      %85 = stablehlo.convert %84 : (tensor<i32>) -> tensor<ui32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
      %87 = stablehlo.add %83, %86 : tensor<32768x4096xui32>
      %88 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %88, %39, %81, %87, %iterArg_15, %iterArg_16, %iterArg_14, %iterArg_18, %iterArg_17 : tensor<i32>, tensor<i32>, tensor<32768x4096xui32>, tensor<32768x4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %24 = stablehlo.xor %23#2, %23#3 : tensor<32768x4096xui32>
    %25 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<32768x4096xui32>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<32768x4096xui32>
    %28 = stablehlo.or %26, %27 : tensor<32768x4096xui32>
    %29 = stablehlo.bitcast_convert %28 : (tensor<32768x4096xui32>) -> tensor<32768x4096xf32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32768x4096xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<32768x4096xf32>
    %32 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32768x4096xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<32768x4096xf32>
    %35 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32768x4096xf32>
    %36 = stablehlo.add %34, %35 : tensor<32768x4096xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32768x4096xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<32768x4096xf32>
    return %38 : tensor<32768x4096xf32>
  }
  func.func private @_normal_0(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x4096x1536xf32> {
    %0 = call @_normal_real_1(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<128x4096x1536xf32>
    return %0 : tensor<128x4096x1536xf32>
  }
  func.func private @_normal_real_1(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<128x4096x1536xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<128x4096x1536xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<128x4096x1536xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<128x4096x1536xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<128x4096x1536xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<128x4096x1536xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<128x4096x1536xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<128x4096x1536xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<128x4096x1536xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<128x4096x1536xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<128x4096x1536xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<128x4096x1536xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<128x4096x1536xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<128x4096x1536xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<128x4096x1536xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<128x4096x1536xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<128x4096x1536xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<128x4096x1536xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<128x4096x1536xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<128x4096x1536xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<128x4096x1536xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<128x4096x1536xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<128x4096x1536xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<128x4096x1536xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_2(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128x4096x1536xf32>
    %1 = stablehlo.negate %0 : tensor<128x4096x1536xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128x4096x1536xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<128x4096x1536xf32>
    %4 = stablehlo.negate %3 : tensor<128x4096x1536xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<128x4096x1536xf32>, tensor<128x4096x1536xf32>) -> tensor<128x4096x1536xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<128x4096x1536xf32>
    %7 = stablehlo.sqrt %4 : tensor<128x4096x1536xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<128x4096x1536xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<128x4096x1536xi1>, tensor<128x4096x1536xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<128x4096x1536xi1>, tensor<128x4096x1536xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<128x4096x1536xi1>, tensor<128x4096x1536xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<128x4096x1536xf32>
    %13 = stablehlo.add %11, %12 : tensor<128x4096x1536xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<128x4096x1536xi1>, tensor<128x4096x1536xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<128x4096x1536xf32>
    %16 = stablehlo.add %14, %15 : tensor<128x4096x1536xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<128x4096x1536xi1>, tensor<128x4096x1536xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<128x4096x1536xf32>
    %19 = stablehlo.add %17, %18 : tensor<128x4096x1536xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<128x4096x1536xi1>, tensor<128x4096x1536xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<128x4096x1536xf32>
    %22 = stablehlo.add %20, %21 : tensor<128x4096x1536xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<128x4096x1536xi1>, tensor<128x4096x1536xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<128x4096x1536xf32>
    %25 = stablehlo.add %23, %24 : tensor<128x4096x1536xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<128x4096x1536xi1>, tensor<128x4096x1536xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<128x4096x1536xf32>
    %28 = stablehlo.add %26, %27 : tensor<128x4096x1536xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<128x4096x1536xi1>, tensor<128x4096x1536xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<128x4096x1536xf32>
    %31 = stablehlo.add %29, %30 : tensor<128x4096x1536xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<128x4096x1536xi1>, tensor<128x4096x1536xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<128x4096x1536xf32>
    %34 = stablehlo.add %32, %33 : tensor<128x4096x1536xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<128x4096x1536xf32>
    %36 = stablehlo.abs %0 : tensor<128x4096x1536xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<128x4096x1536xf32>, tensor<128x4096x1536xf32>) -> tensor<128x4096x1536xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<128x4096x1536xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<128x4096x1536xi1>, tensor<128x4096x1536xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x4096x1536xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<128x4096x1536xf32>
    return %41 : tensor<128x4096x1536xf32>
  }
  func.func private @_uniform_2(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<128x4096x1536xf32> {
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
    %c_10 = stablehlo.constant dense<1536> : tensor<ui64>
    %c_11 = stablehlo.constant dense<6291456> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<128x4096x1536xui64>
    %7 = stablehlo.iota dim = 1 : tensor<128x4096x1536xui64>
    %8 = stablehlo.iota dim = 2 : tensor<128x4096x1536xui64>
    %9 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<128x4096x1536xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<128x4096x1536xui64>
    %11 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<128x4096x1536xui64>
    %12 = stablehlo.multiply %11, %7 : tensor<128x4096x1536xui64>
    %13 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<128x4096x1536xui64>
    %14 = stablehlo.multiply %13, %8 : tensor<128x4096x1536xui64>
    %15 = stablehlo.add %10, %12 : tensor<128x4096x1536xui64>
    %16 = stablehlo.add %15, %14 : tensor<128x4096x1536xui64>
    %17 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<128x4096x1536xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<128x4096x1536xui64>
    %19 = stablehlo.convert %16 : (tensor<128x4096x1536xui64>) -> tensor<128x4096x1536xui32>
    %20 = stablehlo.convert %18 : (tensor<128x4096x1536xui64>) -> tensor<128x4096x1536xui32>
    %21 = stablehlo.xor %3, %5 : tensor<ui32>
    %22 = stablehlo.xor %21, %c_5 : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
    %24 = stablehlo.add %20, %23 : tensor<128x4096x1536xui32>
    %25 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
    %26 = stablehlo.add %19, %25 : tensor<128x4096x1536xui32>
    %27:9 = stablehlo.while(%iterArg = %c_4, %iterArg_12 = %c_4, %iterArg_13 = %24, %iterArg_14 = %26, %iterArg_15 = %5, %iterArg_16 = %22, %iterArg_17 = %3, %iterArg_18 = %c_7, %iterArg_19 = %c_6) : tensor<i32>, tensor<i32>, tensor<128x4096x1536xui32>, tensor<128x4096x1536xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %52 = stablehlo.add %iterArg_13, %iterArg_14 : tensor<128x4096x1536xui32>
      %53 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
      %54 = stablehlo.shift_left %iterArg_14, %53 : tensor<128x4096x1536xui32>
      %55 = stablehlo.subtract %c_1, %45 : tensor<ui32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
      %57 = stablehlo.shift_right_logical %iterArg_14, %56 : tensor<128x4096x1536xui32>
      %58 = stablehlo.or %54, %57 : tensor<128x4096x1536xui32>
      %59 = stablehlo.xor %52, %58 : tensor<128x4096x1536xui32>
      %60 = stablehlo.add %52, %59 : tensor<128x4096x1536xui32>
      %61 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
      %62 = stablehlo.shift_left %59, %61 : tensor<128x4096x1536xui32>
      %63 = stablehlo.subtract %c_1, %47 : tensor<ui32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
      %65 = stablehlo.shift_right_logical %59, %64 : tensor<128x4096x1536xui32>
      %66 = stablehlo.or %62, %65 : tensor<128x4096x1536xui32>
      %67 = stablehlo.xor %60, %66 : tensor<128x4096x1536xui32>
      %68 = stablehlo.add %60, %67 : tensor<128x4096x1536xui32>
      %69 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
      %70 = stablehlo.shift_left %67, %69 : tensor<128x4096x1536xui32>
      %71 = stablehlo.subtract %c_1, %49 : tensor<ui32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
      %73 = stablehlo.shift_right_logical %67, %72 : tensor<128x4096x1536xui32>
      %74 = stablehlo.or %70, %73 : tensor<128x4096x1536xui32>
      %75 = stablehlo.xor %68, %74 : tensor<128x4096x1536xui32>
      %76 = stablehlo.add %68, %75 : tensor<128x4096x1536xui32>
      %77 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<128x4096x1536xui32>
      %79 = stablehlo.subtract %c_1, %51 : tensor<ui32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
      %81 = stablehlo.shift_right_logical %75, %80 : tensor<128x4096x1536xui32>
      %82 = stablehlo.or %78, %81 : tensor<128x4096x1536xui32>
      %83 = stablehlo.xor %76, %82 : tensor<128x4096x1536xui32>
      %84 = stablehlo.broadcast_in_dim %iterArg_15, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
      %85 = stablehlo.add %76, %84 : tensor<128x4096x1536xui32>
      %86 = stablehlo.broadcast_in_dim %iterArg_16, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
      %87 = stablehlo.add %83, %86 : tensor<128x4096x1536xui32>
      %88 = stablehlo.add %iterArg_12, %c_2 : tensor<i32>
      %89 = stablehlo.convert %88 : (tensor<i32>) -> tensor<ui32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
      %91 = stablehlo.add %87, %90 : tensor<128x4096x1536xui32>
      %92 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %92, %43, %85, %91, %iterArg_16, %iterArg_17, %iterArg_15, %iterArg_19, %iterArg_18 : tensor<i32>, tensor<i32>, tensor<128x4096x1536xui32>, tensor<128x4096x1536xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %28 = stablehlo.xor %27#2, %27#3 : tensor<128x4096x1536xui32>
    %29 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<128x4096x1536xui32>
    %31 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x4096x1536xui32>
    %32 = stablehlo.or %30, %31 : tensor<128x4096x1536xui32>
    %33 = stablehlo.bitcast_convert %32 : (tensor<128x4096x1536xui32>) -> tensor<128x4096x1536xf32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x4096x1536xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<128x4096x1536xf32>
    %36 = stablehlo.subtract %1, %0 : tensor<1x1x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<128x4096x1536xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<128x4096x1536xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<128x4096x1536xf32>
    %40 = stablehlo.add %38, %39 : tensor<128x4096x1536xf32>
    %41 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<128x4096x1536xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<128x4096x1536xf32>
    return %42 : tensor<128x4096x1536xf32>
  }
  func.func private @_randint(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<64xi32> {
    %c = stablehlo.constant dense<65536> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_6 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_7 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_8 = stablehlo.constant dense<32> : tensor<ui64>
    %c_9 = stablehlo.constant dense<1> : tensor<ui64>
    %c_10 = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_11 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %0 = call @clip_3(%arg0, %c_10, %c_11, %c_10) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.compare GT, %arg3, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @clip_4(%arg0, %arg2, %c_11, %c_10) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %4 = call @clip_4(%arg0, %arg3, %c_11, %c_10) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.convert %4 : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = call @_threefry_split_5(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
    %9 = stablehlo.slice %8 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %10 = stablehlo.reshape %9 : (tensor<1x2xui32>) -> tensor<2xui32>
    %11 = stablehlo.slice %8 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.reshape %11 : (tensor<1x2xui32>) -> tensor<2xui32>
    %13 = stablehlo.slice %10 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.slice %10 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
    %17 = stablehlo.iota dim = 0 : tensor<64xui64>
    %18 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %19 = stablehlo.multiply %18, %17 : tensor<64xui64>
    %20 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<64xui64>
    %22 = stablehlo.convert %19 : (tensor<64xui64>) -> tensor<64xui32>
    %23 = stablehlo.convert %21 : (tensor<64xui64>) -> tensor<64xui32>
    %24 = stablehlo.xor %14, %16 : tensor<ui32>
    %25 = stablehlo.xor %24, %c_5 : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %27 = stablehlo.add %23, %26 : tensor<64xui32>
    %28 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %29 = stablehlo.add %22, %28 : tensor<64xui32>
    %30:9 = stablehlo.while(%iterArg = %c_4, %iterArg_12 = %c_4, %iterArg_13 = %27, %iterArg_14 = %29, %iterArg_15 = %16, %iterArg_16 = %25, %iterArg_17 = %14, %iterArg_18 = %c_7, %iterArg_19 = %c_6) : tensor<i32>, tensor<i32>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %78 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %78 : tensor<i1>
    } do {
      %78 = stablehlo.add %iterArg_12, %c_2 : tensor<i32>
      %79 = stablehlo.slice %iterArg_18 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %80 = stablehlo.reshape %79 : (tensor<1xui32>) -> tensor<ui32>
      %81 = stablehlo.slice %iterArg_18 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %82 = stablehlo.reshape %81 : (tensor<1xui32>) -> tensor<ui32>
      %83 = stablehlo.slice %iterArg_18 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %84 = stablehlo.reshape %83 : (tensor<1xui32>) -> tensor<ui32>
      %85 = stablehlo.slice %iterArg_18 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %86 = stablehlo.reshape %85 : (tensor<1xui32>) -> tensor<ui32>
      %87 = stablehlo.add %iterArg_13, %iterArg_14 : tensor<64xui32>
      %88 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %89 = stablehlo.shift_left %iterArg_14, %88 : tensor<64xui32>
      %90 = stablehlo.subtract %c_1, %80 : tensor<ui32>
      %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %92 = stablehlo.shift_right_logical %iterArg_14, %91 : tensor<64xui32>
      %93 = stablehlo.or %89, %92 : tensor<64xui32>
      %94 = stablehlo.xor %87, %93 : tensor<64xui32>
      %95 = stablehlo.add %87, %94 : tensor<64xui32>
      %96 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %97 = stablehlo.shift_left %94, %96 : tensor<64xui32>
      %98 = stablehlo.subtract %c_1, %82 : tensor<ui32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %100 = stablehlo.shift_right_logical %94, %99 : tensor<64xui32>
      %101 = stablehlo.or %97, %100 : tensor<64xui32>
      %102 = stablehlo.xor %95, %101 : tensor<64xui32>
      %103 = stablehlo.add %95, %102 : tensor<64xui32>
      %104 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %105 = stablehlo.shift_left %102, %104 : tensor<64xui32>
      %106 = stablehlo.subtract %c_1, %84 : tensor<ui32>
      %107 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %108 = stablehlo.shift_right_logical %102, %107 : tensor<64xui32>
      %109 = stablehlo.or %105, %108 : tensor<64xui32>
      %110 = stablehlo.xor %103, %109 : tensor<64xui32>
      %111 = stablehlo.add %103, %110 : tensor<64xui32>
      %112 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %113 = stablehlo.shift_left %110, %112 : tensor<64xui32>
      %114 = stablehlo.subtract %c_1, %86 : tensor<ui32>
      %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %116 = stablehlo.shift_right_logical %110, %115 : tensor<64xui32>
      %117 = stablehlo.or %113, %116 : tensor<64xui32>
      %118 = stablehlo.xor %111, %117 : tensor<64xui32>
      %119 = stablehlo.broadcast_in_dim %iterArg_15, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %120 = stablehlo.add %111, %119 : tensor<64xui32>
      %121 = stablehlo.broadcast_in_dim %iterArg_16, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %122 = stablehlo.add %118, %121 : tensor<64xui32>
      %123 = stablehlo.add %iterArg_12, %c_2 : tensor<i32>
      %124 = stablehlo.convert %123 : (tensor<i32>) -> tensor<ui32>
      %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %126 = stablehlo.add %122, %125 : tensor<64xui32>
      %127 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %127, %78, %120, %126, %iterArg_16, %iterArg_17, %iterArg_15, %iterArg_19, %iterArg_18 : tensor<i32>, tensor<i32>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %31 = stablehlo.xor %30#2, %30#3 : tensor<64xui32>
    %32 = stablehlo.slice %12 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %33 = stablehlo.reshape %32 : (tensor<1xui32>) -> tensor<ui32>
    %34 = stablehlo.slice %12 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %35 = stablehlo.reshape %34 : (tensor<1xui32>) -> tensor<ui32>
    %36 = stablehlo.iota dim = 0 : tensor<64xui64>
    %37 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %38 = stablehlo.multiply %37, %36 : tensor<64xui64>
    %39 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %40 = stablehlo.shift_right_logical %38, %39 : tensor<64xui64>
    %41 = stablehlo.convert %38 : (tensor<64xui64>) -> tensor<64xui32>
    %42 = stablehlo.convert %40 : (tensor<64xui64>) -> tensor<64xui32>
    %43 = stablehlo.xor %33, %35 : tensor<ui32>
    %44 = stablehlo.xor %43, %c_5 : tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %46 = stablehlo.add %42, %45 : tensor<64xui32>
    %47 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %48 = stablehlo.add %41, %47 : tensor<64xui32>
    %49:9 = stablehlo.while(%iterArg = %c_4, %iterArg_12 = %c_4, %iterArg_13 = %46, %iterArg_14 = %48, %iterArg_15 = %35, %iterArg_16 = %44, %iterArg_17 = %33, %iterArg_18 = %c_7, %iterArg_19 = %c_6) : tensor<i32>, tensor<i32>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %78 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %78 : tensor<i1>
    } do {
      %78 = stablehlo.add %iterArg_12, %c_2 : tensor<i32>
      %79 = stablehlo.slice %iterArg_18 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %80 = stablehlo.reshape %79 : (tensor<1xui32>) -> tensor<ui32>
      %81 = stablehlo.slice %iterArg_18 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %82 = stablehlo.reshape %81 : (tensor<1xui32>) -> tensor<ui32>
      %83 = stablehlo.slice %iterArg_18 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %84 = stablehlo.reshape %83 : (tensor<1xui32>) -> tensor<ui32>
      %85 = stablehlo.slice %iterArg_18 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %86 = stablehlo.reshape %85 : (tensor<1xui32>) -> tensor<ui32>
      %87 = stablehlo.add %iterArg_13, %iterArg_14 : tensor<64xui32>
      %88 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %89 = stablehlo.shift_left %iterArg_14, %88 : tensor<64xui32>
      %90 = stablehlo.subtract %c_1, %80 : tensor<ui32>
      %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %92 = stablehlo.shift_right_logical %iterArg_14, %91 : tensor<64xui32>
      %93 = stablehlo.or %89, %92 : tensor<64xui32>
      %94 = stablehlo.xor %87, %93 : tensor<64xui32>
      %95 = stablehlo.add %87, %94 : tensor<64xui32>
      %96 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %97 = stablehlo.shift_left %94, %96 : tensor<64xui32>
      %98 = stablehlo.subtract %c_1, %82 : tensor<ui32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %100 = stablehlo.shift_right_logical %94, %99 : tensor<64xui32>
      %101 = stablehlo.or %97, %100 : tensor<64xui32>
      %102 = stablehlo.xor %95, %101 : tensor<64xui32>
      %103 = stablehlo.add %95, %102 : tensor<64xui32>
      %104 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %105 = stablehlo.shift_left %102, %104 : tensor<64xui32>
      %106 = stablehlo.subtract %c_1, %84 : tensor<ui32>
      %107 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %108 = stablehlo.shift_right_logical %102, %107 : tensor<64xui32>
      %109 = stablehlo.or %105, %108 : tensor<64xui32>
      %110 = stablehlo.xor %103, %109 : tensor<64xui32>
      %111 = stablehlo.add %103, %110 : tensor<64xui32>
      %112 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %113 = stablehlo.shift_left %110, %112 : tensor<64xui32>
      %114 = stablehlo.subtract %c_1, %86 : tensor<ui32>
      %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %116 = stablehlo.shift_right_logical %110, %115 : tensor<64xui32>
      %117 = stablehlo.or %113, %116 : tensor<64xui32>
      %118 = stablehlo.xor %111, %117 : tensor<64xui32>
      %119 = stablehlo.broadcast_in_dim %iterArg_15, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %120 = stablehlo.add %111, %119 : tensor<64xui32>
      %121 = stablehlo.broadcast_in_dim %iterArg_16, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %122 = stablehlo.add %118, %121 : tensor<64xui32>
      %123 = stablehlo.add %iterArg_12, %c_2 : tensor<i32>
      %124 = stablehlo.convert %123 : (tensor<i32>) -> tensor<ui32>
      %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %126 = stablehlo.add %122, %125 : tensor<64xui32>
      %127 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %127, %78, %120, %126, %iterArg_16, %iterArg_17, %iterArg_15, %iterArg_19, %iterArg_18 : tensor<i32>, tensor<i32>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %50 = stablehlo.xor %49#2, %49#3 : tensor<64xui32>
    %51 = stablehlo.subtract %7, %6 : tensor<1xi32>
    %52 = stablehlo.convert %51 : (tensor<1xi32>) -> tensor<1xui32>
    %53 = stablehlo.compare LE, %7, %6, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %54 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %55 = stablehlo.select %53, %54, %52 : tensor<1xi1>, tensor<1xui32>
    %56 = stablehlo.compare GT, %7, %6, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.and %57, %56 : tensor<1xi1>
    %59 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %60 = stablehlo.add %55, %59 : tensor<1xui32>
    %61 = stablehlo.select %58, %60, %55 : tensor<1xi1>, tensor<1xui32>
    %62 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %63 = stablehlo.remainder %62, %61 : tensor<1xui32>
    %64 = stablehlo.multiply %63, %63 : tensor<1xui32>
    %65 = stablehlo.remainder %64, %61 : tensor<1xui32>
    %66 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<1xui32>) -> tensor<64xui32>
    %67 = stablehlo.remainder %31, %66 : tensor<64xui32>
    %68 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<1xui32>) -> tensor<64xui32>
    %69 = stablehlo.multiply %67, %68 : tensor<64xui32>
    %70 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<1xui32>) -> tensor<64xui32>
    %71 = stablehlo.remainder %50, %70 : tensor<64xui32>
    %72 = stablehlo.add %69, %71 : tensor<64xui32>
    %73 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<1xui32>) -> tensor<64xui32>
    %74 = stablehlo.remainder %72, %73 : tensor<64xui32>
    %75 = stablehlo.convert %74 : (tensor<64xui32>) -> tensor<64xi32>
    %76 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xi32>) -> tensor<64xi32>
    %77 = stablehlo.add %76, %75 : tensor<64xi32>
    return %77 : tensor<64xi32>
  }
  func.func private @clip_3(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg2, %arg1 : tensor<i32>
    %1 = stablehlo.minimum %arg3, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @clip_4(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg2, %arg1 : tensor<i32>
    %1 = stablehlo.minimum %arg3, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_threefry_split_5(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<2x2xui32> {
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
  func.func private @_bernoulli(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>) -> tensor<64xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_6(%arg0, %arg1, %cst, %cst_0) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    return %2 : tensor<64xi1>
  }
  func.func private @_uniform_6(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<64xf32> {
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
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.convert %arg3 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<64xui64>
    %9 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<64xui64>
    %11 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<64xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<64xui64>
    %13 = stablehlo.convert %10 : (tensor<64xui64>) -> tensor<64xui32>
    %14 = stablehlo.convert %12 : (tensor<64xui64>) -> tensor<64xui32>
    %15 = stablehlo.xor %5, %7 : tensor<ui32>
    %16 = stablehlo.xor %15, %c_5 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %18 = stablehlo.add %14, %17 : tensor<64xui32>
    %19 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %20 = stablehlo.add %13, %19 : tensor<64xui32>
    %21:9 = stablehlo.while(%iterArg = %c_4, %iterArg_10 = %c_4, %iterArg_11 = %18, %iterArg_12 = %20, %iterArg_13 = %7, %iterArg_14 = %16, %iterArg_15 = %5, %iterArg_16 = %c_7, %iterArg_17 = %c_6) : tensor<i32>, tensor<i32>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %37 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    } do {
      %37 = stablehlo.add %iterArg_10, %c_2 : tensor<i32>
      %38 = stablehlo.slice %iterArg_16 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %39 = stablehlo.reshape %38 : (tensor<1xui32>) -> tensor<ui32>
      %40 = stablehlo.slice %iterArg_16 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %41 = stablehlo.reshape %40 : (tensor<1xui32>) -> tensor<ui32>
      %42 = stablehlo.slice %iterArg_16 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %43 = stablehlo.reshape %42 : (tensor<1xui32>) -> tensor<ui32>
      %44 = stablehlo.slice %iterArg_16 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %45 = stablehlo.reshape %44 : (tensor<1xui32>) -> tensor<ui32>
      %46 = stablehlo.add %iterArg_11, %iterArg_12 : tensor<64xui32>
      %47 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %48 = stablehlo.shift_left %iterArg_12, %47 : tensor<64xui32>
      %49 = stablehlo.subtract %c_1, %39 : tensor<ui32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %51 = stablehlo.shift_right_logical %iterArg_12, %50 : tensor<64xui32>
      %52 = stablehlo.or %48, %51 : tensor<64xui32>
      %53 = stablehlo.xor %46, %52 : tensor<64xui32>
      %54 = stablehlo.add %46, %53 : tensor<64xui32>
      %55 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %56 = stablehlo.shift_left %53, %55 : tensor<64xui32>
      %57 = stablehlo.subtract %c_1, %41 : tensor<ui32>
      %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %59 = stablehlo.shift_right_logical %53, %58 : tensor<64xui32>
      %60 = stablehlo.or %56, %59 : tensor<64xui32>
      %61 = stablehlo.xor %54, %60 : tensor<64xui32>
      %62 = stablehlo.add %54, %61 : tensor<64xui32>
      %63 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %64 = stablehlo.shift_left %61, %63 : tensor<64xui32>
      %65 = stablehlo.subtract %c_1, %43 : tensor<ui32>
      %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %67 = stablehlo.shift_right_logical %61, %66 : tensor<64xui32>
      %68 = stablehlo.or %64, %67 : tensor<64xui32>
      %69 = stablehlo.xor %62, %68 : tensor<64xui32>
      %70 = stablehlo.add %62, %69 : tensor<64xui32>
      %71 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %72 = stablehlo.shift_left %69, %71 : tensor<64xui32>
      %73 = stablehlo.subtract %c_1, %45 : tensor<ui32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %75 = stablehlo.shift_right_logical %69, %74 : tensor<64xui32>
      %76 = stablehlo.or %72, %75 : tensor<64xui32>
      %77 = stablehlo.xor %70, %76 : tensor<64xui32>
      %78 = stablehlo.broadcast_in_dim %iterArg_13, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %79 = stablehlo.add %70, %78 : tensor<64xui32>
      %80 = stablehlo.broadcast_in_dim %iterArg_14, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %81 = stablehlo.add %77, %80 : tensor<64xui32>
      %82 = stablehlo.add %iterArg_10, %c_2 : tensor<i32>
      %83 = stablehlo.convert %82 : (tensor<i32>) -> tensor<ui32>
      %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<ui32>) -> tensor<64xui32>
      %85 = stablehlo.add %81, %84 : tensor<64xui32>
      %86 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %86, %37, %79, %85, %iterArg_14, %iterArg_15, %iterArg_13, %iterArg_17, %iterArg_16 : tensor<i32>, tensor<i32>, tensor<64xui32>, tensor<64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %22 = stablehlo.xor %21#2, %21#3 : tensor<64xui32>
    %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<64xui32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<64xui32>
    %26 = stablehlo.or %24, %25 : tensor<64xui32>
    %27 = stablehlo.bitcast_convert %26 : (tensor<64xui32>) -> tensor<64xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %29 = stablehlo.subtract %27, %28 : tensor<64xf32>
    %30 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<1xf32>) -> tensor<64xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<64xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<64xf32>
    %34 = stablehlo.add %32, %33 : tensor<64xf32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<64xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<64xf32>
    return %36 : tensor<64xf32>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<64xi1>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<64xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %2 = stablehlo.select %arg1, %0, %1 : tensor<64xi1>, tensor<64xi32>
    return %2 : tensor<64xi32>
  }
  func.func private @_where_7(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<64xi1>, %arg2: tensor<64xi32>, %arg3: tensor<64xi32>) -> tensor<64xi32> {
    %0 = stablehlo.convert %arg2 : tensor<64xi32>
    %1 = stablehlo.select %arg1, %0, %arg3 : tensor<64xi1>, tensor<64xi32>
    return %1 : tensor<64xi32>
  }
  func.func private @_shuffle(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<128xi32>) -> tensor<128xi32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %c_5 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_6 = stablehlo.constant dense<32> : tensor<ui64>
    %c_7 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = call @_threefry_split_5(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %2 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<128xui64>
    %8 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<128xui64>
    %9 = stablehlo.multiply %8, %7 : tensor<128xui64>
    %10 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<128xui64>
    %11 = stablehlo.shift_right_logical %9, %10 : tensor<128xui64>
    %12 = stablehlo.convert %9 : (tensor<128xui64>) -> tensor<128xui32>
    %13 = stablehlo.convert %11 : (tensor<128xui64>) -> tensor<128xui32>
    %14 = stablehlo.xor %4, %6 : tensor<ui32>
    %15 = stablehlo.xor %14, %c_3 : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %17 = stablehlo.add %13, %16 : tensor<128xui32>
    %18 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %19 = stablehlo.add %12, %18 : tensor<128xui32>
    %20:9 = stablehlo.while(%iterArg = %c_2, %iterArg_8 = %c_2, %iterArg_9 = %17, %iterArg_10 = %19, %iterArg_11 = %6, %iterArg_12 = %15, %iterArg_13 = %4, %iterArg_14 = %c_5, %iterArg_15 = %c_4) : tensor<i32>, tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %23 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    } do {
      %23 = stablehlo.add %iterArg_8, %c_0 : tensor<i32>
      %24 = stablehlo.slice %iterArg_14 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %25 = stablehlo.reshape %24 : (tensor<1xui32>) -> tensor<ui32>
      %26 = stablehlo.slice %iterArg_14 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
      %28 = stablehlo.slice %iterArg_14 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %29 = stablehlo.reshape %28 : (tensor<1xui32>) -> tensor<ui32>
      %30 = stablehlo.slice %iterArg_14 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %31 = stablehlo.reshape %30 : (tensor<1xui32>) -> tensor<ui32>
      %32 = stablehlo.add %iterArg_9, %iterArg_10 : tensor<128xui32>
      %33 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %34 = stablehlo.shift_left %iterArg_10, %33 : tensor<128xui32>
      %35 = stablehlo.subtract %c, %25 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %37 = stablehlo.shift_right_logical %iterArg_10, %36 : tensor<128xui32>
      %38 = stablehlo.or %34, %37 : tensor<128xui32>
      %39 = stablehlo.xor %32, %38 : tensor<128xui32>
      %40 = stablehlo.add %32, %39 : tensor<128xui32>
      %41 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<128xui32>
      %43 = stablehlo.subtract %c, %27 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<128xui32>
      %46 = stablehlo.or %42, %45 : tensor<128xui32>
      %47 = stablehlo.xor %40, %46 : tensor<128xui32>
      %48 = stablehlo.add %40, %47 : tensor<128xui32>
      %49 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %50 = stablehlo.shift_left %47, %49 : tensor<128xui32>
      %51 = stablehlo.subtract %c, %29 : tensor<ui32>
      %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %53 = stablehlo.shift_right_logical %47, %52 : tensor<128xui32>
      %54 = stablehlo.or %50, %53 : tensor<128xui32>
      %55 = stablehlo.xor %48, %54 : tensor<128xui32>
      %56 = stablehlo.add %48, %55 : tensor<128xui32>
      %57 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %58 = stablehlo.shift_left %55, %57 : tensor<128xui32>
      %59 = stablehlo.subtract %c, %31 : tensor<ui32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %61 = stablehlo.shift_right_logical %55, %60 : tensor<128xui32>
      %62 = stablehlo.or %58, %61 : tensor<128xui32>
      %63 = stablehlo.xor %56, %62 : tensor<128xui32>
      %64 = stablehlo.broadcast_in_dim %iterArg_11, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %65 = stablehlo.add %56, %64 : tensor<128xui32>
      %66 = stablehlo.broadcast_in_dim %iterArg_12, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %67 = stablehlo.add %63, %66 : tensor<128xui32>
      %68 = stablehlo.add %iterArg_8, %c_0 : tensor<i32>
      %69 = stablehlo.convert %68 : (tensor<i32>) -> tensor<ui32>
      %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<ui32>) -> tensor<128xui32>
      %71 = stablehlo.add %67, %70 : tensor<128xui32>
      %72 = stablehlo.add %iterArg, %c_0 : tensor<i32>
      stablehlo.return %72, %23, %65, %71, %iterArg_12, %iterArg_13, %iterArg_11, %iterArg_15, %iterArg_14 : tensor<i32>, tensor<i32>, tensor<128xui32>, tensor<128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %21 = stablehlo.xor %20#2, %20#3 : tensor<128xui32>
    %22:2 = "stablehlo.sort"(%21, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
      %23 = stablehlo.compare LT, %arg3, %arg4, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    }) : (tensor<128xui32>, tensor<128xi32>) -> (tensor<128xui32>, tensor<128xi32>)
    return %22#1 : tensor<128xi32>
  }
  func.func private @_normal_8(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x32768x4096xf32> {
    %0 = call @_normal_real_9(%arg0, %arg1) : (tensor<i32>, tensor<2xui32>) -> tensor<3x32768x4096xf32>
    return %0 : tensor<3x32768x4096xf32>
  }
  func.func private @_normal_real_9(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>) -> tensor<3x32768x4096xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<3x32768x4096xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x32768x4096xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<3x32768x4096xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<3x32768x4096xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<3x32768x4096xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<3x32768x4096xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<3x32768x4096xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<3x32768x4096xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<3x32768x4096xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<3x32768x4096xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<3x32768x4096xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<3x32768x4096xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<3x32768x4096xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<3x32768x4096xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<3x32768x4096xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<3x32768x4096xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<3x32768x4096xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<3x32768x4096xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<3x32768x4096xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<3x32768x4096xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<3x32768x4096xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<3x32768x4096xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<3x32768x4096xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_10(%arg0, %arg1, %cst_23, %cst_24) : (tensor<i32>, tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x32768x4096xf32>
    %1 = stablehlo.negate %0 : tensor<3x32768x4096xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x32768x4096xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<3x32768x4096xf32>
    %4 = stablehlo.negate %3 : tensor<3x32768x4096xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<3x32768x4096xf32>, tensor<3x32768x4096xf32>) -> tensor<3x32768x4096xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<3x32768x4096xf32>
    %7 = stablehlo.sqrt %4 : tensor<3x32768x4096xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<3x32768x4096xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<3x32768x4096xi1>, tensor<3x32768x4096xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<3x32768x4096xi1>, tensor<3x32768x4096xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<3x32768x4096xi1>, tensor<3x32768x4096xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<3x32768x4096xf32>
    %13 = stablehlo.add %11, %12 : tensor<3x32768x4096xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<3x32768x4096xi1>, tensor<3x32768x4096xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<3x32768x4096xf32>
    %16 = stablehlo.add %14, %15 : tensor<3x32768x4096xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<3x32768x4096xi1>, tensor<3x32768x4096xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<3x32768x4096xf32>
    %19 = stablehlo.add %17, %18 : tensor<3x32768x4096xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<3x32768x4096xi1>, tensor<3x32768x4096xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<3x32768x4096xf32>
    %22 = stablehlo.add %20, %21 : tensor<3x32768x4096xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<3x32768x4096xi1>, tensor<3x32768x4096xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<3x32768x4096xf32>
    %25 = stablehlo.add %23, %24 : tensor<3x32768x4096xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<3x32768x4096xi1>, tensor<3x32768x4096xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<3x32768x4096xf32>
    %28 = stablehlo.add %26, %27 : tensor<3x32768x4096xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<3x32768x4096xi1>, tensor<3x32768x4096xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<3x32768x4096xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x32768x4096xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<3x32768x4096xi1>, tensor<3x32768x4096xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<3x32768x4096xf32>
    %34 = stablehlo.add %32, %33 : tensor<3x32768x4096xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<3x32768x4096xf32>
    %36 = stablehlo.abs %0 : tensor<3x32768x4096xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<3x32768x4096xf32>, tensor<3x32768x4096xf32>) -> tensor<3x32768x4096xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<3x32768x4096xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<3x32768x4096xi1>, tensor<3x32768x4096xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x32768x4096xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<3x32768x4096xf32>
    return %41 : tensor<3x32768x4096xf32>
  }
  func.func private @_uniform_10(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<3x32768x4096xf32> {
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
    %c_10 = stablehlo.constant dense<4096> : tensor<ui64>
    %c_11 = stablehlo.constant dense<134217728> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x32768x4096xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x32768x4096xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x32768x4096xui64>
    %9 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui64>) -> tensor<3x32768x4096xui64>
    %10 = stablehlo.multiply %9, %6 : tensor<3x32768x4096xui64>
    %11 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui64>) -> tensor<3x32768x4096xui64>
    %12 = stablehlo.multiply %11, %7 : tensor<3x32768x4096xui64>
    %13 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<3x32768x4096xui64>
    %14 = stablehlo.multiply %13, %8 : tensor<3x32768x4096xui64>
    %15 = stablehlo.add %10, %12 : tensor<3x32768x4096xui64>
    %16 = stablehlo.add %15, %14 : tensor<3x32768x4096xui64>
    %17 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<3x32768x4096xui64>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<3x32768x4096xui64>
    %19 = stablehlo.convert %16 : (tensor<3x32768x4096xui64>) -> tensor<3x32768x4096xui32>
    %20 = stablehlo.convert %18 : (tensor<3x32768x4096xui64>) -> tensor<3x32768x4096xui32>
    %21 = stablehlo.xor %3, %5 : tensor<ui32>
    %22 = stablehlo.xor %21, %c_5 : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
    %24 = stablehlo.add %20, %23 : tensor<3x32768x4096xui32>
    %25 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
    %26 = stablehlo.add %19, %25 : tensor<3x32768x4096xui32>
    %27:9 = stablehlo.while(%iterArg = %c_4, %iterArg_12 = %c_4, %iterArg_13 = %24, %iterArg_14 = %26, %iterArg_15 = %5, %iterArg_16 = %22, %iterArg_17 = %3, %iterArg_18 = %c_7, %iterArg_19 = %c_6) : tensor<i32>, tensor<i32>, tensor<3x32768x4096xui32>, tensor<3x32768x4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %52 = stablehlo.add %iterArg_13, %iterArg_14 : tensor<3x32768x4096xui32>
      %53 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
      %54 = stablehlo.shift_left %iterArg_14, %53 : tensor<3x32768x4096xui32>
      %55 = stablehlo.subtract %c_1, %45 : tensor<ui32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
      %57 = stablehlo.shift_right_logical %iterArg_14, %56 : tensor<3x32768x4096xui32>
      %58 = stablehlo.or %54, %57 : tensor<3x32768x4096xui32>
      %59 = stablehlo.xor %52, %58 : tensor<3x32768x4096xui32>
      %60 = stablehlo.add %52, %59 : tensor<3x32768x4096xui32>
      %61 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
      %62 = stablehlo.shift_left %59, %61 : tensor<3x32768x4096xui32>
      %63 = stablehlo.subtract %c_1, %47 : tensor<ui32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
      %65 = stablehlo.shift_right_logical %59, %64 : tensor<3x32768x4096xui32>
      %66 = stablehlo.or %62, %65 : tensor<3x32768x4096xui32>
      %67 = stablehlo.xor %60, %66 : tensor<3x32768x4096xui32>
      %68 = stablehlo.add %60, %67 : tensor<3x32768x4096xui32>
      %69 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
      %70 = stablehlo.shift_left %67, %69 : tensor<3x32768x4096xui32>
      %71 = stablehlo.subtract %c_1, %49 : tensor<ui32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
      %73 = stablehlo.shift_right_logical %67, %72 : tensor<3x32768x4096xui32>
      %74 = stablehlo.or %70, %73 : tensor<3x32768x4096xui32>
      %75 = stablehlo.xor %68, %74 : tensor<3x32768x4096xui32>
      %76 = stablehlo.add %68, %75 : tensor<3x32768x4096xui32>
      %77 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
      %78 = stablehlo.shift_left %75, %77 : tensor<3x32768x4096xui32>
      %79 = stablehlo.subtract %c_1, %51 : tensor<ui32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
      %81 = stablehlo.shift_right_logical %75, %80 : tensor<3x32768x4096xui32>
      %82 = stablehlo.or %78, %81 : tensor<3x32768x4096xui32>
      %83 = stablehlo.xor %76, %82 : tensor<3x32768x4096xui32>
      %84 = stablehlo.broadcast_in_dim %iterArg_15, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
      %85 = stablehlo.add %76, %84 : tensor<3x32768x4096xui32>
      %86 = stablehlo.broadcast_in_dim %iterArg_16, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
      %87 = stablehlo.add %83, %86 : tensor<3x32768x4096xui32>
      %88 = stablehlo.add %iterArg_12, %c_2 : tensor<i32>
      %89 = stablehlo.convert %88 : (tensor<i32>) -> tensor<ui32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
      %91 = stablehlo.add %87, %90 : tensor<3x32768x4096xui32>
      %92 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %92, %43, %85, %91, %iterArg_16, %iterArg_17, %iterArg_15, %iterArg_19, %iterArg_18 : tensor<i32>, tensor<i32>, tensor<3x32768x4096xui32>, tensor<3x32768x4096xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    %28 = stablehlo.xor %27#2, %27#3 : tensor<3x32768x4096xui32>
    %29 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<3x32768x4096xui32>
    %31 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x32768x4096xui32>
    %32 = stablehlo.or %30, %31 : tensor<3x32768x4096xui32>
    %33 = stablehlo.bitcast_convert %32 : (tensor<3x32768x4096xui32>) -> tensor<3x32768x4096xf32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x32768x4096xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<3x32768x4096xf32>
    %36 = stablehlo.subtract %1, %0 : tensor<1x1x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x32768x4096xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<3x32768x4096xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x32768x4096xf32>
    %40 = stablehlo.add %38, %39 : tensor<3x32768x4096xf32>
    %41 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x32768x4096xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<3x32768x4096xf32>
    return %42 : tensor<3x32768x4096xf32>
  }
}
