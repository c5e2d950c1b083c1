// Every supported dtype crosses host -> device -> host, and through a
// program, bit for bit.
#include <gtest/gtest.h>

#include <cmath>

#include "runtime/runtime_test_util.h"

namespace jaxbench {
namespace {

using testing::session;

// Random bit patterns; pred gets 0/1 only. With `finite_only`, float NaN
// patterns are replaced (a compiler may legally quieten NaN payloads).
HostArray random_bits(DType dtype, uint64_t seed, bool finite_only) {
  HostArray array(dtype, {3, 5, 7});
  uint64_t state = seed;
  for (auto& byte : array.bytes) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    byte = static_cast<uint8_t>(state >> 56);
  }
  for (int64_t i = 0; i < array.size(); ++i) {
    if (dtype == DType::kPred) array.data<uint8_t>()[i] &= 1;
    if (finite_only && is_floating(dtype) && !std::isfinite(array.get(i))) array.set(i, 1.0 + i);
  }
  return array;
}

class DtypeRoundTrip : public ::testing::TestWithParam<DType> {};

TEST_P(DtypeRoundTrip, HostToDeviceToHostIsBitExact) {
  const auto& s = session();
  HostArray original = random_bits(GetParam(), 7, /*finite_only=*/false);
  auto buffer = s.client().to_device(original, s.device());
  EXPECT_EQ(buffer.dtype(), GetParam());
  EXPECT_EQ(buffer.shape(), original.shape);
  HostArray back = buffer.to_host();
  EXPECT_EQ(back.dtype, original.dtype);
  EXPECT_EQ(back.shape, original.shape);
  EXPECT_EQ(back.bytes, original.bytes);
}

TEST_P(DtypeRoundTrip, ThroughAProgramIsBitExact) {
  std::string type = std::string("tensor<3x5x7x") + info(GetParam()).mlir_name + ">";
  // A reshape round trip, so the plugin must really run a computation
  // rather than alias the argument to the result.
  std::string flat = std::string("tensor<105x") + info(GetParam()).mlir_name + ">";
  std::string program = "module {\n  func.func public @main(%x: " + type + ") -> (" + type + ", " + flat +
                        ") {\n    %0 = stablehlo.reshape %x : (" + type + ") -> " + flat +
                        "\n    %1 = stablehlo.reshape %0 : (" + flat + ") -> " + type +
                        "\n    return %1, %0 : " + type + ", " + flat + "\n  }\n}";
  HostArray original = random_bits(GetParam(), 9, /*finite_only=*/true);
  auto out = testing::run_text(program, {original});
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].bytes, original.bytes);
  EXPECT_EQ(out[1].bytes, original.bytes);
  EXPECT_EQ(out[1].shape, Shape{105});
}

INSTANTIATE_TEST_SUITE_P(AllDtypes, DtypeRoundTrip,
                         ::testing::Values(DType::kPred, DType::kS8, DType::kS16, DType::kS32, DType::kS64, DType::kU8,
                                           DType::kU16, DType::kU32, DType::kU64, DType::kF16, DType::kBF16,
                                           DType::kF32, DType::kF64),
                         [](const auto& param) { return std::string(name(param.param)); });

}  // namespace
}  // namespace jaxbench
