// `jaxbench preflight`: compile suite programs or any StableHLO module for a
// real TPU target with libtpu on a host without a TPU, and report what the
// TPU compiler says (see judge/preflight.h).
#include "preflight/preflight.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/requests.h"
#include "platform/hardware.h"
#include "judge/preflight_candidate.h"
#include "preflight/preflight_suite.h"
#include "platform/plugin_locator.h"
#include "runtime/session.h"
#include "suite/registry.h"
#include "suite/suite_program.h"
#include "core/files.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kUsage =
    R"(usage: jaxbench preflight (--workload ID ...|--suite priority|fused|all|--program FILE.mlir ...
                           |--workload ID --candidate FILE(.py|.mlir))
                          [--target v6e] [--size full|small] [--plugin tpu|PATH] [--timeout SECONDS]
                          [--export-timeout SECONDS] [--json]
)";
constexpr const char* kAbout = R"(Compiles for a TPU that is not there: libtpu (./setup.sh --with-tpu-compiler)
describes the target chip and compiles each module for it without a device.
Targets: v4, v5e, v5p, v6e, v7, or a libtpu topology such as v6e:2x2 (the
programs are compiled for one chip of it). Default v6e.

Modules: for a workload, its reference (the TPU-only export, else the
multi-platform one specialised to the TPU branch) and, when exported, its
pallas_tpu program, of --size (default full); --program compiles any
StableHLO file (text or bytecode). --candidate compiles a candidate kernel
for the workload (--workload may be left out when the candidate's folder is
named for it, as in examples/candidates/12p_RMSNorm/) and, beside it, the
workload's reference: a .py candidate
is first exported for the target TPU in the judge's sandbox (Pallas kernels
are lowered by Mosaic there, for the target's generation; --export-timeout,
default 120 s), and both go through the judge's static checks.

Per module: compiles | compile_error | oom | timeout (and export_error |
rejected for a candidate that never reached the compiler), compile seconds, the
compiler's memory statistics against the HBM it allows one chip, its cost
analysis, and its time estimate (optimal_seconds) when it gives one. Each
module compiles in its own child process; --timeout (default 900) bounds it.
Exit code 0 when every module compiles (with --candidate: when the candidate
does), 1 when one does not, 2 on errors.
)";

bool has_platform_index_argument(const std::string& code) {
  return code.find("jax.global_constant = \"_platform_index\"") != std::string::npos;
}

std::string percent(double fraction) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.1f%%", fraction * 100);
  return text;
}

void print_text(const preflight::PreflightTarget& target, const std::optional<platform::ChipSpec>& chip,
                const std::vector<preflight::PreflightResult>& results) {
  std::printf("target %s: %s (libtpu topology %s, %zu device%s), libtpu %s\n", target.target.c_str(),
              target.device_kind.c_str(), target.topology.c_str(), target.devices, target.devices == 1 ? "" : "s",
              target.libtpu_version.empty() ? "(version unknown)" : target.libtpu_version.c_str());
  std::string limit = target.hbm_limit_bytes ? preflight::format_bytes(*target.hbm_limit_bytes) : "unknown";
  std::printf(
      "HBM the compiler allows one device: %s%s\n\n", limit.c_str(),
      chip ? (" (spec sheet: " + std::to_string(static_cast<int>(chip->hbm_gib)) + " GiB per chip)").c_str() : "");
  std::printf("%-52s %-13s %9s %22s %12s %12s\n", "module", "status", "compile_s", "device memory (% HBM)", "GFLOP",
              "est. time");
  for (const auto& r : results) {
    std::string memory = "-", gflop = "-", estimate = "-";
    if (auto bytes = r.device_bytes()) {
      memory = preflight::format_bytes(*bytes);
      if (target.hbm_limit_bytes) memory += " (" + percent(static_cast<double>(*bytes) / *target.hbm_limit_bytes) + ")";
    }
    if (auto it = r.cost.find("flops"); it != r.cost.end()) {
      char text[32];
      std::snprintf(text, sizeof(text), "%.3f", it->second / 1e9);
      gflop = text;
    }
    if (auto seconds = r.optimal_seconds()) {
      estimate = preflight::format_duration(*seconds);
    } else if (r.ok()) {
      estimate = "none";
    }
    std::printf("%-52s %-13s %9.2f %22s %12s %12s\n", r.label.c_str(), r.status.c_str(), r.compile_seconds,
                memory.c_str(), gflop.c_str(), estimate.c_str());
    if (!r.message.empty()) std::printf("    %s\n", r.message.c_str());
    if (r.status == "oom" && r.diagnosis && r.diagnosis->required_bytes && r.diagnosis->limit_bytes) {
      std::printf("    needs %s of %s, limit %s%s\n", preflight::format_bytes(*r.diagnosis->required_bytes).c_str(),
                  r.diagnosis->memory_space.c_str(), preflight::format_bytes(*r.diagnosis->limit_bytes).c_str(),
                  r.diagnosis->scoped_limit ? " (the kernel's scoped limit)" : "");
    }
    if (r.diagnosis && !r.diagnosis->hint.empty()) std::printf("    hint: %s\n", r.diagnosis->hint.c_str());
    if (r.ok() && !r.optimal_seconds()) {
      std::printf("    no time estimate: the TPU compiler's cost analysis has no optimal_seconds for this module\n");
    }
    if (!r.note.empty()) std::printf("    note: %s\n", r.note.c_str());
  }
  std::printf(
      "\nest. time = the compiler's own roofline estimate (cost analysis \"optimal_seconds\"); "
      "--json lists every cost-analysis key.\n");
}

}  // namespace

