// Issue #12, must-show 2: fast_p, the geometric mean and its bootstrap
// interval computed by hand on a store of 12 verdicts equal the
// leaderboard's JSON exactly. The expected numbers are literals from the
// fixture (report/leaderboard_fixture.h); the interval is recomputed here by
// a second implementation of the algorithm ranking/leaderboard_stats.h
// documents, not by calling it.
#include "ranking/leaderboard.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "core/temp_dir.h"
#include "report/leaderboard_fixture.h"
#include "report/leaderboard_html.h"
#include "report/leaderboard_json.h"
#include "store/leaderboard_rows.h"
#include "store/migrations.h"

namespace jaxbench {
namespace {

// The documented bootstrap, written again from its description.
std::pair<double, double> bootstrap_by_hand(const std::vector<double>& s, int resamples, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<double> g;
  for (int b = 0; b < resamples; ++b) {
    double logs = 0;
    for (size_t i = 0; i < s.size(); ++i) logs += std::log(s[rng() % s.size()]);
    g.push_back(std::exp(logs / static_cast<double>(s.size())));
  }
  std::sort(g.begin(), g.end());
  size_t k = static_cast<size_t>(resamples) * 25 / 1000;
  return {g[k], g[static_cast<size_t>(resamples) - 1 - k]};
}

double geomean_by_hand(const std::vector<double>& s) {
  double logs = 0;
  for (double x : s) logs += std::log(x);
  return std::exp(logs / static_cast<double>(s.size()));
}

class LeaderboardTest : public ::testing::Test {
 protected:
  void SetUp() override {
    store::Database db = store::open_store(dir_.path() + "/store.db");
    fixture_ = testing::write_leaderboard_fixture(db);
    rows_ = store::leaderboard_rows(db);
    options_.suite = "fixture";
    options_.suite_workloads = {"12p_RMSNorm", "13p_Cross_Entropy", "1p_Flash_Attention", "8p_GEMM", "9p_SwiGLU_MLP"};
    json_ = report::leaderboard_json(ranking::build_leaderboard(rows_, options_));
  }
  // The entry for an agent label and chip.
  const nlohmann::json& agent(const std::string& label, const std::string& chip) {
    for (const auto& entry : json_["agents"]) {
      if (entry["agent"]["label"] == label && entry["chip"] == chip) return entry;
    }
    ADD_FAILURE() << "no entry " << label << " on " << chip;
    return json_;
  }
  void expect_numbers(const nlohmann::json& e, std::array<double, 4> fast, const std::vector<double>& best) {
    EXPECT_EQ(e["fast_p"]["0"].get<double>(), fast[0]);
    EXPECT_EQ(e["fast_p"]["1"].get<double>(), fast[1]);
    EXPECT_EQ(e["fast_p"]["1.5"].get<double>(), fast[2]);
    EXPECT_EQ(e["fast_p"]["2"].get<double>(), fast[3]);
    EXPECT_EQ(e["geomean_speedup"].get<double>(), geomean_by_hand(best));
    auto [low, high] = bootstrap_by_hand(best, 1000, 20261201);
    EXPECT_EQ(e["geomean_ci95"][0].get<double>(), low);
    EXPECT_EQ(e["geomean_ci95"][1].get<double>(), high);
    EXPECT_LE(low, e["geomean_speedup"].get<double>());
    EXPECT_GE(high, e["geomean_speedup"].get<double>());
  }

