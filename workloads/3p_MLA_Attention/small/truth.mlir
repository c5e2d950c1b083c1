module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<1x256x256xbf16>, %arg2: tensor<256x128xbf16>, %arg3: tensor<128x384xbf16>, %arg4: tensor<256x192xbf16>, %arg5: tensor<128x256xbf16>, %arg6: tensor<128x256xbf16>, %arg7: tensor<256x256xbf16>) -> (tensor<1x256x256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_1 = stablehlo.constant dense<0.0721687824> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<1x256x256xbf16>) -> tensor<1x256x256xf32>
    %1 = stablehlo.convert %arg2 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %2 = stablehlo.convert %arg3 : (tensor<128x384xbf16>) -> tensor<128x384xf32>
    %3 = stablehlo.convert %arg4 : (tensor<256x192xbf16>) -> tensor<256x192xf32>
    %4 = stablehlo.convert %arg5 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %5 = stablehlo.convert %arg6 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %6 = stablehlo.convert %arg7 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %7 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %120 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x256xf32>, tensor<256x128xf32>) -> tensor<1x256x128xf32>
      stablehlo.return %120 : tensor<1x256x128xf32>
    }, {
      %120 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x256xf32>, tensor<256x128xf32>) -> tensor<1x256x128xf32>
      stablehlo.return %120 : tensor<1x256x128xf32>
    }, {
      %120 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x256xf32>, tensor<256x128xf32>) -> tensor<1x256x128xf32>
      stablehlo.return %120 : tensor<1x256x128xf32>
    }) : (tensor<i32>) -> tensor<1x256x128xf32>
    %9 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %10 = "stablehlo.case"(%9) ({
      %120 = stablehlo.dot_general %8, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x128xf32>, tensor<128x384xf32>) -> tensor<1x256x384xf32>
      stablehlo.return %120 : tensor<1x256x384xf32>
    }, {
      %120 = stablehlo.dot_general %8, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x128xf32>, tensor<128x384xf32>) -> tensor<1x256x384xf32>
      stablehlo.return %120 : tensor<1x256x384xf32>
    }, {
      %120 = stablehlo.dot_general %8, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x128xf32>, tensor<128x384xf32>) -> tensor<1x256x384xf32>
      stablehlo.return %120 : tensor<1x256x384xf32>
    }) : (tensor<i32>) -> tensor<1x256x384xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x256x384xf32>) -> tensor<1x256x2x192xf32>
    %12 = stablehlo.slice %11 [0:1, 0:256, 0:2, 0:128] : (tensor<1x256x2x192xf32>) -> tensor<1x256x2x128xf32>
    %13 = stablehlo.slice %11 [0:1, 0:256, 0:2, 128:192] : (tensor<1x256x2x192xf32>) -> tensor<1x256x2x64xf32>
    %14 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.case"(%14) ({
      %120 = stablehlo.dot_general %0, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x256xf32>, tensor<256x192xf32>) -> tensor<1x256x192xf32>
      stablehlo.return %120 : tensor<1x256x192xf32>
    }, {
      %120 = stablehlo.dot_general %0, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x256xf32>, tensor<256x192xf32>) -> tensor<1x256x192xf32>
      stablehlo.return %120 : tensor<1x256x192xf32>
    }, {
      %120 = stablehlo.dot_general %0, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x256xf32>, tensor<256x192xf32>) -> tensor<1x256x192xf32>
      stablehlo.return %120 : tensor<1x256x192xf32>
    }) : (tensor<i32>) -> tensor<1x256x192xf32>
    %16 = stablehlo.slice %15 [0:1, 0:256, 0:128] : (tensor<1x256x192xf32>) -> tensor<1x256x128xf32>
    %17 = stablehlo.slice %15 [0:1, 0:256, 128:192] : (tensor<1x256x192xf32>) -> tensor<1x256x64xf32>
    %18 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %19 = "stablehlo.case"(%18) ({
      %120 = stablehlo.dot_general %16, %4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x128xf32>, tensor<128x256xf32>) -> tensor<1x256x256xf32>
      stablehlo.return %120 : tensor<1x256x256xf32>
    }, {
      %120 = stablehlo.dot_general %16, %4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x128xf32>, tensor<128x256xf32>) -> tensor<1x256x256xf32>
      stablehlo.return %120 : tensor<1x256x256xf32>
    }, {
      %120 = stablehlo.dot_general %16, %4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x128xf32>, tensor<128x256xf32>) -> tensor<1x256x256xf32>
      stablehlo.return %120 : tensor<1x256x256xf32>
    }) : (tensor<i32>) -> tensor<1x256x256xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x256x256xf32>) -> tensor<1x256x2x128xf32>
    %21 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %22 = "stablehlo.case"(%21) ({
      %120 = stablehlo.dot_general %16, %5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x128xf32>, tensor<128x256xf32>) -> tensor<1x256x256xf32>
      stablehlo.return %120 : tensor<1x256x256xf32>
    }, {
      %120 = stablehlo.dot_general %16, %5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x128xf32>, tensor<128x256xf32>) -> tensor<1x256x256xf32>
      stablehlo.return %120 : tensor<1x256x256xf32>
    }, {
      %120 = stablehlo.dot_general %16, %5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x128xf32>, tensor<128x256xf32>) -> tensor<1x256x256xf32>
      stablehlo.return %120 : tensor<1x256x256xf32>
    }) : (tensor<i32>) -> tensor<1x256x256xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x256x256xf32>) -> tensor<1x256x2x128xf32>
    %24 = stablehlo.iota dim = 0 : tensor<32xf32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<32xf32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %28 = stablehlo.add %27, %26 : tensor<32xf32>
    %29 = stablehlo.negate %28 : tensor<32xf32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %31 = stablehlo.divide %29, %30 : tensor<32xf32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %33 = stablehlo.power %32, %31 : tensor<32xf32>
    %34 = stablehlo.iota dim = 0 : tensor<256xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %36 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<256x32xf32>
    %40 = stablehlo.cosine %39 : tensor<256x32xf32>
    %41 = stablehlo.reshape %40 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %42 = stablehlo.sine %39 : tensor<256x32xf32>
    %43 = stablehlo.reshape %42 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %44 = stablehlo.slice %13 [0:1, 0:256, 0:2, 0:64:2] : (tensor<1x256x2x64xf32>) -> tensor<1x256x2x32xf32>
    %45 = stablehlo.slice %13 [0:1, 0:256, 0:2, 1:64:2] : (tensor<1x256x2x64xf32>) -> tensor<1x256x2x32xf32>
    %46 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x2x32xf32>
    %47 = stablehlo.multiply %44, %46 : tensor<1x256x2x32xf32>
    %48 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x2x32xf32>
    %49 = stablehlo.multiply %45, %48 : tensor<1x256x2x32xf32>
    %50 = stablehlo.subtract %47, %49 : tensor<1x256x2x32xf32>
    %51 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x2x32xf32>
    %52 = stablehlo.multiply %44, %51 : tensor<1x256x2x32xf32>
    %53 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x2x32xf32>
    %54 = stablehlo.multiply %45, %53 : tensor<1x256x2x32xf32>
    %55 = stablehlo.add %52, %54 : tensor<1x256x2x32xf32>
    %56 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x256x2x32xf32>) -> tensor<1x256x2x32x1xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x256x2x32xf32>) -> tensor<1x256x2x32x1xf32>
    %58 = stablehlo.concatenate %56, %57, dim = 4 : (tensor<1x256x2x32x1xf32>, tensor<1x256x2x32x1xf32>) -> tensor<1x256x2x32x2xf32>
    %59 = stablehlo.reshape %58 : (tensor<1x256x2x32x2xf32>) -> tensor<1x256x2x64xf32>
    %60 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 3] : (tensor<1x256x64xf32>) -> tensor<1x256x1x64xf32>
    %61 = stablehlo.iota dim = 0 : tensor<32xf32>
    %62 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<32xf32>
    %64 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %65 = stablehlo.add %64, %63 : tensor<32xf32>
    %66 = stablehlo.negate %65 : tensor<32xf32>
    %67 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %68 = stablehlo.divide %66, %67 : tensor<32xf32>
    %69 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %70 = stablehlo.power %69, %68 : tensor<32xf32>
    %71 = stablehlo.iota dim = 0 : tensor<256xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %73 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %76 = stablehlo.multiply %74, %75 : tensor<256x32xf32>
    %77 = stablehlo.cosine %76 : tensor<256x32xf32>
    %78 = stablehlo.reshape %77 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %79 = stablehlo.sine %76 : tensor<256x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %81 = stablehlo.slice %60 [0:1, 0:256, 0:1, 0:64:2] : (tensor<1x256x1x64xf32>) -> tensor<1x256x1x32xf32>
    %82 = stablehlo.slice %60 [0:1, 0:256, 0:1, 1:64:2] : (tensor<1x256x1x64xf32>) -> tensor<1x256x1x32xf32>
    %83 = stablehlo.multiply %81, %78 : tensor<1x256x1x32xf32>
    %84 = stablehlo.multiply %82, %80 : tensor<1x256x1x32xf32>
    %85 = stablehlo.subtract %83, %84 : tensor<1x256x1x32xf32>
    %86 = stablehlo.multiply %81, %80 : tensor<1x256x1x32xf32>
    %87 = stablehlo.multiply %82, %78 : tensor<1x256x1x32xf32>
    %88 = stablehlo.add %86, %87 : tensor<1x256x1x32xf32>
    %89 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32x1xf32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32x1xf32>
    %91 = stablehlo.concatenate %89, %90, dim = 4 : (tensor<1x256x1x32x1xf32>, tensor<1x256x1x32x1xf32>) -> tensor<1x256x1x32x2xf32>
    %92 = stablehlo.reshape %91 : (tensor<1x256x1x32x2xf32>) -> tensor<1x256x1x64xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x256x1x64xf32>) -> tensor<1x256x2x64xf32>
    %94 = stablehlo.concatenate %12, %59, dim = 3 : (tensor<1x256x2x128xf32>, tensor<1x256x2x64xf32>) -> tensor<1x256x2x192xf32>
    %95 = stablehlo.concatenate %20, %93, dim = 3 : (tensor<1x256x2x128xf32>, tensor<1x256x2x64xf32>) -> tensor<1x256x2x192xf32>
    %96 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %97 = "stablehlo.case"(%96) ({
      %120 = stablehlo.dot_general %94, %95, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x256x2x192xf32>, tensor<1x256x2x192xf32>) -> tensor<1x2x256x256xf32>
      stablehlo.return %120 : tensor<1x2x256x256xf32>
    }, {
      %120 = stablehlo.dot_general %94, %95, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x256x2x192xf32>, tensor<1x256x2x192xf32>) -> tensor<1x2x256x256xf32>
      stablehlo.return %120 : tensor<1x2x256x256xf32>
    }, {
      %120 = stablehlo.dot_general %94, %95, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x256x2x192xf32>, tensor<1x256x2x192xf32>) -> tensor<1x2x256x256xf32>
      stablehlo.return %120 : tensor<1x2x256x256xf32>
    }) : (tensor<i32>) -> tensor<1x2x256x256xf32>
    %98 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x2x256x256xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<1x2x256x256xf32>
    %100 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %101 = call @tril(%arg0, %100) : (tensor<i32>, tensor<256x256xi1>) -> tensor<256x256xi1>
    %102 = call @_where(%arg0, %101, %99, %cst_0) : (tensor<i32>, tensor<256x256xi1>, tensor<1x2x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
    %103 = stablehlo.reduce(%102 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x256x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
    %104 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x256xf32>
    %105 = stablehlo.maximum %104, %103 : tensor<1x2x256xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x2x256xf32>) -> tensor<1x2x256x1xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x2x256x1xf32>) -> tensor<1x2x256x256xf32>
    %108 = stablehlo.subtract %102, %107 : tensor<1x2x256x256xf32>
    %109 = stablehlo.exponential %108 : tensor<1x2x256x256xf32>
    %110 = stablehlo.reduce(%109 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<1x2x256x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x2x256xf32>) -> tensor<1x2x256x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x2x256x1xf32>) -> tensor<1x2x256x256xf32>
    %113 = stablehlo.divide %109, %112 : tensor<1x2x256x256xf32>
    %114 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %115 = "stablehlo.case"(%114) ({
      %120 = stablehlo.dot_general %23, %113, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x256x2x128xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x128x256xf32>
      stablehlo.return %120 : tensor<1x2x128x256xf32>
    }, {
      %120 = stablehlo.dot_general %23, %113, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x256x2x128xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x128x256xf32>
      stablehlo.return %120 : tensor<1x2x128x256xf32>
    }, {
      %120 = stablehlo.dot_general %23, %113, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x256x2x128xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x128x256xf32>
      stablehlo.return %120 : tensor<1x2x128x256xf32>
    }) : (tensor<i32>) -> tensor<1x2x128x256xf32>
    %116 = stablehlo.transpose %115, dims = [0, 3, 1, 2] : (tensor<1x2x128x256xf32>) -> tensor<1x256x2x128xf32>
    %117 = stablehlo.reshape %116 : (tensor<1x256x2x128xf32>) -> tensor<1x256x256xf32>
    %118 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %119 = "stablehlo.case"(%118) ({
      %120 = stablehlo.dot_general %117, %6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x256xf32>, tensor<256x256xf32>) -> tensor<1x256x256xf32>
      stablehlo.return %120 : tensor<1x256x256xf32>
    }, {
      %120 = stablehlo.dot_general %117, %6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x256xf32>, tensor<256x256xf32>) -> tensor<1x256x256xf32>
      stablehlo.return %120 : tensor<1x256x256xf32>
    }, {
      %120 = stablehlo.dot_general %117, %6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x256xf32>, tensor<256x256xf32>) -> tensor<1x256x256xf32>
      stablehlo.return %120 : tensor<1x256x256xf32>
    }) : (tensor<i32>) -> tensor<1x256x256xf32>
    return %119 : tensor<1x256x256xf32>
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
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x256xi1>, %arg2: tensor<1x2x256x256xf32>, %arg3: tensor<f32>) -> tensor<1x2x256x256xf32> {
    %0 = stablehlo.convert %arg3 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<1x2x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x2x256x256xf32>
    %3 = stablehlo.select %1, %arg2, %2 : tensor<1x2x256x256xi1>, tensor<1x2x256x256xf32>
    return %3 : tensor<1x2x256x256xf32>
  }
}
