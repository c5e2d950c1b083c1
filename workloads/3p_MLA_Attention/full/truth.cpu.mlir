module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x2048x7168xbf16>, %arg1: tensor<7168x1536xbf16>, %arg2: tensor<1536x24576xbf16>, %arg3: tensor<7168x576xbf16>, %arg4: tensor<512x16384xbf16>, %arg5: tensor<512x16384xbf16>, %arg6: tensor<16384x7168xbf16>) -> (tensor<4x2048x7168xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_1 = stablehlo.constant dense<0.0721687824> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4x2048x7168xbf16>) -> tensor<4x2048x7168xf32>
    %1 = stablehlo.convert %arg1 : (tensor<7168x1536xbf16>) -> tensor<7168x1536xf32>
    %2 = stablehlo.convert %arg2 : (tensor<1536x24576xbf16>) -> tensor<1536x24576xf32>
    %3 = stablehlo.convert %arg3 : (tensor<7168x576xbf16>) -> tensor<7168x576xf32>
    %4 = stablehlo.convert %arg4 : (tensor<512x16384xbf16>) -> tensor<512x16384xf32>
    %5 = stablehlo.convert %arg5 : (tensor<512x16384xbf16>) -> tensor<512x16384xf32>
    %6 = stablehlo.convert %arg6 : (tensor<16384x7168xbf16>) -> tensor<16384x7168xf32>
    %7 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x2048x7168xf32>, tensor<7168x1536xf32>) -> tensor<4x2048x1536xf32>
    %8 = stablehlo.dot_general %7, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x2048x1536xf32>, tensor<1536x24576xf32>) -> tensor<4x2048x24576xf32>
    %9 = stablehlo.reshape %8 : (tensor<4x2048x24576xf32>) -> tensor<4x2048x128x192xf32>
    %10 = stablehlo.slice %9 [0:4, 0:2048, 0:128, 0:128] : (tensor<4x2048x128x192xf32>) -> tensor<4x2048x128x128xf32>
    %11 = stablehlo.slice %9 [0:4, 0:2048, 0:128, 128:192] : (tensor<4x2048x128x192xf32>) -> tensor<4x2048x128x64xf32>
    %12 = stablehlo.dot_general %0, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x2048x7168xf32>, tensor<7168x576xf32>) -> tensor<4x2048x576xf32>
    %13 = stablehlo.slice %12 [0:4, 0:2048, 0:512] : (tensor<4x2048x576xf32>) -> tensor<4x2048x512xf32>
    %14 = stablehlo.slice %12 [0:4, 0:2048, 512:576] : (tensor<4x2048x576xf32>) -> tensor<4x2048x64xf32>
    %15 = stablehlo.dot_general %13, %4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x2048x512xf32>, tensor<512x16384xf32>) -> tensor<4x2048x16384xf32>
    %16 = stablehlo.reshape %15 : (tensor<4x2048x16384xf32>) -> tensor<4x2048x128x128xf32>
    %17 = stablehlo.dot_general %13, %5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x2048x512xf32>, tensor<512x16384xf32>) -> tensor<4x2048x16384xf32>
    %18 = stablehlo.reshape %17 : (tensor<4x2048x16384xf32>) -> tensor<4x2048x128x128xf32>
    %19 = stablehlo.iota dim = 0 : tensor<32xf32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<32xf32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %23 = stablehlo.add %22, %21 : tensor<32xf32>
    %24 = stablehlo.negate %23 : tensor<32xf32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %26 = stablehlo.divide %24, %25 : tensor<32xf32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %28 = stablehlo.power %27, %26 : tensor<32xf32>
    %29 = stablehlo.iota dim = 0 : tensor<2048xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x32xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2048x32xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<2048x32xf32>
    %35 = stablehlo.cosine %34 : tensor<2048x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<2048x32xf32>) -> tensor<1x2048x1x32xf32>
    %37 = stablehlo.sine %34 : tensor<2048x32xf32>
    %38 = stablehlo.reshape %37 : (tensor<2048x32xf32>) -> tensor<1x2048x1x32xf32>
    %39 = stablehlo.slice %11 [0:4, 0:2048, 0:128, 0:64:2] : (tensor<4x2048x128x64xf32>) -> tensor<4x2048x128x32xf32>
    %40 = stablehlo.slice %11 [0:4, 0:2048, 0:128, 1:64:2] : (tensor<4x2048x128x64xf32>) -> tensor<4x2048x128x32xf32>
    %41 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xf32>) -> tensor<4x2048x128x32xf32>
    %42 = stablehlo.multiply %39, %41 : tensor<4x2048x128x32xf32>
    %43 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xf32>) -> tensor<4x2048x128x32xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<4x2048x128x32xf32>
    %45 = stablehlo.subtract %42, %44 : tensor<4x2048x128x32xf32>
    %46 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xf32>) -> tensor<4x2048x128x32xf32>
    %47 = stablehlo.multiply %39, %46 : tensor<4x2048x128x32xf32>
    %48 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xf32>) -> tensor<4x2048x128x32xf32>
    %49 = stablehlo.multiply %40, %48 : tensor<4x2048x128x32xf32>
    %50 = stablehlo.add %47, %49 : tensor<4x2048x128x32xf32>
    %51 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<4x2048x128x32xf32>) -> tensor<4x2048x128x32x1xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<4x2048x128x32xf32>) -> tensor<4x2048x128x32x1xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 4 : (tensor<4x2048x128x32x1xf32>, tensor<4x2048x128x32x1xf32>) -> tensor<4x2048x128x32x2xf32>
    %54 = stablehlo.reshape %53 : (tensor<4x2048x128x32x2xf32>) -> tensor<4x2048x128x64xf32>
    %55 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 3] : (tensor<4x2048x64xf32>) -> tensor<4x2048x1x64xf32>
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
    %73 = stablehlo.reshape %72 : (tensor<2048x32xf32>) -> tensor<1x2048x1x32xf32>
    %74 = stablehlo.sine %71 : tensor<2048x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<2048x32xf32>) -> tensor<1x2048x1x32xf32>
    %76 = stablehlo.slice %55 [0:4, 0:2048, 0:1, 0:64:2] : (tensor<4x2048x1x64xf32>) -> tensor<4x2048x1x32xf32>
    %77 = stablehlo.slice %55 [0:4, 0:2048, 0:1, 1:64:2] : (tensor<4x2048x1x64xf32>) -> tensor<4x2048x1x32xf32>
    %78 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xf32>) -> tensor<4x2048x1x32xf32>
    %79 = stablehlo.multiply %76, %78 : tensor<4x2048x1x32xf32>
    %80 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xf32>) -> tensor<4x2048x1x32xf32>
    %81 = stablehlo.multiply %77, %80 : tensor<4x2048x1x32xf32>
    %82 = stablehlo.subtract %79, %81 : tensor<4x2048x1x32xf32>
    %83 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xf32>) -> tensor<4x2048x1x32xf32>
    %84 = stablehlo.multiply %76, %83 : tensor<4x2048x1x32xf32>
    %85 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xf32>) -> tensor<4x2048x1x32xf32>
    %86 = stablehlo.multiply %77, %85 : tensor<4x2048x1x32xf32>
    %87 = stablehlo.add %84, %86 : tensor<4x2048x1x32xf32>
    %88 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<4x2048x1x32xf32>) -> tensor<4x2048x1x32x1xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<4x2048x1x32xf32>) -> tensor<4x2048x1x32x1xf32>
    %90 = stablehlo.concatenate %88, %89, dim = 4 : (tensor<4x2048x1x32x1xf32>, tensor<4x2048x1x32x1xf32>) -> tensor<4x2048x1x32x2xf32>
    %91 = stablehlo.reshape %90 : (tensor<4x2048x1x32x2xf32>) -> tensor<4x2048x1x64xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<4x2048x1x64xf32>) -> tensor<4x2048x128x64xf32>
    %93 = stablehlo.concatenate %10, %54, dim = 3 : (tensor<4x2048x128x128xf32>, tensor<4x2048x128x64xf32>) -> tensor<4x2048x128x192xf32>
    %94 = stablehlo.concatenate %16, %92, dim = 3 : (tensor<4x2048x128x128xf32>, tensor<4x2048x128x64xf32>) -> tensor<4x2048x128x192xf32>
    %95 = stablehlo.dot_general %93, %94, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x2048x128x192xf32>, tensor<4x2048x128x192xf32>) -> tensor<4x128x2048x2048xf32>
    %96 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x128x2048x2048xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<4x128x2048x2048xf32>
    %98 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %99 = call @tril(%98) : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    %100 = call @_where(%99, %97, %cst_0) : (tensor<2048x2048xi1>, tensor<4x128x2048x2048xf32>, tensor<f32>) -> tensor<4x128x2048x2048xf32>
    %101 = stablehlo.reduce(%100 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<4x128x2048x2048xf32>, tensor<f32>) -> tensor<4x128x2048xf32>
    %102 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x2048xf32>
    %103 = stablehlo.maximum %102, %101 : tensor<4x128x2048xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<4x128x2048xf32>) -> tensor<4x128x2048x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<4x128x2048x1xf32>) -> tensor<4x128x2048x2048xf32>
    %106 = stablehlo.subtract %100, %105 : tensor<4x128x2048x2048xf32>
    %107 = stablehlo.exponential %106 : tensor<4x128x2048x2048xf32>
    %108 = stablehlo.reduce(%107 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<4x128x2048x2048xf32>, tensor<f32>) -> tensor<4x128x2048xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<4x128x2048xf32>) -> tensor<4x128x2048x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<4x128x2048x1xf32>) -> tensor<4x128x2048x2048xf32>
    %111 = stablehlo.divide %107, %110 : tensor<4x128x2048x2048xf32>
    %112 = stablehlo.dot_general %18, %111, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x2048x128x128xf32>, tensor<4x128x2048x2048xf32>) -> tensor<4x128x128x2048xf32>
    %113 = stablehlo.transpose %112, dims = [0, 3, 1, 2] : (tensor<4x128x128x2048xf32>) -> tensor<4x2048x128x128xf32>
    %114 = stablehlo.reshape %113 : (tensor<4x2048x128x128xf32>) -> tensor<4x2048x16384xf32>
    %115 = stablehlo.dot_general %114, %6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x2048x16384xf32>, tensor<16384x7168xf32>) -> tensor<4x2048x7168xf32>
    return %115 : tensor<4x2048x7168xf32>
  }
  func.func private @tril(%arg0: tensor<2048x2048xi1>) -> tensor<2048x2048xi1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2048x2048xi32>
    %2 = stablehlo.add %0, %1 : tensor<2048x2048xi32>
    %3 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<2048x2048xi1>, tensor<2048x2048xi1>
    return %6 : tensor<2048x2048xi1>
  }
  func.func private @_where(%arg0: tensor<2048x2048xi1>, %arg1: tensor<4x128x2048x2048xf32>, %arg2: tensor<f32>) -> tensor<4x128x2048x2048xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<2048x2048xi1>) -> tensor<4x128x2048x2048xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x128x2048x2048xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x128x2048x2048xi1>, tensor<4x128x2048x2048xf32>
    return %3 : tensor<4x128x2048x2048xf32>
  }
}
