// Issue #28, the leaderboard's part: a workload page draws the best verified
// kernel's TPU profile against the reference's (report/leaderboard_profile.h),
// bars in seconds on one scale, each bottleneck named; a verdict without a
// profile, or with one that does not read, gets a note and no SVG.
#include "report/leaderboard_profile.h"

#include <gtest/gtest.h>

#include <regex>
#include <utility>
#include <vector>

#include "core/status.h"
#include "core/temp_dir.h"
#include "judge/preflight_report.h"
#include "platform/registry.h"
#include "ranking/leaderboard.h"
#include "report/leaderboard_fixture.h"
#include "report/leaderboard_html.h"
#include "report/leaderboard_json.h"
#include "store/leaderboard_rows.h"
#include "store/migrations.h"
#include "support/tpu_profile_fixture.h"

namespace jaxbench::report {
namespace {

using nlohmann::json;

preflight::TpuProfile profile(const std::string& bottleneck, const std::string& reason, double seconds,
                              const std::vector<std::pair<std::string, double>>& units) {
  preflight::TpuProfile p = test_support::one_unit_profile(bottleneck, reason, 0.42, "unused");
  p.seconds = seconds;
  p.units.clear();
  for (const auto& [name, share] : units) {
    preflight::UnitProfile unit;
    unit.unit = name;
    unit.share = share;
    unit.seconds = share * seconds;
    p.units.push_back(unit);
  }
  return p;
}

// A verdict as `eval --target v6e` writes it: the pre-flight's target and both rows' profiles.
json verdict_with(const std::optional<json>& kernel, const std::optional<json>& reference) {
  json verdict = {{"schema", "jaxbench.verdict/2"}, {"status", "correct"}};
  verdict["preflight"] = {{"target", {{"target", "v6e"}}},
                          {"candidate", {{"status", "compiles"}, {"tpu_profile", kernel ? *kernel : json()}}},
                          {"reference", {{"status", "compiles"}, {"tpu_profile", reference ? *reference : json()}}}};
  return verdict;
}

// The part of `page` between the program's <g> and its </g>.
std::string group(const std::string& page, const std::string& program) {
  size_t start = page.find("<g class=\"program\" data-program=\"" + program + "\">");
  if (start == std::string::npos) return "";
  return page.substr(start, page.find("</g>", start) - start);
}

std::vector<double> widths(const std::string& svg, const std::string& css_class) {
  std::regex bar("class=\"" + css_class + "\"[^>]* width=\"([0-9.]+)\"");
  std::vector<double> out;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), bar); it != std::sregex_iterator(); ++it) {
    out.push_back(std::stod((*it)[1]));
  }
  return out;
}

// Eight kernel units (six drawn, then "other"), two reference units; the reference takes 4x as long.
std::string two_programs() {
  std::vector<std::pair<std::string, double>> eight;
  for (int i = 0; i < 8; ++i) eight.push_back({"fusion." + std::to_string(i), i < 2 ? 0.3 : 0.4 / 6});
  json kernel = profile("mxu", "the MXU slots are busy in 80% of bundles", 1e-5, eight).to_json();
  json reference =
      profile("load_store", "vector loads fill their slots", 4e-5, {{"copy_fusion", 0.75}, {"reduce", 0.25}}).to_json();
  return profile_section(verdict_profiles(verdict_with(kernel, reference).dump()));
}

TEST(LeaderboardProfile, DrawsOneBarPerShownUnitThenOther) {
  std::string page = two_programs();
  ASSERT_NE(page.find("<svg"), std::string::npos) << page;
  EXPECT_EQ(widths(group(page, "kernel"), "unit-bar").size(), kProfileUnits + 1);
  EXPECT_NE(group(page, "kernel").find("other (2 units)"), std::string::npos);
  EXPECT_EQ(widths(group(page, "reference"), "unit-bar").size(), 2u);
  EXPECT_EQ(widths(page, "total").size(), 2u);
  EXPECT_EQ(page.find("class=\"profile-note\""), std::string::npos);
}

TEST(LeaderboardProfile, BarLengthsAreSecondsOnOneScale) {
  std::string page = two_programs();
  std::vector<double> totals = widths(page, "total");
  ASSERT_EQ(totals.size(), 2u);
  EXPECT_NEAR(totals[1] / totals[0], 4.0, 1e-3);  // the reference is 4x slower: its bar 4x longer
  std::vector<double> kernel = widths(group(page, "kernel"), "unit-bar");
  ASSERT_EQ(kernel.size(), 7u);
  EXPECT_NEAR(kernel[0] / totals[0], 0.3, 1e-3);
  EXPECT_NEAR(kernel[6] / totals[0], 2 * 0.4 / 6, 1e-3);  // "other": the two shortest units
  std::vector<double> reference = widths(group(page, "reference"), "unit-bar");
  ASSERT_EQ(reference.size(), 2u);
  EXPECT_NEAR(reference[0] / kernel[0], (0.75 * 4e-5) / (0.3 * 1e-5), 1e-2);
}

