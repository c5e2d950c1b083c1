// The verdict's JSON has the fields docs/verdict.md documents, with their
// types and values, and the text printer's lines. No plugin.
#include "report/verdict_report.h"

#include <gtest/gtest.h>

#include <cmath>

#include "judge/verdict_json.h"
#include "verdict_fixture.h"

namespace jaxbench::report {
namespace {

using verdict_fixtures::incorrect_verdict;
using verdict_fixtures::timed_verdict;

TEST(VerdictJson, HasTheDocumentedTopLevelFields) {
  nlohmann::json j = verdict_json(incorrect_verdict());
  EXPECT_EQ(j["schema"], "jaxbench.verdict/2");
  EXPECT_EQ(j["tpu"], "cpu");
  EXPECT_TRUE(j["config"].is_object());
  EXPECT_EQ(j["workload"], "12p_RMSNorm");
  EXPECT_EQ(j["size"], "small");
  EXPECT_EQ(j["platform"], "cpu");
  EXPECT_EQ(j["device_kind"], "cpu");
  EXPECT_EQ(j["chip"], "cpu");
  EXPECT_EQ(j["status"], "incorrect");
  EXPECT_EQ(j["message"], "output 0 (mode small_magnitude): error vs truth too large");
  for (const char* key : {"correctness", "static_checks", "baseline", "kernel", "phases_s"}) {
    EXPECT_TRUE(j[key].is_object()) << key;
  }
  EXPECT_TRUE(j["notes"].is_array());
  EXPECT_EQ(j["notes"][0], "a note");
  EXPECT_EQ(j["phases_s"]["compile"], 1.5);
  // Without timing, roofline or pre-flight: JAXBench's keys, each null.
  for (const char* contender : {"baseline", "kernel"}) {
    for (const char* key : {"median_ms", "mean_ms", "std_ms", "min_ms", "timing_method", "tflops", "utilization_pct"}) {
      ASSERT_TRUE(j[contender].contains(key)) << contender << "." << key;
      EXPECT_TRUE(j[contender][key].is_null()) << contender << "." << key;
    }
  }
  EXPECT_TRUE(j["pallas_reference"].is_null());
  EXPECT_TRUE(j["speedup_vs_baseline"].is_null());
  EXPECT_TRUE(j["speedup_vs_pallas"].is_null());
  EXPECT_FALSE(j.contains("error"));  // incorrect is not an error, as in JAXBench
  EXPECT_TRUE(j["timing"].is_null());
  EXPECT_TRUE(j["roofline"].is_null());
  EXPECT_TRUE(j["preflight"].is_null());
  EXPECT_TRUE(j["export"].is_null());
}

TEST(VerdictJson, CorrectnessHasEveryCaseAndTheFirstFailingReason) {
  nlohmann::json c = verdict_json(incorrect_verdict())["correctness"];
  EXPECT_EQ(c["correct"], false);
  EXPECT_EQ(c["reason"], "output 0 (mode small_magnitude): too far");
  // The largest difference over the cases: here infinite, which prints as null.
  EXPECT_TRUE(std::isinf(c["max_diff"].get<double>()));
  EXPECT_EQ(c["max_diff"].dump(), "null");
  EXPECT_EQ(c["policy"]["k_rms"], judge::CorrectnessPolicy{}.k_rms);
  EXPECT_EQ(c["policy"]["k_max"], judge::CorrectnessPolicy{}.k_max);
  EXPECT_EQ(c["policy"]["constant_ratio"], judge::CorrectnessPolicy{}.constant_ratio);
  ASSERT_EQ(c["cases"].size(), 2u);
  const nlohmann::json& first = c["cases"][0];
  EXPECT_EQ(first["label"], "seed 1");
  EXPECT_EQ(first["mode"], 0);
  EXPECT_EQ(first["seed"], nlohmann::json::array({7, 9}));
  EXPECT_EQ(first["ok"], true);
  EXPECT_EQ(first["max_diff_vs_reference"], 0.25);
  const nlohmann::json& second = c["cases"][1];
  EXPECT_EQ(second["mode"], 4);
  EXPECT_EQ(second["ok"], false);
  EXPECT_TRUE(second["max_diff_vs_reference"].is_null());
  const nlohmann::json& output = second["outputs"][0];
  EXPECT_EQ(output["ok"], false);
  EXPECT_EQ(output["reason"], "output 0 (mode small_magnitude): too far");
  for (const char* key : {"max_abs", "rms", "max_scaled", "rms_scaled", "nonfinite"}) {
    EXPECT_TRUE(output["candidate_error"].contains(key)) << key;
    EXPECT_TRUE(output["reference_error"].contains(key)) << key;
  }
  EXPECT_TRUE(output["candidate_error"]["max_abs"].is_null());  // NaN is written as null
  EXPECT_EQ(output["candidate_error"]["rms"], 0.5);
  EXPECT_EQ(output["candidate_error"]["nonfinite"], 3);
  EXPECT_EQ(output["allowed_rms_scaled"], 0.012);
  EXPECT_TRUE(output["allowed_max_scaled"].is_number());
  EXPECT_EQ(output["worst_index"], nlohmann::json::array({1, 37, 512}));
  EXPECT_TRUE(output["worst_value"].is_number());
  EXPECT_TRUE(output["worst_truth"].is_number());
}

TEST(VerdictJson, StaticChecksFailOnlyForARejectedCandidate) {
  judge::Verdict v = incorrect_verdict();
  nlohmann::json checks = verdict_json(v)["static_checks"];
  EXPECT_EQ(checks["ok"], true);
  EXPECT_EQ(checks["custom_call_targets"], nlohmann::json::array({"tpu_custom_call"}));
  v.status = kRejected;
  v.rule = "no_host_callbacks";
  v.op = "xla_ffi_python_cpu_callback";
  v.message = "a host callback";
  checks = verdict_json(v)["static_checks"];
  EXPECT_EQ(checks["ok"], false);
  EXPECT_EQ(checks["rule"], "no_host_callbacks");
  EXPECT_EQ(checks["op"], "xla_ffi_python_cpu_callback");
  // With no failing output, the reason is the message; a rejection is an error.
  v.cases.clear();
  EXPECT_EQ(verdict_json(v)["correctness"]["reason"], "a host callback");
  EXPECT_EQ(verdict_json(v)["error"], "a host callback");
}

TEST(VerdictJson, TimingBaselineKernelAndRoofline) {
  nlohmann::json j = verdict_json(timed_verdict());
  EXPECT_EQ(j["correctness"]["correct"], true);
  EXPECT_EQ(j["correctness"]["reason"], "ok");
  // 4e9 flops in 2 ms are 2 TFLOP/s, 0.5% of a 400 TFLOP/s peak.
  EXPECT_DOUBLE_EQ(j["baseline"]["median_ms"].get<double>(), 2.0);
  EXPECT_DOUBLE_EQ(j["baseline"]["tflops"].get<double>(), 2.0);
  EXPECT_DOUBLE_EQ(j["baseline"]["utilization_pct"].get<double>(), 0.5);
  EXPECT_DOUBLE_EQ(j["kernel"]["tflops"].get<double>(), 4.0);
  EXPECT_DOUBLE_EQ(j["kernel"]["utilization_pct"].get<double>(), 1.0);
  EXPECT_EQ(j["speedup_vs_baseline"], 2.0);
  EXPECT_TRUE(j["speedup_vs_pallas"].is_null());
  EXPECT_TRUE(j["pallas_reference"].is_null());
  EXPECT_EQ(j["kernel"]["timing_method"], "pjrt_wall_clock_to_completion_event");
  EXPECT_FALSE(j["kernel"].contains("speedup_vs_baseline"));  // moved to the top level in /2
  const nlohmann::json& t = j["timing"];
  EXPECT_EQ(t["class"], "FASTER");
  EXPECT_EQ(t["speedup"], 2.0);
  EXPECT_EQ(t["ci95"], nlohmann::json::array({1.9, 2.1}));
  EXPECT_EQ(t["ci99"], nlohmann::json::array({1.8, 2.2}));
  EXPECT_EQ(t["pairs"], 100);
  for (const char* key : {"warmup_runs", "warmed_up", "reached_target", "seconds"}) {
    EXPECT_TRUE(t.contains(key)) << key;
  }
  EXPECT_EQ(t["reference"]["count"], 100);
  for (const char* key : {"count", "median_ms", "mean_ms", "std_ms", "min_ms", "max_ms"}) {
    EXPECT_TRUE(t["candidate"].contains(key)) << key;
  }
  EXPECT_EQ(t["hot_ms"]["reference"], 1.9);
  EXPECT_EQ(t["hot_ms"]["candidate"], 0.9);
  EXPECT_EQ(t["dispatch_overhead_ms"], 0.003);
  const nlohmann::json& r = j["roofline"];
  EXPECT_EQ(r["flops"], 4e9);
  EXPECT_EQ(r["bytes"], 1e6);
  EXPECT_EQ(r["flops_source"], "manifest");
  EXPECT_TRUE(r["bound_ms"].is_null());
  EXPECT_EQ(r["impossible"], false);
}

TEST(VerdictJson, NoPeakMeansZeroUtilizationAsJaxbench) {
  judge::Verdict v = timed_verdict();
  v.peak_tflops.reset();
  nlohmann::json j = verdict_json(v);
  EXPECT_EQ(j["baseline"]["utilization_pct"], 0.0);
  EXPECT_DOUBLE_EQ(j["baseline"]["tflops"].get<double>(), 2.0);
}

TEST(VerdictJson, ATimedExpertIsThePallasReference) {
  judge::Verdict v = timed_verdict();
  measure::ExpertTiming expert;
  expert.ms.count = 100;
  expert.ms.median = 3.0;
  expert.interval = {3.0, 2.9, 3.1, 2.8, 3.2};
  expert.klass = measure::TimingClass::faster;
  v.timing->expert = expert;
  v.expert_program = "pallas_tpu";
  nlohmann::json j = verdict_json(v);
  const nlohmann::json& p = j["pallas_reference"];
  EXPECT_EQ(p["source"], "timed");
  EXPECT_EQ(p["program"], "pallas_tpu");
  EXPECT_EQ(p["median_ms"], 3.0);
  EXPECT_DOUBLE_EQ(p["tflops"].get<double>(), 4e9 / 3e-3 / 1e12);
  EXPECT_EQ(p["beats"], true);
  EXPECT_EQ(p["ci99"], nlohmann::json::array({2.8, 3.2}));
  EXPECT_EQ(j["speedup_vs_pallas"], 3.0);
  EXPECT_EQ(j["timing"]["expert"]["samples"]["count"], 100);
  // Not correct: no comparison at all, as in JAXBench.
  v.status = kIncorrect;
  EXPECT_TRUE(verdict_json(v)["pallas_reference"].is_null());
  EXPECT_TRUE(verdict_json(v)["speedup_vs_pallas"].is_null());
}

TEST(VerdictJson, AnEstimatedExpertIsLabelledAsAnEstimate) {
  judge::Verdict v = timed_verdict();
  judge::ExpertEstimate estimate;
  estimate.target = "v6e";
  estimate.program = "pallas_tpu";
  estimate.seconds = 0.004;
  estimate.speedup = 0.8;
  estimate.flops = 3.6e12;
  estimate.peak_tflops = 918;
  v.expert_estimate = estimate;
  nlohmann::json p = verdict_json(v)["pallas_reference"];
  EXPECT_EQ(p["source"], "estimate");
  EXPECT_EQ(p["chip"], "v6e");
  EXPECT_EQ(p["timing_method"], "tpu_bundle_estimate");
  EXPECT_DOUBLE_EQ(p["median_ms"].get<double>(), 4.0);
  EXPECT_EQ(p["std_ms"], 0.0);
  EXPECT_DOUBLE_EQ(p["tflops"].get<double>(), 900.0);
  EXPECT_NEAR(p["utilization_pct"].get<double>(), 98.04, 0.01);
  EXPECT_EQ(p["beats"], false);
  EXPECT_TRUE(p["class"].is_null());
  EXPECT_EQ(verdict_json(v)["speedup_vs_pallas"], 0.8);
  // A pre-flight that failed on the target compares nothing.
  v.preflight_status = kCompileError;
  EXPECT_TRUE(verdict_json(v)["pallas_reference"].is_null());
}

}  // namespace
}  // namespace jaxbench::report
