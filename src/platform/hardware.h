// Peak numbers of the chips jaxbench knows, for TFLOP/s as a % of peak and
// the roofline bound. TPUs are keyed by their generation's name
// (tpu_generations.h), so a target, an alias and a device kind all find the
// same entry; GPUs are matched on the PJRT device kind. A CPU has no entry
// (its peak depends on the machine) and reports no utilisation.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace jaxbench::platform {

struct ChipSpec {
  const char* name;    // "TPU v6e"
  double bf16_tflops;  // dense bf16 peak per chip
  double hbm_gib;
  double hbm_tbytes_per_s;
};

// The spec for a device kind string such as "TPU v6 lite" or "NVIDIA H200".
std::optional<ChipSpec> chip_for_device_kind(const std::string& kind);
// The spec for a pre-flight target: a TPU generation's name or alias (v6e, v5litepod).
std::optional<ChipSpec> chip_for_target(const std::string& target);

// The least time `flops` and `bytes` can take on `chip`, in seconds:
// max(flops / bf16 peak, bytes / HBM bandwidth). No kernel that does the
// work runs faster: a time below it means work was skipped or the clock
// was fooled (judge/suspicion.h).
double floor_seconds(const ChipSpec& chip, double flops, double bytes);

// The GPUs with known peaks; each one's name is its PJRT device kind.
const std::vector<ChipSpec>& gpu_chips();

}  // namespace jaxbench::platform
