// Records and the history: the indexed columns come from the verdict JSON,
// environments are shared by hash, the history is newest first and filters.
#include "store/records.h"

#include <gtest/gtest.h>

#include "core/files.h"
#include "core/temp_dir.h"
#include "store/environment.h"
#include "store/location.h"
#include "store/migrations.h"
#include "store/queries.h"
#include "store_fixtures.h"

namespace jaxbench::store {
namespace {

using testing::sample_attempt;
using testing::sample_run;
using testing::sample_verdict;

TEST(StoreRecords, VerdictFieldsComeFromTheJson) {
  nlohmann::json verdict = sample_verdict("12p_RMSNorm", "correct", 1.5);
  verdict["preflight"] = {{"status", "compile_error"}};
  VerdictFields fields = verdict_fields(verdict);
  EXPECT_EQ(fields.status, "correct");
  EXPECT_EQ(fields.workload, "12p_RMSNorm");
  EXPECT_EQ(fields.klass.value_or(""), "FASTER");
  EXPECT_DOUBLE_EQ(fields.speedup.value_or(0), 1.5);
  EXPECT_DOUBLE_EQ(fields.speedup_low.value_or(0), 1.4);
  EXPECT_DOUBLE_EQ(fields.speedup_high.value_or(0), 1.6);
  EXPECT_DOUBLE_EQ(fields.roofline_fraction.value_or(0), 0.25);  // bound 0.5 ms / median 2 ms
  EXPECT_EQ(fields.target_status.value_or(""), "compile_error");
  nlohmann::json seeds = nlohmann::json::parse(fields.seeds.value_or("null"));
  ASSERT_EQ(seeds.size(), 2u);
  EXPECT_EQ(seeds[1]["seed"], nlohmann::json({3, 4}));
}

TEST(StoreRecords, AVerdictWithoutTimingHasNullColumns) {
  VerdictFields fields = verdict_fields({{"status", "rejected"}, {"timing", nullptr}, {"roofline", nullptr}});
  EXPECT_EQ(fields.status, "rejected");
  EXPECT_FALSE(fields.klass);
  EXPECT_FALSE(fields.speedup);
  EXPECT_FALSE(fields.roofline_fraction);
  EXPECT_FALSE(fields.seeds);
}

TEST(StoreRecords, HistoryIsNewestFirstAndFilters) {
  TempDir dir("jaxbench-store-");
  Database database = open_store(dir.path() + "/h.db");
  record_eval(database, sample_run(), sample_attempt("12p_RMSNorm", 1), sample_verdict("12p_RMSNorm", "correct", 1.1));
  record_eval(database, sample_run(), sample_attempt("41k_Gemm", 2), sample_verdict("41k_Gemm", "incorrect", 0.9));
  record_eval(database, sample_run(), sample_attempt("12p_RMSNorm", 3), sample_verdict("12p_RMSNorm", "correct", 1.3));
  std::vector<HistoryRow> all = history(database, {});
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].candidate_path, "/candidates/12p_RMSNorm_3.py");
  EXPECT_EQ(all[1].workload, "41k_Gemm");
  EXPECT_EQ(all[2].candidate_path, "/candidates/12p_RMSNorm_1.py");
  EXPECT_GE(all[0].created_at, all[2].created_at);
  HistoryQuery only;
  only.workload = "12p_RMSNorm";
  std::vector<HistoryRow> rows = history(database, only);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_DOUBLE_EQ(rows[0].speedup.value_or(0), 1.3);
  EXPECT_DOUBLE_EQ(rows[0].median_ms.value_or(0), 2.0);  // the candidate's median
  only.limit = 1;
  EXPECT_EQ(history(database, only).size(), 1u);
  // Three runs on one machine share one environment row.
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM environments"), 1);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM runs"), 3);
}

TEST(StoreRecords, ARunKeepsEveryAttempt) {
  TempDir dir("jaxbench-store-");
  Database database = open_store(dir.path() + "/r.db");
  int64_t run = start_run(database, sample_run("run"));
  AttemptInfo reference = sample_attempt("12p_RMSNorm");
  reference.kind = "reference";
  reference.candidate_source.reset();
  Recorded first = record_attempt(database, run, reference, {{"workload", "12p_RMSNorm"}, {"status", "success"}});
  Recorded second = record_attempt(database, run, reference, {{"status", "error"}, {"median_ms", 0.25}});
  EXPECT_EQ(first.run_id, second.run_id);
  std::vector<HistoryRow> rows = history(database, {});
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].status, "error");
  EXPECT_EQ(rows[0].workload, "12p_RMSNorm");  // from the attempt when the JSON has none
  EXPECT_EQ(rows[0].kind, "reference");
  EXPECT_FALSE(rows[0].candidate_sha256);
  EXPECT_DOUBLE_EQ(rows[0].median_ms.value_or(0), 0.25);  // a reference's row has it at the top
}

