module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<16384x2048xbf16>, %arg2: tensor<4096x2048xbf16>, %arg3: tensor<4096xbf16>, %arg4: tensor<1024x4096xbf16>, %arg5: tensor<1024xbf16>) -> (tensor<16384xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<16384x2048xbf16>) -> tensor<16384x2048xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4096x2048xbf16>) -> tensor<4096x2048xf32>
    %2 = stablehlo.convert %arg3 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %3 = stablehlo.convert %arg4 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
    %4 = stablehlo.convert %arg5 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %5 = stablehlo.transpose %1, dims = [1, 0] : (tensor<4096x2048xf32>) -> tensor<2048x4096xf32>
    %6 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %33 = stablehlo.dot_general %0, %5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x2048xf32>, tensor<2048x4096xf32>) -> tensor<16384x4096xf32>
      stablehlo.return %33 : tensor<16384x4096xf32>
    }, {
      %33 = stablehlo.dot_general %0, %5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x2048xf32>, tensor<2048x4096xf32>) -> tensor<16384x4096xf32>
      stablehlo.return %33 : tensor<16384x4096xf32>
    }, {
      %33 = stablehlo.dot_general %0, %5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x2048xf32>, tensor<2048x4096xf32>) -> tensor<16384x4096xf32>
      stablehlo.return %33 : tensor<16384x4096xf32>
    }) : (tensor<i32>) -> tensor<16384x4096xf32>
    %8 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<16384x4096xf32>
    %10 = stablehlo.add %7, %9 : tensor<16384x4096xf32>
    %11 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.case"(%11) ({
      %33 = stablehlo.negate %10 : tensor<16384x4096xf32>
      %34 = stablehlo.exponential %33 : tensor<16384x4096xf32>
      %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16384x4096xf32>
      %36 = stablehlo.add %35, %34 : tensor<16384x4096xf32>
      %37 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16384x4096xf32>
      %38 = stablehlo.divide %37, %36 : tensor<16384x4096xf32>
      stablehlo.return %38 : tensor<16384x4096xf32>
    }, {
      %33 = stablehlo.negate %10 : tensor<16384x4096xf32>
      %34 = stablehlo.exponential %33 : tensor<16384x4096xf32>
      %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16384x4096xf32>
      %36 = stablehlo.add %35, %34 : tensor<16384x4096xf32>
      %37 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16384x4096xf32>
      %38 = stablehlo.divide %37, %36 : tensor<16384x4096xf32>
      stablehlo.return %38 : tensor<16384x4096xf32>
    }) : (tensor<i32>) -> tensor<16384x4096xf32>
    %13 = stablehlo.transpose %3, dims = [1, 0] : (tensor<1024x4096xf32>) -> tensor<4096x1024xf32>
    %14 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.case"(%14) ({
      %33 = stablehlo.dot_general %12, %13, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x4096xf32>, tensor<4096x1024xf32>) -> tensor<16384x1024xf32>
      stablehlo.return %33 : tensor<16384x1024xf32>
    }, {
      %33 = stablehlo.dot_general %12, %13, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x4096xf32>, tensor<4096x1024xf32>) -> tensor<16384x1024xf32>
      stablehlo.return %33 : tensor<16384x1024xf32>
    }, {
      %33 = stablehlo.dot_general %12, %13, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16384x4096xf32>, tensor<4096x1024xf32>) -> tensor<16384x1024xf32>
      stablehlo.return %33 : tensor<16384x1024xf32>
    }) : (tensor<i32>) -> tensor<16384x1024xf32>
    %16 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<16384x1024xf32>
    %18 = stablehlo.add %15, %17 : tensor<16384x1024xf32>
    %19 = stablehlo.reduce(%18 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<16384x1024xf32>, tensor<f32>) -> tensor<16384xf32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<16384xf32>
    %22 = stablehlo.is_finite %21 : (tensor<16384xf32>) -> tensor<16384xi1>
    %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %24 = stablehlo.select %22, %21, %23 : tensor<16384xi1>, tensor<16384xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<16384xf32>) -> tensor<16384x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<16384x1xf32>) -> tensor<16384x1024xf32>
    %27 = stablehlo.subtract %18, %26 : tensor<16384x1024xf32>
    %28 = stablehlo.exponential %27 : tensor<16384x1024xf32>
    %29 = stablehlo.reduce(%28 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16384x1024xf32>, tensor<f32>) -> tensor<16384xf32>
    %30 = stablehlo.abs %29 : tensor<16384xf32>
    %31 = stablehlo.log %30 : tensor<16384xf32>
    %32 = stablehlo.add %31, %24 : tensor<16384xf32>
    return %32 : tensor<16384xf32>
  }
}
