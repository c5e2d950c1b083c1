module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x128xbf16>, %arg1: tensor<4096x128xbf16>, %arg2: tensor<4096xbf16>, %arg3: tensor<4096xbf16>, %arg4: tensor<4096xbf16>, %arg5: tensor<1x4096x1x1xbf16>) -> (tensor<1x4096x128x1xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<4096x128xbf16>) -> tensor<128x4096xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<128x128xbf16>, tensor<128x4096xbf16>) -> tensor<128x4096xbf16>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x4096xbf16>) -> tensor<128x4096xbf16>
    %4 = stablehlo.add %1, %3 : tensor<128x4096xbf16>
    %5 = stablehlo.reshape %4 : (tensor<128x4096xbf16>) -> tensor<128x512x8xbf16>
    %6 = stablehlo.convert %5 : (tensor<128x512x8xbf16>) -> tensor<128x512x8xf32>
    %7 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<128x512x8xf32>, tensor<f32>) -> tensor<128x512xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<128x512xf32>) -> tensor<128x512x1xf32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x512x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<128x512x1xf32>
    %11 = stablehlo.convert %10 : (tensor<128x512x1xf32>) -> tensor<128x512x1xbf16>
    %12 = call @_var(%5, %c) : (tensor<128x512x8xbf16>, tensor<i32>) -> tensor<128x512x1xbf16>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<128x512x1xbf16>) -> tensor<128x512x8xbf16>
    %14 = stablehlo.subtract %5, %13 : tensor<128x512x8xbf16>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<128x512x1xbf16>
    %16 = stablehlo.add %12, %15 : tensor<128x512x1xbf16>
    %17 = stablehlo.sqrt %16 : tensor<128x512x1xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<128x512x1xbf16>) -> tensor<128x512x8xbf16>
    %19 = stablehlo.divide %14, %18 : tensor<128x512x8xbf16>
    %20 = stablehlo.reshape %19 : (tensor<128x512x8xbf16>) -> tensor<128x4096xbf16>
    %21 = stablehlo.reshape %arg3 : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x4096xbf16>) -> tensor<128x4096xbf16>
    %23 = stablehlo.multiply %20, %22 : tensor<128x4096xbf16>
    %24 = stablehlo.reshape %arg4 : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x4096xbf16>) -> tensor<128x4096xbf16>
    %26 = stablehlo.add %23, %25 : tensor<128x4096xbf16>
    %27 = stablehlo.reduce(%26 init: %cst) applies stablehlo.minimum across dimensions = [1] : (tensor<128x4096xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %29 = stablehlo.reshape %28 : (tensor<128x1xbf16>) -> tensor<1x1x128x1xbf16>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x128x1xbf16>) -> tensor<1x4096x128x1xbf16>
    %31 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2, 3] : (tensor<1x4096x1x1xbf16>) -> tensor<1x4096x128x1xbf16>
    %32 = stablehlo.add %30, %31 : tensor<1x4096x128x1xbf16>
    return %32 : tensor<1x4096x128x1xbf16>
  }
  func.func private @_var(%arg0: tensor<128x512x8xbf16>, %arg1: tensor<i32>) -> tensor<128x512x1xbf16> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<128x512x8xbf16>) -> tensor<128x512x8xf32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<128x512x8xf32>, tensor<f32>) -> tensor<128x512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<128x512xf32>) -> tensor<128x512x1xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x512x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<128x512x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<128x512x1xf32>) -> tensor<128x512x8xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<128x512x8xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<128x512x8xf32>
    %8 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.subtract %cst_0, %8 : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<128x512x8xf32>, tensor<f32>) -> tensor<128x512xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<128x512xf32>) -> tensor<128x512x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<128x512x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<128x512x1xf32>
    %14 = stablehlo.convert %13 : (tensor<128x512x1xf32>) -> tensor<128x512x1xbf16>
    %15 = stablehlo.compare GT, %9, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = call @_where(%15, %14, %cst) : (tensor<i1>, tensor<128x512x1xbf16>, tensor<f32>) -> tensor<128x512x1xbf16>
    return %16 : tensor<128x512x1xbf16>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<128x512x1xbf16>, %arg2: tensor<f32>) -> tensor<128x512x1xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<128x512x1xbf16>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<128x512x1xbf16>
    return %2 : tensor<128x512x1xbf16>
  }
}
