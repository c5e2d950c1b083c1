module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<8192x8192xbf16>, %arg3: tensor<8192xbf16>) -> (tensor<4096x8192xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<1.000000e+01> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %20 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %20 : tensor<4096x8192xbf16>
    }, {
      %20 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %20 : tensor<4096x8192xbf16>
    }, {
      %20 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %20 : tensor<4096x8192xbf16>
    }) : (tensor<i32>) -> tensor<4096x8192xbf16>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %4 = stablehlo.add %1, %3 : tensor<4096x8192xbf16>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %6 = stablehlo.divide %4, %5 : tensor<4096x8192xbf16>
    %7 = stablehlo.multiply %6, %6 : tensor<4096x8192xbf16>
    %8 = stablehlo.multiply %7, %6 : tensor<4096x8192xbf16>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %10 = stablehlo.multiply %9, %8 : tensor<4096x8192xbf16>
    %11 = stablehlo.add %6, %10 : tensor<4096x8192xbf16>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %13 = stablehlo.multiply %12, %11 : tensor<4096x8192xbf16>
    %14 = stablehlo.tanh %13 : tensor<4096x8192xbf16>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %16 = stablehlo.add %15, %14 : tensor<4096x8192xbf16>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
    %18 = stablehlo.multiply %17, %16 : tensor<4096x8192xbf16>
    %19 = stablehlo.multiply %6, %18 : tensor<4096x8192xbf16>
    return %19 : tensor<4096x8192xbf16>
  }
}
