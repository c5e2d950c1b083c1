// Running a kernel's final bundles on its operand values: a loop whose bound
// is a scalar operand, a block skipped on a value copied into SMEM, a
// predicated copy, each branch with its four delay slots. The text is in
// libtpu 0.0.48's format (tests/tpu_model/dump_reader_test.cpp has more),
// written by hand.
#include "tpu_model/bundle_simulator.h"

#include <gtest/gtest.h>

#include "core/files.h"
#include "core/temp_dir.h"
#include "tpu_model/bundle_program.h"
#include "tpu_model/dump_reader.h"
#include "tpu_model/trip_counts.h"

namespace jaxbench::preflight {
namespace {

// Operand 0 (s32[1], in a register) bounds the loop at 0x4..0xb; operand 1
// (s32[4]) is copied into SMEM and its element 2 decides whether 0x13..0x14
// (one DMA of 4 granules) are skipped; the DMA at 0x16 runs only when they are.
const char* kKernel =
    "     0   :  { %s1_s0 = inlined_call_operand.<no memory space> [shape: s32[1], index: 0, kind: input, shape "
    "index: {}]  ;;  %s2_s1 = inlined_call_operand.vmem [shape: s32[4], index: 1, kind: input, shape index: {}] "
    "/* operand 1 */ }\n"
    "   0x1   :  { %3 = sst [smem:[#allocation3]] %s1_s0  ;;  %s4_s2 = smov [#allocation7] /* materialized */ }\n"
    "   0x2   :  { %s20_s6 = sshll.u32 %s2_s1, 4  ;;  %s21_s6 = int_to_ptr.vmem [resolvable:$true] %s20_s6 }\n"
    "   0x3   :  { %5 = dma.vmem_to_smem /*vmem=*/%s21_s6, /*size_in_granules=*/16, /*smem=*/%s4_s2, "
    "/*dst_syncflagno=*/[#allocation1]  ;;  %s6_s3 = sld [smem:[#allocation3]]  ;;  %s7_s4 = smov 0 }\n"
    "   0x4 LB: > { %s8_s4 = sphi %s7_s4, %s9_s4  ;;  %v1_v0 = vadd.f32 %v2_v1, %v3_v2 } /* Start region 10 */\n"
    "   0x5   : > { %s9_s4 = sadd.s32 1, %s8_s4 }\n"
    "   0x6   : > { %p10_p0 = scmp.lt.s32.totalorder %s9_s4, %s6_s3 }\n"
    "   0x7   : > { %11 = sbr.rel (%p10_p0) target = $region10 }\n"
    "   0x8   : > {}\n"
    "   0x9   : > {}\n"
    "   0xa   : > {}\n"
    "   0xb   : > {} /* End region 10 */\n"
    "   0xc   :  { %s12_s5 = sld [smem:[#allocation7 + $0x2]] }\n"
    "   0xd   :  { %p13_p1 = scmp.eq.s32.totalorder %s12_s5, 0 }\n"
    "   0xe   :  { %14 = sbr.rel (%p13_p1) target = $region12 }\n"
    "   0xf   :  {}\n"
    "  0x10   :  {}\n"
    "  0x11   :  {}\n"
    "  0x12   :  {}\n"
    "  0x13   :  { %15 = dma.hbm_to_vmem [thread:$0]  /*hbm=*/%s2_s1, /*size_in_granules=*/4, /*vmem=*/%s4_s2, "
    "/*dst_syncflagno=*/[#allocation2] }\n"
    "  0x14   :  {}\n"
    "  0x15   :  {} /* Start region 12 */\n"
    "  0x16   :  { %16 = dma.vmem_to_hbm [thread:$0]  (%p13_p1), /*vmem=*/%s4_s2, /*size_in_granules=*/8, "
    "/*hbm=*/%s2_s1, /*dst_syncflagno=*/[#allocation2] }\n";

std::vector<KernelOperandValues> operands(int64_t trips, int64_t flag) {
  KernelOperandValues bound{0, "s32", 4, {1}, {trips}};
  KernelOperandValues table{1, "s32", 4, {4}, {7, 8, flag, 9}};
  return {bound, table};
}

TEST(BundleProgram, ReadsOperandsPredicatesAndRegions) {
  BundleProgram p = parse_bundle_program("name.1", kKernel);
  ASSERT_EQ(p.bundles.size(), 23u);
  EXPECT_EQ(p.bundles[0].address, 0);
  EXPECT_EQ(p.bundles[4].address, 4);
  EXPECT_TRUE(p.bundles[4].loop_body_start);
  EXPECT_EQ(p.bundles[4].depth, 1);
  EXPECT_EQ(p.region_start.at(10), 4u);
  EXPECT_EQ(p.region_start.at(12), 21u);
  const BundleOp& store = p.bundles[1].ops[0];
  EXPECT_EQ(store.opcode, "sst");
  ASSERT_EQ(store.operands.size(), 2u) << "an address and its value, unseparated";
  EXPECT_EQ(store.operands[0].kind, BundleOperand::Kind::kAddress);
  EXPECT_EQ(store.operands[0].space, "smem");
  EXPECT_EQ(p.value_names[store.operands[1].value], "%s1_s0");
  const BundleOp& copy = p.bundles[3].ops[0];
  EXPECT_EQ(copy.opcode, "dma.vmem_to_smem");
  EXPECT_EQ(copy.named.at("size_in_granules").immediate, 16);
  const BundleOp& predicated = p.bundles[22].ops[0];
  EXPECT_EQ(p.value_names[predicated.predicate], "%p13_p1");
  EXPECT_FALSE(predicated.predicate_negated);
  EXPECT_EQ(p.bundles[7].ops[0].branch_region, 10);
  EXPECT_EQ(register_index("s5"), 5);
  EXPECT_EQ(register_index("p1"), kRegisterCount / 2 + 1);
  EXPECT_EQ(declared_operands(p).at(1), "s32[4]");
}

// XLA's own kernels write "scalar_lea.smem %s147_s21, 1 [#allocation5]": an
// offset annotated with the allocation the sum points into.
TEST(BundleProgram, AnOffsetAnnotatedWithItsAllocationIsTheOffset) {
  const char* text =
      "     0   :  { %s1_s0 = smov [#allocation5]  ;;  %s2_s1 = smov 7 }\n"
      "   0x1   :  { %s3_s2 = scalar_lea.smem %s1_s0, 1 [#allocation5] }\n"
      "   0x2   :  { %4 = sst [smem:[%s3_s2]] %s2_s1 }\n"
      "   0x3   :  { %s5_s3 = sld [smem:[#allocation5 + $0x1]] }\n"
      "   0x4   :  { %p6_p0 = scmp.eq.s32.totalorder %s5_s3, 7 }\n"
      "   0x5   :  { %7 = sbr.rel (%p6_p0) target = $region3 }\n"
      "   0x6   :  {}\n   0x7   :  {}\n   0x8   :  {}\n   0x9   :  {}\n   0xa   :  {}\n"
      "   0xb   :  {} /* Start region 3 */\n";
  BundleProgram p = parse_bundle_program("k", text);
  const BundleOp& lea = p.bundles[1].ops[0];
  ASSERT_EQ(lea.operands.size(), 2u);
  EXPECT_EQ(lea.operands[1].kind, BundleOperand::Kind::kImmediate);
  EXPECT_EQ(lea.operands[1].immediate, 1);
  Simulation s = simulate_kernel(p, {});
  ASSERT_TRUE(s.complete);
  EXPECT_TRUE(s.unresolved.empty()) << "the stored word is read back, so the branch is decided";
  EXPECT_EQ(s.executions[10], 0) << "0xa is skipped: the branch was taken";
}

TEST(BundleSimulator, ALoopBoundedByAnOperandRunsThatManyTrips) {
  BundleProgram p = parse_bundle_program("name.1", kKernel);
  for (int64_t trips : {1, 5, 40}) {
    Simulation s = simulate_kernel(p, operands(trips, 0));
    ASSERT_TRUE(s.complete) << s.stopped;
    EXPECT_TRUE(s.unresolved.empty());
    EXPECT_EQ(s.executions[4], trips);
    // Prologue 4, each trip 8 bundles (the branch's four delay slots
    // included), the guard 7, the skipped block none, the tail 2.
    EXPECT_EQ(s.executed_bundles, 4 + 8 * trips + 7 + 2) << trips;
  }
}

TEST(BundleSimulator, AGuardOnACopiedValueSkipsItsBlockAndPredicatesTheCopies) {
  BundleProgram p = parse_bundle_program("name.1", kKernel);
  Simulation skipped = simulate_kernel(p, operands(5, 0));
  Simulation run = simulate_kernel(p, operands(5, 1));
  EXPECT_EQ(skipped.executions[19], 0) << "0x13 lies in the skipped block";
  EXPECT_EQ(run.executions[19], 1);
  EXPECT_EQ(run.executed_bundles - skipped.executed_bundles, 2);
  EXPECT_EQ(skipped.dma_issues[22][0], 1) << "its predicate holds when the block is skipped";
  EXPECT_EQ(run.dma_issues[22][0], 0);
  EXPECT_EQ(run.dma_granules[19][0], 4);
  EXPECT_EQ(skipped.dma_granules[22][0], 8);
}

TEST(BundleSimulator, UnknownValuesLeaveTheLoopOnceAndSayWhere) {
  BundleProgram p = parse_bundle_program("name.1", kKernel);
  Simulation s = simulate_kernel(p, {});
  ASSERT_TRUE(s.complete);
  EXPECT_EQ(s.executions[4], 1) << "the loop counts once, as without inputs";
  ASSERT_EQ(s.unresolved.size(), 2u);
  EXPECT_EQ(s.unresolved[0].address, 7);
  EXPECT_TRUE(s.unresolved[0].backward);
  EXPECT_EQ(s.unresolved[1].address, 0xe);
  EXPECT_FALSE(s.unresolved[1].backward);
  EXPECT_EQ(s.dma_issues_unknown, 1) << "the predicated copy counts as issued";
}

TEST(BundleSimulator, ARunawayLoopStopsAtTheLimit) {
  BundleProgram p = parse_bundle_program("name.1", kKernel);
  SimulationLimits limits;
  limits.max_bundles = 1000;
  Simulation s = simulate_kernel(p, operands(1 << 20, 0), limits);
  EXPECT_FALSE(s.complete);
  EXPECT_NE(s.stopped.find("1000 bundles"), std::string::npos) << s.stopped;
}

// The loop at 0x4 is the kernel's only, so its outer one: counted statically
// its bound is a register (steps unknown); resolved, its steps are its trips.
TEST(BundleSimulator, AResolvedKernelsPipelineStepsAreItsOuterLoopsTrips) {
  TempDir dir("jaxbench-sim-test-");
  write_file_atomic(dir.path() + "/1797-name.1-01-final_bundles.txt", kKernel);
  for (int64_t trips : {3, 12}) {
    std::vector<UnitBundles> units = {count_bundles("name.1", kKernel)};
    units[0].kernel = true;
    EXPECT_EQ(units[0].pipeline_steps, 0) << "a data-bounded loop: unknown before the inputs";
    KernelInputs inputs;
    inputs.source = "given";
    inputs.calls.push_back({operands(trips, 0)});
    std::vector<KernelTripCounts> counts = resolve_trip_counts(dir.path(), units, inputs);
    ASSERT_EQ(counts.size(), 1u);
    ASSERT_TRUE(counts[0].resolved) << counts[0].stopped;
    EXPECT_EQ(units[0].pipeline_steps, trips);
  }
}

}  // namespace
}  // namespace jaxbench::preflight
