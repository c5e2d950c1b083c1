// `jaxbench verify [--run RUN | --all | --bundle FILE]`: re-judges the best
// correct candidate of each agent, workload and chip with fresh secret seeds
// on this machine and records each re-judged verdict beside its original.
// Exit code 0 when every one matches, 1 when any does not, 2 on an error.
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <iostream>

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/recording.h"
#include "cli/verify_output.h"
#include "cli/verify_requests.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "jobs/eval.h"
#include "judge/verdict_json.h"
#include "store/bundle.h"
#include "store/migrations.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kUsage = R"(usage: jaxbench verify (--run RUN | --all | --bundle FILE) [--plugin P] [--seeds N]
                       [--budget SECONDS] [--no-timing] [--db FILE] [--json]
)";
constexpr const char* kAbout = R"(Re-judges the best candidate of each (agent, model, strategy, budget,
proposer; workload; chip) in the results store: its fastest correct attempt
(one without a speedup counts as the slowest), the earliest of equally fast
ones; incorrect attempts, references, attempts hidden by `jaxbench mark` and
earlier verifications are left out.
Each stored source is judged again here, at its original size, with fresh
secret seeds drawn now (stored only with the new verdict). It matches when
it is correct now and, if the original claimed a speedup interval, the
speedup measured now lies inside it. Every re-judged verdict is recorded
(a run with command 'verify'); one that does not match is kept and shown,
never dropped. --bundle FILE imports a results bundle (jaxbench
export-results) and verifies exactly its best attempts.
Exit code 0 every one matches, 1 any does not, 2 an error.
)";

// The stored source as a file the judge can read, named like the original
// (the judge tells .py from .mlir by the extension).
std::string candidate_file(const TempDir& dir, const store::BestAttempt& original) {
  std::string name = std::filesystem::path(original.candidate_path).filename().string();
  std::string extension = std::filesystem::path(name).extension().string();
  if (extension != ".py" && extension != ".mlir") name = "candidate.py";
  std::string path = dir.path() + "/" + name;
  write_file_atomic(path, *original.candidate_source);
  return path;
}

// Where the re-judged verdicts go: the verify run, started with the first.
struct VerifyStore {
  store::Database& database;
  int64_t run_id = 0;
};

VerifyRow record_row(VerifyStore& into, const store::BestAttempt& original, const judge::Verdict& verdict,
                     double wall_seconds) {
  VerifyRow row;
  row.original = original;
  row.verdict = judge::verdict_json(verdict);
  row.match = store::match_rule({original.speedup, original.speedup_low, original.speedup_high}, row.verdict);
  if (into.run_id == 0) {
    store::RunInfo run;
    run.command = "verify";
    run.environment = verdict_environment(row.verdict, judge::record_facts(verdict));
    into.run_id = store::start_run(into.database, run);
  }
  store::AttemptInfo attempt;
  attempt.workload = original.workload;
  attempt.size = original.size;
  attempt.candidate_path = original.candidate_path;
  attempt.candidate_source = original.candidate_source;
  if (!verdict.module_sha256.empty()) attempt.module_sha256 = verdict.module_sha256;
  attempt.proposer = original.proposer;
  attempt.wall_seconds = wall_seconds;
  row.recorded = store::record_verification(into.database, into.run_id, original.attempt_id, attempt, row.verdict,
                                            row.match.matches, row.match.note);
  return row;
}

// The original's TPU pre-flight, done again: its target's figures (and the
// expert kernel's estimate, what the leaderboard's "beats the expert kernel"
// reads on a TPU-less host) are part of what it claimed.
void repeat_preflight(const store::BestAttempt& original, jobs::EvalRequest& request) {
  nlohmann::json verdict = nlohmann::json::parse(original.verdict_json, nullptr, false);
  if (!verdict.is_object() || !verdict.contains("preflight") || !verdict["preflight"].is_object()) return;
  const nlohmann::json& preflight = verdict["preflight"];
  const nlohmann::json& target = preflight.value("target", nlohmann::json::object());
  if (!target.is_object() || !target.contains("target") || !target["target"].is_string()) return;
  request.target = target["target"].get<std::string>();
  if (preflight.contains("size") && preflight["size"].is_string()) request.target_size = preflight["size"];
}