TEST(StoreRecords, TheCandidateSourceIsKeptWithItsHash) {
  TempDir dir("jaxbench-store-");
  Database database = open_store(dir.path() + "/s.db");
  AttemptInfo attempt = sample_attempt("12p_RMSNorm");
  Recorded recorded = record_eval(database, sample_run(), attempt, sample_verdict("12p_RMSNorm", "correct", 1));
  Statement query = database.prepare("SELECT candidate_source, candidate_sha256 FROM attempts WHERE id = ?1");
  query.bind(1, recorded.attempt_id);
  ASSERT_TRUE(query.step());
  EXPECT_EQ(query.text(0), *attempt.candidate_source);
  EXPECT_EQ(query.text(1).size(), 64u);
}

TEST(StoreEnvironment, TheHashSeparatesFields) {
  EnvironmentInfo a, b;
  a.chip = "ab";
  b.chip = "a";
  b.device_kind = "b";
  EXPECT_NE(a.hash(), b.hash());
  EXPECT_EQ(a.hash(), EnvironmentInfo(a).hash());
}

TEST(StoreEnvironment, TheCommitIsReadFromGitsFiles) {
  TempDir dir("jaxbench-store-");
  std::string commit(40, 'c');
  make_directories(dir.path() + "/repo/.git/refs/heads");
  write_file_atomic(dir.path() + "/repo/.git/HEAD", "ref: refs/heads/main\n");
  write_file_atomic(dir.path() + "/repo/.git/refs/heads/main", commit + "\n");
  EXPECT_EQ(git_commit(dir.path() + "/repo"), commit);
  // A packed ref, and a worktree whose .git is a file naming its folder.
  std::string packed(40, 'd');
  write_file_atomic(dir.path() + "/repo/.git/packed-refs", "# pack-refs\n" + packed + " refs/heads/other\n");
  make_directories(dir.path() + "/repo/.git/worktrees/wt");
  write_file_atomic(dir.path() + "/repo/.git/worktrees/wt/HEAD", "ref: refs/heads/other\n");
  write_file_atomic(dir.path() + "/repo/.git/worktrees/wt/commondir", "../..\n");
  make_directories(dir.path() + "/wt");
  write_file_atomic(dir.path() + "/wt/.git", "gitdir: " + dir.path() + "/repo/.git/worktrees/wt\n");
  EXPECT_EQ(git_commit(dir.path() + "/wt"), packed);
  EXPECT_EQ(git_commit(dir.path()), "unknown");
  EXPECT_EQ(git_commit(std::nullopt), "unknown");
}

TEST(StoreLocation, TheDefaultPathFollowsTheEnvironment) {
  std::string saved_db = std::getenv("JAXBENCH_DB") ? std::getenv("JAXBENCH_DB") : "";
  std::string saved_xdg = std::getenv("XDG_DATA_HOME") ? std::getenv("XDG_DATA_HOME") : "";
  ::setenv("JAXBENCH_DB", "/x/explicit.db", 1);
  EXPECT_EQ(default_database_path(), "/x/explicit.db");
  ::unsetenv("JAXBENCH_DB");
  ::setenv("XDG_DATA_HOME", "/data", 1);
  EXPECT_EQ(default_database_path(), "/data/jaxbench/jaxbench.db");
  ::setenv("XDG_DATA_HOME", "relative", 1);  // ignored, as the XDG rule says
  EXPECT_EQ(default_database_path(), std::string(std::getenv("HOME")) + "/.local/share/jaxbench/jaxbench.db");
  saved_db.empty() ? ::unsetenv("JAXBENCH_DB") : ::setenv("JAXBENCH_DB", saved_db.c_str(), 1);
  saved_xdg.empty() ? ::unsetenv("XDG_DATA_HOME") : ::setenv("XDG_DATA_HOME", saved_xdg.c_str(), 1);
}

}  // namespace
}  // namespace jaxbench::store
