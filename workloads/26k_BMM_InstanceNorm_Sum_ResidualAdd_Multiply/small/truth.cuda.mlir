module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>, %arg4: tensor<512xbf16>, %arg5: tensor<512xbf16>) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %1 = stablehlo.convert %arg1 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %2 = stablehlo.convert %arg2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %3 = stablehlo.convert %arg3 : (tensor<512xbf16>) -> tensor<512xf32>
    %4 = stablehlo.convert %arg4 : (tensor<512xbf16>) -> tensor<512xf32>
    %5 = stablehlo.convert %arg5 : (tensor<512xbf16>) -> tensor<512xf32>
    %6 = stablehlo.transpose %2, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %7 = stablehlo.dot_general %0, %6, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %10 = stablehlo.add %7, %9 : tensor<256x512xf32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<256x1xf32>
    %15 = call @_var(%10, %c) : (tensor<256x512xf32>, tensor<i32>) -> tensor<256x1xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %17 = stablehlo.subtract %10, %16 : tensor<256x512xf32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %19 = stablehlo.add %15, %18 : tensor<256x1xf32>
    %20 = stablehlo.sqrt %19 : tensor<256x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %22 = stablehlo.divide %17, %21 : tensor<256x512xf32>
    %23 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<256x512xf32>
    %26 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %28 = stablehlo.add %25, %27 : tensor<256x512xf32>
    %29 = stablehlo.add %28, %1 : tensor<256x512xf32>
    %30 = stablehlo.multiply %29, %1 : tensor<256x512xf32>
    return %30 : tensor<256x512xf32>
  }
  func.func private @_var(%arg0: tensor<256x512xf32>, %arg1: tensor<i32>) -> tensor<256x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<256x512xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<256x512xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<256x1xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%13, %12, %cst) : (tensor<i1>, tensor<256x1xf32>, tensor<f32>) -> tensor<256x1xf32>
    return %14 : tensor<256x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<256x1xf32>, %arg2: tensor<f32>) -> tensor<256x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<256x1xf32>
    return %2 : tensor<256x1xf32>
  }
}
