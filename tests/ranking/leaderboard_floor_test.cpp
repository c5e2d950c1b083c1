// Issue #30, the geomean underflow: each workload's contribution to the
// geomean is floored (ranking/leaderboard_stats.h), so that one tiny time
// cannot carry an agent up the board, while the speedups shown stay the
// measured ones.
#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "core/temp_dir.h"
#include "ranking/leaderboard.h"
#include "report/leaderboard_fixture.h"
#include "report/leaderboard_json.h"
#include "store/leaderboard_rows.h"
#include "store/migrations.h"

namespace jaxbench {
namespace {

using nlohmann::json;

TEST(LeaderboardFloor, ASpeedupCountsNoMoreThanItsRooflineAndTheLimitAllow) {
  EXPECT_EQ(ranking::floored_speedup(1.5, std::nullopt, std::nullopt), 1.5);
  EXPECT_EQ(ranking::floored_speedup(1e6, std::nullopt, std::nullopt), ranking::kSpeedupContributionLimit);
  EXPECT_EQ(ranking::floored_speedup(1e-9, std::nullopt, std::nullopt), 1 / ranking::kSpeedupContributionLimit);
  // The reference takes 1 ms where the chip's floor is 0.1 ms: no kernel is more than 10x faster.
  EXPECT_EQ(ranking::floored_speedup(50, 1.0, 0.1), 10);
  EXPECT_EQ(ranking::floored_speedup(3, 1.0, 0.1), 3);
}

class LeaderboardFloorTest : public ::testing::Test {
 protected:
  void SetUp() override {
    store::Database db = store::open_store(dir_.path() + "/store.db");
    int64_t run = store::start_run(db, testing::leaderboard_run("optimize", "agent-f", "cpu"));
    int64_t verify = store::start_run(db, testing::leaderboard_run("verify", "", "cpu"));
    auto v = [](const std::string& w, double s) {
      return testing::leaderboard_verdict(w, "cpu", "correct", s, s, s, 0.3);
    };
    auto add = [&](const std::string& w, const json& verdict) {
      testing::leaderboard_attempt(db, run, verify, w, verdict, verdict, true);
    };
    add("12p_RMSNorm", v("12p_RMSNorm", 1e6));  // a near-zero time
    add("9p_SwiGLU_MLP", v("9p_SwiGLU_MLP", 1.0));
    json capped = v("8p_GEMM", 40);  // its chip's roofline allows 4x
    capped["timing"]["reference"] = {{"median_ms", 2.0}};
    capped["roofline"]["bound_ms"] = 0.5;
    add("8p_GEMM", capped);
    ranking::LeaderboardOptions options;
    options.suite_workloads = {"12p_RMSNorm", "8p_GEMM", "9p_SwiGLU_MLP"};
    board_ = ranking::build_leaderboard(store::leaderboard_rows(db), options);
  }
  TempDir dir_{"leaderboard-floor"};
  ranking::Leaderboard board_;
};

TEST_F(LeaderboardFloorTest, TheGeomeanCountsFlooredSpeedupsAndShowsTheMeasuredOnes) {
  ASSERT_EQ(board_.entries.size(), 1u);
  const ranking::LeaderboardEntry& entry = board_.entries[0];
  // 8p: min(40, 2.0 / 0.5) = 4; 9p: 1; 12p: min(1e6, 100) = 100.
  EXPECT_DOUBLE_EQ(*entry.geomean, std::cbrt(4.0 * 1.0 * 100.0));
  EXPECT_LT(*entry.geomean, 10);        // unfloored it would read cbrt(4e7) = 342x
  EXPECT_EQ(entry.fast_p[1], 2.0 / 3);  // fast_p counts the measured speedups
  json printed = report::leaderboard_json(board_);
  std::map<std::string, json> best;
  for (const auto& workload : printed["agents"][0]["workloads"]) best[workload["workload"]] = workload["best"];
  EXPECT_EQ(best["12p_RMSNorm"]["speedup"], 1e6);
  EXPECT_EQ(best["8p_GEMM"]["speedup"], 40);
  EXPECT_NE(printed["geomean_floor"].get<std::string>().find("100"), std::string::npos) << printed["geomean_floor"];
}

}  // namespace
}  // namespace jaxbench
