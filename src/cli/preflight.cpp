// `jaxbench preflight`: compile suite programs or any StableHLO module for a
// real TPU target with libtpu on a host without a TPU, and report what the
// TPU compiler says (see judge/preflight.h).
#include "judge/preflight.h"

#include <cstdio>
#include <cstdlib>
#include <iostream>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "judge/hardware.h"
#include "runtime/plugin_locator.h"
#include "runtime/session.h"
#include "suite/registry.h"
#include "suite/suite_program.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kHelp =
    R"(usage: jaxbench preflight (--workload ID ...|--suite priority|fused|all|--program FILE.mlir ...)
                          [--target v6e] [--size full|small] [--plugin tpu|PATH] [--timeout SECONDS] [--json]

Compiles for a TPU that is not there: libtpu (./setup.sh --with-tpu-compiler)
describes the target chip and compiles each module for it without a device.
Targets: v4, v5e, v5p, v6e, v7, or a libtpu topology such as v6e:2x2 (the
programs are compiled for one chip of it). Default v6e.

Modules: for a workload, its reference (the TPU-only export, else the
multi-platform one specialised to the TPU branch) and, when exported, its
pallas_tpu program, of --size (default full); --program compiles any
StableHLO file (text or bytecode).

Per module: compiles | compile_error | oom | timeout, compile seconds, the
compiler's memory statistics against the HBM it allows one chip, its cost
analysis, and its time estimate (optimal_seconds) when it gives one. Each
module compiles in its own child process; --timeout (default 900) bounds it.
Exit code 0 when every module compiles, 1 when one does not, 2 on errors.
)";

// TODO(--candidate FILE.py): the candidate is exported for the TPU by the
// judge's sandbox (judge::export_candidate(candidate, manifest, "tpu") in
// judge/candidate_export.h, being written alongside), and its module_text
// becomes one more PreflightModule labelled "<id>/<size>/candidate". Until
// that is wired here, export it yourself and pass the .mlir with --program.
judge::PreflightModule candidate_module(const std::string& candidate) {
  throw Error("preflight --candidate " + candidate +
              " is not wired yet: export it with `python tools/export/export_candidate.py --candidate " + candidate +
              " --manifest workloads/<id>/full/manifest.json --platform tpu --out c.mlir`, then run "
              "jaxbench preflight --program c.mlir");
}

bool has_platform_index_argument(const std::string& code) {
  return code.find("jax.global_constant = \"_platform_index\"") != std::string::npos;
}

std::vector<std::string> workload_program_names() { return {"reference", "pallas_tpu"}; }

// The suite modules of one workload size, ready to compile for the TPU.
void add_workload_modules(const suite::Manifest& manifest, std::vector<judge::PreflightModule>& modules,
                          std::vector<judge::PreflightResult>& skipped) {
  for (const std::string& name : workload_program_names()) {
    // The TPU-only export (`reference.tpu.mlirbc`) when there is one, as the
    // judge compiles it (suite/suite_program.cpp); else the multi-platform
    // module specialised to its TPU branch.
    std::string text_file = name + ".mlir", bytecode_file = name + ".mlirbc";
    if (manifest.has_artifact(name + ".tpu.mlirbc") || manifest.has_artifact(name + ".tpu.mlir")) {
      text_file = name + ".tpu.mlir";
      bytecode_file = name + ".tpu.mlirbc";
    }
    if (!manifest.has_artifact(text_file) && !manifest.has_artifact(bytecode_file)) continue;
    bool multi_platform = manifest.has_artifact(text_file) && manifest.artifacts.at(text_file).platform_index_argument;
    std::string file = (!multi_platform && manifest.has_artifact(bytecode_file)) ? bytecode_file : text_file;
    const suite::ArtifactInfo& info = manifest.artifacts.at(file);
    const auto& platforms = info.platforms.empty() ? manifest.platforms : info.platforms;
    std::string label = manifest.id + "/" + manifest.size + "/" + file;
    judge::PreflightModule module;
    module.label = label;
    module.path = manifest.artifact_path(file);
    int index = -1;
    for (size_t i = 0; i < platforms.size(); ++i) {
      if (platforms[i] == "tpu") index = static_cast<int>(i);
    }
    if (index < 0) {
      judge::PreflightResult result;
      result.label = label;
      result.path = module.path;
      result.status = "skipped";
      std::string listed;
      for (const auto& p : platforms) listed += (listed.empty() ? "" : ", ") + p;
      result.message = "exported for " + listed + ", not for tpu (re-export it with tools/export)";
      skipped.push_back(result);
      continue;
    }
    std::string code = suite::load_verified_artifact(manifest, file);
    if (info.platform_index_argument) {
      code = suite::specialise_platform(code, index, label);
      module.note =
          "multi-platform module, compiled with its platform index fixed to tpu (" + std::to_string(index) + ")";
    }
    module.program = runtime::Program{code, module.path};
    modules.push_back(std::move(module));
  }
}

std::string percent(double fraction) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.1f%%", fraction * 100);
  return text;
}

std::string seconds_text(double seconds) {
  char text[32];
  if (seconds < 1e-3) {
    std::snprintf(text, sizeof(text), "%.2f us", seconds * 1e6);
  } else if (seconds < 1) {
    std::snprintf(text, sizeof(text), "%.3f ms", seconds * 1e3);
  } else {
    std::snprintf(text, sizeof(text), "%.3f s", seconds);
  }
  return text;
}

