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
#include "judge/orchestrator.h"
#include "platform/plugin_locator.h"
#include "platform/registry.h"
#include "report/verdict_report.h"

namespace jaxbench::judge {
namespace {

const std::string kData = std::string(JAXBENCH_TEST_DATA) + "/candidates/";

// 12p_RMSNorm's reference as a candidate (correct), with `main_attributes` on its first argument.
std::string rmsnorm_module(const std::string& argument_attributes = "") {
  return R"(module @candidate {
  func.func public @main(%arg0: tensor<2x128x1024xbf16>)" +
         argument_attributes + R"(, %arg1: tensor<1024xbf16>) -> (tensor<2x128x1024xbf16>) {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<2x128x1024xbf16>) -> tensor<2x128x1024xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<2x128x1024xf32>
    %2 = stablehlo.reduce(%1 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1024xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x128x1xf32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x128x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<2x128x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x1024xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<2x128x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<2x128x1024xf32>) -> tensor<2x128x1024xbf16>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xbf16>) -> tensor<1x1x1024xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x1024xbf16>) -> tensor<2x128x1024xbf16>
    %14 = stablehlo.multiply %11, %13 : tensor<2x128x1024xbf16>
    return %14 : tensor<2x128x1024xbf16>
  }
}
)";
}

bool host_plugin_installed() {
  try {
    platform::locate_plugin(platform::host_plugin_name());
    return true;
  } catch (const Error&) {
    return false;
  }
}

EvalRequest request_for(const std::string& path) {
  EvalRequest request;
  request.workload = "12p";
  request.candidate_path = path;
  request.plugin = platform::host_plugin_name();
  request.timing = false;
  return request;
}

EvalHooks quiet_hooks() {
  EvalHooks hooks;
  hooks.progress = [](const std::string&) {};
  hooks.on_timeout = [](const Verdict& v) { ADD_FAILURE() << "unexpected timeout: " << v.message; };
  return hooks;
}

TEST(CandidateLimits, AProgramNeedingMoreThanTheMemoryLimitIsOomAndTheNextIsJudged) {
  if (!host_plugin_installed()) GTEST_SKIP() << "no host PJRT plugin: run ./setup.sh";
  EvalRequest big = request_for(kData + "rmsnorm_big_loop.mlir");
  big.memory_limit_bytes = 32ull << 20;
  Verdict v = run_eval(big, quiet_hooks());
  EXPECT_EQ(v.status, kOom) << v.message;
  EXPECT_NE(v.message.find("more than the memory limit of 32.00 MiB (--memory-limit)"), std::string::npos) << v.message;
  EXPECT_NE(v.message.find("temporaries"), std::string::npos) << v.message;

  TempDir dir;
  write_file_atomic(dir.path() + "/correct.mlir", rmsnorm_module());
  EvalRequest next = request_for(dir.path() + "/correct.mlir");
  next.memory_limit_bytes = 32ull << 20;
  Verdict after = run_eval(next, quiet_hooks());
  EXPECT_EQ(after.status, kCorrect) << after.message;
}

TEST(CandidateLimits, ADonatingModuleIsRejected) {
  if (!host_plugin_installed()) GTEST_SKIP() << "no host PJRT plugin: run ./setup.sh";
  TempDir dir;
  write_file_atomic(dir.path() + "/donates.mlir", rmsnorm_module(" {tf.aliasing_output = 0 : i32}"));
  Verdict v = run_eval(request_for(dir.path() + "/donates.mlir"), quiet_hooks());
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
  hooks.on_timeout = [folder](const Verdict& timeout) {
    write_file_atomic(folder + "/verdict.json", report::verdict_json(timeout).dump());
    ::_exit(kTimeoutExit);
  };
  run_eval(request, hooks);
}

TEST(CandidateLimits, ACompilePastTheCompileTimeoutIsATimeoutNamingTheCompile) {
  if (!host_plugin_installed()) GTEST_SKIP() << "no host PJRT plugin: run ./setup.sh";
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  std::optional<TempDir> own_folder;
  std::string folder;
  if (const char* inherited = std::getenv(kFolderVariable)) {
    folder = inherited;
  } else {
    own_folder.emplace("jaxbench-compile-test-");
    folder = own_folder->path();
    write_file_atomic(folder + "/correct.mlir", rmsnorm_module());
    ::setenv(kFolderVariable, folder.c_str(), 1);
  }
  EXPECT_EXIT(judge_until_the_compile_times_out(folder), testing::ExitedWithCode(kTimeoutExit), "");
  ::unsetenv(kFolderVariable);
  nlohmann::json verdict = nlohmann::json::parse(read_file(folder + "/verdict.json"));
  EXPECT_EQ(verdict["status"], "timeout");
  EXPECT_EQ(verdict["message"].get<std::string>().rfind("the candidate's compile did not finish within", 0), 0u)
      << verdict["message"];
}

}  // namespace
}  // namespace jaxbench::judge