VerifyRow verify_one(const VerifyRequest& asked, VerifyStore& into, jobs::WarmContext& warm,
                     const store::BestAttempt& original, const std::string& counter) {
  if (!original.candidate_source) {
    VerifyRow row;
    row.original = original;
    row.match = {false, "no stored source to judge again"};
    return row;
  }
  TempDir dir("jaxbench-verify-");
  jobs::EvalRequest request;
  request.workload = original.workload;
  request.size = original.size;
  request.candidate_path = candidate_file(dir, original);
  request.plugin = asked.plugin;
  request.seeds = asked.seeds;
  request.timing = asked.timing;
  request.budget_seconds = asked.budget_seconds;
  repeat_preflight(original, request);
  auto start = std::chrono::steady_clock::now();
  auto seconds = [start] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  jobs::EvalHooks hooks;
  hooks.progress = progress;
  // A hung execution cannot be cancelled: record it (a timeout never
  // matches), say so, and leave from the watchdog's thread.
  hooks.on_timeout = [&into, &original, &counter, seconds](const judge::Verdict& timeout) {
    progress(verify_progress(counter, record_row(into, original, timeout, seconds())));
    std::cerr << "jaxbench verify: " << timeout.message << "; the verifications after it were not run" << std::endl;
    ::_exit(kExitFailed);
  };
  judge::Verdict verdict = jobs::run_eval(request, hooks, warm);
  return record_row(into, original, verdict, seconds());
}

}  // namespace

CommandLine<VerifyRequest> parse_verify(const Argv& argv) {
  CommandLine<VerifyRequest> line;
  VerifyRequest& request = line.request;
  CommandParser parser("verify", kUsage, kAbout);
  parser.add_count("--run", request.run, 1, "run id", "the best attempts of this run (history --json: run_id)");
  parser.add_flag("--all", request.all, "the best attempts of every run");
  parser.add_text("--bundle", request.bundle, "FILE", "import this results bundle, then verify its best attempts");
  parser.add_text("--plugin", request.plugin, "P", "cpu|cuda|tpu|PATH (default: JAXBENCH_PLUGIN, then cpu)");
  parser.add_count("--seeds", request.seeds, 3, "secret seeds", "fresh secret seeds for correctness");
  parser.add_seconds("--budget", request.budget_seconds, "timing budget per kernel");
  parser.add_clearing_flag("--no-timing", request.timing, "correctness only (a claimed interval then never matches)");
  parser.add_store_options(line.store, false);
  parser.parse(argv, line);
  int chosen = (request.run > 0 ? 1 : 0) + (request.all ? 1 : 0) + (request.bundle ? 1 : 0);
  if (!line.help && chosen != 1) {
    throw parser.error("needs exactly one of --run RUN, --all or --bundle FILE");
  }
  return line;
}

int verify_command(const Argv& argv) {
  CommandLine<VerifyRequest> line = parse_verify(argv);
  if (print_help(line.help)) return kExitOk;
  const VerifyRequest& request = line.request;
  VerifyReport report;
  report.db = store_path(line.store);
  store::Database database = store::open_store(report.db);
  store::BestQuery query;
  if (request.run > 0) query.run_id = request.run;
  if (request.bundle) {
    report.imported = store::import_bundle(database, read_file(*request.bundle), *request.bundle);
    progress(import_line(*request.bundle, *report.imported));
    query.run_id = report.imported->run_id;
  }
  std::vector<store::BestAttempt> best = store::best_attempts(database, query);
  VerifyStore into{database};
  jobs::WarmContext warm;
  for (size_t index = 0; index < best.size(); ++index) {
    std::string counter = std::to_string(index + 1) + "/" + std::to_string(best.size());
    try {
      report.rows.push_back(verify_one(request, into, warm, best[index], counter));
    } catch (const std::exception& failure) {
      // What stops the judge before the candidate runs (a workload this
      // checkout lacks, no plugin) is this kernel's error, not the others'.
      VerifyRow row;
      row.original = best[index];
      row.match = {false, std::string("not judged: ") + failure.what()};
      row.error = true;
      report.rows.push_back(row);
    }
    progress(verify_progress(counter, report.rows.back()));
  }
  report.run_id = into.run_id;
  print_verify(report, line.json);
  int exit_code = kExitOk;
  for (const VerifyRow& row : report.rows) {
    if (row.error) return kExitError;
    if (!row.match.matches) exit_code = kExitFailed;
  }
  return exit_code;
}

}  // namespace jaxbench::cli
