module @jit_reference attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<64x64x64xbf16>, %arg2: tensor<64x64x1xbf16>, %arg3: tensor<64x64xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64x64xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<64x64xbf16>, %arg8: tensor<64x64xbf16>, %arg9: tensor<64xbf16>) -> (tensor<64x64x64xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<64x64x1xbf16>) -> tensor<64x64x64xbf16>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64x64x64xbf16>
    %2 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %41 = stablehlo.dot_general %1, %arg3, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %1, %arg3, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %1, %arg3, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }) : (tensor<i32>) -> tensor<64x64x64xbf16>
    %4 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %41 = stablehlo.dot_general %1, %arg5, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %1, %arg5, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %1, %arg5, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }) : (tensor<i32>) -> tensor<64x64x64xbf16>
    %6 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %41 = stablehlo.negate %5 : tensor<64x64x64xbf16>
      %42 = stablehlo.exponential %41 : tensor<64x64x64xbf16>
      %43 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x64xbf16>
      %44 = stablehlo.add %43, %42 : tensor<64x64x64xbf16>
      %45 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x64xbf16>
      %46 = stablehlo.divide %45, %44 : tensor<64x64x64xbf16>
      stablehlo.return %46 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.negate %5 : tensor<64x64x64xbf16>
      %42 = stablehlo.exponential %41 : tensor<64x64x64xbf16>
      %43 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x64xbf16>
      %44 = stablehlo.add %43, %42 : tensor<64x64x64xbf16>
      %45 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x64xbf16>
      %46 = stablehlo.divide %45, %44 : tensor<64x64x64xbf16>
      stablehlo.return %46 : tensor<64x64x64xbf16>
    }) : (tensor<i32>) -> tensor<64x64x64xbf16>
    %8 = stablehlo.multiply %3, %7 : tensor<64x64x64xbf16>
    %9 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %10 = "stablehlo.case"(%9) ({
      %41 = stablehlo.dot_general %1, %arg4, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %1, %arg4, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %1, %arg4, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }) : (tensor<i32>) -> tensor<64x64x64xbf16>
    %11 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.case"(%11) ({
      %41 = stablehlo.dot_general %1, %arg6, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %1, %arg6, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %1, %arg6, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }) : (tensor<i32>) -> tensor<64x64x64xbf16>
    %13 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %14 = "stablehlo.case"(%13) ({
      %41 = stablehlo.negate %12 : tensor<64x64x64xbf16>
      %42 = stablehlo.exponential %41 : tensor<64x64x64xbf16>
      %43 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x64xbf16>
      %44 = stablehlo.add %43, %42 : tensor<64x64x64xbf16>
      %45 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x64xbf16>
      %46 = stablehlo.divide %45, %44 : tensor<64x64x64xbf16>
      stablehlo.return %46 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.negate %12 : tensor<64x64x64xbf16>
      %42 = stablehlo.exponential %41 : tensor<64x64x64xbf16>
      %43 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x64xbf16>
      %44 = stablehlo.add %43, %42 : tensor<64x64x64xbf16>
      %45 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x64xbf16>
      %46 = stablehlo.divide %45, %44 : tensor<64x64x64xbf16>
      stablehlo.return %46 : tensor<64x64x64xbf16>
    }) : (tensor<i32>) -> tensor<64x64x64xbf16>
    %15 = stablehlo.multiply %10, %14 : tensor<64x64x64xbf16>
    %16 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %17 = "stablehlo.case"(%16) ({
      %41 = stablehlo.dot_general %15, %8, batching_dims = [2] x [2], contracting_dims = [1] x [1] : (tensor<64x64x64xbf16>, tensor<64x64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %15, %8, batching_dims = [2] x [2], contracting_dims = [1] x [1] : (tensor<64x64x64xbf16>, tensor<64x64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %15, %8, batching_dims = [2] x [2], contracting_dims = [1] x [1] : (tensor<64x64x64xbf16>, tensor<64x64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }) : (tensor<i32>) -> tensor<64x64x64xbf16>
    %18 = stablehlo.transpose %17, dims = [2, 1, 0] : (tensor<64x64x64xbf16>) -> tensor<64x64x64xbf16>
    %19 = stablehlo.multiply %18, %18 : tensor<64x64x64xbf16>
    %20 = stablehlo.convert %19 : (tensor<64x64x64xbf16>) -> tensor<64x64x64xf32>
    %21 = stablehlo.reduce(%20 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<64x64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
    %23 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<64x64x1xf32>
    %25 = stablehlo.convert %24 : (tensor<64x64x1xf32>) -> tensor<64x64x1xbf16>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<64x64x1xbf16>
    %27 = stablehlo.add %25, %26 : tensor<64x64x1xbf16>
    %28 = stablehlo.sqrt %27 : tensor<64x64x1xbf16>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<64x64x1xbf16>) -> tensor<64x64x64xbf16>
    %30 = stablehlo.divide %18, %29 : tensor<64x64x64xbf16>
    %31 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<64x64x64xbf16>
    %33 = stablehlo.multiply %30, %32 : tensor<64x64x64xbf16>
    %34 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %35 = "stablehlo.case"(%34) ({
      %41 = stablehlo.dot_general %33, %arg7, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %33, %arg7, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %33, %arg7, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }) : (tensor<i32>) -> tensor<64x64x64xbf16>
    %36 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %37 = "stablehlo.case"(%36) ({
      %41 = stablehlo.dot_general %arg1, %arg8, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %arg1, %arg8, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.dot_general %arg1, %arg8, contracting_dims = [2] x [0] : (tensor<64x64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64x64xbf16>
      stablehlo.return %41 : tensor<64x64x64xbf16>
    }) : (tensor<i32>) -> tensor<64x64x64xbf16>
    %38 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %39 = "stablehlo.case"(%38) ({
      %41 = stablehlo.negate %37 : tensor<64x64x64xbf16>
      %42 = stablehlo.exponential %41 : tensor<64x64x64xbf16>
      %43 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x64xbf16>
      %44 = stablehlo.add %43, %42 : tensor<64x64x64xbf16>
      %45 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x64xbf16>
      %46 = stablehlo.divide %45, %44 : tensor<64x64x64xbf16>
      stablehlo.return %46 : tensor<64x64x64xbf16>
    }, {
      %41 = stablehlo.negate %37 : tensor<64x64x64xbf16>
      %42 = stablehlo.exponential %41 : tensor<64x64x64xbf16>
      %43 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x64xbf16>
      %44 = stablehlo.add %43, %42 : tensor<64x64x64xbf16>
      %45 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x64x64xbf16>
      %46 = stablehlo.divide %45, %44 : tensor<64x64x64xbf16>
      stablehlo.return %46 : tensor<64x64x64xbf16>
    }) : (tensor<i32>) -> tensor<64x64x64xbf16>
    %40 = stablehlo.multiply %35, %39 : tensor<64x64x64xbf16>
    return %40 : tensor<64x64x64xbf16>
  }
}
