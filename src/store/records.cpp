#include "store/records.h"

#include "core/json_values.h"
#include "core/sha256.h"
#include "store/record_rows.h"

namespace jaxbench::store {

namespace {

// The value at `path` when it is a number; absent or null gives nothing.
std::optional<std::string> text_at(const nlohmann::json& document, const nlohmann::json::json_pointer& path) {
  if (!document.contains(path)) return std::nullopt;
  const nlohmann::json& value = document.at(path);
  if (!value.is_string() || value.get<std::string>().empty()) return std::nullopt;
  return value.get<std::string>();
}

// The secret seeds of every case, in the order run; nothing when none ran.
std::optional<std::string> seeds_of(const nlohmann::json& verdict) {
  nlohmann::json::json_pointer cases_at("/correctness/cases");
  if (!verdict.contains(cases_at) || !verdict.at(cases_at).is_array()) return std::nullopt;
  nlohmann::json seeds = nlohmann::json::array();
  for (const auto& item : verdict.at(cases_at)) {
    if (item.contains("seed")) seeds.push_back({{"label", item.value("label", "")}, {"seed", item["seed"]}});
  }
  if (seeds.empty()) return std::nullopt;
  return seeds.dump();
}

}  // namespace

int64_t environment_id(const Database& database, const EnvironmentInfo& environment) {
  std::string hash = environment.hash();
  Statement insert = database.prepare(
      "INSERT INTO environments (hash, chip, device_kind, platform, plugin_path, platform_version, libtpu_version, "
      "jaxlib_version, jaxbench_commit, host) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) "
      "ON CONFLICT (hash) DO NOTHING");
  insert.bind(1, hash)
      .bind(2, environment.chip)
      .bind(3, environment.device_kind)
      .bind(4, environment.platform)
      .bind(5, environment.plugin_path)
      .bind(6, environment.platform_version)
      .bind(7, environment.libtpu_version)
      .bind(8, environment.jaxlib_version)
      .bind(9, environment.jaxbench_commit)
      .bind(10, environment.host)
      .run();
  Statement find = database.prepare("SELECT id FROM environments WHERE hash = ?1");
  find.bind(1, hash);
  if (!find.step()) throw StoreError("results store " + database.path() + ": the environment row vanished");
  return find.integer(0);
}

int64_t insert_run(const Database& database, const RunInfo& run) {
  int64_t environment = environment_id(database, run.environment);
  database
      .prepare(
          "INSERT INTO runs (command, agent, model, strategy, budget, environment_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
      .bind(1, run.command)
      .bind(2, run.agent)
      .bind(3, run.model)
      .bind(4, run.strategy)
      .bind(5, run.budget)
      .bind(6, environment)
      .run();
  return database.last_insert_id();
}

int64_t insert_attempt(const Database& database, int64_t run_id, const AttemptInfo& attempt) {
  std::optional<std::string> source_sha256;
  if (attempt.candidate_source) source_sha256 = sha256_hex(*attempt.candidate_source);
  database
      .prepare(
          "INSERT INTO attempts (run_id, workload, size, kind, candidate_path, candidate_source, candidate_sha256, "
          "module_sha256, proposer, tokens, wall_seconds, tier, workload_sha256) "
          "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)")
      .bind(1, run_id)
      .bind(2, attempt.workload)
      .bind(3, attempt.size)
      .bind(4, attempt.kind)
      .bind(5, attempt.candidate_path)
      .bind(6, attempt.candidate_source)
      .bind(7, source_sha256)
      .bind(8, attempt.module_sha256)
      .bind(9, attempt.proposer)
      .bind(10, attempt.tokens)
      .bind(11, attempt.wall_seconds)
      .bind(12, attempt.tier)
      .bind(13, attempt.workload_sha256)
      .run();
  return database.last_insert_id();
}

int64_t insert_verdict(const Database& database, int64_t attempt_id, const std::string& workload,
                       const nlohmann::json& verdict) {
  VerdictFields fields = verdict_fields(verdict);
  std::string text = verdict.dump();
  database
      .prepare(
          "INSERT INTO verdicts (attempt_id, verdict_json, verdict_sha256, status, class, speedup, speedup_low, "
          "speedup_high, roofline_fraction, target_status, seeds, workload, chip) "
          "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)")
      .bind(1, attempt_id)
      .bind(2, text)
      .bind(3, sha256_hex(text))
      .bind(4, fields.status)
      .bind(5, fields.klass)
      .bind(6, fields.speedup)
      .bind(7, fields.speedup_low)
      .bind(8, fields.speedup_high)
      .bind(9, fields.roofline_fraction)
      .bind(10, fields.target_status)
      .bind(11, fields.seeds)
      .bind(12, fields.workload.empty() ? workload : fields.workload)
      .bind(13, fields.chip)
      .run();
  return database.last_insert_id();
}

VerdictFields verdict_fields(const nlohmann::json& verdict) {
  using pointer = nlohmann::json::json_pointer;
  VerdictFields fields;
  fields.status = text_at(verdict, pointer("/status")).value_or("unknown");
  fields.workload = text_at(verdict, pointer("/workload")).value_or("");
  fields.chip = text_at(verdict, pointer("/chip")).value_or("");
  fields.klass = text_at(verdict, pointer("/timing/class"));
  fields.speedup = number_at(verdict, pointer("/timing/speedup"));
  fields.speedup_low = number_at(verdict, pointer("/timing/ci95/0"));
  fields.speedup_high = number_at(verdict, pointer("/timing/ci95/1"));
  std::optional<double> bound = number_at(verdict, pointer("/roofline/bound_ms"));
  std::optional<double> median = number_at(verdict, pointer("/timing/candidate/median_ms"));
  if (bound && median && *median > 0) fields.roofline_fraction = *bound / *median;
  fields.target_status = text_at(verdict, pointer("/preflight/status"));
  fields.seeds = seeds_of(verdict);
  return fields;
}

int64_t start_run(const Database& database, const RunInfo& run) {
  int64_t id = 0;
  database.transaction([&] { id = insert_run(database, run); });
  return id;
}

Recorded record_attempt(const Database& database, int64_t run_id, const AttemptInfo& attempt,
                        const nlohmann::json& verdict) {
  Recorded recorded;
  recorded.run_id = run_id;
  database.transaction([&] {
    recorded.attempt_id = insert_attempt(database, run_id, attempt);
    recorded.verdict_id = insert_verdict(database, recorded.attempt_id, attempt.workload, verdict);
  });
  return recorded;
}

Recorded record_eval(const Database& database, const RunInfo& run, const AttemptInfo& attempt,
                     const nlohmann::json& verdict) {
  Recorded recorded;
  database.transaction([&] {
    recorded.run_id = insert_run(database, run);
    recorded.attempt_id = insert_attempt(database, recorded.run_id, attempt);
    recorded.verdict_id = insert_verdict(database, recorded.attempt_id, attempt.workload, verdict);
  });
  return recorded;
}

}  // namespace jaxbench::store
