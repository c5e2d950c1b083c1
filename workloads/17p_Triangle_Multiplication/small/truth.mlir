module @jit_truth attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<64x64x64xbf16>, %arg2: tensor<64x64x1xbf16>, %arg3: tensor<64x64xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64x64xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<64x64xbf16>, %arg8: tensor<64x64xbf16>, %arg9: tensor<64xbf16>) -> (tensor<64x64x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : (tensor<64x64x64xbf16>) -> tensor<64x64x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<64x64x1xbf16>) -> tensor<64x64x1xf32>
    %2 = stablehlo.convert %arg3 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %3 = stablehlo.convert %arg4 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %4 = stablehlo.convert %arg5 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %5 = stablehlo.convert %arg6 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %6 = stablehlo.convert %arg7 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %7 = stablehlo.convert %arg8 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %8 = stablehlo.convert %arg9 : (tensor<64xbf16>) -> tensor<64xf32>
    %9 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<64x64x1xf32>) -> tensor<64x64x64xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<64x64x64xf32>
    %11 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.case"(%11) ({
      %48 = stablehlo.dot_general %10, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %10, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %10, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }) : (tensor<i32>) -> tensor<64x64x64xf32>
    %13 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %14 = "stablehlo.case"(%13) ({
      %48 = stablehlo.dot_general %10, %4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %10, %4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %10, %4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }) : (tensor<i32>) -> tensor<64x64x64xf32>
    %15 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.case"(%15) ({
      %48 = stablehlo.negate %14 : tensor<64x64x64xf32>
      %49 = stablehlo.exponential %48 : tensor<64x64x64xf32>
      %50 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %51 = stablehlo.add %50, %49 : tensor<64x64x64xf32>
      %52 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %53 = stablehlo.divide %52, %51 : tensor<64x64x64xf32>
      stablehlo.return %53 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.negate %14 : tensor<64x64x64xf32>
      %49 = stablehlo.exponential %48 : tensor<64x64x64xf32>
      %50 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %51 = stablehlo.add %50, %49 : tensor<64x64x64xf32>
      %52 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %53 = stablehlo.divide %52, %51 : tensor<64x64x64xf32>
      stablehlo.return %53 : tensor<64x64x64xf32>
    }) : (tensor<i32>) -> tensor<64x64x64xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<64x64x64xf32>
    %18 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %19 = "stablehlo.case"(%18) ({
      %48 = stablehlo.dot_general %10, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %10, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %10, %3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }) : (tensor<i32>) -> tensor<64x64x64xf32>
    %20 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.case"(%20) ({
      %48 = stablehlo.dot_general %10, %5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %10, %5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %10, %5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }) : (tensor<i32>) -> tensor<64x64x64xf32>
    %22 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %23 = "stablehlo.case"(%22) ({
      %48 = stablehlo.negate %21 : tensor<64x64x64xf32>
      %49 = stablehlo.exponential %48 : tensor<64x64x64xf32>
      %50 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %51 = stablehlo.add %50, %49 : tensor<64x64x64xf32>
      %52 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %53 = stablehlo.divide %52, %51 : tensor<64x64x64xf32>
      stablehlo.return %53 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.negate %21 : tensor<64x64x64xf32>
      %49 = stablehlo.exponential %48 : tensor<64x64x64xf32>
      %50 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %51 = stablehlo.add %50, %49 : tensor<64x64x64xf32>
      %52 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %53 = stablehlo.divide %52, %51 : tensor<64x64x64xf32>
      stablehlo.return %53 : tensor<64x64x64xf32>
    }) : (tensor<i32>) -> tensor<64x64x64xf32>
    %24 = stablehlo.multiply %19, %23 : tensor<64x64x64xf32>
    %25 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.case"(%25) ({
      %48 = stablehlo.dot_general %24, %17, batching_dims = [2] x [2], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %24, %17, batching_dims = [2] x [2], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %24, %17, batching_dims = [2] x [2], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }) : (tensor<i32>) -> tensor<64x64x64xf32>
    %27 = stablehlo.transpose %26, dims = [2, 1, 0] : (tensor<64x64x64xf32>) -> tensor<64x64x64xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<64x64x64xf32>
    %29 = stablehlo.reduce(%28 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<64x64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
    %31 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64x1xf32>
    %32 = stablehlo.divide %30, %31 : tensor<64x64x1xf32>
    %33 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64x1xf32>
    %34 = stablehlo.add %32, %33 : tensor<64x64x1xf32>
    %35 = stablehlo.sqrt %34 : tensor<64x64x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<64x64x1xf32>) -> tensor<64x64x64xf32>
    %37 = stablehlo.divide %27, %36 : tensor<64x64x64xf32>
    %38 = stablehlo.broadcast_in_dim %8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<64x64x64xf32>
    %40 = stablehlo.multiply %37, %39 : tensor<64x64x64xf32>
    %41 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %42 = "stablehlo.case"(%41) ({
      %48 = stablehlo.dot_general %40, %6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %40, %6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %40, %6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }) : (tensor<i32>) -> tensor<64x64x64xf32>
    %43 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_4 : tensor<i32>
    }, {
      stablehlo.return %c_3 : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %44 = "stablehlo.case"(%43) ({
      %48 = stablehlo.dot_general %0, %7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %0, %7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.dot_general %0, %7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x64xf32>, tensor<64x64xf32>) -> tensor<64x64x64xf32>
      stablehlo.return %48 : tensor<64x64x64xf32>
    }) : (tensor<i32>) -> tensor<64x64x64xf32>
    %45 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c : tensor<i32>
    }, {
      stablehlo.return %c_4 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %46 = "stablehlo.case"(%45) ({
      %48 = stablehlo.negate %44 : tensor<64x64x64xf32>
      %49 = stablehlo.exponential %48 : tensor<64x64x64xf32>
      %50 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %51 = stablehlo.add %50, %49 : tensor<64x64x64xf32>
      %52 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %53 = stablehlo.divide %52, %51 : tensor<64x64x64xf32>
      stablehlo.return %53 : tensor<64x64x64xf32>
    }, {
      %48 = stablehlo.negate %44 : tensor<64x64x64xf32>
      %49 = stablehlo.exponential %48 : tensor<64x64x64xf32>
      %50 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %51 = stablehlo.add %50, %49 : tensor<64x64x64xf32>
      %52 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
      %53 = stablehlo.divide %52, %51 : tensor<64x64x64xf32>
      stablehlo.return %53 : tensor<64x64x64xf32>
    }) : (tensor<i32>) -> tensor<64x64x64xf32>
    %47 = stablehlo.multiply %42, %46 : tensor<64x64x64xf32>
    return %47 : tensor<64x64x64xf32>
  }
}
