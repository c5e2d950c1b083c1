module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<8192x8192xbf16>, %arg3: tensor<8192xbf16>, %arg4: tensor<8192xbf16>) -> (tensor<4096x8192xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<4096x8192xbf16>) -> tensor<4096x8192xf32>
    %1 = stablehlo.convert %arg2 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
    %2 = stablehlo.convert %arg3 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %3 = stablehlo.convert %arg4 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %4 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %30 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %30 : tensor<4096x8192xf32>
    }, {
      %30 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %30 : tensor<4096x8192xf32>
    }, {
      %30 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096x8192xf32>, tensor<8192x8192xf32>) -> tensor<4096x8192xf32>
      stablehlo.return %30 : tensor<4096x8192xf32>
    }) : (tensor<i32>) -> tensor<4096x8192xf32>
    %6 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %8 = stablehlo.add %5, %7 : tensor<4096x8192xf32>
    %9 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<4096x8192xf32>
    %11 = stablehlo.add %8, %10 : tensor<4096x8192xf32>
    %12 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_5 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %13 = "stablehlo.case"(%12) ({
      %30 = stablehlo.negate %11 : tensor<4096x8192xf32>
      %31 = stablehlo.exponential %30 : tensor<4096x8192xf32>
      %32 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
      %33 = stablehlo.add %32, %31 : tensor<4096x8192xf32>
      %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
      %35 = stablehlo.divide %34, %33 : tensor<4096x8192xf32>
      stablehlo.return %35 : tensor<4096x8192xf32>
    }, {
      %30 = stablehlo.negate %11 : tensor<4096x8192xf32>
      %31 = stablehlo.exponential %30 : tensor<4096x8192xf32>
      %32 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
      %33 = stablehlo.add %32, %31 : tensor<4096x8192xf32>
      %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
      %35 = stablehlo.divide %34, %33 : tensor<4096x8192xf32>
      stablehlo.return %35 : tensor<4096x8192xf32>
    }) : (tensor<i32>) -> tensor<4096x8192xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4096x8192xf32>
    %15 = stablehlo.tanh %14 : tensor<4096x8192xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<4096x8192xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<4096x8192xf32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<4096x8192xf32>
    %20 = stablehlo.add %15, %19 : tensor<4096x8192xf32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<4096x8192xf32>
    %23 = stablehlo.tanh %22 : tensor<4096x8192xf32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %25 = stablehlo.add %24, %23 : tensor<4096x8192xf32>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<4096x8192xf32>
    %28 = stablehlo.multiply %15, %27 : tensor<4096x8192xf32>
    %29 = call @clip(%arg0, %28, %cst, %cst_3) : (tensor<i32>, tensor<4096x8192xf32>, tensor<f32>, tensor<f32>) -> tensor<4096x8192xf32>
    return %29 : tensor<4096x8192xf32>
  }
  func.func private @clip(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4096x8192xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %2 = stablehlo.maximum %1, %arg1 : tensor<4096x8192xf32>
    %3 = stablehlo.convert %arg3 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4096x8192xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4096x8192xf32>
    return %5 : tensor<4096x8192xf32>
  }
}
