module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<4096x8192xbf16>, %arg3: tensor<8192x8192xbf16>, %arg4: tensor<8192xbf16>, %arg5: tensor<8192xbf16>, %arg6: tensor<8192xbf16>) -> (tensor<4096x8192xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %2 = stablehlo.convert %arg3 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %3 = stablehlo.convert %arg4 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %4 = stablehlo.convert %arg5 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %5 = stablehlo.convert %arg6 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %6 = stablehlo.transpose %2, dims = [1, 0] : (tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    %7 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %32 = stablehlo.dot_general %0, %6, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %32 : tensor<4096x8192xf32>
    }, {
      %32 = stablehlo.dot_general %0, %6, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %32 : tensor<4096x8192xf32>
    }, {
      %32 = stablehlo.dot_general %0, %6, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %32 : tensor<4096x8192xf32>
    }) : (tensor<i32>) -> tensor<4096x8192xf32>
    %9 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %11 = stablehlo.add %8, %10 : tensor<4096x8192xf32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<4096x1xf32>
    %16 = call @_var(%arg0, %11, %c_3) : (tensor<i32>, tensor<4096x8192xf32>, tensor<i32>) -> tensor<4096x1xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x8192xf32>
    %18 = stablehlo.subtract %11, %17 : tensor<4096x8192xf32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<4096x1xf32>
    %21 = stablehlo.sqrt %20 : tensor<4096x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x8192xf32>
    %23 = stablehlo.divide %18, %22 : tensor<4096x8192xf32>
    %24 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<4096x8192xf32>
    %27 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %29 = stablehlo.add %26, %28 : tensor<4096x8192xf32>
    %30 = stablehlo.add %29, %1 : tensor<4096x8192xf32>
    %31 = stablehlo.multiply %30, %1 : tensor<4096x8192xf32>
    return %31 : tensor<4096x8192xf32>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xf32>, %arg2: tensor<i32>) -> tensor<4096x1xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4096x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x8192xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<4096x8192xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4096x8192xf32>
    %7 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.subtract %cst_0, %7 : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4096x1xf32>
    %13 = stablehlo.compare GT, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %14 = call @_where(%arg0, %13, %12, %cst) : (tensor<i32>, tensor<i1>, tensor<4096x1xf32>, tensor<f32>) -> tensor<4096x1xf32>
    return %14 : tensor<4096x1xf32>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i1>, %arg2: tensor<4096x1xf32>, %arg3: tensor<f32>) -> tensor<4096x1xf32> {
    %0 = stablehlo.convert %arg3 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %2 = stablehlo.select %arg1, %arg2, %1 : tensor<i1>, tensor<4096x1xf32>
    return %2 : tensor<4096x1xf32>
  }
}
