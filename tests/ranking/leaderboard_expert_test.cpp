// Issue #15: the leaderboard says, per workload, whether the best verified
// kernel beats the workload's expert Pallas kernel, as that verified
// verdict's "pallas_reference" says (timed, estimated, lost, none, and a
// jaxbench.verdict/1 verdict without the field), and counts the wins per
// entry, timed and estimated apart, without changing the ranking.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/temp_dir.h"
#include "ranking/expert_comparison.h"
#include "ranking/leaderboard.h"
#include "report/leaderboard_fixture.h"
#include "report/leaderboard_html.h"
#include "report/leaderboard_json.h"
#include "store/leaderboard_rows.h"
#include "store/migrations.h"

namespace jaxbench {
namespace {

nlohmann::json timed(bool beats, double speedup, const std::string& klass) {
  return {{"source", "timed"}, {"chip", "v6e"},    {"speedup", speedup},     {"class", klass},
          {"beats", beats},    {"median_ms", 1.0}, {"program", "pallas_tpu"}};
}

nlohmann::json estimate(bool beats, double speedup) {
  return {{"source", "estimate"}, {"chip", "v6e"}, {"speedup", speedup}, {"class", nullptr}, {"beats", beats}};
}

// A jaxbench.verdict/2 document: the /1 fields the store reads plus the
// expert comparison (null: the workload has no expert kernel).
nlohmann::json verdict2(const std::string& workload, double speedup, const nlohmann::json& reference) {
  nlohmann::json verdict =
      testing::leaderboard_verdict(workload, "cpu", "correct", speedup, speedup - 0.1, speedup + 0.1, 0.5);
  verdict["schema"] = "jaxbench.verdict/2";
  verdict["pallas_reference"] = reference;
  return verdict;
}

TEST(ExpertComparisonTest, ReadsTheFieldsOfATimedComparison) {
  auto comparison = ranking::expert_comparison(verdict2("12p_RMSNorm", 2, timed(true, 1.23, "FASTER")).dump());
  ASSERT_TRUE(comparison);
  EXPECT_EQ(comparison->source, "timed");
  EXPECT_EQ(comparison->speedup, 1.23);
  EXPECT_EQ(comparison->chip, "v6e");
  EXPECT_TRUE(comparison->beats);
  EXPECT_EQ(comparison->klass, "FASTER");
  EXPECT_FALSE(comparison->estimated());
  EXPECT_EQ(ranking::expert_label(comparison), "yes, 1.23x timed on v6e");
}

TEST(ExpertComparisonTest, LabelsAnEstimateAsAnEstimate) {
  auto wins = ranking::expert_comparison(verdict2("8p_GEMM", 2, estimate(true, 1.5)).dump());
  ASSERT_TRUE(wins);
  EXPECT_TRUE(wins->estimated());
  EXPECT_FALSE(wins->klass);
  EXPECT_EQ(ranking::expert_label(wins), "yes, est. 1.50x on v6e (estimate)");
  auto loses = ranking::expert_comparison(verdict2("8p_GEMM", 2, estimate(false, 0.9)).dump());
  EXPECT_EQ(ranking::expert_label(loses), "no (est. 0.90x on v6e, estimate)");
  auto slower = ranking::expert_comparison(verdict2("9p", 2, timed(false, 0.8, "SLOWER")).dump());
  EXPECT_EQ(ranking::expert_label(slower), "no (0.80x timed on v6e, SLOWER)");
}

TEST(ExpertComparisonTest, NoComparisonWithoutAWellFormedField) {
  EXPECT_FALSE(ranking::expert_comparison(verdict2("1p", 2, nullptr).dump()));
  EXPECT_FALSE(ranking::expert_comparison(testing::leaderboard_verdict("1p", "cpu", "correct", 2, 1, 3, 0.5).dump()));
  EXPECT_FALSE(ranking::expert_comparison("not json {"));
  EXPECT_FALSE(ranking::expert_comparison("[1, 2]"));
  nlohmann::json bad = timed(true, 1.2, "FASTER");
  bad["source"] = "guessed";
  EXPECT_FALSE(ranking::expert_comparison(verdict2("1p", 2, bad).dump()));
  bad = timed(true, 1.2, "FASTER");
  bad["beats"] = "yes";
  EXPECT_FALSE(ranking::expert_comparison(verdict2("1p", 2, bad).dump()));
  bad = timed(true, 1.2, "FASTER");
  bad["speedup"] = nullptr;
  EXPECT_EQ(ranking::expert_label(ranking::expert_comparison(verdict2("1p", 2, bad).dump())), "yes, ?x timed on v6e");
  EXPECT_EQ(ranking::expert_label(std::nullopt), "\u2014");
}

class LeaderboardExpertTest : public ::testing::Test {
 protected:
  void SetUp() override {
    store::Database db = store::open_store(dir_.path() + "/store.db");
    int64_t x = store::start_run(db, testing::leaderboard_run("optimize", "agent-x", "cpu"));
    int64_t y = store::start_run(db, testing::leaderboard_run("optimize", "agent-y", "cpu"));
    int64_t verify = store::start_run(db, testing::leaderboard_run("verify", "", "cpu"));
    auto add = [&](int64_t run, const std::string& w, const nlohmann::json& own,
                   const std::optional<nlohmann::json>& again) {
      testing::leaderboard_attempt(db, run, verify, w, own, again, true);
    };
    // 12p twice: the best (2.0x) beats the expert timed; the first, and the
    // best's own first verdict, say otherwise and must not be read.
    add(x, "12p_RMSNorm", verdict2("12p_RMSNorm", 1.5, nullptr),
        verdict2("12p_RMSNorm", 1.5, timed(false, 0.6, "SLOWER")));
    add(x, "12p_RMSNorm", verdict2("12p_RMSNorm", 2.1, estimate(true, 9.9)),
        verdict2("12p_RMSNorm", 2.0, timed(true, 1.23, "FASTER")));
    add(x, "8p_GEMM", verdict2("8p_GEMM", 1.5, estimate(true, 1.5)), verdict2("8p_GEMM", 1.5, estimate(true, 1.5)));
    add(x, "9p_SwiGLU_MLP", verdict2("9p_SwiGLU_MLP", 1.2, timed(false, 0.8, "SLOWER")),
        verdict2("9p_SwiGLU_MLP", 1.2, timed(false, 0.8, "SLOWER")));
    add(x, "1p_Flash_Attention", verdict2("1p_Flash_Attention", 1.1, nullptr),
        verdict2("1p_Flash_Attention", 1.1, nullptr));
    auto v1 = testing::leaderboard_verdict("13p_Cross_Entropy", "cpu", "correct", 0.9, 0.8, 1.0, 0.5);
    add(x, "13p_Cross_Entropy", v1, v1);
    // Never verified: its own verdict's win is not counted.
    add(x, "2p_Unverified", verdict2("2p_Unverified", 3, timed(true, 2, "FASTER")), std::nullopt);
    // agent-y beats two experts, timed, yet ranks below agent-x on fast_1.
    add(y, "12p_RMSNorm", verdict2("12p_RMSNorm", 1.05, timed(true, 1.1, "FASTER")),
        verdict2("12p_RMSNorm", 1.05, timed(true, 1.1, "FASTER")));
    add(y, "8p_GEMM", verdict2("8p_GEMM", 1.02, timed(true, 1.3, "FASTER")),
        verdict2("8p_GEMM", 1.02, timed(true, 1.3, "FASTER")));
    options_.suite = "fixture";
    options_.suite_workloads = {"12p_RMSNorm",   "13p_Cross_Entropy", "1p_Flash_Attention",
                                "2p_Unverified", "8p_GEMM",           "9p_SwiGLU_MLP"};
    board_ = ranking::build_leaderboard(store::leaderboard_rows(db), options_);
    json_ = report::leaderboard_json(board_);
  }
  // agent-x's workload `id` in the JSON.
  const nlohmann::json& workload(const std::string& id) {
    for (const auto& result : json_["agents"][0]["workloads"]) {
      if (result["workload"] == id) return result;
    }
    ADD_FAILURE() << "no workload " << id;
    return json_;
  }

