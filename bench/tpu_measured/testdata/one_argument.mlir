module @one_argument {
  func.func public @main(%arg0: tensor<8x128xf32>) -> tensor<8x128xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<8x128xf32>
    return %0 : tensor<8x128xf32>
  }
}
