// Two verdicts as the judge fills them: one incorrect (its cases and first
// failing reason), one correct and timed (baseline, kernel, roofline).
#pragma once

#include "judge/verdict.h"

namespace jaxbench::report::verdict_fixtures {

inline judge::Verdict incorrect_verdict() {
  judge::Verdict v;
  v.workload = "12p_RMSNorm";
  v.size = "small";
  v.platform = "cpu";
  v.device_kind = "cpu";
  v.chip = "cpu";
  v.status = kIncorrect;
  v.message = "output 0 (mode small_magnitude): error vs truth too large";
  judge::CaseResult passed;
  passed.label = "seed 1";
  passed.seed_high = 7;
  passed.seed_low = 9;
  passed.max_diff_vs_reference = 0.25;
  passed.outputs.push_back({});
  judge::CaseResult failed;
  failed.label = "mode small_magnitude";
  failed.mode = 4;
  failed.ok = false;
  failed.max_diff_vs_reference = INFINITY;
  judge::OutputCheck check;
  check.ok = false;
  check.reason = "output 0 (mode small_magnitude): too far";
  check.candidate.max_abs = NAN;
  check.candidate.rms = 0.5;
  check.candidate.nonfinite = 3;
  check.allowed_rms = 0.012;
  check.worst_coords = {1, 37, 512};
  failed.outputs.push_back(check);
  v.cases = {passed, failed};
  v.custom_call_targets = {"tpu_custom_call"};
  v.notes = {"a note"};
  v.phases_s["compile"] = 1.5;
  return v;
}

inline judge::Verdict timed_verdict() {
  judge::Verdict v;
  v.workload = "41k_Gemm_Add_ReLU";
  v.status = kCorrect;
  v.message = "correct on 7 input sets";
  measure::TimingResult t;
  t.reference_ms.median = 2.0;
  t.candidate_ms.median = 1.0;
  t.reference_ms.count = 100;
  t.interval = {2.0, 1.9, 2.1, 1.8, 2.2};
  t.klass = measure::TimingClass::faster;
  t.pairs = 100;
  t.reference_hot_ms = 1.9;
  t.candidate_hot_ms = 0.9;
  t.seconds = 3;
  v.timing = t;
  v.dispatch_overhead_ms = 0.003;
  judge::Roofline roofline;
  roofline.flops = 4e9;
  roofline.bytes = 1e6;
  roofline.flops_source = "manifest";
  v.roofline = roofline;
  v.peak_tflops = 400;
  return v;
}

}  // namespace jaxbench::report::verdict_fixtures
