module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>) -> (tensor<4096x1xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg2 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = stablehlo.transpose %1, dims = [1, 0] : (tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    %4 = stablehlo.dot_general %0, %3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %7 = stablehlo.add %4, %6 : tensor<4096x8192xf32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<4096x8192xf32>
    %10 = stablehlo.add %9, %9 : tensor<4096x8192xf32>
    %11 = call @clip(%10, %cst_2, %cst_1) : (tensor<4096x8192xf32>, tensor<f32>, tensor<f32>) -> tensor<4096x8192xf32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %14 = stablehlo.maximum %13, %12 : tensor<4096xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %16 = stablehlo.is_finite %15 : (tensor<4096x1xf32>) -> tensor<4096x1xi1>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %18 = stablehlo.select %16, %15, %17 : tensor<4096x1xi1>, tensor<4096x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x8192xf32>
    %20 = stablehlo.subtract %11, %19 : tensor<4096x8192xf32>
    %21 = stablehlo.exponential %20 : tensor<4096x8192xf32>
    %22 = stablehlo.reduce(%21 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %24 = stablehlo.abs %23 : tensor<4096x1xf32>
    %25 = stablehlo.log %24 : tensor<4096x1xf32>
    %26 = stablehlo.add %25, %18 : tensor<4096x1xf32>
    %27 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %28 = stablehlo.maximum %26, %27 : tensor<4096x1xf32>
    %29 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %30 = stablehlo.subtract %26, %29 : tensor<4096x1xf32>
    %31 = stablehlo.compare NE, %30, %30, FLOAT : (tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x1xi1>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %33 = stablehlo.add %26, %32 : tensor<4096x1xf32>
    %34 = stablehlo.abs %30 : tensor<4096x1xf32>
    %35 = stablehlo.negate %34 : tensor<4096x1xf32>
    %36 = stablehlo.exponential %35 : tensor<4096x1xf32>
    %37 = stablehlo.log_plus_one %36 : tensor<4096x1xf32>
    %38 = stablehlo.add %28, %37 : tensor<4096x1xf32>
    %39 = stablehlo.select %31, %33, %38 : tensor<4096x1xi1>, tensor<4096x1xf32>
    %40 = stablehlo.tanh %39 : tensor<4096x1xf32>
    %41 = stablehlo.multiply %26, %40 : tensor<4096x1xf32>
    %42 = stablehlo.multiply %26, %41 : tensor<4096x1xf32>
    return %42 : tensor<4096x1xf32>
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
