// PJRT_Executable_Serialize and PJRT_Executable_DeserializeAndLoad on the
// host plugin: the loaded copy computes exactly what the original computes.
#include <gtest/gtest.h>

#include <cstring>

#include "runtime/runtime_test_util.h"

namespace jaxbench {
namespace {

using testing::random_array;
using testing::session;

constexpr const char* kProgram = R"(module {
  func.func public @main(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64xf32>) {
    %p = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %e = stablehlo.exponential %p : tensor<64x64xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %e, %s : tensor<64x64xf32>, tensor<64xf32>
  }
})";

std::vector<HostArray> run(const runtime::Executable& executable, const std::vector<HostArray>& inputs) {
  std::vector<runtime::Buffer> buffers;
  for (const auto& input : inputs) buffers.push_back(session().client().to_device(input, session().device()));
  std::vector<const runtime::Buffer*> arguments;
  for (const auto& buffer : buffers) arguments.push_back(&buffer);
  std::vector<HostArray> out;
  for (const auto& output : executable.execute(arguments, session().device())) out.push_back(output.to_host());
  return out;
}

TEST(Serialize, TheDeserializedExecutableGivesTheSameBitsAsTheOriginal) {
  if (!session().client().can_serialize()) GTEST_SKIP() << "this plugin does not serialize executables";
  runtime::Executable original = testing::compile_text(kProgram);
  std::string bytes = original.serialize();
  ASSERT_GT(bytes.size(), 100u);
  runtime::Executable loaded = session().client().deserialize_and_load(bytes);
  ASSERT_EQ(loaded.outputs().size(), 2u);
  EXPECT_TRUE(loaded.outputs()[0] == original.outputs()[0]);
  EXPECT_TRUE(loaded.outputs()[1] == original.outputs()[1]);

  std::vector<HostArray> inputs = {random_array(DType::kF32, {64, 64}, 7), random_array(DType::kF32, {64, 64}, 8)};
  auto want = run(original, inputs), got = run(loaded, inputs);
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) {
    ASSERT_EQ(got[i].bytes.size(), want[i].bytes.size());
    EXPECT_EQ(std::memcmp(got[i].bytes.data(), want[i].bytes.data(), want[i].bytes.size()), 0) << "output " << i;
  }
}

TEST(Serialize, GarbageBytesAreAPjrtErrorNotACrash) {
  if (!session().client().can_serialize()) GTEST_SKIP() << "this plugin does not serialize executables";
  EXPECT_THROW(session().client().deserialize_and_load("not an executable"), PjrtError);
}

}  // namespace
}  // namespace jaxbench
