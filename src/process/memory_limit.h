// A hard memory limit on the process doing device work, so that a candidate
// program allocating past it fails there (oom) instead of taking the host
// down. serve's device worker calls it once at start; `jaxbench eval` runs
// device work in the judge's own process and relies on the compiled
// program's memory statistics instead (judge/stage_compile.cpp).
#pragma once

#include <cstdint>
#include <string>

namespace jaxbench::process {

struct MemoryLimit {
  bool applied = false;
  std::string mechanism;  // "cgroup v2 memory.max" or "RLIMIT_DATA"
  std::string note;       // why not, or what the mechanism does not cover
};

// cgroup v2 where this process may create a child cgroup of its own (the
// whole process, page cache included, is bounded and the kernel's OOM killer
// ends only it), else RLIMIT_DATA (heap and private anonymous mappings: what
// XLA's CPU buffers use; unlike RLIMIT_AS it leaves the large virtual
// reservations of thread stacks and code alone). Call it before any device
// work; a limit below what is already allocated fails only later allocations.
MemoryLimit apply_device_memory_limit(uint64_t bytes);

}  // namespace jaxbench::process
