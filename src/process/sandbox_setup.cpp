#include "process/sandbox_setup.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "core/error.h"
#include "core/strings.h"

namespace jaxbench::process {

namespace fs = std::filesystem;

namespace detail {

namespace {

bool is_executable_file(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

bool is_proxy_variable(const std::string& name) { return to_lower(name).ends_with("proxy"); }

}  // namespace

std::optional<std::string> resolve_program(const std::string& name, const std::string& path_env, std::string* why) {
  if (name.find('/') != std::string::npos) {
    std::string path = fs::absolute(name).string();
    if (is_executable_file(path)) return path;
    *why = "cannot run " + path + ": " +
           (::access(path.c_str(), F_OK) == 0 ? "not an executable file" : std::strerror(ENOENT));
    return std::nullopt;
  }
  size_t start = 0;
  while (start <= path_env.size()) {
    size_t end = path_env.find(':', start);
    if (end == std::string::npos) end = path_env.size();
    std::string dir = path_env.substr(start, end - start);
    if (!dir.empty() && is_executable_file(dir + "/" + name)) return dir + "/" + name;
    start = end + 1;
  }
  *why = "cannot run '" + name + "': not found on the sandbox PATH (" + path_env + "); pass its full path";
  return std::nullopt;
}

std::vector<std::string> build_env(const SandboxOptions& options, const std::string& dir) {
  std::vector<std::pair<std::string, std::string>> vars = {
      {"PATH", options.path_env}, {"LANG", "C.UTF-8"}, {"LC_ALL", "C.UTF-8"}, {"HOME", dir}, {"TMPDIR", dir}};
  for (const auto& [name, value] : options.env) {
    if (name.empty() || name.find('=') != std::string::npos || is_proxy_variable(name)) continue;
    auto it = std::find_if(vars.begin(), vars.end(), [&](const auto& v) { return v.first == name; });
    if (it != vars.end())
      it->second = value;
    else
      vars.emplace_back(name, value);
  }
  std::vector<std::string> env;
  for (const auto& [name, value] : vars) env.push_back(name + "=" + value);
  return env;
}

}  // namespace detail

}  // namespace jaxbench::process
