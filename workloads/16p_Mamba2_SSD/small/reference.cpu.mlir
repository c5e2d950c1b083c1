module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x256x64xbf16>, %arg1: tensor<1x4x256x64xbf16>, %arg2: tensor<1x4x256x64xbf16>, %arg3: tensor<1x4x256xf32>) -> (tensor<1x4x256x64xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_2 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg3 : tensor<1x4x256xf32>
    %1 = stablehlo.exponential %0 : tensor<1x4x256xf32>
    %2 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x4x256xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x4x256xf32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x4x256xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x4x256xf32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4x256xf32>
    %7 = stablehlo.add %5, %6 : tensor<1x4x256xf32>
    %8 = stablehlo.log %7 : tensor<1x4x256xf32>
    %9 = call @cumsum(%8) : (tensor<1x4x256xf32>) -> tensor<1x4x256xf32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %11 = call @tril(%10) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %12 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x4x256xf32>) -> tensor<1x4x256x1xf32>
    %13 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 3] : (tensor<1x4x256xf32>) -> tensor<1x4x1x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x4x256x1xf32>) -> tensor<1x4x256x256xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x4x1x256xf32>) -> tensor<1x4x256x256xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<1x4x256x256xf32>
    %17 = call @_where(%11, %16, %cst_1) : (tensor<256x256xi1>, tensor<1x4x256x256xf32>, tensor<f32>) -> tensor<1x4x256x256xf32>
    %18 = stablehlo.exponential %17 : tensor<1x4x256x256xf32>
    %19 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x4x256x64xbf16>, tensor<1x4x256x64xbf16>) -> tensor<1x4x256x256xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<1x4x256x256xf32>
    %21 = stablehlo.reduce(%20 init: %cst_0) applies stablehlo.add across dimensions = [3] : (tensor<1x4x256x256xf32>, tensor<f32>) -> tensor<1x4x256xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x4x256xf32>) -> tensor<1x4x256x1xf32>
    %23 = stablehlo.abs %22 : tensor<1x4x256x1xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x256x1xf32>
    %25 = stablehlo.compare LT, %23, %24, FLOAT : (tensor<1x4x256x1xf32>, tensor<1x4x256x1xf32>) -> tensor<1x4x256x1xi1>
    %26 = call @_where_1(%25, %cst_3, %22) : (tensor<1x4x256x1xi1>, tensor<f32>, tensor<1x4x256x1xf32>) -> tensor<1x4x256x1xf32>
    %27 = stablehlo.abs %26 : tensor<1x4x256x1xf32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x4x256x1xf32>
    %29 = stablehlo.maximum %27, %28 : tensor<1x4x256x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x4x256x1xf32>) -> tensor<1x4x256x256xf32>
    %31 = stablehlo.divide %20, %30 : tensor<1x4x256x256xf32>
    %32 = stablehlo.convert %31 : (tensor<1x4x256x256xf32>) -> tensor<1x4x256x256xbf16>
    %33 = stablehlo.dot_general %32, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x4x256x256xbf16>, tensor<1x4x256x64xbf16>) -> tensor<1x4x256x64xbf16>
    return %33 : tensor<1x4x256x64xbf16>
  }
  func.func private @cumsum(%arg0: tensor<1x4x256xf32>) -> tensor<1x4x256xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<1x4x256xf32>) -> tensor<1x4x256xf32>
    return %0 : tensor<1x4x256xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<1x4x256xf32>) -> tensor<1x4x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[0, 0], [0, 0], [255, 0]]> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 1, 256>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x4x256xf32>, tensor<f32>) -> tensor<1x4x256xf32>
    return %1 : tensor<1x4x256xf32>
  }
  func.func private @tril(%arg0: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<1x4x256x256xf32>, %arg2: tensor<f32>) -> tensor<1x4x256x256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<1x4x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x256x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x4x256x256xi1>, tensor<1x4x256x256xf32>
    return %3 : tensor<1x4x256x256xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x4x256x1xi1>, %arg1: tensor<f32>, %arg2: tensor<1x4x256x1xf32>) -> tensor<1x4x256x1xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x256x1xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<1x4x256x1xi1>, tensor<1x4x256x1xf32>
    return %2 : tensor<1x4x256x1xf32>
  }
}
