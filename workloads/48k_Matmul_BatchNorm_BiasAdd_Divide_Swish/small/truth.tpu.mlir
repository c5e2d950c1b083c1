module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>, %arg3: tensor<512xbf16>, %arg4: tensor<512xbf16>, %arg5: tensor<512xbf16>, %arg6: tensor<512xbf16>, %arg7: tensor<1xbf16>) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg2 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.convert %arg3 : (tensor<512xbf16>) -> tensor<512xf32>
    %4 = stablehlo.convert %arg4 : (tensor<512xbf16>) -> tensor<512xf32>
    %5 = stablehlo.convert %arg5 : (tensor<512xbf16>) -> tensor<512xf32>
    %6 = stablehlo.convert %arg6 : (tensor<512xbf16>) -> tensor<512xf32>
    %7 = stablehlo.convert %arg7 : (tensor<1xbf16>) -> tensor<1xf32>
    %8 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
    %9 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %11 = stablehlo.add %8, %10 : tensor<256x512xf32>
    %12 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %14 = stablehlo.subtract %11, %13 : tensor<256x512xf32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %16 = stablehlo.add %6, %15 : tensor<512xf32>
    %17 = stablehlo.sqrt %16 : tensor<512xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %20 = stablehlo.divide %14, %19 : tensor<256x512xf32>
    %21 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<256x512xf32>
    %24 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %26 = stablehlo.add %23, %25 : tensor<256x512xf32>
    %27 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<256x512xf32>
    %29 = stablehlo.add %26, %28 : tensor<256x512xf32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %31 = stablehlo.divide %29, %30 : tensor<256x512xf32>
    %32 = stablehlo.negate %31 : tensor<256x512xf32>
    %33 = stablehlo.exponential %32 : tensor<256x512xf32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %35 = stablehlo.add %34, %33 : tensor<256x512xf32>
    %36 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %37 = stablehlo.divide %36, %35 : tensor<256x512xf32>
    %38 = stablehlo.multiply %31, %37 : tensor<256x512xf32>
    return %38 : tensor<256x512xf32>
  }
}
