// Reading libtpu's final-bundle dumps: bundle lines, loops and their trip
// counts, unit names. The texts are written in libtpu 0.0.48's format
// (addresses, LB marks, "loop exit test" comparisons, branches back, calls),
// cut down by hand.
#include "tpu_model/dump_reader.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "bundle_fixture.h"
#include "core/files.h"
#include "core/temp_dir.h"

namespace jaxbench::preflight {
namespace {

using bundle_fixtures::kOneLoop;

TEST(DumpReader, WeightsTheBundlesOfALoopByItsTripCount) {
  UnitBundles u = count_bundles("name.1", kOneLoop);
  EXPECT_EQ(u.bundles, 6);
  EXPECT_DOUBLE_EQ(u.executed_bundles, 3 + 3 * 10);
  EXPECT_EQ(u.loops, 1);
  EXPECT_EQ(u.max_trip_count, 10);
  EXPECT_EQ(u.loops_without_bound, 0);
  // The DMA's window: 32 x 4 elements of 4096 bytes, issued on each of 10 trips.
  EXPECT_DOUBLE_EQ(u.dma_bytes, 32.0 * 4 * 4096 * 10);
}

TEST(DumpReader, AWriteBackCountsAtMostItsWholeArray) {
  std::string text =
      "  0x0 LB: > { %s1 = sadd.s32 1, %s0 }\n"
      "  0x1   : > { %2 = shalt.err (!%p3) /* BoundsCheck 1 for %4=dma.vmem_to_hbm\n"
      "hlo: copy-start */ }\n"
      "  0x2   : > { %4 = dma.vmem_to_hbm [thread:$0] /*vmem=*/%s5 /*\n"
      "window_bounds: (32, 4)\n"
      "iteration_bounds: (1, 2)\n"
      "element_size_in_bytes: 4096 */ }\n"
      "  0x3   : > { %p6 = scmp.ge.s32.totalorder %s1, 10 /* loop exit test */ }\n";
  UnitBundles u = count_bundles("name.1", text);
  // Issued on 10 trips, but the array is 2 windows: a block is written once.
  EXPECT_DOUBLE_EQ(u.dma_bytes, 32.0 * 4 * 4096 * 2);
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
  EXPECT_EQ(u.pipeline_steps, 3) << "a kernel's pipeline steps are its outer (grid) loop's, not the inner's 4";
  EXPECT_EQ(count_bundles("name.1", kOneLoop).pipeline_steps, 10);
  EXPECT_EQ(count_bundles("name.1", "  0x0   :  { %1 = smov 0 }\n").pipeline_steps, 1) << "no loop: one step";
}

TEST(DumpReader, ALoopWhoseBoundIsARegisterCountsOnce) {
  std::string text =
      "  0x0 LB: > { %s1 = sadd.s32 1, %s0 }\n"
      "  0x1   : > { %p2 = scmp.ge.s32.totalorder %s1, %s9 /* loop exit test */ }\n";
  UnitBundles u = count_bundles("while", text);
  EXPECT_DOUBLE_EQ(u.executed_bundles, 2);
  EXPECT_EQ(u.loops_without_bound, 1);
  EXPECT_EQ(u.pipeline_steps, 0) << "an outer loop without a constant bound: its steps are unknown";
}

// A top-level program's HLO while loop (fori_loop(0, 8)), cut from
// libtpu 0.0.48's TLP dump: no exit-test marker; the body runs from the LB
// bundle starting region 116 to the branch back to it, the stepped counter
// compared with 8 on the way (the eq-0 compare after it tests a predicate).
// It calls copy.11 and add_tanh_fusion.2 inside the loop, convert.1 before.
const char* kTlpWhileLoop =
    "   0x0   :  { %393 = inlined_call /* <late-initialization> */ } /* Start region 78 */\n"
    "   0x1   :  { %99 = inlined_call %s540_s0, %s541_s1 /* %convert.1 = convert(%copy-done.2) */ }\n"
    "   0x2 LB: > { %s594_s22 = sld [smem:[#allocation24_spill]] } /* Start region 116 :: Start region 448 */\n"
    "   0x3   : > { %184 = inlined_call %s542_s0, %s543_s1 /* %copy.11 = copy(%get-tuple-element.38) */ }\n"
    "   0x4   : > { %200 = inlined_call %s544_s0, %s545_s1 /* %add_tanh_fusion.2 = fusion(%copy.11, %gte.43) */ }\n"
    "   0x5   : > { %s597_s4 = sadd.s32 1, %s596_s22 /* copy for cssa */ }\n"
    "   0x6   : > { %p149_p12 = scmp.lt.s32.totalorder %s597_s4, 8 }\n"
    "   0x7   : > { %p153_p13 = scmp.eq.s32.totalorder %s152_s6, 0 } /* End region 34 */\n"
    "   0x8   :  { %155 = sbr.rel (!%p153_p13) target = $region116 }\n"
    "   0x9   :  { %404 = inlined_call /* <late-finalization> */ }\n";

TEST(DumpReader, AnHloWhileLoopEndsAtItsBranchBackAndRunsItsCountersBound) {
  UnitBundles u = count_bundles("TLP", kTlpWhileLoop);
  EXPECT_EQ(u.bundles, 10);
  // 0x2..0x8 (seven bundles, the branch back included) run 8 times; the
  // three around the loop once.
  EXPECT_DOUBLE_EQ(u.executed_bundles, 7 * 8 + 3);
  EXPECT_EQ(u.loops, 1);
  EXPECT_EQ(u.max_trip_count, 8);
  ASSERT_EQ(u.calls.size(), 3u) << "libtpu's own <late-...> calls name no unit";
  EXPECT_DOUBLE_EQ(u.calls.at("convert.1"), 1);
  EXPECT_DOUBLE_EQ(u.calls.at("copy.11"), 8);
  EXPECT_DOUBLE_EQ(u.calls.at("add_tanh_fusion.2"), 8);
  // In a kernel, an unmarked loop is data-dependent (its compares test other
  // values than its counter): it counts once.
  EXPECT_DOUBLE_EQ(count_bundles("name.1", kTlpWhileLoop).executed_bundles, 10);
}

TEST(DumpReader, AnHloWhileLoopBoundedByAValueTakesTheTripsTheHostCounted) {
  std::string text = kTlpWhileLoop;
  text.replace(text.find("%s597_s4, 8"), 11, "%s597_s4, %s9");  // the bound is a register: a value
  UnitBundles once = count_bundles("TLP", text);
  EXPECT_DOUBLE_EQ(once.executed_bundles, 10);
  EXPECT_EQ(once.loops_without_bound, 1);
  UnitBundles given = count_bundles("TLP", text, {5});
  EXPECT_DOUBLE_EQ(given.executed_bundles, 7 * 5 + 3);
  EXPECT_DOUBLE_EQ(given.calls.at("add_tanh_fusion.2"), 5) << "the fusions inside it run per trip";
  EXPECT_EQ(given.loops_without_bound, 0);
  EXPECT_EQ(given.loops_from_inputs, 1);
  // Matched by order alone: a count that differs from TLP's loops, or a loop
  // the host could not count (-1), leaves it counted once.
  EXPECT_DOUBLE_EQ(count_bundles("TLP", text, {5, 6}).executed_bundles, 10);
  EXPECT_DOUBLE_EQ(count_bundles("TLP", text, {-1}).executed_bundles, 10);
  EXPECT_DOUBLE_EQ(count_bundles("name.1", text, {5}).executed_bundles, 10) << "only TLP's loops are the program's";
  EXPECT_DOUBLE_EQ(count_bundles("TLP", kTlpWhileLoop, {5}).executed_bundles, 7 * 8 + 3) << "a constant bound stays";
}

TEST(DumpReader, AFusionCalledInsideAnHloLoopRunsOncePerTrip) {
  TempDir dir("jaxbench-dump-test-");
  write_file_atomic(dir.path() + "/1796-TLP-01-final_bundles.txt", kTlpWhileLoop);
  write_file_atomic(dir.path() + "/1797-add_tanh_fusion.2-01-final_bundles.txt", kOneLoop);
  write_file_atomic(dir.path() + "/1798-convert.1-01-final_bundles.txt", "  0x0   :  { %1 = smov 0 }\n");
  write_file_atomic(dir.path() + "/1799-uncalled-01-final_bundles.txt", "  0x0   :  { %1 = smov 0 }\n");
  std::map<std::string, UnitBundles> by_unit;
  for (const auto& u : read_final_bundles(dir.path())) by_unit[u.unit] = u;
  ASSERT_EQ(by_unit.size(), 4u);
  EXPECT_DOUBLE_EQ(by_unit["add_tanh_fusion.2"].runs, 8);
  EXPECT_DOUBLE_EQ(by_unit["add_tanh_fusion.2"].executed_bundles, 8 * 33) << "its own loop, times the HLO loop's";
  EXPECT_DOUBLE_EQ(by_unit["convert.1"].runs, 1);
  EXPECT_DOUBLE_EQ(by_unit["uncalled"].runs, 1) << "a unit nothing calls still counts once";
  EXPECT_DOUBLE_EQ(by_unit["TLP"].runs, 1);
  EXPECT_FALSE(by_unit["add_tanh_fusion.2"].kernel) << "called as a fusion, not a custom call";
}

// v5e's code calls some units out of line ("call", not "inlined_call"):
// they run all the same, and a custom call's unit is a kernel.
TEST(DumpReader, AUnitCalledOutOfLineRunsAndACustomCallsIsAKernel) {
  TempDir dir("jaxbench-dump-test-");
  write_file_atomic(dir.path() + "/1796-TLP-01-final_bundles.txt",
                    "   0x0   :  { %37 = call %s14_s0, %s348_s1 /* %ragged-dot-metadata = custom-call(%a_2_.1) */ }\n"
                    "   0x1   :  { %104 = call %s359_s0 /* %convert.1 = convert(%ragged-dot-none) */ }\n");
  write_file_atomic(dir.path() + "/1797-ragged-dot-metadata-01-final_bundles.txt", kOneLoop);
  write_file_atomic(dir.path() + "/1798-convert.1-01-final_bundles.txt", kOneLoop);
  std::map<std::string, UnitBundles> by_unit;
  for (const auto& u : read_final_bundles(dir.path())) by_unit[u.unit] = u;
  EXPECT_EQ(count_bundles("TLP", "   0x0   :  { %37 = call %s14_s0 /* %k = custom-call(%a) */ }\n").calls.at("k"), 1);
  EXPECT_TRUE(by_unit["ragged-dot-metadata"].kernel);
  EXPECT_FALSE(by_unit["convert.1"].kernel);
}

TEST(DumpReader, AnInnerLoopWithoutABoundLeavesTheOuterExitTestToTheOuterLoop) {
  // The outer (marked) loop of 4 holds an inner loop branching back to
  // region 7 whose bound is a register: the inner loop counts once per outer
  // trip, and the outer exit test applies to the whole outer body.
  std::string text =
      "  0x0 LB: > { %s1 = sadd.s32 1, %s0 } /* Start region 5 */\n"
      "  0x1 LB: >> { %s2 = sadd.s32 1, %s3 } /* Start region 7 */\n"
      "  0x2   : >> { %p4 = scmp.lt.s32.totalorder %s2, %s9 }\n"
      "  0x3   : >> { %5 = sbr.rel (!%p4) target = $region7 }\n"
      "  0x4   : > { %p6 = scmp.ge.s32.totalorder %s1, 4 /* loop exit test */ }\n";
  UnitBundles u = count_bundles("fusion.1", text);
  EXPECT_DOUBLE_EQ(u.executed_bundles, 5 * 4);
  EXPECT_EQ(u.loops, 1);
  EXPECT_EQ(u.loops_without_bound, 1);
  EXPECT_EQ(u.pipeline_steps, 4) << "the inner loop's unknown bound leaves the outer loop's steps known";
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

}  // namespace
}  // namespace jaxbench::preflight
