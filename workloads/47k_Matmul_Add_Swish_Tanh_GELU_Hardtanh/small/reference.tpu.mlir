module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>, %arg3: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %3 = stablehlo.add %0, %2 : tensor<256x512xbf16>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %6 = stablehlo.add %3, %5 : tensor<256x512xbf16>
    %7 = stablehlo.negate %6 : tensor<256x512xbf16>
    %8 = stablehlo.exponential %7 : tensor<256x512xbf16>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %10 = stablehlo.add %9, %8 : tensor<256x512xbf16>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %12 = stablehlo.divide %11, %10 : tensor<256x512xbf16>
    %13 = stablehlo.multiply %6, %12 : tensor<256x512xbf16>
    %14 = stablehlo.tanh %13 : tensor<256x512xbf16>
    %15 = stablehlo.multiply %14, %14 : tensor<256x512xbf16>
    %16 = stablehlo.multiply %15, %14 : tensor<256x512xbf16>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %18 = stablehlo.multiply %17, %16 : tensor<256x512xbf16>
    %19 = stablehlo.add %14, %18 : tensor<256x512xbf16>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %21 = stablehlo.multiply %20, %19 : tensor<256x512xbf16>
    %22 = stablehlo.tanh %21 : tensor<256x512xbf16>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %24 = stablehlo.add %23, %22 : tensor<256x512xbf16>
    %25 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %26 = stablehlo.multiply %25, %24 : tensor<256x512xbf16>
    %27 = stablehlo.multiply %14, %26 : tensor<256x512xbf16>
    %28 = call @clip(%27, %cst_0, %cst) : (tensor<256x512xbf16>, tensor<f32>, tensor<f32>) -> tensor<256x512xbf16>
    return %28 : tensor<256x512xbf16>
  }
  func.func private @clip(%arg0: tensor<256x512xbf16>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %2 = stablehlo.maximum %1, %arg0 : tensor<256x512xbf16>
    %3 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %5 = stablehlo.minimum %4, %2 : tensor<256x512xbf16>
    return %5 : tensor<256x512xbf16>
  }
}
