// Kernels XLA makes itself take their operands from the compiled program,
// not from a module call: a metadata kernel on main's argument (through a
// copy), whose result, copied out of SMEM, bounds the next kernel's loop.
// The dump is written by hand in libtpu 0.0.48's format (the HLO as the
// dump's TLP-hlo.txt prints it; XLA's ragged dot has the same shape).
#include "tpu_model/kernel_dataflow.h"

#include <gtest/gtest.h>

#include "core/files.h"
#include "core/temp_dir.h"
#include "tpu_model/dump_reader.h"
#include "tpu_model/trip_counts.h"

namespace jaxbench::preflight {
namespace {

const char* kHlo =
    "HloModule jit_f, entry_computation_layout={(s32[4]{0})->f32[8,128]{1,0}}\n\n"
    "%fused_computation (param_0.1: s32[4]) -> s32[4] {\n"
    "  %param_0.1 = s32[4]{0} parameter(0)\n"
    "}\n\n"
    "ENTRY %main.1 (a_0_.1: s32[4]) -> f32[8,128] {\n"
    "  %a_0_.1 = s32[4]{0:T(128)} parameter(0), metadata={op_name=\"a[0]\"}\n"
    "  %copy.1 = s32[4]{0:T(128)} copy(%a_0_.1)\n"
    "  %meta-kernel = (s32[1]{0:T(128)}, s32[4]{0:T(128)S(1)}) custom-call(%copy.1), "
    "custom_call_target=\"tpu_custom_call\", backend_config={\"body\":\"bW9k(x)\"}\n"
    "  %get-tuple-element = s32[1]{0:T(128)} get-tuple-element(%meta-kernel), index=0\n"
    "  ROOT %main-kernel = f32[8,128]{1,0:T(8,128)} custom-call(%get-tuple-element, /*index=1*/%a_0_.1), "
    "custom_call_target=\"tpu_custom_call\"\n"
    "}\n";

// Copies operand 0 (s32[4], HBM) into SMEM, adds its elements 1 and 2, and
// copies the sum out of SMEM into operand 1, its tuple's element 0.
const char* kMetaKernel =
    "     0   :  { %s1_s0 = inlined_call_operand.hbm [shape: s32[4], index: 0, kind: input, shape index: {}]  ;;  "
    "%s2_s1 = inlined_call_operand.hbm [shape: s32[1], index: 1, kind: output, shape index: {0}]  ;;  "
    "%s3_s2 = inlined_call_operand.vmem [shape: s32[4], index: 2, kind: output, shape index: {1}] }\n"
    "   0x1   :  { %s4_s3 = smov [#allocation4]  ;;  %s5_s4 = smov [#allocation5] }\n"
    "   0x2   :  { %6 = dma.hbm_to_smem /*hbm=*/%s1_s0, /*size_in_granules=*/1, /*smem=*/%s4_s3, "
    "/*dst_syncflagno=*/[#allocation1] }\n"
    "   0x3   :  { %s7_s5 = sld [smem:[#allocation4 + $0x1]]  ;;  %s8_s6 = sld [smem:[#allocation4 + $0x2]] }\n"
    "   0x4   :  { %s9_s7 = sadd.s32 %s7_s5, %s8_s6 }\n"
    "   0x5   :  { %10 = sst [smem:[#allocation5]] %s9_s7 }\n"
    "   0x6   :  { %11 = dma.smem_to_hbm /*smem=*/%s5_s4, /*size_in_granules=*/1, /*hbm=*/%s2_s1, "
    "/*dst_syncflagno=*/[#allocation2] }\n";

// A loop whose bound is operand 0, passed in a register.
const char* kMainKernel =
    "     0   :  { %s1_s0 = inlined_call_operand.<no memory space> [shape: s32[1], index: 0, kind: input, shape "
    "index: {}]  ;;  %s2_s1 = inlined_call_operand.hbm [shape: s32[4], index: 1, kind: input, shape index: {}]  ;;  "
    "%s3_s2 = inlined_call_operand.hbm [shape: f32[8,128], index: 2, kind: output, shape index: {}] }\n"
    "   0x1   :  { %s7_s4 = smov 0 }\n"
    "   0x2 LB: > { %s8_s4 = sphi %s7_s4, %s9_s4 } /* Start region 10 */\n"
    "   0x3   : > { %s9_s4 = sadd.s32 1, %s8_s4 }\n"
    "   0x4   : > { %p10_p0 = scmp.lt.s32.totalorder %s9_s4, %s1_s0 }\n"
    "   0x5   : > { %11 = sbr.rel (%p10_p0) target = $region10 }\n"
    "   0x6   : > {}\n"
    "   0x7   : > {}\n"
    "   0x8   : > {}\n"
    "   0x9   : > {} /* End region 10 */\n";

TEST(KernelDataflow, FollowsCopiesAndTupleElementsToArgumentsAndKernelResults) {
  KernelDataflow flow = read_kernel_dataflow(kHlo);
  ASSERT_EQ(flow.kernels, (std::vector<std::string>{"meta-kernel", "main-kernel"}));
  const auto& meta = flow.operands.at("meta-kernel");
  ASSERT_EQ(meta.size(), 1u);
  EXPECT_EQ(meta[0].kind, OperandOrigin::Kind::kArgument);
  EXPECT_EQ(meta[0].argument, 0) << "through the copy, to the entry's parameter (not the fusion's)";
  const auto& main = flow.operands.at("main-kernel");
  ASSERT_EQ(main.size(), 2u);
  EXPECT_EQ(main[0].kind, OperandOrigin::Kind::kKernelResult);
  EXPECT_EQ(main[0].kernel, "meta-kernel");
  EXPECT_EQ(main[0].result, 0);
  EXPECT_EQ(main[1].kind, OperandOrigin::Kind::kArgument);
  EXPECT_TRUE(read_kernel_dataflow("not HLO at all\n").kernels.empty());
}

TEST(KernelDataflow, ASimulatedKernelKeepsWhatItCopiesOutOfSmem) {
  BundleProgram meta = parse_bundle_program("meta-kernel", kMetaKernel);
  Simulation s = simulate_kernel(meta, {KernelOperandValues{0, "s32", 4, {4}, {0, 5, 7, 0}}});
  ASSERT_TRUE(s.complete) << s.stopped;
  ASSERT_TRUE(s.outputs.count(1));
  EXPECT_EQ(s.outputs.at(1), (std::vector<int64_t>{12})) << "the sum, then the granule's unknown words left out";
  EXPECT_TRUE(simulate_kernel(meta, {}).outputs.empty()) << "nothing known copied out without the inputs";
}

// resolve_trip_counts on the dump: the main kernel's loop runs a[1] + a[2]
// times when main's argument is known, once (unresolved) when not.
double main_loop_trips(const std::vector<KernelOperandValues>& arguments) {
  TempDir dir("jaxbench-dataflow-test-");
  write_file_atomic(dir.path() + "/17-TLP-hlo.txt", kHlo);
  write_file_atomic(dir.path() + "/17-meta-kernel-01-final_bundles.txt", kMetaKernel);
  write_file_atomic(dir.path() + "/18-main-kernel-01-final_bundles.txt", kMainKernel);
  std::vector<UnitBundles> units = {count_bundles("main-kernel", kMainKernel),
                                    count_bundles("meta-kernel", kMetaKernel)};
  for (auto& u : units) u.kernel = true;
  KernelInputs inputs;
  inputs.source = "given";
  inputs.arguments = arguments;
  std::vector<KernelTripCounts> counts = resolve_trip_counts(dir.path(), units, inputs);
  for (const auto& c : counts) {
    if (c.unit == "main-kernel" && c.unresolved.empty() && !c.loops.empty()) return c.loops[0].trips;
  }
  return 1;
}

TEST(KernelDataflow, AKernelsLoopRunsOnAnEarlierKernelsResult) {
  EXPECT_EQ(main_loop_trips({KernelOperandValues{0, "s32", 4, {4}, {0, 5, 7, 0}}}), 12);
  EXPECT_EQ(main_loop_trips({KernelOperandValues{0, "s32", 4, {4}, {9, 30, 3, 1}}}), 33);
  EXPECT_EQ(main_loop_trips({}), 1) << "without main's argument the loop counts once";
  EXPECT_EQ(main_loop_trips({KernelOperandValues{0, "s32", 4, {5}, {0, 5, 7, 0, 1}}}), 1)
      << "an argument of another shape is not the one the kernel reads";
}

}  // namespace
}  // namespace jaxbench::preflight
