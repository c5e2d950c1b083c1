// The loop's judge on a fleet, against the scripted bridge: the verdict
// without serve --no-store's record_facts, those as the facts the runner
// records, the worker named in the verdict, a refusal as an error.
#include "loop/fleet_judge.h"

#include <gtest/gtest.h>

#include "core/error.h"

namespace jaxbench::loop {
namespace {

fleet::BridgeOptions scripted(std::vector<std::string> args) {
  fleet::BridgeOptions options;
  options.command = {"python3", std::string(JAXBENCH_TEST_DATA) + "/fleet/scripted_bridge.py"};
  options.command.insert(options.command.end(), args.begin(), args.end());
  return options;
}

TEST(FleetJudge, SplitsTheFactsFromTheVerdictAndNamesTheWorker) {
  fleet::Bridge bridge(scripted({"reverse", "1"}));
  FleetJudge judge(bridge);
  EXPECT_TRUE(judge.parallel());
  Judged judged = judge.eval({{"workload", "12p"}, {"candidate_source", "def workload(x): return x"}});
  EXPECT_EQ(judged.verdict["status"], "correct");
  EXPECT_FALSE(judged.verdict.contains("record_facts"));
  std::string module_hash;
  for (int i = 0; i < 32; ++i) module_hash += "ab";
  EXPECT_EQ(judged.facts["module_sha256"], module_hash);
  EXPECT_EQ(judged.facts["candidate_source"], "def workload(x): return x");
  EXPECT_EQ(judged.verdict["fleet"]["worker"], "cpu-0");
  EXPECT_GE(judged.wall_seconds, 0);
}

TEST(FleetJudge, AFleetThatCouldNotJudgeIsAnError) {
  fleet::Bridge bridge(scripted({"reverse", "1", "41k"}));
  FleetJudge judge(bridge);
  try {
    judge.eval({{"workload", "41k"}});
    FAIL() << "a fleet_failed answer was taken as a verdict";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("fleet_failed"), std::string::npos) << error.what();
  }
}

}  // namespace
}  // namespace jaxbench::loop
