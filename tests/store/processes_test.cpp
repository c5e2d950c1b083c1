// Several processes on one store: two writers at once lose nothing, and a
// writer killed inside its transaction leaves a consistent database with
// every earlier commit and none of its own rows.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <iostream>

#include "core/temp_dir.h"
#include "store/migrations.h"
#include "store/queries.h"
#include "store/records.h"
#include "store_fixtures.h"

namespace jaxbench::store {
namespace {

using testing::sample_attempt;
using testing::sample_run;
using testing::sample_verdict;

constexpr int kVerdictsPerWriter = 500;

// A child that waits for the gate to open, then records `count` evals of
// `workload`, each its own transaction. Exit code 0 when all were written.
pid_t start_writer(const std::string& path, const std::string& workload, int count, int gate) {
  pid_t pid = ::fork();
  if (pid != 0) return pid;
  char go = 0;
  if (::read(gate, &go, 1) != 1) ::_exit(3);
  try {
    Database database = open_store(path);
    for (int i = 0; i < count; ++i) {
      record_eval(database, sample_run(), sample_attempt(workload, i), sample_verdict(workload, "correct", 1 + i));
    }
  } catch (const std::exception& error) {
    std::cerr << "writer " << workload << ": " << error.what() << std::endl;
    ::_exit(1);
  }
  ::_exit(0);
}

int exit_code_of(pid_t pid) {
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

TEST(StoreProcesses, TwoWritersAtOnceLoseNothing) {
  TempDir dir("jaxbench-store-");
  std::string path = dir.path() + "/shared.db";  // created by whichever writer comes first
  int gate[2];
  ASSERT_EQ(::pipe(gate), 0);
  pid_t a = start_writer(path, "writer_a", kVerdictsPerWriter, gate[0]);
  pid_t b = start_writer(path, "writer_b", kVerdictsPerWriter, gate[0]);
  ASSERT_EQ(::write(gate[1], "gg", 2), 2);  // both start together
  ::close(gate[0]);
  ::close(gate[1]);
  EXPECT_EQ(exit_code_of(a), 0);
  EXPECT_EQ(exit_code_of(b), 0);
  Database database = open_store(path);
  EXPECT_EQ(verdict_count(database), 2 * kVerdictsPerWriter);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM verdicts WHERE workload = 'writer_a'"), kVerdictsPerWriter);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM verdicts WHERE workload = 'writer_b'"), kVerdictsPerWriter);
  EXPECT_EQ(database.query_integer("SELECT count(DISTINCT attempt_id) FROM verdicts"), 2 * kVerdictsPerWriter);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM runs"), 2 * kVerdictsPerWriter);
}

TEST(StoreProcesses, AWriterKilledMidTransactionLeavesAConsistentStore) {
  TempDir dir("jaxbench-store-");
  std::string path = dir.path() + "/killed.db";
  {
    Database database = open_store(path);
    for (int i = 0; i < 10; ++i) {
      record_eval(database, sample_run(), sample_attempt("committed", i), sample_verdict("committed", "correct", 1));
    }
  }
  int ready[2];
  ASSERT_EQ(::pipe(ready), 0);
  pid_t child = ::fork();
  if (child == 0) {
    ::close(ready[0]);
    Database database = open_store(path);
    database.transaction([&] {
      // Rows large enough that the open transaction spills pages into the
      // -wal file before it is killed.
      Statement insert = database.prepare(
          "INSERT INTO verdicts (attempt_id, verdict_json, verdict_sha256, status, workload) "
          "VALUES (1, ?1, 'x', 'killed', 'killed')");
      std::string big(4096, 'k');
      for (int i = 0;; ++i) {
        insert.bind(1, big + std::to_string(i)).run();
        insert.reset();
        if (i == 3000 && ::write(ready[1], "r", 1) != 1) ::_exit(4);
      }
    });
    ::_exit(5);
  }
  ::close(ready[1]);
  char signal_byte = 0;
  ASSERT_EQ(::read(ready[0], &signal_byte, 1), 1);
  ::kill(child, SIGKILL);
  EXPECT_EQ(exit_code_of(child), 128 + SIGKILL);
  ::close(ready[0]);

  Database database = open_store(path);
  Statement check = database.prepare("PRAGMA integrity_check");
  ASSERT_TRUE(check.step());
  EXPECT_EQ(check.text(0), "ok");
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM verdicts WHERE status = 'killed'"), 0);
  EXPECT_EQ(database.query_integer("SELECT count(*) FROM verdicts WHERE workload = 'committed'"), 10);
  // And it takes the next record.
  record_eval(database, sample_run(), sample_attempt("after"), sample_verdict("after", "correct", 1));
  EXPECT_EQ(verdict_count(database), 11);
}

}  // namespace
}  // namespace jaxbench::store
