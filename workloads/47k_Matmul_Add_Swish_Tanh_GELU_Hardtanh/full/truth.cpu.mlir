module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>, %arg3: tensor<8192xbf16>) -> (tensor<4096x8192xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg2 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = stablehlo.convert %arg3 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %4 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %7 = stablehlo.add %4, %6 : tensor<4096x8192xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %10 = stablehlo.add %7, %9 : tensor<4096x8192xf32>
    %11 = stablehlo.negate %10 : tensor<4096x8192xf32>
    %12 = stablehlo.exponential %11 : tensor<4096x8192xf32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %14 = stablehlo.add %13, %12 : tensor<4096x8192xf32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %16 = stablehlo.divide %15, %14 : tensor<4096x8192xf32>
    %17 = stablehlo.multiply %10, %16 : tensor<4096x8192xf32>
    %18 = stablehlo.tanh %17 : tensor<4096x8192xf32>
    %19 = stablehlo.multiply %18, %18 : tensor<4096x8192xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<4096x8192xf32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<4096x8192xf32>
    %23 = stablehlo.add %18, %22 : tensor<4096x8192xf32>
    %24 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<4096x8192xf32>
    %26 = stablehlo.tanh %25 : tensor<4096x8192xf32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %28 = stablehlo.add %27, %26 : tensor<4096x8192xf32>
    %29 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<4096x8192xf32>
    %31 = stablehlo.multiply %18, %30 : tensor<4096x8192xf32>
    %32 = call @clip(%31, %cst, %cst_3) : (tensor<4096x8192xf32>, tensor<f32>, tensor<f32>) -> tensor<4096x8192xf32>
    return %32 : tensor<4096x8192xf32>
  }
  func.func private @clip(%arg0: tensor<4096x8192xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4096x8192xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4096x8192xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4096x8192xf32>
    return %5 : tensor<4096x8192xf32>
  }
}
