// Issue #30: the leaderboard ranks only kernels correct at their held-out
// shapes, shows "generalizes" = P(correct at held-out | correct at the public
// shape) over an agent's own verdicts, and marks .mlir kernels (one shape,
// held-out shapes not checked) without ranking them.
#include <gtest/gtest.h>

#include "core/temp_dir.h"
#include "ranking/leaderboard.h"
#include "report/leaderboard_fixture.h"
#include "report/leaderboard_json.h"
#include "store/leaderboard_rows.h"
#include "store/migrations.h"

namespace jaxbench {
namespace {

using nlohmann::json;

json with_held_out(json verdict, bool correct, const std::string& shape = "") {
  verdict["held_out"] = {{"checked", true}, {"correct", correct}};
  if (!correct) {
    verdict["status"] = "incorrect";
    verdict["held_out"]["reason"] = "held_out_shape " + shape;
  }
  return verdict;
}

json single_shape(json verdict) {
  verdict["export"] = {{"kind", "mlir"}};
  verdict["held_out"] = {{"checked", false}, {"note", "an .mlir candidate has a single shape"}};
  return verdict;
}

class LeaderboardHeldOutTest : public ::testing::Test {
 protected:
  void SetUp() override {
    store::Database db = store::open_store(dir_.path() + "/store.db");
    int64_t run = store::start_run(db, testing::leaderboard_run("optimize", "agent-h", "cpu"));
    int64_t verify = store::start_run(db, testing::leaderboard_run("verify", "", "cpu"));
    auto v = [](const std::string& w, double s) {
      json verdict = testing::leaderboard_verdict(w, "cpu", "correct", s, s * 0.9, s * 1.1, 0.3);
      verdict.erase("held_out");
      return verdict;
    };
    auto add = [&](const std::string& w, const json& own, const std::optional<json>& again) {
      testing::leaderboard_attempt(db, run, verify, w, own, again, true);
    };
    add("12p_RMSNorm", with_held_out(v("12p_RMSNorm", 1.5), true), with_held_out(v("12p_RMSNorm", 1.4), true));
    add("9p_SwiGLU_MLP", with_held_out(v("9p_SwiGLU_MLP", 1.2), true), with_held_out(v("9p_SwiGLU_MLP", 1.1), true));
    // Correct at the public shape only: in generalizes' denominator, never ranked.
    add("8p_GEMM", with_held_out(v("8p_GEMM", 3.0), false, "K=384,M=128,N=768"), std::nullopt);
    // An .mlir kernel: verified correct at its one shape, marked, not ranked.
    add("1p_Flash_Attention", single_shape(v("1p_Flash_Attention", 4.0)), single_shape(v("1p_Flash_Attention", 4.0)));
    // Verified before held-out shapes existed: not ranked until verify re-judges it.
    add("13p_Cross_Entropy", v("13p_Cross_Entropy", 2.0), v("13p_Cross_Entropy", 2.0));
    ranking::LeaderboardOptions options;
    options.suite_workloads = {"12p_RMSNorm", "13p_Cross_Entropy", "1p_Flash_Attention", "8p_GEMM", "9p_SwiGLU_MLP"};
    board_ = ranking::build_leaderboard(store::leaderboard_rows(db), options);
  }
  const ranking::WorkloadResult& result(const std::string& workload) const {
    for (const auto& r : board_.entries.at(0).workloads) {
      if (r.workload == workload) return r;
    }
    throw std::runtime_error("no " + workload);
  }
  TempDir dir_{"jaxbench-board-held-out-"};
  ranking::Leaderboard board_;
};

TEST_F(LeaderboardHeldOutTest, RanksOnlyKernelsCorrectAtHeldOutShapes) {
  ASSERT_EQ(board_.entries.size(), 1u);
  const ranking::LeaderboardEntry& entry = board_.entries[0];
  EXPECT_EQ(entry.correct, 2);  // 12p and 9p; not 8p (held-out), 1p (.mlir), 13p (never checked)
  EXPECT_TRUE(result("12p_RMSNorm").best.has_value());
  EXPECT_FALSE(result("8p_GEMM").best.has_value());
  EXPECT_FALSE(result("1p_Flash_Attention").best.has_value());
  EXPECT_EQ(result("1p_Flash_Attention").single_shape, 1);
  EXPECT_FALSE(result("13p_Cross_Entropy").best.has_value());
  EXPECT_DOUBLE_EQ(entry.fast_p[1], 2.0 / 5);
}

TEST_F(LeaderboardHeldOutTest, GeneralizesIsTheConditionalShare) {
  const ranking::Generalization& g = board_.entries[0].generalization;
  EXPECT_EQ(g.public_correct, 3);  // 12p, 9p, 8p
  EXPECT_EQ(g.held_out_correct, 2);
  EXPECT_EQ(g.single_shape, 1);
  ASSERT_TRUE(g.rate().has_value());
  EXPECT_DOUBLE_EQ(*g.rate(), 2.0 / 3);
  json board = report::leaderboard_json(board_);
  EXPECT_DOUBLE_EQ(board["agents"][0]["generalizes"].get<double>(), 2.0 / 3);
  std::string markdown = report::leaderboard_markdown(board_);
  EXPECT_NE(markdown.find("| generalizes |"), std::string::npos);
  EXPECT_NE(markdown.find("0.67 (2 of 3); 1 .mlir not ranked"), std::string::npos) << markdown;
  EXPECT_NE(markdown.find("1 .mlir kernel not ranked (one shape: held-out shapes not checked)"), std::string::npos);
}

}  // namespace
}  // namespace jaxbench
