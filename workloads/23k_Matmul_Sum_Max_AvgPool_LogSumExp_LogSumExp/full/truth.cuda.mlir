module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>) -> (tensor<4096x1xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg2 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = stablehlo.transpose %1, dims = [1, 0] : (tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    %4 = stablehlo.dot_general %0, %3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %7 = stablehlo.add %4, %6 : tensor<4096x8192xf32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<4096x1xf32>
    %16 = stablehlo.reduce(%15 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<4096xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %20 = stablehlo.is_finite %19 : (tensor<4096x1xf32>) -> tensor<4096x1xi1>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %22 = stablehlo.select %20, %19, %21 : tensor<4096x1xi1>, tensor<4096x1xf32>
    %23 = stablehlo.subtract %15, %22 : tensor<4096x1xf32>
    %24 = stablehlo.exponential %23 : tensor<4096x1xf32>
    %25 = stablehlo.reduce(%24 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %27 = stablehlo.abs %26 : tensor<4096x1xf32>
    %28 = stablehlo.log %27 : tensor<4096x1xf32>
    %29 = stablehlo.add %28, %22 : tensor<4096x1xf32>
    %30 = stablehlo.reduce(%29 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %31 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<4096xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %34 = stablehlo.is_finite %33 : (tensor<4096x1xf32>) -> tensor<4096x1xi1>
    %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %36 = stablehlo.select %34, %33, %35 : tensor<4096x1xi1>, tensor<4096x1xf32>
    %37 = stablehlo.subtract %29, %36 : tensor<4096x1xf32>
    %38 = stablehlo.exponential %37 : tensor<4096x1xf32>
    %39 = stablehlo.reduce(%38 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %41 = stablehlo.abs %40 : tensor<4096x1xf32>
    %42 = stablehlo.log %41 : tensor<4096x1xf32>
    %43 = stablehlo.add %42, %36 : tensor<4096x1xf32>
    return %43 : tensor<4096x1xf32>
  }
}
