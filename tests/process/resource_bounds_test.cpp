// The sandbox's disk quota and process bound (resource_watch.h): a child
// writing past the quota, and one forking past the bound while it swallows
// every failed fork, each end killed with the bound named; nothing of theirs
// is left running, and the next child runs as before.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <string>

#include "core/files.h"
#include "process/resource_watch.h"
#include "process/sandbox.h"
#include "support/proc_scan.h"

namespace jaxbench::process {
namespace {

const char* kPython = "/usr/bin/python3";

// Processes whose command line holds `marker` (what a test's children carry).
int processes_with(const std::string& marker) {
  return static_cast<int>(jaxbench::testing_support::pids_with_marker(marker).size());
}

void expect_next_child_runs() {
  SandboxResult next = run_sandboxed({"/bin/sh", "-c", "echo fine"});
  EXPECT_EQ(next.outcome, SandboxOutcome::exited) << next.message;
  EXPECT_EQ(next.stdout_text, "fine\n");
}

TEST(ResourceBounds, WritingPastTheDiskQuotaIsKilledNamingTheLimit) {
  SandboxOptions options;
  options.disk_bytes = 32ull << 20;
  // 40 files of 4 MiB each: no single file reaches RLIMIT_FSIZE, the total passes the quota 5×.
  SandboxResult r =
      run_sandboxed({"/bin/sh", "-c",
                     "i=0; while [ $i -lt 40 ]; do head -c 4194304 /dev/zero > f$i; i=$((i+1)); done; exec sleep 30"},
                    options);
  EXPECT_TRUE(r.disk_limit_hit) << r.message;
  EXPECT_FALSE(r.out_of_memory);
  EXPECT_EQ(r.outcome, SandboxOutcome::signaled);
  EXPECT_NE(r.message.find("32 MiB disk limit"), std::string::npos) << r.message;
  EXPECT_LT(r.wall_seconds, 20);  // killed at the quota, not at the end of its sleep
  expect_next_child_runs();
}

TEST(ResourceBounds, UnderTheQuotaNothingHappens) {
  SandboxOptions options;
  options.disk_bytes = 32ull << 20;
  SandboxResult r = run_sandboxed({"/bin/sh", "-c", "head -c 1048576 /dev/zero > f; sleep 0.3; echo done"}, options);
  EXPECT_FALSE(r.disk_limit_hit) << r.message;
  EXPECT_EQ(r.outcome, SandboxOutcome::exited) << r.message;
  EXPECT_EQ(r.stdout_text, "done\n");
}

TEST(ResourceBounds, ForkingPastTheBoundIsKilledNamingTheLimit) {
  if (::access(kPython, X_OK) != 0) GTEST_SKIP() << kPython << " missing";
  std::string marker = "jaxbench-fork-" + std::to_string(::getpid());
  // 1500 sleepers, each failed fork swallowed, then a long sleep: only the bound ends it.
  std::string script =
      "import os, time\n"
      "for i in range(1500):\n"
      "    try:\n"
      "        if os.fork() == 0:\n"
      "            os.execv('/bin/sleep', ['sleep', '60', '" +
      marker +
      "'])\n"
      "    except OSError:\n"
      "        pass\n"
      "time.sleep(60)\n";
  SandboxOptions options;
  options.max_processes = 48;
  SandboxResult r = run_sandboxed({kPython, "-c", script}, options);
  EXPECT_TRUE(r.process_limit_hit) << r.message << "\n" << r.stderr_text;
  EXPECT_NE(r.message.find("48-task process limit"), std::string::npos) << r.message;
  EXPECT_LT(r.wall_seconds, 50);
  EXPECT_FALSE(r.out_of_memory);
  // The kernel held it at the bound; nothing of it outlives the verdict.
  EXPECT_EQ(processes_with(marker), 0);
  expect_next_child_runs();
}

// The race CI's sanitizer run met: a process that exits between the open of
// its /proc/PID/stat and the read fails the read with ESRCH. That is "gone"
// (false), not an exception out of the watch.
TEST(ResourceBounds, AProcessGoneBetweenOpenAndReadIsGoneNotAnError) {
  pid_t child = ::fork();
  if (child == 0) {
    ::pause();
    ::_exit(0);
  }
  ASSERT_GT(child, 0);
  int fd = ::open(("/proc/" + std::to_string(child) + "/stat").c_str(), O_RDONLY | O_CLOEXEC);
  ASSERT_GE(fd, 0);
  ::kill(child, SIGKILL);
  ::waitpid(child, nullptr, 0);
  std::string text;
  EXPECT_FALSE(detail::read_proc_text(fd, &text));
  ::close(fd);
  int self = ::open("/proc/self/stat", O_RDONLY | O_CLOEXEC);
  ASSERT_GE(self, 0);
  EXPECT_TRUE(detail::read_proc_text(self, &text));
  ::close(self);
  EXPECT_NE(text.find(')'), std::string::npos);
}

TEST(ResourceBounds, CountsTheTreeAndTheDirectory) {
  EXPECT_GE(detail::tree_task_count(::getpid()), 1u);
  EXPECT_EQ(detail::tree_task_count(999999999), 0u);
  EXPECT_GE(detail::user_task_count(::getuid()), 1u);
  std::string dir = ::testing::TempDir() + "/usage-" + std::to_string(::getpid());
  std::filesystem::create_directories(dir + "/sub");
  write_file_atomic(dir + "/sub/a", std::string(1 << 20, 'x'));
  EXPECT_GE(detail::dir_usage_bytes(dir), 1u << 20);
  EXPECT_LT(detail::dir_usage_bytes(dir), 2u << 20);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace jaxbench::process
