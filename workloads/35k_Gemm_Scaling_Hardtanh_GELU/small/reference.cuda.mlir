module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %3 = stablehlo.add %0, %2 : tensor<256x512xbf16>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %5 = stablehlo.multiply %3, %4 : tensor<256x512xbf16>
    %6 = call @clip(%5, %cst_3, %cst_2) : (tensor<256x512xbf16>, tensor<f32>, tensor<f32>) -> tensor<256x512xbf16>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %8 = stablehlo.multiply %7, %6 : tensor<256x512xbf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %10 = stablehlo.multiply %9, %6 : tensor<256x512xbf16>
    %11 = stablehlo.multiply %10, %6 : tensor<256x512xbf16>
    %12 = stablehlo.multiply %11, %6 : tensor<256x512xbf16>
    %13 = stablehlo.add %6, %12 : tensor<256x512xbf16>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %15 = stablehlo.multiply %14, %13 : tensor<256x512xbf16>
    %16 = stablehlo.tanh %15 : tensor<256x512xbf16>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %18 = stablehlo.add %17, %16 : tensor<256x512xbf16>
    %19 = stablehlo.multiply %8, %18 : tensor<256x512xbf16>
    return %19 : tensor<256x512xbf16>
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
