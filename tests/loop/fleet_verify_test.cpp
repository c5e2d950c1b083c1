// `verify --executor ray` against the scripted bridge (no Ray): each best
// attempt is re-judged once through the fleet with its source in the
// params, recorded on the driver with the worker that judged it, and an
// attempt the fleet could not judge is that row's error, not the run's.
#include <gtest/gtest.h>

#include "core/temp_dir.h"
#include "jobs/verify.h"
#include "loop/fleet_judge.h"
#include "report/verify_report.h"
#include "store/migrations.h"
#include "store/record_rows.h"
#include "store/store_fixtures.h"

namespace jaxbench::loop {
namespace {

using store::testing::sample_attempt;
using store::testing::sample_run;
using store::testing::sample_verdict;

class FleetVerify : public ::testing::Test {
 protected:
  FleetVerify() : dir_("jaxbench-fleet-verify-"), database_(store::open_store(dir_.path() + "/v.db")) {}

  void stored(const std::string& workload) {
    store::record_eval(database_, sample_run(), sample_attempt(workload), sample_verdict(workload, "correct", 1.5));
  }
  // Verifies every run's best attempts through the scripted bridge run as `args`.
  jobs::VerifyReport verify(const std::vector<std::string>& args, std::vector<nlohmann::json>& sent) {
    fleet::BridgeOptions options;
    options.command = {"python3", std::string(JAXBENCH_TEST_DATA) + "/fleet/scripted_bridge.py"};
    options.command.insert(options.command.end(), args.begin(), args.end());
    fleet::Bridge bridge(options);
    FleetJudge judge(bridge);
    jobs::VerifyHooks hooks;
    hooks.remote_eval = [&judge, &sent](const nlohmann::json& params) {
      sent.push_back(params);
      return rejudge(judge, params);
    };
    jobs::VerifyRequest request;
    request.all = true;
    request.seeds = 4;
    suite::Registry registry = suite::Registry::open_default();
    return jobs::run_verify(request, registry, database_, dir_.path() + "/v.db", hooks);
  }
  int64_t count(const std::string& sql) { return database_.query_integer(sql); }

  TempDir dir_;
  store::Database database_;
};

TEST_F(FleetVerify, EachAttemptIsJudgedOnceOnTheFleetAndNamesItsWorker) {
  stored("12p_RMSNorm");
  stored("41k_Gemm");
  std::vector<nlohmann::json> sent;
  jobs::VerifyReport report = verify({"reverse", "1"}, sent);
  ASSERT_EQ(report.rows.size(), 2u);
  ASSERT_EQ(sent.size(), 2u);
  EXPECT_EQ(sent[0]["candidate_source"], sample_attempt("12p_RMSNorm").candidate_source.value());
  EXPECT_EQ(sent[0]["candidate_kind"], "py");
  EXPECT_EQ(sent[0]["size"], "small");
  EXPECT_EQ(sent[0]["seeds"], 4);
  EXPECT_FALSE(sent[0].contains("candidate_path"));  // nodes share no files
  EXPECT_GT(report.run_id, 0);
  for (const jobs::VerifyRow& row : report.rows) {
    EXPECT_FALSE(row.error) << row.match.note;
    EXPECT_EQ(row.verdict["fleet"]["worker"], "cpu-0");
    EXPECT_FALSE(row.verdict.contains("record_facts"));
    EXPECT_GT(row.recorded.verification_id, 0);
    EXPECT_NE(report::verify_progress("1/2", row).find(" on cpu-0"), std::string::npos);
    // The scripted judge times nothing: a claimed interval is not met.
    EXPECT_FALSE(row.match.matches);
  }
  EXPECT_EQ(report::verify_json(report)["verifications"][1]["verified"]["fleet"]["worker"], "cpu-0");
  EXPECT_EQ(count("SELECT COUNT(*) FROM verifications"), 2);
  EXPECT_EQ(count("SELECT COUNT(*) FROM verdicts WHERE verdict_json LIKE '%cpu-0%'"), 2);
}

TEST_F(FleetVerify, AnAttemptTheFleetCouldNotJudgeIsThatRowsError) {
  stored("12p_RMSNorm");
  stored("41k_Gemm");
  std::vector<nlohmann::json> sent;
  jobs::VerifyReport report = verify({"reverse", "1", "41k_Gemm"}, sent);
  ASSERT_EQ(report.rows.size(), 2u);
  const jobs::VerifyRow& failed = report.rows[0].original.workload == "41k_Gemm" ? report.rows[0] : report.rows[1];
  const jobs::VerifyRow& judged = &failed == &report.rows[0] ? report.rows[1] : report.rows[0];
  EXPECT_TRUE(failed.error);
  EXPECT_NE(failed.match.note.find("fleet_failed"), std::string::npos) << failed.match.note;
  EXPECT_FALSE(judged.error);
  EXPECT_EQ(judged.verdict["fleet"]["worker"], "cpu-0");
  EXPECT_EQ(count("SELECT COUNT(*) FROM verifications"), 1);
}

}  // namespace
}  // namespace jaxbench::loop
