// jobs::WarmJudge on the host plugin: a second evaluation of the same
// workload compiles nothing of the suite, a fresh judge on the same cache
// folder loads the suite from disk, a corrupt cache is compiled again,
// every evaluation draws its own secret seeds, and input sets prepared for a
// candidate whose export failed serve the next one (judge/prepared_cases.h).
#include "jobs/warm_judge.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <set>

#include "core/error.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "platform/plugin_locator.h"
#include "platform/registry.h"
#include "suite/registry.h"
#include "support/judge_fixtures.h"

namespace jaxbench::jobs {
namespace {

class WarmJudgeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    try {
      platform::locate_plugin(platform::host_plugin_name());
    } catch (const Error& error) {
      GTEST_SKIP() << "no host PJRT plugin: " << error.what();
    }
    // The disk cache goes to this test's own folder, never the user's.
    ::setenv("JAXBENCH_CACHE_DIR", folder_.path().c_str(), 1);
    suite::Registry registry = suite::Registry::open_default();
    candidate_ = folder_.path() + "/reference_as_candidate.mlir";
    write_file_atomic(candidate_, read_file(registry.resolve("12p").dir + "/small/reference.cpu.mlir"));
  }
  void TearDown() override { ::unsetenv("JAXBENCH_CACHE_DIR"); }

  EvalRequest request(const std::string& candidate = "") const {
    EvalRequest r;
    r.workload = "12p";
    r.candidate_path = candidate.empty() ? candidate_ : candidate;
    r.plugin = platform::host_plugin_name();
    r.timing = false;
    return r;
  }
  static EvalHooks hooks() {
    EvalHooks h;
    h.progress = [](const std::string&) {};
    h.on_timeout = [](const judge::Verdict&) { std::abort(); };
    return h;
  }
  static nlohmann::json programs(const WarmJudge& judge) { return judge.status()["sessions"][0]["programs"]; }

  TempDir folder_{"jaxbench-warm-judge-test-"};
  std::string candidate_;
};

std::set<std::pair<uint32_t, uint32_t>> secret_seeds_of(const judge::Verdict& v) {
  std::set<std::pair<uint32_t, uint32_t>> seeds;
  for (const auto& c : v.cases) {
    if (c.label.rfind("seed", 0) == 0) seeds.insert({c.seed_high, c.seed_low});
  }
  return seeds;
}

TEST_F(WarmJudgeTest, TheSecondEvaluationCompilesNothingOfTheSuiteAndDrawsFreshSeeds) {
  WarmJudge judge(test_support::suite_registry());
  judge::Verdict first = judge.eval(request(), hooks());
  ASSERT_EQ(first.status, kCorrect) << first.message;
  EXPECT_EQ(programs(judge)["compiled"], 3);  // inputs, reference, truth
  judge::Verdict second = judge.eval(request(), hooks());
  EXPECT_EQ(second.status, kCorrect) << second.message;
  nlohmann::json after = programs(judge);
  EXPECT_EQ(after["compiled"], 3);
  EXPECT_EQ(after["memory_hits"], 3);
  EXPECT_EQ(judge.status()["evaluations"], 2);
  EXPECT_EQ(judge.status()["sessions"].size(), 1u);
  EXPECT_LT(second.phases_s.at("compile_suite"), first.phases_s.at("compile_suite"));
  // Seeds are secret per candidate: nothing of the first evaluation's is reused.
  auto seeds_first = secret_seeds_of(first), seeds_second = secret_seeds_of(second);
  ASSERT_EQ(seeds_first.size(), 3u);
  ASSERT_EQ(seeds_second.size(), 3u);
  for (const auto& seed : seeds_second) EXPECT_FALSE(seeds_first.count(seed));
}