CommandLine<PreflightCommandRequest> parse_preflight(const Argv& argv) {
  CommandLine<PreflightCommandRequest> line;
  PreflightCommandRequest& request = line.request;
  CommandParser parser("preflight", kUsage, kAbout);
  parser.add_list("--workload", request.workloads, "ID", "a workload id or prefix (repeatable)");
  parser.add_choice("--suite", request.suite, CommandParser::suite_names(), "suite", "a whole suite");
  parser.add_list("--program", request.program_paths, "FILE.mlir", "any StableHLO module (repeatable)");
  parser.add_text("--candidate", request.candidate_path, "FILE", "a candidate kernel (.py or .mlir)");
  parser.add_tpu_target("--target", request.target,
                        runtime::known_tpu_targets() + ", or a libtpu topology such as v6e:2x2");
  parser.add_choice("--size", request.size, CommandParser::size_names(), "size", "the size of the suite's modules");
  parser.add_text("--plugin", request.plugin, "P", "the TPU compiler: tpu (libtpu) or a plugin PATH");
  parser.add_seconds("--timeout", request.timeout_seconds, "limit on each module's compile");
  parser.add_seconds("--export-timeout", request.export_timeout_seconds, "limit on a .py candidate's export");
  parser.parse(argv, line);
  return line;
}

