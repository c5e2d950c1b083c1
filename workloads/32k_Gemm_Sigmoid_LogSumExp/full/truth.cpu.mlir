module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16384x2048xbf16>, %arg1: tensor<4096x2048xbf16>, %arg2: tensor<4096xbf16>, %arg3: tensor<1024x4096xbf16>, %arg4: tensor<1024xbf16>) -> (tensor<16384xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<16384x2048xbf16>) -> tensor<16384x2048xf32>
    %1 = stablehlo.convert %arg1 : (tensor<4096x2048xbf16>) -> tensor<4096x2048xf32>
    %2 = stablehlo.convert %arg2 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %3 = stablehlo.convert %arg3 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
    %4 = stablehlo.convert %arg4 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %5 = stablehlo.transpose %1, dims = [1, 0] : (tensor<4096x2048xf32>) -> tensor<2048x4096xf32>
    %6 = stablehlo.dot_general %0, %5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x2048xf32>, tensor<2048x4096xf32>) -> tensor<16384x4096xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<16384x4096xf32>
    %9 = stablehlo.add %6, %8 : tensor<16384x4096xf32>
    %10 = stablehlo.negate %9 : tensor<16384x4096xf32>
    %11 = stablehlo.exponential %10 : tensor<16384x4096xf32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16384x4096xf32>
    %13 = stablehlo.add %12, %11 : tensor<16384x4096xf32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16384x4096xf32>
    %15 = stablehlo.divide %14, %13 : tensor<16384x4096xf32>
    %16 = stablehlo.transpose %3, dims = [1, 0] : (tensor<1024x4096xf32>) -> tensor<4096x1024xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x4096xf32>, tensor<4096x1024xf32>) -> tensor<16384x1024xf32>
    %18 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<16384x1024xf32>
    %20 = stablehlo.add %17, %19 : tensor<16384x1024xf32>
    %21 = stablehlo.reduce(%20 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<16384x1024xf32>, tensor<f32>) -> tensor<16384xf32>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %23 = stablehlo.maximum %22, %21 : tensor<16384xf32>
    %24 = stablehlo.is_finite %23 : (tensor<16384xf32>) -> tensor<16384xi1>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %26 = stablehlo.select %24, %23, %25 : tensor<16384xi1>, tensor<16384xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<16384xf32>) -> tensor<16384x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<16384x1xf32>) -> tensor<16384x1024xf32>
    %29 = stablehlo.subtract %20, %28 : tensor<16384x1024xf32>
    %30 = stablehlo.exponential %29 : tensor<16384x1024xf32>
    %31 = stablehlo.reduce(%30 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16384x1024xf32>, tensor<f32>) -> tensor<16384xf32>
    %32 = stablehlo.abs %31 : tensor<16384xf32>
    %33 = stablehlo.log %32 : tensor<16384xf32>
    %34 = stablehlo.add %33, %26 : tensor<16384xf32>
    return %34 : tensor<16384xf32>
  }
}
