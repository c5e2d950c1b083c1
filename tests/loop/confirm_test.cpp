// The loop's confirmation against the winner's curse (loop/confirm.h), with
// a judge whose timing is noisy the way a real one is: each session's
// speedup is the kernel's true one times a session drift its interval does
// not cover, times an in-session error its interval does. The noise is
// drawn from a fixed seed, so the counts below are the same on every run.
#include "loop/confirm.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "jobs/verify.h"
#include "loop/fake_loop.h"
#include "ranking/leaderboard.h"
#include "report/verify_report.h"
#include "store/leaderboard_rows.h"
#include "store/verification.h"

namespace jaxbench::loop {
namespace {

using testing::fake_config;
using testing::LoopFixture;

// "speed 1.05 #3" runs at 1.05x. Drift 0.5%: the measured spread of eight
// reference copies on the 2-core CPU (best of 8 was 1.010x, #30); in-session
// error 1%, so the 95% interval is about ±2%, as the 12p loop's were.
class NoisyJudge : public Judge {
 public:
  explicit NoisyJudge(uint64_t seed) : random_(seed) {}
  Judged eval(const nlohmann::json& params) override {
    std::string source = params.at("candidate_source").get<std::string>();
    double truth = std::stod(source.substr(6));
    std::normal_distribution<double> drift(0, 0.005), error(0, 0.01);
    double speedup = truth * std::exp(drift(random_) + error(random_));
    double low99 = speedup * std::exp(-2.576 * 0.01), high99 = speedup * std::exp(2.576 * 0.01);
    std::string klass = low99 > 1.01 ? "FASTER" : high99 < 0.99 ? "SLOWER" : "UNSURE";
    ++evals;
    Judged judged;
    judged.verdict = {{"schema", "jaxbench.verdict/1"},
                      {"workload", params.at("workload")},
                      {"chip", "cpu"},
                      {"status", "correct"},
                      {"message", "correct"},
                      {"timing",
                       {{"speedup", speedup},
                        {"ci95", {speedup * std::exp(-1.96 * 0.01), speedup * std::exp(1.96 * 0.01)}},
                        {"class", klass}}}};
    return judged;
  }
  nlohmann::json describe(const nlohmann::json& params) override { return testing::FakeJudge().describe(params); }
  int evals = 0;

