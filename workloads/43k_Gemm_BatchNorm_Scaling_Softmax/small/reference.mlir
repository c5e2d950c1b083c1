module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>, %arg4: tensor<512xbf16>, %arg5: tensor<512xbf16>, %arg6: tensor<512xbf16>, %arg7: tensor<512xbf16>, %arg8: tensor<1xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %36 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %36 : tensor<256x512xbf16>
    }, {
      %36 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %36 : tensor<256x512xbf16>
    }, {
      %36 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %36 : tensor<256x512xbf16>
    }) : (tensor<i32>) -> tensor<256x512xbf16>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %4 = stablehlo.add %1, %3 : tensor<256x512xbf16>
    %5 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %7 = stablehlo.subtract %4, %6 : tensor<256x512xbf16>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %9 = stablehlo.add %arg7, %8 : tensor<512xbf16>
    %10 = stablehlo.sqrt %9 : tensor<512xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %13 = stablehlo.divide %7, %12 : tensor<256x512xbf16>
    %14 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %16 = stablehlo.multiply %13, %15 : tensor<256x512xbf16>
    %17 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %19 = stablehlo.add %16, %18 : tensor<256x512xbf16>
    %20 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<1xbf16>) -> tensor<1x1xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x1xbf16>) -> tensor<256x512xbf16>
    %22 = stablehlo.multiply %19, %21 : tensor<256x512xbf16>
    %23 = stablehlo.reduce(%22 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<256x512xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256xbf16>
    %25 = stablehlo.maximum %24, %23 : tensor<256xbf16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<256x1xbf16>) -> tensor<256x512xbf16>
    %28 = stablehlo.subtract %22, %27 : tensor<256x512xbf16>
    %29 = stablehlo.exponential %28 : tensor<256x512xbf16>
    %30 = stablehlo.convert %29 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %31 = stablehlo.reduce(%30 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %33 = stablehlo.convert %32 : (tensor<256x1xf32>) -> tensor<256x1xbf16>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<256x1xbf16>) -> tensor<256x512xbf16>
    %35 = stablehlo.divide %29, %34 : tensor<256x512xbf16>
    return %35 : tensor<256x512xbf16>
  }
}
