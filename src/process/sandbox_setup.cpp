#include "process/sandbox_setup.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "core/error.h"
#include "core/files.h"
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

namespace {

class RootBuilder {
 public:
  explicit RootBuilder(RootLayout& layout) : layout_(layout), base_(layout.dir.path()) {}

  void make_dirs(const fs::path& inside) {  // every folder down to `inside`, parents first
    fs::path at = "/";
    for (const auto& part : inside.relative_path()) {
      at /= part;
      if (made_.insert(at.string()).second) add(kMakeDir, "", at.string());
    }
  }

  // `path` at its own place in the child's view: a symlink as a symlink (the
  // merged-/usr /lib -> usr/lib), anything else bound from its real path.
  void bind(const std::string& path, bool writable) {
    std::error_code ec;
    fs::path p = fs::path(path).lexically_normal();
    auto link = fs::symlink_status(p, ec);
    if (ec || !fs::exists(link)) {
      layout_.missing.push_back(path);
      return;
    }
    if (fs::is_symlink(link)) {
      fs::path target = fs::read_symlink(p, ec);
      make_dirs(p.parent_path());
      if (made_.insert(p.string()).second) add(kMakeSymlink, target.string(), p.string());
      p = fs::weakly_canonical(p, ec);  // and what it points to, if that is not bound already
      if (ec) return;
    }
    p = fs::canonical(p, ec);
    if (ec || inside_bound(p) || !bound_.insert(p.string()).second) return;
    bool dir = fs::is_directory(p, ec);
    make_dirs(dir ? p : p.parent_path());
    if (!dir && made_.insert(p.string()).second) add(kMakeFile, "", p.string());
    add(writable ? kBindWritable : kBindReadOnly, p.string(), p.string());
  }

  // Already visible through a bound folder (binding it again would need a
  // mount point inside a read-only bind).
  bool inside_bound(const fs::path& p) const {
    for (fs::path folder = p.parent_path(); folder != folder.root_path(); folder = folder.parent_path()) {
      if (bound_.count(folder.string())) return true;
    }
    return false;
  }

  void finish() {
    make_dirs("/proc");
    make_dirs(kOldRootName);
    layout_.plan.new_root = layout_.strings.emplace_back(base_).c_str();
    layout_.plan.proc_dir = layout_.strings.emplace_back(base_ + "/proc").c_str();
    layout_.plan.old_root = layout_.strings.emplace_back(base_ + kOldRootName).c_str();
    layout_.plan.steps = layout_.steps.data();
    layout_.plan.step_count = layout_.steps.size();
  }

 private:
  void add(RootStepKind kind, const std::string& source, const std::string& inside) {
    const char* src = layout_.strings.emplace_back(source).c_str();
    const char* target = layout_.strings.emplace_back(base_ + inside).c_str();
    layout_.steps.push_back(RootStep{kind, src, target});
    layout_.step_paths.push_back(inside);
  }

  RootLayout& layout_;
  std::string base_;
  std::set<std::string> made_;   // paths created in the tmpfs
  std::set<std::string> bound_;  // real paths already bound
};

}  // namespace

std::unique_ptr<RootLayout> plan_minimal_root(const std::vector<std::string>& binds, const std::string& work_dir) {
  auto layout = std::make_unique<RootLayout>();
  RootBuilder builder(*layout);
  std::vector<std::string> sorted = binds;  // a folder before what lies in it
  std::sort(sorted.begin(), sorted.end());
  for (const auto& path : sorted) builder.bind(path, false);
  for (const char* device : {"/dev/null", "/dev/zero", "/dev/random", "/dev/urandom"}) builder.bind(device, true);
  builder.bind(work_dir, true);
  builder.finish();
  return layout;
}

std::optional<std::string> script_interpreter(const std::string& program) {
  std::ifstream in(program);
  std::string first;
  if (!std::getline(in, first) || !first.starts_with("#!")) return std::nullopt;
  size_t start = first.find_first_not_of(" \t", 2);
  if (start == std::string::npos) return std::nullopt;
  return first.substr(start, first.find_first_of(" \t", start) - start);
}

}  // namespace detail

std::vector<std::string> python_installation_paths(const std::string& python) {
  std::error_code ec;
  fs::path bin = fs::canonical(fs::absolute(python).parent_path(), ec);
  if (ec) return {};
  std::vector<std::string> paths;
  fs::path prefix = bin.parent_path();  // a venv: <venv>/bin/python, its pyvenv.cfg names the base's bin
  if (file_exists((prefix / "pyvenv.cfg").string())) {
    paths.push_back(prefix.string());
    std::istringstream cfg(read_file((prefix / "pyvenv.cfg").string()));
    for (std::string line; std::getline(cfg, line);) {
      size_t eq = line.find('=');
      if (!line.starts_with("home") || eq == std::string::npos) continue;
      size_t start = line.find_first_not_of(" \t", eq + 1), end = line.find_last_not_of(" \t\r");
      if (start == std::string::npos) continue;
      fs::path home = fs::canonical(line.substr(start, end - start + 1), ec);
      if (!ec) paths.push_back(home.parent_path().string());
    }
  }
  fs::path exe = fs::canonical(python, ec);  // the interpreter's own prefix (/usr, a pyenv version)
  if (!ec) paths.push_back(exe.parent_path().parent_path().string());
  std::sort(paths.begin(), paths.end());
  paths.erase(std::unique(paths.begin(), paths.end()), paths.end());
  return paths;
}

std::vector<std::string> system_library_paths() {
  std::vector<std::string> paths;
  std::error_code ec;
  for (const char* path : {"/usr/lib", "/usr/lib64", "/usr/lib32", "/lib", "/lib64", "/lib32", "/etc/ld.so.cache"}) {
    if (fs::exists(fs::symlink_status(path, ec))) paths.push_back(path);  // what this system has
  }
  return paths;
}

}  // namespace jaxbench::process