 private:
  std::mt19937_64 random_;
};

struct LoopEnd {
  nlohmann::json best_timing;     // the reported best's timing (confirmed, or the first verdict's)
  std::string best_source;        // what write_best would write
  std::optional<double> claimed;  // the chosen step's first speedup
};

// One parallel loop over `count` copies of a kernel at `truth`.
LoopEnd run_loop(NoisyJudge& judge, double truth, int count, int64_t confirm) {
  LoopFixture fixture;
  LoopConfig config = fake_config("parallel", count);
  config.confirm = confirm;
  std::vector<std::string> replies;
  for (int i = 0; i < count; ++i) replies.push_back("speed " + std::to_string(truth) + " #" + std::to_string(i));
  Runner runner(config, judge, fixture.database, fixture.start(config), fixture.context(replies));
  std::vector<Step> steps = runner.run();
  LoopEnd end;
  if (confirm == 0) {
    const Step& best = steps[*best_step(steps, false)];
    end.best_timing = best.verdict["timing"];
    end.best_source = *best.candidate_source;
    end.claimed = best.verdict["timing"]["speedup"].get<double>();
    return end;
  }
  const Confirmation& confirmation = *runner.ends()[0].confirmation;
  EXPECT_EQ(confirmation.candidates.size(), static_cast<size_t>(std::min<int64_t>(confirm, count)));
  const Confirmed& best = confirmation.candidates.at(*confirmation.best);
  end.best_timing = best.verdict["timing"];
  end.claimed = best.claimed;
  for (const Step& step : steps) {
    if (step.step == best.step) end.best_source = *step.candidate_source;
  }
  return end;
}

TEST(WinnersCurse, ANullLoopOfTenReferenceCopiesRarelyEndsFaster) {
  NoisyJudge judge(20261203);
  int faster = 0, faster_unconfirmed = 0;
  double confirmed_sum = 0, claimed_sum = 0;
  for (int run = 0; run < 20; ++run) {
    LoopEnd end = run_loop(judge, 1.0, 10, 3);
    faster += end.best_timing["class"] == "FASTER" ? 1 : 0;
    confirmed_sum += end.best_timing["speedup"].get<double>();
    LoopEnd plain = run_loop(judge, 1.0, 10, 0);
    faster_unconfirmed += plain.best_timing["class"] == "FASTER" ? 1 : 0;
    claimed_sum += *plain.claimed;
  }
  EXPECT_LE(faster, 1) << "confirmed FASTER bests of reference copies in 20 loops (" << faster_unconfirmed
                       << " without confirmation)";
  // The curse itself: the best of ten first verdicts reads ~1.5 sigma fast.
  // The best of three confirmations keeps less of it (~0.85 sigma: picking
  // among the confirmations is a smaller selection, not none).
  EXPECT_GT(claimed_sum / 20, 1.01);
  EXPECT_LT(confirmed_sum / 20, claimed_sum / 20);
}

TEST(WinnersCurse, KernelsThatAreFivePercentFasterVerify) {
  NoisyJudge judge(424242);
  int verified = 0, faster = 0;
  for (int run = 0; run < 20; ++run) {
    LoopEnd end = run_loop(judge, 1.05, 5, 3);
    faster += end.best_timing["class"] == "FASTER" ? 1 : 0;
    // verify: a fresh judgement of the reported best, by the store's match rule.
    store::Claim claim{end.best_timing["speedup"].get<double>(), end.best_timing["ci95"][0].get<double>(),
                       end.best_timing["ci95"][1].get<double>(), end.best_timing["class"].get<std::string>()};
    nlohmann::json again = judge.eval({{"workload", "12p_RMSNorm"}, {"candidate_source", end.best_source}}).verdict;
    verified += store::match_rule(claim, again).matches ? 1 : 0;
  }
  EXPECT_GE(verified, 18) << "of 20 loops over kernels 5% faster";
  EXPECT_GE(faster, 18);
}

// Answers each candidate's evals in turn from its own list.
struct ScriptedJudge : Judge {
  std::map<std::string, std::vector<nlohmann::json>> answers;
  Judged eval(const nlohmann::json& params) override {
    auto& queue = answers.at(params.at("candidate_source").get<std::string>());
    Judged judged;
    judged.verdict = queue.front();
    queue.erase(queue.begin());
    return judged;
  }
  nlohmann::json describe(const nlohmann::json& params) override { return testing::FakeJudge().describe(params); }
};

nlohmann::json correct(double speedup) {
  return nlohmann::json{
      {"status", "correct"},
      {"message", "correct"},
      {"chip", "cpu"},
      {"held_out", {{"checked", true}, {"correct", true}}},
      {"timing", {{"speedup", speedup}, {"ci95", {speedup - 0.01, speedup + 0.01}}, {"class", "FASTER"}}}};
}

TEST(WinnersCurse, TheConfirmationPicksByItsOwnMeasurementAndDropsWhatIsIncorrectNow) {
  // First verdicts: step 1 claims 1.30x (luck), step 2 1.10x, step 3 1.05x.
  // Re-judged: step 1 is incorrect now, step 2 reads 1.02x, step 3 1.06x.
  ScriptedJudge judge;
  judge.answers["a"] = {correct(1.30), {{"status", "incorrect"}, {"message", "mismatch at seed 7"}}};
  judge.answers["b"] = {correct(1.10), correct(1.02)};
  judge.answers["c"] = {correct(1.05), correct(1.06)};
  judge.answers["d"] = {correct(1.01)};
  std::vector<Step> steps;
  for (const char* source : {"a", "b", "c", "d"}) {
    Step step;
    step.workload = "12p_RMSNorm";
    step.step = static_cast<int64_t>(steps.size()) + 1;
    step.outcome = "ok";
    step.candidate_source = source;
    step.verdict = judge.eval({{"candidate_source", source}}).verdict;
    steps.push_back(step);
  }
  Confirmation confirmation = confirm_best(judge, steps, {{"workload", "12p_RMSNorm"}}, 3, false);
  ASSERT_EQ(confirmation.candidates.size(), 3u);  // step 4 was not among the top 3
  EXPECT_FALSE(confirmation.candidates[0].correct);
  ASSERT_TRUE(confirmation.best);
  EXPECT_EQ(confirmation.candidates[*confirmation.best].step, 3);
  nlohmann::json json = confirmation_json(confirmation);
  EXPECT_EQ(json["best_step"], 3);
  EXPECT_EQ(json["candidates"][1]["claimed"], 1.10);
  EXPECT_EQ(json["candidates"][1]["confirmed"], 1.02);
  EXPECT_EQ(json["candidates"][0]["message"], "mismatch at seed 7");
  EXPECT_TRUE(confirm_best(judge, steps, {}, 0, false).candidates.empty());
}

// verify --run over the loop's run, every re-judgement sent (kept in `sent`)
// and answered correct at 1.07x.
jobs::VerifyReport verify_loop(LoopFixture& fixture, int64_t run_id, std::vector<nlohmann::json>& sent) {
  jobs::VerifyHooks hooks;
  hooks.remote_eval = [&sent](const nlohmann::json& params) {
    sent.push_back(params);
    return jobs::Rejudged{correct(1.07), nlohmann::json::object(), 1.0};
  };
  jobs::VerifyRequest request;
  request.run = static_cast<int>(run_id);
  static const suite::Registry registry = suite::Registry::open_default();
  return jobs::run_verify(request, registry, fixture.database, "loop.db", hooks);
}

// The confirmation counts downstream: the loop records it, verify re-judges
// the step it picked and holds it to the confirmed speedup, and the board
// ranks that kernel, not the one whose first verdict was luckiest.
TEST(WinnersCurse, VerifyAndTheBoardPickTheStepTheConfirmationPicked) {
  // First verdicts rank step 1 ("a", 1.30x) best; the confirmation reads
  // step 1 at 1.01x and step 2 ("b", first 1.10x) at 1.08x.
  ScriptedJudge judge;
  judge.answers["a"] = {correct(1.30), correct(1.01)};
  judge.answers["b"] = {correct(1.10), correct(1.08)};
  judge.answers["c"] = {correct(1.05), correct(1.04)};
  LoopFixture fixture;
  LoopConfig config = fake_config("parallel", 3);
  config.confirm = 3;
  int64_t run_id = fixture.start(config);
  Runner runner(config, judge, fixture.database, run_id, fixture.context({"a", "b", "c"}));
  std::vector<Step> steps = runner.run();
  ASSERT_EQ(steps.size(), 3u);
  ASSERT_EQ(*steps[*best_step(steps, false)].candidate_source, "a");  // what verify picked before
  const Confirmation& confirmation = *runner.ends()[0].confirmation;
  ASSERT_TRUE(confirmation.best);
  const Confirmed& picked = confirmation.candidates[*confirmation.best];
  EXPECT_EQ(picked.step, 2);
  EXPECT_EQ(fixture.database.query_integer("SELECT count(*) FROM confirmations WHERE batch = 1"), 3);

  std::vector<nlohmann::json> sent;
  jobs::VerifyReport report = verify_loop(fixture, run_id, sent);
  ASSERT_EQ(report.rows.size(), 1u);
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["candidate_source"], "b");
  const jobs::VerifyRow& row = report.rows[0];
  EXPECT_EQ(row.original.attempt_id, *picked.attempt_id);
  ASSERT_TRUE(row.original.picked_by_confirmation());
  EXPECT_EQ(row.original.confirmed->step, 2);
  EXPECT_DOUBLE_EQ(store::claim_of(row.original).speedup.value_or(0), 1.08);
  EXPECT_TRUE(row.match.matches) << row.match.note;
  nlohmann::json json = report::verify_json(report)["verifications"][0];
  EXPECT_EQ(json["picked_by"], "loop_pick");
  EXPECT_EQ(json["confirmed"]["speedup"], 1.08);
  EXPECT_EQ(json["original"]["speedup"], 1.10);
  EXPECT_NE(report::verify_text(report).find("picked by the loop's confirmation of step 2: 1.08x"), std::string::npos)
      << report::verify_text(report);

