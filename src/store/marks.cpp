#include "store/marks.h"

namespace jaxbench::store {

std::vector<MarkRow> marks(const Database& database, std::optional<int64_t> attempt_id) {
  Statement select = database.prepare(
      "SELECT m.id, m.attempt_id, m.hacked, m.hidden, m.why, m.created_at, a.workload, a.candidate_path "
      "FROM marks m JOIN attempts a ON a.id = m.attempt_id WHERE ?1 IS NULL OR m.attempt_id = ?1 ORDER BY m.id");
  select.bind(1, attempt_id);
  std::vector<MarkRow> rows;
  while (select.step()) {
    MarkRow row;
    row.mark_id = select.integer(0);
    row.attempt_id = select.integer(1);
    row.hacked = select.integer(2) != 0;
    row.hidden = select.integer(3) != 0;
    row.why = select.text(4);
    row.created_at = select.text(5);
    row.workload = select.text(6);
    row.candidate_path = select.text(7);
    rows.push_back(std::move(row));
  }
  return rows;
}

MarkRow mark_attempt(const Database& database, int64_t attempt_id, bool hacked, const std::string& why, bool hidden) {
  if (why.empty()) {
    throw StoreError("marking attempt " + std::to_string(attempt_id) + " needs a reason: pass --why \"...\"");
  }
  int64_t mark_id = 0;
  database.transaction([&] {
    Statement known = database.prepare("SELECT count(*) FROM attempts WHERE id = ?1");
    known.bind(1, attempt_id);
    if (!known.step() || known.integer(0) == 0) {
      throw StoreError("attempt " + std::to_string(attempt_id) + " is not in results store " + database.path() +
                       "; jaxbench history lists the attempts");
    }
    database.prepare("INSERT INTO marks (attempt_id, hacked, hidden, why) VALUES (?1, ?2, ?3, ?4)")
        .bind(1, attempt_id)
        .bind(2, static_cast<int64_t>(hacked ? 1 : 0))
        .bind(3, static_cast<int64_t>(hidden ? 1 : 0))
        .bind(4, why)
        .run();
    mark_id = database.last_insert_id();
  });
  for (MarkRow& row : marks(database, attempt_id)) {
    if (row.mark_id == mark_id) return row;
  }
  throw StoreError("results store " + database.path() + ": mark " + std::to_string(mark_id) + " vanished");
}

bool is_hidden(const Database& database, int64_t attempt_id) {
  std::vector<MarkRow> rows = marks(database, attempt_id);
  return !rows.empty() && rows.back().hidden;
}

}  // namespace jaxbench::store
