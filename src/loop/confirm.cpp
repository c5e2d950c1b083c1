#include "loop/confirm.h"

#include "agent/extract_code.h"

namespace jaxbench::loop {

namespace {

std::optional<double> speedup_of(const nlohmann::json& verdict) {
  const nlohmann::json* timing = verdict.contains("timing") ? &verdict["timing"] : nullptr;
  if (!timing || !timing->is_object() || !timing->contains("speedup") || !(*timing)["speedup"].is_number()) {
    return std::nullopt;
  }
  return (*timing)["speedup"].get<double>();
}

std::string class_of(const nlohmann::json& verdict) {
  const nlohmann::json& timing = verdict.value("timing", nlohmann::json());
  return timing.is_object() && timing.contains("class") && timing["class"].is_string()
             ? timing["class"].get<std::string>()
             : "";
}

nlohmann::json optional_number(const std::optional<double>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

}  // namespace

Confirmation confirm_best(Judge& judge, const std::vector<Step>& steps, const nlohmann::json& params, int64_t count,
                          bool has_target) {
  Confirmation confirmation;
  for (size_t index : ranked_steps(steps, has_target)) {
    if (static_cast<int64_t>(confirmation.candidates.size()) >= count) break;
    const Step& step = steps[index];
    Standing first = standing(step, has_target);
    if (!first.correct || !step.candidate_source) break;  // ranked: the correct ones come first
    nlohmann::json request = params;
    request["candidate_source"] = *step.candidate_source;
    request["candidate_kind"] = agent::guess_language(*step.candidate_source) == "mlir" ? "mlir" : "py";
    Confirmed confirmed;
    confirmed.step = step.step;
    confirmed.attempt_id = step.attempt_id;
    confirmed.claimed = speedup_of(step.verdict);
    confirmed.verdict = judge.eval(request).verdict;
    confirmed.correct = confirmed.verdict.value("status", "") == "correct";
    confirmed.confirmed = speedup_of(confirmed.verdict);
    confirmed.timing_class = class_of(confirmed.verdict);
    confirmation.candidates.push_back(std::move(confirmed));
  }
  // Picked by the key the steps were ranked by, read from the re-judgement
  // as standing reads a step: its speedup, or with a target its pre-flight's
  // estimated speedup (which must compile), so that `optimize --target`
  // ends on what the TPU estimate ranks first, not the host's fastest.
  std::optional<double> best_key;
  for (size_t i = 0; i < confirmation.candidates.size(); ++i) {
    Step again;
    again.verdict = confirmation.candidates[i].verdict;
    Standing now = standing(again, has_target);
    if (!now.correct) continue;
    if (!best_key || now.key.value_or(0) > *best_key) {
      confirmation.best = i;
      best_key = now.key.value_or(0);
    }
  }
  return confirmation;
}

nlohmann::json confirmation_json(const Confirmation& confirmation) {
  nlohmann::json candidates = nlohmann::json::array();
  for (const Confirmed& c : confirmation.candidates) {
    candidates.push_back({{"step", c.step},
                          {"claimed", optional_number(c.claimed)},
                          {"confirmed", optional_number(c.confirmed)},
                          {"class", c.timing_class},
                          {"correct", c.correct},
                          {"message", c.verdict.value("message", "")}});
  }
  return {{"best_step", confirmation.best ? nlohmann::json(confirmation.candidates[*confirmation.best].step)
                                          : nlohmann::json(nullptr)},
          {"candidates", candidates}};
}

}  // namespace jaxbench::loop
