#include "store/verification.h"

#include <cstdio>

#include "store/record_rows.h"

namespace jaxbench::store {

namespace {

// Each group's best first: correct, then as best_attempts says (confirmed
// correct with the loop's pick first, then by the confirmed speedup;
// unconfirmed by the first; confirmed incorrect last), then earliest; only a correct best is re-judged (an
// incorrect one claims nothing a verification could confirm, and it is never
// ranked). An attempt's first verdict is its own (later ones are none of
// ours: re-judgements are attempts of their own 'verify' run), and its latest
// mark decides whether it is hidden (a mark with hidden=0 unhides). Its
// confirmation is its latest row in the latest batch of its run and workload:
// a resumed loop's new confirmation replaces the old one whole.
std::string best_sql() {
  return R"sql(
WITH ranked AS (
  SELECT a.id AS attempt_id, v.id AS verdict_id, v.status, c.id AS confirmation_id,
         row_number() OVER (
           PARTITION BY r.agent, r.model, r.strategy, r.budget, a.proposer, a.workload, v.chip
           ORDER BY v.status = 'correct' DESC,
                    CASE WHEN c.id IS NULL THEN 1 WHEN c.status = 'correct' THEN 0 ELSE 2 END,
                    c.picked DESC, c.speedup IS NULL, c.speedup DESC, v.speedup IS NULL, v.speedup DESC, a.id) AS place
  FROM attempts a
  JOIN runs r ON r.id = a.run_id
  JOIN verdicts v ON v.id = (SELECT min(first.id) FROM verdicts first WHERE first.attempt_id = a.id)
  LEFT JOIN confirmations c ON c.id = (
    SELECT max(x.id) FROM confirmations x WHERE x.attempt_id = a.id AND x.batch = (
      SELECT max(b.batch) FROM confirmations b WHERE b.run_id = x.run_id AND b.workload = x.workload))
  WHERE a.kind = 'candidate' AND r.command <> 'verify' AND (?1 IS NULL OR r.id = ?1)
    AND coalesce((SELECT m.hidden FROM marks m WHERE m.attempt_id = a.id ORDER BY m.id DESC LIMIT 1), 0) = 0)
SELECT )sql" +
         run_columns("r") + ", " + attempt_columns("a") + ", " + verdict_columns("v") + R"sql(,
       c.id, (SELECT s.step FROM loop_steps s WHERE s.attempt_id = a.id), c.status, c.class, c.speedup,
       c.speedup_low, c.speedup_high, c.picked
FROM ranked k JOIN attempts a ON a.id = k.attempt_id JOIN runs r ON r.id = a.run_id
JOIN verdicts v ON v.id = k.verdict_id LEFT JOIN confirmations c ON c.id = k.confirmation_id
WHERE k.place = 1 AND k.status = 'correct' ORDER BY a.id
)sql";
}

// The confirmation columns best_sql selects after the verdict's, if any.
std::optional<ConfirmedColumns> read_confirmed(ColumnReader& columns) {
  std::optional<int64_t> id = columns.optional_integer();
  std::optional<int64_t> step = columns.optional_integer();
  std::optional<std::string> status = columns.optional_text(), klass = columns.optional_text();
  std::optional<double> speedup = columns.optional_real(), low = columns.optional_real(),
                        high = columns.optional_real();
  std::optional<int64_t> picked = columns.optional_integer();
  if (!id) return std::nullopt;
  return ConfirmedColumns{*id, step, status.value_or("unknown"), klass, speedup, low, high, picked.value_or(0) == 1};
}

std::string times(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2fx", value);
  return text;
}

std::optional<std::string> text_at(const nlohmann::json& verdict, const char* key) {
  if (!verdict.is_object() || !verdict.contains(key) || !verdict[key].is_string()) return std::nullopt;
  return verdict[key].get<std::string>();
}

// The reason of the verdict's first suspicion of its measured time, if any
// (judge/suspicion.h writes "suspicious": [{"source", "reason", ...}]).
std::optional<std::string> measured_suspicion(const nlohmann::json& verdict) {
  auto found = verdict.is_object() ? verdict.find("suspicious") : verdict.end();
  if (!verdict.is_object() || found == verdict.end() || !found->is_array()) return std::nullopt;
  for (const auto& item : *found) {
    if (item.is_object() && item.value("source", "") == "measured") return item.value("reason", "below the floor");
  }
  return std::nullopt;
}

}  // namespace

