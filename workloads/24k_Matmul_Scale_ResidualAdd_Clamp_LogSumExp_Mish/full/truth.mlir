module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<8192x8192xbf16>, %arg3: tensor<8192xbf16>) -> (tensor<4096x1xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg3 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = stablehlo.transpose %1, dims = [1, 0] : (tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    %4 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %44 = stablehlo.dot_general %0, %3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %44 : tensor<4096x8192xf32>
    }, {
      %44 = stablehlo.dot_general %0, %3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %44 : tensor<4096x8192xf32>
    }, {
      %44 = stablehlo.dot_general %0, %3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %44 : tensor<4096x8192xf32>
    }) : (tensor<i32>) -> tensor<4096x8192xf32>
    %6 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %8 = stablehlo.add %5, %7 : tensor<4096x8192xf32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<4096x8192xf32>
    %11 = stablehlo.add %10, %10 : tensor<4096x8192xf32>
    %12 = call @clip(%arg0, %11, %cst_2, %cst_1) : (tensor<i32>, tensor<4096x8192xf32>, tensor<f32>, tensor<f32>) -> tensor<4096x8192xf32>
    %13 = stablehlo.reduce(%12 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<4096xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %17 = stablehlo.is_finite %16 : (tensor<4096x1xf32>) -> tensor<4096x1xi1>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %19 = stablehlo.select %17, %16, %18 : tensor<4096x1xi1>, tensor<4096x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x8192xf32>
    %21 = stablehlo.subtract %12, %20 : tensor<4096x8192xf32>
    %22 = stablehlo.exponential %21 : tensor<4096x8192xf32>
    %23 = stablehlo.reduce(%22 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %25 = stablehlo.abs %24 : tensor<4096x1xf32>
    %26 = stablehlo.log %25 : tensor<4096x1xf32>
    %27 = stablehlo.add %26, %19 : tensor<4096x1xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %29 = stablehlo.maximum %27, %28 : tensor<4096x1xf32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %31 = stablehlo.subtract %27, %30 : tensor<4096x1xf32>
    %32 = stablehlo.compare NE, %31, %31, FLOAT : (tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x1xi1>
    %33 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %34 = stablehlo.add %27, %33 : tensor<4096x1xf32>
    %35 = stablehlo.abs %31 : tensor<4096x1xf32>
    %36 = stablehlo.negate %35 : tensor<4096x1xf32>
    %37 = stablehlo.exponential %36 : tensor<4096x1xf32>
    %38 = stablehlo.log_plus_one %37 : tensor<4096x1xf32>
    %39 = stablehlo.add %29, %38 : tensor<4096x1xf32>
    %40 = stablehlo.select %32, %34, %39 : tensor<4096x1xi1>, tensor<4096x1xf32>
    %41 = stablehlo.tanh %40 : tensor<4096x1xf32>
    %42 = stablehlo.multiply %27, %41 : tensor<4096x1xf32>
    %43 = stablehlo.multiply %27, %42 : tensor<4096x1xf32>
    return %43 : tensor<4096x1xf32>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4096x8192xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %2 = stablehlo.maximum %1, %arg1 : tensor<4096x8192xf32>
    %3 = stablehlo.convert %arg3 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4096x8192xf32>
    return %5 : tensor<4096x8192xf32>
  }
}