int preflight_command(const Argv& argv) {
  CommandLine<PreflightCommandRequest> line = parse_preflight(argv);
  if (line.help) {
    std::cout << *line.help;
    return kExitOk;
  }
  const PreflightCommandRequest& request = line.request;
  bool json = line.json;
  const std::string& size = request.size;
  runtime::TopologySpec spec = runtime::topology_spec(request.target);
  std::optional<platform::ChipSpec> chip = platform::chip_for_target(spec.chip);
  double timeout = request.timeout_seconds;

  std::vector<preflight::PreflightModule> modules;
  std::vector<preflight::PreflightResult> skipped;
  const std::optional<std::string>& candidate = request.candidate_path;
  std::vector<std::string> workloads = request.workloads;
  if (candidate && !file_exists(*candidate)) throw Error("candidate file " + *candidate + " does not exist");
  if (candidate && workloads.empty() && !request.suite) {
    // A candidate kept in a folder named for its workload (as in
    // examples/candidates/12p_RMSNorm/) needs no --workload.
    std::string folder = std::filesystem::absolute(*candidate).parent_path().filename().string();
    suite::Registry registry = suite::Registry::open_default();  // outlives the entry it finds
    if (const auto* entry = registry.find(folder)) workloads.push_back(entry->id);
  }
  if (candidate && (workloads.size() != 1 || request.suite)) {
    throw Error("--candidate " + *candidate + " needs exactly one --workload ID, the workload it is a kernel for");
  }
  for (const auto& path : request.program_paths) {
    preflight::PreflightModule module;
    module.program = runtime::load_program(path);
    module.label = path;
    module.path = path;
    if (!module.program.is_bytecode() && has_platform_index_argument(module.program.code)) {
      module.note =
          "multi-platform module compiled with its platform index as an argument (every platform's "
          "branch is compiled)";
    }
    modules.push_back(std::move(module));
  }
  if (!candidate && (!workloads.empty() || request.suite)) {
    suite::Registry registry = suite::Registry::open_default();
    std::vector<const suite::WorkloadEntry*> entries;
    for (const auto& id : workloads) entries.push_back(&registry.resolve(id));
    if (request.suite) {
      for (const auto* entry : registry.suite(*request.suite)) entries.push_back(entry);
    }
    for (const auto* entry : entries) {
      suite::Manifest manifest = registry.manifest(*entry, size);
      for (const auto& name : preflight::suite_preflight_programs()) preflight::add_suite_module(manifest, name, modules, skipped);
    }
  }
  if (modules.empty() && skipped.empty() && !candidate) {
    throw Error(
        "nothing to compile: give --workload ID, --suite S or --program FILE.mlir (see jaxbench preflight --help)");
  }

  preflight::PreflightOptions options;
  options.plugin_path = platform::locate_plugin(request.plugin).path;
  options.topology = spec;
  options.timeout_seconds = timeout;
  options.forward_plugin_stderr = std::getenv("JAXBENCH_DEBUG") != nullptr;

  preflight::PreflightTarget target;
  std::vector<preflight::PreflightResult> results;
  std::optional<judge::CandidatePreflight> candidate_result;
  if (candidate) {
    suite::Registry registry = suite::Registry::open_default();
    suite::Manifest manifest = registry.manifest(registry.resolve(workloads.front()), size);
    judge::CandidatePreflightOptions candidate_options;
    candidate_options.compile = options;
    candidate_options.export_limits.timeout_seconds = request.export_timeout_seconds;
    progress("candidate " + *candidate + ": export for " + spec.device_kind + ", then compile it and the reference");
    candidate_result = judge::preflight_candidate(*candidate, manifest, candidate_options);
    target = candidate_result->target;
  }
  for (size_t i = 0; i < modules.size(); ++i) {
    preflight::PreflightRun run = preflight::preflight_isolated(options, modules[i]);
    if (!run.target.device_kind.empty() || target.device_kind.empty()) target = run.target;
    char line[512];
    std::snprintf(line, sizeof(line), "[%zu/%zu] %-52s %-13s %.2f s", i + 1, modules.size(), run.result.label.c_str(),
                  run.result.status.c_str(), run.result.compile_seconds);
    progress(line);
    results.push_back(std::move(run.result));
  }
  if (modules.empty() && !candidate) {
    target.target = spec.target;
    target.topology = spec.name;
    target.plugin_path = options.plugin_path;
  }
  for (auto& result : skipped) results.push_back(std::move(result));

  size_t failed = 0;
  for (const auto& r : results) failed += (r.status != "compiles" && r.status != "skipped");
  if (candidate_result) {
    // Its exit code is the candidate's own: the reference beside it (which
    // may not fit a small chip) is there for comparison. Both lead the table.
    failed += !candidate_result->ok();
    std::vector<preflight::PreflightResult> rows = {*candidate_result->candidate};
    if (candidate_result->reference) rows.push_back(*candidate_result->reference);
    results.insert(results.begin(), rows.begin(), rows.end());
  }
  if (json) {
    nlohmann::json document = {{"command", "preflight"},
                               {"status", failed ? "failed" : "ok"},
                               {"target", target.to_json()},
                               {"modules", nlohmann::json::array()}};
    if (chip) {
      document["target"]["chip"] = {{"name", chip->name},
                                    {"hbm_bytes", static_cast<int64_t>(chip->hbm_gib * (1 << 30))},
                                    {"bf16_tflops", chip->bf16_tflops},
                                    {"hbm_tbytes_per_s", chip->hbm_tbytes_per_s}};
    }
    for (const auto& r : results) document["modules"].push_back(r.to_json(target, chip));
    if (candidate_result) document["candidate"] = candidate_result->to_json();
    print_json(document);
  } else {
    print_text(target, chip, results);
    if (candidate_result) std::printf("\ncandidate: %s\n", candidate_result->summary().c_str());
  }
  return failed ? kExitFailed : kExitOk;
}

}  // namespace jaxbench::cli
