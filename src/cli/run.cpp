// `jaxbench run`: time the suite's references on the chosen plugin.
#include <iostream>

#include "candidate/suite_export.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "cli/requests.h"
#include "core/files.h"
#include "core/strings.h"
#include "fleet/bridge.h"
#include "fleet/executor.h"
#include "fleet/run_fleet.h"
#include "jobs/command_records.h"
#include "jobs/jaxbench_flags.h"
#include "jobs/run_suite.h"
#include "report/results.h"
#include "suite/registry.h"

namespace jaxbench::cli {

namespace {
constexpr const char* kRunUsage =
    R"(usage: jaxbench run [--workload ID ...|--suite priority|fused|all|levels|user|everything] [--all]
                    [--size small|full] [--plugin P] [--out DIR] [--budget SECONDS] [--db FILE] [--no-store] [--json]
                    [--tpu v5e|v6e|auto] [--num-warmup N] [--num-iters N] [--executor local|ray|ray://ADDRESS]
)";
constexpr const char* kRunAbout = R"(For each workload: makes the inputs on the device with inputs.mlir (fixed
seed), compiles the reference, warms it up until two runs agree, then times
it (the median of its timed runs within --budget seconds). Reports median
ms, TFLOP/s and % of the chip's peak, and writes DIR/results.json and
DIR/results.csv (default DIR: results). A failing workload is reported with
its error and the run goes on; exit code 1 if any failed. Each workload's
row is also recorded in the results store as it finishes (--db FILE,
--no-store), then listed by `jaxbench history`.
Google JAXBench's flags work as there: --all, --tpu (the TPU plugin where
this host has one, at size full), --num-warmup N (at least N warm-up runs),
--num-iters N (at most N timed runs). Where the device runs it, a workload's
expert kernel (pallas_tpu, JAXBench's optimized.py) is timed too, as its
variant "optimized" row.
--executor ray times the workloads on a Ray fleet, one judge per chip, in
parallel ($RAY_ADDRESS, else a local cluster; ray://HOST:PORT a named one;
docs/fleet.md); each row names the worker and node that timed it, and is
recorded here, in this machine's store.
)";

}  // namespace

CommandLine<RunRequest> parse_run(const Argv& argv) {
  CommandLine<RunRequest> line;
  RunRequest& request = line.request;
  CommandParser parser("run", kRunUsage, kRunAbout);
  parser.add_list("--workload", request.workloads, "ID", "a workload id or prefix (repeatable)");
  parser.add_choice("--suite", request.suite, CommandParser::suite_names(), "suite",
                    "a whole suite (all when no --workload is given)");
  parser.add_choice("--size", request.size, CommandParser::size_names(), "size", "the exported size to time");
  parser.add_plugin(request.plugin);
  parser.add_text("--out", request.out_dir, "DIR", "where results.json and results.csv go");
  parser.add_seconds("--budget", request.budget_seconds, "timing budget per workload");
  bool all = false;
  parser.add_flag("--all", all, "every workload (JAXBench's flag: --suite all)");
  std::vector<std::string> tpus = jobs::jaxbench_tpu_flag_values();
  parser.add_choice("--tpu", request.tpu, tpus, "TPU", "JAXBench's flag: the TPU to time on");
  int warmup = 0, iters = 0;
  CLI::Option* warmup_option = parser.add_count("--num-warmup", warmup, 0, "runs", "at least N warm-up runs");
  CLI::Option* iters_option = parser.add_count("--num-iters", iters, 1, "runs", "at most N timed runs");
  parser.add_text("--executor", request.executor, fleet::kExecutorForms, "where the workloads are timed");
  parser.add_store_options(line.store, true);
  parser.parse(argv, line);
  try {
    fleet::parse_executor(request.executor);  // a bad value is a usage error before anything runs
  } catch (const Error& error) {
    throw UsageError(std::string("run: ") + error.what());
  }
  if (all) {
    if (!request.workloads.empty()) throw UsageError("run: --all and --workload exclude each other; give one");
    request.suite = "all";
  }
  if (warmup_option->count()) request.num_warmup = warmup;
  if (iters_option->count()) request.num_iters = iters;
  request.size_given = parser.app().count("--size") > 0;
  return line;
}

int run_command(const Argv& argv) {
  CommandLine<RunRequest> line = parse_run(argv);
  if (print_help(line.help)) return kExitOk;
  const RunRequest& request = line.request;
  suite::Registry registry = suite::Registry::open_default();
  candidate::export_on_first_use(registry);  // the levels, exported when first needed
  make_directories(request.out_dir);
  store::Recorder recorder = jobs::run_recorder(line.store, line.request);
  auto show = [](size_t i, size_t count, const suite::RunRecord& record) {
    progress(report::run_progress_line(i, count, record));
  };
  fleet::Executor executor = fleet::parse_executor(request.executor);
  std::unique_ptr<fleet::Bridge> bridge;
  if (executor.ray) bridge = fleet::start_bridge(executor, [](const std::string& line) { progress(line); });
  jobs::RunOutcome outcome = bridge ? fleet::run_on_fleet(request, registry, *bridge, &recorder, show)
                                    : jobs::run_suite(request, registry, &recorder, show);
  for (const auto& note : outcome.notes) progress("note: " + note);
  nlohmann::json document = report::results_document(outcome.records, outcome.metadata);
  write_file_atomic(request.out_dir + "/results.json", document.dump(1) + "\n");
  write_file_atomic(request.out_dir + "/results.csv", report::results_csv(outcome.records));
  size_t failed = outcome.failed();
  if (line.json) {
    document["command"] = "run";
    document["status"] = failed ? "failed" : "ok";
    if (recorder.enabled()) document["store"] = recorder.json();
    print_json(document);
  } else {
    std::cout << report::results_text(outcome.records, outcome.metadata.value("seconds", 0.0), request.out_dir);
  }
  return finish_recording(recorder.error(), "run", failed ? kExitFailed : kExitOk);
}

}  // namespace jaxbench::cli
