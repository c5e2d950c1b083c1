module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16384x8192xbf16>, %arg1: tensor<8192x8192xbf16>, %arg2: tensor<8192xbf16>, %arg3: tensor<8192xbf16>, %arg4: tensor<8192xbf16>) -> (tensor<16384x8192xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %cst_3 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %cst_4 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_5 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<16384x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<16384x8192xbf16>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<16384x8192xbf16>
    %4 = stablehlo.add %1, %3 : tensor<16384x8192xbf16>
    %5 = stablehlo.convert %4 : (tensor<16384x8192xbf16>) -> tensor<16384x8192xf32>
    %6 = stablehlo.reduce(%5 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<16384x8192xf32>, tensor<f32>) -> tensor<8192xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x8192xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x8192xf32>
    %10 = stablehlo.convert %9 : (tensor<1x8192xf32>) -> tensor<1x8192xbf16>
    %11 = call @_var(%4, %c) : (tensor<16384x8192xbf16>, tensor<i32>) -> tensor<1x8192xbf16>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<16384x8192xbf16>
    %13 = stablehlo.subtract %4, %12 : tensor<16384x8192xbf16>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<1x8192xbf16>
    %15 = stablehlo.add %11, %14 : tensor<1x8192xbf16>
    %16 = stablehlo.sqrt %15 : tensor<1x8192xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<16384x8192xbf16>
    %18 = stablehlo.divide %13, %17 : tensor<16384x8192xbf16>
    %19 = stablehlo.reshape %arg3 : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<16384x8192xbf16>
    %21 = stablehlo.multiply %18, %20 : tensor<16384x8192xbf16>
    %22 = stablehlo.reshape %arg4 : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<16384x8192xbf16>
    %24 = stablehlo.add %21, %23 : tensor<16384x8192xbf16>
    %25 = stablehlo.multiply %24, %24 : tensor<16384x8192xbf16>
    %26 = stablehlo.multiply %25, %24 : tensor<16384x8192xbf16>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<16384x8192xbf16>
    %28 = stablehlo.multiply %27, %26 : tensor<16384x8192xbf16>
    %29 = stablehlo.add %24, %28 : tensor<16384x8192xbf16>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16384x8192xbf16>
    %31 = stablehlo.multiply %30, %29 : tensor<16384x8192xbf16>
    %32 = stablehlo.tanh %31 : tensor<16384x8192xbf16>
    %33 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16384x8192xbf16>
    %34 = stablehlo.add %33, %32 : tensor<16384x8192xbf16>
    %35 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16384x8192xbf16>
    %36 = stablehlo.multiply %35, %34 : tensor<16384x8192xbf16>
    %37 = stablehlo.multiply %24, %36 : tensor<16384x8192xbf16>
    %38 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16384x8192xbf16>
    %39 = stablehlo.maximum %37, %38 : tensor<16384x8192xbf16>
    return %39 : tensor<16384x8192xbf16>
  }
  func.func private @_var(%arg0: tensor<16384x8192xbf16>, %arg1: tensor<i32>) -> tensor<1x8192xbf16> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<16384x8192xbf16>) -> tensor<16384x8192xf32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<16384x8192xf32>, tensor<f32>) -> tensor<8192xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x8192xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x8192xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<16384x8192xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<16384x8192xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<16384x8192xf32>
    %8 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.subtract %cst_0, %8 : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<16384x8192xf32>, tensor<f32>) -> tensor<8192xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<1x8192xf32>
    %13 = stablehlo.divide %11, %12 : tensor<1x8192xf32>
    %14 = stablehlo.convert %13 : (tensor<1x8192xf32>) -> tensor<1x8192xbf16>
    %15 = stablehlo.compare GT, %9, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = call @_where(%15, %14, %cst) : (tensor<i1>, tensor<1x8192xbf16>, tensor<f32>) -> tensor<1x8192xbf16>
    return %16 : tensor<1x8192xbf16>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x8192xbf16>, %arg2: tensor<f32>) -> tensor<1x8192xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<1x8192xbf16>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x8192xbf16>
    return %2 : tensor<1x8192xbf16>
  }
}
