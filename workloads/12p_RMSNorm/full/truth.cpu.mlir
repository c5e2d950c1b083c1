module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x4096x8192xbf16>, %arg1: tensor<8192xbf16>) -> (tensor<8x4096x8192xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<8x4096x8192xbf16>) -> tensor<8x4096x8192xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %2 = stablehlo.multiply %0, %0 : tensor<8x4096x8192xf32>
    %3 = stablehlo.reduce(%2 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x4096x8192xf32>, tensor<f32>) -> tensor<8x4096xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x4096xf32>) -> tensor<8x4096x1xf32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4096x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x4096x1xf32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4096x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x4096x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<8x4096x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x4096x1xf32>) -> tensor<8x4096x8192xf32>
    %11 = stablehlo.multiply %0, %10 : tensor<8x4096x8192xf32>
    %12 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<8x4096x8192xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<8x4096x8192xf32>
    return %14 : tensor<8x4096x8192xf32>
  }
}
