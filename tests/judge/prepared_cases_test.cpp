// Input sets prepared while a .py candidate exports (judge/prepared_cases.h):
// a candidate is judged on them, right or wrong; when the export fails they
// wait for the next candidate; no seed serves two evaluations; a workload too
// large to hold its sets at once makes them in turn.
#include "judge/prepared_cases.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

#include "core/error.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "judge/warm_judge.h"
#include "platform/plugin_locator.h"
#include "platform/registry.h"

namespace jaxbench::judge {
namespace {

EvalHooks quiet() {
  EvalHooks h;
  h.progress = [](const std::string&) {};
  h.on_timeout = [](const Verdict&) { std::abort(); };
  return h;
}

EvalRequest request_for(const std::string& path) {
  EvalRequest r;
  r.workload = "12p";
  r.candidate_path = path;
  r.plugin = platform::host_plugin_name();
  r.timing = false;
  return r;
}

std::string library(const std::string& file) {
  return std::string(JAXBENCH_SOURCE_ROOT) + "/examples/candidates/12p_RMSNorm/" + file;
}

TEST(PreparedCases, AFailedExportLeavesItsSetsToTheNextCandidateAndNoSeedServesTwice) {
  try {
    platform::locate_plugin(platform::host_plugin_name());
  } catch (const Error& error) {
    GTEST_SKIP() << "no host PJRT plugin: " << error.what();
  }
  TempDir folder("jaxbench-prepared-cases-test-");
  ::setenv("JAXBENCH_CACHE_DIR", folder.path().c_str(), 1);
  std::string broken_path = folder.path() + "/broken.py";
  write_file_atomic(broken_path, "def workload(x, scale:\n");
  WarmJudge judge;
  Verdict broken = judge.eval(request_for(broken_path), quiet());
  EXPECT_EQ(broken.status, kExportError) << broken.message;
  EXPECT_FALSE(broken.phases_s.contains("correctness"));

  std::set<std::pair<uint32_t, uint32_t>> seeds;
  size_t cases = 0;
  for (const char* file : {"correct_reassociated.py", "zeros.py", "correct_reassociated.py"}) {
    Verdict v = judge.eval(request_for(library(file)), quiet());
    EXPECT_EQ(v.status, std::string(file) == "zeros.py" ? kIncorrect : kCorrect) << file << ": " << v.message;
    EXPECT_TRUE(v.phases_s.contains("correctness_prepared")) << file;
    for (const auto& c : v.cases) seeds.insert({c.seed_high, c.seed_low});
    cases += v.cases.size();
  }
  ::unsetenv("JAXBENCH_CACHE_DIR");
  EXPECT_EQ(cases, 3u * 7u);  // 12p: 3 seeds and 4 adversarial modes each, wrong or right
  EXPECT_EQ(seeds.size(), cases);
}

TEST(PreparedCases, AWorkloadTooLargeToHoldItsSetsMakesThemInTurn) {
  suite::Manifest small, large;
  small.modes = large.modes = {"normal", "large"};
  small.inputs = {{"x", DType::kF32, {256, 256}}};
  small.outputs = {{"y", DType::kBF16, {256, 256}}};
  large.inputs = {{"x", DType::kF32, {8192, 8192}}};
  large.outputs = {{"y", DType::kBF16, {8192, 8192}}};
  // 4 cases (3 seeds + 1 mode), each its inputs, outputs and truth's (the outputs' when unnamed).
  EXPECT_EQ(prepared_bytes(small, 3), 4u * (256 * 256 * (4 + 2 + 2)));
  EXPECT_TRUE(worth_preparing(small, 3));
  EXPECT_GT(prepared_bytes(large, 3), kPreparedBytesLimit);
  EXPECT_FALSE(worth_preparing(large, 3));
}

}  // namespace
}  // namespace jaxbench::judge
