// The message texts of a correct verdict, written to be shown to an LLM.
#include <cstdio>

#include "judge/stages.h"

namespace jaxbench::judge {

std::string correct_message(const suite::Manifest& manifest, int seeds, size_t cases) {
  return "correct on " + std::to_string(cases) + " input sets (" + std::to_string(seeds) + " secret seeds and " +
         std::to_string(manifest.modes.size() - 1) + " adversarial modes)";
}

std::string timing_message(const measure::TimingResult& timing) {
  char line[200];
  std::snprintf(line, sizeof(line), "; %s: %.3fx the reference (95%% CI %.3f-%.3f)", measure::to_string(timing.klass),
                timing.interval.speedup, timing.interval.low, timing.interval.high);
  return line;
}

}  // namespace jaxbench::judge
