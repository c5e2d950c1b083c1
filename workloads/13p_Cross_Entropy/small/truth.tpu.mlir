module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x256xbf16>, %arg1: tensor<256x1920xbf16>, %arg2: tensor<128xi32>) -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %1 = stablehlo.convert %arg1 : (tensor<256x1920xbf16>) -> tensor<256x1920xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<128x256xf32>, tensor<256x1920xf32>) -> tensor<128x1920xf32>
    %3 = call @log_softmax(%2) : (tensor<128x1920xf32>) -> tensor<128x1920xf32>
    %4 = call @_one_hot(%arg2) : (tensor<128xi32>) -> tensor<128x1920xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<128x1920xf32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<128x1920xf32>, tensor<f32>) -> tensor<128xf32>
    %7 = stablehlo.negate %6 : tensor<128xf32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.divide %8, %cst : tensor<f32>
    return %9 : tensor<f32>
  }
  func.func private @log_softmax(%arg0: tensor<128x1920xf32>) -> tensor<128x1920xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<128x1920xf32>, tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x1920xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<128x1920xf32>
    %6 = stablehlo.exponential %5 : tensor<128x1920xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<128x1920xf32>, tensor<f32>) -> tensor<128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %9 = stablehlo.log %8 : tensor<128x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x1920xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<128x1920xf32>
    return %11 : tensor<128x1920xf32>
  }
  func.func private @_one_hot(%arg0: tensor<128xi32>) -> tensor<128x1920xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x1920xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x1920xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1920xi32>) -> tensor<128x1920xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<128x1920xi32>, tensor<128x1920xi32>) -> tensor<128x1920xi1>
    %5 = stablehlo.convert %4 : (tensor<128x1920xi1>) -> tensor<128x1920xf32>
    return %5 : tensor<128x1920xf32>
  }
}
