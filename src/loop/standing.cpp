#include "loop/standing.h"

#include <algorithm>
#include <numeric>

#include "core/json_values.h"

namespace jaxbench::loop {

namespace {

void read_verdict(const nlohmann::json& verdict, bool has_target, Standing& standing) {
  standing.status = verdict.value("status", std::string("unknown"));
  standing.message = verdict.value("message", std::string());
  standing.final = true;
  bool target_ok = true;
  if (has_target) {
    const nlohmann::json preflight = verdict.value("preflight", nlohmann::json());
    std::string target_status = preflight.is_object() ? preflight.value("status", std::string()) : "";
    target_ok = target_status == "compiles";
    if (standing.status == "correct" && !target_ok) {
      standing.message = "correct here, but the target's pre-flight says " +
                         (target_status.empty() ? std::string("nothing") : target_status) + ": " +
                         (preflight.is_object() ? preflight.value("message", std::string()) : std::string());
    }
    if (std::optional<double> estimate = number_at(verdict, "/preflight/estimated_speedup")) {
      standing.key = estimate;
      standing.key_name = "estimated_speedup";
      standing.key_resolved = verdict.at("preflight").value("estimate_resolved", true);
    }
  }
  standing.correct = standing.status == "correct" && target_ok;
  if (!standing.key) {
    standing.key = number_at(verdict, "/timing/speedup");
    if (standing.key) standing.key_name = "speedup";
  }
}

}  // namespace

Standing standing(const Step& step, bool has_target) {
  Standing standing;
  if (!step.verdict.is_null()) {
    read_verdict(step.verdict, has_target, standing);
    return standing;
  }
  if (!step.outcome) {
    standing.status = "planned";
    return standing;
  }
  if (*step.outcome == "ok") {
    standing.status = "proposed";
    return standing;
  }
  standing.status = *step.outcome;
  standing.message = step.message;
  standing.final = true;
  return standing;
}

int64_t step_tokens(const Step& step) { return step.prompt_tokens.value_or(0) + step.completion_tokens.value_or(0); }

int64_t tokens_of(const std::vector<Step>& steps) {
  int64_t total = 0;
  for (const Step& step : steps) total += step_tokens(step);
  return total;
}

std::vector<size_t> ranked_steps(const std::vector<Step>& steps, bool has_target) {
  std::vector<Standing> standings;
  std::vector<int> failures_before;
  int failures = 0;
  for (const Step& step : steps) {
    standings.push_back(standing(step, has_target));
    failures_before.push_back(failures);
    if (standings.back().final && !standings.back().correct) ++failures;
  }
  std::vector<size_t> order(steps.size());
  std::iota(order.begin(), order.end(), 0);
  auto tier = [&](size_t i) {
    const Standing& s = standings[i];
    return s.correct ? (s.key_resolved ? 0 : 1) : s.final ? 2 : 3;
  };
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    if (tier(a) != tier(b)) return tier(a) < tier(b);
    double key_a = standings[a].key.value_or(-1), key_b = standings[b].key.value_or(-1);
    if (key_a != key_b) return key_a > key_b;
    return failures_before[a] < failures_before[b];
  });
  return order;
}

std::optional<size_t> best_step(const std::vector<Step>& steps, bool has_target) {
  std::vector<size_t> order = ranked_steps(steps, has_target);
  if (order.empty() || !standing(steps[order.front()], has_target).correct) return std::nullopt;
  return order.front();
}

}  // namespace jaxbench::loop
