// The pre-flight compiler worker and its sandbox: what it may touch, how a
// compile past the limit, a crashing compiler and a missing worker come back.
// Built into topology_tests (it needs libtpu for the real compile, and the
// worker's path, JAXBENCH_PREFLIGHT_WORKER).
#include "preflight/preflight_worker.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "platform/plugin_locator.h"
#include "runtime/session.h"

namespace jaxbench::preflight {
namespace {

namespace fs = std::filesystem;

PreflightModule good_kernel() {
  PreflightModule module;
  module.path = std::string(JAXBENCH_TEST_DATA) + "/preflight/pallas_good.mlir";
  module.label = "pallas_good.mlir";
  module.program = runtime::load_program(module.path);
  return module;
}

PreflightOptions options_for(const std::string& plugin_path, double timeout) {
  PreflightOptions options;
  options.plugin_path = plugin_path;
  options.topology = runtime::topology_spec("v6e");
  options.timeout_seconds = timeout;
  options.worker_path = JAXBENCH_PREFLIGHT_WORKER;
  return options;
}

// A stand-in worker: says its last words on stderr and dies of SIGSEGV.
std::string crashing_worker(const TempDir& dir) {
  std::string path = dir.path() + "/crashing-worker";
  // The shell by its real path: the worker's root holds the script's interpreter, not /bin's link.
  std::ofstream(path) << "#!" << fs::canonical("/bin/sh").string()
                      << "\necho 'F0000 fatal: the compiler exploded' >&2\nkill -SEGV $$\n";
  fs::permissions(path, fs::perms::owner_all);
  return path;
}

TEST(PreflightWorker, ACompilePastTheLimitComesBackAsTimeout) {
  std::string plugin;
  try {
    plugin = platform::locate_plugin("tpu").path;
  } catch (const Error&) {
    GTEST_SKIP() << "libtpu is not installed (./setup.sh --with-tpu-compiler): the worker's compile is not tested";
  }
  // Loading libtpu alone takes longer than this: the compile cannot finish.
  PreflightRun r = preflight_isolated(options_for(plugin, 0.05), good_kernel());
  EXPECT_EQ(r.result.status, "timeout") << r.result.message;
  EXPECT_NE(r.result.message.find("did not finish within"), std::string::npos) << r.result.message;
  EXPECT_LT(r.result.compile_seconds, 5) << "the worker was not killed at the deadline";
  EXPECT_EQ(r.target.topology, "v6e:1x1");
}

// The worker here is /bin/sh (bound in its root as the worker would be):
// what it can write and see is what libtpu compiling a candidate could.
TEST(PreflightWorker, TheSandboxLetsItWriteOnlyItsWorkDirAndSeeOnlyItsRoot) {
  TempDir work("jaxbench-worker-test-"), elsewhere("jaxbench-worker-test-");
  write_file_atomic(elsewhere.path() + "/secret.txt", "planted secret");
  ::setenv("JAXBENCH_TEST_SECRET", "leaked", 1);
  std::string shell = std::filesystem::canonical("/bin/sh").string();  // /bin may be a link into /usr
  process::SandboxOptions sandbox = worker_sandbox(options_for("/nonexistent/libtpu.so", 30), work.path());
  std::string outside = elsewhere.path() + "/escaped";
  process::SandboxResult r = process::run_sandboxed(
      {shell, "-c",
       "echo x > '" + outside + "' || echo refused; echo y > inside; export -p; [ -e '" + elsewhere.path() +
           "/secret.txt' ] && echo SEEN; [ -e /etc/passwd ] && echo ETC; [ -e /root ] && echo ROOTHOME; "
           "[ -e /proc/1/cmdline ] && echo PROC1; [ -e /proc/" +
           std::to_string(::getpid()) + " ] && echo HOSTPID; true"},
      sandbox);
  ::unsetenv("JAXBENCH_TEST_SECRET");
  ASSERT_EQ(r.outcome, process::SandboxOutcome::exited) << r.message << " / " << r.stderr_text;
  if (!r.paths_protected) GTEST_SKIP() << "read-only mounts not permitted here: " << r.isolation_note;
  EXPECT_FALSE(file_exists(outside)) << "the worker wrote outside its work dir";
  EXPECT_NE(r.stdout_text.find("refused"), std::string::npos) << r.stdout_text << r.stderr_text;
  EXPECT_TRUE(file_exists(work.path() + "/inside")) << r.isolation_note;
  EXPECT_TRUE(r.network_isolated) << r.isolation_note;
  // The environment: the allow-list plus libtpu's deviceless settings, no more.
  EXPECT_EQ(r.stdout_text.find("JAXBENCH_TEST_SECRET"), std::string::npos) << r.stdout_text;
  // (dash's `export -p` quotes each value: HOME='/tmp/...')
  EXPECT_NE(r.stdout_text.find("TPU_SKIP_MDS_QUERY='1'"), std::string::npos) << r.stdout_text;
  EXPECT_NE(r.stdout_text.find("HOME='" + work.path() + "'"), std::string::npos) << r.stdout_text;
  if (!r.root_minimal) GTEST_SKIP() << "no minimal root here: " << r.isolation_note;
  EXPECT_EQ(r.stdout_text.find("SEEN"), std::string::npos) << "another temp dir is visible";
  EXPECT_EQ(r.stdout_text.find("ETC"), std::string::npos) << "/etc is visible";
  EXPECT_EQ(r.stdout_text.find("ROOTHOME"), std::string::npos) << "/root is visible";
  // Its own PID namespace and /proc: this test's pid is not there.
  EXPECT_NE(r.stdout_text.find("PROC1"), std::string::npos) << r.stdout_text;
  EXPECT_EQ(r.stdout_text.find("HOSTPID"), std::string::npos) << "the host's /proc is visible";
}

TEST(PreflightWorker, ACrashingCompilerIsAnErrorRowWithItsLastWordsShownOnlyWhenAsked) {
  TempDir dir;
  PreflightOptions options = options_for("/nonexistent/libtpu.so", 30);
  options.worker_path = crashing_worker(dir);
  ::testing::internal::CaptureStderr();
  PreflightRun r = preflight_isolated(options, good_kernel());
  std::string shown = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(r.result.status, "compile_error");
  EXPECT_EQ(r.result.label, "pallas_good.mlir");
  EXPECT_NE(r.result.message.find("the TPU compiler was killed by signal 11"), std::string::npos) << r.result.message;
  EXPECT_NE(r.result.message.find("its last words: F0000 fatal: the compiler exploded"), std::string::npos)
      << r.result.message;
  EXPECT_EQ(shown.find("exploded"), std::string::npos) << "libtpu's stderr leaked: " << shown;

  options.forward_plugin_stderr = true;
  ::testing::internal::CaptureStderr();
  preflight_isolated(options, good_kernel());
  shown = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(shown.find("the compiler exploded"), std::string::npos) << shown;
}

TEST(PreflightWorker, AMissingWorkerIsOneLineNamingItAndTheRebuild) {
  // The test binary lies in build/tests/, the worker in build/.
  try {
    std::string found = locate_preflight_worker();
    GTEST_SKIP() << "a worker lies beside the test binary: " << found;
  } catch (const Error& error) {
    std::string message = error.what();
    EXPECT_NE(message.find("/jaxbench-preflight-worker is missing"), std::string::npos) << message;
    EXPECT_NE(message.find("rebuild (cmake --build build)"), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
}

}  // namespace
}  // namespace jaxbench::preflight
