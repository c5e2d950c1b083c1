// The live processes whose command line mentions a marker, for tests that
// check a sandbox leaves nothing behind. A process may exit between the
// open of its /proc/PID/cmdline and the read (read() fails with ESRCH): it
// is gone, so it does not match. A stream's istreambuf_iterator threw there
// (libstdc++'s filebuf), failing a test for a process some other test had
// just reaped; read_proc_text is the library's own ESRCH-safe read.
#pragma once

#include <fcntl.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "process/resource_watch.h"

namespace jaxbench::testing_support {

// Pids (this process left out) whose /proc cmdline contains `marker`; zombies have none.
inline std::vector<int> pids_with_marker(const std::string& marker) {
  std::vector<int> pids;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", ec)) {
    std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos || std::stoi(name) == ::getpid()) continue;
    int fd = ::open((entry.path() / "cmdline").c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    std::string cmdline;
    bool read = process::detail::read_proc_text(fd, &cmdline);
    ::close(fd);
    if (read && cmdline.find(marker) != std::string::npos) pids.push_back(std::stoi(name));
  }
  return pids;
}

}  // namespace jaxbench::testing_support
