// The one place that names platforms: which plugin runs what, which chip a
// pre-flight targets by default, which platforms the exporter lowers for.
// Everything above this layer asks these functions instead of comparing
// "cpu"/"tpu"/"cuda"/"v6e" itself. (TPU generations and device kinds: see
// tpu_generations.h; chip peaks: hardware.h; plugin files: plugin_locator.h.)
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace jaxbench::platform {

// The plugin that runs correctness and timing on any host ("cpu").
const char* host_plugin_name();
// The plugin that compiles for a TPU without one (libtpu: "tpu").
const char* tpu_plugin_name();
// The TPU a pre-flight targets when none is named ("v6e").
const char* default_tpu_target();

// True for a PJRT platform name or plugin name that means a TPU.
bool is_tpu(const std::string& platform_or_plugin);
// True when tools/export can lower a candidate for this PJRT platform
// ("cpu", "cuda", "tpu").
bool exporter_supports(const std::string& platform);
// Every platform the exporter lowers for, in the order a multi-platform
// suite module lists them.
const std::vector<std::string>& exporter_platforms();

// The whole registry as JSON (plugins, TPU generations with aliases and
// device kinds, chip peaks), for the Python exporter and bench/ scripts
// (`jaxbench platforms --json`).
nlohmann::json registry_json();

}  // namespace jaxbench::platform
