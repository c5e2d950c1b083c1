// The C++ side of the fleet against a scripted bridge (tests/data/fleet/
// scripted_bridge.py, no Ray): answers matched to their calls whatever
// order they come in, the bridge's own refusal as the error, a bridge that
// ends failing what was in flight, and run_on_fleet's rows in plan order,
// each naming its worker and recorded once.
#include "fleet/bridge.h"

#include <gtest/gtest.h>

#include <set>

#include "core/error.h"
#include "core/temp_dir.h"
#include "fleet/executor.h"
#include "fleet/run_fleet.h"
#include "jobs/eval_fields.h"
#include "jobs/request_deadlines.h"
#include "loop/fleet_judge.h"
#include "store/recorder.h"
#include "suite/registry.h"

namespace jaxbench::fleet {
namespace {

BridgeOptions scripted(std::vector<std::string> args) {
  BridgeOptions options;
  options.command = {"python3", std::string(JAXBENCH_TEST_DATA) + "/fleet/scripted_bridge.py"};
  options.command.insert(options.command.end(), args.begin(), args.end());
  options.start_timeout_seconds = 60;
  return options;
}

TEST(Executor, ParsesTheThreeForms) {
  EXPECT_FALSE(parse_executor("local").ray);
  Executor plain = parse_executor("ray");
  EXPECT_TRUE(plain.ray);
  EXPECT_EQ(plain.address, "");
  EXPECT_EQ(parse_executor("ray://10.0.0.2:6379").address, "10.0.0.2:6379");
}

TEST(Executor, RefusesOtherFormsNamingThem) {
  try {
    parse_executor("kubernetes");
    FAIL() << "kubernetes was accepted";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("kubernetes"), std::string::npos);
    EXPECT_NE(std::string(error.what()).find(kExecutorForms), std::string::npos);
  }
  EXPECT_THROW(parse_executor("ray://"), Error);
}

TEST(Bridge, MatchesAnswersToCallsInAnyOrder) {
  std::vector<std::string> logged;
  BridgeOptions options = scripted({"reverse", "3"});
  options.log = [&](const std::string& line) { logged.push_back(line); };
  Bridge bridge(options);
  EXPECT_EQ(bridge.joined()["fleet"]["cluster"], "scripted");
  std::vector<std::future<Reply>> replies;
  for (const char* workload : {"a", "b", "c"}) replies.push_back(bridge.call("run", {{"workload", workload}}));
  std::set<std::string> workers;
  for (size_t i = 0; i < replies.size(); ++i) {
    Reply reply = replies[i].get();
    ASSERT_TRUE(reply.ok()) << reply.error_message;
    EXPECT_EQ(reply.result["workload"], std::string(1, static_cast<char>('a' + i)));
    workers.insert(reply.fleet["worker"].get<std::string>());
  }
  EXPECT_EQ(workers.size(), 3u);
  ASSERT_FALSE(logged.empty());
  EXPECT_NE(logged.front().find("joined a scripted cluster"), std::string::npos);
}

TEST(Bridge, ItsRefusalToStartIsTheError) {
  try {
    Bridge bridge(scripted({"refuse"}));
    FAIL() << "a bridge that exited 2 was taken as joined";
  } catch (const Error& error) {
    std::string message = error.what();
    EXPECT_NE(message.find("./setup.sh --with-ray"), std::string::npos) << message;
    EXPECT_NE(message.find("exited with code 2"), std::string::npos) << message;
  }
}

TEST(Bridge, EndingFailsWhatWasInFlightAndEveryLaterCall) {
  Bridge bridge(scripted({"die", "3"}));
  auto first = bridge.call("run", {{"workload", "a"}});
  auto second = bridge.call("run", {{"workload", "b"}});
  auto third = bridge.call("run", {{"workload", "c"}});
  EXPECT_TRUE(first.get().ok());
  try {
    second.get();
    FAIL() << "a call in flight when the bridge ended got an answer";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("the whole cluster is lost"), std::string::npos) << error.what();
    EXPECT_NE(std::string(error.what()).find("exited with code 3"), std::string::npos) << error.what();
  }
  EXPECT_THROW(third.get(), Error);
  EXPECT_THROW(bridge.call("run", {{"workload", "d"}}).get(), Error);
}

