module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x32x128xbf16>, %arg2: tensor<128x8xbf16>, %arg3: tensor<8x128x256xbf16>, %arg4: tensor<8x128x256xbf16>, %arg5: tensor<8x256x128xbf16>) -> (tensor<2x32x128xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %34 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [2] x [0] : (tensor<2x32x128xbf16>, tensor<128x8xbf16>) -> tensor<2x32x8xbf16>
      stablehlo.return %34 : tensor<2x32x8xbf16>
    }, {
      %34 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [2] x [0] : (tensor<2x32x128xbf16>, tensor<128x8xbf16>) -> tensor<2x32x8xbf16>
      stablehlo.return %34 : tensor<2x32x8xbf16>
    }, {
      %34 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [2] x [0] : (tensor<2x32x128xbf16>, tensor<128x8xbf16>) -> tensor<2x32x8xbf16>
      stablehlo.return %34 : tensor<2x32x8xbf16>
    }) : (tensor<i32>) -> tensor<2x32x8xbf16>
    %2:2 = stablehlo.composite "chlo.top_k" %1 {composite_attributes = {is_stable = true, k = 2 : i64}, decomposition = @chlo.top_k.impl, version = 1 : i32} : (tensor<2x32x8xbf16>) -> (tensor<2x32x2xbf16>, tensor<2x32x2xi32>)
    %3 = stablehlo.reduce(%2#0 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<2x32x2xbf16>, tensor<bf16>) -> tensor<2x32xbf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x32xbf16>
    %5 = stablehlo.maximum %4, %3 : tensor<2x32xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x32xbf16>) -> tensor<2x32x1xbf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x2xbf16>
    %8 = stablehlo.subtract %2#0, %7 : tensor<2x32x2xbf16>
    %9 = stablehlo.exponential %8 : tensor<2x32x2xbf16>
    %10 = stablehlo.convert %9 : (tensor<2x32x2xbf16>) -> tensor<2x32x2xf32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x2xf32>, tensor<f32>) -> tensor<2x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %13 = stablehlo.convert %12 : (tensor<2x32x1xf32>) -> tensor<2x32x1xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x32x1xbf16>) -> tensor<2x32x2xbf16>
    %15 = stablehlo.divide %9, %14 : tensor<2x32x2xbf16>
    %16 = call @_one_hot(%arg0, %2#1) : (tensor<i32>, tensor<2x32x2xi32>) -> tensor<2x32x2x8xbf16>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x32x2xbf16>) -> tensor<2x32x2x1xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<2x32x2x1xbf16>) -> tensor<2x32x2x8xbf16>
    %19 = stablehlo.multiply %16, %18 : tensor<2x32x2x8xbf16>
    %20 = stablehlo.convert %19 : (tensor<2x32x2x8xbf16>) -> tensor<2x32x2x8xf32>
    %21 = stablehlo.reduce(%20 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x2x8xf32>, tensor<f32>) -> tensor<2x32x8xf32>
    %22 = stablehlo.convert %21 : (tensor<2x32x8xf32>) -> tensor<2x32x8xbf16>
    %23 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %24 = "stablehlo.case"(%23) ({
      %34 = stablehlo.dot_general %arg1, %arg3, contracting_dims = [2] x [1] : (tensor<2x32x128xbf16>, tensor<8x128x256xbf16>) -> tensor<2x32x8x256xbf16>
      stablehlo.return %34 : tensor<2x32x8x256xbf16>
    }, {
      %34 = stablehlo.dot_general %arg1, %arg3, contracting_dims = [2] x [1] : (tensor<2x32x128xbf16>, tensor<8x128x256xbf16>) -> tensor<2x32x8x256xbf16>
      stablehlo.return %34 : tensor<2x32x8x256xbf16>
    }, {
      %34 = stablehlo.dot_general %arg1, %arg3, contracting_dims = [2] x [1] : (tensor<2x32x128xbf16>, tensor<8x128x256xbf16>) -> tensor<2x32x8x256xbf16>
      stablehlo.return %34 : tensor<2x32x8x256xbf16>
    }) : (tensor<i32>) -> tensor<2x32x8x256xbf16>
    %25 = call @silu(%arg0, %24) : (tensor<i32>, tensor<2x32x8x256xbf16>) -> tensor<2x32x8x256xbf16>
    %26 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %27 = "stablehlo.case"(%26) ({
      %34 = stablehlo.dot_general %arg1, %arg4, contracting_dims = [2] x [1] : (tensor<2x32x128xbf16>, tensor<8x128x256xbf16>) -> tensor<2x32x8x256xbf16>
      stablehlo.return %34 : tensor<2x32x8x256xbf16>
    }, {
      %34 = stablehlo.dot_general %arg1, %arg4, contracting_dims = [2] x [1] : (tensor<2x32x128xbf16>, tensor<8x128x256xbf16>) -> tensor<2x32x8x256xbf16>
      stablehlo.return %34 : tensor<2x32x8x256xbf16>
    }, {
      %34 = stablehlo.dot_general %arg1, %arg4, contracting_dims = [2] x [1] : (tensor<2x32x128xbf16>, tensor<8x128x256xbf16>) -> tensor<2x32x8x256xbf16>
      stablehlo.return %34 : tensor<2x32x8x256xbf16>
    }) : (tensor<i32>) -> tensor<2x32x8x256xbf16>
    %28 = stablehlo.multiply %25, %27 : tensor<2x32x8x256xbf16>
    %29 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %30 = "stablehlo.case"(%29) ({
      %34 = stablehlo.dot_general %arg5, %28, batching_dims = [0] x [2], contracting_dims = [1] x [3] : (tensor<8x256x128xbf16>, tensor<2x32x8x256xbf16>) -> tensor<8x128x2x32xbf16>
      stablehlo.return %34 : tensor<8x128x2x32xbf16>
    }, {
      %34 = stablehlo.dot_general %arg5, %28, batching_dims = [0] x [2], contracting_dims = [1] x [3] : (tensor<8x256x128xbf16>, tensor<2x32x8x256xbf16>) -> tensor<8x128x2x32xbf16>
      stablehlo.return %34 : tensor<8x128x2x32xbf16>
    }, {
      %34 = stablehlo.dot_general %arg5, %28, batching_dims = [0] x [2], contracting_dims = [1] x [3] : (tensor<8x256x128xbf16>, tensor<2x32x8x256xbf16>) -> tensor<8x128x2x32xbf16>
      stablehlo.return %34 : tensor<8x128x2x32xbf16>
    }) : (tensor<i32>) -> tensor<8x128x2x32xbf16>
    %31 = stablehlo.transpose %30, dims = [2, 3, 0, 1] : (tensor<8x128x2x32xbf16>) -> tensor<2x32x8x128xbf16>
    %32 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_2 : tensor<i32>
    }, {
      stablehlo.return %c_1 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %33 = "stablehlo.case"(%32) ({
      %34 = stablehlo.dot_general %31, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<2x32x8x128xbf16>, tensor<2x32x8xbf16>) -> tensor<2x32x128xbf16>
      stablehlo.return %34 : tensor<2x32x128xbf16>
    }, {
      %34 = stablehlo.dot_general %31, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<2x32x8x128xbf16>, tensor<2x32x8xbf16>) -> tensor<2x32x128xbf16>
      stablehlo.return %34 : tensor<2x32x128xbf16>
    }, {
      %34 = stablehlo.dot_general %31, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<2x32x8x128xbf16>, tensor<2x32x8xbf16>) -> tensor<2x32x128xbf16>
      stablehlo.return %34 : tensor<2x32x128xbf16>
    }) : (tensor<i32>) -> tensor<2x32x128xbf16>
    return %33 : tensor<2x32x128xbf16>
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
  func.func private @_one_hot(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x32x2xi32>) -> tensor<2x32x2x8xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x32x2xi32>) -> tensor<2x32x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x32x2x1xi32>) -> tensor<2x32x2x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xi32>) -> tensor<2x32x2x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x32x2x8xi32>, tensor<2x32x2x8xi32>) -> tensor<2x32x2x8xi1>
    %5 = stablehlo.convert %4 : (tensor<2x32x2x8xi1>) -> tensor<2x32x2x8xbf16>
    return %5 : tensor<2x32x2x8xbf16>
  }
  func.func private @silu(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<2x32x8x256xbf16>) -> tensor<2x32x8x256xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %3 = stablehlo.negate %arg1 : tensor<2x32x8x256xbf16>
      %4 = stablehlo.exponential %3 : tensor<2x32x8x256xbf16>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x32x8x256xbf16>
      %6 = stablehlo.add %5, %4 : tensor<2x32x8x256xbf16>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x32x8x256xbf16>
      %8 = stablehlo.divide %7, %6 : tensor<2x32x8x256xbf16>
      stablehlo.return %8 : tensor<2x32x8x256xbf16>
    }, {
      %3 = stablehlo.negate %arg1 : tensor<2x32x8x256xbf16>
      %4 = stablehlo.exponential %3 : tensor<2x32x8x256xbf16>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x32x8x256xbf16>
      %6 = stablehlo.add %5, %4 : tensor<2x32x8x256xbf16>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x32x8x256xbf16>
      %8 = stablehlo.divide %7, %6 : tensor<2x32x8x256xbf16>
      stablehlo.return %8 : tensor<2x32x8x256xbf16>
    }) : (tensor<i32>) -> tensor<2x32x8x256xbf16>
    %2 = stablehlo.multiply %arg1, %1 : tensor<2x32x8x256xbf16>
    return %2 : tensor<2x32x8x256xbf16>
  }
}
