module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4x2048x7168xbf16>, %arg2: tensor<7168x1536xbf16>, %arg3: tensor<1536x24576xbf16>, %arg4: tensor<7168x576xbf16>, %arg5: tensor<512x16384xbf16>, %arg6: tensor<512x16384xbf16>, %arg7: tensor<16384x7168xbf16>) -> (tensor<4x2048x7168xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_1 = stablehlo.constant dense<7.226560e-02> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %123 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [2] x [0] : (tensor<4x2048x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<4x2048x1536xbf16>
      stablehlo.return %123 : tensor<4x2048x1536xbf16>
    }, {
      %123 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [2] x [0] : (tensor<4x2048x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<4x2048x1536xbf16>
      stablehlo.return %123 : tensor<4x2048x1536xbf16>
    }, {
      %123 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [2] x [0] : (tensor<4x2048x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<4x2048x1536xbf16>
      stablehlo.return %123 : tensor<4x2048x1536xbf16>
    }) : (tensor<i32>) -> tensor<4x2048x1536xbf16>
    %2 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %123 = stablehlo.dot_general %1, %arg3, contracting_dims = [2] x [0] : (tensor<4x2048x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<4x2048x24576xbf16>
      stablehlo.return %123 : tensor<4x2048x24576xbf16>
    }, {
      %123 = stablehlo.dot_general %1, %arg3, contracting_dims = [2] x [0] : (tensor<4x2048x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<4x2048x24576xbf16>
      stablehlo.return %123 : tensor<4x2048x24576xbf16>
    }, {
      %123 = stablehlo.dot_general %1, %arg3, contracting_dims = [2] x [0] : (tensor<4x2048x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<4x2048x24576xbf16>
      stablehlo.return %123 : tensor<4x2048x24576xbf16>
    }) : (tensor<i32>) -> tensor<4x2048x24576xbf16>
    %4 = stablehlo.reshape %3 : (tensor<4x2048x24576xbf16>) -> tensor<4x2048x128x192xbf16>
    %5 = stablehlo.slice %4 [0:4, 0:2048, 0:128, 0:128] : (tensor<4x2048x128x192xbf16>) -> tensor<4x2048x128x128xbf16>
    %6 = stablehlo.slice %4 [0:4, 0:2048, 0:128, 128:192] : (tensor<4x2048x128x192xbf16>) -> tensor<4x2048x128x64xbf16>
    %7 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %123 = stablehlo.dot_general %arg1, %arg4, contracting_dims = [2] x [0] : (tensor<4x2048x7168xbf16>, tensor<7168x576xbf16>) -> tensor<4x2048x576xbf16>
      stablehlo.return %123 : tensor<4x2048x576xbf16>
    }, {
      %123 = stablehlo.dot_general %arg1, %arg4, contracting_dims = [2] x [0] : (tensor<4x2048x7168xbf16>, tensor<7168x576xbf16>) -> tensor<4x2048x576xbf16>
      stablehlo.return %123 : tensor<4x2048x576xbf16>
    }, {
      %123 = stablehlo.dot_general %arg1, %arg4, contracting_dims = [2] x [0] : (tensor<4x2048x7168xbf16>, tensor<7168x576xbf16>) -> tensor<4x2048x576xbf16>
      stablehlo.return %123 : tensor<4x2048x576xbf16>
    }) : (tensor<i32>) -> tensor<4x2048x576xbf16>
    %9 = stablehlo.slice %8 [0:4, 0:2048, 0:512] : (tensor<4x2048x576xbf16>) -> tensor<4x2048x512xbf16>
    %10 = stablehlo.slice %8 [0:4, 0:2048, 512:576] : (tensor<4x2048x576xbf16>) -> tensor<4x2048x64xbf16>
    %11 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.case"(%11) ({
      %123 = stablehlo.dot_general %9, %arg5, contracting_dims = [2] x [0] : (tensor<4x2048x512xbf16>, tensor<512x16384xbf16>) -> tensor<4x2048x16384xbf16>
      stablehlo.return %123 : tensor<4x2048x16384xbf16>
    }, {
      %123 = stablehlo.dot_general %9, %arg5, contracting_dims = [2] x [0] : (tensor<4x2048x512xbf16>, tensor<512x16384xbf16>) -> tensor<4x2048x16384xbf16>
      stablehlo.return %123 : tensor<4x2048x16384xbf16>
    }, {
      %123 = stablehlo.dot_general %9, %arg5, contracting_dims = [2] x [0] : (tensor<4x2048x512xbf16>, tensor<512x16384xbf16>) -> tensor<4x2048x16384xbf16>
      stablehlo.return %123 : tensor<4x2048x16384xbf16>
    }) : (tensor<i32>) -> tensor<4x2048x16384xbf16>
    %13 = stablehlo.reshape %12 : (tensor<4x2048x16384xbf16>) -> tensor<4x2048x128x128xbf16>
    %14 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.case"(%14) ({
      %123 = stablehlo.dot_general %9, %arg6, contracting_dims = [2] x [0] : (tensor<4x2048x512xbf16>, tensor<512x16384xbf16>) -> tensor<4x2048x16384xbf16>
      stablehlo.return %123 : tensor<4x2048x16384xbf16>
    }, {
      %123 = stablehlo.dot_general %9, %arg6, contracting_dims = [2] x [0] : (tensor<4x2048x512xbf16>, tensor<512x16384xbf16>) -> tensor<4x2048x16384xbf16>
      stablehlo.return %123 : tensor<4x2048x16384xbf16>
    }, {
      %123 = stablehlo.dot_general %9, %arg6, contracting_dims = [2] x [0] : (tensor<4x2048x512xbf16>, tensor<512x16384xbf16>) -> tensor<4x2048x16384xbf16>
      stablehlo.return %123 : tensor<4x2048x16384xbf16>
    }) : (tensor<i32>) -> tensor<4x2048x16384xbf16>
    %16 = stablehlo.reshape %15 : (tensor<4x2048x16384xbf16>) -> tensor<4x2048x128x128xbf16>
    %17 = stablehlo.iota dim = 0 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<32xf32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.add %20, %19 : tensor<32xf32>
    %22 = stablehlo.negate %21 : tensor<32xf32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %24 = stablehlo.divide %22, %23 : tensor<32xf32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %26 = stablehlo.power %25, %24 : tensor<32xf32>
    %27 = stablehlo.iota dim = 0 : tensor<2048xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x32xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2048x32xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<2048x32xf32>
    %33 = stablehlo.cosine %32 : tensor<2048x32xf32>
    %34 = stablehlo.convert %33 : (tensor<2048x32xf32>) -> tensor<2048x32xbf16>
    %35 = stablehlo.reshape %34 : (tensor<2048x32xbf16>) -> tensor<1x2048x1x32xbf16>
    %36 = stablehlo.sine %32 : tensor<2048x32xf32>
    %37 = stablehlo.convert %36 : (tensor<2048x32xf32>) -> tensor<2048x32xbf16>
    %38 = stablehlo.reshape %37 : (tensor<2048x32xbf16>) -> tensor<1x2048x1x32xbf16>
    %39 = stablehlo.slice %6 [0:4, 0:2048, 0:128, 0:64:2] : (tensor<4x2048x128x64xbf16>) -> tensor<4x2048x128x32xbf16>
    %40 = stablehlo.slice %6 [0:4, 0:2048, 0:128, 1:64:2] : (tensor<4x2048x128x64xbf16>) -> tensor<4x2048x128x32xbf16>
    %41 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x128x32xbf16>
    %42 = stablehlo.multiply %39, %41 : tensor<4x2048x128x32xbf16>
    %43 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x128x32xbf16>
    %44 = stablehlo.multiply %40, %43 : tensor<4x2048x128x32xbf16>
    %45 = stablehlo.subtract %42, %44 : tensor<4x2048x128x32xbf16>
    %46 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x128x32xbf16>
    %47 = stablehlo.multiply %39, %46 : tensor<4x2048x128x32xbf16>
    %48 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x128x32xbf16>
    %49 = stablehlo.multiply %40, %48 : tensor<4x2048x128x32xbf16>
    %50 = stablehlo.add %47, %49 : tensor<4x2048x128x32xbf16>
    %51 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<4x2048x128x32xbf16>) -> tensor<4x2048x128x32x1xbf16>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<4x2048x128x32xbf16>) -> tensor<4x2048x128x32x1xbf16>
    %53 = stablehlo.concatenate %51, %52, dim = 4 : (tensor<4x2048x128x32x1xbf16>, tensor<4x2048x128x32x1xbf16>) -> tensor<4x2048x128x32x2xbf16>
    %54 = stablehlo.reshape %53 : (tensor<4x2048x128x32x2xbf16>) -> tensor<4x2048x128x64xbf16>
    %55 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 3] : (tensor<4x2048x64xbf16>) -> tensor<4x2048x1x64xbf16>
    %56 = stablehlo.iota dim = 0 : tensor<32xf32>
    %57 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<32xf32>
    %59 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %60 = stablehlo.add %59, %58 : tensor<32xf32>
    %61 = stablehlo.negate %60 : tensor<32xf32>
    %62 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %63 = stablehlo.divide %61, %62 : tensor<32xf32>
    %64 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %65 = stablehlo.power %64, %63 : tensor<32xf32>
    %66 = stablehlo.iota dim = 0 : tensor<2048xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %68 = stablehlo.broadcast_in_dim %65, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x32xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2048x32xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2048x32xf32>
    %72 = stablehlo.cosine %71 : tensor<2048x32xf32>
    %73 = stablehlo.convert %72 : (tensor<2048x32xf32>) -> tensor<2048x32xbf16>
    %74 = stablehlo.reshape %73 : (tensor<2048x32xbf16>) -> tensor<1x2048x1x32xbf16>
    %75 = stablehlo.sine %71 : tensor<2048x32xf32>
    %76 = stablehlo.convert %75 : (tensor<2048x32xf32>) -> tensor<2048x32xbf16>
    %77 = stablehlo.reshape %76 : (tensor<2048x32xbf16>) -> tensor<1x2048x1x32xbf16>
    %78 = stablehlo.slice %55 [0:4, 0:2048, 0:1, 0:64:2] : (tensor<4x2048x1x64xbf16>) -> tensor<4x2048x1x32xbf16>
    %79 = stablehlo.slice %55 [0:4, 0:2048, 0:1, 1:64:2] : (tensor<4x2048x1x64xbf16>) -> tensor<4x2048x1x32xbf16>
    %80 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x1x32xbf16>
    %81 = stablehlo.multiply %78, %80 : tensor<4x2048x1x32xbf16>
    %82 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x1x32xbf16>
    %83 = stablehlo.multiply %79, %82 : tensor<4x2048x1x32xbf16>
    %84 = stablehlo.subtract %81, %83 : tensor<4x2048x1x32xbf16>
    %85 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x1x32xbf16>
    %86 = stablehlo.multiply %78, %85 : tensor<4x2048x1x32xbf16>
    %87 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x1x32xbf16>
    %88 = stablehlo.multiply %79, %87 : tensor<4x2048x1x32xbf16>
    %89 = stablehlo.add %86, %88 : tensor<4x2048x1x32xbf16>
    %90 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<4x2048x1x32xbf16>) -> tensor<4x2048x1x32x1xbf16>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<4x2048x1x32xbf16>) -> tensor<4x2048x1x32x1xbf16>
    %92 = stablehlo.concatenate %90, %91, dim = 4 : (tensor<4x2048x1x32x1xbf16>, tensor<4x2048x1x32x1xbf16>) -> tensor<4x2048x1x32x2xbf16>
    %93 = stablehlo.reshape %92 : (tensor<4x2048x1x32x2xbf16>) -> tensor<4x2048x1x64xbf16>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<4x2048x1x64xbf16>) -> tensor<4x2048x128x64xbf16>
    %95 = stablehlo.concatenate %5, %54, dim = 3 : (tensor<4x2048x128x128xbf16>, tensor<4x2048x128x64xbf16>) -> tensor<4x2048x128x192xbf16>
    %96 = stablehlo.concatenate %13, %94, dim = 3 : (tensor<4x2048x128x128xbf16>, tensor<4x2048x128x64xbf16>) -> tensor<4x2048x128x192xbf16>
    %97 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %98 = "stablehlo.case"(%97) ({
      %123 = stablehlo.dot_general %95, %96, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<4x2048x128x192xbf16>, tensor<4x2048x128x192xbf16>) -> tensor<4x128x2048x2048xbf16>
      stablehlo.return %123 : tensor<4x128x2048x2048xbf16>
    }, {
      %123 = stablehlo.dot_general %95, %96, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<4x2048x128x192xbf16>, tensor<4x2048x128x192xbf16>) -> tensor<4x128x2048x2048xbf16>
      stablehlo.return %123 : tensor<4x128x2048x2048xbf16>
    }, {
      %123 = stablehlo.dot_general %95, %96, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<4x2048x128x192xbf16>, tensor<4x2048x128x192xbf16>) -> tensor<4x128x2048x2048xbf16>
      stablehlo.return %123 : tensor<4x128x2048x2048xbf16>
    }) : (tensor<i32>) -> tensor<4x128x2048x2048xbf16>
    %99 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x128x2048x2048xbf16>
    %100 = stablehlo.multiply %98, %99 : tensor<4x128x2048x2048xbf16>
    %101 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %102 = call @tril(%arg0, %101) : (tensor<i32>, tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    %103 = call @_where(%arg0, %102, %100, %cst_0) : (tensor<i32>, tensor<2048x2048xi1>, tensor<4x128x2048x2048xbf16>, tensor<f32>) -> tensor<4x128x2048x2048xbf16>
    %104 = stablehlo.reduce(%103 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<4x128x2048x2048xbf16>, tensor<bf16>) -> tensor<4x128x2048xbf16>
    %105 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x128x2048xbf16>
    %106 = stablehlo.maximum %105, %104 : tensor<4x128x2048xbf16>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<4x128x2048xbf16>) -> tensor<4x128x2048x1xbf16>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<4x128x2048x1xbf16>) -> tensor<4x128x2048x2048xbf16>
    %109 = stablehlo.subtract %103, %108 : tensor<4x128x2048x2048xbf16>
    %110 = stablehlo.exponential %109 : tensor<4x128x2048x2048xbf16>
    %111 = stablehlo.convert %110 : (tensor<4x128x2048x2048xbf16>) -> tensor<4x128x2048x2048xf32>
    %112 = stablehlo.reduce(%111 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<4x128x2048x2048xf32>, tensor<f32>) -> tensor<4x128x2048xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<4x128x2048xf32>) -> tensor<4x128x2048x1xf32>
    %114 = stablehlo.convert %113 : (tensor<4x128x2048x1xf32>) -> tensor<4x128x2048x1xbf16>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<4x128x2048x1xbf16>) -> tensor<4x128x2048x2048xbf16>
    %116 = stablehlo.divide %110, %115 : tensor<4x128x2048x2048xbf16>
    %117 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %118 = "stablehlo.case"(%117) ({
      %123 = stablehlo.dot_general %16, %116, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<4x2048x128x128xbf16>, tensor<4x128x2048x2048xbf16>) -> tensor<4x128x128x2048xbf16>
      stablehlo.return %123 : tensor<4x128x128x2048xbf16>
    }, {
      %123 = stablehlo.dot_general %16, %116, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<4x2048x128x128xbf16>, tensor<4x128x2048x2048xbf16>) -> tensor<4x128x128x2048xbf16>
      stablehlo.return %123 : tensor<4x128x128x2048xbf16>
    }, {
      %123 = stablehlo.dot_general %16, %116, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<4x2048x128x128xbf16>, tensor<4x128x2048x2048xbf16>) -> tensor<4x128x128x2048xbf16>
      stablehlo.return %123 : tensor<4x128x128x2048xbf16>
    }) : (tensor<i32>) -> tensor<4x128x128x2048xbf16>
    %119 = stablehlo.transpose %118, dims = [0, 3, 1, 2] : (tensor<4x128x128x2048xbf16>) -> tensor<4x2048x128x128xbf16>
    %120 = stablehlo.reshape %119 : (tensor<4x2048x128x128xbf16>) -> tensor<4x2048x16384xbf16>
    %121 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %122 = "stablehlo.case"(%121) ({
      %123 = stablehlo.dot_general %120, %arg7, contracting_dims = [2] x [0] : (tensor<4x2048x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<4x2048x7168xbf16>
      stablehlo.return %123 : tensor<4x2048x7168xbf16>
    }, {
      %123 = stablehlo.dot_general %120, %arg7, contracting_dims = [2] x [0] : (tensor<4x2048x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<4x2048x7168xbf16>
      stablehlo.return %123 : tensor<4x2048x7168xbf16>
    }, {
      %123 = stablehlo.dot_general %120, %arg7, contracting_dims = [2] x [0] : (tensor<4x2048x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<4x2048x7168xbf16>
      stablehlo.return %123 : tensor<4x2048x7168xbf16>
    }) : (tensor<i32>) -> tensor<4x2048x7168xbf16>
    return %122 : tensor<4x2048x7168xbf16>
  }
  func.func private @tril(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2048x2048xi1>) -> tensor<2048x2048xi1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2048x2048xi32>
    %2 = stablehlo.add %0, %1 : tensor<2048x2048xi32>
    %3 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %6 = stablehlo.select %4, %arg1, %5 : tensor<2048x2048xi1>, tensor<2048x2048xi1>
    return %6 : tensor<2048x2048xi1>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2048x2048xi1>, %arg2: tensor<4x128x2048x2048xbf16>, %arg3: tensor<f32>) -> tensor<4x128x2048x2048xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<2048x2048xi1>) -> tensor<4x128x2048x2048xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4x128x2048x2048xbf16>
    %3 = stablehlo.select %1, %arg2, %2 : tensor<4x128x2048x2048xi1>, tensor<4x128x2048x2048xbf16>
    return %3 : tensor<4x128x2048x2048xbf16>
  }
}
