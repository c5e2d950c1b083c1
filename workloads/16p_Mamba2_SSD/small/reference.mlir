module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<1x4x256x64xbf16>, %arg2: tensor<1x4x256x64xbf16>, %arg3: tensor<1x4x256x64xbf16>, %arg4: tensor<1x4x256xf32>) -> (tensor<1x4x256x64xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_2 = stablehlo.constant dense<true> : tensor<i1>
    %cst_3 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_6 : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }, {
      stablehlo.return %c_5 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %32 = stablehlo.negate %arg4 : tensor<1x4x256xf32>
      %33 = stablehlo.exponential %32 : tensor<1x4x256xf32>
      %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x4x256xf32>
      %35 = stablehlo.add %34, %33 : tensor<1x4x256xf32>
      %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x4x256xf32>
      %37 = stablehlo.divide %36, %35 : tensor<1x4x256xf32>
      stablehlo.return %37 : tensor<1x4x256xf32>
    }, {
      %32 = stablehlo.negate %arg4 : tensor<1x4x256xf32>
      %33 = stablehlo.exponential %32 : tensor<1x4x256xf32>
      %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x4x256xf32>
      %35 = stablehlo.add %34, %33 : tensor<1x4x256xf32>
      %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x4x256xf32>
      %37 = stablehlo.divide %36, %35 : tensor<1x4x256xf32>
      stablehlo.return %37 : tensor<1x4x256xf32>
    }) : (tensor<i32>) -> tensor<1x4x256xf32>
    %2 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x4x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x4x256xf32>
    %4 = stablehlo.log %3 : tensor<1x4x256xf32>
    %5 = call @cumsum(%arg0, %4) : (tensor<i32>, tensor<1x4x256xf32>) -> tensor<1x4x256xf32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %7 = call @tril(%arg0, %6) : (tensor<i32>, tensor<256x256xi1>) -> tensor<256x256xi1>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x4x256xf32>) -> tensor<1x4x256x1xf32>
    %9 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 3] : (tensor<1x4x256xf32>) -> tensor<1x4x1x256xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x4x256x1xf32>) -> tensor<1x4x256x256xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x4x1x256xf32>) -> tensor<1x4x256x256xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<1x4x256x256xf32>
    %13 = call @_where(%arg0, %7, %12, %cst_1) : (tensor<i32>, tensor<256x256xi1>, tensor<1x4x256x256xf32>, tensor<f32>) -> tensor<1x4x256x256xf32>
    %14 = stablehlo.exponential %13 : tensor<1x4x256x256xf32>
    %15 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.case"(%15) ({
      %32 = stablehlo.dot_general %arg1, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x4x256x64xbf16>, tensor<1x4x256x64xbf16>) -> tensor<1x4x256x256xf32>
      stablehlo.return %32 : tensor<1x4x256x256xf32>
    }, {
      %32 = stablehlo.dot_general %arg1, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x4x256x64xbf16>, tensor<1x4x256x64xbf16>) -> tensor<1x4x256x256xf32>
      stablehlo.return %32 : tensor<1x4x256x256xf32>
    }, {
      %32 = stablehlo.dot_general %arg1, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x4x256x64xbf16>, tensor<1x4x256x64xbf16>) -> tensor<1x4x256x256xf32>
      stablehlo.return %32 : tensor<1x4x256x256xf32>
    }) : (tensor<i32>) -> tensor<1x4x256x256xf32>
    %17 = stablehlo.multiply %16, %14 : tensor<1x4x256x256xf32>
    %18 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.add across dimensions = [3] : (tensor<1x4x256x256xf32>, tensor<f32>) -> tensor<1x4x256xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x4x256xf32>) -> tensor<1x4x256x1xf32>
    %20 = stablehlo.abs %19 : tensor<1x4x256x1xf32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x256x1xf32>
    %22 = stablehlo.compare LT, %20, %21, FLOAT : (tensor<1x4x256x1xf32>, tensor<1x4x256x1xf32>) -> tensor<1x4x256x1xi1>
    %23 = call @_where_1(%arg0, %22, %cst_4, %19) : (tensor<i32>, tensor<1x4x256x1xi1>, tensor<f32>, tensor<1x4x256x1xf32>) -> tensor<1x4x256x1xf32>
    %24 = stablehlo.abs %23 : tensor<1x4x256x1xf32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x4x256x1xf32>
    %26 = stablehlo.maximum %24, %25 : tensor<1x4x256x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x4x256x1xf32>) -> tensor<1x4x256x256xf32>
    %28 = stablehlo.divide %17, %27 : tensor<1x4x256x256xf32>
    %29 = stablehlo.convert %28 : (tensor<1x4x256x256xf32>) -> tensor<1x4x256x256xbf16>
    %30 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_5 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_6 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.case"(%30) ({
      %32 = stablehlo.dot_general %29, %arg3, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x4x256x256xbf16>, tensor<1x4x256x64xbf16>) -> tensor<1x4x256x64xbf16>
      stablehlo.return %32 : tensor<1x4x256x64xbf16>
    }, {
      %32 = stablehlo.dot_general %29, %arg3, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x4x256x256xbf16>, tensor<1x4x256x64xbf16>) -> tensor<1x4x256x64xbf16>
      stablehlo.return %32 : tensor<1x4x256x64xbf16>
    }, {
      %32 = stablehlo.dot_general %29, %arg3, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x4x256x256xbf16>, tensor<1x4x256x64xbf16>) -> tensor<1x4x256x64xbf16>
      stablehlo.return %32 : tensor<1x4x256x64xbf16>
    }) : (tensor<i32>) -> tensor<1x4x256x64xbf16>
    return %31 : tensor<1x4x256x64xbf16>
  }
  func.func private @cumsum(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<1x4x256xf32>) -> tensor<1x4x256xf32> {
    %0 = call @cumsum_0(%arg0, %arg1) : (tensor<i32>, tensor<1x4x256xf32>) -> tensor<1x4x256xf32>
    return %0 : tensor<1x4x256xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<i32>, %arg1: tensor<1x4x256xf32>) -> tensor<1x4x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_0 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_0 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
      %3:2 = stablehlo.composite "chlo.scan" %arg1, %2 ({
      ^bb0(%arg2: tensor<1x4xf32>, %arg3: tensor<1x4xf32>):
        %4 = stablehlo.add %arg2, %arg3 : tensor<1x4xf32>
        stablehlo.return %4, %4 : tensor<1x4xf32>, tensor<1x4xf32>
      }) {composite_attributes = {dimension = 2 : i64, is_associative = true, is_reverse = false, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>}, decomposition = @chlo.scan.impl, version = 1 : i32} : (tensor<1x4x256xf32>, tensor<1x4xf32>) -> (tensor<1x4x256xf32>, tensor<1x4xf32>)
      stablehlo.return %3#0 : tensor<1x4x256xf32>
    }, {
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
      %3 = "stablehlo.reduce_window"(%arg1, %2) <{padding = dense<[[0, 0], [0, 0], [255, 0]]> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 1, 256>}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %4 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %4 : tensor<f32>
      }) : (tensor<1x4x256xf32>, tensor<f32>) -> tensor<1x4x256xf32>
      stablehlo.return %3 : tensor<1x4x256xf32>
    }) : (tensor<i32>) -> tensor<1x4x256xf32>
    return %1 : tensor<1x4x256xf32>
  }
  func.func private @chlo.scan.impl(%arg0: tensor<1x4x256xf32>, %arg1: tensor<1x4xf32>) -> (tensor<1x4x256xf32>, tensor<1x4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.get_dimension_size %arg0, dim = 2 : (tensor<1x4x256xf32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x256xf32>
    %3:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %arg1, %iterArg_2 = %2) : tensor<i64>, tensor<1x4xf32>, tensor<1x4x256xf32>
    cond {
      %4 = stablehlo.compare LT, %iterArg, %1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.dynamic_slice %arg0, %c_0, %c_0, %iterArg, sizes = [1, 4, 1] : (tensor<1x4x256xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x4x1xf32>
      %5 = stablehlo.reshape %4 : (tensor<1x4x1xf32>) -> tensor<1x4xf32>
      %6 = stablehlo.add %5, %iterArg_1 : tensor<1x4xf32>
      %7 = stablehlo.reshape %6 : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
      %8 = stablehlo.dynamic_update_slice %iterArg_2, %7, %c_0, %c_0, %iterArg : (tensor<1x4x256xf32>, tensor<1x4x1xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x4x256xf32>
      %9 = stablehlo.add %iterArg, %c : tensor<i64>
      stablehlo.return %9, %6, %8 : tensor<i64>, tensor<1x4xf32>, tensor<1x4x256xf32>
    }
    return %3#2, %3#1 : tensor<1x4x256xf32>, tensor<1x4xf32>
  }
  func.func private @tril(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg1, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<256x256xi1>, %arg2: tensor<1x4x256x256xf32>, %arg3: tensor<f32>) -> tensor<1x4x256x256xf32> {
    %0 = stablehlo.convert %arg3 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<1x4x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x256x256xf32>
    %3 = stablehlo.select %1, %arg2, %2 : tensor<1x4x256x256xi1>, tensor<1x4x256x256xf32>
    return %3 : tensor<1x4x256x256xf32>
  }
  func.func private @_where_1(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<1x4x256x1xi1>, %arg2: tensor<f32>, %arg3: tensor<1x4x256x1xf32>) -> tensor<1x4x256x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x256x1xf32>
    %2 = stablehlo.select %arg1, %1, %arg3 : tensor<1x4x256x1xi1>, tensor<1x4x256x1xf32>
    return %2 : tensor<1x4x256x1xf32>
  }
}
