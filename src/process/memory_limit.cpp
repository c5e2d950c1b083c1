#include "process/memory_limit.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <limits>

#include "core/strings.h"

namespace jaxbench::process {

std::optional<uint64_t> data_mapped_bytes() {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);) {
    if (!line.starts_with("VmData:")) continue;
    try {
      return std::stoull(line.substr(7)) * 1024;  // "VmData:   123456 kB"
    } catch (const std::exception&) {
      return std::nullopt;
    }
  }
  return std::nullopt;
}

DataLimitScope::DataLimitScope(uint64_t extra_bytes) {
#if defined(__SANITIZE_ADDRESS__)
  // ASan's allocator maps its own regions as it goes (and holds freed memory
  // in quarantine): at the limit it aborts the process instead of failing
  // the allocation. The sanitizer build is for testing our code, not for
  // judging: there the compiled program's statistics alone bound it.
  (void)extra_bytes;
  note_ = "not applied in an AddressSanitizer build";
  return;
#endif
  if (::getrlimit(RLIMIT_DATA, &previous_) != 0) {
    note_ = std::string("getrlimit(RLIMIT_DATA) failed: ") + std::strerror(errno);
    return;
  }
  std::optional<uint64_t> mapped = data_mapped_bytes();
  if (!mapped) {
    note_ = "/proc/self/status gives no VmData: the candidate's run-time memory is not bounded";
    return;
  }
  uint64_t wanted =
      extra_bytes > std::numeric_limits<uint64_t>::max() - *mapped ? RLIM_INFINITY : *mapped + extra_bytes;
  struct rlimit bound = previous_;
  bound.rlim_cur = static_cast<rlim_t>(wanted);
  if (previous_.rlim_max != RLIM_INFINITY && bound.rlim_cur > previous_.rlim_max) {
    bound.rlim_cur = previous_.rlim_max;  // an outer hard limit is lower: keep it
    note_ = "clamped to the hard RLIMIT_DATA of " + format_bytes(static_cast<int64_t>(previous_.rlim_max));
  }
  if (previous_.rlim_cur != RLIM_INFINITY && bound.rlim_cur > previous_.rlim_cur) {
    bound.rlim_cur = previous_.rlim_cur;  // a lower soft limit from outside stays
  }
  if (::setrlimit(RLIMIT_DATA, &bound) != 0) {
    note_ = std::string("setrlimit(RLIMIT_DATA) failed: ") + std::strerror(errno);
    return;
  }
  applied_ = true;
  limit_ = static_cast<uint64_t>(bound.rlim_cur);
}

DataLimitScope::~DataLimitScope() {
  if (applied_) ::setrlimit(RLIMIT_DATA, &previous_);
}

}  // namespace jaxbench::process