  TempDir dir_{"leaderboard_expert"};
  ranking::LeaderboardOptions options_;
  ranking::Leaderboard board_;
  nlohmann::json json_;
};

TEST_F(LeaderboardExpertTest, EachWorkloadCarriesItsBestKernelsComparison) {
  ASSERT_EQ(json_["agents"][0]["agent"]["name"], "agent-x");
  EXPECT_EQ(
      workload("12p_RMSNorm")["beats_expert"],
      nlohmann::json({{"beats", true}, {"source", "timed"}, {"speedup", 1.23}, {"chip", "v6e"}, {"class", "FASTER"}}));
  EXPECT_EQ(
      workload("8p_GEMM")["beats_expert"],
      nlohmann::json({{"beats", true}, {"source", "estimate"}, {"speedup", 1.5}, {"chip", "v6e"}, {"class", nullptr}}));
  EXPECT_EQ(workload("9p_SwiGLU_MLP")["beats_expert"]["beats"], false);
  EXPECT_EQ(workload("9p_SwiGLU_MLP")["beats_expert"]["class"], "SLOWER");
  EXPECT_TRUE(workload("1p_Flash_Attention")["beats_expert"].is_null());
  EXPECT_TRUE(workload("13p_Cross_Entropy")["beats_expert"].is_null());
  EXPECT_TRUE(workload("2p_Unverified")["beats_expert"].is_null());
}

TEST_F(LeaderboardExpertTest, CountsTimedAndEstimatedWinsApartWithoutChangingTheRanking) {
  const auto& x = json_["agents"][0];
  EXPECT_EQ(x["beats_expert"], nlohmann::json({{"timed", 1}, {"estimated", 1}, {"compared", 3}}));
  const auto& y = json_["agents"][1];
  ASSERT_EQ(y["agent"]["name"], "agent-y");
  EXPECT_EQ(y["beats_expert"], nlohmann::json({{"timed", 2}, {"estimated", 0}, {"compared", 2}}));
  // fast_1: x has 12p, 8p, 9p, 1p over 1x (4/6), y has 2/6.
  EXPECT_EQ(x["fast_p"]["1"].get<double>(), 4.0 / 6);
  EXPECT_EQ(y["fast_p"]["1"].get<double>(), 2.0 / 6);
  EXPECT_EQ(x["rank"], 1);
}

TEST_F(LeaderboardExpertTest, MarkdownSaysYesNoOrDashPerWorkload) {
  std::string markdown = report::leaderboard_markdown(board_);
  EXPECT_NE(markdown.find("| beats the expert kernel |"), std::string::npos);
  EXPECT_NE(markdown.find(" | 12p_RMSNorm | 2.000x [1.900, 2.100] | 50.0% | 2 | yes, 1.23x timed on v6e |"),
            std::string::npos)
      << markdown;
  EXPECT_NE(markdown.find(" | 8p_GEMM | 1.500x [1.400, 1.600] | 50.0% | 1 | yes, est. 1.50x on v6e (estimate) |"),
            std::string::npos);
  EXPECT_NE(markdown.find(" | 9p_SwiGLU_MLP | 1.200x [1.100, 1.300] | 50.0% | 1 | no (0.80x timed on v6e, SLOWER) |"),
            std::string::npos);
  EXPECT_NE(markdown.find(" | 13p_Cross_Entropy | 0.900x [0.800, 1.000] | 50.0% | 1 | \u2014 |"), std::string::npos);
  EXPECT_NE(markdown.find(" | 2p_Unverified | none verified correct | - | 1 | \u2014 |"), std::string::npos);
  EXPECT_NE(markdown.find("| beats expert |"), std::string::npos);
  EXPECT_NE(markdown.find(" | 1 timed, 1 est. of 3 compared |\n"), std::string::npos);
  EXPECT_NE(markdown.find(" | 2 timed, 0 est. of 2 compared |\n"), std::string::npos);
}

TEST_F(LeaderboardExpertTest, PagesShowTheColumnAndTheWorkloadLine) {
  std::string index = report::leaderboard_index_html(board_);
  EXPECT_NE(index.find("<th data-type=\"num\">beats expert</th>"), std::string::npos);
  EXPECT_NE(index.find("data-value=\"2\">1 timed, 1 est. of 3 compared</td></tr>"), std::string::npos);
  std::string rms = report::leaderboard_workload_html(board_, "12p_RMSNorm");
  EXPECT_NE(rms.find("Beats the expert kernel: <b>yes, 1.23x timed on v6e</b>"), std::string::npos);
  EXPECT_NE(rms.find("Beats the expert kernel: <b>yes, 1.10x timed on v6e</b>"), std::string::npos);
  std::string gemm = report::leaderboard_workload_html(board_, "8p_GEMM");
  EXPECT_NE(gemm.find("Beats the expert kernel: <b>yes, est. 1.50x on v6e (estimate)</b>"), std::string::npos);
  std::string old = report::leaderboard_workload_html(board_, "13p_Cross_Entropy");
  EXPECT_NE(old.find("Beats the expert kernel: <b>\u2014</b>"), std::string::npos);
}

}  // namespace
}  // namespace jaxbench
