// process/line_channel.h against a real child (/bin/cat echoing our lines,
// /bin/sh printing without a newline and exiting): lines come back in order,
// a read waits no longer than its deadline, an over-long line is too_long,
// a child gone is closed, and writing to it fails without SIGPIPE.
#include "process/line_channel.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <string>

namespace jaxbench::process {
namespace {

pid_t start(LineChannel& channel, const char* program, const char* argument) {
  int child_stdin = -1, child_stdout = -1;
  EXPECT_TRUE(channel.open(&child_stdin, &child_stdout));
  pid_t pid = ::fork();
  if (pid == 0) {
    ::dup2(child_stdin, STDIN_FILENO);
    ::dup2(child_stdout, STDOUT_FILENO);
    ::execl(program, program, argument, static_cast<char*>(nullptr));
    ::_exit(127);
  }
  channel.close_child_ends();
  return pid;
}

void reap(pid_t pid) {
  ::kill(pid, SIGKILL);
  ::waitpid(pid, nullptr, 0);
}

TEST(LineChannel, LinesComeBackInOrderAndAReadWaitsNoLongerThanItsDeadline) {
  LineChannel channel;
  pid_t cat = start(channel, "/bin/cat", nullptr);
  ASSERT_TRUE(channel.write_line("first"));
  ASSERT_TRUE(channel.write_line("second"));
  std::string line;
  ASSERT_EQ(channel.read_line(10, &line, 1024), LineRead::line);
  EXPECT_EQ(line, "first");
  ASSERT_EQ(channel.read_line(10, &line, 1024), LineRead::line);
  EXPECT_EQ(line, "second");
  auto before = std::chrono::steady_clock::now();
  EXPECT_EQ(channel.read_line(0.3, &line, 1024), LineRead::timeout);
  double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - before).count();
  EXPECT_GE(waited, 0.25);
  EXPECT_LT(waited, 3.0);
  ASSERT_TRUE(channel.write_line(std::string(100, 'x')));
  EXPECT_EQ(channel.read_line(10, &line, 50), LineRead::too_long);
  reap(cat);
}

TEST(LineChannel, AChildThatEndsIsClosedAndWritingToItFailsWithoutSigpipe) {
  LineChannel channel;
  pid_t shell = start(channel, "/bin/sh", "-c");  // `sh -c` with no command: exits at once
  ::waitpid(shell, nullptr, 0);
  std::string line;
  EXPECT_EQ(channel.read_line(10, &line, 1024), LineRead::closed);
  // Written to a socket whose reader is gone: EPIPE, not a SIGPIPE ending this test.
  bool wrote = true;
  for (int i = 0; i < 100 && wrote; ++i) wrote = channel.write_line(std::string(4096, 'y'));
  EXPECT_FALSE(wrote);
  channel.close();
  EXPECT_FALSE(channel.write_line("after close"));
  EXPECT_EQ(channel.read_line(0.1, &line, 1024), LineRead::closed);
}

}  // namespace
}  // namespace jaxbench::process
