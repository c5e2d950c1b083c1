// The history's printers: JSON with every column, text newest first.
#include "report/history_report.h"

#include <gtest/gtest.h>

namespace jaxbench::report {
namespace {

store::HistoryRow row(int64_t id, const std::string& status) {
  store::HistoryRow r;
  r.verdict_id = id;
  r.workload = "12p_RMSNorm";
  r.status = status;
  r.kind = "candidate";
  r.candidate_path = "/k/" + std::to_string(id) + ".py";
  return r;
}

TEST(HistoryReport, JsonCarriesTheIntervalOrNull) {
  store::HistoryRow timed = row(2, "correct");
  timed.speedup = 1.5;
  timed.speedup_low = 1.4;
  timed.speedup_high = 1.6;
  nlohmann::json document = history_json({timed, row(1, "rejected")}, "/s.db");
  EXPECT_EQ(document["schema"], "jaxbench.history/1");
  EXPECT_EQ(document["count"], 2);
  EXPECT_EQ(document["db"], "/s.db");
  EXPECT_EQ(document["verdicts"][0]["ci95"], nlohmann::json({1.4, 1.6}));
  EXPECT_TRUE(document["verdicts"][1]["ci95"].is_null());
  EXPECT_TRUE(document["verdicts"][1]["speedup"].is_null());
}

TEST(HistoryReport, TextListsInTheOrderGiven) {
  store::HistoryRow timed = row(2, "correct");
  timed.speedup = 1.25;
  std::string text = history_text({timed, row(1, "rejected")}, "/s.db");
  EXPECT_LT(text.find("/k/2.py"), text.find("/k/1.py"));
  EXPECT_NE(text.find("1.250x"), std::string::npos) << text;
  EXPECT_NE(text.find("2 verdicts from /s.db, newest first"), std::string::npos);
  EXPECT_EQ(history_text({}, "/s.db"), "no verdicts recorded in /s.db\n");
}

}  // namespace
}  // namespace jaxbench::report
