#include "store/verification.h"

#include <cstdio>

#include "store/record_rows.h"

namespace jaxbench::store {

namespace {

// Each group's best first: correct, then fastest (no speedup last), then
// earliest; only a correct best is re-judged (an incorrect one claims
// nothing a verification could confirm, and it is never ranked). An attempt's first verdict is its own (later ones are
// none of ours: re-judgements are attempts of their own 'verify' run), and its latest mark decides whether it is hidden
// (a mark with hidden=0 unhides).
constexpr const char* kBestSql = R"sql(
WITH ranked AS (
  SELECT a.id AS attempt_id, r.id AS run_id, v.id AS verdict_id, r.agent, r.model, r.strategy, r.budget,
         a.proposer, a.workload, a.size, v.chip, a.candidate_path, v.status, a.candidate_source,
         a.module_sha256, v.speedup, v.speedup_low, v.speedup_high,
         row_number() OVER (
           PARTITION BY r.agent, r.model, r.strategy, r.budget, a.proposer, a.workload, v.chip
           ORDER BY v.status = 'correct' DESC, v.speedup IS NULL, v.speedup DESC, a.id) AS place
  FROM attempts a
  JOIN runs r ON r.id = a.run_id
  JOIN verdicts v ON v.id = (SELECT min(first.id) FROM verdicts first WHERE first.attempt_id = a.id)
  WHERE a.kind = 'candidate' AND r.command <> 'verify' AND (?1 IS NULL OR r.id = ?1)
    AND coalesce((SELECT m.hidden FROM marks m WHERE m.attempt_id = a.id ORDER BY m.id DESC LIMIT 1), 0) = 0)
SELECT attempt_id, run_id, verdict_id, agent, model, strategy, budget, proposer, workload, size, chip,
       candidate_path, status, candidate_source, module_sha256, speedup, speedup_low, speedup_high
FROM ranked WHERE place = 1 AND status = 'correct' ORDER BY attempt_id
)sql";

std::string times(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2fx", value);
  return text;
}

std::optional<std::string> text_at(const nlohmann::json& verdict, const char* key) {
  if (!verdict.is_object() || !verdict.contains(key) || !verdict[key].is_string()) return std::nullopt;
  return verdict[key].get<std::string>();
}

}  // namespace

std::vector<BestAttempt> best_attempts(const Database& database, const BestQuery& query) {
  Statement select = database.prepare(kBestSql);
  select.bind(1, query.run_id);
  std::vector<BestAttempt> rows;
  while (select.step()) {
    BestAttempt row;
    row.attempt_id = select.integer(0);
    row.run_id = select.integer(1);
    row.verdict_id = select.integer(2);
    row.agent = select.text(3);
    row.model = select.text(4);
    row.strategy = select.text(5);
    row.budget = select.text(6);
    row.proposer = select.text(7);
    row.workload = select.text(8);
    row.size = select.text(9);
    row.chip = select.text(10);
    row.candidate_path = select.text(11);
    row.status = select.text(12);
    row.candidate_source = select.optional_text(13);
    row.module_sha256 = select.optional_text(14);
    row.speedup = select.optional_real(15);
    row.speedup_low = select.optional_real(16);
    row.speedup_high = select.optional_real(17);
    rows.push_back(std::move(row));
  }
  return rows;
}

Match match_rule(const Claim& original, const nlohmann::json& verified_verdict) {
  VerdictFields now = verdict_fields(verified_verdict);
  if (now.status != "correct") {
    std::string note = "incorrect now: " + now.status;
    std::string message = text_at(verified_verdict, "message").value_or("");
    if (!message.empty()) note += ": " + message;
    return {false, note};
  }
  if (!original.speedup_low || !original.speedup_high) return {true, ""};
  std::string claimed = times(*original.speedup_low) + "-" + times(*original.speedup_high);
  if (!now.speedup) return {false, "no speedup now (the original claimed " + claimed + ")"};
  if (*now.speedup < *original.speedup_low || *now.speedup > *original.speedup_high) {
    return {false, "speedup " + times(*now.speedup) + " outside the original " + claimed};
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

std::vector<VerificationRow> verifications(const Database& database, std::optional<int64_t> attempt_id) {
  Statement select = database.prepare(
      "SELECT w.id, w.attempt_id, w.verdict_id, w.matches, w.note, w.verified_at, v.status, v.speedup "
      "FROM verifications w JOIN verdicts v ON v.id = w.verdict_id "
      "WHERE ?1 IS NULL OR w.attempt_id = ?1 ORDER BY w.id");
  select.bind(1, attempt_id);
  std::vector<VerificationRow> rows;
  while (select.step()) {
    VerificationRow row;
    row.verification_id = select.integer(0);
    row.attempt_id = select.integer(1);
    row.verdict_id = select.integer(2);
    row.matches = select.integer(3) != 0;
    row.note = select.text(4);
    row.verified_at = select.text(5);
    row.status = select.text(6);
    row.speedup = select.optional_real(7);
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace jaxbench::store
