// The verdict's printers: the JSON docs/verdict.md documents, and the few
// lines of text `jaxbench eval` prints without --json.
#include "report/verdict_report.h"

#include <cmath>
#include <cstdio>

namespace jaxbench::report {

using judge::ErrorStats;
using judge::Verdict;

namespace {

nlohmann::json optional_number(const std::optional<double>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json();
}

nlohmann::json finite_or_null(double value) { return std::isfinite(value) ? nlohmann::json(value) : nlohmann::json(); }

nlohmann::json summary_json(const measure::Summary& s) {
  return {{"count", s.count},   {"median_ms", s.median}, {"mean_ms", s.mean},
          {"std_ms", s.stddev}, {"min_ms", s.min},       {"max_ms", s.max}};
}

nlohmann::json error_json(const ErrorStats& e) {
  return {{"max_abs", finite_or_null(e.max_abs)},
          {"rms", finite_or_null(e.rms)},
          {"max_scaled", finite_or_null(e.max_scaled)},
          {"rms_scaled", finite_or_null(e.rms_scaled)},
          {"nonfinite", e.nonfinite}};
}

double tflops_at(double flops, double ms) { return ms > 0 ? flops / (ms * 1e-3) / 1e12 : 0; }

nlohmann::json output_json(const judge::OutputCheck& o) {
  return {{"ok", o.ok},
          {"reason", o.reason},
          {"candidate_error", error_json(o.candidate)},
          {"reference_error", error_json(o.reference)},
          {"allowed_rms_scaled", o.allowed_rms},
          {"allowed_max_scaled", o.allowed_max},
          {"worst_index", o.worst_coords},
          {"worst_value", finite_or_null(o.candidate.worst_value)},
          {"worst_truth", finite_or_null(o.candidate.worst_truth)}};
}

// "correctness": every case in the order run, the largest difference from
// the reference, and the first failing output's reason.
nlohmann::json correctness_json(const Verdict& v) {
  nlohmann::json cases = nlohmann::json::array();
  double max_diff = 0;
  std::string first_reason;
  for (const auto& c : v.cases) {
    nlohmann::json outputs = nlohmann::json::array();
    for (const auto& o : c.outputs) {
      outputs.push_back(output_json(o));
      if (!o.ok && first_reason.empty()) first_reason = o.reason;
    }
    max_diff = std::max(max_diff, c.max_diff_vs_reference);
    cases.push_back({{"label", c.label},
                     {"mode", c.mode},
                     {"seed", {c.seed_high, c.seed_low}},
                     {"ok", c.ok},
                     {"max_diff_vs_reference", finite_or_null(c.max_diff_vs_reference)},
                     {"outputs", outputs}});
  }
  bool correct = v.status == kCorrect;
  return {
      {"correct", correct},
      {"max_diff", max_diff},
      {"reason", correct ? "" : (first_reason.empty() ? v.message : first_reason)},
      {"policy", {{"k_rms", v.policy.k_rms}, {"k_max", v.policy.k_max}, {"constant_ratio", v.policy.constant_ratio}}},
      {"cases", cases}};
}

// JAXBench's "baseline" or "kernel" fields for one median time.
nlohmann::json speed_json(const Verdict& v, double median_ms) {
  double flops = v.roofline ? v.roofline->flops : 0;
  nlohmann::json utilization;
  if (v.peak_tflops && median_ms > 0) utilization = 100.0 * tflops_at(flops, median_ms) / *v.peak_tflops;
  return {{"median_ms", median_ms}, {"tflops", tflops_at(flops, median_ms)}, {"utilization_pct", utilization}};
}

nlohmann::json timing_json(const Verdict& v) {
  const measure::TimingResult& t = *v.timing;
  return {{"class", t.klass},
          {"speedup", t.interval.speedup},
          {"ci95", {t.interval.low, t.interval.high}},
          {"ci99", {t.interval.low99, t.interval.high99}},
          {"pairs", t.pairs},
          {"warmup_runs", t.warmup_runs},
          {"warmed_up", t.warmed_up},
          {"reached_target", t.reached_target},
          {"reference", summary_json(t.reference_ms)},
          {"candidate", summary_json(t.candidate_ms)},
          {"hot_ms", {{"reference", t.reference_hot_ms}, {"candidate", t.candidate_hot_ms}}},
          {"dispatch_overhead_ms", optional_number(v.dispatch_overhead_ms)},
          {"seconds", t.seconds}};
}

nlohmann::json roofline_json(const judge::Roofline& r) {
  return {{"flops", r.flops},
          {"bytes", r.bytes},
          {"flops_source", r.flops_source},
          {"bound_ms", optional_number(r.bound_ms)},
          {"impossible", r.impossible}};
}

}  // namespace

nlohmann::json record_facts(const Verdict& v) {
  return {{"plugin_path", v.plugin_path},
          {"platform_version", v.platform_version},
          {"jax_version", v.jax_version},
          {"module_sha256", v.module_sha256}};
}

nlohmann::json verdict_json(const Verdict& v) {
  nlohmann::json baseline = nlohmann::json::object(), kernel = nlohmann::json::object(), timing, roofline;
  if (v.timing) {
    const measure::TimingResult& t = *v.timing;
    baseline = speed_json(v, t.reference_ms.median);
    kernel = speed_json(v, t.candidate_ms.median);
    kernel["speedup_vs_baseline"] = t.interval.speedup;
    kernel["speedup_vs_pallas"] =
        v.pallas_median_ms ? nlohmann::json(*v.pallas_median_ms / t.candidate_ms.median) : nlohmann::json();
    timing = timing_json(v);
  }
  if (v.roofline) roofline = roofline_json(*v.roofline);
  return {
      {"schema", "jaxbench.verdict/1"},
      {"workload", v.workload},
      {"size", v.size},
      {"chip", v.chip},
      {"platform", v.platform},
      {"device_kind", v.device_kind},
      {"status", v.status},
      {"message", v.message},
      {"correctness", correctness_json(v)},
      {"static_checks",
       {{"ok", v.status != kRejected}, {"rule", v.rule}, {"op", v.op}, {"custom_call_targets", v.custom_call_targets}}},
      {"export", v.export_info},
      {"baseline", baseline},
      {"kernel", kernel},
      {"timing", timing},
      {"roofline", roofline},
      {"preflight", v.preflight},
      {"notes", v.notes},
      {"phases_s", v.phases_s},
  };
}

std::string verdict_text(const Verdict& v) {
  std::string out = v.workload + " [" + v.size + ", " + v.platform + "]: " + v.status;
  if (!v.message.empty()) out += " - " + v.message;
  out += "\n";
  if (v.timing) {
    char line[256];
    const measure::TimingResult& t = *v.timing;
    std::snprintf(line, sizeof(line),
                  "timing: %s, speedup %.3fx (95%% CI %.3f-%.3f, %d pairs); reference %.4f ms, candidate %.4f ms\n",
                  t.klass.c_str(), t.interval.speedup, t.interval.low, t.interval.high, t.pairs, t.reference_ms.median,
                  t.candidate_ms.median);
    out += line;
  }
  for (const auto& note : v.notes) out += "note: " + note + "\n";
  return out;
}

}  // namespace jaxbench::report
