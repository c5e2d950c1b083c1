// The verdict's JSON, as docs/verdict.md documents it: the judge's wire form,
// which serve answers, the store keeps and every printer reads.
#include "judge/verdict_json.h"

#include <cmath>
#include <cstdio>

#include "judge/verdict_sections.h"
#include "suite/workload_id.h"

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

nlohmann::json output_json(const OutputCheck& o) {
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

}  // namespace

namespace sections {

// "correctness": every case in the order run, the largest difference from
// the reference, and the first failing output's reason.
nlohmann::json correctness(const Verdict& v) {
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
      {"reason", correct ? "ok" : (first_reason.empty() ? v.message : first_reason)},
      {"policy", {{"k_rms", v.policy.k_rms}, {"k_max", v.policy.k_max}, {"constant_ratio", v.policy.constant_ratio}}},
      {"cases", cases}};
}

}  // namespace sections

namespace {

// The third contender's samples and its speedup (expert / candidate).
nlohmann::json expert_json(const Verdict& v) {
  if (!v.timing || !v.timing->expert) return nullptr;
  const measure::ExpertTiming& e = *v.timing->expert;
  return {{"program", v.expert_program},
          {"speedup", e.interval.speedup},
          {"ci95", {e.interval.low, e.interval.high}},
          {"ci99", {e.interval.low99, e.interval.high99}},
          {"class", measure::to_string(e.klass)},
          {"samples", summary_json(e.ms)},
          {"hot_ms", e.hot_ms}};
}

}  // namespace

namespace sections {

nlohmann::json timing(const Verdict& v) {
  if (!v.timing) return nullptr;
  const measure::TimingResult& t = *v.timing;
  return {{"class", measure::to_string(t.klass)},
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
          {"expert", expert_json(v)},
          {"dispatch_overhead_ms", optional_number(v.dispatch_overhead_ms)},
          {"seconds", t.seconds}};
}

nlohmann::json roofline(const Verdict& v) {
  if (!v.roofline) return nullptr;
  const Roofline& r = *v.roofline;
  return {{"flops", r.flops},
          {"bytes", r.bytes},
          {"flops_source", r.flops_source},
          {"bound_ms", optional_number(r.bound_ms)},
          {"impossible", r.impossible}};
}

// "held_out": what was checked at held-out shapes, or why not (docs/verdict.md).
nlohmann::json held_out(const Verdict& v) {
  if (!v.held_out) return nullptr;
  const HeldOut& h = *v.held_out;
  nlohmann::json shapes = nlohmann::json::array();
  for (const auto& s : h.shapes) {
    nlohmann::json shape = {{"shape", s.label},   {"dims", s.dims},         {"inputs", s.inputs},
                            {"status", s.status}, {"correct", s.correct()}, {"checked", s.checked()},
                            {"cases", s.cases},   {"seconds", s.seconds}};
    if (!s.correct()) shape["message"] = s.message;
    if (!s.pallas_problems.empty()) shape["pallas_problems"] = s.pallas_problems;
    if (s.speedup) shape["speedup"] = *s.speedup;
    if (!s.phases_s.is_null()) shape["phases_s"] = s.phases_s;
    shapes.push_back(shape);
  }
  const HeldOutShape* failed = h.first_failure();
  nlohmann::json out = {{"checked", h.checked},
                        {"correct", h.checked && !failed},
                        {"shapes", shapes},
                        {"speedup_retention", optional_number(h.speedup_retention)},
                        {"timed_shape", h.timed_shape.empty() ? nlohmann::json() : nlohmann::json(h.timed_shape)},
                        {"asked", h.asked},
                        {"prepared_ahead", h.prepared_ahead},
                        {"seconds", h.seconds}};
  if (h.seed) out["seed"] = h.seed;
  if (!h.note.empty()) out["note"] = h.note;
  if (failed) out["reason"] = std::string(kHeldOutShapeReason) + " " + failed->label;
  return out;
}

nlohmann::json static_checks(const Verdict& v) {
  return {
      {"ok", v.status != kRejected}, {"rule", v.rule}, {"op", v.op}, {"custom_call_targets", v.custom_call_targets}};
}

}  // namespace sections

nlohmann::json record_facts(const Verdict& v) {
  return {{"plugin_path", v.plugin_path},           {"platform_version", v.platform_version},
          {"jax_version", v.jax_version},           {"module_sha256", v.module_sha256},
          {"candidate_source", v.candidate_source}, {"workload_tier", suite::tier_name(suite::tier_of_id(v.workload))},
          {"workload_sha256", v.workload_sha256}};
}

}  // namespace jaxbench::judge