TEST(LeaderboardProfile, NamesEachBottleneckWithItsReason) {
  std::string page = two_programs();
  EXPECT_NE(page.find("bottleneck <b class=\"bottleneck\">mxu</b> \u2014 the MXU slots are busy in 80% of bundles"),
            std::string::npos)
      << page;
  EXPECT_NE(page.find("bottleneck <b class=\"bottleneck\">load_store</b> \u2014 vector loads fill their slots"),
            std::string::npos);
  EXPECT_NE(page.find("MXU utilisation 42%"), std::string::npos);
  EXPECT_NE(page.find("on v6e"), std::string::npos);
  EXPECT_NE(page.find("(4.00x est.)"), std::string::npos);
}

TEST(LeaderboardProfile, EscapesUnitNamesAndReasons) {
  json kernel = profile("vector", "<img src=x onerror=alert(1)>", 1e-6, {{"<script>alert(1)</script>", 1.0}}).to_json();
  std::string page = profile_section(verdict_profiles(verdict_with(kernel, std::nullopt).dump()));
  EXPECT_EQ(page.find("<script>"), std::string::npos) << page;
  EXPECT_EQ(page.find("<img"), std::string::npos);
  EXPECT_NE(page.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
  // No reference profile: the kernel's is drawn alone, and the page says why.
  EXPECT_EQ(group(page, "reference"), "");
  EXPECT_NE(page.find("The reference&#39;s pre-flight holds no TPU profile"), std::string::npos) << page;
}

TEST(LeaderboardProfile, AVerdictWithoutAReadableProfileGetsANoteNotAnSvg) {
  json no_preflight = {{"schema", "jaxbench.verdict/2"}, {"status", "correct"}};
  json units_not_a_list = profile("mxu", "r", 1e-5, {{"a", 1}}).to_json();
  units_not_a_list["units"] = "fusion.1";
  json unit_of_numbers = profile("mxu", "r", 1e-5, {{"a", 1}}).to_json();
  unit_of_numbers["units"][0]["unit"] = 7;
  json no_time = profile("mxu", "r", 0, {{"a", 1}}).to_json();
  json shares_past_one = profile("mxu", "r", 1e-5, {{"a", 0.9}, {"b", 0.9}}).to_json();
  std::vector<std::pair<std::string, std::string>> cases = {
      {"not judged with --target", no_preflight.dump()},
      {"garbage", "{not json"},
      {"not an object", "[1, 2]"},
      {"profile is a string", verdict_with(json("fast"), std::nullopt).dump()},
      {"units not a list", verdict_with(units_not_a_list, std::nullopt).dump()},
      {"unit name a number", verdict_with(unit_of_numbers, std::nullopt).dump()},
      {"no estimated time", verdict_with(no_time, std::nullopt).dump()},
      {"shares past one", verdict_with(shares_past_one, std::nullopt).dump()},
  };
  for (const auto& [what, verdict] : cases) {
    VerdictProfiles profiles = verdict_profiles(verdict);
    std::string page = profile_section(profiles);
    EXPECT_FALSE(profiles.kernel) << what;
    EXPECT_EQ(page.find("<svg"), std::string::npos) << what;
    EXPECT_EQ(page.rfind("<p class=\"profile-note\">No TPU profile: ", 0), 0u) << what << ": " << page;
    EXPECT_NE(page.find("--target v6e"), std::string::npos) << what;
  }
  EXPECT_NE(profile_section(verdict_profiles(no_preflight.dump())).find("was not judged with a TPU target"),
            std::string::npos);
  EXPECT_TRUE(profile_summary_json(verdict_profiles(no_preflight.dump())).is_null());
}

TEST(LeaderboardProfile, SummaryJsonCarriesBothBottlenecks) {
  json kernel = profile("mxu", "busy MXUs", 1e-5, {{"k", 1}}).to_json();
  json reference = profile("dma", "waits on HBM", 3e-5, {{"r", 1}}).to_json();
  json summary = profile_summary_json(verdict_profiles(verdict_with(kernel, reference).dump()));
  EXPECT_EQ(summary["target"], "v6e");
  EXPECT_EQ(summary["kernel"]["bottleneck"], "mxu");
  EXPECT_EQ(summary["kernel"]["reason"], "busy MXUs");
  EXPECT_DOUBLE_EQ(summary["kernel"]["mxu_utilisation"].get<double>(), 0.42);
  EXPECT_EQ(summary["reference"]["bottleneck"], "dma");
  EXPECT_DOUBLE_EQ(summary["reference"]["seconds"].get<double>(), 3e-5);
  json kernel_only = profile_summary_json(verdict_profiles(verdict_with(kernel, std::nullopt).dump()));
  EXPECT_TRUE(kernel_only["reference"].is_null());
}

// The pointers read here are where the candidate's pre-flight writes both rows' profiles.
TEST(LeaderboardProfile, ReadsBothProfilesFromTheCandidatePreflightsOwnJson) {
  judge::CandidatePreflight preflight;
  preflight.target.target = platform::default_tpu_target();
  preflight.status = kCompiles;
  preflight::PreflightResult row;
  row.status = kCompiles;
  row.tpu_profile = profile("mxu", "busy MXUs", 1e-5, {{"kernel.1", 1}});
  preflight.candidate = row;
  row.tpu_profile = profile("dma", "waits on HBM", 3e-5, {{"fusion.2", 0.5}, {"copy.3", 0.5}});
  preflight.reference = row;
  json verdict = {{"schema", "jaxbench.verdict/2"}, {"status", "correct"}, {"preflight", preflight.to_json()}};
  VerdictProfiles profiles = verdict_profiles(verdict.dump());
  ASSERT_TRUE(profiles.kernel && profiles.reference) << profiles.note;
  EXPECT_EQ(profiles.kernel->bottleneck, "mxu");
  EXPECT_EQ(profiles.reference->units.size(), 2u);
  EXPECT_EQ(profiles.target, platform::default_tpu_target());
  EXPECT_EQ(profiles.note, "");
}

// Through the store: the workload page and the JSON read the best kernel's verified verdict.
TEST(LeaderboardProfile, TheWorkloadPageAndJsonShowTheBestVerifiedKernelsProfile) {
  TempDir dir("leaderboard-profile");
  store::Database db = store::open_store(dir.path() + "/store.db");
  int64_t run = store::start_run(db, testing::leaderboard_run("optimize", "agent-p", "cpu"));
  int64_t verify = store::start_run(db, testing::leaderboard_run("verify", "", "cpu"));
  json profiled = testing::leaderboard_verdict("12p_RMSNorm", "cpu", "correct", 2, 1.9, 2.1, 0.4);
  json with = verdict_with(profile("mxu", "busy MXUs", 1e-5, {{"k", 1}}).to_json(),
                           profile("dma", "waits on HBM", 2e-5, {{"r", 1}}).to_json());
  profiled["preflight"] = with["preflight"];
  json plain = testing::leaderboard_verdict("8p_GEMM", "cpu", "correct", 1.5, 1.4, 1.6, 0.3);
  testing::leaderboard_attempt(db, run, verify, "12p_RMSNorm", plain, profiled, true);
  testing::leaderboard_attempt(db, run, verify, "8p_GEMM", plain, plain, true);
  ranking::LeaderboardOptions options;
  options.suite_workloads = {"12p_RMSNorm", "8p_GEMM"};
  ranking::Leaderboard board = ranking::build_leaderboard(store::leaderboard_rows(db), options);
  std::string drawn = leaderboard_workload_html(board, "12p_RMSNorm");
  EXPECT_NE(drawn.find("<figure class=\"tpu-profile\">"), std::string::npos);
  EXPECT_NE(drawn.find("<b class=\"bottleneck\">dma</b>"), std::string::npos);
  std::string noted = leaderboard_workload_html(board, "8p_GEMM");
  EXPECT_EQ(noted.find("<figure class=\"tpu-profile\">"), std::string::npos);
  EXPECT_NE(noted.find("No TPU profile: the best kernel was not judged with a TPU target"), std::string::npos);
  json workloads = leaderboard_json(board)["agents"][0]["workloads"];
  ASSERT_EQ(workloads.size(), 2u);
  for (const json& w : workloads) {
    json summary = w["best"]["tpu_profile"];
    if (w["workload"] == "12p_RMSNorm") {
      EXPECT_EQ(summary["kernel"]["bottleneck"], "mxu");
      EXPECT_EQ(summary["reference"]["bottleneck"], "dma");
    } else {
      EXPECT_TRUE(summary.is_null()) << summary;
    }
  }
}

}  // namespace
}  // namespace jaxbench::report
