#include "ranking/expert_comparison.h"

#include <cstdio>
#include <nlohmann/json.hpp>

namespace jaxbench::ranking {

std::optional<ExpertComparison> expert_comparison(const std::string& verdict_json) {
  // Stored text is read, never trusted: a document that does not parse has
  // no comparison rather than an exception in the middle of a report.
  nlohmann::json verdict = nlohmann::json::parse(verdict_json, nullptr, false);
  if (verdict.is_discarded() || !verdict.is_object()) return std::nullopt;
  auto field = verdict.find("pallas_reference");
  if (field == verdict.end() || !field->is_object()) return std::nullopt;
  const nlohmann::json& reference = *field;
  ExpertComparison comparison;
  auto source = reference.find("source");
  auto beats = reference.find("beats");
  if (source == reference.end() || !source->is_string() || beats == reference.end() || !beats->is_boolean()) {
    return std::nullopt;
  }
  comparison.source = source->get<std::string>();
  if (comparison.source != "timed" && comparison.source != "estimate") return std::nullopt;
  comparison.beats = beats->get<bool>();
  if (auto speedup = reference.find("speedup"); speedup != reference.end() && speedup->is_number()) {
    comparison.speedup = speedup->get<double>();
  }
  if (auto chip = reference.find("chip"); chip != reference.end() && chip->is_string()) {
    comparison.chip = chip->get<std::string>();
  }
  if (auto klass = reference.find("class"); klass != reference.end() && klass->is_string()) {
    comparison.klass = klass->get<std::string>();
  }
  return comparison;
}

std::string expert_label(const std::optional<ExpertComparison>& comparison) {
  if (!comparison) return "\u2014";
  char speedup[32] = "?x";
  if (comparison->speedup) std::snprintf(speedup, sizeof(speedup), "%.2fx", *comparison->speedup);
  std::string where = comparison->chip.empty() ? "" : " on " + comparison->chip;
  // An estimate says so twice (est. and the word): it must never read as a timing.
  std::string detail =
      comparison->estimated() ? std::string("est. ") + speedup + where : std::string(speedup) + " timed" + where;
  if (comparison->beats) return "yes, " + detail + (comparison->estimated() ? " (estimate)" : "");
  if (comparison->estimated()) return "no (" + detail + ", estimate)";
  return "no (" + detail + (comparison->klass ? ", " + *comparison->klass : "") + ")";
}

}  // namespace jaxbench::ranking
