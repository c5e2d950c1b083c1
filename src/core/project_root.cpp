#include "core/project_root.h"

#include <cstdlib>
#include <filesystem>

namespace jaxbench {

namespace fs = std::filesystem;

namespace {
bool is_root(const fs::path& dir) {
  std::error_code ec;
  return fs::is_directory(dir / "workloads", ec) && fs::is_regular_file(dir / "CMakeLists.txt", ec);
}

std::optional<std::string> search_upwards(fs::path dir) {
  for (int depth = 0; depth < 16 && !dir.empty(); ++depth) {
    if (is_root(dir)) return dir.string();
    if (dir == dir.parent_path()) break;
    dir = dir.parent_path();
  }
  return std::nullopt;
}
}  // namespace

std::optional<std::string> project_root() {
  if (const char* env = std::getenv("JAXBENCH_ROOT"); env && *env) return std::string(env);
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    if (auto found = search_upwards(exe.parent_path())) return found;
  }
  fs::path cwd = fs::current_path(ec);
  if (!ec) return search_upwards(cwd);
  return std::nullopt;
}

}  // namespace jaxbench
