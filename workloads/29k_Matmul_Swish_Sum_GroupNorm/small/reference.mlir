module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>, %arg4: tensor<512xbf16>, %arg5: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %30 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %30 : tensor<256x512xbf16>
    }, {
      %30 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %30 : tensor<256x512xbf16>
    }, {
      %30 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
      stablehlo.return %30 : tensor<256x512xbf16>
    }) : (tensor<i32>) -> tensor<256x512xbf16>
    %2 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %30 = stablehlo.negate %1 : tensor<256x512xbf16>
      %31 = stablehlo.exponential %30 : tensor<256x512xbf16>
      %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
      %33 = stablehlo.add %32, %31 : tensor<256x512xbf16>
      %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
      %35 = stablehlo.divide %34, %33 : tensor<256x512xbf16>
      stablehlo.return %35 : tensor<256x512xbf16>
    }, {
      %30 = stablehlo.negate %1 : tensor<256x512xbf16>
      %31 = stablehlo.exponential %30 : tensor<256x512xbf16>
      %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
      %33 = stablehlo.add %32, %31 : tensor<256x512xbf16>
      %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
      %35 = stablehlo.divide %34, %33 : tensor<256x512xbf16>
      stablehlo.return %35 : tensor<256x512xbf16>
    }) : (tensor<i32>) -> tensor<256x512xbf16>
    %4 = stablehlo.multiply %1, %3 : tensor<256x512xbf16>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %7 = stablehlo.add %4, %6 : tensor<256x512xbf16>
    %8 = stablehlo.reshape %7 : (tensor<256x512xbf16>) -> tensor<256x64x8xbf16>
    %9 = stablehlo.convert %8 : (tensor<256x64x8xbf16>) -> tensor<256x64x8xf32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<256x64x8xf32>, tensor<f32>) -> tensor<256x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<256x64xf32>) -> tensor<256x64x1xf32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x64x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<256x64x1xf32>
    %14 = stablehlo.convert %13 : (tensor<256x64x1xf32>) -> tensor<256x64x1xbf16>
    %15 = call @_var(%arg0, %8, %c_4) : (tensor<i32>, tensor<256x64x8xbf16>, tensor<i32>) -> tensor<256x64x1xbf16>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<256x64x1xbf16>) -> tensor<256x64x8xbf16>
    %17 = stablehlo.subtract %8, %16 : tensor<256x64x8xbf16>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x64x1xbf16>
    %19 = stablehlo.add %15, %18 : tensor<256x64x1xbf16>
    %20 = stablehlo.sqrt %19 : tensor<256x64x1xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<256x64x1xbf16>) -> tensor<256x64x8xbf16>
    %22 = stablehlo.divide %17, %21 : tensor<256x64x8xbf16>
    %23 = stablehlo.reshape %22 : (tensor<256x64x8xbf16>) -> tensor<256x512xbf16>
    %24 = stablehlo.reshape %arg4 : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %26 = stablehlo.multiply %23, %25 : tensor<256x512xbf16>
    %27 = stablehlo.reshape %arg5 : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %29 = stablehlo.add %26, %28 : tensor<256x512xbf16>
    return %29 : tensor<256x512xbf16>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x64x8xbf16>, %arg2: tensor<i32>) -> tensor<256x64x1xbf16> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg1 : (tensor<256x64x8xbf16>) -> tensor<256x64x8xf32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<256x64x8xf32>, tensor<f32>) -> tensor<256x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<256x64xf32>) -> tensor<256x64x1xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x64x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<256x64x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<256x64x1xf32>) -> tensor<256x64x8xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<256x64x8xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<256x64x8xf32>
    %8 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.subtract %cst_0, %8 : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<256x64x8xf32>, tensor<f32>) -> tensor<256x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<256x64xf32>) -> tensor<256x64x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<256x64x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<256x64x1xf32>
    %14 = stablehlo.convert %13 : (tensor<256x64x1xf32>) -> tensor<256x64x1xbf16>
    %15 = stablehlo.compare GT, %9, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = call @_where(%arg0, %15, %14, %cst) : (tensor<i32>, tensor<i1>, tensor<256x64x1xbf16>, tensor<f32>) -> tensor<256x64x1xbf16>
    return %16 : tensor<256x64x1xbf16>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i1>, %arg2: tensor<256x64x1xbf16>, %arg3: tensor<f32>) -> tensor<256x64x1xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<256x64x1xbf16>
    %2 = stablehlo.select %arg1, %arg2, %1 : tensor<i1>, tensor<256x64x1xbf16>
    return %2 : tensor<256x64x1xbf16>
  }
}
