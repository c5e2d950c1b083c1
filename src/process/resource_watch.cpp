#include "process/resource_watch.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

#include "core/strings.h"

namespace jaxbench::process::detail {

namespace {

// The numeric entries of /proc, i.e. its processes.
std::vector<pid_t> proc_pids() {
  std::vector<pid_t> pids;
  DIR* proc = ::opendir("/proc");
  if (!proc) return pids;
  while (const dirent* entry = ::readdir(proc)) {
    char* end = nullptr;
    long pid = std::strtol(entry->d_name, &end, 10);
    if (pid > 0 && end && *end == '\0') pids.push_back(static_cast<pid_t>(pid));
  }
  ::closedir(proc);
  return pids;
}

// ppid and num_threads of /proc/PID/stat (fields 4 and 20), read past the
// command name's closing paren (a name may hold spaces and parens).
bool read_stat(pid_t pid, pid_t* ppid, uint64_t* threads) {
  int fd = ::open(("/proc/" + std::to_string(pid) + "/stat").c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  std::string text;
  bool read = read_proc_text(fd, &text);
  ::close(fd);
  if (!read) return false;
  size_t paren = text.rfind(')');
  if (paren == std::string::npos) return false;
  std::istringstream fields(text.substr(paren + 1));
  std::string field;
  for (int index = 3; fields >> field; ++index) {
    if (index == 4) *ppid = static_cast<pid_t>(std::atol(field.c_str()));
    if (index == 20) {
      *threads = std::strtoull(field.c_str(), nullptr, 10);
      return true;
    }
  }
  return false;
}

uint64_t usage_under(int dir_fd, dev_t device, int depth) {
  DIR* dir = ::fdopendir(dir_fd);
  if (!dir) {
    ::close(dir_fd);
    return 0;
  }
  uint64_t total = 0;
  while (const dirent* entry = ::readdir(dir)) {
    if (!std::strcmp(entry->d_name, ".") || !std::strcmp(entry->d_name, "..")) continue;
    struct stat st {};
    if (::fstatat(::dirfd(dir), entry->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 || st.st_dev != device) continue;
    total += static_cast<uint64_t>(st.st_blocks) * 512;
    if (S_ISDIR(st.st_mode) && depth < 64) {
      int child = ::openat(::dirfd(dir), entry->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      if (child >= 0) total += usage_under(child, device, depth + 1);
    }
  }
  ::closedir(dir);
  return total;
}

}  // namespace

bool read_proc_text(int fd, std::string* text) {
  char buffer[4096];
  while (true) {
    ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n == 0) return true;
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    text->append(buffer, static_cast<size_t>(n));
  }
}

uint64_t tree_task_count(pid_t root) {
  std::multimap<pid_t, pid_t> children;
  std::map<pid_t, uint64_t> threads;
  for (pid_t pid : proc_pids()) {
    pid_t ppid = 0;
    uint64_t count = 0;
    if (!read_stat(pid, &ppid, &count)) continue;
    children.emplace(ppid, pid);
    threads[pid] = count;
  }
  if (!threads.count(root)) return 0;
  uint64_t total = 0;
  std::vector<pid_t> todo{root};
  while (!todo.empty()) {
    pid_t pid = todo.back();
    todo.pop_back();
    total += threads[pid];
    auto [first, last] = children.equal_range(pid);
    for (auto it = first; it != last; ++it) todo.push_back(it->second);
  }
  return total;
}

uint64_t user_task_count(uid_t uid) {
  uint64_t total = 0;
  for (pid_t pid : proc_pids()) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/status");
    std::string line;
    bool mine = false;
    while (std::getline(in, line)) {
      if (line.rfind("Uid:", 0) == 0) mine = std::strtoul(line.c_str() + 4, nullptr, 10) == uid;
      if (mine && line.rfind("Threads:", 0) == 0) total += std::strtoull(line.c_str() + 8, nullptr, 10);
    }
  }
  return total;
}

uint64_t dir_usage_bytes(const std::string& dir) {
  int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return 0;
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    ::close(fd);
    return 0;
  }
  return usage_under(fd, st.st_dev, 0);
}

Breach check_bounds(pid_t root, const std::string& dir, uint64_t disk_bytes, uint64_t max_tasks) {
  if (disk_bytes && !dir.empty() && dir_usage_bytes(dir) > disk_bytes) return Breach::disk;
  if (max_tasks && tree_task_count(root) >= max_tasks) return Breach::processes;
  return Breach::none;
}

std::string breach_message(Breach breach, uint64_t disk_bytes, uint64_t max_tasks) {
  switch (breach) {
    case Breach::disk:
      return "wrote more than the " + format_bytes_short(disk_bytes) +
             " disk limit to its work dir (the whole process group was killed)";
    case Breach::processes:
      return "reached the " + std::to_string(max_tasks) +
             "-task process limit (processes and threads; the whole process group was killed)";
    case Breach::none:
      break;
  }
  return "";
}

}  // namespace jaxbench::process::detail
