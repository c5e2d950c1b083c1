module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16384x2048xbf16>, %arg1: tensor<4096x2048xbf16>, %arg2: tensor<4096xbf16>, %arg3: tensor<1024x4096xbf16>, %arg4: tensor<1024xbf16>) -> (tensor<16384xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<16384x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<16384x4096xbf16>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x4096xbf16>) -> tensor<16384x4096xbf16>
    %4 = stablehlo.add %1, %3 : tensor<16384x4096xbf16>
    %5 = stablehlo.negate %4 : tensor<16384x4096xbf16>
    %6 = stablehlo.exponential %5 : tensor<16384x4096xbf16>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16384x4096xbf16>
    %8 = stablehlo.add %7, %6 : tensor<16384x4096xbf16>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16384x4096xbf16>
    %10 = stablehlo.divide %9, %8 : tensor<16384x4096xbf16>
    %11 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0] : (tensor<16384x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<16384x1024xbf16>
    %13 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<1024xbf16>) -> tensor<1x1024xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x1024xbf16>) -> tensor<16384x1024xbf16>
    %15 = stablehlo.add %12, %14 : tensor<16384x1024xbf16>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<16384x1024xbf16>, tensor<bf16>) -> tensor<16384xbf16>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16384xbf16>
    %18 = stablehlo.maximum %17, %16 : tensor<16384xbf16>
    %19 = stablehlo.is_finite %18 : (tensor<16384xbf16>) -> tensor<16384xi1>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16384xbf16>
    %21 = stablehlo.select %19, %18, %20 : tensor<16384xi1>, tensor<16384xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<16384xbf16>) -> tensor<16384x1xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<16384x1xbf16>) -> tensor<16384x1024xbf16>
    %24 = stablehlo.subtract %15, %23 : tensor<16384x1024xbf16>
    %25 = stablehlo.exponential %24 : tensor<16384x1024xbf16>
    %26 = stablehlo.convert %25 : (tensor<16384x1024xbf16>) -> tensor<16384x1024xf32>
    %27 = stablehlo.reduce(%26 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16384x1024xf32>, tensor<f32>) -> tensor<16384xf32>
    %28 = stablehlo.convert %27 : (tensor<16384xf32>) -> tensor<16384xbf16>
    %29 = stablehlo.abs %28 : tensor<16384xbf16>
    %30 = stablehlo.log %29 : tensor<16384xbf16>
    %31 = stablehlo.add %30, %21 : tensor<16384xbf16>
    return %31 : tensor<16384xbf16>
  }
}
