// How a candidate's TPU pre-flight reads in the verdict: its one-line
// summary, the message it extends, and the exit code it changes. No libtpu.
#include <gtest/gtest.h>

#include "jobs/preflight_candidate.h"
#include "judge/verdict.h"
#include "judge/verdict_json.h"

namespace jaxbench::jobs {
namespace {

CandidatePreflight v6e(const std::string& status) {
  CandidatePreflight p;
  p.target.target = "v6e";
  p.target.device_kind = "TPU v6 lite";
  p.target.hbm_limit_bytes = int64_t{32} << 30;
  p.status = status;
  return p;
}

preflight::PreflightResult compiled(double optimal_seconds, int64_t peak_bytes) {
  preflight::PreflightResult r;
  r.status = "compiles";
  r.cost["optimal_seconds"] = optimal_seconds;
  runtime::MemoryStats memory;
  memory.peak_bytes = peak_bytes;
  r.memory = memory;
  return r;
}

TEST(PreflightVerdictTest, CompilesWithAComparableEstimate) {
  CandidatePreflight p = v6e("compiles");
  p.candidate = compiled(0.5e-3, int64_t{1} << 30);
  p.reference = compiled(1.0e-3, int64_t{1} << 30);
  p.estimated_speedup = 2.0;
  EXPECT_EQ(p.summary(),
            "compiles for v6e (TPU v6 lite): 1.00 GiB of device memory (of 32.00 GiB HBM); the compiler's roofline "
            "estimate 500.00 us vs the reference's 1.000 ms (2.00x, an estimate, not a timing)");
}

TEST(PreflightVerdictTest, APallasKernelGetsNoEstimateAndSaysWhy) {
  CandidatePreflight p = v6e("compiles");
  p.candidate = compiled(3e-11, int64_t{1} << 30);
  p.candidate_uses_pallas = true;
  p.estimate_note = "no comparable estimate: Pallas";
  std::string summary = p.summary();
  EXPECT_NE(summary.find("; no comparable estimate: Pallas"), std::string::npos) << summary;
  EXPECT_EQ(summary.find("roofline estimate"), std::string::npos) << summary;
}

TEST(PreflightVerdictTest, FailureNamesTheTargetAndTheCause) {
  CandidatePreflight p = v6e("oom");
  p.message = "Ran out of memory in memory space vmem.";
  EXPECT_EQ(p.summary(), "fails on v6e (TPU v6 lite): Ran out of memory in memory space vmem.");
  EXPECT_EQ(p.to_json()["status"], "oom");
  EXPECT_TRUE(p.to_json()["candidate"].is_null());
}

judge::Verdict correct_with(const CandidatePreflight& p) {
  judge::Verdict v;
  v.status = kCorrect;
  v.platform = "cpu";
  v.message = "correct on 7 input sets";
  v.preflight = p.to_json();
  v.preflight_status = p.status;
  v.preflight_summary = p.summary();
  return v;
}

TEST(PreflightVerdictTest, CorrectHereButFailingTheTargetExitsOne) {
  CandidatePreflight p = v6e("compile_error");
  p.message = "block shape (4, 8192)";
  judge::Verdict v = correct_with(p);
  judge::add_preflight_to_message(v);
  EXPECT_EQ(v.message, "on cpu: correct on 7 input sets; but it fails on v6e (TPU v6 lite): block shape (4, 8192)");
  EXPECT_EQ(v.exit_code(), 1);
  EXPECT_EQ(judge::verdict_json(v)["preflight"]["status"], "compile_error");
}

TEST(PreflightVerdictTest, CorrectAndCompilingExitsZero) {
  CandidatePreflight p = v6e("compiles");
  judge::Verdict v = correct_with(p);
  judge::add_preflight_to_message(v);
  EXPECT_EQ(v.message, "on cpu: correct on 7 input sets; and it compiles for v6e (TPU v6 lite)");
  EXPECT_EQ(v.exit_code(), 0);
}

TEST(PreflightVerdictTest, AnIncorrectCandidateKeepsItsExitCodeAndGainsThePreflight) {
  CandidatePreflight p = v6e("compiles");
  judge::Verdict v = correct_with(p);
  v.status = kIncorrect;
  v.message = "output 0 wrong";
  judge::add_preflight_to_message(v);
  EXPECT_EQ(v.message, "on cpu: output 0 wrong; pre-flight: compiles for v6e (TPU v6 lite)");
  EXPECT_EQ(v.exit_code(), 1);
  v.status = kRuntimeError;
  EXPECT_EQ(v.exit_code(), 2);
}

TEST(PreflightVerdictTest, NoPreflightLeavesTheVerdictAlone) {
  judge::Verdict v;
  v.status = kCorrect;
  v.message = "correct";
  judge::add_preflight_to_message(v);
  EXPECT_EQ(v.message, "correct");
  EXPECT_EQ(v.exit_code(), 0);
  EXPECT_TRUE(judge::verdict_json(v)["preflight"].is_null());
}

// The TPU v6e floor (918 TFLOP/s bf16, 1.64 TB/s HBM) of 918 GFLOP is 1 ms, as is that of 1.64 GB.
TEST(PreflightVerdictTest, AnEstimateBelowTheTargetsFloorIsSuspicious) {
  suite::Manifest manifest;
  manifest.flops = 918'000'000'000;
  CandidatePreflight p = v6e("compiles");
  p.candidate = compiled(0.25e-3, int64_t{1} << 20);
  flag_below_floor(p, manifest);
  ASSERT_TRUE(p.suspicion.has_value());
  EXPECT_EQ(p.suspicion->source, judge::kEstimated);
  EXPECT_EQ(p.suspicion->chip, "TPU v6e");
  EXPECT_NEAR(p.suspicion->floor_seconds, 1e-3, 1e-9);
  EXPECT_EQ(p.suspicion->reason(),
            "estimated time 250.00 us is below the TPU v6e floor of 1.000 ms for the workload's FLOPs and bytes");
  EXPECT_NE(p.summary().find("; suspicious: estimated time 250.00 us"), std::string::npos) << p.summary();
  EXPECT_EQ(p.to_json()["suspicious"]["floor_seconds"], p.suspicion->floor_seconds);

  manifest.flops = 0;
  manifest.bytes_accessed = 1'640'000'000;  // the bytes floor alone: 1 ms too
  p.suspicion.reset();
  flag_below_floor(p, manifest);
  ASSERT_TRUE(p.suspicion.has_value());
  EXPECT_NEAR(p.suspicion->floor_seconds, 1e-3, 1e-9);

  p.candidate = compiled(2e-3, int64_t{1} << 20);  // above the floor
  p.suspicion.reset();
  flag_below_floor(p, manifest);
  EXPECT_FALSE(p.suspicion.has_value());
  EXPECT_TRUE(p.to_json()["suspicious"].is_null());
  EXPECT_EQ(p.summary().find("suspicious"), std::string::npos);
}

TEST(PreflightVerdictTest, AVerdictListsItsSuspicionsAndNoneAsAnEmptyList) {
  judge::Verdict v;
  v.status = kCorrect;
  EXPECT_EQ(judge::verdict_json(v)["suspicious"], nlohmann::json::array());
  platform::ChipSpec chip{"TPU v6e", 918, 32, 1.64};
  auto measured = judge::below_floor(judge::kMeasured, chip, 0.5e-3, 918e9, 0);
  ASSERT_TRUE(measured.has_value());
  v.suspicions.push_back(*measured);
  nlohmann::json listed = judge::verdict_json(v)["suspicious"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["source"], "measured");
  EXPECT_EQ(listed[0]["reason"],
            "measured time 500.00 us is below the TPU v6e floor of 1.000 ms for the workload's FLOPs and bytes");
  EXPECT_FALSE(judge::below_floor(judge::kMeasured, chip, 1e-3, 918e9, 0).has_value());  // at the floor: fine
  EXPECT_FALSE(judge::below_floor(judge::kMeasured, chip, 1e-12, 0, 0).has_value());     // no work, no floor
}

}  // namespace
}  // namespace jaxbench::jobs