TEST_F(WarmJudgeTest, AFreshJudgeLoadsTheSuiteFromDiskWithTheSameVerdict) {
  judge::Verdict cold;
  {
    WarmJudge judge(test_support::suite_registry());
    cold = judge.eval(request(), hooks());
    if (programs(judge)["disk"] != "on") GTEST_SKIP() << "disk cache " << programs(judge)["disk"];
    EXPECT_EQ(programs(judge)["disk_writes"], 3);
  }
  WarmJudge fresh(test_support::suite_registry());
  judge::Verdict warm = fresh.eval(request(), hooks());
  EXPECT_EQ(programs(fresh)["disk_loads"], 3);
  EXPECT_EQ(programs(fresh)["compiled"], 0);
  EXPECT_EQ(warm.status, cold.status);
  EXPECT_EQ(warm.message, cold.message);
  EXPECT_EQ(warm.cases.size(), cold.cases.size());
}

TEST_F(WarmJudgeTest, ACorruptCacheIsNotedAndCompiledAgainWithTheSameVerdict) {
  judge::Verdict cold;
  {
    WarmJudge judge(test_support::suite_registry());
    cold = judge.eval(request(), hooks());
    if (programs(judge)["disk"] != "on") GTEST_SKIP() << "disk cache " << programs(judge)["disk"];
  }
  int corrupted = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder_.path() + "/executables")) {
    write_file_atomic(entry.path().string(), "jaxbench-executable 1\nnot a digest\n5\nbytes");
    ++corrupted;
  }
  ASSERT_EQ(corrupted, 3);
  ::testing::internal::CaptureStderr();
  WarmJudge fresh(test_support::suite_registry());
  judge::Verdict again = fresh.eval(request(), hooks());
  std::string notes = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(programs(fresh)["disk_rejected"], 3);
  EXPECT_EQ(programs(fresh)["compiled"], 3);
  EXPECT_EQ(programs(fresh)["disk_writes"], 3);
  EXPECT_NE(notes.find("ignored the compiled-program cache entry"), std::string::npos) << notes;
  EXPECT_EQ(again.status, cold.status);
  EXPECT_EQ(again.message, cold.message);
}

TEST_F(WarmJudgeTest, AFailedExportOrARejectedModuleLeavesItsSetsToTheNextCandidateAndNoSeedServesTwice) {
  std::string broken_path = folder_.path() + "/broken.py";
  write_file_atomic(broken_path, "def workload(x, scale:\n");
  WarmJudge judge(test_support::suite_registry());
  judge::Verdict broken = judge.eval(request(broken_path), hooks());
  EXPECT_EQ(broken.status, kExportError) << broken.message;
  EXPECT_FALSE(broken.phases_s.contains("correctness"));
  // Exports, then fails the static checks before any input set is waited for.
  judge::Verdict rejected = judge.eval(
      request(std::string(JAXBENCH_SOURCE_ROOT) + "/examples/candidates/12p_RMSNorm/wrong_output_dtype.py"), hooks());
  EXPECT_EQ(rejected.status, kRejected) << rejected.message;
  EXPECT_FALSE(rejected.phases_s.contains("correctness"));
  EXPECT_TRUE(rejected.cases.empty());

  std::set<std::pair<uint32_t, uint32_t>> seeds;
  size_t cases = 0;
  for (std::string file : {"correct_reassociated.py", "zeros.py", "correct_reassociated.py"}) {
    std::string path = std::string(JAXBENCH_SOURCE_ROOT) + "/examples/candidates/12p_RMSNorm/" + file;
    judge::Verdict v = judge.eval(request(path), hooks());
    EXPECT_EQ(v.status, file == "zeros.py" ? kIncorrect : kCorrect) << file << ": " << v.message;
    EXPECT_TRUE(v.phases_s.contains("correctness_prepared")) << file;
    // How long the verdict waited on the trusted runs after the compile, and the candidate's own runs.
    EXPECT_GE(v.phases_s.value("correctness_prepared_wait", -1.0), 0.0) << file;
    EXPECT_GT(v.phases_s.value("correctness_candidate_runs", 0.0), 0.0) << file;
    for (const auto& c : v.cases) seeds.insert({c.seed_high, c.seed_low});
    cases += v.cases.size();
  }
  EXPECT_EQ(cases, 3u * 7u);  // 12p: 3 seeds and 4 adversarial modes each, wrong or right
  EXPECT_EQ(seeds.size(), cases);
}

}  // namespace
}  // namespace jaxbench::jobs
