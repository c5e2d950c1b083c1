module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<8192x8192xbf16>, %arg3: tensor<8192xbf16>) -> (tensor<4096x1xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %cst_3 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg3 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %28 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %28 : tensor<4096x8192xf32>
    }, {
      %28 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %28 : tensor<4096x8192xf32>
    }, {
      %28 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %28 : tensor<4096x8192xf32>
    }) : (tensor<i32>) -> tensor<4096x8192xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %7 = stablehlo.add %4, %6 : tensor<4096x8192xf32>
    %8 = stablehlo.reduce(%7 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %10 = stablehlo.reduce(%7 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4096x1xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<4096x1xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<4096x1xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<4096x1xf32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<4096x1xf32>
    %19 = stablehlo.add %14, %18 : tensor<4096x1xf32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<4096x1xf32>
    %22 = stablehlo.tanh %21 : tensor<4096x1xf32>
    %23 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %24 = stablehlo.add %23, %22 : tensor<4096x1xf32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<4096x1xf32>
    %27 = stablehlo.multiply %14, %26 : tensor<4096x1xf32>
    return %27 : tensor<4096x1xf32>
  }
}
