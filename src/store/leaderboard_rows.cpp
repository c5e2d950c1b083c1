#include "store/leaderboard_rows.h"

namespace jaxbench::store {

namespace {

// One verdict's columns, starting at column `first` of `select`, in the
// order kVerdictColumns names them.
constexpr const char* kVerdictColumns =
    "id, status, chip, verdict_json, class, speedup, speedup_low, speedup_high, "
    "roofline_fraction";
constexpr int kVerdictColumnCount = 9;

LeaderboardVerdict read_verdict(const Statement& select, int first) {
  LeaderboardVerdict verdict;
  verdict.verdict_id = select.integer(first);
  verdict.status = select.text(first + 1);
  verdict.chip = select.text(first + 2);
  verdict.verdict_json = select.text(first + 3);
  verdict.klass = select.optional_text(first + 4);
  verdict.speedup = select.optional_real(first + 5);
  verdict.speedup_low = select.optional_real(first + 6);
  verdict.speedup_high = select.optional_real(first + 7);
  verdict.roofline_fraction = select.optional_real(first + 8);
  return verdict;
}

std::string prefixed(const std::string& alias) {
  std::string columns = kVerdictColumns, out;
  size_t start = 0;
  while (start < columns.size()) {
    size_t comma = columns.find(',', start);
    if (comma == std::string::npos) comma = columns.size();
    if (!out.empty()) out += ", ";
    out += alias + "." + columns.substr(start, comma - start);
    start = comma + 2;
  }
  return out;
}

// The latest verdict of each attempt, the latest verification of each
// attempt, and the latest hiding mark: "latest" is the highest id, the
// order rows were written in.
std::string leaderboard_sql() {
  return "SELECT a.id, r.id, r.command, r.agent, r.model, r.strategy, r.budget, a.proposer, a.workload, a.size, "
         "a.candidate_path, a.created_at, a.candidate_source, a.candidate_sha256, a.tokens, a.wall_seconds, " +
         prefixed("v") + ", " + prefixed("w") +
         ", f.matches, f.note, m.why "
         "FROM attempts a JOIN runs r ON r.id = a.run_id "
         "JOIN verdicts v ON v.id = (SELECT max(id) FROM verdicts WHERE attempt_id = a.id) "
         "LEFT JOIN verifications f ON f.id = (SELECT max(id) FROM verifications WHERE attempt_id = a.id) "
         "LEFT JOIN verdicts w ON w.id = f.verdict_id "
         "LEFT JOIN marks m ON m.id = (SELECT max(id) FROM marks WHERE attempt_id = a.id AND hidden = 1) "
         "WHERE a.kind = 'candidate' AND r.command <> 'verify' ORDER BY a.id";
}

}  // namespace

std::vector<LeaderboardRow> leaderboard_rows(const Database& database) {
  Statement select = database.prepare(leaderboard_sql());
  std::vector<LeaderboardRow> rows;
  while (select.step()) {
    LeaderboardRow row;
    row.attempt_id = select.integer(0);
    row.run_id = select.integer(1);
    row.command = select.text(2);
    row.agent = select.text(3);
    row.model = select.text(4);
    row.strategy = select.text(5);
    row.budget = select.text(6);
    row.proposer = select.text(7);
    row.workload = select.text(8);
    row.size = select.text(9);
    row.candidate_path = select.text(10);
    row.created_at = select.text(11);
    row.candidate_source = select.optional_text(12);
    row.candidate_sha256 = select.optional_text(13);
    if (!select.is_null(14)) row.tokens = select.integer(14);
    row.wall_seconds = select.optional_real(15);
    row.own = read_verdict(select, 16);
    constexpr int kVerified = 16 + kVerdictColumnCount;
    constexpr int kAfter = kVerified + kVerdictColumnCount;
    if (!select.is_null(kVerified)) row.verified = read_verdict(select, kVerified);
    if (!select.is_null(kAfter)) row.matches = select.integer(kAfter) == 1;
    if (!select.is_null(kAfter + 1)) row.verification_note = select.text(kAfter + 1);
    if (!select.is_null(kAfter + 2)) {
      row.hidden = true;
      row.hidden_why = select.text(kAfter + 2);
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace jaxbench::store
