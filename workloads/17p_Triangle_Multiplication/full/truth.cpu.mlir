module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1536x1536x128xbf16>, %arg1: tensor<1536x1536x1xbf16>, %arg2: tensor<128x128xbf16>, %arg3: tensor<128x128xbf16>, %arg4: tensor<128x128xbf16>, %arg5: tensor<128x128xbf16>, %arg6: tensor<128x128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<128xbf16>) -> (tensor<1536x1536x128xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<1536x1536x128xbf16>) -> tensor<1536x1536x128xf32>
    %1 = stablehlo.convert %arg1 : (tensor<1536x1536x1xbf16>) -> tensor<1536x1536x1xf32>
    %2 = stablehlo.convert %arg2 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %3 = stablehlo.convert %arg3 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %4 = stablehlo.convert %arg4 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %5 = stablehlo.convert %arg5 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %6 = stablehlo.convert %arg6 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %7 = stablehlo.convert %arg7 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %8 = stablehlo.convert %arg8 : (tensor<128xbf16>) -> tensor<128xf32>
    %9 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1536x1536x1xf32>) -> tensor<1536x1536x128xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<1536x1536x128xf32>
    %11 = stablehlo.dot_general %10, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1536x1536x128xf32>, tensor<128x128xf32>) -> tensor<1536x1536x128xf32>
    %12 = stablehlo.dot_general %10, %4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1536x1536x128xf32>, tensor<128x128xf32>) -> tensor<1536x1536x128xf32>
    %13 = stablehlo.negate %12 : tensor<1536x1536x128xf32>
    %14 = stablehlo.exponential %13 : tensor<1536x1536x128xf32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
    %16 = stablehlo.add %15, %14 : tensor<1536x1536x128xf32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
    %18 = stablehlo.divide %17, %16 : tensor<1536x1536x128xf32>
    %19 = stablehlo.multiply %11, %18 : tensor<1536x1536x128xf32>
    %20 = stablehlo.dot_general %10, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1536x1536x128xf32>, tensor<128x128xf32>) -> tensor<1536x1536x128xf32>
    %21 = stablehlo.dot_general %10, %5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1536x1536x128xf32>, tensor<128x128xf32>) -> tensor<1536x1536x128xf32>
    %22 = stablehlo.negate %21 : tensor<1536x1536x128xf32>
    %23 = stablehlo.exponential %22 : tensor<1536x1536x128xf32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
    %25 = stablehlo.add %24, %23 : tensor<1536x1536x128xf32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
    %27 = stablehlo.divide %26, %25 : tensor<1536x1536x128xf32>
    %28 = stablehlo.multiply %20, %27 : tensor<1536x1536x128xf32>
    %29 = stablehlo.dot_general %28, %19, batching_dims = [2] x [2], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<1536x1536x128xf32>, tensor<1536x1536x128xf32>) -> tensor<128x1536x1536xf32>
    %30 = stablehlo.transpose %29, dims = [2, 1, 0] : (tensor<128x1536x1536xf32>) -> tensor<1536x1536x128xf32>
    %31 = stablehlo.multiply %30, %30 : tensor<1536x1536x128xf32>
    %32 = stablehlo.reduce(%31 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1536x1536x128xf32>, tensor<f32>) -> tensor<1536x1536xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1536x1536xf32>) -> tensor<1536x1536x1xf32>
    %34 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1536x1536x1xf32>
    %35 = stablehlo.divide %33, %34 : tensor<1536x1536x1xf32>
    %36 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1536x1536x1xf32>
    %37 = stablehlo.add %35, %36 : tensor<1536x1536x1xf32>
    %38 = stablehlo.sqrt %37 : tensor<1536x1536x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1536x1536x1xf32>) -> tensor<1536x1536x128xf32>
    %40 = stablehlo.divide %30, %39 : tensor<1536x1536x128xf32>
    %41 = stablehlo.broadcast_in_dim %8, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1536x1536x128xf32>
    %43 = stablehlo.multiply %40, %42 : tensor<1536x1536x128xf32>
    %44 = stablehlo.dot_general %43, %6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1536x1536x128xf32>, tensor<128x128xf32>) -> tensor<1536x1536x128xf32>
    %45 = stablehlo.dot_general %0, %7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1536x1536x128xf32>, tensor<128x128xf32>) -> tensor<1536x1536x128xf32>
    %46 = stablehlo.negate %45 : tensor<1536x1536x128xf32>
    %47 = stablehlo.exponential %46 : tensor<1536x1536x128xf32>
    %48 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
    %49 = stablehlo.add %48, %47 : tensor<1536x1536x128xf32>
    %50 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1536x1536x128xf32>
    %51 = stablehlo.divide %50, %49 : tensor<1536x1536x128xf32>
    %52 = stablehlo.multiply %44, %51 : tensor<1536x1536x128xf32>
    return %52 : tensor<1536x1536x128xf32>
  }
}
