module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<8192x8192xbf16>, %arg3: tensor<8192xbf16>) -> (tensor<4096x1xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
    %1 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %50 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %50 : tensor<4096x8192xbf16>
    }, {
      %50 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %50 : tensor<4096x8192xbf16>
    }, {
      %50 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %50 : tensor<4096x8192xbf16>
    }) : (tensor<i32>) -> tensor<4096x8192xbf16>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %5 = stablehlo.add %2, %4 : tensor<4096x8192xbf16>
    %6 = stablehlo.convert %5 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %7 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4096x8192xf32>, tensor<f32>) -> tensor<4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %9 = stablehlo.convert %8 : (tensor<4096x1xf32>) -> tensor<4096x1xbf16>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4096xbf16>) -> tensor<4096x1xbf16>
    %12 = stablehlo.convert %11 : (tensor<4096x1xbf16>) -> tensor<4096x1xf32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<4096x1xf32>
    %17 = stablehlo.convert %16 : (tensor<4096x1xf32>) -> tensor<4096x1xbf16>
    %18 = stablehlo.reduce(%17 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4096xbf16>
    %20 = stablehlo.maximum %19, %18 : tensor<4096xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4096xbf16>) -> tensor<4096x1xbf16>
    %22 = stablehlo.is_finite %21 : (tensor<4096x1xbf16>) -> tensor<4096x1xi1>
    %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x1xbf16>
    %24 = stablehlo.select %22, %21, %23 : tensor<4096x1xi1>, tensor<4096x1xbf16>
    %25 = stablehlo.subtract %17, %24 : tensor<4096x1xbf16>
    %26 = stablehlo.exponential %25 : tensor<4096x1xbf16>
    %27 = stablehlo.convert %26 : (tensor<4096x1xbf16>) -> tensor<4096x1xf32>
    %28 = stablehlo.reduce(%27 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %30 = stablehlo.convert %29 : (tensor<4096x1xf32>) -> tensor<4096x1xbf16>
    %31 = stablehlo.abs %30 : tensor<4096x1xbf16>
    %32 = stablehlo.log %31 : tensor<4096x1xbf16>
    %33 = stablehlo.add %32, %24 : tensor<4096x1xbf16>
    %34 = stablehlo.reduce(%33 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x1xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4096xbf16>
    %36 = stablehlo.maximum %35, %34 : tensor<4096xbf16>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<4096xbf16>) -> tensor<4096x1xbf16>
    %38 = stablehlo.is_finite %37 : (tensor<4096x1xbf16>) -> tensor<4096x1xi1>
    %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x1xbf16>
    %40 = stablehlo.select %38, %37, %39 : tensor<4096x1xi1>, tensor<4096x1xbf16>
    %41 = stablehlo.subtract %33, %40 : tensor<4096x1xbf16>
    %42 = stablehlo.exponential %41 : tensor<4096x1xbf16>
    %43 = stablehlo.convert %42 : (tensor<4096x1xbf16>) -> tensor<4096x1xf32>
    %44 = stablehlo.reduce(%43 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %46 = stablehlo.convert %45 : (tensor<4096x1xf32>) -> tensor<4096x1xbf16>
    %47 = stablehlo.abs %46 : tensor<4096x1xbf16>
    %48 = stablehlo.log %47 : tensor<4096x1xbf16>
    %49 = stablehlo.add %48, %40 : tensor<4096x1xbf16>
    return %49 : tensor<4096x1xbf16>
  }
}
