// 12p_RMSNorm's reference written as a candidate module (StableHLO text),
// for the judge tests that need a correct candidate, one with attributes on
// its first argument, or one that adds ops after the RMSNorm.
#pragma once

#include <string>

namespace jaxbench::test_support {

// main(%arg0 <argument_attributes>, %arg1): the RMSNorm into %14, then
// `tail` (by default: return %14).
inline std::string rmsnorm_candidate(const std::string& argument_attributes = "",
                                     const std::string& tail = "    return %14 : tensor<2x128x1024xbf16>\n") {
  return R"(module @candidate {
  func.func public @main(%arg0: tensor<2x128x1024xbf16>)" +
         argument_attributes + R"(, %arg1: tensor<1024xbf16>) -> (tensor<2x128x1024xbf16>) {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<2x128x1024xbf16>) -> tensor<2x128x1024xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<2x128x1024xf32>
    %2 = stablehlo.reduce(%1 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1024xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x128x1xf32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x128x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<2x128x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x1024xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<2x128x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<2x128x1024xf32>) -> tensor<2x128x1024xbf16>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xbf16>) -> tensor<1x1x1024xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x1024xbf16>) -> tensor<2x128x1024xbf16>
    %14 = stablehlo.multiply %11, %13 : tensor<2x128x1024xbf16>
)" + tail +
         R"(  }
}
)";
}

}  // namespace jaxbench::test_support
