module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<1x256x256xbf16>, %arg2: tensor<256x128xbf16>, %arg3: tensor<128x384xbf16>, %arg4: tensor<256x192xbf16>, %arg5: tensor<128x256xbf16>, %arg6: tensor<128x256xbf16>, %arg7: tensor<256x256xbf16>) -> (tensor<1x256x256xbf16> {jax.result_info = "result"}) {
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
      %119 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [2] x [0] : (tensor<1x256x256xbf16>, tensor<256x128xbf16>) -> tensor<1x256x128xbf16>
      stablehlo.return %119 : tensor<1x256x128xbf16>
    }, {
      %119 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [2] x [0] : (tensor<1x256x256xbf16>, tensor<256x128xbf16>) -> tensor<1x256x128xbf16>
      stablehlo.return %119 : tensor<1x256x128xbf16>
    }, {
      %119 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [2] x [0] : (tensor<1x256x256xbf16>, tensor<256x128xbf16>) -> tensor<1x256x128xbf16>
      stablehlo.return %119 : tensor<1x256x128xbf16>
    }) : (tensor<i32>) -> tensor<1x256x128xbf16>
    %2 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %119 = stablehlo.dot_general %1, %arg3, contracting_dims = [2] x [0] : (tensor<1x256x128xbf16>, tensor<128x384xbf16>) -> tensor<1x256x384xbf16>
      stablehlo.return %119 : tensor<1x256x384xbf16>
    }, {
      %119 = stablehlo.dot_general %1, %arg3, contracting_dims = [2] x [0] : (tensor<1x256x128xbf16>, tensor<128x384xbf16>) -> tensor<1x256x384xbf16>
      stablehlo.return %119 : tensor<1x256x384xbf16>
    }, {
      %119 = stablehlo.dot_general %1, %arg3, contracting_dims = [2] x [0] : (tensor<1x256x128xbf16>, tensor<128x384xbf16>) -> tensor<1x256x384xbf16>
      stablehlo.return %119 : tensor<1x256x384xbf16>
    }) : (tensor<i32>) -> tensor<1x256x384xbf16>
    %4 = stablehlo.reshape %3 : (tensor<1x256x384xbf16>) -> tensor<1x256x2x192xbf16>
    %5 = stablehlo.slice %4 [0:1, 0:256, 0:2, 0:128] : (tensor<1x256x2x192xbf16>) -> tensor<1x256x2x128xbf16>
    %6 = stablehlo.slice %4 [0:1, 0:256, 0:2, 128:192] : (tensor<1x256x2x192xbf16>) -> tensor<1x256x2x64xbf16>
    %7 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %119 = stablehlo.dot_general %arg1, %arg4, contracting_dims = [2] x [0] : (tensor<1x256x256xbf16>, tensor<256x192xbf16>) -> tensor<1x256x192xbf16>
      stablehlo.return %119 : tensor<1x256x192xbf16>
    }, {
      %119 = stablehlo.dot_general %arg1, %arg4, contracting_dims = [2] x [0] : (tensor<1x256x256xbf16>, tensor<256x192xbf16>) -> tensor<1x256x192xbf16>
      stablehlo.return %119 : tensor<1x256x192xbf16>
    }, {
      %119 = stablehlo.dot_general %arg1, %arg4, contracting_dims = [2] x [0] : (tensor<1x256x256xbf16>, tensor<256x192xbf16>) -> tensor<1x256x192xbf16>
      stablehlo.return %119 : tensor<1x256x192xbf16>
    }) : (tensor<i32>) -> tensor<1x256x192xbf16>
    %9 = stablehlo.slice %8 [0:1, 0:256, 0:128] : (tensor<1x256x192xbf16>) -> tensor<1x256x128xbf16>
    %10 = stablehlo.slice %8 [0:1, 0:256, 128:192] : (tensor<1x256x192xbf16>) -> tensor<1x256x64xbf16>
    %11 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.case"(%11) ({
      %119 = stablehlo.dot_general %9, %arg5, contracting_dims = [2] x [0] : (tensor<1x256x128xbf16>, tensor<128x256xbf16>) -> tensor<1x256x256xbf16>
      stablehlo.return %119 : tensor<1x256x256xbf16>
    }, {
      %119 = stablehlo.dot_general %9, %arg5, contracting_dims = [2] x [0] : (tensor<1x256x128xbf16>, tensor<128x256xbf16>) -> tensor<1x256x256xbf16>
      stablehlo.return %119 : tensor<1x256x256xbf16>
    }, {
      %119 = stablehlo.dot_general %9, %arg5, contracting_dims = [2] x [0] : (tensor<1x256x128xbf16>, tensor<128x256xbf16>) -> tensor<1x256x256xbf16>
      stablehlo.return %119 : tensor<1x256x256xbf16>
    }) : (tensor<i32>) -> tensor<1x256x256xbf16>
    %13 = stablehlo.reshape %12 : (tensor<1x256x256xbf16>) -> tensor<1x256x2x128xbf16>
    %14 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.case"(%14) ({
      %119 = stablehlo.dot_general %9, %arg6, contracting_dims = [2] x [0] : (tensor<1x256x128xbf16>, tensor<128x256xbf16>) -> tensor<1x256x256xbf16>
      stablehlo.return %119 : tensor<1x256x256xbf16>
    }, {
      %119 = stablehlo.dot_general %9, %arg6, contracting_dims = [2] x [0] : (tensor<1x256x128xbf16>, tensor<128x256xbf16>) -> tensor<1x256x256xbf16>
      stablehlo.return %119 : tensor<1x256x256xbf16>
    }, {
      %119 = stablehlo.dot_general %9, %arg6, contracting_dims = [2] x [0] : (tensor<1x256x128xbf16>, tensor<128x256xbf16>) -> tensor<1x256x256xbf16>
      stablehlo.return %119 : tensor<1x256x256xbf16>
    }) : (tensor<i32>) -> tensor<1x256x256xbf16>
    %16 = stablehlo.reshape %15 : (tensor<1x256x256xbf16>) -> tensor<1x256x2x128xbf16>
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
    %27 = stablehlo.iota dim = 0 : tensor<256xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<256x32xf32>
    %33 = stablehlo.cosine %32 : tensor<256x32xf32>
    %34 = stablehlo.convert %33 : (tensor<256x32xf32>) -> tensor<256x32xbf16>
    %35 = stablehlo.reshape %34 : (tensor<256x32xbf16>) -> tensor<1x256x1x32xbf16>
    %36 = stablehlo.sine %32 : tensor<256x32xf32>
    %37 = stablehlo.convert %36 : (tensor<256x32xf32>) -> tensor<256x32xbf16>
    %38 = stablehlo.reshape %37 : (tensor<256x32xbf16>) -> tensor<1x256x1x32xbf16>
    %39 = stablehlo.slice %6 [0:1, 0:256, 0:2, 0:64:2] : (tensor<1x256x2x64xbf16>) -> tensor<1x256x2x32xbf16>
    %40 = stablehlo.slice %6 [0:1, 0:256, 0:2, 1:64:2] : (tensor<1x256x2x64xbf16>) -> tensor<1x256x2x32xbf16>
    %41 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xbf16>) -> tensor<1x256x2x32xbf16>
    %42 = stablehlo.multiply %39, %41 : tensor<1x256x2x32xbf16>
    %43 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xbf16>) -> tensor<1x256x2x32xbf16>
    %44 = stablehlo.multiply %40, %43 : tensor<1x256x2x32xbf16>
    %45 = stablehlo.subtract %42, %44 : tensor<1x256x2x32xbf16>
    %46 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xbf16>) -> tensor<1x256x2x32xbf16>
    %47 = stablehlo.multiply %39, %46 : tensor<1x256x2x32xbf16>
    %48 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xbf16>) -> tensor<1x256x2x32xbf16>
    %49 = stablehlo.multiply %40, %48 : tensor<1x256x2x32xbf16>
    %50 = stablehlo.add %47, %49 : tensor<1x256x2x32xbf16>
    %51 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x256x2x32xbf16>) -> tensor<1x256x2x32x1xbf16>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x256x2x32xbf16>) -> tensor<1x256x2x32x1xbf16>
    %53 = stablehlo.concatenate %51, %52, dim = 4 : (tensor<1x256x2x32x1xbf16>, tensor<1x256x2x32x1xbf16>) -> tensor<1x256x2x32x2xbf16>
    %54 = stablehlo.reshape %53 : (tensor<1x256x2x32x2xbf16>) -> tensor<1x256x2x64xbf16>
    %55 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 3] : (tensor<1x256x64xbf16>) -> tensor<1x256x1x64xbf16>
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
    %66 = stablehlo.iota dim = 0 : tensor<256xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %68 = stablehlo.broadcast_in_dim %65, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<256x32xf32>
    %72 = stablehlo.cosine %71 : tensor<256x32xf32>
    %73 = stablehlo.convert %72 : (tensor<256x32xf32>) -> tensor<256x32xbf16>
    %74 = stablehlo.reshape %73 : (tensor<256x32xbf16>) -> tensor<1x256x1x32xbf16>
    %75 = stablehlo.sine %71 : tensor<256x32xf32>
    %76 = stablehlo.convert %75 : (tensor<256x32xf32>) -> tensor<256x32xbf16>
    %77 = stablehlo.reshape %76 : (tensor<256x32xbf16>) -> tensor<1x256x1x32xbf16>
    %78 = stablehlo.slice %55 [0:1, 0:256, 0:1, 0:64:2] : (tensor<1x256x1x64xbf16>) -> tensor<1x256x1x32xbf16>
    %79 = stablehlo.slice %55 [0:1, 0:256, 0:1, 1:64:2] : (tensor<1x256x1x64xbf16>) -> tensor<1x256x1x32xbf16>
    %80 = stablehlo.multiply %78, %74 : tensor<1x256x1x32xbf16>
    %81 = stablehlo.multiply %79, %77 : tensor<1x256x1x32xbf16>
    %82 = stablehlo.subtract %80, %81 : tensor<1x256x1x32xbf16>
    %83 = stablehlo.multiply %78, %77 : tensor<1x256x1x32xbf16>
    %84 = stablehlo.multiply %79, %74 : tensor<1x256x1x32xbf16>
    %85 = stablehlo.add %83, %84 : tensor<1x256x1x32xbf16>
    %86 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xbf16>) -> tensor<1x256x1x32x1xbf16>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xbf16>) -> tensor<1x256x1x32x1xbf16>
    %88 = stablehlo.concatenate %86, %87, dim = 4 : (tensor<1x256x1x32x1xbf16>, tensor<1x256x1x32x1xbf16>) -> tensor<1x256x1x32x2xbf16>
    %89 = stablehlo.reshape %88 : (tensor<1x256x1x32x2xbf16>) -> tensor<1x256x1x64xbf16>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x256x1x64xbf16>) -> tensor<1x256x2x64xbf16>
    %91 = stablehlo.concatenate %5, %54, dim = 3 : (tensor<1x256x2x128xbf16>, tensor<1x256x2x64xbf16>) -> tensor<1x256x2x192xbf16>
    %92 = stablehlo.concatenate %13, %90, dim = 3 : (tensor<1x256x2x128xbf16>, tensor<1x256x2x64xbf16>) -> tensor<1x256x2x192xbf16>
    %93 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %94 = "stablehlo.case"(%93) ({
      %119 = stablehlo.dot_general %91, %92, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x256x2x192xbf16>, tensor<1x256x2x192xbf16>) -> tensor<1x2x256x256xbf16>
      stablehlo.return %119 : tensor<1x2x256x256xbf16>
    }, {
      %119 = stablehlo.dot_general %91, %92, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x256x2x192xbf16>, tensor<1x256x2x192xbf16>) -> tensor<1x2x256x256xbf16>
      stablehlo.return %119 : tensor<1x2x256x256xbf16>
    }, {
      %119 = stablehlo.dot_general %91, %92, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x256x2x192xbf16>, tensor<1x256x2x192xbf16>) -> tensor<1x2x256x256xbf16>
      stablehlo.return %119 : tensor<1x2x256x256xbf16>
    }) : (tensor<i32>) -> tensor<1x2x256x256xbf16>
    %95 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<1x2x256x256xbf16>
    %96 = stablehlo.multiply %94, %95 : tensor<1x2x256x256xbf16>
    %97 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %98 = call @tril(%arg0, %97) : (tensor<i32>, tensor<256x256xi1>) -> tensor<256x256xi1>
    %99 = call @_where(%arg0, %98, %96, %cst_0) : (tensor<i32>, tensor<256x256xi1>, tensor<1x2x256x256xbf16>, tensor<f32>) -> tensor<1x2x256x256xbf16>
    %100 = stablehlo.reduce(%99 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x256x256xbf16>, tensor<bf16>) -> tensor<1x2x256xbf16>
    %101 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1x2x256xbf16>
    %102 = stablehlo.maximum %101, %100 : tensor<1x2x256xbf16>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x2x256xbf16>) -> tensor<1x2x256x1xbf16>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x2x256x1xbf16>) -> tensor<1x2x256x256xbf16>
    %105 = stablehlo.subtract %99, %104 : tensor<1x2x256x256xbf16>
    %106 = stablehlo.exponential %105 : tensor<1x2x256x256xbf16>
    %107 = stablehlo.convert %106 : (tensor<1x2x256x256xbf16>) -> tensor<1x2x256x256xf32>
    %108 = stablehlo.reduce(%107 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<1x2x256x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x2x256xf32>) -> tensor<1x2x256x1xf32>
    %110 = stablehlo.convert %109 : (tensor<1x2x256x1xf32>) -> tensor<1x2x256x1xbf16>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<1x2x256x1xbf16>) -> tensor<1x2x256x256xbf16>
    %112 = stablehlo.divide %106, %111 : tensor<1x2x256x256xbf16>
    %113 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %114 = "stablehlo.case"(%113) ({
      %119 = stablehlo.dot_general %16, %112, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<1x256x2x128xbf16>, tensor<1x2x256x256xbf16>) -> tensor<1x2x128x256xbf16>
      stablehlo.return %119 : tensor<1x2x128x256xbf16>
    }, {
      %119 = stablehlo.dot_general %16, %112, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<1x256x2x128xbf16>, tensor<1x2x256x256xbf16>) -> tensor<1x2x128x256xbf16>
      stablehlo.return %119 : tensor<1x2x128x256xbf16>
    }, {
      %119 = stablehlo.dot_general %16, %112, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<1x256x2x128xbf16>, tensor<1x2x256x256xbf16>) -> tensor<1x2x128x256xbf16>
      stablehlo.return %119 : tensor<1x2x128x256xbf16>
    }) : (tensor<i32>) -> tensor<1x2x128x256xbf16>
    %115 = stablehlo.transpose %114, dims = [0, 3, 1, 2] : (tensor<1x2x128x256xbf16>) -> tensor<1x256x2x128xbf16>
    %116 = stablehlo.reshape %115 : (tensor<1x256x2x128xbf16>) -> tensor<1x256x256xbf16>
    %117 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %118 = "stablehlo.case"(%117) ({
      %119 = stablehlo.dot_general %116, %arg7, contracting_dims = [2] x [0] : (tensor<1x256x256xbf16>, tensor<256x256xbf16>) -> tensor<1x256x256xbf16>
      stablehlo.return %119 : tensor<1x256x256xbf16>
    }, {
      %119 = stablehlo.dot_general %116, %arg7, contracting_dims = [2] x [0] : (tensor<1x256x256xbf16>, tensor<256x256xbf16>) -> tensor<1x256x256xbf16>
      stablehlo.return %119 : tensor<1x256x256xbf16>
    }, {
      %119 = stablehlo.dot_general %116, %arg7, contracting_dims = [2] x [0] : (tensor<1x256x256xbf16>, tensor<256x256xbf16>) -> tensor<1x256x256xbf16>
      stablehlo.return %119 : tensor<1x256x256xbf16>
    }) : (tensor<i32>) -> tensor<1x256x256xbf16>
    return %118 : tensor<1x256x256xbf16>
  }
  func.func private @tril(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg1, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x256xi1>, %arg2: tensor<1x2x256x256xbf16>, %arg3: tensor<f32>) -> tensor<1x2x256x256xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<1x2x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<1x2x256x256xbf16>
    %3 = stablehlo.select %1, %arg2, %2 : tensor<1x2x256x256xi1>, tensor<1x2x256x256xbf16>
    return %3 : tensor<1x2x256x256xbf16>
  }
}
