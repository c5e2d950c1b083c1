// `jaxbench run`: time the suite's references on the chosen plugin.
#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "report/results.h"
#include "suite/runner.h"
#include "core/files.h"

namespace jaxbench::cli {

namespace {
constexpr const char* kHelp = R"(usage: jaxbench run [--workload ID ...|--suite priority|fused|all] [--size small|full]
                    [--plugin P] [--out DIR] [--budget SECONDS] [--json]

For each workload: makes the inputs on the device with inputs.mlir (fixed
seed), compiles the reference, warms it up until two runs agree, then times
it (median of up to 50 runs or --budget seconds, default 2). Reports median
ms, TFLOP/s and % of the chip's peak, and writes DIR/results.json and
DIR/results.csv (default DIR: results). A failing workload is reported with
its error and the run goes on; exit code 1 if any failed.
)";

std::string timestamp() {
  std::time_t now = std::time(nullptr);
  char buffer[32];
  std::strftime(buffer, sizeof(buffer), "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
  return buffer;
}
}  // namespace

int run_command(const Argv& argv) {
  Args args = Args::parse(argv, {{"json", "help"}, {"workload", "suite", "size", "plugin", "out", "budget"}}, "run");
  if (args.flag("help")) {
    std::cout << kHelp;
    return kExitOk;
  }
  bool json = args.flag("json");
  std::string size = args.get_or("size", "small");
  if (size != "small" && size != "full") throw Error("unknown size '" + size + "': use small or full");
  suite::Registry registry = suite::Registry::open_default();
  std::vector<const suite::WorkloadEntry*> entries;
  for (const auto& id : args.all("workload")) entries.push_back(&registry.resolve(id));
  if (entries.empty() || args.get("suite")) {
    for (const auto* entry : registry.suite(args.get_or("suite", "all"))) entries.push_back(entry);
  }
  measure::SamplingOptions sampling;
  sampling.budget_seconds = std::stod(args.get_or("budget", "2"));
  std::string out = args.get_or("out", "results");
  make_directories(out);

  runtime::Session session = runtime::Session::open(args.get_or("plugin", ""));
  std::vector<suite::RunRecord> records;
  auto start = std::chrono::steady_clock::now();
  for (size_t i = 0; i < entries.size(); ++i) {
    suite::RunRecord record = suite::run_workload(session, registry, *entries[i], size, sampling);
    char line[512];
    if (record.status == "success") {
      std::snprintf(line, sizeof(line), "[%zu/%zu] %-50s %10.4f ms %9.3f TFLOP/s", i + 1, entries.size(),
                    record.workload.c_str(), record.timing.median, record.tflops);
    } else {
      std::snprintf(line, sizeof(line), "[%zu/%zu] %-50s ERROR %s", i + 1, entries.size(), record.workload.c_str(),
                    record.error.c_str());
    }
    progress(line);
    records.push_back(record);
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  nlohmann::json metadata = {{"platform", session.client().platform_name()},
                             {"platform_version", session.client().platform_version()},
                             {"device_kind", session.device().kind()},
                             {"plugin", session.plugin().path()},
                             {"size", size},
                             {"timestamp", timestamp()},
                             {"seconds", seconds}};
  nlohmann::json document = report::results_document(records, metadata);
  write_file_atomic(out + "/results.json", document.dump(1) + "\n");
  write_file_atomic(out + "/results.csv", report::results_csv(records));

  size_t failed = 0;
  for (const auto& r : records) failed += r.status != "success";
  if (json) {
    document["command"] = "run";
    document["status"] = failed ? "failed" : "ok";
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
  return failed ? kExitFailed : kExitOk;
}

}  // namespace jaxbench::cli
