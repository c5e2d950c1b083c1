module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<16384x2048xbf16>, %arg2: tensor<4096x2048xbf16>, %arg3: tensor<4096xbf16>, %arg4: tensor<1024x4096xbf16>, %arg5: tensor<1024xbf16>) -> (tensor<16384xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
    %1 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %30 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<16384x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<16384x4096xbf16>
      stablehlo.return %30 : tensor<16384x4096xbf16>
    }, {
      %30 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<16384x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<16384x4096xbf16>
      stablehlo.return %30 : tensor<16384x4096xbf16>
    }, {
      %30 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<16384x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<16384x4096xbf16>
      stablehlo.return %30 : tensor<16384x4096xbf16>
    }) : (tensor<i32>) -> tensor<16384x4096xbf16>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4096xbf16>) -> tensor<16384x4096xbf16>
    %5 = stablehlo.add %2, %4 : tensor<16384x4096xbf16>
    %6 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %30 = stablehlo.negate %5 : tensor<16384x4096xbf16>
      %31 = stablehlo.exponential %30 : tensor<16384x4096xbf16>
      %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16384x4096xbf16>
      %33 = stablehlo.add %32, %31 : tensor<16384x4096xbf16>
      %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16384x4096xbf16>
      %35 = stablehlo.divide %34, %33 : tensor<16384x4096xbf16>
      stablehlo.return %35 : tensor<16384x4096xbf16>
    }, {
      %30 = stablehlo.negate %5 : tensor<16384x4096xbf16>
      %31 = stablehlo.exponential %30 : tensor<16384x4096xbf16>
      %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16384x4096xbf16>
      %33 = stablehlo.add %32, %31 : tensor<16384x4096xbf16>
      %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16384x4096xbf16>
      %35 = stablehlo.divide %34, %33 : tensor<16384x4096xbf16>
      stablehlo.return %35 : tensor<16384x4096xbf16>
    }) : (tensor<i32>) -> tensor<16384x4096xbf16>
    %8 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %9 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %10 = "stablehlo.case"(%9) ({
      %30 = stablehlo.dot_general %7, %8, contracting_dims = [1] x [0] : (tensor<16384x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<16384x1024xbf16>
      stablehlo.return %30 : tensor<16384x1024xbf16>
    }, {
      %30 = stablehlo.dot_general %7, %8, contracting_dims = [1] x [0] : (tensor<16384x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<16384x1024xbf16>
      stablehlo.return %30 : tensor<16384x1024xbf16>
    }, {
      %30 = stablehlo.dot_general %7, %8, contracting_dims = [1] x [0] : (tensor<16384x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<16384x1024xbf16>
      stablehlo.return %30 : tensor<16384x1024xbf16>
    }) : (tensor<i32>) -> tensor<16384x1024xbf16>
    %11 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<1024xbf16>) -> tensor<1x1024xbf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1024xbf16>) -> tensor<16384x1024xbf16>
    %13 = stablehlo.add %10, %12 : tensor<16384x1024xbf16>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<16384x1024xbf16>, tensor<bf16>) -> tensor<16384xbf16>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16384xbf16>
    %16 = stablehlo.maximum %15, %14 : tensor<16384xbf16>
    %17 = stablehlo.is_finite %16 : (tensor<16384xbf16>) -> tensor<16384xi1>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16384xbf16>
    %19 = stablehlo.select %17, %16, %18 : tensor<16384xi1>, tensor<16384xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<16384xbf16>) -> tensor<16384x1xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<16384x1xbf16>) -> tensor<16384x1024xbf16>
    %22 = stablehlo.subtract %13, %21 : tensor<16384x1024xbf16>
    %23 = stablehlo.exponential %22 : tensor<16384x1024xbf16>
    %24 = stablehlo.convert %23 : (tensor<16384x1024xbf16>) -> tensor<16384x1024xf32>
    %25 = stablehlo.reduce(%24 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16384x1024xf32>, tensor<f32>) -> tensor<16384xf32>
    %26 = stablehlo.convert %25 : (tensor<16384xf32>) -> tensor<16384xbf16>
    %27 = stablehlo.abs %26 : tensor<16384xbf16>
    %28 = stablehlo.log %27 : tensor<16384xbf16>
    %29 = stablehlo.add %28, %19 : tensor<16384xbf16>
    return %29 : tensor<16384xbf16>
  }
}
