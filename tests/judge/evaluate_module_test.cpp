// evaluate_module's stage sequence on the host plugin gives the verdicts the
// candidate library expects (examples/candidates/expected.json), and the
// shared verdict it publishes ends equal to the verdict it returns.
#include <gtest/gtest.h>

#include <optional>

#include "core/error.h"
#include "core/files.h"
#include "judge/stages.h"
#include "platform/registry.h"
#include "suite/registry.h"

namespace jaxbench::judge {
namespace {

const std::string kRoot = JAXBENCH_SOURCE_ROOT;

// A candidate with the right signature that returns zeros: the module form
// of the library's 12p_RMSNorm/zeros.py.
constexpr const char* kZeros = R"(module @candidate {
  func.func public @main(%arg0: tensor<2x128x1024xbf16>, %arg1: tensor<1024xbf16>) -> (tensor<2x128x1024xbf16>) {
    %zeros = stablehlo.constant dense<0.000000e+00> : tensor<2x128x1024xbf16>
    return %zeros : tensor<2x128x1024xbf16>
  }
}
)";

// One session and 12p_RMSNorm's small manifest for every test here.
class EvaluationTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    try {
      session_.emplace(runtime::Session::open(platform::host_plugin_name()));
    } catch (const Error& error) {
      skip_reason_ = error.what();
      return;
    }
    suite::Registry registry = suite::Registry::open_default();
    manifest_.emplace(registry.manifest(registry.resolve("12p"), "small"));
    reference_text_ = read_file(registry.resolve("12p").dir + "/small/reference.cpu.mlir");
  }
  static void TearDownTestSuite() { session_.reset(); }
  void SetUp() override {
    if (!session_) GTEST_SKIP() << "no host PJRT plugin: " << skip_reason_;
  }

  // Correctness only, as the candidate library is judged (--no-timing).
  static Verdict evaluate(const std::string& text, SharedVerdict* shared = nullptr) {
    EvalOptions options;
    options.timing = false;
    return evaluate_module(*session_, *manifest_, text, options, Verdict{}, shared);
  }

  static std::optional<runtime::Session> session_;
  static std::optional<suite::Manifest> manifest_;
  static std::string reference_text_, skip_reason_;
};

std::optional<runtime::Session> EvaluationTest::session_;
std::optional<suite::Manifest> EvaluationTest::manifest_;
std::string EvaluationTest::reference_text_, EvaluationTest::skip_reason_;

TEST_F(EvaluationTest, TheReferenceAsCandidateIsCorrectOnEveryInputSet) {
  SharedVerdict shared;
  Verdict v = evaluate(reference_text_, &shared);
  EXPECT_EQ(v.status, kCorrect) << v.message;
  EXPECT_EQ(v.message, "correct on 7 input sets (3 secret seeds and 4 adversarial modes)");
  EXPECT_EQ(v.workload, "12p_RMSNorm");
  EXPECT_EQ(v.platform, platform::host_plugin_name());
  EXPECT_FALSE(v.device_kind.empty());
  EXPECT_FALSE(v.chip.empty());
  ASSERT_EQ(v.cases.size(), 7u);
  EXPECT_EQ(v.cases.front().label, "seed 1");
  EXPECT_EQ(v.cases.back().label, "mode small_magnitude");
  EXPECT_EQ(v.cases.back().mode, 4);
  for (const auto& c : v.cases) EXPECT_TRUE(c.ok) << c.label;
  // Without timing, the roofline is still there and nothing was timed.
  ASSERT_TRUE(v.roofline.has_value());
  EXPECT_GT(v.roofline->flops, 0);
  EXPECT_FALSE(v.timing.has_value());
  EXPECT_TRUE(v.phases_s.contains("compile"));
  EXPECT_TRUE(v.phases_s.contains("correctness"));
  EXPECT_FALSE(v.phases_s.contains("timing"));
  // The last publication is the verdict returned.
  Verdict published = shared.snapshot();
  EXPECT_EQ(published.status, v.status);
  EXPECT_EQ(published.message, v.message);
  EXPECT_EQ(published.cases.size(), v.cases.size());
}

TEST_F(EvaluationTest, ZerosAreIncorrect) {
  Verdict v = evaluate(kZeros);
  EXPECT_EQ(v.status, kIncorrect);
  ASSERT_FALSE(v.cases.empty());
  EXPECT_FALSE(v.cases.front().ok);
  EXPECT_EQ(v.cases.size(), 7u);  // every input set runs before the verdict
  EXPECT_FALSE(v.roofline.has_value());
  EXPECT_EQ(v.exit_code(), 1);
}

