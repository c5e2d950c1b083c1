#include "jobs/preflight_run.h"

#include <cstdio>
#include <filesystem>

#include "candidate/module_text.h"
#include "core/error.h"
#include "core/files.h"
#include "core/npy.h"
#include "core/status.h"
#include "platform/plugin_locator.h"
#include "preflight/preflight_suite.h"
#include "preflight/rescore.h"
#include "runtime/session.h"
#include "suite/registry.h"

namespace jaxbench::jobs {

namespace {

bool has_platform_index_argument(const std::string& code) {
  return code.find("jax.global_constant = \"_platform_index\"") != std::string::npos;
}

candidate::ExportLimits preflight_export_limits(const PreflightRequest& request) {
  candidate::ExportLimits limits;
  limits.timeout_seconds = request.export_timeout_seconds;
  return limits;
}

// What the request compiles besides a candidate: its StableHLO files, then
// its workloads' and suite's programs (those exported without a TPU branch
// become "skipped" rows).
struct ModuleSelection {
  std::vector<preflight::PreflightModule> modules;
  std::vector<preflight::PreflightResult> skipped;
};

const suite::Registry& need_registry(const suite::Registry* registry) {
  if (registry == nullptr) throw Error("pre-flighting a workload needs the suite: run it from a jaxbench checkout");
  return *registry;
}

// The candidate's workload: the one named, or, for a candidate kept in a
// folder named for its workload (as in examples/candidates/12p_RMSNorm/),
// that folder's.
std::vector<std::string> workloads_for(const PreflightRequest& request, const suite::Registry* registry) {
  std::vector<std::string> workloads = request.workloads;
  const auto& candidate = request.candidate_path;
  if (candidate && !file_exists(*candidate)) throw Error("candidate file " + *candidate + " does not exist");
  if (candidate && workloads.empty() && !request.suite) {
    std::string folder = std::filesystem::absolute(*candidate).parent_path().filename().string();
    if (const auto* entry = registry ? registry->find(folder) : nullptr) workloads.push_back(entry->id);
  }
  if (candidate && (workloads.size() != 1 || request.suite)) {
    throw Error("--candidate " + *candidate + " needs exactly one --workload ID, the workload it is a kernel for");
  }
  return workloads;
}

// --input's arrays, for every --program (checked against each one's main).
preflight::PreflightInputs given_inputs(const PreflightRequest& request) {
  if (request.input_paths.empty()) return {};
  if (request.programs.empty()) throw Error("--input gives the arguments of --program FILE.mlir; name the program");
  std::vector<std::optional<HostArray>> arrays;
  for (const auto& path : request.input_paths) {
    arrays.push_back(path == kInputNotGiven ? std::nullopt : std::optional<HostArray>(read_npy(path)));
  }
  return preflight::PreflightInputs::given(std::move(arrays), request.input_paths);
}

ModuleSelection select_modules(const PreflightRequest& request, const std::vector<std::string>& workloads,
                               const suite::Registry* registry) {
  ModuleSelection selection;
  preflight::PreflightInputs given = given_inputs(request);
  for (const auto& path : request.programs) {
    preflight::PreflightModule module;
    module.program = runtime::load_program(path);
    module.label = path;
    module.path = path;
    // Compiled as given; read (signature, kernel probe) as the exporter's text of it.
    candidate::ModuleText readable =
        candidate::readable_module_text(module.program.code, preflight_export_limits(request));
    if (readable.ok) module.text = readable.text;
    if (!readable.ok) module.note = "its text could not be read (" + readable.message + ")";
    given.check_given(module.text, path);
    module.inputs = given;
    if (has_platform_index_argument(module.text)) {
      module.note =
          "multi-platform module compiled with its platform index as an argument (every platform's "
          "branch is compiled)";
    }
    selection.modules.push_back(std::move(module));
  }
  if (request.candidate_path || (workloads.empty() && !request.suite)) return selection;
  const suite::Registry& suite = need_registry(registry);
  std::vector<const suite::WorkloadEntry*> entries;
  for (const auto& id : workloads) entries.push_back(&suite.resolve(id));
  if (request.suite) {
    for (const auto* entry : suite.suite(*request.suite)) entries.push_back(entry);
  }
  for (const auto* entry : entries) {
    suite::Manifest manifest = suite.manifest(*entry, request.size);
    size_t first = selection.modules.size();
    for (const auto& name : preflight::suite_preflight_programs()) {
      preflight::add_suite_module(manifest, name, selection.modules, selection.skipped);
    }
    // Their kernels' loops are counted on the judge's inputs for the workload.
    preflight::PreflightInputs judge_inputs = preflight::PreflightInputs::judge(manifest);
    for (size_t i = first; i < selection.modules.size(); ++i) selection.modules[i].inputs = judge_inputs;
  }
  return selection;
}

CandidatePreflight run_candidate(const PreflightRequest& request, const suite::Registry& registry,
                                 const std::string& workload, const preflight::PreflightOptions& options,
                                 const PreflightProgress& progress) {
  suite::Manifest manifest = registry.manifest(registry.resolve(workload), request.size);
  CandidatePreflightOptions candidate_options;
  candidate_options.compile = options;
  candidate_options.export_limits = preflight_export_limits(request);
  if (progress) {
    progress("candidate " + *request.candidate_path + ": export for " + options.topology.device_kind +
             ", then compile it and the reference");
  }
  return preflight_candidate(*request.candidate_path, manifest, candidate_options);
}

// Compiles each module in its own worker; the target is the first one the
// compiler described.
void run_modules(const std::vector<preflight::PreflightModule>& modules, const preflight::PreflightOptions& options,
                 const PreflightProgress& progress, PreflightReport& report) {
  for (size_t i = 0; i < modules.size(); ++i) {
    preflight::PreflightRun run = preflight::preflight_isolated(options, modules[i]);
    if (!run.target.device_kind.empty() || report.target.device_kind.empty()) report.target = run.target;
    char line[512];
    std::snprintf(line, sizeof(line), "[%zu/%zu] %-52s %-13s %.2f s", i + 1, modules.size(), run.result.label.c_str(),
                  run.result.status.c_str(), run.result.compile_seconds);
    if (progress) progress(line);
    report.results.push_back(std::move(run.result));
  }
}

}  // namespace

PreflightReport run_preflight(const suite::Registry* registry, const PreflightRequest& request,
                              const PreflightProgress& progress) {
  runtime::TopologySpec spec = runtime::topology_spec(request.target);
  PreflightReport report;
  report.chip = platform::chip_for_target(spec.chip);
  std::vector<std::string> workloads = workloads_for(request, registry);
  ModuleSelection selection = select_modules(request, workloads, registry);
  if (selection.modules.empty() && selection.skipped.empty() && !request.candidate_path) {
    throw Error(
        "nothing to compile: give --workload ID, --suite S or --program FILE.mlir (see jaxbench preflight --help)");
  }
  preflight::PreflightOptions options;
  options.plugin_path = platform::locate_plugin(request.plugin).path;
  options.topology = spec;
  options.timeout_seconds = request.timeout_seconds;
  options.forward_plugin_stderr = request.show_compiler_log;

  if (request.candidate_path) {
    report.candidate = run_candidate(request, need_registry(registry), workloads.front(), options, progress);
    report.target = report.candidate->target;
  }
  run_modules(selection.modules, options, progress, report);
  if (selection.modules.empty() && !request.candidate_path) {
    report.target.target = spec.target;
    report.target.topology = spec.name;
    report.target.plugin_path = options.plugin_path;
  }
  for (auto& result : selection.skipped) report.results.push_back(std::move(result));
  for (const auto& r : report.results) report.failed += (r.status != kCompiles && r.status != kSkipped);
  if (report.candidate) {
    // Its exit code is the candidate's own: the reference beside it (which
    // may not fit a small chip) is there for comparison. Both lead the table.
    report.failed += !report.candidate->ok();
    std::vector<preflight::PreflightResult> rows = {*report.candidate->candidate};
    if (report.candidate->reference) rows.push_back(*report.candidate->reference);
    report.results.insert(report.results.begin(), rows.begin(), rows.end());
  }
  return report;
}

nlohmann::json rescore_preflight(const std::string& kept_dir) {
  return preflight::rescore(preflight::kept_folder(kept_dir), false);
}

}  // namespace jaxbench::jobs
