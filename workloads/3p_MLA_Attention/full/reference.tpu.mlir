module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x2048x7168xbf16>, %arg1: tensor<7168x1536xbf16>, %arg2: tensor<1536x24576xbf16>, %arg3: tensor<7168x576xbf16>, %arg4: tensor<512x16384xbf16>, %arg5: tensor<512x16384xbf16>, %arg6: tensor<16384x7168xbf16>) -> (tensor<4x2048x7168xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_1 = stablehlo.constant dense<7.226560e-02> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0] : (tensor<4x2048x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<4x2048x1536xbf16>
    %1 = stablehlo.dot_general %0, %arg2, contracting_dims = [2] x [0] : (tensor<4x2048x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<4x2048x24576xbf16>
    %2 = stablehlo.reshape %1 : (tensor<4x2048x24576xbf16>) -> tensor<4x2048x128x192xbf16>
    %3 = stablehlo.slice %2 [0:4, 0:2048, 0:128, 0:128] : (tensor<4x2048x128x192xbf16>) -> tensor<4x2048x128x128xbf16>
    %4 = stablehlo.slice %2 [0:4, 0:2048, 0:128, 128:192] : (tensor<4x2048x128x192xbf16>) -> tensor<4x2048x128x64xbf16>
    %5 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0] : (tensor<4x2048x7168xbf16>, tensor<7168x576xbf16>) -> tensor<4x2048x576xbf16>
    %6 = stablehlo.slice %5 [0:4, 0:2048, 0:512] : (tensor<4x2048x576xbf16>) -> tensor<4x2048x512xbf16>
    %7 = stablehlo.slice %5 [0:4, 0:2048, 512:576] : (tensor<4x2048x576xbf16>) -> tensor<4x2048x64xbf16>
    %8 = stablehlo.dot_general %6, %arg4, contracting_dims = [2] x [0] : (tensor<4x2048x512xbf16>, tensor<512x16384xbf16>) -> tensor<4x2048x16384xbf16>
    %9 = stablehlo.reshape %8 : (tensor<4x2048x16384xbf16>) -> tensor<4x2048x128x128xbf16>
    %10 = stablehlo.dot_general %6, %arg5, contracting_dims = [2] x [0] : (tensor<4x2048x512xbf16>, tensor<512x16384xbf16>) -> tensor<4x2048x16384xbf16>
    %11 = stablehlo.reshape %10 : (tensor<4x2048x16384xbf16>) -> tensor<4x2048x128x128xbf16>
    %12 = stablehlo.iota dim = 0 : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<32xf32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %16 = stablehlo.add %15, %14 : tensor<32xf32>
    %17 = stablehlo.negate %16 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.divide %17, %18 : tensor<32xf32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.power %20, %19 : tensor<32xf32>
    %22 = stablehlo.iota dim = 0 : tensor<2048xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %24 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x32xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2048x32xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<2048x32xf32>
    %28 = stablehlo.cosine %27 : tensor<2048x32xf32>
    %29 = stablehlo.convert %28 : (tensor<2048x32xf32>) -> tensor<2048x32xbf16>
    %30 = stablehlo.reshape %29 : (tensor<2048x32xbf16>) -> tensor<1x2048x1x32xbf16>
    %31 = stablehlo.sine %27 : tensor<2048x32xf32>
    %32 = stablehlo.convert %31 : (tensor<2048x32xf32>) -> tensor<2048x32xbf16>
    %33 = stablehlo.reshape %32 : (tensor<2048x32xbf16>) -> tensor<1x2048x1x32xbf16>
    %34 = stablehlo.slice %4 [0:4, 0:2048, 0:128, 0:64:2] : (tensor<4x2048x128x64xbf16>) -> tensor<4x2048x128x32xbf16>
    %35 = stablehlo.slice %4 [0:4, 0:2048, 0:128, 1:64:2] : (tensor<4x2048x128x64xbf16>) -> tensor<4x2048x128x32xbf16>
    %36 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x128x32xbf16>
    %37 = stablehlo.multiply %34, %36 : tensor<4x2048x128x32xbf16>
    %38 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x128x32xbf16>
    %39 = stablehlo.multiply %35, %38 : tensor<4x2048x128x32xbf16>
    %40 = stablehlo.subtract %37, %39 : tensor<4x2048x128x32xbf16>
    %41 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x128x32xbf16>
    %42 = stablehlo.multiply %34, %41 : tensor<4x2048x128x32xbf16>
    %43 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x128x32xbf16>
    %44 = stablehlo.multiply %35, %43 : tensor<4x2048x128x32xbf16>
    %45 = stablehlo.add %42, %44 : tensor<4x2048x128x32xbf16>
    %46 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<4x2048x128x32xbf16>) -> tensor<4x2048x128x32x1xbf16>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<4x2048x128x32xbf16>) -> tensor<4x2048x128x32x1xbf16>
    %48 = stablehlo.concatenate %46, %47, dim = 4 : (tensor<4x2048x128x32x1xbf16>, tensor<4x2048x128x32x1xbf16>) -> tensor<4x2048x128x32x2xbf16>
    %49 = stablehlo.reshape %48 : (tensor<4x2048x128x32x2xbf16>) -> tensor<4x2048x128x64xbf16>
    %50 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 3] : (tensor<4x2048x64xbf16>) -> tensor<4x2048x1x64xbf16>
    %51 = stablehlo.iota dim = 0 : tensor<32xf32>
    %52 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<32xf32>
    %54 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %55 = stablehlo.add %54, %53 : tensor<32xf32>
    %56 = stablehlo.negate %55 : tensor<32xf32>
    %57 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %58 = stablehlo.divide %56, %57 : tensor<32xf32>
    %59 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %60 = stablehlo.power %59, %58 : tensor<32xf32>
    %61 = stablehlo.iota dim = 0 : tensor<2048xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %63 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x32xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2048x32xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<2048x32xf32>
    %67 = stablehlo.cosine %66 : tensor<2048x32xf32>
    %68 = stablehlo.convert %67 : (tensor<2048x32xf32>) -> tensor<2048x32xbf16>
    %69 = stablehlo.reshape %68 : (tensor<2048x32xbf16>) -> tensor<1x2048x1x32xbf16>
    %70 = stablehlo.sine %66 : tensor<2048x32xf32>
    %71 = stablehlo.convert %70 : (tensor<2048x32xf32>) -> tensor<2048x32xbf16>
    %72 = stablehlo.reshape %71 : (tensor<2048x32xbf16>) -> tensor<1x2048x1x32xbf16>
    %73 = stablehlo.slice %50 [0:4, 0:2048, 0:1, 0:64:2] : (tensor<4x2048x1x64xbf16>) -> tensor<4x2048x1x32xbf16>
    %74 = stablehlo.slice %50 [0:4, 0:2048, 0:1, 1:64:2] : (tensor<4x2048x1x64xbf16>) -> tensor<4x2048x1x32xbf16>
    %75 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x1x32xbf16>
    %76 = stablehlo.multiply %73, %75 : tensor<4x2048x1x32xbf16>
    %77 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x1x32xbf16>
    %78 = stablehlo.multiply %74, %77 : tensor<4x2048x1x32xbf16>
    %79 = stablehlo.subtract %76, %78 : tensor<4x2048x1x32xbf16>
    %80 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x1x32xbf16>
    %81 = stablehlo.multiply %73, %80 : tensor<4x2048x1x32xbf16>
    %82 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x2048x1x32xbf16>) -> tensor<4x2048x1x32xbf16>
    %83 = stablehlo.multiply %74, %82 : tensor<4x2048x1x32xbf16>
    %84 = stablehlo.add %81, %83 : tensor<4x2048x1x32xbf16>
    %85 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<4x2048x1x32xbf16>) -> tensor<4x2048x1x32x1xbf16>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<4x2048x1x32xbf16>) -> tensor<4x2048x1x32x1xbf16>
    %87 = stablehlo.concatenate %85, %86, dim = 4 : (tensor<4x2048x1x32x1xbf16>, tensor<4x2048x1x32x1xbf16>) -> tensor<4x2048x1x32x2xbf16>
    %88 = stablehlo.reshape %87 : (tensor<4x2048x1x32x2xbf16>) -> tensor<4x2048x1x64xbf16>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<4x2048x1x64xbf16>) -> tensor<4x2048x128x64xbf16>
    %90 = stablehlo.concatenate %3, %49, dim = 3 : (tensor<4x2048x128x128xbf16>, tensor<4x2048x128x64xbf16>) -> tensor<4x2048x128x192xbf16>
    %91 = stablehlo.concatenate %9, %89, dim = 3 : (tensor<4x2048x128x128xbf16>, tensor<4x2048x128x64xbf16>) -> tensor<4x2048x128x192xbf16>
    %92 = stablehlo.dot_general %90, %91, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<4x2048x128x192xbf16>, tensor<4x2048x128x192xbf16>) -> tensor<4x128x2048x2048xbf16>
    %93 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x128x2048x2048xbf16>
    %94 = stablehlo.multiply %92, %93 : tensor<4x128x2048x2048xbf16>
    %95 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %96 = call @tril(%95) : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    %97 = call @_where(%96, %94, %cst_0) : (tensor<2048x2048xi1>, tensor<4x128x2048x2048xbf16>, tensor<f32>) -> tensor<4x128x2048x2048xbf16>
    %98 = stablehlo.reduce(%97 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<4x128x2048x2048xbf16>, tensor<bf16>) -> tensor<4x128x2048xbf16>
    %99 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x128x2048xbf16>
    %100 = stablehlo.maximum %99, %98 : tensor<4x128x2048xbf16>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<4x128x2048xbf16>) -> tensor<4x128x2048x1xbf16>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<4x128x2048x1xbf16>) -> tensor<4x128x2048x2048xbf16>
    %103 = stablehlo.subtract %97, %102 : tensor<4x128x2048x2048xbf16>
    %104 = stablehlo.exponential %103 : tensor<4x128x2048x2048xbf16>
    %105 = stablehlo.convert %104 : (tensor<4x128x2048x2048xbf16>) -> tensor<4x128x2048x2048xf32>
    %106 = stablehlo.reduce(%105 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<4x128x2048x2048xf32>, tensor<f32>) -> tensor<4x128x2048xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<4x128x2048xf32>) -> tensor<4x128x2048x1xf32>
    %108 = stablehlo.convert %107 : (tensor<4x128x2048x1xf32>) -> tensor<4x128x2048x1xbf16>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<4x128x2048x1xbf16>) -> tensor<4x128x2048x2048xbf16>
    %110 = stablehlo.divide %104, %109 : tensor<4x128x2048x2048xbf16>
    %111 = stablehlo.dot_general %11, %110, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<4x2048x128x128xbf16>, tensor<4x128x2048x2048xbf16>) -> tensor<4x128x128x2048xbf16>
    %112 = stablehlo.transpose %111, dims = [0, 3, 1, 2] : (tensor<4x128x128x2048xbf16>) -> tensor<4x2048x128x128xbf16>
    %113 = stablehlo.reshape %112 : (tensor<4x2048x128x128xbf16>) -> tensor<4x2048x16384xbf16>
    %114 = stablehlo.dot_general %113, %arg6, contracting_dims = [2] x [0] : (tensor<4x2048x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<4x2048x7168xbf16>
    return %114 : tensor<4x2048x7168xbf16>
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
  func.func private @_where(%arg0: tensor<2048x2048xi1>, %arg1: tensor<4x128x2048x2048xbf16>, %arg2: tensor<f32>) -> tensor<4x128x2048x2048xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<2048x2048xi1>) -> tensor<4x128x2048x2048xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4x128x2048x2048xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x128x2048x2048xi1>, tensor<4x128x2048x2048xbf16>
    return %3 : tensor<4x128x2048x2048xbf16>
  }
}
