// evaluate_module: the stages of judge/stages.h, in order, publishing
// the verdict after each for the watchdog.
#include "judge/evaluate_module.h"

#include "judge/held_out_run.h"
#include "judge/stages.h"

namespace jaxbench::judge {

void identify(Verdict& v, const runtime::Session& session, const suite::Manifest& manifest) {
  v.workload = manifest.id;
  v.size = manifest.size;
  v.workload_sha256 = manifest.content_sha256;
  v.jax_version = manifest.jax_version;
  v.platform = session.client().platform_name();
  v.platform_version = session.client().platform_version();
  v.plugin_path = session.plugin().path();
  v.device_kind = session.device().kind();
  auto chip = platform::chip_for_device_kind(v.device_kind);
  v.chip = chip ? chip->name : v.device_kind;
}

bool describe_device(Evaluation& e) {
  Verdict& v = e.verdict;
  identify(v, e.session, e.manifest);
  e.chip = platform::chip_for_device_kind(v.device_kind);
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
    if (stage == check_correctness && go_on && options.held_out) options.held_out->start(session);
    if (!go_on) break;
  }
  return std::move(evaluation.verdict);
}

Verdict judge_module(const runtime::Session& session, const suite::Manifest& manifest,
                     const std::string& candidate_text, const EvalOptions& options, Verdict verdict,
                     SharedVerdict* shared) {
  verdict = evaluate_module(session, manifest, candidate_text, options, std::move(verdict), shared);
  add_pallas_problems(verdict);
  if (options.held_out) options.held_out->finish(session, options, verdict);
  return verdict;
}

}  // namespace jaxbench::judge
