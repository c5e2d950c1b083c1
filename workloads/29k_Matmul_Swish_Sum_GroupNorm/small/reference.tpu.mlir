module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>, %arg3: tensor<512xbf16>, %arg4: tensor<512xbf16>) -> (tensor<256x512xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %1 = stablehlo.negate %0 : tensor<256x512xbf16>
    %2 = stablehlo.exponential %1 : tensor<256x512xbf16>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %4 = stablehlo.add %3, %2 : tensor<256x512xbf16>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %6 = stablehlo.divide %5, %4 : tensor<256x512xbf16>
    %7 = stablehlo.multiply %0, %6 : tensor<256x512xbf16>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %10 = stablehlo.add %7, %9 : tensor<256x512xbf16>
    %11 = stablehlo.reshape %10 : (tensor<256x512xbf16>) -> tensor<256x64x8xbf16>
    %12 = stablehlo.convert %11 : (tensor<256x64x8xbf16>) -> tensor<256x64x8xf32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<256x64x8xf32>, tensor<f32>) -> tensor<256x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<256x64xf32>) -> tensor<256x64x1xf32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x64x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<256x64x1xf32>
    %17 = stablehlo.convert %16 : (tensor<256x64x1xf32>) -> tensor<256x64x1xbf16>
    %18 = call @_var(%11, %c) : (tensor<256x64x8xbf16>, tensor<i32>) -> tensor<256x64x1xbf16>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<256x64x1xbf16>) -> tensor<256x64x8xbf16>
    %20 = stablehlo.subtract %11, %19 : tensor<256x64x8xbf16>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x64x1xbf16>
    %22 = stablehlo.add %18, %21 : tensor<256x64x1xbf16>
    %23 = stablehlo.sqrt %22 : tensor<256x64x1xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<256x64x1xbf16>) -> tensor<256x64x8xbf16>
    %25 = stablehlo.divide %20, %24 : tensor<256x64x8xbf16>
    %26 = stablehlo.reshape %25 : (tensor<256x64x8xbf16>) -> tensor<256x512xbf16>
    %27 = stablehlo.reshape %arg3 : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %29 = stablehlo.multiply %26, %28 : tensor<256x512xbf16>
    %30 = stablehlo.reshape %arg4 : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %32 = stablehlo.add %29, %31 : tensor<256x512xbf16>
    return %32 : tensor<256x512xbf16>
  }
  func.func private @_var(%arg0: tensor<256x64x8xbf16>, %arg1: tensor<i32>) -> tensor<256x64x1xbf16> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<256x64x8xbf16>) -> tensor<256x64x8xf32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<256x64x8xf32>, tensor<f32>) -> tensor<256x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<256x64xf32>) -> tensor<256x64x1xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x64x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<256x64x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<256x64x1xf32>) -> tensor<256x64x8xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<256x64x8xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<256x64x8xf32>
    %8 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.subtract %cst_0, %8 : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<256x64x8xf32>, tensor<f32>) -> tensor<256x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<256x64xf32>) -> tensor<256x64x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<256x64x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<256x64x1xf32>
    %14 = stablehlo.convert %13 : (tensor<256x64x1xf32>) -> tensor<256x64x1xbf16>
    %15 = stablehlo.compare GT, %9, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = call @_where(%15, %14, %cst) : (tensor<i1>, tensor<256x64x1xbf16>, tensor<f32>) -> tensor<256x64x1xbf16>
    return %16 : tensor<256x64x1xbf16>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<256x64x1xbf16>, %arg2: tensor<f32>) -> tensor<256x64x1xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<256x64x1xbf16>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<256x64x1xbf16>
    return %2 : tensor<256x64x1xbf16>
  }
}
