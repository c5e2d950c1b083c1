module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x4096x128xbf16>, %arg1: tensor<4x64x4096x128xbf16>, %arg2: tensor<4x64x4096x128xbf16>) -> (tensor<4x64x4096x128xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_2 = stablehlo.constant dense<8.837890e-02> : tensor<bf16>
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<4x64x4096x128xbf16>, tensor<4x64x4096x128xbf16>) -> tensor<4x64x4096x4096xbf16>
    %1 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x64x4096x4096xbf16>
    %2 = stablehlo.multiply %0, %1 : tensor<4x64x4096x4096xbf16>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %4 = call @tril(%3) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %5 = call @_where(%4, %2, %cst_1) : (tensor<4096x4096xi1>, tensor<4x64x4096x4096xbf16>, tensor<f32>) -> tensor<4x64x4096x4096xbf16>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<4x64x4096x4096xbf16>, tensor<bf16>) -> tensor<4x64x4096xbf16>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x64x4096xbf16>
    %8 = stablehlo.maximum %7, %6 : tensor<4x64x4096xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x64x4096xbf16>) -> tensor<4x64x4096x1xbf16>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<4x64x4096x1xbf16>) -> tensor<4x64x4096x4096xbf16>
    %11 = stablehlo.subtract %5, %10 : tensor<4x64x4096x4096xbf16>
    %12 = stablehlo.exponential %11 : tensor<4x64x4096x4096xbf16>
    %13 = stablehlo.convert %12 : (tensor<4x64x4096x4096xbf16>) -> tensor<4x64x4096x4096xf32>
    %14 = stablehlo.reduce(%13 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<4x64x4096x4096xf32>, tensor<f32>) -> tensor<4x64x4096xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<4x64x4096xf32>) -> tensor<4x64x4096x1xf32>
    %16 = stablehlo.convert %15 : (tensor<4x64x4096x1xf32>) -> tensor<4x64x4096x1xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<4x64x4096x1xbf16>) -> tensor<4x64x4096x4096xbf16>
    %18 = stablehlo.divide %12, %17 : tensor<4x64x4096x4096xbf16>
    %19 = stablehlo.dot_general %18, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<4x64x4096x4096xbf16>, tensor<4x64x4096x128xbf16>) -> tensor<4x64x4096x128xbf16>
    return %19 : tensor<4x64x4096x128xbf16>
  }
  func.func private @tril(%arg0: tensor<4096x4096xi1>) -> tensor<4096x4096xi1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<4096x4096xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4096x4096xi32>
    %2 = stablehlo.add %0, %1 : tensor<4096x4096xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4096x4096xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4096x4096xi1>, tensor<4096x4096xi1>
    return %6 : tensor<4096x4096xi1>
  }
  func.func private @_where(%arg0: tensor<4096x4096xi1>, %arg1: tensor<4x64x4096x4096xbf16>, %arg2: tensor<f32>) -> tensor<4x64x4096x4096xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<4096x4096xi1>) -> tensor<4x64x4096x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4x64x4096x4096xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x64x4096x4096xi1>, tensor<4x64x4096x4096xbf16>
    return %3 : tensor<4x64x4096x4096xbf16>
  }
}
