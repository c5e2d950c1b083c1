// A run killed at any point resumes from the store: a planned step is
// proposed once, a proposed one judged once, and the budget is met exactly.
#include <gtest/gtest.h>

#include "core/error.h"
#include "loop/fake_loop.h"
#include "store/loop_records.h"

namespace jaxbench::loop::testing {
namespace {

// Dies (as a crash would, by an exception out of the judge) when the given
// candidate comes to be judged, the first time only.
void crash_on(FakeJudge& judge, const std::string& source) {
  auto crashed = std::make_shared<bool>(false);
  judge.before_eval = [crashed, source](const std::string& candidate) {
    if (candidate == source && !*crashed) {
      *crashed = true;
      throw Error("killed while judging " + candidate);
    }
  };
}

TEST(LoopResume, AStepProposedButNotJudgedIsJudgedOnceAfterResume) {
  LoopFixture fixture;
  LoopConfig config = fake_config("refine", 5);
  int64_t run_id = fixture.start(config);
  FakeJudge judge;
  crash_on(judge, "correct 1.0 #2");
  {
    Runner first(config, judge, fixture.database, run_id, fixture.context({}));
    first.run();
    ASSERT_EQ(first.ends()[0].stopped_by, "error");
  }
  std::vector<Step> stored = store::load_steps(fixture.database, run_id);
  ASSERT_EQ(stored.size(), 3u);
  EXPECT_TRUE(stored[2].outcome && !stored[2].attempt_id);
  Runner second(config, judge, fixture.database, run_id, fixture.context({}));
  std::vector<Step> steps = second.run();
  EXPECT_EQ(second.ends()[0].stopped_by, "budget");
  ASSERT_EQ(steps.size(), 5u);
  for (const auto& [source, times] : judge.judged) EXPECT_EQ(times, 1) << source << " judged " << times << " times";
  EXPECT_EQ(judge.judged.size(), 5u);
  // Nothing was proposed twice either: five requests for five steps.
  EXPECT_EQ(fixture.log->requests.size(), 5u);
  for (const Step& step : steps) EXPECT_TRUE(step.attempt_id) << "step " << step.step;
}

TEST(LoopResume, APlannedRoundIsProposedAsPlannedNotPlannedAgain) {
  LoopFixture fixture;
  LoopConfig config = fake_config("parallel", 4);
  int64_t run_id = fixture.start(config);
  FakeJudge judge;
  crash_on(judge, "correct 1.0 #0");
  Runner first(config, judge, fixture.database, run_id, fixture.context({}));
  first.run();
  std::vector<Step> after_crash = store::load_steps(fixture.database, run_id);
  ASSERT_EQ(after_crash.size(), 4u);  // the whole round was planned and proposed before the crash
  Runner second(config, judge, fixture.database, run_id, fixture.context({}));
  std::vector<Step> steps = second.run();
  EXPECT_EQ(steps.size(), 4u);
  EXPECT_EQ(fixture.log->requests.size(), 4u);
  for (const auto& [source, times] : judge.judged) EXPECT_EQ(times, 1) << source;
}

TEST(LoopResume, TheStoredConfigurationRoundTrips) {
  LoopConfig config = fake_config("beam", 7);
  config.strategy.width = 3;
  config.budget.tokens = 1234;
  config.target = "v6e";
  config.template_path = "examples/templates/12p_RMSNorm.py";
  LoopConfig back = config_from_json(config_json(config));
  EXPECT_EQ(config_json(back), config_json(config));
  EXPECT_EQ(strategy_label(back), "beam 3x2x3");
  EXPECT_EQ(budget_label(back.budget), "7 proposals, 1234 tokens");
  nlohmann::json broken = config_json(config);
  broken.erase("strategy");
  EXPECT_THROW(config_from_json(broken), Error);
}

}  // namespace
}  // namespace jaxbench::loop::testing