void print_text(const judge::PreflightTarget& target, const std::optional<judge::ChipSpec>& chip,
                const std::vector<judge::PreflightResult>& results) {
  std::printf("target %s: %s (libtpu topology %s, %zu device%s), libtpu %s\n", target.target.c_str(),
              target.device_kind.c_str(), target.topology.c_str(), target.devices, target.devices == 1 ? "" : "s",
              target.libtpu_version.empty() ? "(version unknown)" : target.libtpu_version.c_str());
  std::string limit = target.hbm_limit_bytes ? judge::format_bytes(*target.hbm_limit_bytes) : "unknown";
  std::printf(
      "HBM the compiler allows one device: %s%s\n\n", limit.c_str(),
      chip ? (" (spec sheet: " + std::to_string(static_cast<int>(chip->hbm_gib)) + " GiB per chip)").c_str() : "");
  std::printf("%-52s %-13s %9s %22s %12s %12s\n", "module", "status", "compile_s", "device memory (% HBM)", "GFLOP",
              "est. time");
  for (const auto& r : results) {
    std::string memory = "-", gflop = "-", estimate = "-";
    if (auto bytes = r.device_bytes()) {
      memory = judge::format_bytes(*bytes);
      if (target.hbm_limit_bytes) memory += " (" + percent(static_cast<double>(*bytes) / *target.hbm_limit_bytes) + ")";
    }
    if (auto it = r.cost.find("flops"); it != r.cost.end()) {
      char text[32];
      std::snprintf(text, sizeof(text), "%.3f", it->second / 1e9);
      gflop = text;
    }
    if (auto seconds = r.optimal_seconds()) {
      estimate = seconds_text(*seconds);
    } else if (r.ok()) {
      estimate = "none";
    }
    std::printf("%-52s %-13s %9.2f %22s %12s %12s\n", r.label.c_str(), r.status.c_str(), r.compile_seconds,
                memory.c_str(), gflop.c_str(), estimate.c_str());
    if (!r.message.empty()) std::printf("    %s\n", r.message.c_str());
    if (r.status == "oom" && r.diagnosis && r.diagnosis->required_bytes && r.diagnosis->limit_bytes) {
      std::printf("    needs %s of %s, limit %s%s\n", judge::format_bytes(*r.diagnosis->required_bytes).c_str(),
                  r.diagnosis->memory_space.c_str(), judge::format_bytes(*r.diagnosis->limit_bytes).c_str(),
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

int preflight_command(const Argv& argv) {
  Args args = Args::parse(
      argv, {{"json", "help"}, {"workload", "suite", "program", "candidate", "target", "size", "plugin", "timeout"}},
      "preflight");
  if (args.flag("help")) {
    std::cout << kHelp;
    return kExitOk;
  }
  bool json = args.flag("json");
  std::string size = args.get_or("size", "full");
  if (size != "small" && size != "full") throw Error("unknown size '" + size + "': use small or full");
  std::string target_name = args.get_or("target", "v6e");
  runtime::TopologySpec spec = runtime::topology_spec(target_name);
  std::optional<judge::ChipSpec> chip = judge::chip_for_target(spec.chip);
  double timeout = std::stod(args.get_or("timeout", "900"));
  if (!(timeout > 0)) throw Error("--timeout must be a positive number of seconds");

  std::vector<judge::PreflightModule> modules;
  std::vector<judge::PreflightResult> skipped;
  for (const auto& candidate : args.all("candidate")) modules.push_back(candidate_module(candidate));
  for (const auto& path : args.all("program")) {
    judge::PreflightModule module;
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
  if (!args.all("workload").empty() || args.get("suite")) {
    suite::Registry registry = suite::Registry::open_default();
    std::vector<const suite::WorkloadEntry*> entries;
    for (const auto& id : args.all("workload")) entries.push_back(&registry.resolve(id));
    if (args.get("suite")) {
      for (const auto* entry : registry.suite(*args.get("suite"))) entries.push_back(entry);
    }
    for (const auto* entry : entries) add_workload_modules(registry.manifest(*entry, size), modules, skipped);
  }
  if (modules.empty() && skipped.empty()) {
    throw Error(
        "nothing to compile: give --workload ID, --suite S or --program FILE.mlir (see jaxbench preflight --help)");
  }

  judge::PreflightOptions options;
  options.plugin_path = runtime::locate_plugin(args.get_or("plugin", "tpu")).path;
  options.topology = spec;
  options.timeout_seconds = timeout;
  options.forward_plugin_stderr = std::getenv("JAXBENCH_DEBUG") != nullptr;

  judge::PreflightTarget target;
  std::vector<judge::PreflightResult> results;
  for (size_t i = 0; i < modules.size(); ++i) {
    judge::PreflightRun run = judge::preflight_isolated(options, modules[i]);
    if (!run.target.device_kind.empty() || target.device_kind.empty()) target = run.target;
    char line[512];
    std::snprintf(line, sizeof(line), "[%zu/%zu] %-52s %-13s %.2f s", i + 1, modules.size(), run.result.label.c_str(),
                  run.result.status.c_str(), run.result.compile_seconds);
    progress(line);
    results.push_back(std::move(run.result));
  }
  if (modules.empty()) {
    target.target = spec.target;
    target.topology = spec.name;
    target.plugin_path = options.plugin_path;
  }
  for (auto& result : skipped) results.push_back(std::move(result));

  size_t failed = 0;
  for (const auto& r : results) failed += (r.status != "compiles" && r.status != "skipped");
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
    print_json(document);
  } else {
    print_text(target, chip, results);
  }
  return failed ? kExitFailed : kExitOk;
}

}  // namespace jaxbench::cli
