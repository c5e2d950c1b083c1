// evaluate_module: the stages of judge/stages.h, in order, publishing
// the verdict after each for the watchdog.
#include "judge/evaluate_module.h"

#include "judge/stages.h"

namespace jaxbench::judge {

bool describe_device(Evaluation& e) {
  Verdict& v = e.verdict;
  v.workload = e.manifest.id;
  v.size = e.manifest.size;
  v.workload_sha256 = e.manifest.content_sha256;
  v.platform = e.session.client().platform_name();
  v.device_kind = e.session.device().kind();
  e.chip = platform::chip_for_device_kind(v.device_kind);
  v.chip = e.chip ? e.chip->name : v.device_kind;
  v.policy = e.options.policy;
  if (e.chip) v.peak_tflops = e.chip->bf16_tflops;
  // JAXBench's config: the CONFIG's scalar entries (its dimensions and names).
  if (e.manifest.config.is_object()) {
    for (const auto& [key, value] : e.manifest.config.items()) {
      if (value.is_primitive() && !value.is_null()) v.config[key] = value;
    }
  }
  return true;
}

Verdict evaluate_module(const runtime::Session& session, const suite::Manifest& manifest,
                        const std::string& candidate_text, const EvalOptions& options, Verdict verdict,
                        SharedVerdict* shared) {
  using Stage = bool (*)(Evaluation&);
  static constexpr Stage kStages[] = {describe_device,   run_static_checks, compile_programs,
                                      check_correctness, compute_roofline,  measure_timing};
  Evaluation evaluation(session, manifest, candidate_text, options, std::move(verdict), shared);
  for (Stage stage : kStages) {
    bool go_on = stage(evaluation);
    evaluation.publish();
    if (stage == check_correctness && go_on && options.on_correct) options.on_correct();
    if (!go_on) break;
  }
  return std::move(evaluation.verdict);
}

}  // namespace jaxbench::judge
