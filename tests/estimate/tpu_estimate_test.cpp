// The TPU time estimate from libtpu's final bundles, end to end through the
// sandboxed worker (built into topology_tests: it needs libtpu and the
// worker's path, JAXBENCH_PREFLIGHT_WORKER).
#include "estimate/tpu_estimate.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "core/host_array.h"
#include "platform/plugin_locator.h"
#include "preflight/preflight.h"
#include "runtime/session.h"

namespace jaxbench::preflight {
namespace {

PreflightModule planted(const std::string& file, PreflightInputs inputs = {}) {
  PreflightModule module;
  module.inputs = std::move(inputs);
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
  PreflightResult compile(const std::string& file, PreflightInputs inputs = {}) {
    return preflight_isolated(options_, planted(file, std::move(inputs))).result;
  }
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

TEST_F(TpuEstimateTest, EachKernelWaitCostsTheFittedWaitAndXlaCodeHasNone) {
  PreflightResult once = compile("pallas_good.mlir");
  PreflightResult twice = compile("pallas_good_grid2x.mlir");
  PreflightResult xla = compile("xla_loop_8.mlir");
  ASSERT_TRUE(once.tpu_estimate && twice.tpu_estimate && xla.tpu_estimate) << once.message << xla.message;
  const TpuEstimate& e = *once.tpu_estimate;
  ASSERT_GT(e.wait_seconds, 0) << "v6e's fitted cost per kernel wait";
  EXPECT_GE(e.kernel_waits, 8) << "8 grid steps, each waiting on its blocks' copies";
  EXPECT_DOUBLE_EQ(e.seconds, combine_seconds(e.compute_seconds, e.dma_seconds, e.overlap_exponent) + e.fill_seconds +
                                  e.overhead_seconds + e.wait_seconds * e.kernel_waits);
  EXPECT_NEAR(twice.tpu_estimate->kernel_waits / e.kernel_waits, 2.0, 0.3) << "the waits follow the grid";
  // The count is the profile's: its kernel units' sync and wait operations.
  ASSERT_TRUE(once.tpu_profile);
  double profiled = 0;
  for (const auto& u : once.tpu_profile->units) profiled += u.kernel ? u.ops[static_cast<int>(SlotKind::kSync)] : 0;
  EXPECT_NEAR(profiled, e.kernel_waits, 1e-9 * e.kernel_waits);
  const TpuEstimate& plain = *xla.tpu_estimate;
  EXPECT_EQ(plain.kernel_waits, 0) << "an XLA program's own syncs are in its bundles, not costed apart";
  EXPECT_EQ(plain.fill_seconds, 0) << "nor its pipelines' fill";
  EXPECT_DOUBLE_EQ(plain.seconds, combine_seconds(plain.compute_seconds, plain.dma_seconds, plain.overlap_exponent) +
                                      plain.overhead_seconds);
  TpuEstimate back = TpuEstimate::from_json(e.to_json());
  EXPECT_DOUBLE_EQ(back.kernel_waits, e.kernel_waits);
  EXPECT_DOUBLE_EQ(back.wait_seconds, e.wait_seconds);
}

TEST_F(TpuEstimateTest, APallasPipelineExposesOneStepAndTwiceTheGridTheSameStep) {
  PreflightResult once = compile("pallas_good.mlir");
  PreflightResult twice = compile("pallas_good_grid2x.mlir");
  ASSERT_TRUE(once.tpu_estimate && twice.tpu_estimate) << once.message << twice.message;
  auto kernel = [](const TpuEstimate& e) {
    for (const auto& u : e.units) {
      if (u.kernel) return u;
    }
    return UnitBundles{};
  };
  const TpuEstimate& e = *once.tpu_estimate;
  UnitBundles k = kernel(e);
  // Grid (4, 2) = 8 steps, plus the pipeline's prologue and epilogue.
  EXPECT_GE(k.pipeline_steps, 8);
  EXPECT_LE(k.pipeline_steps, 12);
  EXPECT_GE(kernel(*twice.tpu_estimate).pipeline_steps, 16);
  EXPECT_GT(e.fill_seconds, 0);
  EXPECT_DOUBLE_EQ(e.fill_seconds, pipeline_fill_seconds(e));
  double c = k.executed_bundles / e.bundles_per_second, d = k.dma_bytes / (e.hbm_bytes_per_second * e.hbm_efficiency);
  EXPECT_LE(e.fill_seconds, std::min(c, d) / static_cast<double>(k.pipeline_steps) * (1 + 1e-9));
  // The same blocks over twice the grid: twice the work, one step's fill.
  EXPECT_NEAR(twice.tpu_estimate->fill_seconds / e.fill_seconds, 1.0, 0.25);
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

// Given arrays for main's arguments: an s32[1] scalar-prefetch value, then f32s.
PreflightInputs given(std::vector<HostArray> arrays) {
  std::vector<std::string> names;
  std::vector<std::optional<HostArray>> given_arrays;
  for (size_t i = 0; i < arrays.size(); ++i) {
    names.push_back("input" + std::to_string(i) + ".npy");
    given_arrays.emplace_back(std::move(arrays[i]));
  }
  return PreflightInputs::given(std::move(given_arrays), std::move(names));
}

HostArray scalar(int32_t value) {
  HostArray a(DType::kS32, {1});
  a.data<int32_t>()[0] = value;
  return a;
}

HostArray ones(Shape shape) {
  HostArray a(DType::kF32, std::move(shape));
  for (int64_t i = 0; i < a.size(); ++i) a.data<float>()[i] = 1.0f;
  return a;
}

TEST_F(TpuEstimateTest, ALoopBoundedByAScalarPrefetchValueScalesWithTheValue) {
  // make_dynamic_fixtures.py: the kernel's fori_loop runs n[0] times, n read
  // from SMEM; without values the loop would count once.
  std::vector<double> seconds;
  for (int32_t n : {64, 128, 256}) {
    PreflightResult r = compile("pallas_prefetch_loop.mlir", given({scalar(n), ones({256, 512})}));
    ASSERT_TRUE(r.ok() && r.tpu_estimate) << r.message;
    EXPECT_EQ(r.tpu_estimate->inputs, "given");
    EXPECT_TRUE(r.tpu_estimate->unresolved().empty()) << "n = " << n << ": a loop was left unresolved";
    seconds.push_back(r.tpu_estimate->seconds - r.tpu_estimate->overhead_seconds);
  }
  EXPECT_NEAR(seconds[1] / seconds[0], 2.0, 0.2) << "n = 128 against n = 64";
  EXPECT_NEAR(seconds[2] / seconds[0], 4.0, 0.4) << "n = 256 against n = 64";
}

TEST_F(TpuEstimateTest, AGridWhoseSecondHalfPlWhenSkipsRunsAboutHalfTheBundles) {
  PreflightResult half = compile("pallas_when_half.mlir");
  PreflightResult every = compile("pallas_when_none.mlir");
  ASSERT_TRUE(half.tpu_estimate && every.tpu_estimate) << half.message << every.message;
  EXPECT_TRUE(half.tpu_estimate->unresolved().empty()) << "pl.when on the program id needs no input values";
  double ratio = half.tpu_estimate->executed_bundles / every.tpu_estimate->executed_bundles;
  EXPECT_GT(ratio, 0.45);
  EXPECT_LT(ratio, 0.62) << "the skipped steps were counted as run";
  EXPECT_LT(half.tpu_estimate->seconds, every.tpu_estimate->seconds);
}

TEST_F(TpuEstimateTest, AModuleWithoutDynamicLoopsGetsTheSameEstimateWithOrWithoutInputs) {
  PreflightResult without = compile("pallas_good.mlir");
  PreflightResult with = compile("pallas_good.mlir", given({ones({1024, 1024}), ones({1024, 1024})}));
  ASSERT_TRUE(without.tpu_estimate && with.tpu_estimate) << without.message << with.message;
  EXPECT_EQ(without.tpu_estimate->inputs, "none");
  EXPECT_EQ(with.tpu_estimate->inputs, "given");
  EXPECT_DOUBLE_EQ(with.tpu_estimate->seconds, without.tpu_estimate->seconds);
  EXPECT_DOUBLE_EQ(with.tpu_estimate->executed_bundles, without.tpu_estimate->executed_bundles);
  EXPECT_DOUBLE_EQ(with.tpu_estimate->dma_bytes, without.tpu_estimate->dma_bytes);
}

HostArray counts(std::vector<int32_t> values) {
  HostArray a(DType::kS32, {static_cast<int64_t>(values.size())});
  for (size_t i = 0; i < values.size(); ++i) a.data<int32_t>()[i] = values[i];
  return a;
}

TEST_F(TpuEstimateTest, AnHloLoopBoundedByAnInputValueIsCountedOnTheHostFromThatValue) {
  // make_loop_fixtures.py: fori_loop(0, n[0], ...) in the program itself,
  // not in a kernel. The host runs the loop's exit test on n
  // (loop_probe.h), so n = 8 reads as the loop with the constant bound 8.
  // Without inputs it counts once and must read as unresolved (the loop
  // trusts it less), not as a resolved estimate.
  auto looped = [&](int32_t n) {
    return compile("xla_loop_dynamic.mlir", given({ones({512, 512}), ones({512, 512}), scalar(n)}));
  };
  PreflightResult eight = looped(8), sixteen = looped(16), unknown = compile("xla_loop_dynamic.mlir");
  PreflightResult constant8 = compile("xla_loop_8.mlir"), constant16 = compile("xla_loop_16.mlir");
  ASSERT_TRUE(eight.tpu_estimate && sixteen.tpu_estimate && unknown.tpu_estimate) << eight.message << unknown.message;
  ASSERT_TRUE(constant8.tpu_estimate && constant16.tpu_estimate) << constant8.message;
  EXPECT_TRUE(eight.tpu_estimate->resolved()) << eight.tpu_estimate->unresolved_line();
  EXPECT_EQ(eight.tpu_estimate->program_loops_without_bound(), 0);
  EXPECT_NEAR(eight.tpu_estimate->seconds / constant8.tpu_estimate->seconds, 1.0, 0.05);
  EXPECT_NEAR(sixteen.tpu_estimate->seconds / constant16.tpu_estimate->seconds, 1.0, 0.05);
  EXPECT_EQ(eight.tpu_estimate->input_notes, std::vector<std::string>{"@main: while loop 1: 8 trips over 1 entry, "
                                                                      "from the inputs"});
  const TpuEstimate& e = *unknown.tpu_estimate;
  EXPECT_EQ(e.inputs, "none");
  EXPECT_EQ(e.program_loops_without_bound(), 1);
  EXPECT_EQ(e.unresolved(), std::vector<std::string>{"TLP while loop 1 of 1"});
  EXPECT_NE(e.unresolved_line().find("1 data-dependent loop once"), std::string::npos) << e.unresolved_line();
  EXPECT_NE(e.unresolved_line().find("no input values were given"), std::string::npos) << e.unresolved_line();
  EXPECT_EQ(e.to_json().at("resolved"), false);
  EXPECT_LT(e.executed_bundles, eight.tpu_estimate->executed_bundles / 4) << "counted once, not 8 times";
  EXPECT_TRUE(constant8.tpu_estimate->resolved()) << "a loop with a constant bound is counted, not unresolved";
}

TEST_F(TpuEstimateTest, AProgramLoopThatNeverEndsOnItsInputsIsStoppedOnTheHostAndCountsOnce) {
  // make_loop_fixtures.py: while i < n[0], i += n[1]. n = (8, 1) runs 8
  // trips; n = (8, 0) never ends, on a TPU as on the host: the host's count
  // stops at kLoopProbeTripCap and the loop reads as not counted.
  auto stepped = [&](std::vector<int32_t> n) {
    return compile("xla_loop_stepped.mlir", given({ones({512, 512}), ones({512, 512}), counts(std::move(n))}));
  };
  PreflightResult eight = stepped({8, 1}), endless = stepped({8, 0}), constant8 = compile("xla_loop_8.mlir");
  ASSERT_TRUE(eight.tpu_estimate && endless.tpu_estimate && constant8.tpu_estimate) << endless.message;
  EXPECT_TRUE(eight.tpu_estimate->resolved()) << eight.tpu_estimate->unresolved_line();
  EXPECT_NEAR(eight.tpu_estimate->seconds / constant8.tpu_estimate->seconds, 1.0, 0.1);
  const TpuEstimate& e = *endless.tpu_estimate;
  EXPECT_FALSE(e.resolved());
  EXPECT_EQ(e.unresolved(), std::vector<std::string>{"TLP while loop 1 of 1"});
  EXPECT_NE(e.unresolved_line().find("without ending: stopped there"), std::string::npos) << e.unresolved_line();
}

TEST_F(TpuEstimateTest, AnInnerLoopToAValuePerOuterTripCountsTheSumOfThoseValues) {
  // make_loop_fixtures.py: 4 outer trips, the inner loop to n[i] in each
  // (tokamax's MLA reference writes each sequence's new tokens so): n
  // summing to 8 reads as 8 trips of the body, to 16 as 16.
  auto nested = [&](std::vector<int32_t> n) {
    return compile("xla_loop_nested.mlir", given({ones({512, 512}), ones({512, 512}), counts(std::move(n))}));
  };
  PreflightResult eight = nested({1, 2, 3, 2}), sixteen = nested({4, 4, 4, 4});
  PreflightResult constant8 = compile("xla_loop_8.mlir"), constant16 = compile("xla_loop_16.mlir");
  ASSERT_TRUE(eight.tpu_estimate && sixteen.tpu_estimate && constant8.tpu_estimate && constant16.tpu_estimate)
      << eight.message << sixteen.message;
  EXPECT_TRUE(eight.tpu_estimate->resolved()) << eight.tpu_estimate->unresolved_line();
  EXPECT_NEAR(eight.tpu_estimate->seconds / constant8.tpu_estimate->seconds, 1.0, 0.1);
  EXPECT_NEAR(sixteen.tpu_estimate->seconds / constant16.tpu_estimate->seconds, 1.0, 0.1);
  EXPECT_EQ(eight.tpu_estimate->input_notes,
            std::vector<std::string>{"@main: while loop 1, loop 1 inside it: 8 trips over 4 entries, from the inputs"});
}

}  // namespace
}  // namespace jaxbench::preflight