std::vector<BestAttempt> best_attempts(const Database& database, const BestQuery& query) {
  Statement select = database.prepare(best_sql());
  select.bind(1, query.run_id);
  std::vector<BestAttempt> rows;
  while (select.step()) {
    BestAttempt row;
    ColumnReader columns(select);
    columns.read_groups<RunColumns, AttemptColumns, VerdictColumns>(row);
    row.confirmed = read_confirmed(columns);
    rows.push_back(std::move(row));
  }
  return rows;
}

Claim claim_of(const BestAttempt& original) {
  if (original.picked_by_confirmation()) {
    const ConfirmedColumns& confirmed = *original.confirmed;
    return {confirmed.speedup, confirmed.speedup_low, confirmed.speedup_high, confirmed.klass};
  }
  return {original.speedup, original.speedup_low, original.speedup_high, original.klass};
}

Match match_rule(const Claim& original, const nlohmann::json& verified_verdict) {
  VerdictFields now = verdict_fields(verified_verdict);
  if (now.status != "correct") {
    std::string note = "incorrect now: " + now.status;
    std::string message = text_at(verified_verdict, "message").value_or("");
    if (!message.empty()) note += ": " + message;
    return {false, note};
  }
  if (auto reason = measured_suspicion(verified_verdict)) return {false, "suspicious now: " + *reason};
  if (!original.speedup_low || !original.speedup_high) return {true, ""};
  std::string claimed = times(*original.speedup_low) + "-" + times(*original.speedup_high);
  if (!now.speedup) return {false, "no speedup now (the original claimed " + claimed + ")"};
  if (now.klass == std::string("SLOWER") && original.klass != std::string("SLOWER")) {
    std::string measured = times(*now.speedup);
    if (now.speedup_low && now.speedup_high)
      measured += " (" + times(*now.speedup_low) + "-" + times(*now.speedup_high) + ")";
    return {false, "SLOWER now: " + measured + ", the original claimed " + original.klass.value_or("a speedup") +
                       " at " + claimed};
  }
  return {true, ""};
}

RecordedVerification record_verification(const Database& database, int64_t verify_run_id, int64_t original_attempt_id,
                                         const AttemptInfo& attempt, const nlohmann::json& verdict, bool matches,
                                         const std::string& note) {
  RecordedVerification recorded;
  database.transaction([&] {
    Statement original = database.prepare("SELECT count(*) FROM attempts WHERE id = ?1");
    original.bind(1, original_attempt_id);
    if (!original.step() || original.integer(0) == 0) {
      throw StoreError("attempt " + std::to_string(original_attempt_id) + " is not in results store " +
                       database.path() + "; jaxbench history lists the attempts");
    }
    recorded.attempt_id = insert_attempt(database, verify_run_id, attempt);
    recorded.verdict_id = insert_verdict(database, recorded.attempt_id, attempt.workload, verdict);
    database.prepare("INSERT INTO verifications (attempt_id, verdict_id, matches, note) VALUES (?1, ?2, ?3, ?4)")
        .bind(1, original_attempt_id)
        .bind(2, recorded.verdict_id)
        .bind(3, static_cast<int64_t>(matches ? 1 : 0))
        .bind(4, note)
        .run();
    recorded.verification_id = database.last_insert_id();
  });
  return recorded;
}

RecordedVerification record_verification(const Database& database, int64_t verify_run_id, int64_t original_attempt_id,
                                         const AttemptOrigin& origin, const nlohmann::json& verdict,
                                         const nlohmann::json& facts, const VerificationOutcome& outcome) {
  return record_verification(database, verify_run_id, original_attempt_id, attempt_from_verdict(verdict, facts, origin),
                             verdict, outcome.matches, outcome.note);
}

std::vector<VerificationRow> verifications(const Database& database, std::optional<int64_t> attempt_id) {
  Statement select = database.prepare("SELECT " + verdict_columns("v") +
                                      ", w.id, w.attempt_id, w.matches, w.note, w.verified_at "
                                      "FROM verifications w JOIN verdicts v ON v.id = w.verdict_id "
                                      "WHERE ?1 IS NULL OR w.attempt_id = ?1 ORDER BY w.id");
  select.bind(1, attempt_id);
  std::vector<VerificationRow> rows;
  while (select.step()) {
    VerificationRow row;
    ColumnReader columns(select);
    columns.read_groups<VerdictColumns>(row);
    row.verification_id = columns.integer();
    row.attempt_id = columns.integer();
    row.matches = columns.integer() != 0;
    row.note = columns.text();
    row.verified_at = columns.text();
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace jaxbench::store
