#include "platform/hardware.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace jaxbench::platform {

namespace {

// Public spec-sheet figures (DESIGN.md §7). v6e: 918 TFLOP/s as JAXBench
// uses; H200 shares H100's dense bf16 peak.
const ChipSpec kV4{"TPU v4", 275, 32, 1.2};
const ChipSpec kV5e{"TPU v5e", 197, 16, 0.82};
const ChipSpec kV5p{"TPU v5p", 459, 95, 2.76};
const ChipSpec kV6e{"TPU v6e", 918, 32, 1.64};
const ChipSpec kV7{"TPU v7", 2300, 192, 7.4};
const ChipSpec kH100{"NVIDIA H100", 989, 80, 3.35};
const ChipSpec kH200{"NVIDIA H200", 989, 141, 4.8};
const ChipSpec kB200{"NVIDIA B200", 2250, 180, 8.0};

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

}  // namespace

std::optional<ChipSpec> chip_for_device_kind(const std::string& kind_in) {
  std::string kind = lower(kind_in);
  // Device kinds as plugins report them: "TPU v4", "TPU v5 lite" (v5e),
  // "TPU v5p" / "TPU v5", "TPU v6 lite" (v6e), "TPU7x"; "NVIDIA H200", …
  struct Pattern { const char* text; const ChipSpec* spec; };
  const std::vector<Pattern> patterns = {
      {"v6 lite", &kV6e}, {"v6e", &kV6e}, {"v5 lite", &kV5e}, {"v5e", &kV5e}, {"v5p", &kV5p},
      {"tpu v5", &kV5p},  {"tpu v4", &kV4}, {"tpu7", &kV7},   {"tpu v7", &kV7}, {"h200", &kH200},
      {"h100", &kH100},   {"b200", &kB200}};
  for (const auto& pattern : patterns) {
    if (kind.find(pattern.text) != std::string::npos) return *pattern.spec;
  }
  return std::nullopt;
}

std::optional<ChipSpec> chip_for_target(const std::string& target) {
  std::string t = lower(target);
  if (t == "v4") return kV4;
  if (t == "v5e" || t == "v5litepod" || t == "v5lite") return kV5e;
  if (t == "v5p") return kV5p;
  if (t == "v6e") return kV6e;
  if (t == "v7" || t == "v7x") return kV7;
  return std::nullopt;
}

}  // namespace jaxbench::platform
