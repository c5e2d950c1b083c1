// process::Child: one start, one kill reaching the whole group, one reap
// that says how it ended and leaves nothing of the group behind.
#include "process/child.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <string>

#include "core/error.h"
#include "sandbox_fixture.h"

namespace jaxbench::process {
namespace {

using namespace sandbox_testing;  // NOLINT: the fixture's helpers

TEST(Child, AnExitAndAFailedExecReadAsOneLine) {
  Child done;
  done.start({"/bin/sh", "-c", "exit 3"}, {}, false, "a test shell");
  ASSERT_TRUE(done.running());
  EXPECT_EQ(ending_line(done.reap(false)), "exited with code 3");
  EXPECT_FALSE(done.running());
  EXPECT_EQ(done.reap(false), 0);  // nothing left to reap
  Child missing;
  missing.start({"/nonexistent/jaxbench-no-such-program"}, {}, false, "a missing program");
  EXPECT_EQ(ending_line(missing.reap(false)), "exited with code 127");
}

TEST(Child, TheChildsStreamsAreThePipesGiven) {
  int to_parent[2];
  ASSERT_EQ(::pipe(to_parent), 0);
  Child echo;
  echo.start({"echo", "from the child"}, {-1, to_parent[1], -1}, true, "echo");
  ::close(to_parent[1]);
  char buffer[64] = {};
  ssize_t n = ::read(to_parent[0], buffer, sizeof buffer - 1);
  ::close(to_parent[0]);
  EXPECT_EQ(std::string(buffer, n > 0 ? static_cast<size_t>(n) : 0), "from the child\n");
  EXPECT_EQ(ending_line(echo.reap(false)), "exited with code 0");
}

TEST(Child, AKillReachesWhatItStartedAndTheReapSaysSo) {
  std::string marker = unique("jaxbench-child-test");
  Child parent;
  // A grandchild in the same group, then the shell waits on it.
  parent.start({"/bin/sh", "-c", "sh -c 'while :; do sleep 1; done' " + marker + " & wait"}, {}, false, "a test shell");
  auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (processes_with(marker).empty() && std::chrono::steady_clock::now() < until) {
    ::usleep(20000);
  }
  ASSERT_FALSE(processes_with(marker).empty()) << "the grandchild never started";
  EXPECT_EQ(ending_line(parent.reap(true)), "died (SIGKILL)");
  EXPECT_TRUE(gone_within(marker, std::chrono::seconds(5)));
}

TEST(Child, AReapAfterItsOwnExitKillsWhatItLeftBehind) {
  std::string marker = unique("jaxbench-child-orphan");
  Child parent;
  parent.start({"/bin/sh", "-c", "sh -c 'while :; do sleep 1; done' " + marker + " & exit 0"}, {}, false,
               "a test shell");
  EXPECT_EQ(ending_line(parent.reap(false)), "exited with code 0");
  EXPECT_TRUE(gone_within(marker, std::chrono::seconds(5)));
}

}  // namespace
}  // namespace jaxbench::process
