module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x32x128xbf16>, %arg1: tensor<128x8xbf16>, %arg2: tensor<8x128x256xbf16>, %arg3: tensor<8x128x256xbf16>, %arg4: tensor<8x256x128xbf16>) -> (tensor<2x32x128xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0] : (tensor<2x32x128xbf16>, tensor<128x8xbf16>) -> tensor<2x32x8xbf16>
    %1:2 = stablehlo.composite "chlo.top_k" %0 {composite_attributes = {is_stable = true, k = 2 : i64}, decomposition = @chlo.top_k.impl, version = 1 : i32} : (tensor<2x32x8xbf16>) -> (tensor<2x32x2xbf16>, tensor<2x32x2xi32>)
    %2 = stablehlo.reduce(%1#0 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<2x32x2xbf16>, tensor<bf16>) -> tensor<2x32xbf16>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x32xbf16>
    %4 = stablehlo.maximum %3, %2 : tensor<2x32xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xbf16>) -> tensor<2x32x1xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x2xbf16>
    %7 = stablehlo.subtract %1#0, %6 : tensor<2x32x2xbf16>
    %8 = stablehlo.exponential %7 : tensor<2x32x2xbf16>
    %9 = stablehlo.convert %8 : (tensor<2x32x2xbf16>) -> tensor<2x32x2xf32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x2xf32>, tensor<f32>) -> tensor<2x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %12 = stablehlo.convert %11 : (tensor<2x32x1xf32>) -> tensor<2x32x1xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x2xbf16>
    %14 = stablehlo.divide %8, %13 : tensor<2x32x2xbf16>
    %15 = call @_one_hot(%1#1) : (tensor<2x32x2xi32>) -> tensor<2x32x2x8xbf16>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x32x2xbf16>) -> tensor<2x32x2x1xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<2x32x2x1xbf16>) -> tensor<2x32x2x8xbf16>
    %18 = stablehlo.multiply %15, %17 : tensor<2x32x2x8xbf16>
    %19 = stablehlo.convert %18 : (tensor<2x32x2x8xbf16>) -> tensor<2x32x2x8xf32>
    %20 = stablehlo.reduce(%19 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x2x8xf32>, tensor<f32>) -> tensor<2x32x8xf32>
    %21 = stablehlo.convert %20 : (tensor<2x32x8xf32>) -> tensor<2x32x8xbf16>
    %22 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [1] : (tensor<2x32x128xbf16>, tensor<8x128x256xbf16>) -> tensor<2x32x8x256xbf16>
    %23 = call @silu(%22) : (tensor<2x32x8x256xbf16>) -> tensor<2x32x8x256xbf16>
    %24 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [1] : (tensor<2x32x128xbf16>, tensor<8x128x256xbf16>) -> tensor<2x32x8x256xbf16>
    %25 = stablehlo.multiply %23, %24 : tensor<2x32x8x256xbf16>
    %26 = stablehlo.dot_general %arg4, %25, batching_dims = [0] x [2], contracting_dims = [1] x [3] : (tensor<8x256x128xbf16>, tensor<2x32x8x256xbf16>) -> tensor<8x128x2x32xbf16>
    %27 = stablehlo.transpose %26, dims = [2, 3, 0, 1] : (tensor<8x128x2x32xbf16>) -> tensor<2x32x8x128xbf16>
    %28 = stablehlo.dot_general %27, %21, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<2x32x8x128xbf16>, tensor<2x32x8xbf16>) -> tensor<2x32x128xbf16>
    return %28 : tensor<2x32x128xbf16>
  }
  func.func private @chlo.top_k.impl(%arg0: tensor<2x32x8xbf16>) -> (tensor<2x32x2xbf16>, tensor<2x32x2xi32>) {
    %0 = stablehlo.iota dim = 2 : tensor<2x32x8xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<2x32x8xbf16>, tensor<2x32x8xi32>) -> (tensor<2x32x8xbf16>, tensor<2x32x8xi32>)
    %2 = stablehlo.slice %1#0 [0:2, 0:32, 0:2] : (tensor<2x32x8xbf16>) -> tensor<2x32x2xbf16>
    %3 = stablehlo.slice %1#1 [0:2, 0:32, 0:2] : (tensor<2x32x8xi32>) -> tensor<2x32x2xi32>
    return %2, %3 : tensor<2x32x2xbf16>, tensor<2x32x2xi32>
  }
  func.func private @_one_hot(%arg0: tensor<2x32x2xi32>) -> tensor<2x32x2x8xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<2x32x2xi32>) -> tensor<2x32x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x32x2x1xi32>) -> tensor<2x32x2x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xi32>) -> tensor<2x32x2x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x32x2x8xi32>, tensor<2x32x2x8xi32>) -> tensor<2x32x2x8xi1>
    %5 = stablehlo.convert %4 : (tensor<2x32x2x8xi1>) -> tensor<2x32x2x8xbf16>
    return %5 : tensor<2x32x2x8xbf16>
  }
  func.func private @silu(%arg0: tensor<2x32x8x256xbf16>) -> tensor<2x32x8x256xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %0 = stablehlo.negate %arg0 : tensor<2x32x8x256xbf16>
    %1 = stablehlo.exponential %0 : tensor<2x32x8x256xbf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x32x8x256xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2x32x8x256xbf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x32x8x256xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2x32x8x256xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x32x8x256xbf16>
    return %6 : tensor<2x32x8x256xbf16>
  }
}
