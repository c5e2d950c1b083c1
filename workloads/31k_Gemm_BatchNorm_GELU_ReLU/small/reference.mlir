module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>, %arg4: tensor<512xbf16>, %arg5: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %cst_4 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %cst_5 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_8 : tensor<i32>
    }, {
      stablehlo.return %c_7 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %41 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %41 : tensor<256x512xbf16>
    }, {
      %41 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %41 : tensor<256x512xbf16>
    }, {
      %41 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %41 : tensor<256x512xbf16>
    }) : (tensor<i32>) -> tensor<256x512xbf16>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %5 = stablehlo.add %2, %4 : tensor<256x512xbf16>
    %6 = stablehlo.convert %5 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %7 = stablehlo.reduce(%6 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x512xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x512xf32>
    %11 = stablehlo.convert %10 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
    %12 = call @_var(%arg0, %5, %c_8) : (tensor<i32>, tensor<256x512xbf16>, tensor<i32>) -> tensor<1x512xbf16>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %14 = stablehlo.subtract %5, %13 : tensor<256x512xbf16>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<1x512xbf16>
    %16 = stablehlo.add %12, %15 : tensor<1x512xbf16>
    %17 = stablehlo.sqrt %16 : tensor<1x512xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %19 = stablehlo.divide %14, %18 : tensor<256x512xbf16>
    %20 = stablehlo.reshape %arg4 : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %22 = stablehlo.multiply %19, %21 : tensor<256x512xbf16>
    %23 = stablehlo.reshape %arg5 : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %25 = stablehlo.add %22, %24 : tensor<256x512xbf16>
    %26 = stablehlo.multiply %25, %25 : tensor<256x512xbf16>
    %27 = stablehlo.multiply %26, %25 : tensor<256x512xbf16>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %29 = stablehlo.multiply %28, %27 : tensor<256x512xbf16>
    %30 = stablehlo.add %25, %29 : tensor<256x512xbf16>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %32 = stablehlo.multiply %31, %30 : tensor<256x512xbf16>
    %33 = stablehlo.tanh %32 : tensor<256x512xbf16>
    %34 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %35 = stablehlo.add %34, %33 : tensor<256x512xbf16>
    %36 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %37 = stablehlo.multiply %36, %35 : tensor<256x512xbf16>
    %38 = stablehlo.multiply %25, %37 : tensor<256x512xbf16>
    %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %40 = stablehlo.maximum %38, %39 : tensor<256x512xbf16>
    return %40 : tensor<256x512xbf16>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<i32>) -> tensor<1x512xbf16> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg1 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x512xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<256x512xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<256x512xf32>
    %8 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.subtract %cst_0, %8 : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<1x512xf32>
    %13 = stablehlo.divide %11, %12 : tensor<1x512xf32>
    %14 = stablehlo.convert %13 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
    %15 = stablehlo.compare GT, %9, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = call @_where(%arg0, %15, %14, %cst) : (tensor<i32>, tensor<i1>, tensor<1x512xbf16>, tensor<f32>) -> tensor<1x512xbf16>
    return %16 : tensor<1x512xbf16>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i1>, %arg2: tensor<1x512xbf16>, %arg3: tensor<f32>) -> tensor<1x512xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<1x512xbf16>
    %2 = stablehlo.select %arg1, %arg2, %1 : tensor<i1>, tensor<1x512xbf16>
    return %2 : tensor<1x512xbf16>
  }
}
