// Peak numbers of the chips jaxbench knows, for TFLOP/s as a % of peak and
// the roofline bound. Matched on the PJRT device kind; a CPU has no entry
// (its peak depends on the machine) and reports no utilisation.
#pragma once

#include <optional>
#include <string>

namespace jaxbench::platform {

struct ChipSpec {
  const char* name;             // "TPU v6e"
  double bf16_tflops;           // dense bf16 peak per chip
  double hbm_gib;
  double hbm_tbytes_per_s;
};

// The spec for a device kind string such as "TPU v6 lite" or "NVIDIA H200".
std::optional<ChipSpec> chip_for_device_kind(const std::string& kind);
// The spec for a pre-flight target name: "v4", "v5e", "v5p", "v6e", "v7".
std::optional<ChipSpec> chip_for_target(const std::string& target);

}  // namespace jaxbench::platform
