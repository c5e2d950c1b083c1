#include "store/queries.h"

namespace jaxbench::store {

std::vector<HistoryRow> history(const Database& database, const HistoryQuery& query) {
  Statement select = database.prepare(
      "SELECT " + run_columns("r") + ", " +
      attempt_columns("a", {{"workload", "v.workload"}, {"created_at", "v.created_at"}}) + ", " + verdict_columns("v") +
      ", coalesce(json_extract(v.verdict_json, '$.timing.candidate.median_ms'), json_extract(v.verdict_json, "
      "'$.median_ms')) "
      "FROM verdicts v JOIN attempts a ON a.id = v.attempt_id JOIN runs r ON r.id = a.run_id "
      "WHERE ?1 IS NULL OR v.workload = ?1 ORDER BY v.id DESC LIMIT ?2");
  select.bind(1, query.workload).bind(2, static_cast<int64_t>(query.limit > 0 ? query.limit : -1));
  std::vector<HistoryRow> rows;
  while (select.step()) {
    HistoryRow row;
    ColumnReader columns(select);
    columns.read_groups<RunColumns, AttemptColumns, VerdictColumns>(row);
    row.median_ms = columns.optional_real();
    rows.push_back(std::move(row));
  }
  return rows;
}

int64_t verdict_count(const Database& database) { return database.query_integer("SELECT count(*) FROM verdicts"); }

}  // namespace jaxbench::store
