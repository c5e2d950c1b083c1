// The TPU profile from libtpu's final bundles, end to end through the
// sandboxed worker (built into topology_tests: it needs libtpu). The
// fixtures' shapes make their bottleneck plain (make_profile_fixtures.py).
#include "estimate/tpu_profile.h"

#include <gtest/gtest.h>

#include <cmath>

#include "core/error.h"
#include "platform/plugin_locator.h"
#include "platform/tpu_bundle_slots.h"
#include "preflight/preflight.h"
#include "runtime/session.h"

namespace jaxbench::preflight {
namespace {

class TpuProfileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    try {
      options_.plugin_path = platform::locate_plugin("tpu").path;
    } catch (const Error&) {
      GTEST_SKIP() << "libtpu is not installed (./setup.sh --with-tpu-compiler): the TPU profile is not tested";
    }
    options_.topology = runtime::topology_spec("v6e");
    options_.worker_path = JAXBENCH_PREFLIGHT_WORKER;
  }
  TpuProfile profile(const std::string& file) {
    PreflightModule module;
    module.path = std::string(JAXBENCH_TEST_DATA) + "/preflight/" + file;
    module.label = file;
    module.program = runtime::load_program(module.path);
    PreflightResult r = preflight_isolated(options_, module).result;
    EXPECT_TRUE(r.ok()) << r.message;
    EXPECT_TRUE(r.tpu_profile) << file << ": no profile";
    return r.tpu_profile.value_or(TpuProfile{});
  }
  // No bundle holds more operations of a kind than the generation's slots.
  static void expect_within_slots(const TpuProfile& p) {
    auto slots = platform::tpu_bundle_slots("v6e");
    ASSERT_TRUE(slots);
    int capacity[kSlotKinds] = {slots->mxu,          slots->vector_alu, slots->xlu, slots->eup, slots->vector_load,
                                slots->vector_store, slots->scalar,     slots->dma, 1 << 20};
    for (const auto& u : p.units) {
      for (int k = 0; k < kSlotKinds; ++k) {
        EXPECT_LE(u.max_per_bundle[k], capacity[k]) << u.unit << " " << slot_kind_name(static_cast<SlotKind>(k));
      }
    }
  }
  PreflightOptions options_;
};

TEST_F(TpuProfileTest, AMatmulKernelIsBoundByTheMxu) {
  TpuProfile p = profile("pallas_matmul.mlir");
  EXPECT_EQ(p.bottleneck, "mxu") << p.reason;
  EXPECT_GT(p.mxu_utilisation, 0.3) << p.reason;
  ASSERT_FALSE(p.units.empty());
  EXPECT_TRUE(p.units.front().kernel) << "the kernel, not " << p.units.front().unit << ", takes the time";
  EXPECT_EQ(p.units.front().weights, "simulated");
  EXPECT_GT(p.units.front().occupancy[static_cast<int>(SlotKind::kMxu)], 0.3);
  ASSERT_TRUE(p.vmem_bytes && p.vmem_capacity_bytes);
  // Two bf16 512x512 inputs and an f32 512x512 output, double-buffered: 4 MiB.
  EXPECT_GE(*p.vmem_bytes, 4 << 20);
  EXPECT_LT(*p.vmem_bytes, *p.vmem_capacity_bytes);
  expect_within_slots(p);
}

TEST_F(TpuProfileTest, ACopyKernelIsBoundByDma) {
  TpuProfile p = profile("pallas_copy.mlir");
  EXPECT_EQ(p.bottleneck, "dma") << p.reason;
  EXPECT_GT(p.dma_seconds, p.compute_seconds);
  EXPECT_LT(p.mxu_utilisation, 0.01);
  expect_within_slots(p);
}

TEST_F(TpuProfileTest, TinyBlocksOverManyStepsAreBoundByStepOverhead) {
  TpuProfile p = profile("pallas_tiny_blocks.mlir");
  EXPECT_EQ(p.bottleneck, "step_overhead") << p.reason;
  EXPECT_GE(p.grid_steps, 1024);
  EXPECT_GT(p.step_overhead_seconds, 0);
  EXPECT_GE(p.idle_share, 0.5);
  expect_within_slots(p);
}

TEST_F(TpuProfileTest, AnXlaProgramListsItsFusionsWithSharesSummingToOne) {
  TpuProfile p = profile("xla_loop_8.mlir");
  double sum = 0;
  bool fusion = false;
  for (const auto& u : p.units) {
    sum += u.share;
    fusion |= u.unit.find("fusion") != std::string::npos;
    EXPECT_EQ(u.weights, "static") << u.unit;
    for (double o : u.occupancy) EXPECT_TRUE(o >= 0 && o <= 1) << u.unit;
  }
  EXPECT_TRUE(fusion) << "no fusion among the units";
  EXPECT_GE(p.units.size(), 2u);
  EXPECT_NEAR(sum, 1.0, 1e-9);
  EXPECT_EQ(p.top_units.size(), std::min<size_t>(3, p.units.size()));
  EXPECT_TRUE(p.flops) << "XLA's cost analysis gives the program's flops";
  EXPECT_TRUE(p.achieved_flops_per_second && *p.achieved_flops_per_second < p.peak_flops_per_second);
  expect_within_slots(p);
}

}  // namespace
}  // namespace jaxbench::preflight
