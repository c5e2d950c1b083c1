#include "platform/registry.h"

namespace jaxbench::platform {

namespace {
constexpr const char* kHostPlugin = "cpu";
constexpr const char* kTpuPlugin = "tpu";
constexpr const char* kDefaultTpuTarget = "v6e";
}  // namespace

const char* host_plugin_name() { return kHostPlugin; }
const char* tpu_plugin_name() { return kTpuPlugin; }
const char* default_tpu_target() { return kDefaultTpuTarget; }

bool is_tpu(const std::string& platform_or_plugin) { return platform_or_plugin == kTpuPlugin; }

const std::vector<std::string>& exporter_platforms() {
  static const std::vector<std::string> kPlatforms = {"cpu", "cuda", "tpu"};
  return kPlatforms;
}

bool exporter_supports(const std::string& platform) {
  for (const auto& name : exporter_platforms()) {
    if (name == platform) return true;
  }
  return false;
}

nlohmann::json registry_json() {
  // Filled out with the generations, device kinds and peaks as they move here.
  return {{"host_plugin", kHostPlugin},
          {"tpu_plugin", kTpuPlugin},
          {"default_tpu_target", kDefaultTpuTarget},
          {"exporter_platforms", exporter_platforms()}};
}

}  // namespace jaxbench::platform
