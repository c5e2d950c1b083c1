module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>) -> (tensor<256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg2 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %6 = stablehlo.add %3, %5 : tensor<256x512xf32>
    %7 = stablehlo.reshape %6 : (tensor<256x512xf32>) -> tensor<256x32x16xf32>
    %8 = stablehlo.reduce(%7 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<256x32x16xf32>, tensor<f32>) -> tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %10 = stablehlo.divide %8, %9 : tensor<256x32xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<256x32xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<256x32xf32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<256x32xf32>
    %15 = stablehlo.add %10, %14 : tensor<256x32xf32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<256x32xf32>
    %18 = stablehlo.tanh %17 : tensor<256x32xf32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %20 = stablehlo.add %19, %18 : tensor<256x32xf32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<256x32xf32>
    %23 = stablehlo.multiply %10, %22 : tensor<256x32xf32>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<256x32xf32>
    %26 = stablehlo.reduce(%25 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    return %26 : tensor<256xf32>
  }
}
