module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>) -> (tensor<4096x8192xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg2 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %6 = stablehlo.add %3, %5 : tensor<4096x8192xf32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %8 = stablehlo.divide %6, %7 : tensor<4096x8192xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<4096x8192xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<4096x8192xf32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<4096x8192xf32>
    %13 = stablehlo.add %8, %12 : tensor<4096x8192xf32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<4096x8192xf32>
    %16 = stablehlo.tanh %15 : tensor<4096x8192xf32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %18 = stablehlo.add %17, %16 : tensor<4096x8192xf32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<4096x8192xf32>
    %21 = stablehlo.multiply %8, %20 : tensor<4096x8192xf32>
    return %21 : tensor<4096x8192xf32>
  }
}
