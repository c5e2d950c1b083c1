// The columns of a run, an attempt and a verdict as the store's readers
// (history, leaderboard, verification) read them. Each group's select list
// and its reader are made from one table in attempt_rows.cpp, so a query
// and the code reading its rows cannot disagree on the order of columns.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "store/database.h"

namespace jaxbench::store {

struct RunColumns {
  int64_t run_id = 0;
  std::string command, agent, model, strategy, budget;
};

struct AttemptColumns {
  int64_t attempt_id = 0;
  std::string proposer, workload, size, kind, candidate_path, created_at;
  std::string tier;  // "suite", "levels", "user": which heading the leaderboard puts it under
  std::optional<std::string> candidate_source, candidate_sha256, module_sha256;
  std::optional<std::string> workload_sha256;  // a user op's content hash when judged; NULL for the suite's
  std::optional<int64_t> tokens;
  std::optional<double> wall_seconds;
};

// The indexed columns of one verdict and its whole JSON document.
struct VerdictColumns {
  int64_t verdict_id = 0;
  std::string status, chip, verdict_json;
  std::optional<std::string> klass, target_status;
  std::optional<double> speedup, speedup_low, speedup_high, roofline_fraction;
};

// The select list of each group for the table aliased `alias`
// ("r.id, r.command, ..."), in the order its reader reads. `replaced`
// takes a column's value from another expression instead (a history row's
// time is its verdict's, not its attempt's).
using ReplacedColumns = std::map<std::string, std::string>;
std::string run_columns(const std::string& alias);
std::string attempt_columns(const std::string& alias, const ReplacedColumns& replaced = {});
std::string verdict_columns(const std::string& alias);

// Reads one row of a statement from its first column on, group by group
// and then column by column, in the order the select list names them.
class ColumnReader {
 public:
  explicit ColumnReader(const Statement& select) : select_(select) {}

  void read(RunColumns& run);
  void read(AttemptColumns& attempt);
  void read(VerdictColumns& verdict);
  // A row made of groups (a struct deriving from them), read in the order named.
  template <class... Groups, class Row>
  void read_groups(Row& row) {
    (read(static_cast<Groups&>(row)), ...);
  }
  // A verdict a LEFT JOIN may have found none of: nothing when its id is NULL.
  std::optional<VerdictColumns> optional_verdict();

  int64_t integer() { return select_.integer(next_++); }
  std::string text() { return select_.text(next_++); }
  std::optional<std::string> optional_text() { return select_.optional_text(next_++); }
  std::optional<double> optional_real() { return select_.optional_real(next_++); }
  std::optional<int64_t> optional_integer();

 private:
  const Statement& select_;
  int next_ = 0;
};

}  // namespace jaxbench::store
