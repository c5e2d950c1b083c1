#include "judge/verdict.h"

#include <cmath>
#include <cstdio>

namespace jaxbench::judge {

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

}  // namespace

int Verdict::exit_code() const {
  if (status == kCorrect) return preflight_failed() ? 1 : 0;
  if (status == kIncorrect || status == kRejected) return 1;
  return 2;
}

nlohmann::json verdict_json(const Verdict& v) {
  nlohmann::json cases = nlohmann::json::array();
  double max_diff = 0;
  std::string first_reason;
  for (const auto& c : v.cases) {
    nlohmann::json outputs = nlohmann::json::array();
    for (const auto& o : c.outputs) {
      outputs.push_back({{"ok", o.ok},
                         {"reason", o.reason},
                         {"candidate_error", error_json(o.candidate)},
                         {"reference_error", error_json(o.reference)},
                         {"allowed_rms_scaled", o.allowed_rms},
                         {"allowed_max_scaled", o.allowed_max},
                         {"worst_index", o.worst_coords},
                         {"worst_value", finite_or_null(o.candidate.worst_value)},
                         {"worst_truth", finite_or_null(o.candidate.worst_truth)}});
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

  nlohmann::json baseline = nlohmann::json::object(), kernel = nlohmann::json::object(), timing;
  if (v.timing) {
    const measure::TimingResult& t = *v.timing;
    double flops = v.roofline ? v.roofline->flops : 0;
    auto utilization = [&](double ms) -> nlohmann::json {
      if (!v.peak_tflops || ms <= 0) return nullptr;
      return 100.0 * tflops_at(flops, ms) / *v.peak_tflops;
    };
    baseline = {{"median_ms", t.reference_ms.median},
                {"tflops", tflops_at(flops, t.reference_ms.median)},
                {"utilization_pct", utilization(t.reference_ms.median)}};
    kernel = {{"median_ms", t.candidate_ms.median},
              {"tflops", tflops_at(flops, t.candidate_ms.median)},
              {"utilization_pct", utilization(t.candidate_ms.median)},
              {"speedup_vs_baseline", t.interval.speedup},
              {"speedup_vs_pallas",
               v.pallas_median_ms ? nlohmann::json(*v.pallas_median_ms / t.candidate_ms.median) : nlohmann::json()}};
    timing = {{"class", t.klass},
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
  nlohmann::json roofline;
  if (v.roofline) {
    roofline = {{"flops", v.roofline->flops},
                {"bytes", v.roofline->bytes},
                {"flops_source", v.roofline->flops_source},
                {"bound_ms", optional_number(v.roofline->bound_ms)},
                {"impossible", v.roofline->impossible}};
  }
  return {
      {"schema", "jaxbench.verdict/1"},
      {"workload", v.workload},
      {"size", v.size},
      {"chip", v.chip},
      {"platform", v.platform},
      {"device_kind", v.device_kind},
      {"status", v.status},
      {"message", v.message},
      {"correctness",
       {{"correct", correct},
        {"max_diff", max_diff},
        {"reason", correct ? "" : (first_reason.empty() ? v.message : first_reason)},
        {"policy", {{"k_rms", v.policy.k_rms}, {"k_max", v.policy.k_max}, {"constant_ratio", v.policy.constant_ratio}}},
        {"cases", cases}}},
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

void add_preflight_to_message(Verdict& v) {
  if (v.preflight_status.empty()) return;
  // Two chips in one line: say which one the first half is about.
  if (!v.platform.empty()) v.message = "on " + v.platform + ": " + v.message;
  if (v.status != kCorrect) {
    v.message += "; pre-flight: " + v.preflight_summary;
  } else if (v.preflight_failed()) {
    v.message += "; but it " + v.preflight_summary;
  } else {
    v.message += "; and it " + v.preflight_summary;
  }
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

}  // namespace jaxbench::judge
