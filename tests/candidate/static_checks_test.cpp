#include "candidate/static_checks.h"

#include <gtest/gtest.h>

namespace jaxbench::candidate {
namespace {

runtime::Signature expected() {
  runtime::Signature s;
  s.arguments = {{DType::kBF16, {4, 8}}};
  s.results = {{DType::kBF16, {4, 8}}};
  return s;
}

std::string module_with(const std::string& body, const std::string& args = "%x: tensor<4x8xbf16>",
                        const std::string& results = "tensor<4x8xbf16>") {
  return "module {\n  func.func public @main(" + args + ") -> (" + results + ") {\n" + body +
         "\n    return %0 : tensor<4x8xbf16>\n  }\n}\n";
}

TEST(StaticChecks, AcceptsPlainStableHloAndPallasKernels) {
  auto plain = check_candidate_module(module_with("    %0 = stablehlo.add %x, %x : tensor<4x8xbf16>"), expected());
  EXPECT_TRUE(plain.ok) << plain.message;
  auto pallas =
      check_candidate_module(module_with("    %0 = stablehlo.custom_call @tpu_custom_call(%x) {backend_config = "
                                         "\"...\"} : (tensor<4x8xbf16>) -> tensor<4x8xbf16>"),
                             expected());
  EXPECT_TRUE(pallas.ok) << pallas.message;
  EXPECT_EQ(pallas.custom_call_targets, std::vector<std::string>{"tpu_custom_call"});
}

TEST(StaticChecks, RejectsAWrongSignatureNamingTheArgument) {
  auto wrong_dtype = check_candidate_module(
      module_with("    %0 = stablehlo.add %x, %x : tensor<4x8xf32>", "%x: tensor<4x8xf32>"), expected());
  EXPECT_FALSE(wrong_dtype.ok);
  EXPECT_EQ(wrong_dtype.rule, "signature");
  EXPECT_NE(wrong_dtype.message.find("argument 0: expected bf16[4x8], got f32[4x8]"), std::string::npos)
      << wrong_dtype.message;
  auto extra = check_candidate_module(
      module_with("    %0 = stablehlo.add %x, %x : tensor<4x8xbf16>", "%x: tensor<4x8xbf16>, %y: tensor<4x8xbf16>"),
      expected());
  EXPECT_FALSE(extra.ok);
  auto result = check_candidate_module(
      module_with("    %0 = stablehlo.add %x, %x : tensor<4x8xbf16>", "%x: tensor<4x8xbf16>", "tensor<8x4xbf16>"),
      expected());
  EXPECT_FALSE(result.ok);
  EXPECT_NE(result.message.find("results differ"), std::string::npos) << result.message;
}

TEST(StaticChecks, RejectsHostCallbacksNamingTheTarget) {
  auto callback =
      check_candidate_module(module_with("    %0 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%x) "
                                         "{has_side_effect = true} : (tensor<4x8xbf16>) -> tensor<4x8xbf16>"),
                             expected());
  EXPECT_FALSE(callback.ok);
  EXPECT_EQ(callback.rule, "no_host_callbacks");
  EXPECT_EQ(callback.op, "xla_ffi_python_cpu_callback");
}

TEST(StaticChecks, RejectsTargetsOffTheAllowList) {
  auto lapack = check_candidate_module(module_with("    %0 = \"stablehlo.custom_call\"(%x) {call_target_name = "
                                                   "\"lapack_sgesdd_ffi\"} : (tensor<4x8xbf16>) -> tensor<4x8xbf16>"),
                                       expected());
  EXPECT_FALSE(lapack.ok);
  EXPECT_EQ(lapack.rule, "custom_call_allow_list");
  EXPECT_EQ(lapack.op, "lapack_sgesdd_ffi");
  EXPECT_NE(lapack.message.find("not on the allow-list"), std::string::npos);
}

TEST(StaticChecks, RejectsFeedsSendRecvAndRng) {
  struct Case {
    const char* body;
    const char* rule;
    const char* op;
  };
  const Case cases[] = {
      {"    %t = stablehlo.create_token : !stablehlo.token\n    %0, %t2 = \"stablehlo.infeed\"(%t) : "
       "(!stablehlo.token) -> (tensor<4x8xbf16>, !stablehlo.token)",
       "no_infeed_outfeed", "stablehlo.infeed"},
      {"    %t = stablehlo.create_token : !stablehlo.token\n    %t2 = \"stablehlo.send\"(%x, %t) : (tensor<4x8xbf16>, "
       "!stablehlo.token) -> !stablehlo.token\n    %0 = stablehlo.add %x, %x : tensor<4x8xbf16>",
       "no_send_recv", "stablehlo.send"},
      {"    %s, %0 = stablehlo.rng_bit_generator %k, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, "
       "tensor<4x8xbf16>)",
       "no_rng", "stablehlo.rng_bit_generator"},
  };
  for (const auto& c : cases) {
    auto result = check_candidate_module(module_with(c.body), expected());
    EXPECT_FALSE(result.ok) << c.op;
    EXPECT_EQ(result.rule, c.rule);
    EXPECT_EQ(result.op, c.op);
  }
}

TEST(StaticChecks, RejectsDonationAndAliasingNamingTheAttribute) {
  for (const std::string attribute : {"tf.aliasing_output = 0 : i32", "jax.buffer_donor = true"}) {
    auto r = check_candidate_module(
        module_with("    %0 = stablehlo.add %x, %x : tensor<4x8xbf16>", "%x: tensor<4x8xbf16> {" + attribute + "}"),
        expected());
    EXPECT_FALSE(r.ok) << attribute;
    EXPECT_EQ(r.rule, "no_donation") << r.message;
    EXPECT_EQ(r.op, attribute.substr(0, attribute.find(' '))) << r.message;
    EXPECT_NE(r.message.find("may not donate or alias its inputs"), std::string::npos) << r.message;
  }
  auto aliased = check_candidate_module("module @m attributes {mhlo.input_output_alias = [{alias = 0}]} {\n" +
                                            module_with("    %0 = stablehlo.add %x, %x : tensor<4x8xbf16>") + "}",
                                        expected());
  EXPECT_EQ(aliased.rule, "no_donation") << aliased.message;
}

TEST(StaticChecks, RejectsBytecodeAndModulesWithoutMain) {
  EXPECT_EQ(check_candidate_module(std::string("ML\xEFR\x01\x02", 6), expected()).rule, "mlir_text");
  auto no_main = check_candidate_module("module { func.func public @other() { return } }", expected());
  EXPECT_FALSE(no_main.ok);
  EXPECT_EQ(no_main.rule, "signature");
}

}  // namespace
}  // namespace jaxbench::candidate
