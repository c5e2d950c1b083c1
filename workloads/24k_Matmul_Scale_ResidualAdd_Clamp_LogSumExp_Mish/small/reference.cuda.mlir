module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<512xbf16>) -> (tensor<256x1xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x512xbf16>) -> tensor<256x512xbf16>
    %4 = stablehlo.add %1, %3 : tensor<256x512xbf16>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %6 = stablehlo.multiply %4, %5 : tensor<256x512xbf16>
    %7 = stablehlo.add %6, %6 : tensor<256x512xbf16>
    %8 = call @clip(%7, %cst_3, %cst_2) : (tensor<256x512xbf16>, tensor<f32>, tensor<f32>) -> tensor<256x512xbf16>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<256x512xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256xbf16>
    %11 = stablehlo.maximum %10, %9 : tensor<256xbf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %13 = stablehlo.is_finite %12 : (tensor<256x1xbf16>) -> tensor<256x1xi1>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x1xbf16>
    %15 = stablehlo.select %13, %12, %14 : tensor<256x1xi1>, tensor<256x1xbf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<256x1xbf16>) -> tensor<256x512xbf16>
    %17 = stablehlo.subtract %8, %16 : tensor<256x512xbf16>
    %18 = stablehlo.exponential %17 : tensor<256x512xbf16>
    %19 = stablehlo.convert %18 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %20 = stablehlo.reduce(%19 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %22 = stablehlo.convert %21 : (tensor<256x1xf32>) -> tensor<256x1xbf16>
    %23 = stablehlo.abs %22 : tensor<256x1xbf16>
    %24 = stablehlo.log %23 : tensor<256x1xbf16>
    %25 = stablehlo.add %24, %15 : tensor<256x1xbf16>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x1xbf16>
    %27 = stablehlo.maximum %25, %26 : tensor<256x1xbf16>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x1xbf16>
    %29 = stablehlo.subtract %25, %28 : tensor<256x1xbf16>
    %30 = stablehlo.compare NE, %29, %29, FLOAT : (tensor<256x1xbf16>, tensor<256x1xbf16>) -> tensor<256x1xi1>
    %31 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x1xbf16>
    %32 = stablehlo.add %25, %31 : tensor<256x1xbf16>
    %33 = stablehlo.abs %29 : tensor<256x1xbf16>
    %34 = stablehlo.negate %33 : tensor<256x1xbf16>
    %35 = stablehlo.exponential %34 : tensor<256x1xbf16>
    %36 = stablehlo.log_plus_one %35 : tensor<256x1xbf16>
    %37 = stablehlo.add %27, %36 : tensor<256x1xbf16>
    %38 = stablehlo.select %30, %32, %37 : tensor<256x1xi1>, tensor<256x1xbf16>
    %39 = stablehlo.tanh %38 : tensor<256x1xbf16>
    %40 = stablehlo.multiply %25, %39 : tensor<256x1xbf16>
    %41 = stablehlo.multiply %25, %40 : tensor<256x1xbf16>
    return %41 : tensor<256x1xbf16>
  }
  func.func private @clip(%arg0: tensor<256x512xbf16>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %2 = stablehlo.maximum %1, %arg0 : tensor<256x512xbf16>
    %3 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %5 = stablehlo.minimum %4, %2 : tensor<256x512xbf16>
    return %5 : tensor<256x512xbf16>
  }
}
