// The verdict's text: the status line, the timing line, the notes, and a
// target's TPU profile under it.
#include <gtest/gtest.h>

#include "report/verdict_report.h"
#include "support/tpu_profile_fixture.h"
#include "verdict_fixture.h"

namespace jaxbench::report {
namespace {

using verdict_fixtures::timed_verdict;

TEST(VerdictText, ATargetsProfileIsPrintedUnderTheVerdict) {
  judge::Verdict v = timed_verdict();
  preflight::TpuProfile profile =
      test_support::one_unit_profile("mxu", "the MXU is fed in 81% of executed bundles", 0.81, "matmul_kernel");
  v.preflight = {{"target", {{"target", "v6e"}}}, {"candidate", {{"tpu_profile", profile.to_json()}}}};
  std::string text = verdict_text(v);
  EXPECT_NE(text.find("TPU profile on v6e (estimated from the compiled bundles, not measured):\n"
                      "  bottleneck mxu: the MXU is fed in 81% of executed bundles\n"
                      "  MXU utilisation 81%"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("    matmul_kernel"), std::string::npos) << text;
  v.preflight["candidate"]["tpu_profile"] = nullptr;
  EXPECT_EQ(verdict_text(v).find("TPU profile"), std::string::npos);
}

TEST(VerdictText, StatusLineTimingLineAndNotes) {
  judge::Verdict v = timed_verdict();
  v.size = "full";
  v.platform = "tpu";
  v.notes = {"impossible: below the roofline"};
  EXPECT_EQ(verdict_text(v),
            "41k_Gemm_Add_ReLU [full, tpu]: correct - correct on 7 input sets\n"
            "timing: FASTER, speedup 2.000x (95% CI 1.900-2.100, 100 pairs); reference 2.0000 ms, candidate 1.0000 ms\n"
            "note: impossible: below the roofline\n");
  judge::Verdict bare;
  bare.workload = "12p_RMSNorm";
  bare.size = "small";
  bare.platform = "cpu";
  bare.message.clear();
  EXPECT_EQ(verdict_text(bare), "12p_RMSNorm [small, cpu]: runtime_error\n");
}

}  // namespace
}  // namespace jaxbench::report
