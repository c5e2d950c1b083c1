// The judge's bounds on a candidate program: its compiled memory needs
// against --memory-limit (oom before it runs, and the next candidate is
// judged as usual), a donating module (rejected), and a compile past
// --compile-timeout (timeout, through the watchdog).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <optional>
#include <string>

#include "core/error.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "jobs/eval.h"
#include "judge/verdict_json.h"
#include "platform/plugin_locator.h"
#include "platform/registry.h"
#include "support/judge_fixtures.h"
#include "support/rmsnorm_candidate.h"

namespace jaxbench::jobs {
namespace {

const std::string kData = std::string(JAXBENCH_TEST_DATA) + "/candidates/";

std::string rmsnorm_module(const std::string& argument_attributes = "") {
  return test_support::rmsnorm_candidate(argument_attributes);
}

using test_support::host_plugin_installed;
using test_support::request_for;

EvalHooks quiet_hooks() {
  EvalHooks hooks;
  hooks.progress = [](const std::string&) {};
  hooks.on_timeout = [](const judge::Verdict& v) { ADD_FAILURE() << "unexpected timeout: " << v.message; };
  return hooks;
}

TEST(CandidateLimits, AProgramNeedingMoreThanTheMemoryLimitIsOomAndTheNextIsJudged) {
  if (!host_plugin_installed()) GTEST_SKIP() << "no host PJRT plugin: run ./setup.sh";
  EvalRequest big = request_for(kData + "rmsnorm_big_loop.mlir");
  big.memory_limit_bytes = 32ull << 20;
  judge::Verdict v = run_eval(test_support::suite_registry(), big, quiet_hooks());
  EXPECT_EQ(v.status, kOom) << v.message;
  EXPECT_NE(v.message.find("more than the memory limit of 32.00 MiB (--memory-limit)"), std::string::npos) << v.message;
  EXPECT_NE(v.message.find("temporaries"), std::string::npos) << v.message;

  TempDir dir;
  write_file_atomic(dir.path() + "/correct.mlir", rmsnorm_module());
  EvalRequest next = request_for(dir.path() + "/correct.mlir");
  next.memory_limit_bytes = 32ull << 20;
  judge::Verdict after = run_eval(test_support::suite_registry(), next, quiet_hooks());
  EXPECT_EQ(after.status, kCorrect) << after.message;
}

// As for a plugin without memory statistics: the program's allocation at run
// time (the big loop's buffer made 512 MiB) meets the judge's bound on its
// own process (1 MiB beyond the suite's own needs and 64 MiB of slack), the
// plugin reports it, and the judge goes on (its bound lifted) to judge the
// next candidate, under a bound it fits.
TEST(CandidateLimits, AProgramAllocatingPastTheLimitWhileItRunsIsOomAndTheNextIsJudged) {
  if (!host_plugin_installed()) GTEST_SKIP() << "no host PJRT plugin: run ./setup.sh";
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "ASan's allocator aborts where RLIMIT_DATA refuses its own mappings";
#endif
  TempDir dir;
  std::string module = read_file(kData + "rmsnorm_big_loop.mlir");
  for (size_t at = module.find("64x2x128x1024"); at != std::string::npos; at = module.find("64x2x128x1024", at)) {
    module.replace(at, 2, "512");
  }
  write_file_atomic(dir.path() + "/bigger.mlir", module);
  EvalRequest big = request_for(dir.path() + "/bigger.mlir");
  big.memory_limit_bytes = 1ull << 20;
  big.check_compiled_memory = false;
  judge::Verdict v = run_eval(test_support::suite_registry(), big, quiet_hooks());
  EXPECT_EQ(v.status, kOom) << v.message;
  EXPECT_NE(v.message.find("Out of memory"), std::string::npos) << v.message;

  // The correct module's compiled program needs 2 MiB, but judging it (7
  // input sets) grows this process's data by 32-82 MiB over the bound's
  // start: the judge's host-side copies and comparisons, which glibc's
  // per-thread arenas keep once freed (VmData at the bound's start and end,
  // 35 runs at 8a975ed on the 2-core host, idle and beside four busy loops;
  // 74-81 MiB under that load). The bound gives the limit plus 82 MiB (the
  // suite's programs' 18 MiB and the 64 MiB of slack): at the first module's
  // 1 MiB that left it 0-1 MiB of headroom, and a loaded host ran past it
  // (oom). 64 MiB gives 146 MiB, 1.8x the worst peak measured. The first
  // module keeps its 1 MiB: its 512 MiB allocation is still oom.
  constexpr uint64_t kCorrectModuleLimit = 64ull << 20;
  write_file_atomic(dir.path() + "/correct.mlir", rmsnorm_module());
  EvalRequest next = request_for(dir.path() + "/correct.mlir");
  next.memory_limit_bytes = kCorrectModuleLimit;
  next.check_compiled_memory = false;
  judge::Verdict after = run_eval(test_support::suite_registry(), next, quiet_hooks());
  EXPECT_EQ(after.status, kCorrect) << after.message;
}

TEST(CandidateLimits, ADonatingModuleIsRejected) {
  if (!host_plugin_installed()) GTEST_SKIP() << "no host PJRT plugin: run ./setup.sh";
  TempDir dir;
  write_file_atomic(dir.path() + "/donates.mlir", rmsnorm_module(" {tf.aliasing_output = 0 : i32}"));
  judge::Verdict v = run_eval(test_support::suite_registry(), request_for(dir.path() + "/donates.mlir"), quiet_hooks());
  EXPECT_EQ(v.status, kRejected) << v.message;
  EXPECT_EQ(v.rule, "no_donation") << v.message;
}

constexpr const char* kFolderVariable = "JAXBENCH_TEST_COMPILE_FOLDER";
constexpr int kTimeoutExit = 3;

// In the death test's child: a compile limit no compile meets.
void judge_until_the_compile_times_out(const std::string& folder) {
  EvalRequest request = request_for(folder + "/correct.mlir");
  request.compile_timeout_seconds = 0.001;
  EvalHooks hooks = quiet_hooks();
  hooks.on_timeout = [folder](const judge::Verdict& timeout) {
    write_file_atomic(folder + "/verdict.json", judge::verdict_json(timeout).dump());
    ::_exit(kTimeoutExit);
  };
  run_eval(test_support::suite_registry(), request, hooks);
}

TEST(CandidateLimits, ACompilePastTheCompileTimeoutIsATimeoutNamingTheCompile) {
  if (!host_plugin_installed()) GTEST_SKIP() << "no host PJRT plugin: run ./setup.sh";
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  std::optional<TempDir> own_folder;
  std::string folder = test_support::death_test_folder(
      kFolderVariable, "jaxbench-compile-test-", own_folder,
      [](const std::string& made) { write_file_atomic(made + "/correct.mlir", rmsnorm_module()); });
  EXPECT_EXIT(judge_until_the_compile_times_out(folder), testing::ExitedWithCode(kTimeoutExit), "");
  ::unsetenv(kFolderVariable);
  nlohmann::json verdict = nlohmann::json::parse(read_file(folder + "/verdict.json"));
  EXPECT_EQ(verdict["status"], "timeout");
  EXPECT_EQ(verdict["message"].get<std::string>().rfind("the candidate's compile did not finish within", 0), 0u)
      << verdict["message"];
}

}  // namespace
}  // namespace jaxbench::jobs
