#include "runtime/signature.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "core/files.h"
#include "core/npy.h"
#include "runtime/session.h"

namespace jaxbench::runtime {
namespace {

TEST(Signature, ParsesJaxExportWithLocationsAndResultAttributes) {
  std::string text = read_file(std::string(JAXBENCH_TEST_DATA) + "/softmax.mlir");
  auto signature = parse_main_signature(text, "softmax.mlir");
  ASSERT_TRUE(signature.has_value());
  EXPECT_EQ(signature->describe(), "(bf16[8x16], bf16[16x4]) -> (bf16[8x4], f32[])");
}

TEST(Signature, ParsesSingleResultScalarsAndUnsigned) {
  std::string text = R"(module {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %seed: tensor<2xui32>) -> tensor<3x4xi1> {
    %0 = stablehlo.constant dense<true> : tensor<3x4xi1>
    return %0 : tensor<3x4xi1>
  }
})";
  auto signature = parse_main_signature(text, "inline");
  ASSERT_TRUE(signature.has_value());
  EXPECT_EQ(signature->describe(), "(s32[], u32[2]) -> (pred[3x4])");
}

TEST(Signature, IgnoresPrivateFunctionsBeforeMain) {
  std::string text = R"(module {
  func.func private @helper(%a: tensor<9xf64>) -> tensor<9xf64> { return %a : tensor<9xf64> }
  func.func public @main(%a: tensor<2xf16>) -> (tensor<2xf16>) { return %a : tensor<2xf16> }
})";
  EXPECT_EQ(parse_main_signature(text, "inline")->describe(), "(f16[2]) -> (f16[2])");
}

TEST(Signature, BytecodeHasNoTextSignature) {
  std::string bytecode = read_file(std::string(JAXBENCH_TEST_DATA) + "/softmax.mlirbc");
  EXPECT_FALSE(parse_main_signature(bytecode, "softmax.mlirbc").has_value());
}

TEST(Signature, RejectsWhatCannotBeFed) {
  EXPECT_THROW(parse_main_signature("module { }", "empty"), Error);
  EXPECT_THROW(parse_main_signature("func.func public @main(%a: tensor<?x4xf32>) -> tensor<f32>", "dyn"), Error);
  EXPECT_THROW(parse_main_signature("func.func public @main(%a: tensor<4xcomplex<f32>>) -> tensor<f32>", "c"), Error);
}

TEST(Signature, DescribesTheFirstMismatch) {
  std::vector<TensorSpec> expected = {{DType::kBF16, {4, 8}}, {DType::kS32, {4}}};
  EXPECT_EQ(describe_mismatch(expected, expected, "argument"), "");
  std::vector<TensorSpec> wrong_dtype = {{DType::kBF16, {4, 8}}, {DType::kS64, {4}}};
  EXPECT_EQ(describe_mismatch(expected, wrong_dtype, "argument"), "argument 1: expected s32[4], got s64[4]");
  EXPECT_NE(describe_mismatch(expected, {expected[0]}, "argument").find("expects 2 arguments"), std::string::npos);
}

TEST(Signature, AOneByteFileTakesTheTypeOfItsArgument) {
  // float4_a.npy is ml_dtypes float4_e2m1fn, which numpy.save writes as
  // '<V1' like float8_e4m3fn: read alone it is an f8; fed to float4.mlir,
  // the program's f4E2M1FN argument says what its bytes are.
  std::string data = JAXBENCH_TEST_DATA;
  auto signature = parse_main_signature(read_file(data + "/float4.mlir"), "float4.mlir");
  ASSERT_TRUE(signature.has_value());
  EXPECT_EQ(signature->describe(), "(f4e2m1fn[4x8], f32[4x8]) -> (f4e2m1fn[4x8], f32[])");
  std::vector<HostArray> inputs = {read_npy(data + "/float4_a.npy"), read_npy(data + "/float4_b.npy")};
  ASSERT_EQ(inputs[0].dtype, DType::kF8E4M3FN);
  EXPECT_THROW(check_arguments(*signature, inputs, {}), Error);
  adopt_argument_types(*signature, inputs);
  EXPECT_EQ(inputs[0].dtype, DType::kF4E2M1FN);
  EXPECT_EQ(inputs[1].dtype, DType::kF32);
  EXPECT_NO_THROW(check_arguments(*signature, inputs, {}));
  // Another shape, or a type with its own descriptor, is not retyped.
  std::vector<HostArray> other = {HostArray(DType::kF8E4M3FN, {8, 4}), HostArray(DType::kF8E5M2, {4, 8})};
  adopt_argument_types(*signature, other);
  EXPECT_EQ(other[0].dtype, DType::kF8E4M3FN);
  EXPECT_EQ(other[1].dtype, DType::kF8E5M2);
  std::vector<std::optional<HostArray>> given = {std::nullopt, read_npy(data + "/float4_a.npy")};
  adopt_argument_types(*signature, given);
  EXPECT_EQ(given[1]->dtype, DType::kF8E4M3FN) << "given for the f32 argument: left as read";
}

}  // namespace
}  // namespace jaxbench::runtime
