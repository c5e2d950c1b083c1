#include "judge/verdict_jaxbench.h"

#include "judge/verdict_sections.h"

namespace jaxbench::judge {

namespace {

using nlohmann::json;

constexpr const char* kPerformanceKeys[] = {"median_ms",     "mean_ms", "std_ms",         "min_ms",
                                            "timing_method", "tflops",  "utilization_pct"};

// JAXBench's TFLOP/s and % of the chip's bf16 peak, 0 where unknown (its
// convention: no FLOP count or no known peak reads 0, not null).
json throughput(double flops, double median_ms, const std::optional<double>& peak_tflops, json dict) {
  double tflops = flops > 0 && median_ms > 0 ? flops / (median_ms * 1e-3) / 1e12 : 0;
  dict["tflops"] = tflops;
  dict["utilization_pct"] = peak_tflops && *peak_tflops > 0 ? 100.0 * tflops / *peak_tflops : 0.0;
  return dict;
}

json timed_performance(const Verdict& v, const measure::Summary& ms) {
  json dict = {{"median_ms", ms.median},
               {"mean_ms", ms.mean},
               {"std_ms", ms.stddev},
               {"min_ms", ms.min},
               {"timing_method", measure::kTimingMethod}};
  return throughput(v.roofline ? v.roofline->flops : 0, ms.median, v.peak_tflops, std::move(dict));
}

// Every key, each null: what a contender that was not timed reads as, so a
// reader finds JAXBench's nesting whatever the status.
json untimed_performance() {
  json dict = json::object();
  for (const char* key : kPerformanceKeys) dict[key] = nullptr;
  return dict;
}

json interval_json(double low, double high) { return json::array({low, high}); }

json timed_expert(const Verdict& v, const measure::ExpertTiming& expert) {
  json dict = timed_performance(v, expert.ms);
  dict["source"] = "timed";
  dict["chip"] = v.chip;
  dict["program"] = v.expert_program;
  dict["speedup"] = expert.interval.speedup;
  dict["ci95"] = interval_json(expert.interval.low, expert.interval.high);
  dict["ci99"] = interval_json(expert.interval.low99, expert.interval.high99);
  dict["class"] = measure::to_string(expert.klass);
  dict["beats"] = expert.klass == measure::TimingClass::faster;
  return dict;
}

// The pre-flight's estimate for the target, labelled as one: JAXBench's
// keys hold the estimated time (mean = median = min, std 0).
json estimated_expert(const ExpertEstimate& estimate) {
  double ms = estimate.seconds * 1e3;
  json dict = {
      {"median_ms", ms}, {"mean_ms", ms}, {"std_ms", 0.0}, {"min_ms", ms}, {"timing_method", kEstimateTimingMethod}};
  dict = throughput(estimate.flops, ms, estimate.peak_tflops, std::move(dict));
  dict["source"] = "estimate";
  dict["chip"] = estimate.target;
  dict["program"] = estimate.program;
  dict["speedup"] = estimate.speedup ? json(*estimate.speedup) : json();
  dict["ci95"] = nullptr;
  dict["ci99"] = nullptr;
  dict["class"] = nullptr;
  dict["beats"] = estimate.speedup && *estimate.speedup > 1;
  return dict;
}

// As JAXBench: only a correct candidate is compared with the expert kernel.
json expert_contender(const Verdict& v) {
  if (v.status != kCorrect) return nullptr;
  if (v.timing && v.timing->expert) return timed_expert(v, *v.timing->expert);
  if (v.expert_estimate && !v.preflight_failed()) return estimated_expert(*v.expert_estimate);
  return nullptr;
}

}  // namespace

namespace sections {

json baseline(const Verdict& v) {
  return v.timing ? timed_performance(v, v.timing->reference_ms) : untimed_performance();
}

json kernel(const Verdict& v) {
  return v.timing ? timed_performance(v, v.timing->candidate_ms) : untimed_performance();
}

json pallas_reference(const Verdict& v) { return expert_contender(v); }

json speedup_vs_baseline(const Verdict& v) {
  return v.timing && v.status == kCorrect ? json(v.timing->interval.speedup) : json();
}

json speedup_vs_pallas(const Verdict& v) {
  json expert = expert_contender(v);
  return expert.is_object() ? expert["speedup"] : json();
}

// Only for a failure other than incorrect, as in JAXBench.
json error(const Verdict& v) {
  if (v.status == kCorrect || v.status == kIncorrect) return json(json::value_t::discarded);
  return v.message;
}

}  // namespace sections

}  // namespace jaxbench::judge
