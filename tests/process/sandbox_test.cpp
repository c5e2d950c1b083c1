#include "process/sandbox.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>

#include "sandbox_fixture.h"
#include "support/proc_scan.h"

namespace jaxbench::process {

// Failures print the name, not the enum's bytes.
void PrintTo(SandboxOutcome value, std::ostream* os) { *os << outcome_name(value); }

namespace {

namespace fs = std::filesystem;

using namespace sandbox_testing;  // NOLINT: the fixture's helpers, as if written here

TEST(Sandbox, ReportsExitCodesSignalsAndOutput) {
  SandboxResult r = sh("echo out; echo err >&2; exit 7");
  EXPECT_EQ(r.outcome, SandboxOutcome::exited) << r.message;
  EXPECT_EQ(r.exit_code, 7);
  EXPECT_EQ(r.stdout_text, "out\n");
  EXPECT_EQ(r.stderr_text, "err\n");
  EXPECT_FALSE(r.out_of_memory);

  // In a PID namespace the program must not be its init (which would ignore this).
  r = sh("kill -SEGV $$; echo survived");
  EXPECT_EQ(r.outcome, SandboxOutcome::signaled) << r.message << " / " << r.stdout_text;
  EXPECT_EQ(r.signal, SIGSEGV);
  EXPECT_EQ(r.message, "killed by SIGSEGV");

  r = sh("kill -KILL $$");  // a SIGKILL we did not send: what the kernel's OOM killer looks like
  EXPECT_EQ(r.outcome, SandboxOutcome::signaled);
  EXPECT_EQ(r.signal, SIGKILL);
  EXPECT_TRUE(r.out_of_memory);
}

TEST(Sandbox, MissingOrBadProgramIsSpawnFailedWithTheReason) {
  SandboxResult r = run_sandboxed({"/nonexistent/jaxbench-prog"});
  EXPECT_EQ(r.outcome, SandboxOutcome::spawn_failed);
  EXPECT_NE(r.message.find("/nonexistent/jaxbench-prog"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("No such file"), std::string::npos) << r.message;

  r = run_sandboxed({"jaxbench-no-such-program"});
  EXPECT_EQ(r.outcome, SandboxOutcome::spawn_failed);
  EXPECT_NE(r.message.find("not found on the sandbox PATH"), std::string::npos) << r.message;

  // Executable but not a program: execve itself fails inside the child.
  TempDir dir;
  std::string bogus = dir.path() + "/bogus";
  std::ofstream(bogus) << std::string("\x01\x02\x03\x04garbage", 11);
  fs::permissions(bogus, fs::perms::owner_all);
  r = run_sandboxed({bogus});
  EXPECT_EQ(r.outcome, SandboxOutcome::spawn_failed);
  EXPECT_NE(r.message.find("Exec format error"), std::string::npos) << r.message;
}

TEST(Sandbox, TimeoutKillsTheWholeGroupGrandchildrenToo) {
  std::string marker = unique("jaxbench-grandchild");
  SandboxOptions options;
  options.timeout_seconds = 1;
  // A grandchild in the group, one that left it with setsid, and a busy parent.
  SandboxResult r = sh("sh -c 'echo started; while :; do sleep 1; done' " + marker +
                           " &"
                           " setsid sh -c 'echo started; while :; do sleep 1; done' " +
                           marker +
                           "-setsid &"
                           " while :; do :; done",
                       options);
  EXPECT_EQ(r.outcome, SandboxOutcome::timeout) << r.message;
  EXPECT_EQ(r.signal, SIGKILL);
  EXPECT_GE(r.wall_seconds, 1.0);
  EXPECT_LT(r.wall_seconds, 3.5);
  EXPECT_EQ(r.message, "timed out after 1 s (the whole process group was killed)");
  EXPECT_NE(r.stdout_text.find("started\nstarted\n"), std::string::npos) << "grandchildren never ran";
  EXPECT_TRUE(gone_within(marker + '\0', std::chrono::milliseconds(2000)));  // the in-group one
  if (!r.pids_isolated) {
    for (int pid : processes_with(marker)) ::kill(pid, SIGKILL);  // ours; clean up before skipping
    GTEST_SKIP() << "no PID namespace here (" << r.isolation_note << "): a setsid() grandchild escapes";
  }
  EXPECT_TRUE(gone_within(marker, std::chrono::milliseconds(2000))) << "the setsid() grandchild survived";
}

TEST(Sandbox, WithoutAPidNamespaceTheProcessGroupIsStillKilled) {
  std::string marker = unique("jaxbench-pgroup");
  SandboxOptions options;
  options.timeout_seconds = 0.5;
  options.isolate_pids = false;
  SandboxResult r = sh("sh -c 'echo started; while :; do sleep 1; done' " + marker + " & while :; do :; done", options);
  EXPECT_EQ(r.outcome, SandboxOutcome::timeout);
  EXPECT_FALSE(r.pids_isolated);
  EXPECT_EQ(r.stdout_text, "started\n");
  EXPECT_TRUE(gone_within(marker, std::chrono::milliseconds(2000)));
}

TEST(Sandbox, ChattyChildOnBothPipesDoesNotDeadlockAndOutputIsCapped) {
  SandboxOptions options;
  options.timeout_seconds = 30;
  SandboxResult r =
      sh("(yes out | head -c 5000000) & (yes err | head -c 5000000 >&2); wait; echo END; echo END >&2", options);
  ASSERT_EQ(r.outcome, SandboxOutcome::exited) << r.message;
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_LT(r.wall_seconds, 10);
  EXPECT_EQ(r.stdout_bytes, 5000004u);
  EXPECT_EQ(r.stderr_bytes, 5000004u);
  EXPECT_EQ(r.stdout_text.size(), options.output_cap_bytes);  // the last MiB is kept
  EXPECT_EQ(r.stderr_text.size(), options.output_cap_bytes);
  EXPECT_EQ(r.stdout_text.substr(r.stdout_text.size() - 8), "out\nEND\n");
  EXPECT_EQ(r.stderr_text.substr(r.stderr_text.size() - 8), "err\nEND\n");

  std::string message = tail_for_message(r.stderr_text, 2000);
  EXPECT_EQ(message.rfind("[... ", 0), 0u) << "no note that it was trimmed";
  EXPECT_NE(message.find(std::to_string(r.stderr_text.size() - 2000) + " earlier bytes trimmed"), std::string::npos);
  EXPECT_EQ(tail_for_message("short", 2000), "short");
}

TEST(Sandbox, EnvironmentIsOnlyTheAllowList) {
  ::setenv("JAXBENCH_SECRET_SEED", "s3cr3t-4242", 1);
  ::setenv("https_proxy", "http://proxy.example:3128", 1);
  SandboxOptions options;
  options.env = {{"JAX_PLATFORMS", "cpu"}, {"LANG", "en_US.UTF-8"}, {"HTTP_PROXY", "http://p:1"}};
  SandboxResult r = run_sandboxed({"env"}, options);
  ::unsetenv("JAXBENCH_SECRET_SEED");
  ::unsetenv("https_proxy");
  ASSERT_EQ(r.outcome, SandboxOutcome::exited) << r.message;
  std::set<std::string> lines;
  std::istringstream in(r.stdout_text);
  for (std::string line; std::getline(in, line);) lines.insert(line);
  std::set<std::string> expected = {"PATH=/usr/local/bin:/usr/bin:/bin",
                                    "LANG=en_US.UTF-8",
                                    "LC_ALL=C.UTF-8",
                                    "HOME=" + r.work_dir,
                                    "TMPDIR=" + r.work_dir,
                                    "JAX_PLATFORMS=cpu"};
  EXPECT_EQ(lines, expected);
  EXPECT_EQ(r.stdout_text.find("s3cr3t"), std::string::npos);
}

TEST(Sandbox, RunsInAFreshTempDirRemovedAfterwardsUnlessKept) {
  SandboxResult r = sh("pwd; touch made-here && echo made");
  ASSERT_EQ(r.outcome, SandboxOutcome::exited) << r.message;
  EXPECT_EQ(r.stdout_text, fs::canonical(fs::path(r.work_dir).parent_path()).string() + "/" +
                               fs::path(r.work_dir).filename().string() + "\nmade\n");
  EXPECT_FALSE(fs::exists(r.work_dir)) << "temp dir left behind";

  SandboxOptions keep;
  keep.keep_work_dir = true;
  r = sh("touch kept", keep);
  EXPECT_TRUE(fs::exists(r.work_dir + "/kept"));
  fs::remove_all(r.work_dir);

  // A caller-owned dir stays; TempDir then removes it even where the child locked itself out.
  std::string owned;
  {
    TempDir dir;
    owned = dir.path();
    SandboxOptions reuse;
    reuse.work_dir = owned;
    r = sh("mkdir locked && touch locked/f && chmod 000 locked && echo locked", reuse);
    EXPECT_EQ(r.stdout_text, "locked\n") << r.stderr_text;
    EXPECT_TRUE(fs::exists(owned + "/locked"));
  }
  EXPECT_FALSE(fs::exists(owned));
}

TEST(Sandbox, StdinIsDevNullAndTheJudgesDescriptorsAreClosed) {
  int leaked = ::dup2(::open("/dev/null", O_RDONLY), 57);  // not close-on-exec
  ASSERT_EQ(leaked, 57);
  SandboxResult r =
      sh("readlink /proc/self/fd/0; if [ -e /proc/self/fd/57 ]; then echo leaked; else echo closed; fi; "
         "cat; echo eof");
  ::close(57);
  EXPECT_EQ(r.stdout_text, "/dev/null\nclosed\neof\n");
}

TEST(Sandbox, AddressSpaceLimitShowsAsOutOfMemory) {
  std::string py = python3();
  if (py.empty()) GTEST_SKIP() << "no python3 in /usr/bin or /usr/local/bin";
  SandboxOptions options;
  options.address_space_bytes = 512ull << 20;
  std::string code = "b = bytearray(768 << 20); print('allocated')";
  SandboxResult r = run_sandboxed({py, "-c", code}, options);
  EXPECT_EQ(r.outcome, SandboxOutcome::exited) << r.message;
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(r.out_of_memory) << r.stderr_text;
  EXPECT_NE(r.stderr_text.find("MemoryError"), std::string::npos);

  options.address_space_bytes = 0;  // control: the same child passes without the limit
  r = run_sandboxed({py, "-c", code}, options);
  EXPECT_EQ(r.exit_code, 0) << r.stderr_text;
  EXPECT_EQ(r.stdout_text, "allocated\n");
  EXPECT_FALSE(r.out_of_memory);
  EXPECT_GE(r.peak_rss_bytes, 768ull << 20);
}

TEST(Sandbox, CpuAndFileSizeLimitsAreEnforced) {
  SandboxOptions options;
  options.cpu_seconds = 1;
  options.timeout_seconds = 20;
  SandboxResult r = sh("while :; do :; done", options);
  EXPECT_EQ(r.outcome, SandboxOutcome::signaled) << r.message;
  EXPECT_EQ(r.signal, SIGXCPU);
  EXPECT_TRUE(r.cpu_limit_hit);
  EXPECT_LT(r.wall_seconds, 10);

  SandboxOptions small_files;
  small_files.file_size_bytes = 1 << 20;
  r = sh("exec head -c 3000000 /dev/zero > big", small_files);
  EXPECT_EQ(r.outcome, SandboxOutcome::signaled) << r.message;
  EXPECT_EQ(r.signal, SIGXFSZ);
  EXPECT_TRUE(r.file_size_limit_hit);
}

}  // namespace
}  // namespace jaxbench::process
