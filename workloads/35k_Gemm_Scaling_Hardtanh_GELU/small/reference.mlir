module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_6 : tensor<i32>
    }, {
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %21 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %21 : tensor<256x512xbf16>
    }, {
      %21 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %21 : tensor<256x512xbf16>
    }, {
      %21 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %21 : tensor<256x512xbf16>
    }) : (tensor<i32>) -> tensor<256x512xbf16>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %4 = stablehlo.add %1, %3 : tensor<256x512xbf16>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %6 = stablehlo.multiply %4, %5 : tensor<256x512xbf16>
    %7 = call @clip(%arg0, %6, %cst_3, %cst_2) : (tensor<i32>, tensor<256x512xbf16>, tensor<f32>, tensor<f32>) -> tensor<256x512xbf16>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %9 = stablehlo.multiply %8, %7 : tensor<256x512xbf16>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %11 = stablehlo.multiply %10, %7 : tensor<256x512xbf16>
    %12 = stablehlo.multiply %11, %7 : tensor<256x512xbf16>
    %13 = stablehlo.multiply %12, %7 : tensor<256x512xbf16>
    %14 = stablehlo.add %7, %13 : tensor<256x512xbf16>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %16 = stablehlo.multiply %15, %14 : tensor<256x512xbf16>
    %17 = stablehlo.tanh %16 : tensor<256x512xbf16>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %19 = stablehlo.add %18, %17 : tensor<256x512xbf16>
    %20 = stablehlo.multiply %9, %19 : tensor<256x512xbf16>
    return %20 : tensor<256x512xbf16>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<256x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %2 = stablehlo.maximum %1, %arg1 : tensor<256x512xbf16>
    %3 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %5 = stablehlo.minimum %4, %2 : tensor<256x512xbf16>
    return %5 : tensor<256x512xbf16>
  }
}
