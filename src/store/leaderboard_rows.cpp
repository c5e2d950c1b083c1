#include "store/leaderboard_rows.h"

namespace jaxbench::store {

namespace {

// A user op changed by `workload add --replace` is another op: only the
// attempts judged under its latest content hash (the latest one recorded
// for that id) rank; the suite's have no hash and always count.
constexpr const char* kCurrentContentHash =
    "(a.workload_sha256 IS NULL OR a.workload_sha256 = (SELECT b.workload_sha256 FROM attempts b "
    "WHERE b.workload = a.workload AND b.workload_sha256 IS NOT NULL ORDER BY b.id DESC LIMIT 1))";

// The latest verdict of each attempt, the latest verification of each
// attempt, and the latest hiding mark: "latest" is the highest id, the
// order rows were written in.
std::string leaderboard_sql() {
  return "SELECT " + run_columns("r") + ", " + attempt_columns("a") + ", " + verdict_columns("v") + ", " +
         verdict_columns("w") +
         ", f.matches, f.note, m.why "
         "FROM attempts a JOIN runs r ON r.id = a.run_id "
         "JOIN verdicts v ON v.id = (SELECT max(id) FROM verdicts WHERE attempt_id = a.id) "
         "LEFT JOIN verifications f ON f.id = (SELECT max(id) FROM verifications WHERE attempt_id = a.id) "
         "LEFT JOIN verdicts w ON w.id = f.verdict_id "
         "LEFT JOIN marks m ON m.id = (SELECT max(id) FROM marks WHERE attempt_id = a.id AND hidden = 1) "
         "WHERE a.kind = 'candidate' AND r.command <> 'verify' AND " +
         std::string(kCurrentContentHash) + " ORDER BY a.id";
}

}  // namespace

std::vector<LeaderboardRow> leaderboard_rows(const Database& database) {
  Statement select = database.prepare(leaderboard_sql());
  std::vector<LeaderboardRow> rows;
  while (select.step()) {
    LeaderboardRow row;
    ColumnReader columns(select);
    columns.read_groups<RunColumns, AttemptColumns>(row);
    columns.read(row.own);
    row.verified = columns.optional_verdict();
    if (std::optional<int64_t> matches = columns.optional_integer()) row.matches = *matches == 1;
    row.verification_note = columns.optional_text().value_or("");
    if (std::optional<std::string> why = columns.optional_text()) {
      row.hidden = true;
      row.hidden_why = *why;
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace jaxbench::store
