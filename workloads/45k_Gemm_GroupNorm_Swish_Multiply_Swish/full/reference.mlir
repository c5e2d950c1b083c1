module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x8192xbf16>, %arg2: tensor<8192x8192xbf16>, %arg3: tensor<8192xbf16>, %arg4: tensor<8192xbf16>, %arg5: tensor<8192xbf16>, %arg6: tensor<8192xbf16>) -> (tensor<4096x8192xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<1.001360e-05> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
    %1 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %37 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %37 : tensor<4096x8192xbf16>
    }, {
      %37 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %37 : tensor<4096x8192xbf16>
    }, {
      %37 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<4096x8192xbf16>
      stablehlo.return %37 : tensor<4096x8192xbf16>
    }) : (tensor<i32>) -> tensor<4096x8192xbf16>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %5 = stablehlo.add %2, %4 : tensor<4096x8192xbf16>
    %6 = stablehlo.reshape %5 : (tensor<4096x8192xbf16>) -> tensor<4096x256x32xbf16>
    %7 = stablehlo.convert %6 : (tensor<4096x256x32xbf16>) -> tensor<4096x256x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4096x256x32xf32>, tensor<f32>) -> tensor<4096x256xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4096x256xf32>) -> tensor<4096x256x1xf32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x256x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<4096x256x1xf32>
    %12 = stablehlo.convert %11 : (tensor<4096x256x1xf32>) -> tensor<4096x256x1xbf16>
    %13 = call @_var(%arg0, %6, %c_4) : (tensor<i32>, tensor<4096x256x32xbf16>, tensor<i32>) -> tensor<4096x256x1xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<4096x256x1xbf16>) -> tensor<4096x256x32xbf16>
    %15 = stablehlo.subtract %6, %14 : tensor<4096x256x32xbf16>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4096x256x1xbf16>
    %17 = stablehlo.add %13, %16 : tensor<4096x256x1xbf16>
    %18 = stablehlo.sqrt %17 : tensor<4096x256x1xbf16>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<4096x256x1xbf16>) -> tensor<4096x256x32xbf16>
    %20 = stablehlo.divide %15, %19 : tensor<4096x256x32xbf16>
    %21 = stablehlo.reshape %20 : (tensor<4096x256x32xbf16>) -> tensor<4096x8192xbf16>
    %22 = stablehlo.reshape %arg4 : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %24 = stablehlo.multiply %21, %23 : tensor<4096x8192xbf16>
    %25 = stablehlo.reshape %arg5 : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %27 = stablehlo.add %24, %26 : tensor<4096x8192xbf16>
    %28 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %29 = "stablehlo.case"(%28) ({
      %37 = stablehlo.negate %27 : tensor<4096x8192xbf16>
      %38 = stablehlo.exponential %37 : tensor<4096x8192xbf16>
      %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
      %40 = stablehlo.add %39, %38 : tensor<4096x8192xbf16>
      %41 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
      %42 = stablehlo.divide %41, %40 : tensor<4096x8192xbf16>
      stablehlo.return %42 : tensor<4096x8192xbf16>
    }, {
      %37 = stablehlo.negate %27 : tensor<4096x8192xbf16>
      %38 = stablehlo.exponential %37 : tensor<4096x8192xbf16>
      %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
      %40 = stablehlo.add %39, %38 : tensor<4096x8192xbf16>
      %41 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
      %42 = stablehlo.divide %41, %40 : tensor<4096x8192xbf16>
      stablehlo.return %42 : tensor<4096x8192xbf16>
    }) : (tensor<i32>) -> tensor<4096x8192xbf16>
    %30 = stablehlo.multiply %27, %29 : tensor<4096x8192xbf16>
    %31 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<4096x8192xbf16>
    %33 = stablehlo.multiply %30, %32 : tensor<4096x8192xbf16>
    %34 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %35 = "stablehlo.case"(%34) ({
      %37 = stablehlo.negate %33 : tensor<4096x8192xbf16>
      %38 = stablehlo.exponential %37 : tensor<4096x8192xbf16>
      %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
      %40 = stablehlo.add %39, %38 : tensor<4096x8192xbf16>
      %41 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
      %42 = stablehlo.divide %41, %40 : tensor<4096x8192xbf16>
      stablehlo.return %42 : tensor<4096x8192xbf16>
    }, {
      %37 = stablehlo.negate %33 : tensor<4096x8192xbf16>
      %38 = stablehlo.exponential %37 : tensor<4096x8192xbf16>
      %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
      %40 = stablehlo.add %39, %38 : tensor<4096x8192xbf16>
      %41 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x8192xbf16>
      %42 = stablehlo.divide %41, %40 : tensor<4096x8192xbf16>
      stablehlo.return %42 : tensor<4096x8192xbf16>
    }) : (tensor<i32>) -> tensor<4096x8192xbf16>
    %36 = stablehlo.multiply %33, %35 : tensor<4096x8192xbf16>
    return %36 : tensor<4096x8192xbf16>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4096x256x32xbf16>, %arg2: tensor<i32>) -> tensor<4096x256x1xbf16> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg1 : (tensor<4096x256x32xbf16>) -> tensor<4096x256x32xf32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4096x256x32xf32>, tensor<f32>) -> tensor<4096x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4096x256xf32>) -> tensor<4096x256x1xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x256x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4096x256x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<4096x256x1xf32>) -> tensor<4096x256x32xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4096x256x32xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<4096x256x32xf32>
    %8 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.subtract %cst_0, %8 : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4096x256x32xf32>, tensor<f32>) -> tensor<4096x256xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4096x256xf32>) -> tensor<4096x256x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4096x256x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4096x256x1xf32>
    %14 = stablehlo.convert %13 : (tensor<4096x256x1xf32>) -> tensor<4096x256x1xbf16>
    %15 = stablehlo.compare GT, %9, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = call @_where(%arg0, %15, %14, %cst) : (tensor<i32>, tensor<i1>, tensor<4096x256x1xbf16>, tensor<f32>) -> tensor<4096x256x1xbf16>
    return %16 : tensor<4096x256x1xbf16>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<i1>, %arg2: tensor<4096x256x1xbf16>, %arg3: tensor<f32>) -> tensor<4096x256x1xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<4096x256x1xbf16>
    %2 = stablehlo.select %arg1, %arg2, %1 : tensor<i1>, tensor<4096x256x1xbf16>
    return %2 : tensor<4096x256x1xbf16>
  }
}
