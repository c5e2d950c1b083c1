// The schema's versions: a fresh file gets the latest, a version-1, -3 or
// -4 file is brought forward keeping its rows, a newer file is refused
// untouched.
#include "store/migrations.h"

#include <gtest/gtest.h>

#include "core/files.h"
#include "core/temp_dir.h"
#include "store/loop_records.h"
#include "store/queries.h"
#include "store/records.h"
#include "store/verification.h"
#include "store_fixtures.h"

namespace jaxbench::store {
namespace {

using testing::sample_attempt;
using testing::sample_run;
using testing::sample_verdict;

bool has_column(const Database& database, const std::string& table, const std::string& column) {
  Statement query = database.prepare("SELECT count(*) FROM pragma_table_info(?1) WHERE name = ?2");
  query.bind(1, table).bind(2, column);
  query.step();
  return query.integer(0) == 1;
}

TEST(StoreMigrations, AnEmptyFileGetsTheLatestSchema) {
  TempDir dir("jaxbench-store-");
  std::string path = dir.path() + "/nested/folder/jaxbench.db";  // its folders are made
  Database database = open_store(path);
  EXPECT_TRUE(database.created());
  EXPECT_EQ(database.query_integer("PRAGMA user_version"), kSchemaVersion);
  EXPECT_EQ(kSchemaVersion, 6);
  for (const char* table : {"environments", "runs", "attempts", "verdicts", "verifications", "marks", "loop_runs",
                            "loop_steps", "confirmations"}) {
    Statement query = database.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1");
    query.bind(1, table);
    query.step();
    EXPECT_EQ(query.integer(0), 1) << table;
  }
  EXPECT_TRUE(has_column(database, "verdicts", "workload"));
  EXPECT_TRUE(has_column(database, "attempts", "kind"));
  EXPECT_TRUE(has_column(database, "confirmations", "picked"));
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM sqlite_master WHERE name = 'verdicts_by_workload_status'"), 1);
  EXPECT_EQ(database.query_integer("PRAGMA foreign_keys"), 1);
  Statement mode = database.prepare("PRAGMA journal_mode");
  mode.step();
  EXPECT_EQ(mode.text(0), "wal");
}

TEST(StoreMigrations, AnExistingEmptyFileIsInitialised) {
  TempDir dir("jaxbench-store-");
  std::string path = dir.path() + "/empty.db";
  write_file_atomic(path, "");
  Database database = open_store(path);
  EXPECT_EQ(database.query_integer("PRAGMA user_version"), kSchemaVersion);
}

TEST(StoreMigrations, AVersionOneDatabaseKeepsItsRows) {
  TempDir dir("jaxbench-store-");
  std::string path = dir.path() + "/v1.db";
  {
    Database old = Database::open(path);
    old.execute(read_file(std::string(JAXBENCH_TEST_DATA) + "/store/v1.sql"));
    ASSERT_EQ(old.query_integer("PRAGMA user_version"), 1);
    ASSERT_FALSE(has_column(old, "verdicts", "workload"));
  }
  Database database = open_store(path);
  EXPECT_EQ(database.query_integer("PRAGMA user_version"), kSchemaVersion);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM verdicts"), 2);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM verifications"), 1);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM marks WHERE hacked = 1 AND hidden = 1"), 1);
  // Version 2's columns were filled from version 1's rows.
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM attempts WHERE kind = 'candidate'"), 2);
  HistoryQuery query;
  query.workload = "12p_RMSNorm";
  std::vector<HistoryRow> rows = history(database, query);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].chip, "v6e");
  EXPECT_EQ(rows[0].status, "correct");
  ASSERT_TRUE(rows[0].speedup_low);
  EXPECT_DOUBLE_EQ(*rows[0].speedup_low, 1.45);
  // And the migrated store takes new records beside the old ones.
  record_eval(database, sample_run(), sample_attempt("12p_RMSNorm"), sample_verdict("12p_RMSNorm", "correct", 2));
  EXPECT_EQ(history(database, query).size(), 2u);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM environments"), 2);
}

// A store written before the loop's confirmation was recorded (version 3,
// #30): an optimize run and an eval. Migrated, it keeps every row and
// verify picks what it picked before, by the first verdicts.
constexpr const char* kLentVersion6Columns =
    "ALTER TABLE attempts ADD COLUMN tier TEXT NOT NULL DEFAULT 'suite'; "
    "ALTER TABLE attempts ADD COLUMN workload_sha256 TEXT;";

