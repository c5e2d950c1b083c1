#include "suite/suite_program.h"

#include <gtest/gtest.h>

#include "core/error.h"

namespace jaxbench::suite {
namespace {

constexpr const char* kMultiPlatform = R"(module @jit_reference attributes {jax.uses_shape_polymorphism = true} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %arg1: tensor<4xbf16>) -> (tensor<4xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.add %arg1, %arg1 : tensor<4xbf16>
    return %0 : tensor<4xbf16>
  }
}
)";

TEST(SpecialisePlatform, FixesTheIndexAsAConstant) {
  std::string text = specialise_platform(kMultiPlatform, 2, "reference.mlir");
  EXPECT_EQ(text.find("_platform_index"), std::string::npos);
  EXPECT_NE(
      text.find("func.func public @main(%arg1: tensor<4xbf16>) -> (tensor<4xbf16> {jax.result_info = \"result\"}) {\n"
                "    %arg0 = stablehlo.constant dense<2> : tensor<i32>\n"
                "    %0 = stablehlo.add"),
      std::string::npos)
      << text;
  auto signature = runtime::parse_main_signature(text, "specialised");
  ASSERT_TRUE(signature.has_value());
  EXPECT_EQ(signature->describe(), "(bf16[4]) -> (bf16[4])");
}

TEST(SpecialisePlatform, AnIndexThatIsTheOnlyArgument) {
  std::string only =
      R"(func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}) -> (tensor<i32>) {
    return %arg0 : tensor<i32>
  })";
  std::string text = specialise_platform(only, 0, "x");
  EXPECT_NE(text.find("@main() -> (tensor<i32>) {\n    %arg0 = stablehlo.constant dense<0>"), std::string::npos)
      << text;
}

TEST(SpecialisePlatform, RefusesModulesNotInJaxExportsForm) {
  EXPECT_THROW(specialise_platform("module { func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n", 0, "x"),
               Error);
  EXPECT_THROW(specialise_platform("module {}", 0, "x"), Error);
}

constexpr const char* kInputs = R"(module @jit_inputs {
  func.func public @main(%arg1: tensor<2xui32>, %arg2: tensor<i32>) -> (tensor<4xbf16> {jax.result_info = "result[0]"}) {
    %0 = call @make(%arg1, %arg2) : (tensor<2xui32>, tensor<i32>) -> tensor<4xbf16>
)";

TEST(SpecialiseMode, FixesTheLastArgumentAsAConstant) {
  std::string text = specialise_mode(kInputs, 3, "inputs.mlir");
  EXPECT_NE(text.find("func.func public @main(%arg1: tensor<2xui32>) -> (tensor<4xbf16> "
                      "{jax.result_info = \"result[0]\"}) {\n"
                      "    %arg2 = stablehlo.constant dense<3> : tensor<i32>\n"
                      "    %0 = call @make(%arg1, %arg2)"),
            std::string::npos)
      << text;
}

TEST(SpecialiseMode, AModeThatIsTheOnlyArgument) {
  std::string text = specialise_mode("func.func public @main(%m: tensor<i32>) -> (tensor<i32>) {\n", 1, "x");
  EXPECT_EQ(text, "func.func public @main() -> (tensor<i32>) {\n    %m = stablehlo.constant dense<1> : tensor<i32>\n");
}

TEST(SpecialiseMode, RefusesALastArgumentThatIsNoScalarMode) {
  EXPECT_THROW(specialise_mode("func.func public @main(%a: tensor<2xui32>) -> (tensor<i32>) {\n", 0, "x"), Error);
  EXPECT_THROW(specialise_mode("func.func public @main(%a: tensor<4xi32>) -> (tensor<i32>) {\n", 0, "x"), Error);
  EXPECT_THROW(specialise_mode("func.func public @main(%a: tensor<i32> {x.y}) -> (tensor<i32>) {\n", 0, "x"), Error);
  EXPECT_THROW(specialise_mode("func.func public @main() -> (tensor<i32>) {\n", 0, "x"), Error);
  EXPECT_THROW(specialise_mode("module {}", 0, "x"), Error);
}

TEST(PlatformIndex, NamesThePlatformsWhenMissing) {
  EXPECT_EQ(platform_index({"cpu", "cuda", "tpu"}, "tpu", "x"), 2);
  try {
    platform_index({"cpu", "cuda", "tpu"}, "rocm", "12p/small/reference.mlir");
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("exported for cpu, cuda, tpu, not for this plugin's platform 'rocm'"),
              std::string::npos)
        << error.what();
  }
}

}  // namespace
}  // namespace jaxbench::suite
