#include "platform/hardware.h"

#include <algorithm>

#include "platform/text.h"
#include "platform/tpu_generations.h"

namespace jaxbench::platform {

namespace {

// Public spec-sheet figures (DESIGN.md §7). v6e: 918 TFLOP/s as JAXBench
// uses; H200 shares H100's dense bf16 peak.
struct TpuPeaks {
  const char* generation;  // TpuGeneration::name
  ChipSpec spec;
};

const std::vector<TpuPeaks>& tpu_peaks() {
  static const std::vector<TpuPeaks> kPeaks = {
      {"v4", {"TPU v4", 275, 32, 1.2}},    {"v5e", {"TPU v5e", 197, 16, 0.82}}, {"v5p", {"TPU v5p", 459, 95, 2.76}},
      {"v6e", {"TPU v6e", 918, 32, 1.64}}, {"v7", {"TPU v7", 2300, 192, 7.4}},
  };
  return kPeaks;
}

std::optional<ChipSpec> peaks_of(const std::optional<TpuGeneration>& generation) {
  if (!generation) return std::nullopt;
  for (const auto& entry : tpu_peaks()) {
    if (generation->name == entry.generation) return entry.spec;
  }
  return std::nullopt;
}

}  // namespace

const std::vector<ChipSpec>& gpu_chips() {
  // Matched by model inside the device kind (NVIDIA H200, NVIDIA H200 NVL, …).
  static const std::vector<ChipSpec> kGpus = {
      {"NVIDIA H200", 989, 141, 4.8},
      {"NVIDIA H100", 989, 80, 3.35},
      {"NVIDIA B200", 2250, 180, 8.0},
  };
  return kGpus;
}

std::optional<ChipSpec> chip_for_device_kind(const std::string& kind) {
  if (auto tpu = peaks_of(tpu_generation_for_device_kind(kind))) return tpu;
  for (const auto& gpu : gpu_chips()) {
    std::string name = gpu.name;
    std::string model = name.substr(name.rfind(' ') + 1);  // H200
    if (contains_ignoring_case(kind, model)) return gpu;
  }
  return std::nullopt;
}

double floor_seconds(const ChipSpec& chip, double flops, double bytes) {
  return std::max(flops / (chip.bf16_tflops * 1e12), bytes / (chip.hbm_tbytes_per_s * 1e12));
}

std::optional<ChipSpec> chip_for_target(const std::string& target) { return peaks_of(find_tpu_generation(target)); }

}  // namespace jaxbench::platform
