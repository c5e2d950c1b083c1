module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x256x256xbf16>, %arg1: tensor<256x128xbf16>, %arg2: tensor<128x384xbf16>, %arg3: tensor<256x192xbf16>, %arg4: tensor<128x256xbf16>, %arg5: tensor<128x256xbf16>, %arg6: tensor<256x256xbf16>) -> (tensor<1x256x256xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_1 = stablehlo.constant dense<7.226560e-02> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0] : (tensor<1x256x256xbf16>, tensor<256x128xbf16>) -> tensor<1x256x128xbf16>
    %1 = stablehlo.dot_general %0, %arg2, contracting_dims = [2] x [0] : (tensor<1x256x128xbf16>, tensor<128x384xbf16>) -> tensor<1x256x384xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x256x384xbf16>) -> tensor<1x256x2x192xbf16>
    %3 = stablehlo.slice %2 [0:1, 0:256, 0:2, 0:128] : (tensor<1x256x2x192xbf16>) -> tensor<1x256x2x128xbf16>
    %4 = stablehlo.slice %2 [0:1, 0:256, 0:2, 128:192] : (tensor<1x256x2x192xbf16>) -> tensor<1x256x2x64xbf16>
    %5 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0] : (tensor<1x256x256xbf16>, tensor<256x192xbf16>) -> tensor<1x256x192xbf16>
    %6 = stablehlo.slice %5 [0:1, 0:256, 0:128] : (tensor<1x256x192xbf16>) -> tensor<1x256x128xbf16>
    %7 = stablehlo.slice %5 [0:1, 0:256, 128:192] : (tensor<1x256x192xbf16>) -> tensor<1x256x64xbf16>
    %8 = stablehlo.dot_general %6, %arg4, contracting_dims = [2] x [0] : (tensor<1x256x128xbf16>, tensor<128x256xbf16>) -> tensor<1x256x256xbf16>
    %9 = stablehlo.reshape %8 : (tensor<1x256x256xbf16>) -> tensor<1x256x2x128xbf16>
    %10 = stablehlo.dot_general %6, %arg5, contracting_dims = [2] x [0] : (tensor<1x256x128xbf16>, tensor<128x256xbf16>) -> tensor<1x256x256xbf16>
    %11 = stablehlo.reshape %10 : (tensor<1x256x256xbf16>) -> tensor<1x256x2x128xbf16>
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
    %22 = stablehlo.iota dim = 0 : tensor<256xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %24 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<256x32xf32>
    %28 = stablehlo.cosine %27 : tensor<256x32xf32>
    %29 = stablehlo.convert %28 : (tensor<256x32xf32>) -> tensor<256x32xbf16>
    %30 = stablehlo.reshape %29 : (tensor<256x32xbf16>) -> tensor<1x256x1x32xbf16>
    %31 = stablehlo.sine %27 : tensor<256x32xf32>
    %32 = stablehlo.convert %31 : (tensor<256x32xf32>) -> tensor<256x32xbf16>
    %33 = stablehlo.reshape %32 : (tensor<256x32xbf16>) -> tensor<1x256x1x32xbf16>
    %34 = stablehlo.slice %4 [0:1, 0:256, 0:2, 0:64:2] : (tensor<1x256x2x64xbf16>) -> tensor<1x256x2x32xbf16>
    %35 = stablehlo.slice %4 [0:1, 0:256, 0:2, 1:64:2] : (tensor<1x256x2x64xbf16>) -> tensor<1x256x2x32xbf16>
    %36 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xbf16>) -> tensor<1x256x2x32xbf16>
    %37 = stablehlo.multiply %34, %36 : tensor<1x256x2x32xbf16>
    %38 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xbf16>) -> tensor<1x256x2x32xbf16>
    %39 = stablehlo.multiply %35, %38 : tensor<1x256x2x32xbf16>
    %40 = stablehlo.subtract %37, %39 : tensor<1x256x2x32xbf16>
    %41 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xbf16>) -> tensor<1x256x2x32xbf16>
    %42 = stablehlo.multiply %34, %41 : tensor<1x256x2x32xbf16>
    %43 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xbf16>) -> tensor<1x256x2x32xbf16>
    %44 = stablehlo.multiply %35, %43 : tensor<1x256x2x32xbf16>
    %45 = stablehlo.add %42, %44 : tensor<1x256x2x32xbf16>
    %46 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x256x2x32xbf16>) -> tensor<1x256x2x32x1xbf16>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x256x2x32xbf16>) -> tensor<1x256x2x32x1xbf16>
    %48 = stablehlo.concatenate %46, %47, dim = 4 : (tensor<1x256x2x32x1xbf16>, tensor<1x256x2x32x1xbf16>) -> tensor<1x256x2x32x2xbf16>
    %49 = stablehlo.reshape %48 : (tensor<1x256x2x32x2xbf16>) -> tensor<1x256x2x64xbf16>
    %50 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 3] : (tensor<1x256x64xbf16>) -> tensor<1x256x1x64xbf16>
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
    %61 = stablehlo.iota dim = 0 : tensor<256xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %63 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<256x32xf32>
    %67 = stablehlo.cosine %66 : tensor<256x32xf32>
    %68 = stablehlo.convert %67 : (tensor<256x32xf32>) -> tensor<256x32xbf16>
    %69 = stablehlo.reshape %68 : (tensor<256x32xbf16>) -> tensor<1x256x1x32xbf16>
    %70 = stablehlo.sine %66 : tensor<256x32xf32>
    %71 = stablehlo.convert %70 : (tensor<256x32xf32>) -> tensor<256x32xbf16>
    %72 = stablehlo.reshape %71 : (tensor<256x32xbf16>) -> tensor<1x256x1x32xbf16>
    %73 = stablehlo.slice %50 [0:1, 0:256, 0:1, 0:64:2] : (tensor<1x256x1x64xbf16>) -> tensor<1x256x1x32xbf16>
    %74 = stablehlo.slice %50 [0:1, 0:256, 0:1, 1:64:2] : (tensor<1x256x1x64xbf16>) -> tensor<1x256x1x32xbf16>
    %75 = stablehlo.multiply %73, %69 : tensor<1x256x1x32xbf16>
    %76 = stablehlo.multiply %74, %72 : tensor<1x256x1x32xbf16>
    %77 = stablehlo.subtract %75, %76 : tensor<1x256x1x32xbf16>
    %78 = stablehlo.multiply %73, %72 : tensor<1x256x1x32xbf16>
    %79 = stablehlo.multiply %74, %69 : tensor<1x256x1x32xbf16>
    %80 = stablehlo.add %78, %79 : tensor<1x256x1x32xbf16>
    %81 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xbf16>) -> tensor<1x256x1x32x1xbf16>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xbf16>) -> tensor<1x256x1x32x1xbf16>
    %83 = stablehlo.concatenate %81, %82, dim = 4 : (tensor<1x256x1x32x1xbf16>, tensor<1x256x1x32x1xbf16>) -> tensor<1x256x1x32x2xbf16>
    %84 = stablehlo.reshape %83 : (tensor<1x256x1x32x2xbf16>) -> tensor<1x256x1x64xbf16>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x256x1x64xbf16>) -> tensor<1x256x2x64xbf16>
    %86 = stablehlo.concatenate %3, %49, dim = 3 : (tensor<1x256x2x128xbf16>, tensor<1x256x2x64xbf16>) -> tensor<1x256x2x192xbf16>
    %87 = stablehlo.concatenate %9, %85, dim = 3 : (tensor<1x256x2x128xbf16>, tensor<1x256x2x64xbf16>) -> tensor<1x256x2x192xbf16>
    %88 = stablehlo.dot_general %86, %87, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x256x2x192xbf16>, tensor<1x256x2x192xbf16>) -> tensor<1x2x256x256xbf16>
    %89 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<1x2x256x256xbf16>
    %90 = stablehlo.multiply %88, %89 : tensor<1x2x256x256xbf16>
    %91 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %92 = call @tril(%91) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %93 = call @_where(%92, %90, %cst_0) : (tensor<256x256xi1>, tensor<1x2x256x256xbf16>, tensor<f32>) -> tensor<1x2x256x256xbf16>
    %94 = stablehlo.reduce(%93 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x256x256xbf16>, tensor<bf16>) -> tensor<1x2x256xbf16>
    %95 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1x2x256xbf16>
    %96 = stablehlo.maximum %95, %94 : tensor<1x2x256xbf16>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x2x256xbf16>) -> tensor<1x2x256x1xbf16>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x2x256x1xbf16>) -> tensor<1x2x256x256xbf16>
    %99 = stablehlo.subtract %93, %98 : tensor<1x2x256x256xbf16>
    %100 = stablehlo.exponential %99 : tensor<1x2x256x256xbf16>
    %101 = stablehlo.convert %100 : (tensor<1x2x256x256xbf16>) -> tensor<1x2x256x256xf32>
    %102 = stablehlo.reduce(%101 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<1x2x256x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x2x256xf32>) -> tensor<1x2x256x1xf32>
    %104 = stablehlo.convert %103 : (tensor<1x2x256x1xf32>) -> tensor<1x2x256x1xbf16>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<1x2x256x1xbf16>) -> tensor<1x2x256x256xbf16>
    %106 = stablehlo.divide %100, %105 : tensor<1x2x256x256xbf16>
    %107 = stablehlo.dot_general %11, %106, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<1x256x2x128xbf16>, tensor<1x2x256x256xbf16>) -> tensor<1x2x128x256xbf16>
    %108 = stablehlo.transpose %107, dims = [0, 3, 1, 2] : (tensor<1x2x128x256xbf16>) -> tensor<1x256x2x128xbf16>
    %109 = stablehlo.reshape %108 : (tensor<1x256x2x128xbf16>) -> tensor<1x256x256xbf16>
    %110 = stablehlo.dot_general %109, %arg6, contracting_dims = [2] x [0] : (tensor<1x256x256xbf16>, tensor<256x256xbf16>) -> tensor<1x256x256xbf16>
    return %110 : tensor<1x256x256xbf16>
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
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<1x2x256x256xbf16>, %arg2: tensor<f32>) -> tensor<1x2x256x256xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<1x2x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<1x2x256x256xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x2x256x256xi1>, tensor<1x2x256x256xbf16>
    return %3 : tensor<1x2x256x256xbf16>
  }
}
