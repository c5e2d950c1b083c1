#include "core/user_dirs.h"

#include <cstdlib>

namespace jaxbench {

namespace {

std::string environment(const char* name) {
  const char* value = std::getenv(name);
  return value == nullptr ? "" : value;
}

}  // namespace

std::optional<std::string> user_data_dir() {
  // The XDG rule: a relative XDG_DATA_HOME is ignored.
  if (std::string data = environment("XDG_DATA_HOME"); !data.empty() && data[0] == '/') return data + "/jaxbench";
  if (std::string home = environment("HOME"); !home.empty()) return home + "/.local/share/jaxbench";
  return std::nullopt;
}

std::optional<std::string> user_cache_dir() {
  if (std::string dir = environment("JAXBENCH_CACHE_DIR"); !dir.empty()) return dir;
  if (std::string cache = environment("XDG_CACHE_HOME"); !cache.empty()) return cache + "/jaxbench";
  if (std::string home = environment("HOME"); !home.empty()) return home + "/.cache/jaxbench";
  return std::nullopt;
}

std::optional<std::string> user_workloads_dir() {
  if (std::string dir = environment("JAXBENCH_WORKLOADS"); !dir.empty()) return dir;
  if (auto data = user_data_dir()) return *data + "/workloads";
  return std::nullopt;
}

}  // namespace jaxbench
