// Hostile: what jax.pure_callback lowers to on a CPU, written by hand to get
// past the exporter: a host callback custom call.
module @candidate {
  func.func public @main(%x: tensor<2x128x1024xbf16>, %scale: tensor<1024xbf16>) -> (tensor<2x128x1024xbf16>) {
    %0 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%x, %scale) {api_version = 4 : i32, has_side_effect = true} : (tensor<2x128x1024xbf16>, tensor<1024xbf16>) -> tensor<2x128x1024xbf16>
    return %0 : tensor<2x128x1024xbf16>
  }
}
