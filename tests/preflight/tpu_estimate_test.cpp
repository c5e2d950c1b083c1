// The TPU time estimate from libtpu's final bundles, end to end through the
// sandboxed worker (built into topology_tests: it needs libtpu and the
// worker's path, JAXBENCH_PREFLIGHT_WORKER).
#include "preflight/tpu_estimate.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "platform/plugin_locator.h"
#include "preflight/preflight.h"
#include "runtime/session.h"

namespace jaxbench::preflight {
namespace {

PreflightModule planted(const std::string& file) {
  PreflightModule module;
  module.path = std::string(JAXBENCH_TEST_DATA) + "/preflight/" + file;
  module.label = file;
  module.program = runtime::load_program(module.path);
  return module;
}

class TpuEstimateTest : public ::testing::Test {
 protected:
  void SetUp() override {
    try {
      options_.plugin_path = platform::locate_plugin("tpu").path;
    } catch (const Error&) {
      GTEST_SKIP() << "libtpu is not installed (./setup.sh --with-tpu-compiler): the TPU time estimate is not tested";
    }
    options_.topology = runtime::topology_spec("v6e");
    options_.worker_path = JAXBENCH_PREFLIGHT_WORKER;
  }
  PreflightResult compile(const std::string& file) { return preflight_isolated(options_, planted(file)).result; }
  PreflightOptions options_;
};

TEST_F(TpuEstimateTest, APallasKernelGetsAnEstimateFromItsBundles) {
  PreflightResult r = compile("pallas_good.mlir");
  ASSERT_TRUE(r.ok()) << r.message;
  ASSERT_TRUE(r.tpu_estimate) << "no final bundles were read back from the compile";
  const TpuEstimate& e = *r.tpu_estimate;
  EXPECT_GT(e.seconds, 0);
  EXPECT_GT(e.executed_bundles, static_cast<double>(e.bundles)) << "the grid loop's trip count was not applied";
  // Grid (4, 2) = 8 steps, plus the pipeline's prologue and epilogue.
  EXPECT_GE(e.grid_steps, 8);
  EXPECT_LE(e.grid_steps, 12);
  // From the kernel's DMA descriptors, issued as its scalar code runs
  // (trip_counts.h): each 512 KiB block of both inputs and of the output
  // once, the pipeline's predicated-off copies not counted: the 12 MiB of
  // the operands exactly.
  EXPECT_EQ(e.dma_source, "kernel DMA descriptors");
  EXPECT_DOUBLE_EQ(e.dma_bytes, 3.0 * 1024 * 1024 * 4) << "two inputs and the output, f32[1024x1024] each";
  EXPECT_EQ(r.estimated_seconds(), e.seconds) << "the bundle estimate is the ranking key";
}

TEST_F(TpuEstimateTest, TwiceTheGridWithTheSameBlockTakesAboutTwiceAsLong) {
  PreflightResult once = compile("pallas_good.mlir");
  PreflightResult twice = compile("pallas_good_grid2x.mlir");
  ASSERT_TRUE(once.tpu_estimate && twice.tpu_estimate) << once.message << twice.message;
  // The per-program overhead is the same for both: compare what the kernel adds.
  auto kernel_seconds = [](const TpuEstimate& e) { return e.seconds - e.overhead_seconds; };
  double ratio = kernel_seconds(*twice.tpu_estimate) / kernel_seconds(*once.tpu_estimate);
  EXPECT_GT(ratio, 1.6);
  EXPECT_LT(ratio, 2.4);
  double bundle_ratio = twice.tpu_estimate->executed_bundles / once.tpu_estimate->executed_bundles;
  EXPECT_GT(bundle_ratio, 1.6);
  EXPECT_LT(bundle_ratio, 2.4);
}

TEST_F(TpuEstimateTest, TwiceTheTripsOfAnHloLoopTakeAboutTwiceAsLong) {
  // The loop body's fusions are units of their own, called from the
  // top-level program's loop: they count once per trip (make_loop_fixtures.py).
  PreflightResult eight = compile("xla_loop_8.mlir");
  PreflightResult sixteen = compile("xla_loop_16.mlir");
  ASSERT_TRUE(eight.tpu_estimate && sixteen.tpu_estimate) << eight.message << sixteen.message;
  double ratio = sixteen.tpu_estimate->executed_bundles / eight.tpu_estimate->executed_bundles;
  EXPECT_GT(ratio, 1.6);
  EXPECT_LT(ratio, 2.4);
  bool fusion_runs_per_trip = false;
  for (const auto& u : eight.tpu_estimate->units) fusion_runs_per_trip |= u.runs == 8;
  EXPECT_TRUE(fusion_runs_per_trip) << "no unit was weighted by the loop's 8 trips";
}

TEST_F(TpuEstimateTest, BlocksBeyondVmemStillGiveOomAndNoEstimate) {
  PreflightResult r = compile("pallas_vmem_oom.mlir");
  EXPECT_EQ(r.status, "oom") << r.message;
  EXPECT_FALSE(r.tpu_estimate);
}

}  // namespace
}  // namespace jaxbench::preflight
