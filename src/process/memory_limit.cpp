#include "process/memory_limit.h"

#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/files.h"

namespace jaxbench::process {

namespace fs = std::filesystem;

namespace {

// "0::/some/path" in /proc/self/cgroup is this process's cgroup v2.
std::string own_cgroup_v2() {
  std::ifstream in("/proc/self/cgroup");
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("0::")) return line.substr(3);
  }
  return "";
}

bool write_text(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  out.flush();
  return static_cast<bool>(out);
}

bool try_cgroup_v2(uint64_t bytes, std::string* why) {
  std::string mine = own_cgroup_v2();
  std::string base = "/sys/fs/cgroup" + (mine == "/" ? std::string() : mine);
  if (mine.empty() || !file_exists(base + "/cgroup.controllers")) {
    *why = "no cgroup v2 hierarchy";
    return false;
  }
  std::string group = base + "/jaxbench-device-" + std::to_string(::getpid());
  std::error_code ec;
  if (!fs::create_directory(group, ec) && ec) {
    *why = "cannot create " + group + " (" + ec.message() + ")";
    return false;
  }
  if (!write_text(group + "/memory.max", std::to_string(bytes)) ||
      !write_text(group + "/cgroup.procs", std::to_string(::getpid()))) {
    *why = "cannot use " + group + " (memory controller not delegated here)";
    fs::remove(group, ec);
    return false;
  }
  return true;
}

}  // namespace

MemoryLimit apply_device_memory_limit(uint64_t bytes) {
  MemoryLimit r;
  std::string why;
  if (try_cgroup_v2(bytes, &why)) {
    r.applied = true;
    r.mechanism = "cgroup v2 memory.max";
    return r;
  }
  struct rlimit lim {
    static_cast<rlim_t>(bytes), static_cast<rlim_t>(bytes)
  };
  struct rlimit cur {};
  if (::getrlimit(RLIMIT_DATA, &cur) == 0 && cur.rlim_max != RLIM_INFINITY && cur.rlim_max < lim.rlim_max) {
    lim.rlim_cur = lim.rlim_max = cur.rlim_max;  // cannot raise a hard limit
  }
  if (::setrlimit(RLIMIT_DATA, &lim) != 0) {
    r.note = why + "; setrlimit(RLIMIT_DATA) failed: " + std::strerror(errno);
    return r;
  }
  r.applied = true;
  r.mechanism = "RLIMIT_DATA";
  r.note = why + ": RLIMIT_DATA bounds heap and anonymous mappings, not the page cache";
  return r;
}

}  // namespace jaxbench::process
