// Reading libtpu's final-bundle dumps: bundle lines, loops and their trip
// counts, unit names. The texts are written in libtpu 0.0.48's format
// (addresses, LB marks, "loop exit test" comparisons), cut down by hand.
#include "preflight/dump_reader.h"

#include <gtest/gtest.h>

#include "core/files.h"
#include "core/temp_dir.h"
#include "preflight/tpu_estimate.h"

namespace jaxbench::preflight {
namespace {

// Two bundles before a loop of three bundles run 10 times, one of them a
// descriptor spread over continuation lines, then one bundle after it.
const char* kOneLoop =
    "= control target key start\n"
    "LB: loop body\n"
    "= control target key end\n"
    "   0x0   :  { %1 = vsyncpa [#allocation4], 0 }\n"
    "   0x1   :  { %s2 = smov 0 }\n"
    "   0xb LB: > { %s3 = sadd.s32 1, %s2 }\n"
    "   0xc   : > { %4 = dma.hbm_to_vmem /* window_bounds: (32, 4)\n"
    "iteration_bounds: (4, 2)\n"
    "element_size_in_bytes: 4096 */ }\n"
    "   0xd   : > { %p5 = scmp.ge.s32.totalorder %s21_s16, 10 /* loop exit test */  ;;  %s6 = smov 1 }\n"
    "   0xe   :  {} /* End region 4 */\n";

TEST(DumpReader, WeightsTheBundlesOfALoopByItsTripCount) {
  UnitBundles u = count_bundles("name.1", kOneLoop);
  EXPECT_EQ(u.bundles, 6);
  EXPECT_DOUBLE_EQ(u.executed_bundles, 3 + 3 * 10);
  EXPECT_EQ(u.loops, 1);
  EXPECT_EQ(u.max_trip_count, 10);
  EXPECT_EQ(u.loops_without_bound, 0);
}

TEST(DumpReader, NestedLoopsMultiply) {
  std::string text =
      "  0x0 LB: > { %s1 = sadd.s32 1, %s0 }\n"
      "  0x1 LB: > { %s2 = sadd.s32 1, %s3 }\n"
      "  0x2   : > { %p4 = scmp.ge.s32.totalorder %s2, 4 /* loop exit test */ }\n"
      "  0x3   : > { %p5 = scmp.ge.s32.totalorder %s1, 3 /* loop exit test */ }\n";
  UnitBundles u = count_bundles("fusion", text);
  EXPECT_EQ(u.bundles, 4);
  // Inner two bundles: 4 × 3 times each; the outer loop's own two: 3 times.
  EXPECT_DOUBLE_EQ(u.executed_bundles, 2 * 12 + 2 * 3);
  EXPECT_EQ(u.loops, 2);
}

TEST(DumpReader, ALoopWhoseBoundIsARegisterCountsOnce) {
  std::string text =
      "  0x0 LB: > { %s1 = sadd.s32 1, %s0 }\n"
      "  0x1   : > { %p2 = scmp.ge.s32.totalorder %s1, %s9 /* loop exit test */ }\n";
  UnitBundles u = count_bundles("while", text);
  EXPECT_DOUBLE_EQ(u.executed_bundles, 2);
  EXPECT_EQ(u.loops_without_bound, 1);
}

TEST(DumpReader, NamesTheUnitOfADumpFile) {
  EXPECT_EQ(unit_of_dump_file("1796-TLP-73-final_bundles.txt"), "TLP");
  EXPECT_EQ(unit_of_dump_file("1796-convolution-convert-fusion-71-final_bundles.txt"), "convolution-convert-fusion");
  EXPECT_EQ(unit_of_dump_file("1796-TLP-hlo.txt"), "");
}

TEST(DumpReader, ReadsTheFinalBundlesOfEachUnitAndSkipsLibtpusOwnCode) {
  TempDir dir("jaxbench-dump-test-");
  write_file_atomic(dir.path() + "/1796-name.1-01-final_bundles.txt", kOneLoop);
  write_file_atomic(dir.path() + "/1796-name.1-00-schedule-analysis_final_bundles.txt", "total scheduled bundles: 9");
  write_file_atomic(dir.path() + "/1795-<late-initialization>-01-final_bundles.txt", kOneLoop);
  write_file_atomic(dir.path() + "/1795-TLP-01-final_bundles.txt", "  0x0   :  { %1 = smov 0 }\n");
  std::vector<UnitBundles> units = read_final_bundles(dir.path());
  ASSERT_EQ(units.size(), 2u);
  EXPECT_EQ(units[0].unit, "TLP");
  EXPECT_DOUBLE_EQ(units[0].executed_bundles, 1);
  EXPECT_EQ(units[1].unit, "name.1");
  EXPECT_DOUBLE_EQ(units[1].executed_bundles, 33);
  EXPECT_TRUE(read_final_bundles(dir.path() + "/missing").empty());
}

TEST(TpuEstimate, TakesTheLongerOfComputeAndDmaPlusTheOverhead) {
  std::vector<UnitBundles> units = {count_bundles("name.1", kOneLoop)};
  std::map<std::string, double> cost = {{"bytes accessed0{}", 1e6}, {"bytes accessedout{}", 1e6}};
  std::optional<TpuEstimate> e = estimate_tpu_time("v6e", units, cost);
  ASSERT_TRUE(e);
  EXPECT_DOUBLE_EQ(e->dma_bytes, 2e6);
  EXPECT_DOUBLE_EQ(e->compute_seconds, 33 / e->bundles_per_second);
  EXPECT_DOUBLE_EQ(e->seconds, std::max(e->compute_seconds, e->dma_seconds) + e->overhead_seconds);
  EXPECT_EQ(e->grid_steps, 10);
  TpuEstimate back = TpuEstimate::from_json(e->to_json());
  EXPECT_DOUBLE_EQ(back.seconds, e->seconds);
  EXPECT_EQ(back.units.size(), 1u);
  EXPECT_FALSE(estimate_tpu_time("v6e", {}, cost)) << "no dumps, no estimate";
  EXPECT_FALSE(estimate_tpu_time("v4", units, cost)) << "v4 has no fitted constants";
}

}  // namespace
}  // namespace jaxbench::preflight
