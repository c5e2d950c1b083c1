module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x8x128x128xbf16>, %arg1: tensor<64x8x3x3xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<64xbf16>) -> (tensor<128x1x126x126xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %cst_4 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_5 = stablehlo.constant dense<6.350400e+04> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<128x8x128x128xbf16>, tensor<64x8x3x3xbf16>) -> tensor<128x64x126x126xbf16>
    %1 = stablehlo.reshape %arg2 : (tensor<64xbf16>) -> tensor<1x64x1x1xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<128x64x126x126xbf16>
    %3 = stablehlo.add %0, %2 : tensor<128x64x126x126xbf16>
    %4 = stablehlo.reshape %3 : (tensor<128x64x126x126xbf16>) -> tensor<128x16x4x126x126xbf16>
    %5 = stablehlo.convert %4 : (tensor<128x16x4x126x126xbf16>) -> tensor<128x16x4x126x126xf32>
    %6 = stablehlo.reduce(%5 init: %cst_6) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<128x16x4x126x126xf32>, tensor<f32>) -> tensor<128x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<128x16xf32>) -> tensor<128x16x1x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<128x16x1x1x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<128x16x1x1x1xf32>
    %10 = stablehlo.convert %9 : (tensor<128x16x1x1x1xf32>) -> tensor<128x16x1x1x1xbf16>
    %11 = call @_var(%4, %c) : (tensor<128x16x4x126x126xbf16>, tensor<i32>) -> tensor<128x16x1x1x1xbf16>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3, 4] : (tensor<128x16x1x1x1xbf16>) -> tensor<128x16x4x126x126xbf16>
    %13 = stablehlo.subtract %4, %12 : tensor<128x16x4x126x126xbf16>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<128x16x1x1x1xbf16>
    %15 = stablehlo.add %11, %14 : tensor<128x16x1x1x1xbf16>
    %16 = stablehlo.sqrt %15 : tensor<128x16x1x1x1xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3, 4] : (tensor<128x16x1x1x1xbf16>) -> tensor<128x16x4x126x126xbf16>
    %18 = stablehlo.divide %13, %17 : tensor<128x16x4x126x126xbf16>
    %19 = stablehlo.reshape %18 : (tensor<128x16x4x126x126xbf16>) -> tensor<128x64x126x126xbf16>
    %20 = stablehlo.reshape %arg3 : (tensor<64xbf16>) -> tensor<1x64x1x1xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<128x64x126x126xbf16>
    %22 = stablehlo.multiply %19, %21 : tensor<128x64x126x126xbf16>
    %23 = stablehlo.reshape %arg4 : (tensor<64xbf16>) -> tensor<1x64x1x1xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xbf16>) -> tensor<128x64x126x126xbf16>
    %25 = stablehlo.add %22, %24 : tensor<128x64x126x126xbf16>
    %26 = stablehlo.tanh %25 : tensor<128x64x126x126xbf16>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<128x64x126x126xbf16>
    %28 = stablehlo.add %26, %27 : tensor<128x64x126x126xbf16>
    %29 = call @clip(%28, %cst_6, %cst_2) : (tensor<128x64x126x126xbf16>, tensor<f32>, tensor<f32>) -> tensor<128x64x126x126xbf16>
    %30 = stablehlo.multiply %26, %29 : tensor<128x64x126x126xbf16>
    %31 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<128x64x126x126xbf16>
    %32 = stablehlo.divide %30, %31 : tensor<128x64x126x126xbf16>
    %33 = stablehlo.add %3, %32 : tensor<128x64x126x126xbf16>
    %34 = stablehlo.reduce(%33 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<128x64x126x126xbf16>, tensor<bf16>) -> tensor<128x126x126xbf16>
    %35 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<128x126x126xbf16>
    %36 = stablehlo.maximum %35, %34 : tensor<128x126x126xbf16>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 2, 3] : (tensor<128x126x126xbf16>) -> tensor<128x1x126x126xbf16>
    %38 = stablehlo.is_finite %37 : (tensor<128x1x126x126xbf16>) -> tensor<128x1x126x126xi1>
    %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128x1x126x126xbf16>
    %40 = stablehlo.select %38, %37, %39 : tensor<128x1x126x126xi1>, tensor<128x1x126x126xbf16>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<128x1x126x126xbf16>) -> tensor<128x64x126x126xbf16>
    %42 = stablehlo.subtract %33, %41 : tensor<128x64x126x126xbf16>
    %43 = stablehlo.exponential %42 : tensor<128x64x126x126xbf16>
    %44 = stablehlo.convert %43 : (tensor<128x64x126x126xbf16>) -> tensor<128x64x126x126xf32>
    %45 = stablehlo.reduce(%44 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<128x64x126x126xf32>, tensor<f32>) -> tensor<128x126x126xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 2, 3] : (tensor<128x126x126xf32>) -> tensor<128x1x126x126xf32>
    %47 = stablehlo.convert %46 : (tensor<128x1x126x126xf32>) -> tensor<128x1x126x126xbf16>
    %48 = stablehlo.abs %47 : tensor<128x1x126x126xbf16>
    %49 = stablehlo.log %48 : tensor<128x1x126x126xbf16>
    %50 = stablehlo.add %49, %40 : tensor<128x1x126x126xbf16>
    return %50 : tensor<128x1x126x126xbf16>
  }
  func.func private @_var(%arg0: tensor<128x16x4x126x126xbf16>, %arg1: tensor<i32>) -> tensor<128x16x1x1x1xbf16> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.350400e+04> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<128x16x4x126x126xbf16>) -> tensor<128x16x4x126x126xf32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<128x16x4x126x126xf32>, tensor<f32>) -> tensor<128x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<128x16xf32>) -> tensor<128x16x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x16x1x1x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<128x16x1x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3, 4] : (tensor<128x16x1x1x1xf32>) -> tensor<128x16x4x126x126xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<128x16x4x126x126xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<128x16x4x126x126xf32>
    %8 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.subtract %cst_0, %8 : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<128x16x4x126x126xf32>, tensor<f32>) -> tensor<128x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<128x16xf32>) -> tensor<128x16x1x1x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<128x16x1x1x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<128x16x1x1x1xf32>
    %14 = stablehlo.convert %13 : (tensor<128x16x1x1x1xf32>) -> tensor<128x16x1x1x1xbf16>
    %15 = stablehlo.compare GT, %9, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = call @_where(%15, %14, %cst) : (tensor<i1>, tensor<128x16x1x1x1xbf16>, tensor<f32>) -> tensor<128x16x1x1x1xbf16>
    return %16 : tensor<128x16x1x1x1xbf16>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<128x16x1x1x1xbf16>, %arg2: tensor<f32>) -> tensor<128x16x1x1x1xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<128x16x1x1x1xbf16>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<128x16x1x1x1xbf16>
    return %2 : tensor<128x16x1x1x1xbf16>
  }
  func.func private @clip(%arg0: tensor<128x64x126x126xbf16>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<128x64x126x126xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<128x64x126x126xbf16>
    %2 = stablehlo.maximum %1, %arg0 : tensor<128x64x126x126xbf16>
    %3 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<bf16>) -> tensor<128x64x126x126xbf16>
    %5 = stablehlo.minimum %4, %2 : tensor<128x64x126x126xbf16>
    return %5 : tensor<128x64x126x126xbf16>
  }
}
