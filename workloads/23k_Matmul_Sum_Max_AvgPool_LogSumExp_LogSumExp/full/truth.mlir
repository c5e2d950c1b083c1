module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<8192x8192xbf16>, %arg3: tensor<8192xbf16>) -> (tensor<4096x1xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg3 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = stablehlo.transpose %1, dims = [1, 0] : (tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    %4 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %45 = stablehlo.dot_general %0, %3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %45 : tensor<4096x8192xf32>
    }, {
      %45 = stablehlo.dot_general %0, %3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %45 : tensor<4096x8192xf32>
    }, {
      %45 = stablehlo.dot_general %0, %3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %45 : tensor<4096x8192xf32>
    }) : (tensor<i32>) -> tensor<4096x8192xf32>
    %6 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %8 = stablehlo.add %5, %7 : tensor<4096x8192xf32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<4096x1xf32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<4096xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %21 = stablehlo.is_finite %20 : (tensor<4096x1xf32>) -> tensor<4096x1xi1>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %23 = stablehlo.select %21, %20, %22 : tensor<4096x1xi1>, tensor<4096x1xf32>
    %24 = stablehlo.subtract %16, %23 : tensor<4096x1xf32>
    %25 = stablehlo.exponential %24 : tensor<4096x1xf32>
    %26 = stablehlo.reduce(%25 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %28 = stablehlo.abs %27 : tensor<4096x1xf32>
    %29 = stablehlo.log %28 : tensor<4096x1xf32>
    %30 = stablehlo.add %29, %23 : tensor<4096x1xf32>
    %31 = stablehlo.reduce(%30 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %32 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<4096xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %35 = stablehlo.is_finite %34 : (tensor<4096x1xf32>) -> tensor<4096x1xi1>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %37 = stablehlo.select %35, %34, %36 : tensor<4096x1xi1>, tensor<4096x1xf32>
    %38 = stablehlo.subtract %30, %37 : tensor<4096x1xf32>
    %39 = stablehlo.exponential %38 : tensor<4096x1xf32>
    %40 = stablehlo.reduce(%39 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %42 = stablehlo.abs %41 : tensor<4096x1xf32>
    %43 = stablehlo.log %42 : tensor<4096x1xf32>
    %44 = stablehlo.add %43, %37 : tensor<4096x1xf32>
    return %44 : tensor<4096x1xf32>
  }
}
