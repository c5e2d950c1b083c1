module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<8192x8192xbf16>, %arg3: tensor<8192xbf16>) -> (tensor<4096x1xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
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
    %5 = stablehlo.reduce(%4 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x8192xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4096xbf16>) -> tensor<4096x1xbf16>
    %7 = stablehlo.convert %4 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %8 = stablehlo.reduce(%7 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<4096x1xf32>
    %12 = stablehlo.convert %11 : (tensor<4096x1xf32>) -> tensor<4096x1xbf16>
    %13 = stablehlo.subtract %6, %12 : tensor<4096x1xbf16>
    %14 = stablehlo.multiply %13, %13 : tensor<4096x1xbf16>
    %15 = stablehlo.multiply %14, %13 : tensor<4096x1xbf16>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4096x1xbf16>
    %17 = stablehlo.multiply %16, %15 : tensor<4096x1xbf16>
    %18 = stablehlo.add %13, %17 : tensor<4096x1xbf16>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4096x1xbf16>
    %20 = stablehlo.multiply %19, %18 : tensor<4096x1xbf16>
    %21 = stablehlo.tanh %20 : tensor<4096x1xbf16>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4096x1xbf16>
    %23 = stablehlo.add %22, %21 : tensor<4096x1xbf16>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x1xbf16>
    %25 = stablehlo.multiply %24, %23 : tensor<4096x1xbf16>
    %26 = stablehlo.multiply %13, %25 : tensor<4096x1xbf16>
    return %26 : tensor<4096x1xbf16>
  }
}
