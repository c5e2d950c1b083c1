module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<1.000000e+01> : tensor<bf16>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %3 = stablehlo.add %0, %2 : tensor<256x512xbf16>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %5 = stablehlo.divide %3, %4 : tensor<256x512xbf16>
    %6 = stablehlo.multiply %5, %5 : tensor<256x512xbf16>
    %7 = stablehlo.multiply %6, %5 : tensor<256x512xbf16>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %9 = stablehlo.multiply %8, %7 : tensor<256x512xbf16>
    %10 = stablehlo.add %5, %9 : tensor<256x512xbf16>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %12 = stablehlo.multiply %11, %10 : tensor<256x512xbf16>
    %13 = stablehlo.tanh %12 : tensor<256x512xbf16>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %15 = stablehlo.add %14, %13 : tensor<256x512xbf16>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %17 = stablehlo.multiply %16, %15 : tensor<256x512xbf16>
    %18 = stablehlo.multiply %5, %17 : tensor<256x512xbf16>
    return %18 : tensor<256x512xbf16>
  }
}
