module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<8192x8192xbf16>, %arg3: tensor<8192xbf16>) -> (tensor<4096x1xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
    %1 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_6 : tensor<i32>
    }, {
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %43 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %43 : tensor<4096x8192xbf16>
    }, {
      %43 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %43 : tensor<4096x8192xbf16>
    }, {
      %43 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %43 : tensor<4096x8192xbf16>
    }) : (tensor<i32>) -> tensor<4096x8192xbf16>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %5 = stablehlo.add %2, %4 : tensor<4096x8192xbf16>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %7 = stablehlo.multiply %5, %6 : tensor<4096x8192xbf16>
    %8 = stablehlo.add %7, %7 : tensor<4096x8192xbf16>
    %9 = call @clip(%arg0, %8, %cst_3, %cst_2) : (tensor<i32>, tensor<4096x8192xbf16>, tensor<f32>, tensor<f32>) -> tensor<4096x8192xbf16>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x8192xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4096xbf16>
    %12 = stablehlo.maximum %11, %10 : tensor<4096xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4096xbf16>) -> tensor<4096x1xbf16>
    %14 = stablehlo.is_finite %13 : (tensor<4096x1xbf16>) -> tensor<4096x1xi1>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4096x1xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<4096x1xi1>, tensor<4096x1xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<4096x1xbf16>) -> tensor<4096x8192xbf16>
    %18 = stablehlo.subtract %9, %17 : tensor<4096x8192xbf16>
    %19 = stablehlo.exponential %18 : tensor<4096x8192xbf16>
    %20 = stablehlo.convert %19 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %21 = stablehlo.reduce(%20 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %23 = stablehlo.convert %22 : (tensor<4096x1xf32>) -> tensor<4096x1xbf16>
    %24 = stablehlo.abs %23 : tensor<4096x1xbf16>
    %25 = stablehlo.log %24 : tensor<4096x1xbf16>
    %26 = stablehlo.add %25, %16 : tensor<4096x1xbf16>
    %27 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4096x1xbf16>
    %28 = stablehlo.maximum %26, %27 : tensor<4096x1xbf16>
    %29 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4096x1xbf16>
    %30 = stablehlo.subtract %26, %29 : tensor<4096x1xbf16>
    %31 = stablehlo.compare NE, %30, %30, FLOAT : (tensor<4096x1xbf16>, tensor<4096x1xbf16>) -> tensor<4096x1xi1>
    %32 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4096x1xbf16>
    %33 = stablehlo.add %26, %32 : tensor<4096x1xbf16>
    %34 = stablehlo.abs %30 : tensor<4096x1xbf16>
    %35 = stablehlo.negate %34 : tensor<4096x1xbf16>
    %36 = stablehlo.exponential %35 : tensor<4096x1xbf16>
    %37 = stablehlo.log_plus_one %36 : tensor<4096x1xbf16>
    %38 = stablehlo.add %28, %37 : tensor<4096x1xbf16>
    %39 = stablehlo.select %31, %33, %38 : tensor<4096x1xi1>, tensor<4096x1xbf16>
    %40 = stablehlo.tanh %39 : tensor<4096x1xbf16>
    %41 = stablehlo.multiply %26, %40 : tensor<4096x1xbf16>
    %42 = stablehlo.multiply %26, %41 : tensor<4096x1xbf16>
    return %42 : tensor<4096x1xbf16>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4096x8192xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %2 = stablehlo.maximum %1, %arg1 : tensor<4096x8192xbf16>
    %3 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %5 = stablehlo.minimum %4, %2 : tensor<4096x8192xbf16>
    return %5 : tensor<4096x8192xbf16>
  }
}
