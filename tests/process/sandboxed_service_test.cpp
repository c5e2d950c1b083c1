#include "process/sandboxed_service.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>

#include "core/temp_dir.h"

namespace jaxbench::process {
namespace {

using Clock = std::chrono::steady_clock;

// A shell script as the service: no JAX needed.
class SandboxedServiceTest : public ::testing::Test {
 protected:
  SandboxedService make(const std::string& script) {
    SandboxOptions options;
    options.work_dir = dir_.path();
    options.read_only_paths = {"/"};
    return SandboxedService({"sh", "-c", script}, options);
  }
  TempDir dir_;
};

TEST_F(SandboxedServiceTest, AnswersLineByLineAndKeepsRunning) {
  SandboxedService service = make("while read line; do echo \"got $line\"; done");
  std::string why, line;
  ASSERT_TRUE(service.start(&why)) << why;
  EXPECT_GT(service.pid(), 0);
  for (const char* word : {"one", "two"}) {
    ASSERT_TRUE(service.write_line(word));
    ASSERT_EQ(service.read_line(10, &line), LineRead::line);
    EXPECT_EQ(line, std::string("got ") + word);
  }
  EXPECT_TRUE(service.alive());
  service.kill();
  EXPECT_FALSE(service.alive());
  EXPECT_FALSE(service.write_line("three")) << "a killed service takes no more lines";
}

TEST_F(SandboxedServiceTest, ReadLineStopsAtItsDeadline) {
  SandboxedService service = make("sleep 100");
  std::string why, line;
  ASSERT_TRUE(service.start(&why)) << why;
  auto start = Clock::now();
  EXPECT_EQ(service.read_line(0.3, &line), LineRead::timeout);
  double waited = std::chrono::duration<double>(Clock::now() - start).count();
  EXPECT_GE(waited, 0.25);
  EXPECT_LT(waited, 2.0);
  EXPECT_TRUE(service.alive());
}

TEST_F(SandboxedServiceTest, EndOfOutputIsClosedAndRestartGivesAFreshProcess) {
  SandboxedService service = make("echo warm >&2; read line; echo \"$line\"; exit 0");
  std::string why, line;
  ASSERT_TRUE(service.start(&why)) << why;
  pid_t first = service.pid();
  ASSERT_TRUE(service.write_line("bye"));
  ASSERT_EQ(service.read_line(10, &line), LineRead::line);
  EXPECT_EQ(line, "bye");
  EXPECT_EQ(service.read_line(10, &line), LineRead::closed);
  EXPECT_NE(service.stderr_tail().find("warm"), std::string::npos) << service.stderr_tail();
  ASSERT_TRUE(service.restart(&why)) << why;
  EXPECT_NE(service.pid(), first);
  ASSERT_TRUE(service.write_line("again"));
  ASSERT_EQ(service.read_line(10, &line), LineRead::line);
  EXPECT_EQ(line, "again");
}

TEST_F(SandboxedServiceTest, LineWithoutEndPastTheCapIsTooLong) {
  SandboxedService service = make("head -c 5000 /dev/zero | tr '\\0' x; sleep 100");
  std::string why, line;
  ASSERT_TRUE(service.start(&why)) << why;
  EXPECT_EQ(service.read_line(10, &line, 1000), LineRead::too_long);
}

TEST_F(SandboxedServiceTest, SeesNoneOfTheCallersEnvironment) {
  ::setenv("JAXBENCH_SEED", "424242", 1);
  SandboxedService service = make("echo \"seed=$JAXBENCH_SEED home=$HOME\"");
  std::string why, line;
  bool started = service.start(&why);
  ::unsetenv("JAXBENCH_SEED");
  ASSERT_TRUE(started) << why;
  ASSERT_EQ(service.read_line(10, &line), LineRead::line);
  EXPECT_EQ(line, "seed= home=" + dir_.path());
  if (service.isolation().network_isolated) {
    EXPECT_TRUE(service.isolation().isolation_note.empty()) << service.isolation().isolation_note;
  } else {
    EXPECT_FALSE(service.isolation().isolation_note.empty());
  }
}

TEST_F(SandboxedServiceTest, MissingProgramFailsToStartWithTheReason) {
  SandboxOptions options;
  options.work_dir = dir_.path();
  SandboxedService service({"/nonexistent/zygote"}, options);
  std::string why;
  EXPECT_FALSE(service.start(&why));
  EXPECT_NE(why.find("/nonexistent/zygote"), std::string::npos) << why;
  EXPECT_FALSE(service.alive());
}

}  // namespace
}  // namespace jaxbench::process
