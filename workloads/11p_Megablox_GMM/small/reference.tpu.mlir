module @jit_reference attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x256xbf16>, %arg1: tensor<8x256x256xbf16>, %arg2: tensor<8xi32>) -> (tensor<512x256xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<640> : tensor<i32>
    %c_1 = stablehlo.constant dense<8> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @cumsum(%arg2) : (tensor<8xi32>) -> tensor<8xi32>
    %1 = stablehlo.subtract %0, %arg2 : tensor<8xi32>
    %2 = call @_pad(%arg0, %c_2) : (tensor<512x256xbf16>, tensor<i32>) -> tensor<640x256xbf16>
    %3 = stablehlo.iota dim = 0 : tensor<128xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<640x256xbf16>
    %6:7 = stablehlo.while(%iterArg = %1, %iterArg_3 = %arg2, %iterArg_4 = %arg1, %iterArg_5 = %2, %iterArg_6 = %4, %iterArg_7 = %c_2, %iterArg_8 = %5) : tensor<8xi32>, tensor<8xi32>, tensor<8x256x256xbf16>, tensor<640x256xbf16>, tensor<128x1xi32>, tensor<i32>, tensor<640x256xbf16>
    cond {
      %8 = stablehlo.compare LT, %iterArg_7, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_7) : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
      %9 = func.call @dynamic_index_in_dim(%iterArg_3, %iterArg_7) : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
      %10 = func.call @dynamic_index_in_dim_1(%iterArg_4, %iterArg_7) : (tensor<8x256x256xbf16>, tensor<i32>) -> tensor<256x256xbf16>
      %11 = stablehlo.compare LT, %8, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %12 = stablehlo.add %8, %c_0 : tensor<i32>
      %13 = stablehlo.select %11, %12, %8 : tensor<i1>, tensor<i32>
      %14 = stablehlo.dynamic_slice %iterArg_5, %13, %c_2, sizes = [128, 256] : (tensor<640x256xbf16>, tensor<i32>, tensor<i32>) -> tensor<128x256xbf16>
      %15 = stablehlo.dot_general %14, %10, contracting_dims = [1] x [0] : (tensor<128x256xbf16>, tensor<256x256xbf16>) -> tensor<128x256xf32>
      %16 = stablehlo.convert %15 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
      %17 = stablehlo.compare LT, %8, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %18 = stablehlo.add %8, %c_0 : tensor<i32>
      %19 = stablehlo.select %17, %18, %8 : tensor<i1>, tensor<i32>
      %20 = stablehlo.dynamic_slice %iterArg_8, %19, %c_2, sizes = [128, 256] : (tensor<640x256xbf16>, tensor<i32>, tensor<i32>) -> tensor<128x256xbf16>
      %21 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<128x1xi32>
      %22 = stablehlo.compare LT, %iterArg_6, %21, SIGNED : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
      %23 = func.call @_where(%22, %16, %20) : (tensor<128x1xi1>, tensor<128x256xbf16>, tensor<128x256xbf16>) -> tensor<128x256xbf16>
      %24 = stablehlo.compare LT, %8, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %25 = stablehlo.add %8, %c_0 : tensor<i32>
      %26 = stablehlo.select %24, %25, %8 : tensor<i1>, tensor<i32>
      %27 = stablehlo.dynamic_update_slice %iterArg_8, %23, %26, %c_2 : (tensor<640x256xbf16>, tensor<128x256xbf16>, tensor<i32>, tensor<i32>) -> tensor<640x256xbf16>
      %28 = stablehlo.add %iterArg_7, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %28, %27 : tensor<8xi32>, tensor<8xi32>, tensor<8x256x256xbf16>, tensor<640x256xbf16>, tensor<128x1xi32>, tensor<i32>, tensor<640x256xbf16>
    }
    %7 = stablehlo.slice %6#6 [0:512, 0:256] : (tensor<640x256xbf16>) -> tensor<512x256xbf16>
    return %7 : tensor<512x256xbf16>
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
  func.func private @_pad(%arg0: tensor<512x256xbf16>, %arg1: tensor<i32>) -> tensor<640x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [128, 0], interior = [0, 0] : (tensor<512x256xbf16>, tensor<bf16>) -> tensor<640x256xbf16>
    return %1 : tensor<640x256xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<8xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<8x256x256xbf16>, %arg1: tensor<i32>) -> tensor<256x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 256, 256] : (tensor<8x256x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x256x256xbf16>) -> tensor<256x256xbf16>
    return %1 : tensor<256x256xbf16>
  }
  func.func private @_where(%arg0: tensor<128x1xi1>, %arg1: tensor<128x256xbf16>, %arg2: tensor<128x256xbf16>) -> tensor<128x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<128x1xi1>) -> tensor<128x256xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<128x256xi1>, tensor<128x256xbf16>
    return %1 : tensor<128x256xbf16>
  }
}
