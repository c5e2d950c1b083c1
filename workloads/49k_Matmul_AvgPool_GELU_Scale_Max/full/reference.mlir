module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<8192x8192xbf16>, %arg3: tensor<8192xbf16>) -> (tensor<4096xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_4 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %27 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %27 : tensor<4096x8192xbf16>
    }, {
      %27 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %27 : tensor<4096x8192xbf16>
    }, {
      %27 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %27 : tensor<4096x8192xbf16>
    }) : (tensor<i32>) -> tensor<4096x8192xbf16>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %4 = stablehlo.add %1, %3 : tensor<4096x8192xbf16>
    %5 = stablehlo.reshape %4 : (tensor<4096x8192xbf16>) -> tensor<4096x512x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<4096x512x16xbf16>) -> tensor<4096x512x16xf32>
    %7 = stablehlo.reduce(%6 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<4096x512x16xf32>, tensor<f32>) -> tensor<4096x512xf32>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4096x512xf32>
    %10 = stablehlo.convert %9 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %11 = stablehlo.multiply %10, %10 : tensor<4096x512xbf16>
    %12 = stablehlo.multiply %11, %10 : tensor<4096x512xbf16>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %14 = stablehlo.multiply %13, %12 : tensor<4096x512xbf16>
    %15 = stablehlo.add %10, %14 : tensor<4096x512xbf16>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %17 = stablehlo.multiply %16, %15 : tensor<4096x512xbf16>
    %18 = stablehlo.tanh %17 : tensor<4096x512xbf16>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %20 = stablehlo.add %19, %18 : tensor<4096x512xbf16>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %22 = stablehlo.multiply %21, %20 : tensor<4096x512xbf16>
    %23 = stablehlo.multiply %10, %22 : tensor<4096x512xbf16>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %25 = stablehlo.multiply %23, %24 : tensor<4096x512xbf16>
    %26 = stablehlo.reduce(%25 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x512xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    return %26 : tensor<4096xbf16>
  }
}
