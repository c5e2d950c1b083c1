module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_4 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
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
      %31 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %31 : tensor<256x512xbf16>
    }, {
      %31 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %31 : tensor<256x512xbf16>
    }, {
      %31 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %31 : tensor<256x512xbf16>
    }) : (tensor<i32>) -> tensor<256x512xbf16>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %4 = stablehlo.add %1, %3 : tensor<256x512xbf16>
    %5 = stablehlo.multiply %4, %4 : tensor<256x512xbf16>
    %6 = stablehlo.multiply %5, %4 : tensor<256x512xbf16>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %8 = stablehlo.multiply %7, %6 : tensor<256x512xbf16>
    %9 = stablehlo.add %4, %8 : tensor<256x512xbf16>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %11 = stablehlo.multiply %10, %9 : tensor<256x512xbf16>
    %12 = stablehlo.tanh %11 : tensor<256x512xbf16>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %14 = stablehlo.add %13, %12 : tensor<256x512xbf16>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %16 = stablehlo.multiply %15, %14 : tensor<256x512xbf16>
    %17 = stablehlo.multiply %4, %16 : tensor<256x512xbf16>
    %18 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<256x512xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256xbf16>
    %20 = stablehlo.maximum %19, %18 : tensor<256xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<256x1xbf16>) -> tensor<256x512xbf16>
    %23 = stablehlo.subtract %17, %22 : tensor<256x512xbf16>
    %24 = stablehlo.exponential %23 : tensor<256x512xbf16>
    %25 = stablehlo.convert %24 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %26 = stablehlo.reduce(%25 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %28 = stablehlo.convert %27 : (tensor<256x1xf32>) -> tensor<256x1xbf16>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<256x1xbf16>) -> tensor<256x512xbf16>
    %30 = stablehlo.divide %24, %29 : tensor<256x512xbf16>
    return %30 : tensor<256x512xbf16>
  }
}
