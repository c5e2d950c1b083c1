#include "process/memory_limit.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>

namespace jaxbench::process {
namespace {

// In a forked child (the limit is for life): 64 MiB allowed, 512 MiB asked.
TEST(DeviceMemoryLimit, AnAllocationPastTheLimitFailsInThatProcessOnly) {
#if defined(__SANITIZE_ADDRESS__)
  // ASan maps its own shadow and allocator regions, which the limit refuses
  // first: it aborts ("Failed to mmap") instead of malloc returning null.
  GTEST_SKIP() << "RLIMIT_DATA and AddressSanitizer's own mappings do not mix";
#endif
  pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    MemoryLimit limit = apply_device_memory_limit(64ull << 20);
    if (!limit.applied) ::_exit(2);
    void* block = std::malloc(512ull << 20);
    if (block == nullptr) ::_exit(3);  // refused: RLIMIT_DATA
    std::memset(block, 1, 512ull << 20);
    ::_exit(0);  // not bounded
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  bool refused = WIFEXITED(status) && WEXITSTATUS(status) == 3;
  bool killed = WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL;  // cgroup v2: the OOM killer
  EXPECT_TRUE(refused || killed) << "status " << status;
  void* here = std::malloc(128ull << 20);  // the parent is unbounded
  EXPECT_NE(here, nullptr);
  std::free(here);
}

}  // namespace
}  // namespace jaxbench::process
