// A hard bound on what the judge's own process may allocate while a
// candidate program runs in it, so that a program allocating past it fails
// there (XLA reports RESOURCE_EXHAUSTED, the verdict is oom) instead of
// taking the judge, or the host, down. `eval` and serve's device worker both
// judge in-process: judge/stage_compile.cpp opens the scope once the
// candidate is compiled, and its end restores the previous limit.
//
// Why an rlimit and not a cgroup: a cgroup's memory.max bounds the whole
// process for its whole life, and past it the kernel's OOM killer ends the
// process (for serve: the worker, and the warm state with it). RLIMIT_DATA's
// soft limit bounds heap and private anonymous mappings (what XLA's CPU
// buffers use; unlike RLIMIT_AS it leaves thread stacks' and code's large
// virtual reservations alone), can be set and lifted around one candidate,
// needs no privilege or delegated cgroup, and makes the allocation fail, which
// XLA tolerates (measured: "Out of memory allocating 68157528 bytes", and the
// process goes on). It does not bound the page cache or device (GPU/TPU)
// memory; for those the compiled program's memory statistics decide first.
#pragma once

#include <sys/resource.h>

#include <cstdint>
#include <optional>
#include <string>

namespace jaxbench::process {

// This process's data mappings now (VmData of /proc/self/status), what
// RLIMIT_DATA is compared with; nullopt where /proc does not say.
std::optional<uint64_t> data_mapped_bytes();

class DataLimitScope {
 public:
  // From now on the process may map at most `extra_bytes` of data beyond
  // what it maps now (clamped to a hard limit set from outside).
  explicit DataLimitScope(uint64_t extra_bytes);
  ~DataLimitScope();
  DataLimitScope(const DataLimitScope&) = delete;
  DataLimitScope& operator=(const DataLimitScope&) = delete;

  bool applied() const { return applied_; }
  uint64_t limit_bytes() const { return limit_; }    // the soft limit set (total, not extra)
  const std::string& note() const { return note_; }  // why not applied, or what it was clamped to

 private:
  struct rlimit previous_ {};
  bool applied_ = false;
  uint64_t limit_ = 0;
  std::string note_;
};

}  // namespace jaxbench::process
