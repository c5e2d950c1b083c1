// A time below its chip's physical floor: no kernel that does the
// workload's FLOPs and moves its bytes runs faster (platform::floor_seconds),
// so such a time says the work was skipped or the clock was fooled
// (KernelBench's excessive-speedup flag, reference-kernels' roofline floor).
// Two sources: the candidate's measured median on a known chip
// (stage_timing.cpp), and its TPU pre-flight estimate on a target chip
// (jobs/preflight_candidate.h). The verdict keeps its status; it carries
// the suspicion, and a re-judge that is still suspicious in its measured
// time does not verify (store/verification.h), so the board never ranks it.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "platform/hardware.h"

namespace jaxbench::judge {

inline constexpr const char* kMeasured = "measured";
inline constexpr const char* kEstimated = "estimated";

struct Suspicion {
  std::string source;  // kMeasured or kEstimated
  std::string chip;    // whose floor: "TPU v6e"
  double seconds = 0, floor_seconds = 0;
  // "measured time 1.20 us is below the TPU v6e floor of 310.00 us for the
  // workload's FLOPs and bytes"
  std::string reason() const;
  nlohmann::json to_json() const;
};

// The suspicion when `seconds` (of `source`) is below `chip`'s floor for
// `flops` and `bytes`; nothing for a time at or above it, or for no work.
std::optional<Suspicion> below_floor(const char* source, const platform::ChipSpec& chip, double seconds, double flops,
                                     double bytes);

// The verdict's "suspicious": one object per suspicion, [] for none.
nlohmann::json suspicions_json(const std::vector<Suspicion>& suspicions);

}  // namespace jaxbench::judge
