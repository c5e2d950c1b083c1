// 12p_RMSNorm's signature; main carries a 64 MiB buffer through a while loop
// whose trip count depends on the input (XLA cannot fold it away), so its
// compiled program needs far more temporary memory than its inputs.
module @candidate {
  func.func public @main(%arg0: tensor<2x128x1024xbf16>, %arg1: tensor<1024xbf16>) -> (tensor<2x128x1024xbf16>) {
    %x = stablehlo.convert %arg0 : (tensor<2x128x1024xbf16>) -> tensor<2x128x1024xf32>
    %big0 = stablehlo.broadcast_in_dim %x, dims = [1, 2, 3] : (tensor<2x128x1024xf32>) -> tensor<64x2x128x1024xf32>
    %lowest = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %abs = stablehlo.abs %x : tensor<2x128x1024xf32>
    %largest = stablehlo.reduce(%abs init: %lowest) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<2x128x1024xf32>, tensor<f32>) -> tensor<f32>
    %n = stablehlo.convert %largest : (tensor<f32>) -> tensor<i32>
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %loop:2 = stablehlo.while(%big = %big0, %i = %zero) : tensor<64x2x128x1024xf32>, tensor<i32>
      cond {
        %more = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %more : tensor<i1>
      } do {
        %one = stablehlo.constant dense<1> : tensor<i32>
        %next = stablehlo.add %i, %one : tensor<i32>
        %bumped = stablehlo.sine %big : tensor<64x2x128x1024xf32>
        stablehlo.return %bumped, %next : tensor<64x2x128x1024xf32>, tensor<i32>
      }
    %first = stablehlo.slice %loop#0 [0:1, 0:2, 0:128, 0:1024] : (tensor<64x2x128x1024xf32>) -> tensor<1x2x128x1024xf32>
    %flat = stablehlo.reshape %first : (tensor<1x2x128x1024xf32>) -> tensor<2x128x1024xf32>
    %out = stablehlo.convert %flat : (tensor<2x128x1024xf32>) -> tensor<2x128x1024xbf16>
    return %out : tensor<2x128x1024xbf16>
  }
}