  TempDir dir_{"leaderboard"};
  testing::LeaderboardFixture fixture_;
  std::vector<store::LeaderboardRow> rows_;
  ranking::LeaderboardOptions options_;
  nlohmann::json json_;
};

TEST_F(LeaderboardTest, ReadsTwelveCandidatesAndNoVerifyAttempts) {
  EXPECT_EQ(rows_.size(), 12u);
  EXPECT_EQ(json_["schema"], "jaxbench.leaderboard/1");
  EXPECT_EQ(json_["bootstrap"]["resamples"], 1000);
  EXPECT_EQ(json_["bootstrap"]["seed"], 20261201u);
}

TEST_F(LeaderboardTest, FastPGeomeanAndIntervalMatchTheHandComputation) {
  // Five workloads in the suite. agent-a on the CPU: best verified 12p 2.4,
  // 1p 0.9, 8p 1.1 (ascending id order); 9p incorrect, 13p did not verify.
  const auto& a = agent("agent-a \u00b7 model-agent-a \u00b7 greedy \u00b7 10 attempts", "cpu");
  expect_numbers(a, {3.0 / 5, 2.0 / 5, 1.0 / 5, 1.0 / 5}, {2.4, 0.9, 1.1});
  EXPECT_EQ(a["workloads_attempted"], 5);
  EXPECT_EQ(a["correctness_rate"].get<double>(), 3.0 / 5);
  EXPECT_EQ(a["median_roofline_percent"].get<double>(), 0.2 * 100);
  EXPECT_EQ(a["tokens"], 600);
  EXPECT_EQ(a["wall_seconds"].get<double>(), 6 * 2.5);
  // agent-b: 12p 1.4, 9p 2.2; its 8p (5.1x) is hidden and not counted.
  const auto& b = agent("agent-b \u00b7 model-agent-b \u00b7 greedy \u00b7 10 attempts", "cpu");
  expect_numbers(b, {2.0 / 5, 2.0 / 5, 1.0 / 5, 1.0 / 5}, {1.4, 2.2});
  EXPECT_EQ(b["correctness_rate"].get<double>(), 2.0 / 3);
  EXPECT_EQ(b["median_roofline_percent"].get<double>(), (0.3 * 100 + 0.6 * 100) / 2);
  // agent-a on the TPU: one workload, 3.9x.
  const auto& t = agent("agent-a \u00b7 model-agent-a \u00b7 greedy \u00b7 10 attempts", "TPU v6e");
  expect_numbers(t, {1.0 / 5, 1.0 / 5, 1.0 / 5, 1.0 / 5}, {3.9});
  // A person's evals: 12p verified 1.02x, 8p never verified.
  const auto& e = agent("eval (no agent)", "cpu");
  expect_numbers(e, {1.0 / 5, 1.0 / 5, 0, 0}, {1.02});
  EXPECT_EQ(e["correctness_rate"].get<double>(), 1.0 / 2);
}

TEST_F(LeaderboardTest, RanksByFastOneThenGeomean) {
  // agent-b and agent-a tie on fast_1 (2/5); b's geomean sqrt(1.4*2.2) beats
  // a's cbrt(2.4*0.9*1.1). The TPU entry and the evals tie at 1/5: 3.9 > 1.02.
  std::vector<std::pair<std::string, std::string>> order;
  for (const auto& entry : json_["agents"]) order.emplace_back(entry["agent"]["name"], entry["chip"]);
  std::vector<std::pair<std::string, std::string>> expected = {
      {"agent-b", "cpu"}, {"agent-a", "cpu"}, {"agent-a", "TPU v6e"}, {"eval (no agent)", "cpu"}};
  EXPECT_EQ(order, expected);
  for (size_t i = 0; i < json_["agents"].size(); ++i) EXPECT_EQ(json_["agents"][i]["rank"], i + 1);
}

TEST_F(LeaderboardTest, EachTierHasItsOwnGeomeanAndTheFirstKeepsItsOwn) {
  // The fixture's 12p, 1p and 8p as one tier, 13p and 9p as another: agent-a's
  // "suite" tier holds its 12p 2.4, 1p 0.9 and 8p 1.1, the other tier nothing
  // verified (9p incorrect, 13p did not verify).
  options_.tiers = {"suite", "levels"};
  for (const char* id : {"12p_RMSNorm", "1p_Flash_Attention", "8p_GEMM"}) options_.tier_of[id] = "suite";
  for (const char* id : {"13p_Cross_Entropy", "9p_SwiGLU_MLP"}) options_.tier_of[id] = "levels";
  json_ = report::leaderboard_json(ranking::build_leaderboard(rows_, options_));
  EXPECT_EQ(json_["tiers"], nlohmann::json({"suite", "levels"}));
  const auto& a = agent("agent-a \u00b7 model-agent-a \u00b7 greedy \u00b7 10 attempts", "cpu");
  const auto& suite = a["tiers"]["suite"];
  EXPECT_EQ(suite["workloads"], 3);
  EXPECT_EQ(suite["workloads_correct"], 3);
  EXPECT_EQ(suite["geomean_speedup"].get<double>(), geomean_by_hand({2.4, 0.9, 1.1}));
  EXPECT_EQ(suite["fast_1"].get<double>(), 2.0 / 3);
  const auto& levels = a["tiers"]["levels"];
  EXPECT_EQ(levels["workloads_attempted"], 2);
  EXPECT_EQ(levels["workloads_correct"], 0);
  EXPECT_TRUE(levels["geomean_speedup"].is_null());
  // agent-b's 9p 2.2 is the levels tier's alone.
  const auto& b = agent("agent-b \u00b7 model-agent-b \u00b7 greedy \u00b7 10 attempts", "cpu");
  EXPECT_EQ(b["tiers"]["levels"]["geomean_speedup"].get<double>(), 2.2);
  EXPECT_EQ(b["tiers"]["suite"]["geomean_speedup"].get<double>(), 1.4);
  std::string markdown = report::leaderboard_markdown(ranking::build_leaderboard(rows_, options_));
  EXPECT_NE(markdown.find("## Tier `levels`"), std::string::npos);
  // The site's index: each tier under its own heading, agent-b's levels geomean in its own table.
  std::string html = report::leaderboard_index_html(ranking::build_leaderboard(rows_, options_));
  size_t levels_table = html.find("<h2>Tier <code>levels</code></h2>");
  ASSERT_NE(levels_table, std::string::npos);
  EXPECT_NE(html.find("<h2>Tier <code>suite</code></h2>"), std::string::npos);
  size_t charts = html.find("<h2>Speedup per workload</h2>");
  EXPECT_LT(html.find("2.200x", levels_table), charts);
}

TEST_F(LeaderboardTest, BestKernelUsesTheVerifiedVerdict) {
  const auto& a = agent("agent-a \u00b7 model-agent-a \u00b7 greedy \u00b7 10 attempts", "cpu");
  const auto& rms = a["workloads"][0];
  ASSERT_EQ(rms["workload"], "12p_RMSNorm");
  EXPECT_EQ(rms["best"]["speedup"].get<double>(), 2.4);
  EXPECT_EQ(rms["best"]["ci95"], nlohmann::json({2.2, 2.6}));
  EXPECT_EQ(rms["best"]["original_speedup"].get<double>(), 2.5);
  EXPECT_EQ(rms["attempts"].size(), 2u);
  EXPECT_EQ(a["workloads"][4]["workload"], "9p_SwiGLU_MLP");
  EXPECT_TRUE(a["workloads"][4]["best"].is_null());
}

TEST_F(LeaderboardTest, ListsDidNotVerifyAndHiddenWithTheirReasons) {
  ASSERT_EQ(json_["did_not_verify"].size(), 1u);
  EXPECT_EQ(json_["did_not_verify"][0]["attempt_id"], fixture_.did_not_verify_attempt);
  EXPECT_EQ(json_["did_not_verify"][0]["note"], "incorrect on fresh seeds: output 0 differs at index 7");
  EXPECT_EQ(json_["did_not_verify"][0]["verified"]["status"], "incorrect");
  ASSERT_EQ(json_["hidden"].size(), 1u);
  EXPECT_EQ(json_["hidden"][0]["attempt_id"], fixture_.hidden_attempt);
  EXPECT_EQ(json_["hidden"][0]["why"], "returns the reference's cached output <b>");
}

TEST_F(LeaderboardTest, ChipFilterKeepsOnlyThatChip) {
  options_.chip = "TPU v6e";
  nlohmann::json only = report::leaderboard_json(ranking::build_leaderboard(rows_, options_));
  ASSERT_EQ(only["agents"].size(), 1u);
  EXPECT_EQ(only["agents"][0]["chip"], "TPU v6e");
  EXPECT_TRUE(only["did_not_verify"].empty());
}

TEST_F(LeaderboardTest, PagesEscapeWhatCameFromTheStore) {
  ranking::Leaderboard board = ranking::build_leaderboard(rows_, options_);
  std::string page = report::leaderboard_workload_html(board, "12p_RMSNorm");
  EXPECT_NE(page.find("# &lt;/script&gt;&lt;b&gt;not bold&lt;/b&gt;"), std::string::npos);
  EXPECT_EQ(page.find("</script><b>"), std::string::npos);
  std::string index = report::leaderboard_index_html(board);
  EXPECT_NE(index.find("cached output &lt;b&gt;"), std::string::npos);
  EXPECT_EQ(report::workload_page_name("a/../b c"), "a_.._b_c.html");
}

}  // namespace
}  // namespace jaxbench
