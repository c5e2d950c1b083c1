// `jaxbench run`: time the suite's references on the chosen plugin.
#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/recording.h"
#include "cli/requests.h"
#include "core/files.h"
#include "core/strings.h"
#include "jobs/jaxbench_flags.h"
#include "platform/hardware.h"
#include "report/results.h"
#include "suite/runner.h"

namespace jaxbench::cli {

namespace {
constexpr const char* kUsage =
    R"(usage: jaxbench run [--workload ID ...|--suite priority|fused|all] [--all] [--size small|full]
                    [--plugin P] [--out DIR] [--budget SECONDS] [--db FILE] [--no-store] [--json]
                    [--tpu v5e|v6e|auto] [--num-warmup N] [--num-iters N]
)";
constexpr const char* kAbout = R"(For each workload: makes the inputs on the device with inputs.mlir (fixed
seed), compiles the reference, warms it up until two runs agree, then times
it (median of up to 50 runs or --budget seconds, default 2). Reports median
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
)";

// The session's machine, as the store keeps it.
store::EnvironmentInfo session_environment(const runtime::Session& session, const suite::Registry& registry,
                                           const std::string& size,
                                           const std::vector<const suite::WorkloadEntry*>& entries) {
  store::EnvironmentInfo environment;
  environment.device_kind = session.device().kind();
  auto chip = platform::chip_for_device_kind(environment.device_kind);
  environment.chip = chip ? chip->name : environment.device_kind;
  environment.platform = session.client().platform_name();
  environment.plugin_path = session.plugin().path();
  environment.platform_version = session.client().platform_version();
  if (!entries.empty()) environment.jaxlib_version = registry.manifest(*entries.front(), size).jax_version;
  environment.jaxbench_commit = jaxbench_commit();
  environment.host = store::host_name();
  return environment;
}

// The run's recording: the command, its budget, this session's machine.
Recorder run_recorder(const CommandLine<RunRequest>& line, const runtime::Session& session,
                      const suite::Registry& registry, const std::vector<const suite::WorkloadEntry*>& entries) {
  store::RunInfo run;
  run.command = "run";
  run.budget = format_seconds(line.request.budget_seconds) + " s per workload";
  if (line.store.record) run.environment = session_environment(session, registry, line.request.size, entries);
  return Recorder(line.store, run);
}

// One workload's results row, as a reference attempt of the run.
void record_reference(Recorder& recorder, const suite::RunRecord& record, const std::string& size,
                      std::chrono::steady_clock::time_point start) {
  store::AttemptInfo attempt;
  attempt.workload = record.workload;
  attempt.size = size;
  attempt.kind = "reference";
  attempt.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  recorder.record(attempt, report::record_json(record));
}

std::string progress_line(size_t i, size_t count, const suite::RunRecord& record) {
  char line[512];
  if (record.status == "success") {
    std::string name = record.workload + (record.variant == "baseline" ? "" : " (" + record.variant + ")");
    std::snprintf(line, sizeof(line), "[%zu/%zu] %-50s %10.4f ms %9.3f TFLOP/s", i + 1, count, name.c_str(),
                  record.timing.median, record.tflops);
  } else {
    std::snprintf(line, sizeof(line), "[%zu/%zu] %-50s ERROR %s", i + 1, count, record.workload.c_str(),
                  record.error.c_str());
  }
  return line;
}

// Each workload's reference ("baseline"), and its expert kernel
// ("optimized") where the device runs it, recorded as each finishes.
std::vector<suite::RunRecord> time_entries(const runtime::Session& session, const suite::Registry& registry,
                                           const std::vector<const suite::WorkloadEntry*>& entries,
                                           const std::string& size, const measure::SamplingOptions& sampling,
                                           suite::ProgramCache& programs, Recorder& recorder) {
  std::vector<suite::RunRecord> records;
  std::string platform = session.client().platform_name();
  int not_here = 0;
  for (size_t i = 0; i < entries.size(); ++i) {
    for (const char* variant : {"baseline", "optimized"}) {
      if (std::string(variant) == "optimized") {
        suite::Manifest manifest = registry.manifest(*entries[i], size);
        if (!suite::has_variant(manifest, variant)) continue;
        if (!suite::variant_runs_on(manifest, variant, platform)) {
          ++not_here;
          continue;
        }
      }
      auto workload_start = std::chrono::steady_clock::now();
      suite::RunRecord record = suite::run_workload(session, registry, *entries[i], size, sampling, &programs, variant);
      record_reference(recorder, record, size, workload_start);
      progress(progress_line(i, entries.size(), record));
      records.push_back(record);
    }
  }
  if (not_here) {
    progress("note: the expert kernels (pallas_tpu, JAXBench's optimized variant) of " + std::to_string(not_here) +
             " workload(s) run on a TPU only: not timed on " + platform);
  }
  return records;
}

