#include "store/loop_records.h"

#include "core/sha256.h"
#include "store/record_rows.h"

namespace jaxbench::store {

int64_t start_loop(const Database& database, const RunInfo& run, const nlohmann::json& config) {
  int64_t run_id = 0;
  database.transaction([&] {
    run_id = insert_run(database, run);
    database.prepare("INSERT INTO loop_runs (run_id, config_json) VALUES (?1, ?2)")
        .bind(1, run_id)
        .bind(2, config.dump())
        .run();
  });
  return run_id;
}

nlohmann::json loop_config(const Database& database, int64_t run_id) {
  Statement find = database.prepare("SELECT config_json FROM loop_runs WHERE run_id = ?1");
  find.bind(1, run_id);
  if (!find.step()) {
    throw StoreError("run " + std::to_string(run_id) + " of " + database.path() +
                     " is not an optimize run; list the loop runs with `jaxbench history --json` and pass one of "
                     "theirs to --resume (or the --db that holds it)");
  }
  return nlohmann::json::parse(find.text(0));
}

void set_run_environment(const Database& database, int64_t run_id, const EnvironmentInfo& environment) {
  database.transaction([&] {
    int64_t id = environment_id(database, environment);
    database.prepare("UPDATE runs SET environment_id = ?1 WHERE id = ?2").bind(1, id).bind(2, run_id).run();
  });
}

void plan_steps(const Database& database, int64_t run_id, std::vector<LoopStepRow>& steps) {
  database.transaction([&] {
    for (LoopStepRow& row : steps) {
      database
          .prepare(
              "INSERT INTO loop_steps (run_id, workload, step, round, parent_step, setting_json, system_text, "
              "user_text) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
          .bind(1, run_id)
          .bind(2, row.workload)
          .bind(3, row.step)
          .bind(4, row.round)
          .bind(5, row.parent_step)
          .bind(6, row.setting_json)
          .bind(7, row.system_text)
          .bind(8, row.user_text)
          .run();
      row.id = database.last_insert_id();
    }
  });
}

void record_proposal(const Database& database, const LoopStepRow& step) {
  database.transaction([&] {
    database
        .prepare(
            "UPDATE loop_steps SET outcome = ?1, message = ?2, raw_reply = ?3, candidate_source = ?4, "
            "prompt_tokens = ?5, completion_tokens = ?6, requests = ?7, propose_seconds = ?8, proposer_log = ?10 "
            "WHERE id = ?9")
        .bind(1, step.outcome)
        .bind(2, step.message)
        .bind(3, step.raw_reply)
        .bind(4, step.candidate_source)
        .bind(5, step.prompt_tokens)
        .bind(6, step.completion_tokens)
        .bind(7, step.requests)
        .bind(8, step.propose_seconds)
        .bind(9, step.id)
        .bind(10, step.proposer_log)
        .run();
  });
}

Recorded record_step_verdict(const Database& database, int64_t run_id, int64_t step_id, const AttemptInfo& attempt,
                             const nlohmann::json& verdict) {
  Recorded recorded;
  recorded.run_id = run_id;
  database.transaction([&] {
    recorded.attempt_id = insert_attempt(database, run_id, attempt);
    recorded.verdict_id = insert_verdict(database, recorded.attempt_id, attempt.workload, verdict);
    database.prepare("UPDATE loop_steps SET attempt_id = ?1 WHERE id = ?2")
        .bind(1, recorded.attempt_id)
        .bind(2, step_id)
        .run();
  });
  return recorded;
}

Recorded record_step_verdict(const Database& database, int64_t run_id, int64_t step_id, const AttemptOrigin& origin,
                             const nlohmann::json& verdict, const nlohmann::json& facts) {
  return record_step_verdict(database, run_id, step_id, attempt_from_verdict(verdict, facts, origin), verdict);
}

namespace {

std::optional<int64_t> optional_integer(const Statement& row, int column) {
  if (row.is_null(column)) return std::nullopt;
  return row.integer(column);
}

LoopStepRow read_step(const Statement& row) {
  LoopStepRow step;
  step.id = row.integer(0);
  step.workload = row.text(1);
  step.step = row.integer(2);
  step.round = row.integer(3);
  step.parent_step = optional_integer(row, 4);
  step.setting_json = row.optional_text(5);
  step.system_text = row.text(6);
  step.user_text = row.text(7);
  step.outcome = row.optional_text(8);
  step.message = row.text(9);
  step.raw_reply = row.optional_text(10);
  step.candidate_source = row.optional_text(11);
  step.prompt_tokens = optional_integer(row, 12);
  step.completion_tokens = optional_integer(row, 13);
  step.requests = optional_integer(row, 14);
  step.propose_seconds = row.optional_real(15);
  step.attempt_id = optional_integer(row, 16);
  if (std::optional<std::string> verdict = row.optional_text(17)) step.verdict = nlohmann::json::parse(*verdict);
  step.proposer_log = row.optional_text(18);
  return step;
}

}  // namespace

std::vector<LoopStepRow> load_steps(const Database& database, int64_t run_id) {
  // A step's attempt has one verdict (verify adds its own attempts).
  Statement rows = database.prepare(
      "SELECT s.id, s.workload, s.step, s.round, s.parent_step, s.setting_json, s.system_text, s.user_text, "
      "s.outcome, s.message, s.raw_reply, s.candidate_source, s.prompt_tokens, s.completion_tokens, s.requests, "
      "s.propose_seconds, s.attempt_id, (SELECT v.verdict_json FROM verdicts v WHERE v.attempt_id = s.attempt_id "
      "ORDER BY v.id LIMIT 1), s.proposer_log FROM loop_steps s WHERE s.run_id = ?1 ORDER BY s.workload, s.step");
  rows.bind(1, run_id);
  std::vector<LoopStepRow> steps;
  while (rows.step()) steps.push_back(read_step(rows));
  return steps;
}

void insert_confirmation(const Database& database, int64_t run_id, const std::string& workload, int64_t batch,
                         const ConfirmationRecord& record) {
  VerdictFields fields = verdict_fields(record.verdict);
  std::string text = record.verdict.dump();
  database
      .prepare(
          "INSERT INTO confirmations (run_id, workload, batch, attempt_id, verdict_json, verdict_sha256, status, "
          "class, speedup, speedup_low, speedup_high, seeds, picked) "
          "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)")
      .bind(1, run_id)
      .bind(2, workload)
      .bind(3, batch)
      .bind(4, record.attempt_id)
      .bind(5, text)
      .bind(6, sha256_hex(text))
      .bind(7, fields.status)
      .bind(8, fields.klass)
      .bind(9, fields.speedup)
      .bind(10, fields.speedup_low)
      .bind(11, fields.speedup_high)
      .bind(12, fields.seeds)
      .bind(13, static_cast<int64_t>(record.picked ? 1 : 0))
      .run();
}

int64_t record_confirmation(const Database& database, int64_t run_id, const std::string& workload,
                            const std::vector<ConfirmationRecord>& confirmed) {
  int64_t batch = 0;
  database.transaction([&] {
    Statement last =
        database.prepare("SELECT coalesce(max(batch), 0) + 1 FROM confirmations WHERE run_id = ?1 AND workload = ?2");
    last.bind(1, run_id).bind(2, workload);
    last.step();
    batch = last.integer(0);
    for (const ConfirmationRecord& record : confirmed) insert_confirmation(database, run_id, workload, batch, record);
  });
  return batch;
}

void finish_loop(const Database& database, int64_t run_id) {
  database.transaction([&] {
    database.prepare("UPDATE loop_runs SET finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE run_id = ?1")
        .bind(1, run_id)
        .run();
  });
}

}  // namespace jaxbench::store
