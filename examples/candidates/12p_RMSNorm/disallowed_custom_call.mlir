// Hostile: calls a custom kernel that is not on the allow-list (an arbitrary
// library routine the judge cannot vouch for).
module @candidate {
  func.func public @main(%x: tensor<2x128x1024xbf16>, %scale: tensor<1024xbf16>) -> (tensor<2x128x1024xbf16>) {
    %0 = stablehlo.custom_call @my_secret_rmsnorm_kernel(%x, %scale) {api_version = 2 : i32} : (tensor<2x128x1024xbf16>, tensor<1024xbf16>) -> tensor<2x128x1024xbf16>
    return %0 : tensor<2x128x1024xbf16>
  }
}
