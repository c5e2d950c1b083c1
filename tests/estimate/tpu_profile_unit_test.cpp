// The TPU profile's reading of a dump, on hand-cut texts in libtpu 0.0.48's
// format: slot kinds by opcode, weights, and what a dump that lacks a unit
// or writes an unknown opcode yields (a profile that says so, not an error).
#include <gtest/gtest.h>

#include "core/files.h"
#include "core/temp_dir.h"
#include "estimate/tpu_profile.h"
#include "tpu_model/dump_reader.h"
#include "tpu_model/vmem_report.h"

namespace jaxbench::preflight {
namespace {

TEST(SlotKinds, OpcodesMapToTheirUnits) {
  EXPECT_EQ(slot_kind_of("vmatmul.mubr.bf16.gmra.mxu0"), SlotKind::kMxu);
  EXPECT_EQ(slot_kind_of("vpop.f32.mrf.mxu1"), SlotKind::kMxu);
  EXPECT_EQ(slot_kind_of("vmax.xlane.f32.xlu1"), SlotKind::kXlu);
  EXPECT_EQ(slot_kind_of("vxpose.xlu0.b32.cont"), SlotKind::kXlu);
  EXPECT_EQ(slot_kind_of("vpow2.f32"), SlotKind::kEup);
  EXPECT_EQ(slot_kind_of("vpop.eup"), SlotKind::kEup);
  EXPECT_EQ(slot_kind_of("vld"), SlotKind::kVectorLoad);
  EXPECT_EQ(slot_kind_of("vst"), SlotKind::kVectorStore);
  EXPECT_EQ(slot_kind_of("vadd.f32"), SlotKind::kVectorAlu);
  EXPECT_EQ(slot_kind_of("sadd.s32"), SlotKind::kScalar);
  EXPECT_EQ(slot_kind_of("pnand"), SlotKind::kScalar);
  EXPECT_EQ(slot_kind_of("dma.hbm_to_vmem"), SlotKind::kDmaIssue);
  EXPECT_EQ(slot_kind_of("dma.done.wait"), SlotKind::kSync);
  EXPECT_EQ(slot_kind_of("vsyncadd"), SlotKind::kSync);
  EXPECT_EQ(slot_kind_of("inlined_call_operand.hbm"), SlotKind::kNone);
  EXPECT_EQ(slot_kind_of("vphi"), SlotKind::kNone);  // a loop-carried vector's name, no work
  EXPECT_EQ(slot_kind_of("sphi"), SlotKind::kNone);
  EXPECT_EQ(slot_kind_of("vpop.permute.xlu1"), SlotKind::kXlu);
  EXPECT_EQ(slot_kind_of("vstv"), SlotKind::kNone);   // a scalar into the vector unit, not a store
  EXPECT_EQ(slot_kind_of("vmand"), SlotKind::kNone);  // mask registers
  EXPECT_EQ(slot_kind_of("vmul.f32"), SlotKind::kVectorAlu);
  EXPECT_EQ(slot_kind_of("vmax.f32"), SlotKind::kVectorAlu);
  EXPECT_EQ(slot_kind_of("qfrobnicate"), SlotKind::kUnknown);
  EXPECT_TRUE(is_matmul_push("vmatmul.mubr.bf16.gmra.mxu1"));
  EXPECT_FALSE(is_matmul_push("vmatprep.subr.bf16.mxu1"));
}

// A loop of two bundles run 4 times: one MXU push with a load, one bundle
// of scalar bookkeeping; one unknown opcode.
const char* kKernel =
    "     0   :  { %s1_s0 = inlined_call_operand.hbm [shape: f32[8,128], index: 0, kind: input] }\n"
    "   0x1 LB: > { %2 = vmatmul.mubr.bf16.gmra.mxu0 %v1  ;;  %v3 = vld [vmem:[#allocation2]] }\n"
    "   0x2   : > { %s4_s1 = sadd.s32 1, %s4_s1  ;;  %5 = qfrobnicate %s4_s1 }\n"
    "   0x3   : > { %p6_p0 = scmp.ge.s32.totalorder %s4_s1, 4 /* loop exit test */ }\n"
    "   0x4   :  { %7 = vsyncadd [#allocation3], 0 }\n";

TEST(TpuProfile, CountsSlotsByExecutionsAndSaysWhatItCouldNotRead) {
  TempDir dir("jaxbench-profile-test");
  write_file_atomic(dir.path() + "/1-name.1-01-final_bundles.txt", kKernel);
  std::vector<UnitBundles> units = read_final_bundles(dir.path());
  ASSERT_EQ(units.size(), 1u);
  UnitBundles missing;
  missing.unit = "fusion.7";  // in the estimate, not in the dump
  missing.executed_bundles = 10;
  units.push_back(missing);
  std::optional<TpuEstimate> e = estimate_tpu_time("v6e", units, {{"bytes accessed", 4096}});
  ASSERT_TRUE(e);
  TpuProfile p = profile_from_dump("v6e", dir.path(), *e, {});
  ASSERT_EQ(p.units.size(), 2u);
  const UnitProfile* kernel = p.units[0].unit == "name.1" ? &p.units[0] : &p.units[1];
  EXPECT_EQ(kernel->weights, "static");
  // 12 loop executions and 1 bundle after it (the first, bundle 0, is not a bundle the estimate counts).
  EXPECT_NEAR(kernel->occupancy[static_cast<int>(SlotKind::kMxu)], 4.0 / 14, 1e-9);
  EXPECT_NEAR(kernel->occupancy[static_cast<int>(SlotKind::kSync)], 1.0 / 14, 1e-9);
  EXPECT_EQ(kernel->max_per_bundle[static_cast<int>(SlotKind::kVectorLoad)], 1);
  std::string unread;
  for (const auto& line : p.unread) unread += line + "\n";
  EXPECT_NE(unread.find("fusion.7: no final bundles"), std::string::npos) << unread;
  EXPECT_NE(unread.find("qfrobnicate"), std::string::npos) << unread;
  EXPECT_NE(unread.find("vmem_report"), std::string::npos) << unread;
  EXPECT_NEAR(p.units[0].share + p.units[1].share, 1.0, 1e-12);
  EXPECT_FALSE(p.bottleneck.empty());
  EXPECT_EQ(TpuProfile::from_json(p.to_json()).to_json(), p.to_json()) << "the wire form loses nothing";
}

// A bundle holding more loads than the registry's slots for v6e (3): the
// profile says so in `unread` instead of counting a pressure above 1 silently.
TEST(TpuProfile, SaysWhenABundleHoldsMoreOfAKindThanTheRegistrysSlots) {
  TempDir dir("jaxbench-profile-slots");
  write_file_atomic(dir.path() + "/1-wide.1-01-final_bundles.txt",
                    "     0   :  { %s1_s0 = inlined_call_operand.hbm [shape: f32[8,128], index: 0, kind: input] }\n"
                    "   0x1   :  { %v1 = vld [vmem:[#a]]  ;;  %v2 = vld [vmem:[#b]]  ;;  %v3 = vld [vmem:[#c]]  ;;  "
                    "%v4 = vld [vmem:[#d]] }\n"
                    "   0x2   :  { %v5 = vld [vmem:[#a]]  ;;  %6 = vst [vmem:[#e]] %v5 }\n");
  std::vector<UnitBundles> units = read_final_bundles(dir.path());
  std::optional<TpuEstimate> e = estimate_tpu_time("v6e", units, {{"bytes accessed", 4096}});
  ASSERT_TRUE(e);
  TpuProfile p = profile_from_dump("v6e", dir.path(), *e, {});
  ASSERT_EQ(p.units.size(), 1u);
  EXPECT_EQ(p.units[0].max_per_bundle[static_cast<int>(SlotKind::kVectorLoad)], 4);
  EXPECT_EQ(p.capacity[static_cast<int>(SlotKind::kVectorLoad)], 3);
  std::string unread;
  for (const auto& line : p.unread) unread += line + "\n";
  EXPECT_NE(unread.find("wide.1: 4 vector_load operations in one bundle, more than the 3 slots"), std::string::npos)
      << unread;
  EXPECT_EQ(unread.find("vector_store operations"), std::string::npos) << unread;
}

// A compute-bound grid of 100 steps whose 10-bundle body holds `matmuls`
// MXU bundles, then `vectors` vector bundles, then idle (scalar-only) ones.
TpuProfile grid_profile(const std::string& folder, int matmuls, int vectors) {
  std::string text = "     0   :  { %s1_s0 = inlined_call_operand.hbm [shape: f32[8,128], index: 0, kind: input] }\n";
  for (int b = 1; b <= 10; ++b) {
    char line[160];
    const char* op = b <= matmuls             ? "%2 = vmatmul.mubr.bf16.gmra.mxu0 %v1"
                     : b <= matmuls + vectors ? "%v3 = vadd.f32 %v1, %v1"
                     : b < 10                 ? "%s4_s1 = sadd.s32 1, %s4_s1"
                                              : "%p6_p0 = scmp.ge.s32.totalorder %s4_s1, 100 /* loop exit test */";
    std::snprintf(line, sizeof(line), "   0x%x %s: > { %s }\n", b, b == 1 ? "LB" : "  ", op);
    text += line;
  }
  write_file_atomic(folder + "/1-grid.1-01-final_bundles.txt", text);
  std::optional<TpuEstimate> e = estimate_tpu_time("v6e", read_final_bundles(folder), {{"bytes accessed", 4096}});
  EXPECT_TRUE(e && e->grid_steps == 100 && e->compute_seconds > e->dma_seconds);
  return e ? profile_from_dump("v6e", folder, *e, {}) : TpuProfile{};
}

// Compute-bound: the bottleneck is what most bundles are spent on. 40% idle
// bundles against 50% feeding the MXU is the MXU; against 30% (and 30%
// light vector work), the steps, though idle bundles are not the majority.
TEST(TpuProfile, NamesWhatMostBundlesAreSpentOn) {
  TempDir mxu_dir("jaxbench-profile-mxu"), steps_dir("jaxbench-profile-steps");
  TpuProfile mxu = grid_profile(mxu_dir.path(), 5, 1);
  EXPECT_NEAR(mxu.idle_share, 0.4, 1e-3);  // and the operand bundle, once
  EXPECT_NEAR(mxu.mxu_utilisation, 0.5, 1e-3);
  EXPECT_EQ(mxu.bottleneck, "mxu") << mxu.reason;
  TpuProfile steps = grid_profile(steps_dir.path(), 3, 3);
  EXPECT_NEAR(steps.idle_share, 0.4, 1e-3);
  EXPECT_NEAR(steps.mxu_utilisation, 0.3, 1e-3);
  EXPECT_EQ(steps.bottleneck, "step_overhead") << steps.reason;
  EXPECT_NE(steps.reason.find("100 grid steps"), std::string::npos) << steps.reason;
}

// A kernel of two grid steps whose copies take about as long as its
// bundles: one step of the two stays exposed, and the profile says so.
TEST(TpuProfile, SaysWhatThePipelinesFillExposes) {
  TempDir dir("jaxbench-profile-fill");
  std::string text = "     0   :  { %s1_s0 = inlined_call_operand.hbm [shape: f32[8,128], index: 0, kind: input] }\n";
  for (int b = 1; b <= 10; ++b) {
    text += "   0x" + std::to_string(b) + (b == 1 ? " LB: > { " : "   : > { ");
    text += b == 2    ? "%4 = dma.hbm_to_vmem /* window_bounds: (32, 4)\nelement_size_in_bytes: 64 */ }\n"
            : b == 10 ? "%p6_p0 = scmp.ge.s32.totalorder %s4_s1, 2 /* loop exit test */ }\n"
                      : "%v3 = vadd.f32 %v1, %v1 }\n";
  }
  write_file_atomic(dir.path() + "/1-grid.1-01-final_bundles.txt", text);
  std::vector<UnitBundles> units = read_final_bundles(dir.path());
  ASSERT_EQ(units.size(), 1u);
  units[0].kernel = true;  // as a TLP's custom call would mark it
  std::optional<TpuEstimate> e = estimate_tpu_time("v6e", units, {});
  ASSERT_TRUE(e);
  ASSERT_EQ(e->units[0].pipeline_steps, 2);
  ASSERT_GT(e->fill_seconds, 0.05 * e->seconds) << "copies and bundles of the same order over two steps";
  TpuProfile p = profile_from_dump("v6e", dir.path(), *e, {});
  EXPECT_DOUBLE_EQ(p.fill_seconds, e->fill_seconds);
  EXPECT_NE(p.reason.find("first fetch and last compute"), std::string::npos) << p.reason;
  EXPECT_DOUBLE_EQ(TpuProfile::from_json(p.to_json()).fill_seconds, p.fill_seconds);
  e->fill_seconds = 0.01 * e->seconds;
  EXPECT_EQ(profile_from_dump("v6e", dir.path(), *e, {}).reason.find("first fetch"), std::string::npos)
      << "a fill under 5% of the time is not named";
}

TEST(VmemReport, ReadsTheFootprintAndTheCapacity) {
  std::string html =
      "<script>const DATA ={\"global_info\": {\"vmem_capacity\": 134217728}, \"hlo_breakdowns\": {"
      "\"a\": {\"total_size\": 3145728, \"metadata\": \"{not a brace}\"}, \"b\": {\"total_size\": 1024}}};</script>";
  std::optional<VmemReport> r = parse_vmem_report(html);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->footprint_bytes, 3145728);
  EXPECT_EQ(r->capacity_bytes, 134217728);
  EXPECT_FALSE(parse_vmem_report("<html>no data</html>"));
  EXPECT_FALSE(parse_vmem_report("const DATA = {\"unclosed\": "));
}

}  // namespace
}  // namespace jaxbench::preflight
