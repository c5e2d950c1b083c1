module @jit_ragged_dot attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x256xbf16>, %arg1: tensor<8x256x256xbf16>, %arg2: tensor<8xi32>) -> (tensor<1024x256xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.composite "chlo.ragged_dot" %arg0, %arg1, %arg2 {composite_attributes = {precision_config = ["DEFAULT", "DEFAULT"], ragged_dot_dimension_numbers = [dense<> : tensor<0xi64>, dense<> : tensor<0xi64>, dense<1> : tensor<1xi64>, dense<1> : tensor<1xi64>, dense<0> : tensor<1xi64>, dense<0> : tensor<1xi64>]}, decomposition = @chlo.ragged_dot.impl, version = 1 : i32} : (tensor<1024x256xbf16>, tensor<8x256x256xbf16>, tensor<8xi32>) -> tensor<1024x256xbf16>
    return %0 : tensor<1024x256xbf16>
  }
  func.func private @chlo.ragged_dot.impl(%arg0: tensor<1024x256xbf16>, %arg1: tensor<8x256x256xbf16>, %arg2: tensor<8xi32>) -> tensor<1024x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1024x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.iota dim = 0 : tensor<1024x1xi64>
    %1 = stablehlo.slice %arg2 [0:1] : (tensor<8xi32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : (tensor<i32>) -> tensor<i64>
    %4 = stablehlo.add %c, %3 : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %6 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %7 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1024x1xi64>) -> tensor<1024x256xi64>
    %8 = stablehlo.compare GE, %7, %5 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %9 = stablehlo.compare LT, %7, %6 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %10 = stablehlo.and %8, %9 : tensor<1024x256xi1>
    %11 = stablehlo.select %10, %arg0, %cst : tensor<1024x256xi1>, tensor<1024x256xbf16>
    %12 = stablehlo.slice %arg1 [0:1, 0:256, 0:256] : (tensor<8x256x256xbf16>) -> tensor<1x256x256xbf16>
    %13 = stablehlo.reshape %12 : (tensor<1x256x256xbf16>) -> tensor<256x256xbf16>
    %14 = stablehlo.dot_general %11, %13, contracting_dims = [1] x [0] : (tensor<1024x256xbf16>, tensor<256x256xbf16>) -> tensor<1024x256xbf16>
    %15 = stablehlo.slice %arg2 [1:2] : (tensor<8xi32>) -> tensor<1xi32>
    %16 = stablehlo.reshape %15 : (tensor<1xi32>) -> tensor<i32>
    %17 = stablehlo.convert %16 : (tensor<i32>) -> tensor<i64>
    %18 = stablehlo.add %4, %17 : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %21 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1024x1xi64>) -> tensor<1024x256xi64>
    %22 = stablehlo.compare GE, %21, %19 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %23 = stablehlo.compare LT, %21, %20 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %24 = stablehlo.and %22, %23 : tensor<1024x256xi1>
    %25 = stablehlo.select %24, %arg0, %cst : tensor<1024x256xi1>, tensor<1024x256xbf16>
    %26 = stablehlo.slice %arg1 [1:2, 0:256, 0:256] : (tensor<8x256x256xbf16>) -> tensor<1x256x256xbf16>
    %27 = stablehlo.reshape %26 : (tensor<1x256x256xbf16>) -> tensor<256x256xbf16>
    %28 = stablehlo.dot_general %25, %27, contracting_dims = [1] x [0] : (tensor<1024x256xbf16>, tensor<256x256xbf16>) -> tensor<1024x256xbf16>
    %29 = stablehlo.add %14, %28 : tensor<1024x256xbf16>
    %30 = stablehlo.slice %arg2 [2:3] : (tensor<8xi32>) -> tensor<1xi32>
    %31 = stablehlo.reshape %30 : (tensor<1xi32>) -> tensor<i32>
    %32 = stablehlo.convert %31 : (tensor<i32>) -> tensor<i64>
    %33 = stablehlo.add %18, %32 : tensor<i64>
    %34 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %35 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %36 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1024x1xi64>) -> tensor<1024x256xi64>
    %37 = stablehlo.compare GE, %36, %34 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %38 = stablehlo.compare LT, %36, %35 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %39 = stablehlo.and %37, %38 : tensor<1024x256xi1>
    %40 = stablehlo.select %39, %arg0, %cst : tensor<1024x256xi1>, tensor<1024x256xbf16>
    %41 = stablehlo.slice %arg1 [2:3, 0:256, 0:256] : (tensor<8x256x256xbf16>) -> tensor<1x256x256xbf16>
    %42 = stablehlo.reshape %41 : (tensor<1x256x256xbf16>) -> tensor<256x256xbf16>
    %43 = stablehlo.dot_general %40, %42, contracting_dims = [1] x [0] : (tensor<1024x256xbf16>, tensor<256x256xbf16>) -> tensor<1024x256xbf16>
    %44 = stablehlo.add %29, %43 : tensor<1024x256xbf16>
    %45 = stablehlo.slice %arg2 [3:4] : (tensor<8xi32>) -> tensor<1xi32>
    %46 = stablehlo.reshape %45 : (tensor<1xi32>) -> tensor<i32>
    %47 = stablehlo.convert %46 : (tensor<i32>) -> tensor<i64>
    %48 = stablehlo.add %33, %47 : tensor<i64>
    %49 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %50 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %51 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1024x1xi64>) -> tensor<1024x256xi64>
    %52 = stablehlo.compare GE, %51, %49 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %53 = stablehlo.compare LT, %51, %50 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %54 = stablehlo.and %52, %53 : tensor<1024x256xi1>
    %55 = stablehlo.select %54, %arg0, %cst : tensor<1024x256xi1>, tensor<1024x256xbf16>
    %56 = stablehlo.slice %arg1 [3:4, 0:256, 0:256] : (tensor<8x256x256xbf16>) -> tensor<1x256x256xbf16>
    %57 = stablehlo.reshape %56 : (tensor<1x256x256xbf16>) -> tensor<256x256xbf16>
    %58 = stablehlo.dot_general %55, %57, contracting_dims = [1] x [0] : (tensor<1024x256xbf16>, tensor<256x256xbf16>) -> tensor<1024x256xbf16>
    %59 = stablehlo.add %44, %58 : tensor<1024x256xbf16>
    %60 = stablehlo.slice %arg2 [4:5] : (tensor<8xi32>) -> tensor<1xi32>
    %61 = stablehlo.reshape %60 : (tensor<1xi32>) -> tensor<i32>
    %62 = stablehlo.convert %61 : (tensor<i32>) -> tensor<i64>
    %63 = stablehlo.add %48, %62 : tensor<i64>
    %64 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %65 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %66 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1024x1xi64>) -> tensor<1024x256xi64>
    %67 = stablehlo.compare GE, %66, %64 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %68 = stablehlo.compare LT, %66, %65 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %69 = stablehlo.and %67, %68 : tensor<1024x256xi1>
    %70 = stablehlo.select %69, %arg0, %cst : tensor<1024x256xi1>, tensor<1024x256xbf16>
    %71 = stablehlo.slice %arg1 [4:5, 0:256, 0:256] : (tensor<8x256x256xbf16>) -> tensor<1x256x256xbf16>
    %72 = stablehlo.reshape %71 : (tensor<1x256x256xbf16>) -> tensor<256x256xbf16>
    %73 = stablehlo.dot_general %70, %72, contracting_dims = [1] x [0] : (tensor<1024x256xbf16>, tensor<256x256xbf16>) -> tensor<1024x256xbf16>
    %74 = stablehlo.add %59, %73 : tensor<1024x256xbf16>
    %75 = stablehlo.slice %arg2 [5:6] : (tensor<8xi32>) -> tensor<1xi32>
    %76 = stablehlo.reshape %75 : (tensor<1xi32>) -> tensor<i32>
    %77 = stablehlo.convert %76 : (tensor<i32>) -> tensor<i64>
    %78 = stablehlo.add %63, %77 : tensor<i64>
    %79 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %80 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %81 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1024x1xi64>) -> tensor<1024x256xi64>
    %82 = stablehlo.compare GE, %81, %79 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %83 = stablehlo.compare LT, %81, %80 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %84 = stablehlo.and %82, %83 : tensor<1024x256xi1>
    %85 = stablehlo.select %84, %arg0, %cst : tensor<1024x256xi1>, tensor<1024x256xbf16>
    %86 = stablehlo.slice %arg1 [5:6, 0:256, 0:256] : (tensor<8x256x256xbf16>) -> tensor<1x256x256xbf16>
    %87 = stablehlo.reshape %86 : (tensor<1x256x256xbf16>) -> tensor<256x256xbf16>
    %88 = stablehlo.dot_general %85, %87, contracting_dims = [1] x [0] : (tensor<1024x256xbf16>, tensor<256x256xbf16>) -> tensor<1024x256xbf16>
    %89 = stablehlo.add %74, %88 : tensor<1024x256xbf16>
    %90 = stablehlo.slice %arg2 [6:7] : (tensor<8xi32>) -> tensor<1xi32>
    %91 = stablehlo.reshape %90 : (tensor<1xi32>) -> tensor<i32>
    %92 = stablehlo.convert %91 : (tensor<i32>) -> tensor<i64>
    %93 = stablehlo.add %78, %92 : tensor<i64>
    %94 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %95 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %96 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1024x1xi64>) -> tensor<1024x256xi64>
    %97 = stablehlo.compare GE, %96, %94 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %98 = stablehlo.compare LT, %96, %95 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %99 = stablehlo.and %97, %98 : tensor<1024x256xi1>
    %100 = stablehlo.select %99, %arg0, %cst : tensor<1024x256xi1>, tensor<1024x256xbf16>
    %101 = stablehlo.slice %arg1 [6:7, 0:256, 0:256] : (tensor<8x256x256xbf16>) -> tensor<1x256x256xbf16>
    %102 = stablehlo.reshape %101 : (tensor<1x256x256xbf16>) -> tensor<256x256xbf16>
    %103 = stablehlo.dot_general %100, %102, contracting_dims = [1] x [0] : (tensor<1024x256xbf16>, tensor<256x256xbf16>) -> tensor<1024x256xbf16>
    %104 = stablehlo.add %89, %103 : tensor<1024x256xbf16>
    %105 = stablehlo.slice %arg2 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
    %106 = stablehlo.reshape %105 : (tensor<1xi32>) -> tensor<i32>
    %107 = stablehlo.convert %106 : (tensor<i32>) -> tensor<i64>
    %108 = stablehlo.add %93, %107 : tensor<i64>
    %109 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %110 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i64>) -> tensor<1024x256xi64>
    %111 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1024x1xi64>) -> tensor<1024x256xi64>
    %112 = stablehlo.compare GE, %111, %109 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %113 = stablehlo.compare LT, %111, %110 : (tensor<1024x256xi64>, tensor<1024x256xi64>) -> tensor<1024x256xi1>
    %114 = stablehlo.and %112, %113 : tensor<1024x256xi1>
    %115 = stablehlo.select %114, %arg0, %cst : tensor<1024x256xi1>, tensor<1024x256xbf16>
    %116 = stablehlo.slice %arg1 [7:8, 0:256, 0:256] : (tensor<8x256x256xbf16>) -> tensor<1x256x256xbf16>
    %117 = stablehlo.reshape %116 : (tensor<1x256x256xbf16>) -> tensor<256x256xbf16>
    %118 = stablehlo.dot_general %115, %117, contracting_dims = [1] x [0] : (tensor<1024x256xbf16>, tensor<256x256xbf16>) -> tensor<1024x256xbf16>
    %119 = stablehlo.add %104, %118 : tensor<1024x256xbf16>
    return %119 : tensor<1024x256xbf16>
  }
}