TEST(StoreMigrations, AVersionThreeDatabaseKeepsItsRowsAndVerifiesAsBefore) {
  TempDir dir("jaxbench-store-");
  std::string path = dir.path() + "/v3.db";
  int64_t run = 0, fastest = 0;
  {
    Database old = Database::open(path);
    for (size_t i = 0; i < 3; ++i) old.execute(migrations()[i]);
    old.execute("PRAGMA user_version = 3");
    // This build's attempt writer names version 6's columns: lent here, dropped before the migration.
    old.execute(kLentVersion6Columns);
    RunInfo loop_run = sample_run("optimize");
    run = start_loop(old, loop_run, {{"workloads", {"12p_RMSNorm"}}});
    std::vector<LoopStepRow> steps(2);
    for (size_t i = 0; i < steps.size(); ++i) {
      steps[i].workload = "12p_RMSNorm";
      steps[i].step = static_cast<int64_t>(i) + 1;
      steps[i].round = 1;
    }
    plan_steps(old, run, steps);
    record_step_verdict(old, run, steps[0].id, sample_attempt("12p_RMSNorm", 1),
                        sample_verdict("12p_RMSNorm", "correct", 1.2));
    fastest = record_step_verdict(old, run, steps[1].id, sample_attempt("12p_RMSNorm", 2),
                                  sample_verdict("12p_RMSNorm", "correct", 1.6))
                  .attempt_id;
    record_eval(old, sample_run(), sample_attempt("41k_Gemm"), sample_verdict("41k_Gemm", "correct", 2));
    old.execute("ALTER TABLE attempts DROP COLUMN tier; ALTER TABLE attempts DROP COLUMN workload_sha256;");
  }
  Database database = open_store(path);
  EXPECT_EQ(database.query_integer("PRAGMA user_version"), kSchemaVersion);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM runs"), 2);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM attempts"), 3);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM verdicts"), 3);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM loop_steps WHERE attempt_id IS NOT NULL"), 2);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM confirmations"), 0);
  EXPECT_EQ(load_steps(database, run).size(), 2u);
  BestQuery query;
  query.run_id = run;
  std::vector<BestAttempt> best = best_attempts(database, query);
  ASSERT_EQ(best.size(), 1u);
  EXPECT_EQ(best[0].attempt_id, fastest);
  EXPECT_FALSE(best[0].confirmed);
  EXPECT_DOUBLE_EQ(claim_of(best[0]).speedup.value_or(0), 1.6);
  EXPECT_EQ(best_attempts(database, {}).size(), 2u);
  // The migrated store takes a confirmation of its old loop run.
  record_confirmation(database, run, "12p_RMSNorm", {{fastest, sample_verdict("12p_RMSNorm", "correct", 1.5)}});
  EXPECT_TRUE(best_attempts(database, query)[0].picked_by_confirmation());
}

