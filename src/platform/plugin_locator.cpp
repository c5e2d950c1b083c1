#include "platform/plugin_locator.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "core/error.h"
#include "core/project_root.h"
#include "platform/registry.h"

namespace jaxbench::platform {

namespace fs = std::filesystem;

namespace {

void add_site_packages_under(const fs::path& env, std::vector<std::string>& dirs) {
  std::error_code ec;
  fs::path lib = env / "lib";
  if (!fs::is_directory(lib, ec)) return;
  for (const auto& entry : fs::directory_iterator(lib, ec)) {
    fs::path site = entry.path() / "site-packages";
    if (entry.path().filename().string().rfind("python", 0) == 0 && fs::is_directory(site, ec)) {
      dirs.push_back(site.string());
    }
  }
}

std::string python_site_packages() {
  // Asks the active python3 where its packages live; no user code runs.
  FILE* pipe = ::popen("python3 -c 'import sysconfig; print(sysconfig.get_paths()[\"purelib\"])' 2>/dev/null", "r");
  if (pipe == nullptr) return "";
  char line[4096] = {0};
  std::string out = std::fgets(line, sizeof(line), pipe) ? line : "";
  ::pclose(pipe);
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
  return out;
}

}  // namespace

bool tpu_device_present() {
  // Google's PCI vendor id on TPU hosts (as JAX checks it).
  std::error_code ec;
  for (const auto& device : fs::directory_iterator("/sys/bus/pci/devices", ec)) {
    FILE* file = std::fopen((device.path() / "vendor").c_str(), "r");
    if (file == nullptr) continue;
    char vendor[16] = {0};
    bool google = std::fgets(vendor, sizeof(vendor), file) && std::string(vendor).rfind("0x1ae0", 0) == 0;
    std::fclose(file);
    if (google) return true;
  }
  return false;
}

namespace {
// The TPU plugin, found by name or given as a path to its file.
bool is_libtpu(const PluginLocation& location) {
  if (location.name == tpu_plugin_name()) return true;
  std::optional<PluginInfo> libtpu = find_plugin(tpu_plugin_name());
  for (const auto& relative : libtpu->relative_paths) {
    if (fs::path(location.path).filename() == fs::path(relative).filename()) return true;
  }
  return false;
}
}  // namespace

void prepare_plugin_environment(const PluginLocation& location) {
  if (is_libtpu(location) && !tpu_device_present()) ::setenv("TPU_SKIP_MDS_QUERY", "1", /*overwrite=*/0);
}

std::optional<std::string> deviceless_target(const PluginLocation& location) {
  if (is_libtpu(location) && !tpu_device_present()) return find_plugin(tpu_plugin_name())->deviceless_target;
  return std::nullopt;
}

namespace {

// The checkout's .venv, then the active virtual environment's.
std::vector<std::string> environment_search_dirs() {
  std::vector<std::string> dirs;
  if (auto root = project_root()) add_site_packages_under(fs::path(*root) / ".venv", dirs);
  if (const char* venv = std::getenv("VIRTUAL_ENV"); venv && *venv) add_site_packages_under(venv, dirs);
  return dirs;
}

std::optional<std::string> find_under(const std::vector<std::string>& dirs, const PluginInfo& plugin) {
  for (const auto& dir : dirs) {
    for (const auto& relative : plugin.relative_paths) {
      fs::path candidate = fs::path(dir) / relative;
      std::error_code ec;
      if (fs::is_regular_file(candidate, ec)) return candidate.string();
    }
  }
  return std::nullopt;
}

}  // namespace

std::vector<std::string> plugin_search_dirs() {
  std::vector<std::string> dirs = environment_search_dirs();
  std::string python = python_site_packages();
  if (!python.empty()) dirs.push_back(python);
  return dirs;
}

std::vector<std::string> plugin_relative_paths(const std::string& name) {
  std::optional<PluginInfo> plugin = find_plugin(name);
  return plugin ? plugin->relative_paths : std::vector<std::string>{};
}

std::string chosen_plugin(const std::string& asked) {
  if (!asked.empty()) return asked;
  const char* env = std::getenv("JAXBENCH_PLUGIN");
  return (env && *env) ? env : host_plugin_name();
}

PluginLocation locate_plugin(const std::string& spec_in) {
  std::string spec = chosen_plugin(spec_in);
  bool is_path =
      spec.find('/') != std::string::npos || (spec.size() > 3 && spec.compare(spec.size() - 3, 3, ".so") == 0);
  if (is_path) {
    std::error_code ec;
    if (!fs::is_regular_file(spec, ec)) throw Error("PJRT plugin file " + spec + " does not exist");
    return {spec, "path"};
  }
  std::optional<PluginInfo> known = find_plugin(spec);
  if (!known) throw Error("unknown plugin '" + spec + "': use " + plugin_names() + " or the path of a PJRT plugin .so");
  // Asking python3 for its packages starts a process (~50 ms, paid by every
  // eval of a warm server): only when neither environment holds the plugin.
  if (auto found = find_under(environment_search_dirs(), *known)) return {*found, spec};
  std::vector<std::string> dirs = plugin_search_dirs();
  if (auto found = find_under(dirs, *known)) return {*found, spec};
  std::string searched;
  for (const auto& dir : dirs) searched += (searched.empty() ? "" : ", ") + dir;
  throw Error("no " + spec +
              " PJRT plugin found (searched: " + (searched.empty() ? "no Python environment" : searched) +
              "); install it with: pip install " + known->package + " (or run ./setup.sh)");
}

}  // namespace jaxbench::platform
