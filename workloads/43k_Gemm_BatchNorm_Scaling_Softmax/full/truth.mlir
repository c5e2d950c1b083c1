module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<8192x8192xbf16>, %arg3: tensor<8192xbf16>, %arg4: tensor<8192xbf16>, %arg5: tensor<8192xbf16>, %arg6: tensor<8192xbf16>, %arg7: tensor<8192xbf16>, %arg8: tensor<1xbf16>) -> (tensor<4096x8192xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg3 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = stablehlo.convert %arg4 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %4 = stablehlo.convert %arg5 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %5 = stablehlo.convert %arg6 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %6 = stablehlo.convert %arg7 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %7 = stablehlo.convert %arg8 : (tensor<1xbf16>) -> tensor<1xf32>
    %8 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %42 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %42 : tensor<4096x8192xf32>
    }, {
      %42 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %42 : tensor<4096x8192xf32>
    }, {
      %42 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %42 : tensor<4096x8192xf32>
    }) : (tensor<i32>) -> tensor<4096x8192xf32>
    %10 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %12 = stablehlo.add %9, %11 : tensor<4096x8192xf32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %15 = stablehlo.subtract %12, %14 : tensor<4096x8192xf32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %17 = stablehlo.add %6, %16 : tensor<8192xf32>
    %18 = stablehlo.sqrt %17 : tensor<8192xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %21 = stablehlo.divide %15, %20 : tensor<4096x8192xf32>
    %22 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<4096x8192xf32>
    %25 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %27 = stablehlo.add %24, %26 : tensor<4096x8192xf32>
    %28 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x8192xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<4096x8192xf32>
    %31 = stablehlo.reduce(%30 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %32 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<4096xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x8192xf32>
    %36 = stablehlo.subtract %30, %35 : tensor<4096x8192xf32>
    %37 = stablehlo.exponential %36 : tensor<4096x8192xf32>
    %38 = stablehlo.reduce(%37 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x8192xf32>
    %41 = stablehlo.divide %37, %40 : tensor<4096x8192xf32>
    return %41 : tensor<4096x8192xf32>
  }
}