// Every .mlir candidate of the library gets its expected status and message.
TEST_F(EvaluationTest, TheLibrarysModuleCandidatesGetTheirExpectedVerdicts) {
  nlohmann::json library = nlohmann::json::parse(read_file(kRoot + "/examples/candidates/expected.json"));
  int checked = 0;
  for (const auto& entry : library["candidates"]) {
    std::string file = entry["file"];
    if (entry["workload"] != "12p" || file.size() < 5 || file.substr(file.size() - 5) != ".mlir") continue;
    Verdict v = evaluate(read_file(kRoot + "/examples/candidates/" + file));
    EXPECT_EQ(v.status, entry["status"].get<std::string>()) << file << ": " << v.message;
    if (entry.contains("contains")) {
      EXPECT_NE(v.message.find(entry["contains"].get<std::string>()), std::string::npos) << file << ": " << v.message;
    }
    ++checked;
  }
  EXPECT_GE(checked, 2);
}

TEST_F(EvaluationTest, AModuleThatDoesNotCompileIsACompileError) {
  std::string broken = reference_text_;
  broken.replace(broken.find("stablehlo.rsqrt"), 15, "stablehlo.nosuchop");
  Verdict v = evaluate(broken);
  EXPECT_EQ(v.status, kCompileError) << v.message;
  EXPECT_EQ(v.message.find("the candidate does not compile: "), 0u) << v.message;
  EXPECT_TRUE(v.cases.empty());
}

TEST_F(EvaluationTest, TimingAppendsItsClassToTheMessage) {
  EvalOptions options;
  options.seeds = 3;
  options.timing = true;
  options.timing_options.budget_seconds = 1;
  options.timing_options.min_pairs = 20;
  options.timing_options.bootstrap_resamples = 100;
  Verdict v = evaluate_module(*session_, *manifest_, reference_text_, options, Verdict{});
  ASSERT_EQ(v.status, kCorrect) << v.message;
  ASSERT_TRUE(v.timing.has_value());
  EXPECT_NE(v.message.find("x the reference (95% CI "), std::string::npos) << v.message;
  EXPECT_EQ(v.message.find("correct on 7 input sets"), 0u) << v.message;
  EXPECT_TRUE(v.dispatch_overhead_ms.has_value());
  EXPECT_TRUE(v.phases_s.contains("timing"));
  ASSERT_TRUE(v.roofline.has_value());
  EXPECT_FALSE(v.roofline->impossible);  // no chip peak on a host CPU, so no bound to beat
}

// Timing short enough for a test: 20 pairs, 100 resamples, `budget` seconds.
EvalOptions quick_timing(double budget) {
  EvalOptions options;
  options.timing_options.budget_seconds = budget;
  options.timing_options.min_pairs = 20;
  options.timing_options.bootstrap_resamples = 100;
  return options;
}

// The expert kernel as a third contender: here the reference's own program
// given as the expert module, so it reads as fast as the reference does.
TEST_F(EvaluationTest, AnExpertModuleIsTimedInEveryRoundBesideTheReference) {
  EvalOptions options = quick_timing(1);
  options.expert_text = reference_text_;
  options.expert_label = "reference as expert";
  Verdict v = evaluate_module(*session_, *manifest_, reference_text_, options, Verdict{});
  ASSERT_EQ(v.status, kCorrect) << v.message;
  ASSERT_TRUE(v.timing && v.timing->expert);
  EXPECT_EQ(v.expert_program, "reference as expert");
  const measure::ExpertTiming& expert = *v.timing->expert;
  EXPECT_EQ(expert.ms.count, static_cast<size_t>(v.timing->pairs));
  EXPECT_EQ(v.timing->reference_ms.count, static_cast<size_t>(v.timing->pairs));
  EXPECT_NEAR(expert.interval.speedup, expert.ms.median / v.timing->candidate_ms.median, 1e-9);
  EXPECT_GT(expert.interval.speedup, 0.6);
  EXPECT_LT(expert.interval.speedup, 1.6);
  EXPECT_LE(expert.interval.low99, expert.interval.speedup);
  // Its class is the one its interval gives (the string it once was is now
  // an enum: the same class rule, asserted directly).
  measure::TimingOptions rule = options.timing_options;
  EXPECT_EQ(expert.klass, measure::classify(expert.interval, rule.same_halfwidth, rule.noise_floor));
}

// An expert that cannot run on the workload's inputs (another signature) or
// does not compile is dropped with a note; the candidate's verdict stands.
TEST_F(EvaluationTest, AnExpertThatCannotRunIsDroppedWithANote) {
  constexpr const char* kScalar = R"(module {
  func.func public @main(%x: tensor<f32>) -> tensor<f32> {
    return %x : tensor<f32>
  }
})";
  for (const char* expert : {kScalar, "module { this is not mlir }"}) {
    EvalOptions options = quick_timing(0.5);
    options.expert_text = expert;
    options.expert_label = "bad expert";
    Verdict v = evaluate_module(*session_, *manifest_, reference_text_, options, Verdict{});
    ASSERT_EQ(v.status, kCorrect) << v.message;
    ASSERT_TRUE(v.timing.has_value());
    EXPECT_FALSE(v.timing->expert.has_value());
    EXPECT_TRUE(v.expert_program.empty());
    bool noted = false;
    for (const auto& note : v.notes) noted = noted || note.find("the expert kernel bad expert is not timed") == 0;
    EXPECT_TRUE(noted) << "no note for " << expert;
  }
}

}  // namespace
}  // namespace jaxbench::judge
