module @jit_truth attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x256xbf16>, %arg1: tensor<8x256x256xbf16>, %arg2: tensor<8xi32>) -> (tensor<512x256xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<640> : tensor<i32>
    %c_1 = stablehlo.constant dense<8> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg0 : (tensor<512x256xbf16>) -> tensor<512x256xf32>
    %1 = stablehlo.convert %arg1 : (tensor<8x256x256xbf16>) -> tensor<8x256x256xf32>
    %2 = call @cumsum(%arg2) : (tensor<8xi32>) -> tensor<8xi32>
    %3 = stablehlo.subtract %2, %arg2 : tensor<8xi32>
    %4 = call @_pad(%0, %c_2) : (tensor<512x256xf32>, tensor<i32>) -> tensor<640x256xf32>
    %5 = stablehlo.iota dim = 0 : tensor<128xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<640x256xf32>
    %8:7 = stablehlo.while(%iterArg = %3, %iterArg_3 = %arg2, %iterArg_4 = %1, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %c_2, %iterArg_8 = %7) : tensor<8xi32>, tensor<8xi32>, tensor<8x256x256xf32>, tensor<640x256xf32>, tensor<128x1xi32>, tensor<i32>, tensor<640x256xf32>
    cond {
      %10 = stablehlo.compare LT, %iterArg_7, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_7) : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
      %11 = func.call @dynamic_index_in_dim(%iterArg_3, %iterArg_7) : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
      %12 = func.call @dynamic_index_in_dim_1(%iterArg_4, %iterArg_7) : (tensor<8x256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
      %13 = stablehlo.compare LT, %10, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %14 = stablehlo.add %10, %c_0 : tensor<i32>
      %15 = stablehlo.select %13, %14, %10 : tensor<i1>, tensor<i32>
      %16 = stablehlo.dynamic_slice %iterArg_5, %15, %c_2, sizes = [128, 256] : (tensor<640x256xf32>, tensor<i32>, tensor<i32>) -> tensor<128x256xf32>
      %17 = stablehlo.dot_general %16, %12, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
      %18 = stablehlo.compare LT, %10, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %19 = stablehlo.add %10, %c_0 : tensor<i32>
      %20 = stablehlo.select %18, %19, %10 : tensor<i1>, tensor<i32>
      %21 = stablehlo.dynamic_slice %iterArg_8, %20, %c_2, sizes = [128, 256] : (tensor<640x256xf32>, tensor<i32>, tensor<i32>) -> tensor<128x256xf32>
      %22 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<128x1xi32>
      %23 = stablehlo.compare LT, %iterArg_6, %22, SIGNED : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
      %24 = func.call @_where(%23, %17, %21) : (tensor<128x1xi1>, tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %25 = stablehlo.compare LT, %10, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %26 = stablehlo.add %10, %c_0 : tensor<i32>
      %27 = stablehlo.select %25, %26, %10 : tensor<i1>, tensor<i32>
      %28 = stablehlo.dynamic_update_slice %iterArg_8, %24, %27, %c_2 : (tensor<640x256xf32>, tensor<128x256xf32>, tensor<i32>, tensor<i32>) -> tensor<640x256xf32>
      %29 = stablehlo.add %iterArg_7, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %29, %28 : tensor<8xi32>, tensor<8xi32>, tensor<8x256x256xf32>, tensor<640x256xf32>, tensor<128x1xi32>, tensor<i32>, tensor<640x256xf32>
    }
    %9 = stablehlo.slice %8#6 [0:512, 0:256] : (tensor<640x256xf32>) -> tensor<512x256xf32>
    return %9 : tensor<512x256xf32>
  }
  func.func private @cumsum(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @_pad(%arg0: tensor<512x256xf32>, %arg1: tensor<i32>) -> tensor<640x256xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [128, 0], interior = [0, 0] : (tensor<512x256xf32>, tensor<f32>) -> tensor<640x256xf32>
    return %1 : tensor<640x256xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<8xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<8x256x256xf32>, %arg1: tensor<i32>) -> tensor<256x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 256, 256] : (tensor<8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
  func.func private @_where(%arg0: tensor<128x1xi1>, %arg1: tensor<128x256xf32>, %arg2: tensor<128x256xf32>) -> tensor<128x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<128x1xi1>) -> tensor<128x256xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<128x256xi1>, tensor<128x256xf32>
    return %1 : tensor<128x256xf32>
  }
}
