#include "store/queries.h"

namespace jaxbench::store {

std::vector<HistoryRow> history(const Database& database, const HistoryQuery& query) {
  Statement select = database.prepare(
      "SELECT v.id, a.id, r.id, v.created_at, r.command, v.workload, a.size, a.kind, v.status, v.chip, "
      "a.candidate_path, v.class, a.candidate_sha256, a.module_sha256, v.target_status, v.speedup, v.speedup_low, "
      "v.speedup_high, v.roofline_fraction, "
      "coalesce(json_extract(v.verdict_json, '$.timing.candidate.median_ms'), json_extract(v.verdict_json, "
      "'$.median_ms')) "
      "FROM verdicts v JOIN attempts a ON a.id = v.attempt_id JOIN runs r ON r.id = a.run_id "
      "WHERE ?1 IS NULL OR v.workload = ?1 ORDER BY v.id DESC LIMIT ?2");
  select.bind(1, query.workload).bind(2, static_cast<int64_t>(query.limit > 0 ? query.limit : -1));
  std::vector<HistoryRow> rows;
  while (select.step()) {
    HistoryRow row;
    row.verdict_id = select.integer(0);
    row.attempt_id = select.integer(1);
    row.run_id = select.integer(2);
    row.created_at = select.text(3);
    row.command = select.text(4);
    row.workload = select.text(5);
    row.size = select.text(6);
    row.kind = select.text(7);
    row.status = select.text(8);
    row.chip = select.text(9);
    row.candidate_path = select.text(10);
    row.klass = select.optional_text(11);
    row.candidate_sha256 = select.optional_text(12);
    row.module_sha256 = select.optional_text(13);
    row.target_status = select.optional_text(14);
    row.speedup = select.optional_real(15);
    row.speedup_low = select.optional_real(16);
    row.speedup_high = select.optional_real(17);
    row.roofline_fraction = select.optional_real(18);
    row.median_ms = select.optional_real(19);
    rows.push_back(std::move(row));
  }
  return rows;
}

int64_t verdict_count(const Database& database) { return database.query_integer("SELECT count(*) FROM verdicts"); }

}  // namespace jaxbench::store