  int counted = 0;
  for (const store::LeaderboardRow& board_row : store::leaderboard_rows(fixture.database)) {
    if (!ranking::counts(board_row)) continue;
    ++counted;
    EXPECT_EQ(board_row.attempt_id, *picked.attempt_id);
    EXPECT_DOUBLE_EQ(board_row.verified->speedup.value_or(0), 1.07);
  }
  EXPECT_EQ(counted, 1);

  // A confirmation recorded without its pick (schema version 4) is read by
  // the confirmed speedup: the same step here, said to be picked so.
  fixture.database.execute("UPDATE confirmations SET picked = 0");
  report = verify_loop(fixture, run_id, sent);
  EXPECT_EQ(report.rows.at(0).original.attempt_id, *picked.attempt_id);
  EXPECT_EQ(report::verify_json(report)["verifications"][0]["picked_by"], "confirmation");
}

// With a target the loop ends on the TPU estimate's best, not the fastest
// here (loop/confirm.h): verify re-judges that one, and says it is the
// loop's pick, where ordering by the confirmed speedup picked the other.
TEST(WinnersCurse, WithATargetVerifyPicksWhatTheLoopPickedNotTheFastestHere) {
  auto judged = [](double here, double estimated) {
    nlohmann::json verdict = correct(here);
    verdict["preflight"] = {{"status", "compiles"}, {"estimated_speedup", estimated}};
    return verdict;
  };
  ScriptedJudge judge;
  judge.answers["fast_here"] = {judged(1.40, 1.0), judged(1.35, 1.0)};
  judge.answers["tpu_best"] = {judged(1.05, 1.6), judged(1.04, 1.5)};
  LoopFixture fixture;
  LoopConfig config = fake_config("parallel", 2);
  config.confirm = 2;
  config.target = "v6e";
  int64_t run_id = fixture.start(config);
  Runner runner(config, judge, fixture.database, run_id, fixture.context({"fast_here", "tpu_best"}));
  runner.run();
  const Confirmation& confirmation = *runner.ends()[0].confirmation;
  ASSERT_TRUE(confirmation.best);
  ASSERT_EQ(confirmation.candidates[*confirmation.best].step, 2);

  std::vector<nlohmann::json> sent;
  jobs::VerifyReport report = verify_loop(fixture, run_id, sent);
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["candidate_source"], "tpu_best");
  EXPECT_EQ(report::verify_json(report)["verifications"][0]["picked_by"], "loop_pick");
}

}  // namespace
}  // namespace jaxbench::loop
