// run_eval end to end on the host plugin: a candidate that hangs on one
// adversarial input set gets a timeout verdict, through the watchdog, that
// carries the cases run before it, the device kind, the chip and the policy.
#include "jobs/eval.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <optional>
#include <vector>

#include "core/error.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "judge/verdict_json.h"
#include "platform/plugin_locator.h"
#include "platform/registry.h"
#include "support/judge_fixtures.h"
#include "support/rmsnorm_candidate.h"

namespace jaxbench::jobs {
namespace {

// 12p_RMSNorm's reference, plus a loop that never ends when every |x| is
// below 0.25: only in mode small_magnitude (x / 1024), the last of the seven
// input sets (3 seeds, then heavy_tailed, large_magnitude, signed_shifted).
const std::string kHangsOnSmallInputs =
    test_support::rmsnorm_candidate("", R"(    %lowest = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %abs = stablehlo.abs %0 : tensor<2x128x1024xf32>
    %largest = stablehlo.reduce(%abs init: %lowest) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<2x128x1024xf32>, tensor<f32>) -> tensor<f32>
    %threshold = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %small = stablehlo.compare LT, %largest, %threshold : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %loop:2 = stablehlo.while(%spin = %small, %count = %zero) : tensor<i1>, tensor<i32>
      cond {
        stablehlo.return %spin : tensor<i1>
      } do {
        %one = stablehlo.constant dense<1> : tensor<i32>
        %next = stablehlo.add %count, %one : tensor<i32>
        stablehlo.return %spin, %next : tensor<i1>, tensor<i32>
      }
    %minus_one = stablehlo.constant dense<-1> : tensor<i32>
    %never = stablehlo.compare LT, %loop#1, %minus_one : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %zeros = stablehlo.constant dense<0.000000e+00> : tensor<2x128x1024xbf16>
    %result = stablehlo.select %never, %zeros, %14 : tensor<i1>, tensor<2x128x1024xbf16>
    return %result : tensor<2x128x1024xbf16>
)");

// The death test's child re-runs this test's body in a fresh process (the
// threadsafe style: no plugin was loaded there before) and finds the
// parent's folder through the environment.
constexpr const char* kFolderVariable = "JAXBENCH_TEST_TIMEOUT_FOLDER";
constexpr int kTimeoutExit = 3;  // the child's exit status once the callback has written the verdict

using test_support::host_plugin_installed;

// In the child: judges the hanging candidate with a 3 s execution limit; the
// timeout callback writes the verdict it gets, then leaves as the CLI's does.
void judge_until_the_watchdog_fires(const std::string& folder) {
  EvalRequest request = test_support::request_for(folder + "/hangs_on_small_inputs.mlir");
  request.execution_timeout_seconds = 3;
  EvalHooks hooks;
  hooks.progress = [](const std::string&) {};
  hooks.on_timeout = [folder](const judge::Verdict& timeout) {
    write_file_atomic(folder + "/verdict.json", judge::verdict_json(timeout).dump());
    ::_exit(kTimeoutExit);
  };
  run_eval(test_support::suite_registry(), request, hooks);
}

TEST(RunEvalTimeout, TheVerdictCarriesTheCasesRunSoFarTheDeviceAndTheChip) {
  if (!host_plugin_installed()) GTEST_SKIP() << "no host PJRT plugin: run ./setup.sh";
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  std::optional<TempDir> own_folder;
  std::string folder = test_support::death_test_folder(
      kFolderVariable, "jaxbench-timeout-test-", own_folder,
      [](const std::string& made) { write_file_atomic(made + "/hangs_on_small_inputs.mlir", kHangsOnSmallInputs); });
  EXPECT_EXIT(judge_until_the_watchdog_fires(folder), testing::ExitedWithCode(kTimeoutExit), "");
  ::unsetenv(kFolderVariable);

  nlohmann::json verdict = nlohmann::json::parse(read_file(folder + "/verdict.json"));
  EXPECT_EQ(verdict["status"], "timeout");
  EXPECT_EQ(verdict["message"], "the candidate's execution (mode small_magnitude) did not finish within 3 s");
  EXPECT_EQ(verdict["workload"], "12p_RMSNorm");
  EXPECT_EQ(verdict["platform"], platform::host_plugin_name());
  EXPECT_FALSE(verdict["device_kind"].get<std::string>().empty());
  EXPECT_FALSE(verdict["chip"].get<std::string>().empty());
  EXPECT_EQ(verdict["correctness"]["policy"]["k_rms"], judge::CorrectnessPolicy{}.k_rms);
  EXPECT_EQ(verdict["export"]["kind"], "mlir") << verdict["export"].dump();
  const nlohmann::json& cases = verdict["correctness"]["cases"];
  ASSERT_EQ(cases.size(), 6u) << cases.dump();
  const char* labels[] = {
      "seed 1", "seed 2", "seed 3", "mode heavy_tailed", "mode large_magnitude", "mode signed_shifted"};
  for (size_t i = 0; i < cases.size(); ++i) {
    EXPECT_EQ(cases[i]["label"], labels[i]);
    EXPECT_EQ(cases[i]["ok"], true) << cases[i].dump();  // the reference's math, until it hangs
  }
}

EvalHooks quiet_hooks(std::vector<std::string>* progress) {
  EvalHooks hooks;
  hooks.progress = [progress](const std::string& line) { progress->push_back(line); };
  hooks.on_timeout = [](const judge::Verdict&) { ADD_FAILURE() << "no candidate here runs long enough to time out"; };
  return hooks;
}

EvalRequest library_candidate(const std::string& file) {
  EvalRequest request;
  request.workload = "12p";
  request.candidate_path = std::string(JAXBENCH_SOURCE_ROOT) + "/examples/candidates/" + file;
  request.plugin = platform::host_plugin_name();
  request.timing = false;
  return request;
}

TEST(RunEval, ReturnsTheVerdictWithoutPrintingIt) {
  if (!host_plugin_installed()) GTEST_SKIP() << "no host PJRT plugin: run ./setup.sh";
  std::vector<std::string> progress;
  testing::internal::CaptureStdout();
  judge::Verdict v = run_eval(test_support::suite_registry(), library_candidate("12p_RMSNorm/host_callback.mlir"),
                              quiet_hooks(&progress));
  EXPECT_EQ(testing::internal::GetCapturedStdout(), "");
  EXPECT_EQ(v.status, kRejected);
  EXPECT_EQ(v.rule, "no_host_callbacks");
  EXPECT_EQ(v.workload, "12p_RMSNorm");
  EXPECT_EQ(v.export_info["kind"], "mlir");
  EXPECT_TRUE(v.phases_s.contains("total"));
  EXPECT_TRUE(v.preflight.is_null());
  EXPECT_TRUE(progress.empty());  // no pre-flight, nothing to report on the way
  EXPECT_EQ(v.exit_code(), 1);

  // This process has now loaded a plugin; a pre-flighted eval still works,
  // since each compile runs in the exec'd pre-flight worker (what a warm
  // server needs).
  EvalRequest with_target = library_candidate("12p_RMSNorm/host_callback.mlir");
  with_target.target = platform::default_tpu_target();
  try {
    platform::locate_plugin(platform::tpu_plugin_name());
  } catch (const Error&) {
    GTEST_SKIP() << "libtpu is not installed (./setup.sh --with-tpu-compiler): no pre-flight after a session";
  }
  ::setenv("JAXBENCH_PREFLIGHT_WORKER", JAXBENCH_PREFLIGHT_WORKER, 1);  // the test binary does not lie beside it
  judge::Verdict targeted = run_eval(test_support::suite_registry(), with_target, quiet_hooks(&progress));
  EXPECT_EQ(targeted.status, kRejected);
  EXPECT_EQ(targeted.preflight_status, kRejected) << targeted.preflight.dump();
}

TEST(RunEval, RefusesToStartWithoutATimeoutCallbackOrACandidate) {
  std::vector<std::string> progress;
  EvalHooks no_timeout = quiet_hooks(&progress);
  no_timeout.on_timeout = nullptr;
  EXPECT_THROW(
      run_eval(test_support::suite_registry(), library_candidate("12p_RMSNorm/host_callback.mlir"), no_timeout), Error);
  try {
    run_eval(test_support::suite_registry(), library_candidate("12p_RMSNorm/no_such_candidate.py"),
             quiet_hooks(&progress));
    ADD_FAILURE() << "a missing candidate was not refused";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("no_such_candidate.py does not exist"), std::string::npos) << error.what();
  }
}

}  // namespace
}  // namespace jaxbench::jobs
