module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1536x1536x128xbf16>, %arg1: tensor<1536x1536x1xbf16>, %arg2: tensor<128x128xbf16>, %arg3: tensor<128x128xbf16>, %arg4: tensor<128x128xbf16>, %arg5: tensor<128x128xbf16>, %arg6: tensor<128x128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<128xbf16>) -> (tensor<1536x1536x128xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1536x1536x1xbf16>) -> tensor<1536x1536x128xbf16>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1536x1536x128xbf16>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [2] x [0] : (tensor<1536x1536x128xbf16>, tensor<128x128xbf16>) -> tensor<1536x1536x128xbf16>
    %3 = stablehlo.dot_general %1, %arg4, contracting_dims = [2] x [0] : (tensor<1536x1536x128xbf16>, tensor<128x128xbf16>) -> tensor<1536x1536x128xbf16>
    %4 = stablehlo.negate %3 : tensor<1536x1536x128xbf16>
    %5 = stablehlo.exponential %4 : tensor<1536x1536x128xbf16>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<1536x1536x128xbf16>
    %7 = stablehlo.add %6, %5 : tensor<1536x1536x128xbf16>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<1536x1536x128xbf16>
    %9 = stablehlo.divide %8, %7 : tensor<1536x1536x128xbf16>
    %10 = stablehlo.multiply %2, %9 : tensor<1536x1536x128xbf16>
    %11 = stablehlo.dot_general %1, %arg3, contracting_dims = [2] x [0] : (tensor<1536x1536x128xbf16>, tensor<128x128xbf16>) -> tensor<1536x1536x128xbf16>
    %12 = stablehlo.dot_general %1, %arg5, contracting_dims = [2] x [0] : (tensor<1536x1536x128xbf16>, tensor<128x128xbf16>) -> tensor<1536x1536x128xbf16>
    %13 = stablehlo.negate %12 : tensor<1536x1536x128xbf16>
    %14 = stablehlo.exponential %13 : tensor<1536x1536x128xbf16>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<1536x1536x128xbf16>
    %16 = stablehlo.add %15, %14 : tensor<1536x1536x128xbf16>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<1536x1536x128xbf16>
    %18 = stablehlo.divide %17, %16 : tensor<1536x1536x128xbf16>
    %19 = stablehlo.multiply %11, %18 : tensor<1536x1536x128xbf16>
    %20 = stablehlo.dot_general %19, %10, batching_dims = [2] x [2], contracting_dims = [1] x [1] : (tensor<1536x1536x128xbf16>, tensor<1536x1536x128xbf16>) -> tensor<128x1536x1536xbf16>
    %21 = stablehlo.transpose %20, dims = [2, 1, 0] : (tensor<128x1536x1536xbf16>) -> tensor<1536x1536x128xbf16>
    %22 = stablehlo.multiply %21, %21 : tensor<1536x1536x128xbf16>
    %23 = stablehlo.convert %22 : (tensor<1536x1536x128xbf16>) -> tensor<1536x1536x128xf32>
    %24 = stablehlo.reduce(%23 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1536x1536x128xf32>, tensor<f32>) -> tensor<1536x1536xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1536x1536xf32>) -> tensor<1536x1536x1xf32>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1536x1536x1xf32>
    %27 = stablehlo.divide %25, %26 : tensor<1536x1536x1xf32>
    %28 = stablehlo.convert %27 : (tensor<1536x1536x1xf32>) -> tensor<1536x1536x1xbf16>
    %29 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1536x1536x1xbf16>
    %30 = stablehlo.add %28, %29 : tensor<1536x1536x1xbf16>
    %31 = stablehlo.sqrt %30 : tensor<1536x1536x1xbf16>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1536x1536x1xbf16>) -> tensor<1536x1536x128xbf16>
    %33 = stablehlo.divide %21, %32 : tensor<1536x1536x128xbf16>
    %34 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<1536x1536x128xbf16>
    %36 = stablehlo.multiply %33, %35 : tensor<1536x1536x128xbf16>
    %37 = stablehlo.dot_general %36, %arg6, contracting_dims = [2] x [0] : (tensor<1536x1536x128xbf16>, tensor<128x128xbf16>) -> tensor<1536x1536x128xbf16>
    %38 = stablehlo.dot_general %arg0, %arg7, contracting_dims = [2] x [0] : (tensor<1536x1536x128xbf16>, tensor<128x128xbf16>) -> tensor<1536x1536x128xbf16>
    %39 = stablehlo.negate %38 : tensor<1536x1536x128xbf16>
    %40 = stablehlo.exponential %39 : tensor<1536x1536x128xbf16>
    %41 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<1536x1536x128xbf16>
    %42 = stablehlo.add %41, %40 : tensor<1536x1536x128xbf16>
    %43 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<1536x1536x128xbf16>
    %44 = stablehlo.divide %43, %42 : tensor<1536x1536x128xbf16>
    %45 = stablehlo.multiply %37, %44 : tensor<1536x1536x128xbf16>
    return %45 : tensor<1536x1536x128xbf16>
  }
}
