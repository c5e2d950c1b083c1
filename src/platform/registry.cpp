#include "platform/registry.h"

#include "platform/hardware.h"
#include "platform/tpu_generations.h"

namespace jaxbench::platform {

namespace {
// PJRT platform names; each is also the name of the plugin that runs it.
constexpr const char* kCpu = "cpu";
constexpr const char* kCuda = "cuda";
constexpr const char* kTpu = "tpu";
// JAXBench's published timings are TPU v6e's.
constexpr const char* kDefaultTpuTarget = "v6e";
constexpr const char* kDefaultGpuKind = "NVIDIA H200";

nlohmann::json peaks_json(const std::optional<ChipSpec>& chip) {
  if (!chip) return nullptr;
  return {{"chip", chip->name},
          {"bf16_tflops", chip->bf16_tflops},
          {"hbm_gib", chip->hbm_gib},
          {"hbm_tbytes_per_s", chip->hbm_tbytes_per_s}};
}

nlohmann::json plugins_json() {
  nlohmann::json plugins = nlohmann::json::array();
  for (const auto& plugin : known_plugins()) {
    plugins.push_back({{"name", plugin.name},
                       {"package", plugin.package},
                       {"relative_paths", plugin.relative_paths},
                       {"deviceless_target", plugin.deviceless_target}});
  }
  return plugins;
}

nlohmann::json tpu_generations_json() {
  nlohmann::json generations = nlohmann::json::array();
  for (const auto& generation : tpu_generations()) {
    generations.push_back({{"name", generation.name},
                           {"aliases", generation.aliases},
                           {"device_kind", generation.device_kind},
                           {"topology_prefix", generation.topology_prefix},
                           {"dimensions", generation.dimensions},
                           {"chip_config_name", generation.chip_config_name},
                           {"accelerator_type", generation.accelerator_type},
                           {"peaks", peaks_json(chip_for_target(generation.name))}});
  }
  return generations;
}

nlohmann::json gpus_json() {
  nlohmann::json gpus = nlohmann::json::array();
  for (const auto& gpu : gpu_chips()) {
    gpus.push_back({{"name", gpu.name}, {"device_kind", gpu.name}, {"peaks", peaks_json(gpu)}});
  }
  return gpus;
}

}  // namespace

const char* host_plugin_name() { return kCpu; }
const char* tpu_plugin_name() { return kTpu; }
const char* default_tpu_target() { return kDefaultTpuTarget; }
const std::vector<std::string>& jaxbench_tpu_generations() {
  static const std::vector<std::string> kGenerations = {"v5e", "v6e"};
  return kGenerations;
}
const char* default_gpu_kind() { return kDefaultGpuKind; }
const char* lowering_jax_platform() { return kCpu; }

bool is_tpu(const std::string& platform_or_plugin) { return platform_or_plugin == kTpu; }

const std::vector<std::string>& exporter_platforms() {
  static const std::vector<std::string> kPlatforms = {kCpu, kCuda, kTpu};
  return kPlatforms;
}

bool exporter_supports(const std::string& platform) {
  for (const auto& name : exporter_platforms()) {
    if (name == platform) return true;
  }
  return false;
}

std::string default_export_device_kind(const std::string& platform) {
  if (platform == kTpu) return find_tpu_generation(kDefaultTpuTarget)->device_kind;
  if (platform == kCuda) return kDefaultGpuKind;
  return "";
}

std::vector<XlaOptionOverride> untimed_program_overrides(const std::string& platform) {
  if (platform == kCuda) return {{"xla_gpu_autotune_level", 0}};
  return {};
}

const std::vector<PluginInfo>& known_plugins() {
  static const std::vector<PluginInfo> kPlugins = {
      {kCpu, "lammps-jax-pjrt-cpu==0.11.2", {"lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so"}, ""},
      {kCuda,
       "jax-cuda13-pjrt (with jax-cuda13-plugin)",
       {"jax_plugins/xla_cuda13/xla_cuda_plugin.so", "jax_plugins/xla_cuda12/xla_cuda_plugin.so"},
       ""},
      {kTpu, "libtpu (./setup.sh --with-tpu-compiler)", {"libtpu/libtpu.so"}, kDefaultTpuTarget},
  };
  return kPlugins;
}

std::optional<PluginInfo> find_plugin(const std::string& name) {
  for (const auto& plugin : known_plugins()) {
    if (plugin.name == name) return plugin;
  }
  return std::nullopt;
}

std::string plugin_names() {
  std::string text;
  for (const auto& plugin : known_plugins()) text += (text.empty() ? "" : ", ") + plugin.name;
  return text;
}

nlohmann::json registry_json() {
  return {{"host_plugin", kCpu},
          {"tpu_plugin", kTpu},
          {"default_tpu_target", kDefaultTpuTarget},
          {"default_gpu_kind", kDefaultGpuKind},
          {"lowering_jax_platform", lowering_jax_platform()},
          {"exporter_platforms", exporter_platforms()},
          {"plugins", plugins_json()},
          {"tpu_generations", tpu_generations_json()},
          {"gpus", gpus_json()}};
}

}  // namespace jaxbench::platform
