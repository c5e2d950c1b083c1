// The strategies over a scripted judge and proposer: how many proposals each
// makes, what the prompts carry, which step ends as best, and the budgets.
#include <gtest/gtest.h>

#include <set>

#include "loop/confirm.h"
#include "loop/fake_loop.h"
#include "store/loop_records.h"

namespace jaxbench::loop::testing {
namespace {

std::vector<Step> run_loop(LoopFixture& fixture, const LoopConfig& config, std::vector<std::string> replies,
                           int64_t tokens = 10) {
  FakeJudge judge;
  int64_t run_id = fixture.start(config);
  Runner runner(config, judge, fixture.database, run_id, fixture.context(std::move(replies), tokens));
  return runner.run();
}

std::map<int64_t, int> steps_per_round(const std::vector<Step>& steps) {
  std::map<int64_t, int> rounds;
  for (const Step& step : steps) ++rounds[step.round];
  return rounds;
}

TEST(LoopStrategies, RefineFeedsEachVerdictBackAndEndsOnTheFastestCorrect) {
  LoopFixture fixture;
  std::vector<Step> steps =
      run_loop(fixture, fake_config("refine", 5), {"no code", "broken", "incorrect", "correct 0.8", "correct 1.6"});
  ASSERT_EQ(steps.size(), 5u);
  ASSERT_EQ(fixture.log->requests.size(), 5u);
  // The third request carries the second verdict's message.
  EXPECT_NE(fixture.log->requests[2].user_text.find("cannot export: broken"), std::string::npos);
  EXPECT_NE(fixture.log->requests[1].user_text.find("no_code"), std::string::npos);
  EXPECT_NE(fixture.log->requests[0].user_text.find("(none yet)"), std::string::npos);
  std::optional<size_t> best = best_step(steps, false);
  ASSERT_TRUE(best);
  EXPECT_EQ(steps[*best].step, 5);
  EXPECT_EQ(steps_per_round(steps).size(), 5u);
  // The fifth prompt shows the best so far (step 4, the only correct one then).
  EXPECT_NE(fixture.log->requests[4].user_text.find("Attempt 4 (correct"), std::string::npos);
}

TEST(LoopStrategies, ParallelAsksTheWholeBudgetInOneRoundWithoutVerdicts) {
  LoopFixture fixture;
  LoopConfig config = fake_config("parallel", 6);
  config.jobs = 3;
  std::vector<Step> steps = run_loop(fixture, config, {});
  EXPECT_EQ(steps.size(), 6u);
  EXPECT_EQ(steps_per_round(steps), (std::map<int64_t, int>{{1, 6}}));
  for (const auto& request : fixture.log->requests) {
    EXPECT_NE(request.user_text.find("(none yet)"), std::string::npos);
  }
}

TEST(LoopStrategies, BeamKeepsTheBestWidthAndBranchesEachForDepthRounds) {
  LoopFixture fixture;
  LoopConfig config = fake_config("beam", 100);
  config.strategy.width = 2;
  config.strategy.branches = 2;
  config.strategy.depth = 3;
  std::vector<Step> steps = run_loop(
      fixture, config, {"correct 1.1", "incorrect", "correct 1.3", "correct 0.9", "correct 1.2", "correct 1.0"});
  EXPECT_EQ(steps.size(), 2u + 2u * 4u);
  EXPECT_EQ(steps_per_round(steps), (std::map<int64_t, int>{{1, 2}, {2, 4}, {3, 4}}));
  // Round 2 refines the two starts (only two exist); round 3 the best two so far: step 3 (1.3x) and 5 (1.2x).
  std::multiset<int64_t> round3;
  for (const Step& step : steps) {
    if (step.round == 3) round3.insert(*step.parent_step);
  }
  EXPECT_EQ(round3, (std::multiset<int64_t>{3, 3, 5, 5}));
}

TEST(LoopStrategies, EvolveStartsThenRefinesOnlyCorrectParents) {
  LoopFixture fixture;
  LoopConfig config = fake_config("evolve", 9);
  config.strategy.start = 3;
  std::vector<Step> steps = run_loop(fixture, config, {"correct 1.5", "incorrect", "correct 0.5"});
  ASSERT_EQ(steps.size(), 9u);
  EXPECT_EQ(steps_per_round(steps)[1], 3);
  for (const Step& step : steps) {
    if (step.round == 1) continue;
    ASSERT_TRUE(step.parent_step);
    EXPECT_NE(*step.parent_step, 2) << "step " << step.step << " refined the incorrect start";
  }
}

TEST(LoopStrategies, ATokenBudgetStopsTheWorkload) {
  LoopFixture fixture;
  LoopConfig config = fake_config("refine", 50);
  config.budget.tokens = 250;
  FakeJudge judge;
  int64_t run_id = fixture.start(config);
  Runner runner(config, judge, fixture.database, run_id, fixture.context({}, 100));
  std::vector<Step> steps = runner.run();
  EXPECT_EQ(steps.size(), 3u);
  ASSERT_EQ(runner.ends().size(), 1u);
  EXPECT_EQ(runner.ends()[0].stopped_by, "tokens");
}

TEST(LoopStanding, WithATargetThePreflightDecidesCorrectAndTheEstimateRanks) {
  Step refused, estimated, local;
  refused.step = 1;
  refused.verdict = {{"status", "correct"},
                     {"timing", {{"speedup", 3.0}}},
                     {"preflight", {{"status", "compile_error"}, {"message", "block shape (4, 8192)"}}}};
  estimated.step = 2;
  estimated.verdict = {{"status", "correct"},
                       {"timing", {{"speedup", 0.9}}},
                       {"preflight", {{"status", "compiles"}, {"estimated_speedup", 1.4}}}};
  local.step = 3;
  local.verdict = {{"status", "correct"}, {"timing", {{"speedup", 1.2}}}, {"preflight", {{"status", "compiles"}}}};
  std::vector<Step> steps = {refused, estimated, local};
  Standing first = standing(refused, true);
  EXPECT_FALSE(first.correct);
  EXPECT_NE(first.message.find("compile_error"), std::string::npos);
  EXPECT_EQ(standing(estimated, true).key_name, "estimated_speedup");
  EXPECT_EQ(standing(local, true).key_name, "speedup");
  ASSERT_TRUE(best_step(steps, true));
  EXPECT_EQ(*best_step(steps, true), 1u);   // 1.4x estimated beats 1.2x local
  EXPECT_EQ(*best_step(steps, false), 0u);  // without a target, the 3x local speedup wins
}

// An estimated speedup over unresolved counts (a data-dependent loop counted
// once) is a guess: it ranks after every correct step with a resolved key,
// however large it is, and ahead of incorrect ones.
TEST(LoopStanding, AnEstimateOverUnresolvedCountsRanksAfterResolvedOnes) {
  auto step = [](int64_t number, const std::string& status, double estimate, bool resolved) {
    Step s;
    s.step = number;
    s.verdict = {
        {"status", status},
        {"preflight", {{"status", "compiles"}, {"estimated_speedup", estimate}, {"estimate_resolved", resolved}}}};
    return s;
  };
  std::vector<Step> steps = {step(1, "correct", 5.0, false), step(2, "correct", 1.1, true),
                             step(3, "incorrect", 9.0, true), step(4, "correct", 2.0, false)};
  EXPECT_FALSE(standing(steps[0], true).key_resolved);
  EXPECT_TRUE(standing(steps[1], true).key_resolved);
  EXPECT_EQ(ranked_steps(steps, true), (std::vector<size_t>{1, 0, 3, 2}));
  ASSERT_TRUE(best_step(steps, true));
  EXPECT_EQ(*best_step(steps, true), 1u) << "the resolved 1.1x, not the unresolved 5x";
}

// The confirmation (loop/confirm.h) picks as the steps were ranked: with a
// target, by the re-judged pre-flight's estimated speedup (the TPU's view),
// and a re-judgement whose pre-flight no longer compiles drops out; without
// one, by the re-judged local speedup.
TEST(LoopStanding, WithATargetTheConfirmationPicksByTheEstimate) {
  struct ByText : FakeJudge {
    std::map<std::string, nlohmann::json> verdicts;
    Judged eval(const nlohmann::json& params) override {
      Judged judged;
      judged.verdict = verdicts.at(params.at("candidate_source").get<std::string>());
      return judged;
    }
  } judge;
  auto verdict = [](double local, const char* preflight, double estimated) {
    return nlohmann::json{{"status", "correct"},
                          {"timing", {{"speedup", local}}},
                          {"preflight", {{"status", preflight}, {"estimated_speedup", estimated}}}};
  };
  // "fast_here" is the host's fastest, "tpu_best" the estimate's best;
  // "refused" ranked first by its first verdict but now runs out of VMEM.
  judge.verdicts = {{"fast_here", verdict(1.5, "compiles", 0.9)},
                    {"tpu_best", verdict(1.0, "compiles", 1.3)},
                    {"middle", verdict(1.2, "compiles", 1.1)},
                    {"refused", verdict(1.6, "oom", 1.4)}};
  std::vector<Step> steps;
  for (const char* source : {"fast_here", "tpu_best", "middle", "refused"}) {
    Step step;
    step.workload = "7p_Ragged_Paged_Attention";
    step.step = static_cast<int64_t>(steps.size()) + 1;
    step.outcome = "ok";
    step.candidate_source = source;
    step.verdict = judge.verdicts.at(source);
    if (std::string(source) == "refused") step.verdict["preflight"]["status"] = "compiles";
    steps.push_back(step);
  }
  nlohmann::json params = {{"workload", "7p_Ragged_Paged_Attention"}, {"target", "v6e"}};
  Confirmation with_target = confirm_best(judge, steps, params, 4, true);
  ASSERT_EQ(with_target.candidates.size(), 4u);
  EXPECT_EQ(with_target.candidates[0].step, 4);  // ranked first by its first verdict's estimate
  ASSERT_TRUE(with_target.best);
  EXPECT_EQ(with_target.candidates[*with_target.best].step, 2);  // 1.3x estimated, 1.0x here
  Confirmation without = confirm_best(judge, steps, {{"workload", "7p_Ragged_Paged_Attention"}}, 4, false);
  ASSERT_TRUE(without.best);
  EXPECT_EQ(without.candidates[*without.best].step, 4);  // no target: the 1.6x local speedup, pre-flight unread
}

TEST(LoopStanding, TiesGoToTheStepReachedAfterFewerFailures) {
  Step failed, first, second;
  failed.step = 1;
  failed.verdict = {{"status", "incorrect"}};
  first.step = 2;
  first.verdict = {{"status", "correct"}, {"timing", {{"speedup", 1.25}}}};
  second = first;
  second.step = 3;
  EXPECT_EQ(*best_step({first, failed, second}, false), 0u);
  EXPECT_EQ(*best_step({failed, first, second}, false), 1u);
}

}  // namespace
}  // namespace jaxbench::loop::testing
