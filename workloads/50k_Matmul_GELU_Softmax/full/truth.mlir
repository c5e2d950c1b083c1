module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<8192x8192xbf16>, %arg3: tensor<8192xbf16>) -> (tensor<4096x8192xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg3 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_6 : tensor<i32>
    }, {
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %32 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %32 : tensor<4096x8192xf32>
    }, {
      %32 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %32 : tensor<4096x8192xf32>
    }, {
      %32 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %32 : tensor<4096x8192xf32>
    }) : (tensor<i32>) -> tensor<4096x8192xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %7 = stablehlo.add %4, %6 : tensor<4096x8192xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4096x8192xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<4096x8192xf32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<4096x8192xf32>
    %12 = stablehlo.add %7, %11 : tensor<4096x8192xf32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<4096x8192xf32>
    %15 = stablehlo.tanh %14 : tensor<4096x8192xf32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %17 = stablehlo.add %16, %15 : tensor<4096x8192xf32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<4096x8192xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<4096x8192xf32>
    %21 = stablehlo.reduce(%20 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %23 = stablehlo.maximum %22, %21 : tensor<4096xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x8192xf32>
    %26 = stablehlo.subtract %20, %25 : tensor<4096x8192xf32>
    %27 = stablehlo.exponential %26 : tensor<4096x8192xf32>
    %28 = stablehlo.reduce(%27 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x8192xf32>
    %31 = stablehlo.divide %27, %30 : tensor<4096x8192xf32>
    return %31 : tensor<4096x8192xf32>
  }
}
