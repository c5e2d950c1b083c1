#include "process/memory_limit.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>

namespace jaxbench::process {
namespace {

constexpr uint64_t kMiB = 1ull << 20;

TEST(DataMappedBytes, GrowsWithAMappedBlock) {
  std::optional<uint64_t> before = data_mapped_bytes();
  ASSERT_TRUE(before.has_value());
  void* block = std::malloc(256 * kMiB);  // glibc maps a block this large on its own
  ASSERT_NE(block, nullptr);
  std::optional<uint64_t> after = data_mapped_bytes();
  std::free(block);
  ASSERT_TRUE(after.has_value());
  EXPECT_GE(*after, *before + 255 * kMiB);
}

// In a forked child: within the scope 64 MiB more are allowed and 512 MiB
// asked (refused); after it, the same allocation succeeds.
TEST(DataLimitScope, RefusesAnAllocationPastTheBoundAndLiftsItAfter) {
#if defined(__SANITIZE_ADDRESS__)
  // ASan's allocator maps its own regions as it goes: past RLIMIT_DATA it
  // aborts ("Failed to mmap") where glibc's malloc returns null.
  GTEST_SKIP() << "RLIMIT_DATA and AddressSanitizer's own mappings do not mix";
#endif
  pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    {
      DataLimitScope scope(64 * kMiB);
      if (!scope.applied()) ::_exit(2);
      void* small = std::malloc(16 * kMiB);
      if (small == nullptr) ::_exit(4);  // within the bound: must succeed
      std::free(small);
      if (std::malloc(512 * kMiB) != nullptr) ::_exit(5);  // not bounded
    }
    void* block = std::malloc(512 * kMiB);
    ::_exit(block != nullptr ? 0 : 6);  // 6: the bound outlived its scope
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status)) << "status " << status;
  EXPECT_EQ(WEXITSTATUS(status), 0) << "2: not applied, 4: refused within the bound, 5: not bounded, "
                                       "6: still bounded after the scope";
}

TEST(DataLimitScope, KeepsALowerLimitSetFromOutside) {
  pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    std::optional<uint64_t> mapped = data_mapped_bytes();
    if (!mapped) ::_exit(2);
    struct rlimit outer {
      static_cast<rlim_t>(*mapped + 32 * kMiB), RLIM_INFINITY
    };
    if (::setrlimit(RLIMIT_DATA, &outer) != 0) ::_exit(3);
    {
      DataLimitScope scope(1024 * kMiB);
      if (scope.limit_bytes() > outer.rlim_cur) ::_exit(4);  // raised past the outer limit
    }
    struct rlimit after {};
    ::getrlimit(RLIMIT_DATA, &after);
    ::_exit(after.rlim_cur == outer.rlim_cur ? 0 : 5);  // restored to the outer one
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status)) << "status " << status;
  EXPECT_EQ(WEXITSTATUS(status), 0);
}

}  // namespace
}  // namespace jaxbench::process
