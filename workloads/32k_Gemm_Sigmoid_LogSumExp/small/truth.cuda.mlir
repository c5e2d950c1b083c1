module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256xbf16>, %arg1: tensor<512x256xbf16>, %arg2: tensor<512xbf16>, %arg3: tensor<128x512xbf16>, %arg4: tensor<128xbf16>) -> (tensor<256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x256xbf16>) -> tensor<512x256xf32>
    %2 = stablehlo.convert %arg2 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.convert %arg3 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %4 = stablehlo.convert %arg4 : (tensor<128xbf16>) -> tensor<128xf32>
    %5 = stablehlo.transpose %1, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %6 = stablehlo.dot_general %0, %5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x256xf32>, tensor<256x512xf32>) -> tensor<256x512xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %9 = stablehlo.add %6, %8 : tensor<256x512xf32>
    %10 = stablehlo.negate %9 : tensor<256x512xf32>
    %11 = stablehlo.exponential %10 : tensor<256x512xf32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %13 = stablehlo.add %12, %11 : tensor<256x512xf32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %15 = stablehlo.divide %14, %13 : tensor<256x512xf32>
    %16 = stablehlo.transpose %3, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x128xf32>) -> tensor<256x128xf32>
    %18 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<256x128xf32>
    %20 = stablehlo.add %17, %19 : tensor<256x128xf32>
    %21 = stablehlo.reduce(%20 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %23 = stablehlo.maximum %22, %21 : tensor<256xf32>
    %24 = stablehlo.is_finite %23 : (tensor<256xf32>) -> tensor<256xi1>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %26 = stablehlo.select %24, %23, %25 : tensor<256xi1>, tensor<256xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
    %29 = stablehlo.subtract %20, %28 : tensor<256x128xf32>
    %30 = stablehlo.exponential %29 : tensor<256x128xf32>
    %31 = stablehlo.reduce(%30 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %32 = stablehlo.abs %31 : tensor<256xf32>
    %33 = stablehlo.log %32 : tensor<256xf32>
    %34 = stablehlo.add %33, %26 : tensor<256xf32>
    return %34 : tensor<256xf32>
  }
}
