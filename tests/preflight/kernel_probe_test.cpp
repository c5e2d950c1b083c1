// The probe of a Pallas call's integer operands: main cut at the call (through
// the private function holding it), taking only the arguments the operands
// need; and an inputs program cut to the results asked for. Module texts in
// jax.export's printed form, written by hand.
#include "preflight/kernel_probe.h"

#include <gtest/gtest.h>

#include "preflight/mlir_text.h"

namespace jaxbench::preflight {
namespace {

const char* kModule =
    "module @jit_f attributes {mhlo.num_partitions = 1 : i32} {\n"
    "  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<1024x128xf32> {mhlo.sharding = \"{replicated}\"}) "
    "-> (tensor<1024x128xf32> {jax.result_info = \"result\"}) {\n"
    "    %0 = stablehlo.transpose %arg1, dims = [0, 1] : (tensor<1024x128xf32>) -> tensor<1024x128xf32>\n"
    "    %1 = call @kernel(%arg0, %0) : (tensor<8xi32>, tensor<1024x128xf32>) -> tensor<1024x128xf32>\n"
    "    return %1 : tensor<1024x128xf32>\n"
    "  }\n"
    "  func.func private @kernel(%arg0: tensor<8xi32>, %arg1: tensor<1024x128xf32>) -> tensor<1024x128xf32> {\n"
    "    %c = stablehlo.constant dense<2> : tensor<8xi32>\n"
    "    %0 = stablehlo.exponential %arg1 : tensor<1024x128xf32>\n"
    "    %1 = stablehlo.multiply %arg0, %c : tensor<8xi32>\n"
    "    %2 = stablehlo.custom_call @tpu_custom_call(%1, %0) {backend_config = \"{\\22body\\22: \\22x\\22}\"} : "
    "(tensor<8xi32>, tensor<1024x128xf32>) -> tensor<1024x128xf32>\n"
    "    return %2 : tensor<1024x128xf32>\n"
    "  }\n"
    "}\n";

TEST(KernelProbe, CutsMainAtTheCallAndTakesOnlyWhatTheOperandsNeed) {
  ASSERT_EQ(count_kernel_calls(kModule), 1);
  KernelProbe probe = build_kernel_probe(kModule, 0);
  ASSERT_FALSE(probe.module_text.empty()) << probe.refusal;
  ASSERT_EQ(probe.operands.size(), 1u);
  EXPECT_EQ(probe.operands[0].index, 0);
  EXPECT_EQ(probe.operands[0].type, "tensor<8xi32>");
  EXPECT_EQ(probe.arguments, std::vector<int>{0}) << "the f32 array is not needed";
  const std::string& t = probe.module_text;
  EXPECT_NE(t.find("func.func public @main(%arg0: tensor<8xi32>) -> (tensor<8xi32>) {"), std::string::npos) << t;
  EXPECT_NE(t.find("%__probe = call @kernel__probe(%arg0) : (tensor<8xi32>) -> (tensor<8xi32>)"), std::string::npos)
      << t;
  EXPECT_NE(t.find("func.func private @kernel__probe(%arg0: tensor<8xi32>) -> (tensor<8xi32>) {"), std::string::npos);
  EXPECT_NE(t.find("    return %1 : tensor<8xi32>"), std::string::npos);
  EXPECT_NE(t.find("stablehlo.multiply %arg0, %c"), std::string::npos);
  size_t probe_body = t.find("@kernel__probe(%arg0: ");
  EXPECT_EQ(t.find("stablehlo.exponential", probe_body), t.rfind("stablehlo.exponential"))
      << "the probe keeps only what the operands need";
  EXPECT_EQ(t.find("stablehlo.transpose"), std::string::npos) << "main's float work is cut";
}

TEST(KernelProbe, RefusesACallInsideALoop) {
  std::string text = kModule;
  size_t at = text.find("    %2 = stablehlo.custom_call");
  text.insert(at, "  ");
  KernelProbe probe = build_kernel_probe(text, 0);
  EXPECT_TRUE(probe.module_text.empty());
  EXPECT_NE(probe.refusal.find("inside a region"), std::string::npos) << probe.refusal;
  EXPECT_NE(build_kernel_probe(kModule, 1).refusal.find("no tpu_custom_call number 2"), std::string::npos);
}

TEST(MlirText, KeepsOnlyTheMainResultsAskedFor) {
  std::string inputs =
      "module @jit_inputs {\n"
      "  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<4xf32> {jax.result_info = \"result[0]\"}, "
      "tensor<8xi32> {jax.result_info = \"result[1]\"}) {\n"
      "    %0:2 = call @make(%arg0) : (tensor<2xui32>) -> (tensor<4xf32>, tensor<8xi32>)\n"
      "    return %0#0, %0#1 : tensor<4xf32>, tensor<8xi32>\n"
      "  }\n"
      "}\n";
  std::string cut = keep_main_results(inputs, {1});
  EXPECT_NE(cut.find("-> (tensor<8xi32>) {"), std::string::npos) << cut;
  EXPECT_NE(cut.find("    return %0#1 : tensor<8xi32>"), std::string::npos) << cut;
  EXPECT_EQ(keep_main_results(inputs, {2}), "") << "no third result";
  auto type = tensor_type("tensor<64x256xi32>");
  ASSERT_TRUE(type);
  EXPECT_EQ(type->first, "i32");
  EXPECT_EQ(type->second, (std::vector<long long>{64, 256}));
  EXPECT_EQ(tensor_type("tensor<i32>")->second.size(), 0u);
}

}  // namespace
}  // namespace jaxbench::preflight
