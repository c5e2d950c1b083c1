// `jaxbench run`'s core on the CPU plugin: one small workload (12p_RMSNorm at
// size small) timed end to end, and the failures it reports as records.
#include "suite/runner.h"

#include <gtest/gtest.h>

#include "core/project_root.h"
#include "core/temp_dir.h"
#include "runtime/runtime_test_util.h"

namespace jaxbench::suite {
namespace {

measure::SamplingOptions few_samples() {
  measure::SamplingOptions options;
  options.min_warmup = 1;
  options.max_warmup = 2;
  options.min_samples = 2;
  options.max_samples = 3;
  options.budget_seconds = 0.5;
  return options;
}

class Runner : public ::testing::Test {
 protected:
  void SetUp() override {
    auto root = project_root();
    if (!root) GTEST_SKIP() << "no checkout found (set JAXBENCH_ROOT)";
    registry_ = Registry::discover(*root + "/workloads");
    entry_ = registry_.find("12p");
    if (entry_ == nullptr) GTEST_SKIP() << "workloads/12p_RMSNorm is not in this checkout";
  }
  Registry registry_;
  const WorkloadEntry* entry_ = nullptr;
};

TEST_F(Runner, TimesASmallWorkloadAndCountsItsFlops) {
  Manifest manifest = registry_.manifest(*entry_, "small");
  RunRecord record = run_workload(testing::session(), registry_, *entry_, "small", few_samples());
  ASSERT_EQ(record.status, "success") << record.error;
  EXPECT_EQ(record.workload, "12p_RMSNorm");
  EXPECT_EQ(record.size, "small");
  EXPECT_EQ(record.platform, testing::session().client().platform_name());
  EXPECT_GE(record.timing.count, 2u);
  EXPECT_LE(record.timing.count, 3u);
  EXPECT_GE(record.warmups, 1);
  EXPECT_GT(record.timing.median, 0);
  EXPECT_LE(record.timing.min, record.timing.median);
  EXPECT_GE(record.timing.max, record.timing.median);
  EXPECT_GT(record.compile_ms, 0);
  EXPECT_GT(record.input_ms, 0);
  EXPECT_GT(record.flops, 0);
  EXPECT_TRUE(record.flops_source == "pjrt_cost_analysis" || record.flops_source == "manifest") << record.flops_source;
  EXPECT_EQ(record.bytes_accessed, manifest.bytes_accessed);
  EXPECT_NEAR(record.tflops, record.flops / (record.timing.median * 1e-3) / 1e12, 1e-9 * record.tflops);
  ASSERT_FALSE(manifest.outputs.empty());
  EXPECT_EQ(record.output_shape, manifest.outputs.back().shape);
}

TEST_F(Runner, AMissingSizeIsAnErrorRecordNamingTheSizes) {
  RunRecord record = run_workload(testing::session(), registry_, *entry_, "enormous", few_samples());
  EXPECT_EQ(record.status, "error");
  EXPECT_NE(record.error.find("enormous"), std::string::npos) << record.error;
  EXPECT_NE(record.error.find("small"), std::string::npos) << record.error;
  EXPECT_EQ(record.timing.count, 0u);
}

// `jaxbench run` twice: the second process (a fresh cache on the same
// folder) loads the reference from disk and says so in its record.
TEST_F(Runner, ASecondRunLoadsTheReferenceFromTheDiskCacheAndSaysSo) {
  if (!testing::session().client().can_serialize()) GTEST_SKIP() << "this plugin does not serialize executables";
  TempDir folder("jaxbench-runner-cache-test-");
  ProgramCache cold(testing::session(), folder.path());
  RunRecord first = run_workload(testing::session(), registry_, *entry_, "small", few_samples(), &cold);
  ASSERT_EQ(first.status, "success") << first.error;
  EXPECT_FALSE(first.compile_cached);
  ProgramCache warm(testing::session(), folder.path());
  RunRecord second = run_workload(testing::session(), registry_, *entry_, "small", few_samples(), &warm);
  ASSERT_EQ(second.status, "success") << second.error;
  EXPECT_TRUE(second.compile_cached);
  EXPECT_EQ(warm.counters().compiled, 0);
  EXPECT_EQ(second.flops, first.flops);
}

}  // namespace
}  // namespace jaxbench::suite