std::string timestamp() {
  std::time_t now = std::time(nullptr);
  char buffer[32];
  std::strftime(buffer, sizeof(buffer), "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
  return buffer;
}
}  // namespace

CommandLine<RunRequest> parse_run(const Argv& argv) {
  CommandLine<RunRequest> line;
  RunRequest& request = line.request;
  CommandParser parser("run", kUsage, kAbout);
  parser.add_list("--workload", request.workloads, "ID", "a workload id or prefix (repeatable)");
  parser.add_choice("--suite", request.suite, CommandParser::suite_names(), "suite",
                    "a whole suite (all when no --workload is given)");
  parser.add_choice("--size", request.size, CommandParser::size_names(), "size", "the exported size to time");
  parser.add_text("--plugin", request.plugin, "P", "cpu|cuda|tpu|PATH (default: JAXBENCH_PLUGIN, then cpu)");
  parser.add_text("--out", request.out_dir, "DIR", "where results.json and results.csv go");
  parser.add_seconds("--budget", request.budget_seconds, "timing budget per workload");
  bool all = false;
  parser.add_flag("--all", all, "every workload (JAXBench's flag: --suite all)");
  std::vector<std::string> tpus = jobs::jaxbench_tpu_choices();
  tpus.push_back("auto");
  parser.add_choice("--tpu", request.tpu, tpus, "TPU", "JAXBench's flag: the TPU to time on");
  int warmup = 0, iters = 0;
  CLI::Option* warmup_option = parser.add_count("--num-warmup", warmup, 0, "runs", "at least N warm-up runs");
  CLI::Option* iters_option = parser.add_count("--num-iters", iters, 1, "runs", "at most N timed runs");
  parser.add_store_options(line.store, true);
  parser.parse(argv, line);
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
  if (line.help) {
    std::cout << *line.help;
    return kExitOk;
  }
  measure::SamplingOptions sampling;
  sampling.budget_seconds = line.request.budget_seconds;
  jobs::JaxbenchFlags flags{line.request.tpu, line.request.num_warmup, line.request.num_iters, line.request.size_given};
  for (const auto& note : jobs::apply_jaxbench_flags(flags, line.request.plugin, line.request.size, sampling)) {
    progress("note: " + note);
  }
  const RunRequest& request = line.request;
  bool json = line.json;
  const std::string& size = request.size;
  suite::Registry registry = suite::Registry::open_default();
  std::vector<const suite::WorkloadEntry*> entries;
  for (const auto& id : request.workloads) entries.push_back(&registry.resolve(id));
  if (entries.empty() || request.suite) {
    for (const auto* entry : registry.suite(request.suite.value_or("all"))) entries.push_back(entry);
  }
  const std::string& out = request.out_dir;
  make_directories(out);

  runtime::Session session = runtime::Session::open(request.plugin);
  // A second run (or a fresh server) loads the suite's programs from disk.
  std::unique_ptr<suite::ProgramCache> programs = suite::ProgramCache::open_default(session);
  Recorder recorder = run_recorder(line, session, registry, entries);
  auto start = std::chrono::steady_clock::now();
  std::vector<suite::RunRecord> records = time_entries(session, registry, entries, size, sampling, *programs, recorder);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  nlohmann::json metadata = {{"platform", session.client().platform_name()},
                             {"platform_version", session.client().platform_version()},
                             {"device_kind", session.device().kind()},
                             {"plugin", session.plugin().path()},
                             {"size", size},
                             {"timestamp", timestamp()},
                             {"seconds", seconds},
                             {"program_cache", programs->status()}};
  nlohmann::json document = report::results_document(records, metadata);
  write_file_atomic(out + "/results.json", document.dump(1) + "\n");
  write_file_atomic(out + "/results.csv", report::results_csv(records));

  size_t failed = 0;
  for (const auto& r : records) failed += r.status != "success";
  if (json) {
    document["command"] = "run";
    document["status"] = failed ? "failed" : "ok";
    if (recorder.enabled()) document["store"] = recorder.json();
    print_json(document);
  } else {
    std::printf("%-50s %-8s %12s %12s %10s %8s\n", "workload", "status", "median_ms", "GFLOP", "TFLOP/s", "% peak");
    for (const auto& r : records) {
      std::string util = r.utilization_pct ? std::to_string(*r.utilization_pct).substr(0, 6) : "-";
      std::printf("%-50s %-8s %12.4f %12.4f %10.4f %8s\n", r.workload.c_str(), r.status.c_str(), r.timing.median,
                  r.flops / 1e9, r.tflops, util.c_str());
    }
    std::printf("%zu workloads, %zu succeeded, %.1f s; wrote %s/results.json and %s/results.csv\n", records.size(),
                records.size() - failed, seconds, out.c_str(), out.c_str());
  }
  return recorder.finish("run", failed ? kExitFailed : kExitOk);
}

}  // namespace jaxbench::cli
