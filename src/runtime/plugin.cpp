#include "runtime/plugin.h"

#include <dlfcn.h>

#include <mutex>

#include "core/files.h"
#include "runtime/named_value.h"

namespace jaxbench::runtime {

void Plugin::validate_table(const PJRT_Api* table, const std::string& where) {
  if (table == nullptr) throw Error(where + ": GetPjrtApi returned null; not a usable PJRT plugin");
  size_t header = offsetof(PJRT_Api, pjrt_api_version) + sizeof(PJRT_Api_Version);
  if (table->struct_size < header) {
    throw Error(where + ": PJRT API table is too small (" + std::to_string(table->struct_size) +
                " bytes); not a PJRT plugin jaxbench understands");
  }
  int major = table->pjrt_api_version.major_version;
  int minor = table->pjrt_api_version.minor_version;
  if (major != kPjrtApiMajorVersion) {
    throw Error(where + ": plugin speaks PJRT API " + std::to_string(major) + "." + std::to_string(minor) +
                " but jaxbench speaks major version " + std::to_string(kPjrtApiMajorVersion) +
                "; install a plugin built for PJRT API " + std::to_string(kPjrtApiMajorVersion) + ".x");
  }
  if (minor < kPjrtApiMinimumMinor) {
    throw Error(where + ": plugin speaks PJRT API " + std::to_string(major) + "." + std::to_string(minor) +
                ", older than the 0." + std::to_string(kPjrtApiMinimumMinor) +
                " jaxbench needs; install a newer plugin (./setup.sh installs one)");
  }
}

Plugin::Plugin(std::string path, const PJRT_Api* table) : path_(std::move(path)), api_(table) {
  major_ = table->pjrt_api_version.major_version;
  minor_ = table->pjrt_api_version.minor_version;
}

std::shared_ptr<Plugin> Plugin::load(const std::string& path) {
  if (!file_exists(path)) throw Error("PJRT plugin not found at " + path);
  // A library is loaded once per process: XLA plugins keep global state and
  // must not be initialized twice, so repeated loads share one Plugin.
  static std::mutex mutex;
  static std::map<std::string, std::weak_ptr<Plugin>> cache;
  std::lock_guard<std::mutex> lock(mutex);
  if (auto existing = cache[path].lock()) return existing;

  // RTLD_LOCAL keeps the plugin's many symbols out of our namespace. We never
  // dlclose: plugins run static destructors and threads that do not survive
  // being unloaded.
  void* handle = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* reason = ::dlerror();
    throw Error("cannot load PJRT plugin " + path + ": " + (reason ? reason : "unknown dlopen error"));
  }
  auto get_api = reinterpret_cast<PJRT_GetApi_Fn>(::dlsym(handle, "GetPjrtApi"));
  if (get_api == nullptr) throw Error(path + " has no GetPjrtApi symbol; it is not a PJRT plugin");
  const PJRT_Api* table = get_api();
  validate_table(table, path);

  std::shared_ptr<Plugin> plugin(new Plugin(path, table));
  auto init = JAXBENCH_ARGS(PJRT_Plugin_Initialize_Args, extension_start);
  plugin->api_.call(&PJRT_Api::PJRT_Plugin_Initialize, "PJRT_Plugin_Initialize", &init);

  if (plugin->api_.has(&PJRT_Api::PJRT_Plugin_Attributes)) {
    auto attrs = JAXBENCH_ARGS(PJRT_Plugin_Attributes_Args, num_attributes);
    plugin->api_.call(&PJRT_Api::PJRT_Plugin_Attributes, "PJRT_Plugin_Attributes", &attrs);
    for (size_t i = 0; i < attrs.num_attributes; ++i) {
      const PJRT_NamedValue& value = attrs.attributes[i];
      plugin->attributes_[std::string(value.name, value.name_size)] = named_value_text(value);
    }
  }
  cache[path] = plugin;
  return plugin;
}

}  // namespace jaxbench::runtime
