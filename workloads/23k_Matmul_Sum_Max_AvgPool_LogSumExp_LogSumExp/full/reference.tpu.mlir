module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>) -> (tensor<4096x1xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %4 = stablehlo.add %1, %3 : tensor<4096x8192xbf16>
    %5 = stablehlo.convert %4 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %6 = stablehlo.reduce(%5 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %8 = stablehlo.convert %7 : (tensor<4096x1xf32>) -> tensor<4096x1xbf16>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4096xbf16>) -> tensor<4096x1xbf16>
    %11 = stablehlo.convert %10 : (tensor<4096x1xbf16>) -> tensor<4096x1xf32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<4096x1xf32>
    %16 = stablehlo.convert %15 : (tensor<4096x1xf32>) -> tensor<4096x1xbf16>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4096xbf16>
    %19 = stablehlo.maximum %18, %17 : tensor<4096xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4096xbf16>) -> tensor<4096x1xbf16>
    %21 = stablehlo.is_finite %20 : (tensor<4096x1xbf16>) -> tensor<4096x1xi1>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x1xbf16>
    %23 = stablehlo.select %21, %20, %22 : tensor<4096x1xi1>, tensor<4096x1xbf16>
    %24 = stablehlo.subtract %16, %23 : tensor<4096x1xbf16>
    %25 = stablehlo.exponential %24 : tensor<4096x1xbf16>
    %26 = stablehlo.convert %25 : (tensor<4096x1xbf16>) -> tensor<4096x1xf32>
    %27 = stablehlo.reduce(%26 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %29 = stablehlo.convert %28 : (tensor<4096x1xf32>) -> tensor<4096x1xbf16>
    %30 = stablehlo.abs %29 : tensor<4096x1xbf16>
    %31 = stablehlo.log %30 : tensor<4096x1xbf16>
    %32 = stablehlo.add %31, %23 : tensor<4096x1xbf16>
    %33 = stablehlo.reduce(%32 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %34 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4096xbf16>
    %35 = stablehlo.maximum %34, %33 : tensor<4096xbf16>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<4096xbf16>) -> tensor<4096x1xbf16>
    %37 = stablehlo.is_finite %36 : (tensor<4096x1xbf16>) -> tensor<4096x1xi1>
    %38 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x1xbf16>
    %39 = stablehlo.select %37, %36, %38 : tensor<4096x1xi1>, tensor<4096x1xbf16>
    %40 = stablehlo.subtract %32, %39 : tensor<4096x1xbf16>
    %41 = stablehlo.exponential %40 : tensor<4096x1xbf16>
    %42 = stablehlo.convert %41 : (tensor<4096x1xbf16>) -> tensor<4096x1xf32>
    %43 = stablehlo.reduce(%42 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %45 = stablehlo.convert %44 : (tensor<4096x1xf32>) -> tensor<4096x1xbf16>
    %46 = stablehlo.abs %45 : tensor<4096x1xbf16>
    %47 = stablehlo.log %46 : tensor<4096x1xbf16>
    %48 = stablehlo.add %47, %39 : tensor<4096x1xbf16>
    return %48 : tensor<4096x1xbf16>
  }
}
