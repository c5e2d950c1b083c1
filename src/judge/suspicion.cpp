#include "judge/suspicion.h"

#include "core/strings.h"

namespace jaxbench::judge {

std::string Suspicion::reason() const {
  return source + " time " + format_duration(seconds) + " is below the " + chip + " floor of " +
         format_duration(floor_seconds) + " for the workload's FLOPs and bytes";
}

nlohmann::json Suspicion::to_json() const {
  return {
      {"source", source}, {"chip", chip}, {"seconds", seconds}, {"floor_seconds", floor_seconds}, {"reason", reason()}};
}

std::optional<Suspicion> below_floor(const char* source, const platform::ChipSpec& chip, double seconds, double flops,
                                     double bytes) {
  double floor = platform::floor_seconds(chip, flops, bytes);
  if (!(floor > 0) || !(seconds < floor)) return std::nullopt;
  return Suspicion{source, chip.name, seconds, floor};
}

nlohmann::json suspicions_json(const std::vector<Suspicion>& suspicions) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& suspicion : suspicions) out.push_back(suspicion.to_json());
  return out;
}

}  // namespace jaxbench::judge
