module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>, %arg3: tensor<8192xbf16>, %arg4: tensor<8192xbf16>, %arg5: tensor<8192xbf16>, %arg6: tensor<8192xbf16>, %arg7: tensor<1xbf16>) -> (tensor<4096x8192xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %3 = stablehlo.add %0, %2 : tensor<4096x8192xbf16>
    %4 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %6 = stablehlo.subtract %3, %5 : tensor<4096x8192xbf16>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<8192xbf16>
    %8 = stablehlo.add %arg6, %7 : tensor<8192xbf16>
    %9 = stablehlo.sqrt %8 : tensor<8192xbf16>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %12 = stablehlo.divide %6, %11 : tensor<4096x8192xbf16>
    %13 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %15 = stablehlo.multiply %12, %14 : tensor<4096x8192xbf16>
    %16 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %18 = stablehlo.add %15, %17 : tensor<4096x8192xbf16>
    %19 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<1xbf16>) -> tensor<1x1xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x1xbf16>) -> tensor<4096x8192xbf16>
    %21 = stablehlo.multiply %18, %20 : tensor<4096x8192xbf16>
    %22 = stablehlo.reduce(%21 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x8192xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %23 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4096xbf16>
    %24 = stablehlo.maximum %23, %22 : tensor<4096xbf16>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4096xbf16>) -> tensor<4096x1xbf16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<4096x1xbf16>) -> tensor<4096x8192xbf16>
    %27 = stablehlo.subtract %21, %26 : tensor<4096x8192xbf16>
    %28 = stablehlo.exponential %27 : tensor<4096x8192xbf16>
    %29 = stablehlo.convert %28 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %30 = stablehlo.reduce(%29 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %32 = stablehlo.convert %31 : (tensor<4096x1xf32>) -> tensor<4096x1xbf16>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<4096x1xbf16>) -> tensor<4096x8192xbf16>
    %34 = stablehlo.divide %28, %33 : tensor<4096x8192xbf16>
    return %34 : tensor<4096x8192xbf16>
  }
}
