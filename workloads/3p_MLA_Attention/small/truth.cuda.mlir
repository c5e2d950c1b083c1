module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x256x256xbf16>, %arg1: tensor<256x128xbf16>, %arg2: tensor<128x384xbf16>, %arg3: tensor<256x192xbf16>, %arg4: tensor<128x256xbf16>, %arg5: tensor<128x256xbf16>, %arg6: tensor<256x256xbf16>) -> (tensor<1x256x256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_1 = stablehlo.constant dense<0.0721687824> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<1x256x256xbf16>) -> tensor<1x256x256xf32>
    %1 = stablehlo.convert %arg1 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %2 = stablehlo.convert %arg2 : (tensor<128x384xbf16>) -> tensor<128x384xf32>
    %3 = stablehlo.convert %arg3 : (tensor<256x192xbf16>) -> tensor<256x192xf32>
    %4 = stablehlo.convert %arg4 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %5 = stablehlo.convert %arg5 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %6 = stablehlo.convert %arg6 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %7 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x256xf32>, tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %8 = stablehlo.dot_general %7, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x128xf32>, tensor<128x384xf32>) -> tensor<1x256x384xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x256x384xf32>) -> tensor<1x256x2x192xf32>
    %10 = stablehlo.slice %9 [0:1, 0:256, 0:2, 0:128] : (tensor<1x256x2x192xf32>) -> tensor<1x256x2x128xf32>
    %11 = stablehlo.slice %9 [0:1, 0:256, 0:2, 128:192] : (tensor<1x256x2x192xf32>) -> tensor<1x256x2x64xf32>
    %12 = stablehlo.dot_general %0, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x256xf32>, tensor<256x192xf32>) -> tensor<1x256x192xf32>
    %13 = stablehlo.slice %12 [0:1, 0:256, 0:128] : (tensor<1x256x192xf32>) -> tensor<1x256x128xf32>
    %14 = stablehlo.slice %12 [0:1, 0:256, 128:192] : (tensor<1x256x192xf32>) -> tensor<1x256x64xf32>
    %15 = stablehlo.dot_general %13, %4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x128xf32>, tensor<128x256xf32>) -> tensor<1x256x256xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x256x256xf32>) -> tensor<1x256x2x128xf32>
    %17 = stablehlo.dot_general %13, %5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x128xf32>, tensor<128x256xf32>) -> tensor<1x256x256xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x256x256xf32>) -> tensor<1x256x2x128xf32>
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
    %29 = stablehlo.iota dim = 0 : tensor<256xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<256x32xf32>
    %35 = stablehlo.cosine %34 : tensor<256x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %37 = stablehlo.sine %34 : tensor<256x32xf32>
    %38 = stablehlo.reshape %37 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %39 = stablehlo.slice %11 [0:1, 0:256, 0:2, 0:64:2] : (tensor<1x256x2x64xf32>) -> tensor<1x256x2x32xf32>
    %40 = stablehlo.slice %11 [0:1, 0:256, 0:2, 1:64:2] : (tensor<1x256x2x64xf32>) -> tensor<1x256x2x32xf32>
    %41 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x2x32xf32>
    %42 = stablehlo.multiply %39, %41 : tensor<1x256x2x32xf32>
    %43 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x2x32xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<1x256x2x32xf32>
    %45 = stablehlo.subtract %42, %44 : tensor<1x256x2x32xf32>
    %46 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x2x32xf32>
    %47 = stablehlo.multiply %39, %46 : tensor<1x256x2x32xf32>
    %48 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x2x32xf32>
    %49 = stablehlo.multiply %40, %48 : tensor<1x256x2x32xf32>
    %50 = stablehlo.add %47, %49 : tensor<1x256x2x32xf32>
    %51 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x256x2x32xf32>) -> tensor<1x256x2x32x1xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x256x2x32xf32>) -> tensor<1x256x2x32x1xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 4 : (tensor<1x256x2x32x1xf32>, tensor<1x256x2x32x1xf32>) -> tensor<1x256x2x32x2xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x256x2x32x2xf32>) -> tensor<1x256x2x64xf32>
    %55 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 3] : (tensor<1x256x64xf32>) -> tensor<1x256x1x64xf32>
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
    %73 = stablehlo.reshape %72 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %74 = stablehlo.sine %71 : tensor<256x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %76 = stablehlo.slice %55 [0:1, 0:256, 0:1, 0:64:2] : (tensor<1x256x1x64xf32>) -> tensor<1x256x1x32xf32>
    %77 = stablehlo.slice %55 [0:1, 0:256, 0:1, 1:64:2] : (tensor<1x256x1x64xf32>) -> tensor<1x256x1x32xf32>
    %78 = stablehlo.multiply %76, %73 : tensor<1x256x1x32xf32>
    %79 = stablehlo.multiply %77, %75 : tensor<1x256x1x32xf32>
    %80 = stablehlo.subtract %78, %79 : tensor<1x256x1x32xf32>
    %81 = stablehlo.multiply %76, %75 : tensor<1x256x1x32xf32>
    %82 = stablehlo.multiply %77, %73 : tensor<1x256x1x32xf32>
    %83 = stablehlo.add %81, %82 : tensor<1x256x1x32xf32>
    %84 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32x1xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32x1xf32>
    %86 = stablehlo.concatenate %84, %85, dim = 4 : (tensor<1x256x1x32x1xf32>, tensor<1x256x1x32x1xf32>) -> tensor<1x256x1x32x2xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x256x1x32x2xf32>) -> tensor<1x256x1x64xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x256x1x64xf32>) -> tensor<1x256x2x64xf32>
    %89 = stablehlo.concatenate %10, %54, dim = 3 : (tensor<1x256x2x128xf32>, tensor<1x256x2x64xf32>) -> tensor<1x256x2x192xf32>
    %90 = stablehlo.concatenate %16, %88, dim = 3 : (tensor<1x256x2x128xf32>, tensor<1x256x2x64xf32>) -> tensor<1x256x2x192xf32>
    %91 = stablehlo.dot_general %89, %90, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x256x2x192xf32>, tensor<1x256x2x192xf32>) -> tensor<1x2x256x256xf32>
    %92 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x2x256x256xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<1x2x256x256xf32>
    %94 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %95 = call @tril(%94) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %96 = call @_where(%95, %93, %cst_0) : (tensor<256x256xi1>, tensor<1x2x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
    %97 = stablehlo.reduce(%96 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x256x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
    %98 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x256xf32>
    %99 = stablehlo.maximum %98, %97 : tensor<1x2x256xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x2x256xf32>) -> tensor<1x2x256x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x2x256x1xf32>) -> tensor<1x2x256x256xf32>
    %102 = stablehlo.subtract %96, %101 : tensor<1x2x256x256xf32>
    %103 = stablehlo.exponential %102 : tensor<1x2x256x256xf32>
    %104 = stablehlo.reduce(%103 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<1x2x256x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x2x256xf32>) -> tensor<1x2x256x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x2x256x1xf32>) -> tensor<1x2x256x256xf32>
    %107 = stablehlo.divide %103, %106 : tensor<1x2x256x256xf32>
    %108 = stablehlo.dot_general %18, %107, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<1x256x2x128xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x128x256xf32>
    %109 = stablehlo.transpose %108, dims = [0, 3, 1, 2] : (tensor<1x2x128x256xf32>) -> tensor<1x256x2x128xf32>
    %110 = stablehlo.reshape %109 : (tensor<1x256x2x128xf32>) -> tensor<1x256x256xf32>
    %111 = stablehlo.dot_general %110, %6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1x256x256xf32>, tensor<256x256xf32>) -> tensor<1x256x256xf32>
    return %111 : tensor<1x256x256xf32>
  }
  func.func private @tril(%arg0: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<1x2x256x256xf32>, %arg2: tensor<f32>) -> tensor<1x2x256x256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<1x2x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x2x256x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x2x256x256xi1>, tensor<1x2x256x256xf32>
    return %3 : tensor<1x2x256x256xf32>
  }
}
