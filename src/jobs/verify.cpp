#include "jobs/verify.h"

#include <chrono>
#include <filesystem>

#include "core/clock.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "jobs/eval.h"
#include "jobs/eval_fields.h"
#include "judge/verdict_json.h"
#include "store/verdict_record.h"

namespace jaxbench::jobs {

namespace {

// The stored source's file name, like the original's (the judge tells .py
// from .mlir by the extension).
std::string candidate_name(const store::BestAttempt& original) {
  std::string name = std::filesystem::path(original.candidate_path).filename().string();
  std::string extension = std::filesystem::path(name).extension().string();
  return extension == ".py" || extension == ".mlir" ? name : "candidate.py";
}

// The stored source as a file the judge can read.
std::string candidate_file(const TempDir& dir, const store::BestAttempt& original) {
  std::string path = dir.path() + "/" + candidate_name(original);
  write_file_atomic(path, *original.candidate_source);
  return path;
}

// Where the re-judged verdicts go: the verify run, started with the first.
struct VerifyStore {
  store::Database& database;
  int64_t run_id = 0;
};

// One re-judged verdict (its JSON and the record facts beside it), recorded
// beside its original, whether it was judged here or elsewhere.
VerifyRow record_row(VerifyStore& into, const store::BestAttempt& original, const nlohmann::json& verdict,
                     const nlohmann::json& facts, double wall_seconds) {
  VerifyRow row;
  row.original = original;
  row.verdict = verdict;
  // Held to what the loop reported: its confirmation, when it picked by one.
  row.match = store::match_rule(store::claim_of(original), row.verdict);
  if (into.run_id == 0) {
    store::RunInfo run;
    run.command = "verify";
    run.environment = store::verdict_environment(row.verdict, facts);
    into.run_id = store::start_run(into.database, run);
  }
  store::AttemptOrigin origin;
  origin.proposer = original.proposer;
  origin.candidate_path = original.candidate_path;
  origin.workload = original.workload;
  origin.size = original.size;
  origin.wall_seconds = wall_seconds;
  origin.candidate_source = original.candidate_source;
  row.recorded = store::record_verification(into.database, into.run_id, original.attempt_id, origin, row.verdict, facts,
                                            {row.match.matches, row.match.note});
  return row;
}

VerifyRow record_row(VerifyStore& into, const store::BestAttempt& original, const judge::Verdict& verdict,
                     double wall_seconds) {
  return record_row(into, original, judge::verdict_json(verdict), judge::record_facts(verdict), wall_seconds);
}

// The original's TPU pre-flight target and its size, to be done again: its
// target's figures (and the expert kernel's estimate, what the leaderboard's
// "beats the expert kernel" reads on a TPU-less host) are part of what it
// claimed. Empty target: it had none.
std::pair<std::string, std::optional<std::string>> preflight_target(const store::BestAttempt& original) {
  nlohmann::json verdict = nlohmann::json::parse(original.verdict_json, nullptr, false);
  if (!verdict.is_object() || !verdict.contains("preflight") || !verdict["preflight"].is_object()) return {};
  const nlohmann::json& preflight = verdict["preflight"];
  const nlohmann::json& target = preflight.value("target", nlohmann::json::object());
  if (!target.is_object() || !target.contains("target") || !target["target"].is_string()) return {};
  std::optional<std::string> size;
  if (preflight.contains("size") && preflight["size"].is_string()) size = preflight["size"].get<std::string>();
  return {target["target"].get<std::string>(), size};
}

void repeat_preflight(const store::BestAttempt& original, EvalRequest& request) {
  auto [target, size] = preflight_target(original);
  if (target.empty()) return;
  request.target = target;
  if (size) request.target_size = *size;
}

VerifyRow unjudgeable(const store::BestAttempt& original) {
  VerifyRow row;
  row.original = original;
  row.match = {false, "no stored source to judge again"};
  return row;
}

VerifyRow verify_one(const VerifyRequest& asked, VerifyStore& into, WarmContext& warm,
                     const store::BestAttempt& original, const std::string& counter, const VerifyHooks& verify_hooks) {
  if (!original.candidate_source) return unjudgeable(original);
  if (verify_hooks.remote_eval) {
    Rejudged judged = verify_hooks.remote_eval(verify_eval_params(asked, original));
    return record_row(into, original, judged.verdict, judged.facts, judged.wall_seconds);
  }
  TempDir dir("jaxbench-verify-");
  EvalRequest request;
  request.workload = original.workload;
  request.size = original.size;
  request.candidate_path = candidate_file(dir, original);
  request.plugin = asked.plugin;
  request.seeds = asked.seeds;
  request.timing = asked.timing;
  request.budget_seconds = asked.budget_seconds;
  repeat_preflight(original, request);
  auto start = std::chrono::steady_clock::now();
  auto seconds = [start] { return seconds_since(start); };
  EvalHooks hooks;
  hooks.progress = verify_hooks.progress;
  // A hung execution cannot be cancelled: record it (a timeout never
  // matches), say so, and leave from the watchdog's thread.
  hooks.on_timeout = [&into, &original, &counter, seconds, &verify_hooks](const judge::Verdict& timeout) {
    VerifyRow row = record_row(into, original, timeout, seconds());
    if (verify_hooks.verified) verify_hooks.verified(counter, row);
    verify_hooks.timed_out(timeout.message + "; the verifications after it were not run");
  };
  judge::Verdict verdict = run_eval(request, hooks, warm);
  return record_row(into, original, verdict, seconds());
}

}  // namespace

nlohmann::json verify_eval_params(const VerifyRequest& request, const store::BestAttempt& original) {
  std::string name = candidate_name(original);
  EvalRequest eval;
  eval.workload = original.workload;
  eval.size = original.size;
  eval.seeds = request.seeds;
  eval.timing = request.timing;
  eval.budget_seconds = request.budget_seconds;
  auto [target, size] = preflight_target(original);
  if (!target.empty()) eval.target = target;
  if (size) eval.target_size = *size;
  nlohmann::json params = encode_eval_request(eval);
  params["candidate_source"] = original.candidate_source.value_or("");
  params["candidate_kind"] = std::filesystem::path(name).extension() == ".mlir" ? "mlir" : "py";
  return params;
}

VerifyReport run_verify(const VerifyRequest& request, const suite::Registry& registry, store::Database& database,
                        const std::string& db, const VerifyHooks& hooks) {
  VerifyReport report;
  report.db = db;
  store::BestQuery query;
  if (request.run > 0) query.run_id = request.run;
  if (request.bundle) {
    report.imported = store::import_bundle(database, read_file(*request.bundle), *request.bundle);
    if (hooks.imported) hooks.imported(*report.imported);
    query.run_id = report.imported->run_id;
  }
  std::vector<store::BestAttempt> best = store::best_attempts(database, query);
  VerifyStore into{database};
  WarmContext warm(registry);
  for (size_t index = 0; index < best.size(); ++index) {
    std::string counter = std::to_string(index + 1) + "/" + std::to_string(best.size());
    try {
      report.rows.push_back(verify_one(request, into, warm, best[index], counter, hooks));
    } catch (const std::exception& failure) {
      // What stops the judge before the candidate runs (a workload this
      // checkout lacks, no plugin) is this kernel's error, not the others'.
      VerifyRow row;
      row.original = best[index];
      row.match = {false, std::string("not judged: ") + failure.what()};
      row.error = true;
      report.rows.push_back(row);
    }
    if (hooks.verified) hooks.verified(counter, report.rows.back());
  }
  report.run_id = into.run_id;
  return report;
}

}  // namespace jaxbench::jobs
