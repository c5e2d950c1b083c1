// Helpers of the sandbox's tests: a shell script run sandboxed, a python3,
// unique markers and the processes that carry them.
#pragma once

#include <unistd.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "process/sandbox.h"
#include "support/proc_scan.h"

namespace jaxbench::process::sandbox_testing {

inline std::string python3() {
  for (const char* p : {"/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"}) {
    if (::access(p, X_OK) == 0) return p;
  }
  return "";
}

inline SandboxResult sh(const std::string& script, SandboxOptions options = {}) {
  return run_sandboxed({"/bin/sh", "-c", script}, options);
}

// Pids of live processes whose command line mentions `marker` (zombies have none).
inline std::vector<int> processes_with(const std::string& marker) {
  return jaxbench::testing_support::pids_with_marker(marker);
}

inline bool gone_within(const std::string& marker, std::chrono::milliseconds limit) {
  auto end = std::chrono::steady_clock::now() + limit;
  while (!processes_with(marker).empty()) {
    if (std::chrono::steady_clock::now() > end) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

inline std::string unique(const std::string& stem) {
  return stem + "-" + std::to_string(::getpid()) + "-" +
         std::to_string(std::chrono::steady_clock::now().time_since_epoch().count());
}

}  // namespace jaxbench::process::sandbox_testing
