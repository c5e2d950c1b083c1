// Turns `--plugin cpu|cuda|tpu|PATH` into a plugin file. Names are looked up
// in the project's `.venv`, then the active Python environment
// (VIRTUAL_ENV, then `python3`'s site-packages); anything with a slash or a
// `.so` suffix is a path. The names, their packages and where each lies in
// site-packages are registry.h's (known_plugins); this file finds the files.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace jaxbench::platform {

struct PluginLocation {
  std::string path;
  std::string name;  // "cpu", "cuda", "tpu" or "path"
};

// The plugin a command uses: the one asked for (--plugin), else
// JAXBENCH_PLUGIN, else the host's (cpu). Every default is decided here.
std::string chosen_plugin(const std::string& asked);

// `spec` empty means chosen_plugin(""). Throws jaxbench::Error
// naming what was searched and the package to install.
PluginLocation locate_plugin(const std::string& spec);

// Environment a plugin needs before it is loaded, set here because only this
// file knows backends. libtpu on a host with no TPU queries a cloud metadata
// server for minutes unless TPU_SKIP_MDS_QUERY=1 (JAX sets the same when it
// finds no TPU chip); the variable is set only when no TPU PCI device is
// present and the user has not set it.
void prepare_plugin_environment(const PluginLocation& location);
bool tpu_device_present();

// When `location`'s hardware is absent from this host but the plugin can
// still compile for it without a device (libtpu on a host with no TPU), the
// target it compiles for by default ("v6e"); nullopt otherwise. The judge
// then runs on the host's own plugin and pre-flights this target.
std::optional<std::string> deviceless_target(const PluginLocation& location);

// site-packages folders searched, in order (exposed for `doctor` and tests).
std::vector<std::string> plugin_search_dirs();

// Relative paths inside site-packages for a plugin name (empty if unknown).
std::vector<std::string> plugin_relative_paths(const std::string& name);

}  // namespace jaxbench::platform
