// The estimate over counted bundles: how compute and DMA combine, and which
// bytes an XLA program and a Pallas program are charged (tpu_estimate.h).
#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "core/files.h"
#include "core/temp_dir.h"
#include "estimate/tpu_estimate.h"
#include "tpu_model/bundle_fixture.h"
#include "tpu_model/dump_reader.h"

namespace jaxbench::preflight {
namespace {

using bundle_fixtures::kOneLoop;

TEST(TpuEstimate, CombinesComputeAndDmaAsASmoothMaximumPlusTheOverhead) {
  std::vector<UnitBundles> units = {count_bundles("name.1", kOneLoop)};
  units[0].kernel = true;  // as weigh_by_calls marks a unit TLP calls as a custom call
  std::map<std::string, double> cost = {{"bytes accessed0{}", 1e6}, {"bytes accessedout{}", 1e6}};
  std::optional<TpuEstimate> e = estimate_tpu_time("v6e", units, cost);
  ASSERT_TRUE(e);
  EXPECT_DOUBLE_EQ(e->dma_bytes, 32.0 * 4 * 4096 * 10) << "a Pallas call's DMA is its kernel's descriptors";
  EXPECT_EQ(e->dma_source, "kernel DMA descriptors");
  EXPECT_DOUBLE_EQ(e->compute_seconds, 33 / e->bundles_per_second);
  EXPECT_DOUBLE_EQ(e->dma_seconds, e->dma_bytes / (e->hbm_bytes_per_second * e->hbm_efficiency));
  double q = e->overlap_exponent;
  ASSERT_GT(q, 0) << "v6e's fitted overlap is partial";
  EXPECT_DOUBLE_EQ(e->seconds, std::pow(std::pow(e->compute_seconds, q) + std::pow(e->dma_seconds, q), 1 / q) +
                                   e->fill_seconds + e->overhead_seconds);
  EXPECT_GT(combine_seconds(1e-6, 1e-6, q), 1e-6) << "more than the longer part";
  EXPECT_LT(combine_seconds(1e-6, 1e-6, q), 2e-6) << "less than both in a row";
  EXPECT_EQ(e->grid_steps, 10);
  TpuEstimate back = TpuEstimate::from_json(e->to_json());
  EXPECT_DOUBLE_EQ(back.seconds, e->seconds);
  EXPECT_DOUBLE_EQ(back.hbm_efficiency, e->hbm_efficiency);
  EXPECT_DOUBLE_EQ(back.overlap_exponent, e->overlap_exponent);
  EXPECT_EQ(back.units.size(), 1u);
  units[0].kernel = false;
  EXPECT_DOUBLE_EQ(estimate_tpu_time("v6e", units, cost)->dma_bytes, 2e6)
      << "an XLA program: the smaller of its code's 5.2 MB and the cost analysis's";
  EXPECT_FALSE(estimate_tpu_time("v6e", {}, cost)) << "no dumps, no estimate";
  EXPECT_FALSE(estimate_tpu_time("v4", units, cost)) << "v4 has no fitted constants";
  // v5e and TPU7x: v6e's constants scaled by public specs (tpu_generations.cpp).
  std::optional<TpuEstimate> v5e = estimate_tpu_time("v5e", units, cost), v7 = estimate_tpu_time("v7", units, cost);
  ASSERT_TRUE(v5e && v7);
  EXPECT_NEAR(v5e->bundles_per_second / e->bundles_per_second, 1.503 / 3.502, 1e-3) << "the clocks from the peaks";
  EXPECT_DOUBLE_EQ(v5e->hbm_bytes_per_second, 0.82e12);
  EXPECT_NEAR(v7->bundles_per_second / e->bundles_per_second, 2307.0 / 2 / 918, 1e-9);
  EXPECT_DOUBLE_EQ(v7->hbm_bytes_per_second, 7.4e12 / 2) << "a device is one of the chip's two TensorCores";
  EXPECT_EQ(v7->hbm_efficiency, e->hbm_efficiency);
}

// An XLA program's bytes are what its final code's DMAs move, where that is
// below the cost analysis's: a gather fusion's row copies issued once per
// trip of its loop, a TLP prefetch of an operand into VMEM with a constant
// size and no descriptor, a general copy by its descriptor; not the cost
// analysis's whole gather operand. One DMA whose size is a register leaves
// the code's bytes unknown, and then the cost analysis counts.
TEST(TpuEstimate, AnXlaProgramsBytesAreWhatItsCodesDmasMove) {
  const char* gather =
      "  0x0 LB: > { %s1 = sadd.s32 1, %s0 }\n"
      "  0x1   : > { %2 = dma.hbm_to_vmem [thread:$0]  /*hbm=*/%s3, /*size_in_granules=*/%s4, /*vmem=*/%s5 /*\n"
      "window_bounds: (8, 1)\n"
      "element_size_in_bytes: 2048 */ }\n"
      "  0x2   : > { %6 = dma.general /*src=*/%s7, /*size_in_granules=*/%s8, /*dst=*/%s9 /*\n"
      "window_bounds: (2, 1)\n"
      "element_size_in_bytes: 2048 */ }\n"
      "  0x3   : > { %p10 = scmp.ge.s32.totalorder %s1, 100 /* loop exit test */ }\n";
  const char* tlp =
      "  0x0   :  { %1 = dma.hbm_to_vmem [thread:$1]  /*hbm=*/%s2, /*size_in_granules=*/4096, /*vmem=*/%s3 }\n"
      "  0x1   :  { %4 = dma.hbm_to_smem /*hbm=*/%s5, /*size_in_granules=*/%s6 }\n"
      "  0x2   :  { %s7_s25 = scalar_select /*predicate=*/%p8_p2, /*on_true=*/0, /*on_false=*/1024  }\n"
      "  0x3   :  { %9 = dma.hbm_to_vmem [thread:$1]  /*hbm=*/%s10, /*size_in_granules=*/%s7_s25, /*vmem=*/%s11 }\n";
  std::vector<UnitBundles> units = {count_bundles("TLP", tlp), count_bundles("gather_fusion", gather)};
  EXPECT_DOUBLE_EQ(units[0].other_dma_bytes, (4096 + 1024) * 32.0)
      << "32-byte granules, a size chosen between constants at the larger; SMEM copies are not HBM traffic";
  EXPECT_DOUBLE_EQ(units[1].dma_bytes, 8 * 2048 * 100.0);
  EXPECT_DOUBLE_EQ(units[1].other_dma_bytes, 2 * 2048 * 100.0) << "a general copy by its descriptor";
  EXPECT_EQ(units[0].unsized_dmas + units[1].unsized_dmas, 0);
  std::map<std::string, double> cost = {{"bytes accessed", 5e9}};
  std::optional<TpuEstimate> e = estimate_tpu_time("v6e", units, cost);
  ASSERT_TRUE(e);
  EXPECT_DOUBLE_EQ(e->dma_bytes, 5120 * 32.0 + 10 * 2048 * 100.0) << "not the cost analysis's 5 GB";
  EXPECT_EQ(e->dma_source, "DMA sizes in the final code");
  TpuEstimate back = TpuEstimate::from_json(e->to_json());
  EXPECT_DOUBLE_EQ(back.units[0].other_dma_bytes, units[0].other_dma_bytes);
  EXPECT_DOUBLE_EQ(estimate_tpu_time("v6e", units, {{"bytes accessed", 1e6}})->dma_bytes, 1e6)
      << "the code's copies counted as issued (a re-fetch predicated off) above the cost analysis's: the latter";

  units.push_back(count_bundles("copy",
                                "  0x0   :  { %1 = dma.vmem_to_hbm [thread:$0]  /*vmem=*/%s2, "
                                "/*size_in_granules=*/%s3, /*hbm=*/%s4 }\n"));
  EXPECT_EQ(units[2].unsized_dmas, 1) << "a register size and no descriptor";
  e = estimate_tpu_time("v6e", units, cost);
  EXPECT_DOUBLE_EQ(e->dma_bytes, 5e9) << "a copy of unknown size: the cost analysis's bytes";
  EXPECT_EQ(e->dma_source, "cost analysis bytes accessed");
}

// A kernel's pipeline overlaps one step's copies with another's compute, so
// over N steps only the first fetch or the last compute, the shorter part
// of one step, stays exposed.
TEST(TpuEstimate, EachKernelsPipelineExposesTheShorterPartOfOneStep) {
  std::vector<UnitBundles> units = {count_bundles("name.1", kOneLoop)};
  units[0].kernel = true;
  std::optional<TpuEstimate> e = estimate_tpu_time("v6e", units, {});
  ASSERT_TRUE(e);
  const double c = e->compute_seconds, d = e->dma_seconds, q = e->overlap_exponent;
  EXPECT_DOUBLE_EQ(e->fill_seconds, (c + d - combine_seconds(c, d, q)) / 10) << "10 steps of the grid loop";
  EXPECT_GT(e->fill_seconds, 0);
  EXPECT_LE(e->fill_seconds, std::min(c, d) / 10 * (1 + 1e-9)) << "never more than the shorter part of one step";
  EXPECT_DOUBLE_EQ(e->seconds, combine_seconds(c, d, q) + e->fill_seconds + e->overhead_seconds);
  TpuEstimate back = TpuEstimate::from_json(e->to_json());
  EXPECT_DOUBLE_EQ(back.fill_seconds, e->fill_seconds);
  EXPECT_EQ(back.units[0].pipeline_steps, 10);

  units[0].pipeline_steps = 1;
  EXPECT_DOUBLE_EQ(estimate_tpu_time("v6e", units, {})->fill_seconds, c + d - combine_seconds(c, d, q))
      << "one step: its copies and compute in a row";
  units[0].pipeline_steps = 0;
  EXPECT_EQ(estimate_tpu_time("v6e", units, {})->fill_seconds, 0) << "unknown steps add nothing";
  units[0].pipeline_steps = 10;
  units[0].kernel = false;
  EXPECT_EQ(estimate_tpu_time("v6e", units, {{"bytes accessed", 1e6}})->fill_seconds, 0)
      << "an XLA fusion overlaps its own copies: its time is the combined one";
}

// A Pallas program's HBM bytes are its kernels' descriptors plus the XLA
// code around them: the cost analysis's total, less what the kernels'
// pl.CostEstimate declare (the total counts a tpu_custom_call only by
// those). The larger of the two, before, dropped the XLA pad of a batch
// block larger than the batch (qmm).
TEST(TpuEstimate, APallasProgramsBytesAreItsDescriptorsPlusTheXlaCodesBytes) {
  std::vector<UnitBundles> units = {count_bundles("name.1", kOneLoop)};
  units[0].kernel = true;
  const double descriptors = 32.0 * 4 * 4096 * 10;
  std::map<std::string, double> cost = {{"bytes accessed", 9e6}, {"bytes accessedout{}", 5e7}};
  std::optional<TpuEstimate> e = estimate_tpu_time("v6e", units, cost);
  ASSERT_TRUE(e);
  EXPECT_DOUBLE_EQ(e->dma_bytes, descriptors + 9e6) << "the XLA code's bytes add to the kernel's";
  EXPECT_EQ(e->dma_source, "kernel DMA descriptors + cost analysis of the XLA code");
  EXPECT_DOUBLE_EQ(estimate_tpu_time("v6e", units, cost, 8e6)->dma_bytes, descriptors + 1e6)
      << "the bytes the kernel's own cost estimate declares are not counted twice";
  EXPECT_DOUBLE_EQ(estimate_tpu_time("v6e", units, cost, 2e7)->dma_bytes, descriptors) << "never below the kernel's";
  units[0].dma_bytes = 0;
  EXPECT_DOUBLE_EQ(estimate_tpu_time("v6e", units, {{"bytes accessed0{}", 3e6}})->dma_bytes, 3e6)
      << "no descriptors and no XLA bytes: the cost analysis's figures";
  units[0].kernel = false;
  EXPECT_DOUBLE_EQ(estimate_tpu_time("v6e", units, cost, 8e6)->dma_bytes, 9e6)
      << "an XLA program whose code moves nothing: its cost's total";

  TempDir dir("jaxbench-dump-test-");
  EXPECT_DOUBLE_EQ(declared_kernel_bytes(dir.path()), 0) << "no HLO dump";
  write_file_atomic(dir.path() + "/1796-TLP-hlo.txt",
                    "%a = custom-call(), custom_call_target=\"tpu_custom_call\", backend_config={\"cost_estimate\":"
                    "{\"flops\":\"5\",\"bytes_accessed\":\"1073741824\",\"remote_bytes_transferred\":\"0\"}}\n"
                    "%b = custom-call(), custom_call_target=\"tpu_custom_call\", backend_config={\"cost_estimate\":"
                    "{\"bytes_accessed\":\"1000\"}}\n%c = custom-call(), custom_call_target=\"tpu_custom_call\"\n");
  write_file_atomic(dir.path() + "/1796-name.1-01-final_bundles.txt", "\"bytes_accessed\":\"7\"");
  EXPECT_DOUBLE_EQ(declared_kernel_bytes(dir.path()), 1073741824.0 + 1000) << "each call's declared bytes, once";
}

}  // namespace
}  // namespace jaxbench::preflight
