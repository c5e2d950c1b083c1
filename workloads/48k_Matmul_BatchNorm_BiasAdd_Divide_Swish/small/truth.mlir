module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x512xbf16>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>, %arg4: tensor<512xbf16>, %arg5: tensor<512xbf16>, %arg6: tensor<512xbf16>, %arg7: tensor<512xbf16>, %arg8: tensor<1xbf16>) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg3 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.convert %arg4 : (tensor<512xbf16>) -> tensor<512xf32>
    %4 = stablehlo.convert %arg5 : (tensor<512xbf16>) -> tensor<512xf32>
    %5 = stablehlo.convert %arg6 : (tensor<512xbf16>) -> tensor<512xf32>
    %6 = stablehlo.convert %arg7 : (tensor<512xbf16>) -> tensor<512xf32>
    %7 = stablehlo.convert %arg8 : (tensor<1xbf16>) -> tensor<1xf32>
    %8 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %36 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
      stablehlo.return %36 : tensor<256x512xf32>
    }, {
      %36 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
      stablehlo.return %36 : tensor<256x512xf32>
    }, {
      %36 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
      stablehlo.return %36 : tensor<256x512xf32>
    }) : (tensor<i32>) -> tensor<256x512xf32>
    %10 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %12 = stablehlo.add %9, %11 : tensor<256x512xf32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %15 = stablehlo.subtract %12, %14 : tensor<256x512xf32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %17 = stablehlo.add %6, %16 : tensor<512xf32>
    %18 = stablehlo.sqrt %17 : tensor<512xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %21 = stablehlo.divide %15, %20 : tensor<256x512xf32>
    %22 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<256x512xf32>
    %25 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<256x512xf32>
    %27 = stablehlo.add %24, %26 : tensor<256x512xf32>
    %28 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<256x512xf32>
    %30 = stablehlo.add %27, %29 : tensor<256x512xf32>
    %31 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %32 = stablehlo.divide %30, %31 : tensor<256x512xf32>
    %33 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %34 = "stablehlo.case"(%33) ({
      %36 = stablehlo.negate %32 : tensor<256x512xf32>
      %37 = stablehlo.exponential %36 : tensor<256x512xf32>
      %38 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
      %39 = stablehlo.add %38, %37 : tensor<256x512xf32>
      %40 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
      %41 = stablehlo.divide %40, %39 : tensor<256x512xf32>
      stablehlo.return %41 : tensor<256x512xf32>
    }, {
      %36 = stablehlo.negate %32 : tensor<256x512xf32>
      %37 = stablehlo.exponential %36 : tensor<256x512xf32>
      %38 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
      %39 = stablehlo.add %38, %37 : tensor<256x512xf32>
      %40 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
      %41 = stablehlo.divide %40, %39 : tensor<256x512xf32>
      stablehlo.return %41 : tensor<256x512xf32>
    }) : (tensor<i32>) -> tensor<256x512xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<256x512xf32>
    return %35 : tensor<256x512xf32>
  }
}
