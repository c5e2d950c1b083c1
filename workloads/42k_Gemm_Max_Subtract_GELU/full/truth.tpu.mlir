module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>) -> (tensor<4096x1xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %cst_3 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg2 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %6 = stablehlo.add %3, %5 : tensor<4096x8192xf32>
    %7 = stablehlo.reduce(%6 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %9 = stablehlo.reduce(%6 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4096x1xf32>
    %13 = stablehlo.subtract %8, %12 : tensor<4096x1xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<4096x1xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<4096x1xf32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<4096x1xf32>
    %18 = stablehlo.add %13, %17 : tensor<4096x1xf32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<4096x1xf32>
    %21 = stablehlo.tanh %20 : tensor<4096x1xf32>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %23 = stablehlo.add %22, %21 : tensor<4096x1xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<4096x1xf32>
    %26 = stablehlo.multiply %13, %25 : tensor<4096x1xf32>
    return %26 : tensor<4096x1xf32>
  }
}