// A store written before the loop's pick was recorded (version 4, #30):
// its confirmation is kept, reads as no pick, and verify picks as it did
// then, by the confirmed speedup; a new confirmation records its pick.
TEST(StoreMigrations, AVersionFourDatabaseKeepsItsConfirmationsAndPicksAsBefore) {
  TempDir dir("jaxbench-store-");
  std::string path = dir.path() + "/v4.db";
  int64_t run = 0, first_fastest = 0, confirmed_fastest = 0;
  {
    Database old = Database::open(path);
    for (size_t i = 0; i < 4; ++i) old.execute(migrations()[i]);
    old.execute("PRAGMA user_version = 4");
    // This build's attempt writer names version 6's columns: lent here, dropped before the migration.
    old.execute(kLentVersion6Columns);
    run = start_run(old, sample_run("optimize"));
    first_fastest =
        record_attempt(old, run, sample_attempt("12p_RMSNorm", 1), sample_verdict("12p_RMSNorm", "correct", 1.5))
            .attempt_id;
    confirmed_fastest =
        record_attempt(old, run, sample_attempt("12p_RMSNorm", 2), sample_verdict("12p_RMSNorm", "correct", 1.2))
            .attempt_id;
    // Version 4's columns only: this build's record_confirmation writes `picked`.
    for (auto [attempt, speedup] : {std::pair{first_fastest, 1.1}, std::pair{confirmed_fastest, 1.3}}) {
      nlohmann::json verdict = sample_verdict("12p_RMSNorm", "correct", speedup);
      old.prepare(
             "INSERT INTO confirmations (run_id, workload, batch, attempt_id, verdict_json, verdict_sha256, status, "
             "speedup) VALUES (?1, '12p_RMSNorm', 1, ?2, ?3, '', 'correct', ?4)")
          .bind(1, run)
          .bind(2, attempt)
          .bind(3, verdict.dump())
          .bind(4, speedup)
          .run();
    }
    old.execute("ALTER TABLE attempts DROP COLUMN tier; ALTER TABLE attempts DROP COLUMN workload_sha256;");
  }
  Database database = open_store(path);
  EXPECT_EQ(database.query_integer("PRAGMA user_version"), kSchemaVersion);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM confirmations WHERE picked = 0"), 2);
  std::vector<BestAttempt> best = best_attempts(database, {});
  ASSERT_EQ(best.size(), 1u);
  EXPECT_EQ(best[0].attempt_id, confirmed_fastest);  // the higher confirmed speedup, as version 4 picked
  EXPECT_TRUE(best[0].picked_by_confirmation());
  EXPECT_FALSE(best[0].picked_by_loop());
  record_confirmation(database, run, "12p_RMSNorm",
                      {{first_fastest, sample_verdict("12p_RMSNorm", "correct", 1.1), true},
                       {confirmed_fastest, sample_verdict("12p_RMSNorm", "correct", 1.3)}});
  best = best_attempts(database, {});
  ASSERT_EQ(best.size(), 1u);
  EXPECT_EQ(best[0].attempt_id, first_fastest);
  EXPECT_TRUE(best[0].picked_by_loop());
}

TEST(StoreMigrations, ANewerDatabaseIsRefusedAndLeftAsItIs) {
  TempDir dir("jaxbench-store-");
  std::string path = dir.path() + "/newer.db";
  {
    Database database = open_store(path);
    database.execute("PRAGMA user_version = 9");
  }
  std::string before = read_file(path);
  try {
    open_store(path);
    FAIL() << "a version-9 store was opened";
  } catch (const StoreError& error) {
    std::string message = error.what();
    EXPECT_NE(message.find(path), std::string::npos) << message;
    EXPECT_NE(message.find("schema version 9, newer than this jaxbench's " + std::to_string(kSchemaVersion)),
              std::string::npos)
        << message;
    EXPECT_EQ(message.find('\n'), std::string::npos);
  }
  EXPECT_EQ(read_file(path), before);
}

TEST(StoreMigrations, EachMigrationIsOneStep) {
  // migrate() applies migrations()[i] to go from i to i+1: the list is the schema's history.
  EXPECT_EQ(migrations().size(), static_cast<size_t>(kSchemaVersion));
}

}  // namespace
}  // namespace jaxbench::store

namespace jaxbench::store {

// Version 6 (#45): a version-5 store's attempts get their tier from their id's
// form, and no content hash (none was known then).
TEST(StoreMigrations, AVersionFiveDatabaseGetsEachAttemptsTier) {
  TempDir dir("jaxbench-store-");
  std::string path = dir.path() + "/v5.db";
  {
    Database old = Database::open(path);
    for (size_t i = 0; i < 5; ++i) old.execute(migrations()[i]);
    old.execute("PRAGMA user_version = 5");
    old.execute(kLentVersion6Columns);
    int64_t run = start_run(old, sample_run());
    for (const char* id : {"12p_RMSNorm", "l1_019_ReLU", "gla_chunk"}) {
      record_attempt(old, run, sample_attempt(id), sample_verdict(id, "correct", 1));
    }
    old.execute("ALTER TABLE attempts DROP COLUMN tier; ALTER TABLE attempts DROP COLUMN workload_sha256;");
  }
  Database database = open_store(path);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM attempts WHERE workload_sha256 IS NULL"), 3);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM attempts WHERE workload = '12p_RMSNorm' AND tier = 'suite'"),
            1);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM attempts WHERE workload = 'l1_019_ReLU' AND tier = 'levels'"),
            1);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM attempts WHERE workload = 'gla_chunk' AND tier = 'user'"), 1);
}

}  // namespace jaxbench::store
