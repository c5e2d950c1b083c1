module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg2 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %6 = stablehlo.add %3, %5 : tensor<256x512xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<256x512xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<256x512xf32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<256x512xf32>
    %11 = stablehlo.add %6, %10 : tensor<256x512xf32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<256x512xf32>
    %14 = stablehlo.tanh %13 : tensor<256x512xf32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %16 = stablehlo.add %15, %14 : tensor<256x512xf32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<256x512xf32>
    %19 = stablehlo.multiply %6, %18 : tensor<256x512xf32>
    %20 = stablehlo.reduce(%19 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %22 = stablehlo.maximum %21, %20 : tensor<256xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %25 = stablehlo.subtract %19, %24 : tensor<256x512xf32>
    %26 = stablehlo.exponential %25 : tensor<256x512xf32>
    %27 = stablehlo.reduce(%26 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %30 = stablehlo.divide %26, %29 : tensor<256x512xf32>
    return %30 : tensor<256x512xf32>
  }
}
