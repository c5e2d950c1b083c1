module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8192x4096xbf16>, %arg1: tensor<4096x128256xbf16>, %arg2: tensor<8192xi32>) -> (tensor<bf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8192x4096xbf16>, tensor<4096x128256xbf16>) -> tensor<8192x128256xbf16>
    %1 = call @log_softmax(%0) : (tensor<8192x128256xbf16>) -> tensor<8192x128256xbf16>
    %2 = call @_one_hot(%arg2) : (tensor<8192xi32>) -> tensor<8192x128256xbf16>
    %3 = stablehlo.multiply %2, %1 : tensor<8192x128256xbf16>
    %4 = stablehlo.convert %3 : (tensor<8192x128256xbf16>) -> tensor<8192x128256xf32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8192x128256xf32>, tensor<f32>) -> tensor<8192xf32>
    %6 = stablehlo.convert %5 : (tensor<8192xf32>) -> tensor<8192xbf16>
    %7 = stablehlo.negate %6 : tensor<8192xbf16>
    %8 = stablehlo.convert %7 : (tensor<8192xbf16>) -> tensor<8192xf32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8192xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.divide %9, %cst : tensor<f32>
    %11 = stablehlo.convert %10 : (tensor<f32>) -> tensor<bf16>
    return %11 : tensor<bf16>
  }
  func.func private @log_softmax(%arg0: tensor<8192x128256xbf16>) -> tensor<8192x128256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<8192x128256xbf16>, tensor<bf16>) -> tensor<8192xbf16>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8192xbf16>
    %2 = stablehlo.maximum %1, %0 : tensor<8192xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8192xbf16>) -> tensor<8192x1xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8192x1xbf16>) -> tensor<8192x128256xbf16>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8192x128256xbf16>
    %6 = stablehlo.exponential %5 : tensor<8192x128256xbf16>
    %7 = stablehlo.convert %6 : (tensor<8192x128256xbf16>) -> tensor<8192x128256xf32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8192x128256xf32>, tensor<f32>) -> tensor<8192xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<8192xf32>) -> tensor<8192x1xf32>
    %10 = stablehlo.convert %9 : (tensor<8192x1xf32>) -> tensor<8192x1xbf16>
    %11 = stablehlo.log %10 : tensor<8192x1xbf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8192x1xbf16>) -> tensor<8192x128256xbf16>
    %13 = stablehlo.subtract %5, %12 : tensor<8192x128256xbf16>
    return %13 : tensor<8192x128256xbf16>
  }
  func.func private @_one_hot(%arg0: tensor<8192xi32>) -> tensor<8192x128256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x128256xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8192x1xi32>) -> tensor<8192x128256xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x128256xi32>) -> tensor<8192x128256xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8192x128256xi32>, tensor<8192x128256xi32>) -> tensor<8192x128256xi1>
    %5 = stablehlo.convert %4 : (tensor<8192x128256xi1>) -> tensor<8192x128256xbf16>
    return %5 : tensor<8192x128256xbf16>
  }
}
