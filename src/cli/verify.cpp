// `jaxbench verify [--run RUN | --all | --bundle FILE]`: re-judges the best
// correct candidate of each agent, workload and chip with fresh secret seeds
// on this machine and records each re-judged verdict beside its original.
// Exit code 0 when every one matches, 1 when any does not, 2 on an error.
#include "jobs/verify.h"

#include <unistd.h>

#include <iostream>

#include "candidate/suite_export.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "cli/verify_requests.h"
#include "fleet/bridge.h"
#include "fleet/executor.h"
#include "judge/seeds.h"
#include "loop/fleet_judge.h"
#include "report/verify_report.h"
#include "store/migrations.h"
#include "suite/registry.h"

namespace jaxbench::cli {

namespace {

using jobs::VerifyRow;

constexpr const char* kVerifyUsage =
    R"(usage: jaxbench verify (--run RUN | --all | --bundle FILE) [--plugin P] [--seeds N]
                       [--budget SECONDS] [--no-timing] [--executor local|ray|ray://ADDRESS]
                       [--db FILE] [--json]
)";
constexpr const char* kVerifyAbout = R"(Re-judges the best candidate of each (agent, model, strategy, budget,
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
--executor ray re-judges them on a Ray fleet instead (one at a time, each
sent with its source; docs/fleet.md), recorded here; each re-judged verdict
names the worker that judged it ("fleet"), and one the fleet could not judge
is that attempt's error.
Exit code 0 every one matches, 1 any does not, 2 an error.
)";

void print_verify(const jobs::VerifyReport& report, bool json) {
  if (json) {
    print_json(report::verify_json(report));
  } else {
    std::cout << report::verify_text(report) << std::flush;
  }
}

}  // namespace

CommandLine<VerifyRequest> parse_verify(const Argv& argv) {
  CommandLine<VerifyRequest> line;
  VerifyRequest& request = line.request;
  CommandParser parser("verify", kVerifyUsage, kVerifyAbout);
  parser.add_count("--run", request.run, 1, "run id", "the best attempts of this run (history --json: run_id)");
  parser.add_flag("--all", request.all, "the best attempts of every run");
  parser.add_text("--bundle", request.bundle, "FILE", "import this results bundle, then verify its best attempts");
  parser.add_plugin(request.plugin);
  parser.add_count("--seeds", request.seeds, judge::kFewestSeeds, "secret seeds", "fresh secret seeds for correctness");
  parser.add_seconds("--budget", request.budget_seconds, "timing budget per kernel");
  parser.add_clearing_flag("--no-timing", request.timing, "correctness only (a claimed interval then never matches)");
  parser.add_text("--executor", request.executor, fleet::kExecutorForms, "where the attempts are judged again");
  parser.add_store_options(line.store, false);
  parser.parse(argv, line);
  try {
    fleet::parse_executor(request.executor);  // a bad value is a usage error before anything runs
  } catch (const Error& error) {
    throw UsageError(error.what());
  }
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
  std::string db = store::store_path(line.store);
  store::Database database = store::open_store(db);
  suite::Registry registry = suite::Registry::open_default();
  candidate::export_on_first_use(registry);  // the levels, exported when first needed
  jobs::VerifyHooks hooks;
  hooks.progress = progress;
  hooks.imported = [&request](const store::Imported& imported) {
    progress(report::import_line(*request.bundle, imported));
  };
  hooks.verified = [](const std::string& counter, const VerifyRow& row) {
    progress(report::verify_progress(counter, row));
  };
  hooks.timed_out = [](const std::string& message) {
    std::cerr << "jaxbench verify: " << message << std::endl;
    ::_exit(kExitFailed);
  };
  std::unique_ptr<fleet::Bridge> bridge;
  std::unique_ptr<loop::FleetJudge> fleet_judge;
  fleet::Executor executor = fleet::parse_executor(request.executor);
  if (executor.ray) {
    bridge = fleet::start_bridge(executor, [](const std::string& line) { progress(line); });
    fleet_judge = std::make_unique<loop::FleetJudge>(*bridge);
    hooks.remote_eval = [&fleet_judge](const nlohmann::json& params) { return loop::rejudge(*fleet_judge, params); };
  }
  jobs::VerifyReport report = jobs::run_verify(request, registry, database, db, hooks);
  print_verify(report, line.json);
  int exit_code = kExitOk;
  for (const VerifyRow& row : report.rows) {
    if (row.error) return kExitError;
    if (!row.match.matches) exit_code = kExitFailed;
  }
  return exit_code;
}

}  // namespace jaxbench::cli
