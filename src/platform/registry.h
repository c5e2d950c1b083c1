// The one place that names platforms: which plugin runs what, which chip a
// pre-flight targets by default, which platforms the exporter lowers for.
// Everything above this layer asks these functions instead of comparing
// "cpu"/"tpu"/"cuda"/"v6e" itself. (TPU generations and device kinds: see
// tpu_generations.h; chip peaks: hardware.h; plugin files: plugin_locator.h.)
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace jaxbench::platform {

// The plugin that runs correctness and timing on any host ("cpu").
const char* host_plugin_name();
// The plugin that compiles for a TPU without one (libtpu: "tpu").
const char* tpu_plugin_name();
// The TPU a pre-flight targets when none is named ("v6e").
const char* default_tpu_target();

// The TPU generations Google JAXBench's --tpu names ("v5e", "v6e"): the
// chips it publishes times for.
const std::vector<std::string>& jaxbench_tpu_generations();

// True for a PJRT platform name or plugin name that means a TPU.
bool is_tpu(const std::string& platform_or_plugin);
// True when tools/export can lower a candidate for this PJRT platform
// ("cpu", "cuda", "tpu").
bool exporter_supports(const std::string& platform);
// Every platform the exporter lowers for, in the order a multi-platform
// suite module lists them.
const std::vector<std::string>& exporter_platforms();

// The GPU a cuda export lowers Pallas/Triton kernels for when the judge
// names none ("NVIDIA H200", one of hardware.h's GPUs).
const char* default_gpu_kind();
// The JAX platform the exporter traces on (its JAX_PLATFORMS): lowering
// needs no device, so the judge's GPU/TPU is never touched.
const char* lowering_jax_platform();
// The device kind an export for `platform` lowers its kernels for when the
// judge names none: the default TPU target's for tpu, default_gpu_kind() for
// cuda, "" (the host's own backend) for anything else.
std::string default_export_device_kind(const std::string& platform);

// An XLA debug option set for one compile (CompileOptionsProto's
// env_option_overrides), by its DebugOptions name.
struct XlaOptionOverride {
  std::string name;
  int64_t value = 0;
};
// What the judge's untimed programs (the inputs and truth: their speed is
// never reported) compile with on `platform`: on cuda, no autotuning. XLA
// GPU times every GEMM and fusion candidate while it compiles; on an H200
// that was 10 of a cold eval's 10.7 s of suite compiles at 41k's full size,
// and it only makes programs faster, never different in what they compute.
// The candidate, the reference and the expert keep the platform's defaults,
// as JAX compiles them.
std::vector<XlaOptionOverride> untimed_program_overrides(const std::string& platform);

// A PJRT plugin that `--plugin NAME` finds (plugin_locator.h searches for it).
struct PluginInfo {
  std::string name;                         // "cpu", "cuda", "tpu"
  std::string package;                      // what to install to get it
  std::vector<std::string> relative_paths;  // where it lies inside site-packages, tried in order
  // The TPU target it compiles for on a host without its hardware (libtpu:
  // the default TPU target); empty when it needs its device.
  std::string deviceless_target;
};
const std::vector<PluginInfo>& known_plugins();
// The plugin called `name`; nullopt for any other name.
std::optional<PluginInfo> find_plugin(const std::string& name);
// Their names, for errors and help texts: "cpu, cuda, tpu".
std::string plugin_names();

// The whole registry as JSON, for the Python exporter and bench/ scripts
// (`jaxbench platforms --json`). Its shape, every key always present:
//   {"host_plugin", "tpu_plugin", "default_tpu_target", "default_gpu_kind",
//    "lowering_jax_platform", "exporter_platforms": [names],
//    "plugins": [{"name", "package", "relative_paths": [..], "deviceless_target"}],
//    "tpu_generations": [{"name", "aliases": [..], "device_kind", "topology_prefix",
//                         "dimensions", "chip_config_name", "accelerator_type", "peaks"}],
//    "gpus": [{"name", "device_kind", "peaks"}]}
// where "peaks" is {"chip", "bf16_tflops", "hbm_gib", "hbm_tbytes_per_s"}
// (hardware.h's ChipSpec) or null when jaxbench knows none.
nlohmann::json registry_json();

}  // namespace jaxbench::platform