TEST(RunOnFleet, RowsInPlanOrderEachNamingItsWorkerRecordedOnce) {
  suite::Registry registry = suite::Registry::open_default();
  std::vector<std::string> ids;
  for (const auto* entry : registry.suite("all")) ids.push_back(entry->id);
  ASSERT_GE(ids.size(), 3u);
  Bridge bridge(scripted({"reverse", "3", ids[1]}));
  TempDir dir("jaxbench-fleet-test-");
  store::StoreOptions where;
  where.db = dir.path() + "/results.db";
  store::Recorder recorder(where, store::RunInfo{"run", "", "", "", "", {}});
  jobs::RunRequest request;
  request.workloads = {ids[0], ids[1], ids[2]};
  request.budget_seconds = 0.25;
  std::vector<std::string> progressed;
  jobs::RunOutcome outcome =
      run_on_fleet(request, registry, bridge, &recorder,
                   [&](size_t, size_t, const suite::RunRecord& r) { progressed.push_back(r.workload); });
  ASSERT_EQ(outcome.records.size(), 3u);
  EXPECT_EQ(progressed, (std::vector<std::string>{ids[0], ids[1], ids[2]}));
  for (size_t i = 0; i < 3; ++i) EXPECT_EQ(outcome.records[i].workload, ids[i]);
  EXPECT_EQ(outcome.records[0].status, "success");
  EXPECT_EQ(outcome.records[0].judged_by["worker"], "cpu-2");  // answered last of the batch reversed
  EXPECT_EQ(outcome.records[2].judged_by["worker"], "cpu-0");
  EXPECT_EQ(outcome.records[1].status, "error");
  EXPECT_NE(outcome.records[1].error.find("failed on 3 judges"), std::string::npos) << outcome.records[1].error;
  EXPECT_EQ(outcome.failed(), 1u);
  EXPECT_EQ(outcome.metadata["executor"], "ray");
  ASSERT_FALSE(recorder.error()) << *recorder.error();
  EXPECT_EQ(recorder.json()["attempt_ids"].size(), 3u);
}

// The fleet used to give every request 900 s, whatever it asked: an honest
// eval with a long budget was cut by the wrong rule. Now the request's own
// deadline (the one serve's front kills at) travels in the envelope.
TEST(FleetJudge, TheFleetWaitsAsLongAsTheRequestsOwnDeadline) {
  Bridge bridge(scripted({"reverse", "1"}));
  loop::FleetJudge judge(bridge);
  jobs::EvalRequest request;
  request.workload = "12p";
  request.budget_seconds = 300;  // four budgets of timing alone pass 900 s
  nlohmann::json params = jobs::encode_eval_request(request);
  params["candidate_source"] = "def workload(x):\n  return x\n";
  loop::Judged judged = judge.eval(params);
  ASSERT_TRUE(judged.verdict.contains("envelope_seen")) << judged.verdict.dump();
  double asked = judged.verdict["envelope_seen"]["timeout_s"].get<double>();
  EXPECT_DOUBLE_EQ(asked, jobs::eval_deadline_seconds(request) + Bridge::kFleetSlackSeconds);
  EXPECT_GT(asked, 900 + 300 * 4);
}

TEST(RunOnFleet, ParamsCarryTheDriversPlan) {
  jobs::RunRequest request;
  request.budget_seconds = 0.5;
  request.num_iters = 4;
  jobs::RunPlan plan = jobs::plan_run(request);
  nlohmann::json params = run_params("12p", "baseline", request, plan);
  EXPECT_EQ(params["workload"], "12p");
  EXPECT_EQ(params["size"], plan.size);
  EXPECT_DOUBLE_EQ(params["budget"].get<double>(), 0.5);
  EXPECT_EQ(params["num_iters"], 4);
  EXPECT_FALSE(params.contains("num_warmup"));
}

}  // namespace
}  // namespace jaxbench::fleet
