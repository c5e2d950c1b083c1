#include <gtest/gtest.h>

#include "runtime/runtime_test_util.h"

namespace jaxbench {
namespace {

using testing::compile_text;
using testing::session;

TEST(Plugin, ReportsPlatformDevicesAndVersion) {
  const auto& s = session();
  EXPECT_GE(s.plugin().api_minor(), kPjrtApiMinimumMinor);
  EXPECT_EQ(s.plugin().api_major(), 0);
  std::string platform = s.client().platform_name();
  EXPECT_FALSE(platform.empty());
  if (s.location().name == "cpu") {
    EXPECT_EQ(platform, "cpu");
  }
  auto devices = s.client().devices();
  ASSERT_GE(devices.size(), 1u);
  EXPECT_FALSE(devices[0].kind().empty());
  EXPECT_THROW(s.client().device(devices.size()), Error);
}

TEST(Plugin, LoadingTwiceSharesOneInitializedPlugin) {
  auto again = runtime::Plugin::load(session().plugin().path());
  EXPECT_EQ(again.get(), &session().plugin());
}

constexpr const char* kMatmul = R"(module {
  func.func public @main(%a: tensor<64x96xf32>, %b: tensor<96x48xf32>) -> tensor<64x48xf32> {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x96xf32>, tensor<96x48xf32>) -> tensor<64x48xf32>
    return %0 : tensor<64x48xf32>
  }
})";

TEST(Plugin, CostAnalysisCountsMatmulFlops) {
  auto cost = compile_text(kMatmul).program().cost_analysis();
  if (!cost.flops()) GTEST_SKIP() << "this plugin reports no cost analysis";
  double expected = 2.0 * 64 * 96 * 48;
  EXPECT_NEAR(*cost.flops(), expected, 0.1 * expected);
  if (cost.bytes_accessed()) {
    EXPECT_GE(*cost.bytes_accessed(), (64 * 96 + 96 * 48 + 64 * 48) * 4.0 * 0.9);
  }
}

TEST(Plugin, MemoryStatsCoverArgumentsAndOutputs) {
  auto stats = compile_text(kMatmul).program().memory_stats();
  if (!stats) GTEST_SKIP() << "this plugin reports no memory statistics";
  EXPECT_EQ(stats->argument_bytes, (64 * 96 + 96 * 48) * 4);
  EXPECT_EQ(stats->output_bytes, 64 * 48 * 4);
}

TEST(Plugin, OutputSpecsComeFromTheCompiledProgram) {
  auto executable = compile_text(kMatmul);
  ASSERT_EQ(executable.outputs().size(), 1u);
  EXPECT_EQ(executable.outputs()[0].describe(), "f32[64x48]");
}

}  // namespace
}  // namespace jaxbench
