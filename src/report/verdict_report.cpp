// The few lines of text `jaxbench eval` prints without --json (the JSON is
// judge/verdict_json.h).
#include "report/verdict_report.h"

#include <cstdio>

#include "report/profile_text.h"

namespace jaxbench::report {

using judge::Verdict;

std::string verdict_text(const Verdict& v) {
  std::string out = v.workload + " [" + v.size + ", " + v.platform + "]: " + v.status;
  if (!v.message.empty()) out += " - " + v.message;
  out += "\n";
  if (v.timing) {
    char line[256];
    const measure::TimingResult& t = *v.timing;
    std::snprintf(line, sizeof(line),
                  "timing: %s, speedup %.3fx (95%% CI %.3f-%.3f, %d pairs); reference %.4f ms, candidate %.4f ms\n",
                  measure::to_string(t.klass), t.interval.speedup, t.interval.low, t.interval.high, t.pairs,
                  t.reference_ms.median, t.candidate_ms.median);
    out += line;
    if (t.expert) {
      std::snprintf(line, sizeof(line),
                    "expert kernel (%s): %.4f ms; the candidate is %.3fx it (95%% CI %.3f-%.3f), %s\n",
                    v.expert_program.c_str(), t.expert->ms.median, t.expert->interval.speedup, t.expert->interval.low,
                    t.expert->interval.high, measure::to_string(t.expert->klass));
      out += line;
    }
  }
  if (v.expert_estimate && v.expert_estimate->speedup && v.status == kCorrect) {
    char line[256];
    std::snprintf(line, sizeof(line),
                  "expert kernel (%s) on %s: the candidate is %.2fx it (an estimate, not a timing)\n",
                  v.expert_estimate->program.c_str(), v.expert_estimate->target.c_str(), *v.expert_estimate->speedup);
    out += line;
  }
  // Where the candidate's time goes on the target, from its TPU pre-flight.
  nlohmann::json document = {{"preflight", v.preflight}};
  if (std::string profile = candidate_profile_text(document, "  "); !profile.empty()) {
    std::string target = v.preflight.is_object() && v.preflight.contains("target") && v.preflight["target"].is_object()
                             ? v.preflight["target"].value("target", std::string("the target"))
                             : std::string("the target");
    out += "TPU profile on " + target + " (estimated from the compiled bundles, not measured):\n" + profile;
  }
  for (const auto& note : v.notes) out += "note: " + note + "\n";
  return out;
}

}  // namespace jaxbench::report
