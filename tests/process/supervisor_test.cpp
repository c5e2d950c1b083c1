// The process supervisor on its own: a plan in, how the child ended out.
#include "process/supervisor.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "core/temp_dir.h"
#include "support/proc_scan.h"

namespace jaxbench::process {

// Failures print the outcome's name: sandbox_test.cpp, linked into the same
// binary, defines PrintTo for it (SandboxOutcome is ProcessOutcome).

namespace {

namespace fs = std::filesystem;

ProcessPlan shell(const std::string& script, const std::string& work_dir) {
  ProcessPlan plan;
  plan.program = "/bin/sh";
  plan.argv = {"sh", "-c", script};
  plan.env = {"PATH=/usr/bin:/bin"};
  plan.work_dir = work_dir;
  plan.timeout_seconds = 30;
  return plan;
}

// Whether a process whose command line holds `marker` is alive (zombies have none).
bool alive_with(const std::string& marker) { return !jaxbench::testing_support::pids_with_marker(marker).empty(); }

// The scan the "nothing outlives it" checks rely on: it must see a live
// process carrying the marker (else those checks could not fail) and stop
// seeing it once it is dead: a zombie, and again once reaped.
TEST(ProcScan, SeesALiveMarkedProcessAndNotAReapedOne) {
  std::string marker = "jaxbench-scan-" + std::to_string(::getpid());
  // The child is one process that forks nothing: sh blocks reading a pipe no
  // one writes. (A `sleep 30; true` script forks, and the fork carries sh's
  // command line, the marker, until it execs: scans in that window saw two
  // marked processes, and a dying fork after the reap.)
  int never_written[2];
  ASSERT_EQ(::pipe(never_written), 0);
  pid_t child = ::fork();
  if (child == 0) {
    ::dup2(never_written[0], 0);
    ::close(never_written[1]);
    ::execl("/bin/sh", "sh", "-c", "read line", marker.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(never_written[0]);
  ASSERT_GT(child, 0);
  std::vector<int> seen;
  auto end = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while ((seen = jaxbench::testing_support::pids_with_marker(marker)).empty() &&
         std::chrono::steady_clock::now() < end) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(seen, std::vector<int>{child});
  ::kill(child, SIGKILL);
  // Dead but not reaped (WNOWAIT leaves the zombie): the scan must not count
  // it, or every "nothing outlives it" check would wait on a parent's reap.
  siginfo_t info{};
  ASSERT_EQ(::waitid(P_PID, static_cast<id_t>(child), &info, WEXITED | WNOWAIT), 0);
  EXPECT_TRUE(jaxbench::testing_support::pids_with_marker(marker).empty());
  ::waitpid(child, nullptr, 0);
  ::close(never_written[1]);
  EXPECT_TRUE(jaxbench::testing_support::pids_with_marker(marker).empty());
}

TEST(Supervisor, TimeoutKillsTheWholeProcessGroup) {
  TempDir dir;
  std::string marker = "jaxbench-supervised-" + std::to_string(::getpid());
  // No PID namespace: only the process-group kill can reach the grandchildren.
  ProcessPlan plan = shell("sh -c 'while :; do sleep 1; done' " + marker + " & sh -c 'while :; do sleep 1; done' " +
                               marker + " & echo started; while :; do sleep 1; done",
                           dir.path());
  plan.timeout_seconds = 0.5;
  ProcessRun r = supervise_process(plan);
  EXPECT_EQ(r.outcome, ProcessOutcome::timeout) << r.message;
  EXPECT_EQ(r.signal, SIGKILL);
  EXPECT_EQ(r.stdout_text, "started\n");
  EXPECT_EQ(r.message, "timed out after 0.5 s (the whole process group was killed)");
  EXPECT_LT(r.wall_seconds, 5);
  auto end = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  while (alive_with(marker) && std::chrono::steady_clock::now() < end) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  EXPECT_FALSE(alive_with(marker)) << "a grandchild outlived the timeout";
}

TEST(Supervisor, KeepsTheLastBytesOfEachStreamAndCountsThemAll) {
  TempDir dir;
  ProcessPlan plan = shell(
      "i=0; while [ $i -lt 2000 ]; do echo line-$i; echo err-$i >&2; i=$((i+1)); done; echo last; echo err-last >&2",
      dir.path());
  plan.output_cap_bytes = 100;
  std::string streamed;
  plan.stderr_sink = [&](const char* data, size_t size) { streamed.append(data, size); };
  ProcessRun r = supervise_process(plan);
  ASSERT_EQ(r.outcome, ProcessOutcome::exited) << r.message;
  EXPECT_EQ(r.stdout_text.size(), 100u);
  EXPECT_EQ(r.stdout_text.substr(r.stdout_text.size() - 5), "last\n");
  EXPECT_EQ(r.stderr_text.size(), 100u);
  EXPECT_GT(r.stdout_bytes, 10000u);
  EXPECT_EQ(r.stderr_bytes, streamed.size()) << "the sink saw every byte, not only the kept tail";
  EXPECT_EQ(streamed.substr(0, 6), "err-0\n");
}

TEST(Supervisor, ReportsExitCodesAndSignals) {
  TempDir dir;
  ProcessRun r = supervise_process(shell("exit 3", dir.path()));
  EXPECT_EQ(r.outcome, ProcessOutcome::exited);
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.message, "exited with code 3");

  r = supervise_process(shell("kill -TERM $$", dir.path()));
  EXPECT_EQ(r.outcome, ProcessOutcome::signaled) << r.message;
  EXPECT_EQ(r.signal, SIGTERM);
  EXPECT_EQ(r.message, "killed by SIGTERM");

  ProcessPlan cpu_bound = shell("while :; do :; done", dir.path());
  cpu_bound.cpu_seconds = 1;
  r = supervise_process(cpu_bound);
  EXPECT_EQ(r.outcome, ProcessOutcome::signaled) << r.message;
  EXPECT_TRUE(r.cpu_limit_hit) << r.message;
  EXPECT_NE(r.message.find("used more than 1 s of CPU time"), std::string::npos) << r.message;
}

TEST(Supervisor, SpawnFailureSaysWhichStepFailedAndWhy) {
  TempDir dir;
  ProcessPlan missing = shell("true", dir.path());
  missing.program = "/nonexistent/jaxbench-worker";
  ProcessRun r = supervise_process(missing);
  EXPECT_EQ(r.outcome, ProcessOutcome::spawn_failed);
  EXPECT_EQ(r.message, "cannot run /nonexistent/jaxbench-worker: No such file or directory");

  ProcessPlan no_dir = shell("true", dir.path() + "/gone");
  r = supervise_process(no_dir);
  EXPECT_EQ(r.outcome, ProcessOutcome::spawn_failed);
  EXPECT_EQ(r.message, "cannot start /bin/sh: entering the work dir failed: No such file or directory");

  r = supervise_process(ProcessPlan{});
  EXPECT_EQ(r.outcome, ProcessOutcome::spawn_failed);
  EXPECT_NE(r.message.find("names no program"), std::string::npos) << r.message;
}

}  // namespace
}  // namespace jaxbench::process
