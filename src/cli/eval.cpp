// `jaxbench eval --workload ID --candidate FILE`: the judge's verdict on one
// candidate kernel. Exit code 0 correct, 1 incorrect or rejected, 2 anything else.
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <iostream>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "candidate/candidate_source.h"
#include "judge/evaluator.h"
#include "judge/preflight_candidate.h"
#include "platform/plugin_locator.h"
#include "runtime/topology.h"
#include "suite/registry.h"
#include "core/files.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kHelp = R"(usage: jaxbench eval --workload ID --candidate FILE(.py|.mlir) [--size small|full]
                     [--plugin P] [--budget SECONDS] [--seeds N] [--no-timing]
                     [--export-timeout SECONDS] [--target CHIP] [--target-size small|full]
                     [--target-timeout SECONDS] [--json]

Judges a candidate kernel against a suite workload. A .py candidate defines
workload(*inputs) with the reference's signature and is exported to StableHLO
in a sandboxed child process; a .mlir candidate is StableHLO text whose main
has the reference's signature. The judge makes every input itself.

Steps: static checks, compile, correctness on N (default 3) secret seeds and
every adversarial mode against the f32 truth, then interleaved timing until
the 95% interval of the speedup is within +-1% or --budget seconds (default
10) pass. A .py export gets --export-timeout seconds (default 120).

--target v6e (v4, v5e, v5p, v6e, v7) adds a TPU pre-flight to the verdict:
the candidate is exported for that TPU and compiled for it with libtpu
(./setup.sh --with-tpu-compiler) with no TPU present, at --target-size
(default full), beside the reference. --plugin tpu on a host without a TPU
does the same for v6e (or --target): correctness and timing run on the
host's CPU plugin (Pallas in interpret mode), and the verdict says whether
the kernel compiles for the TPU, or why not.
Exit code 0 correct (and compiles for the target), 1 incorrect, rejected or
failing the target, 2 anything else.
)";

void print_verdict(const judge::Verdict& verdict, bool json) {
  if (json) {
    nlohmann::json document = judge::verdict_json(verdict);
    document["command"] = "eval";
    print_json(document);
  } else {
    std::cout << judge::verdict_text(verdict) << std::flush;
  }
}

}  // namespace

int eval_command(const Argv& argv) {
  Args args = Args::parse(argv, {{"json", "help", "no-timing"},
                           {"workload", "candidate", "size", "plugin", "budget", "seeds", "export-timeout", "target",
                            "target-size", "target-timeout"}},
                          "eval");
  if (args.flag("help")) {
    std::cout << kHelp;
    return kExitOk;
  }
  bool json = args.flag("json");
  auto workload = args.get("workload");
  auto candidate_path = args.get("candidate");
  if (!workload || !candidate_path) throw Error("eval needs --workload ID and --candidate FILE (see jaxbench eval --help)");
  if (!file_exists(*candidate_path)) throw Error("candidate file " + *candidate_path + " does not exist");

  auto total_start = std::chrono::steady_clock::now();
  suite::Registry registry = suite::Registry::open_default();
  const suite::WorkloadEntry& entry = registry.resolve(*workload);
  suite::Manifest manifest = registry.manifest(entry, args.get_or("size", "small"));
  candidate::ExportLimits limits;
  limits.timeout_seconds = std::stod(args.get_or("export-timeout", "120"));

  // A plugin whose hardware is not here but which compiles without it
  // (libtpu on a TPU-less host): run on this host's plugin, pre-flight that.
  std::string plugin = args.get_or("plugin", "");
  std::optional<std::string> target = args.get("target");
  std::optional<platform::PluginLocation> compiler;
  std::vector<std::string> notes;
  if (!plugin.empty()) {
    platform::PluginLocation location = platform::locate_plugin(plugin);
    if (auto deviceless = platform::deviceless_target(location)) {
      if (!target) target = *deviceless;
      compiler = location;
      notes.push_back("no device for --plugin " + plugin + " on this host: correctness and timing ran on the cpu "
                      "plugin; for " + *target + " the candidate was compiled, not run (pre-flight)");
      plugin = "cpu";
    }
  }

  // The pre-flight forks its compiler processes: before any plugin is loaded here.
  std::optional<judge::CandidatePreflight> preflight;
  if (target) {
    judge::CandidatePreflightOptions options;
    options.compile.plugin_path = (compiler ? *compiler : platform::locate_plugin("tpu")).path;
    options.compile.topology = runtime::topology_spec(*target);
    options.compile.timeout_seconds = std::stod(args.get_or("target-timeout", "600"));
    options.export_limits = limits;
    suite::Manifest target_manifest = registry.manifest(entry, args.get_or("target-size", "full"));
    progress("pre-flight: " + *candidate_path + " for " + *target + " at size " + target_manifest.size);
    preflight = judge::preflight_candidate(*candidate_path, target_manifest, options);
    progress("pre-flight: " + preflight->summary());
  }

  runtime::Session session = runtime::Session::open(plugin);

  judge::EvalOptions options;
  options.seeds = std::max(3, std::stoi(args.get_or("seeds", "3")));
  options.timing = !args.flag("no-timing");
  options.timing_options.budget_seconds = std::stod(args.get_or("budget", "10"));

  judge::Verdict verdict;
  verdict.workload = manifest.id;
  verdict.size = manifest.size;
  verdict.platform = session.client().platform_name();
  verdict.notes = notes;
  if (preflight) {
    verdict.preflight = preflight->to_json();
    verdict.preflight_status = preflight->status;
    verdict.preflight_summary = preflight->summary();
    verdict.phases_s["preflight"] = preflight->seconds;
  }

  // A hung execution cannot be cancelled through PJRT: report and leave.
  process::Watchdog watchdog([&](const std::string& what, double seconds) {
    judge::Verdict timeout = verdict;
    timeout.status = kTimeout;
    timeout.message = what + " did not finish within " + std::to_string(static_cast<int>(seconds)) + " s";
    judge::add_preflight_to_message(timeout);
    print_verdict(timeout, json);
    std::cerr << "jaxbench eval: " << timeout.message << std::endl;
    ::_exit(2);
  });
  options.watchdog = &watchdog;

  candidate::CandidateSource source =
      candidate::load_candidate(*candidate_path, manifest, session.client().platform_name(), limits);
  verdict.export_info = source.export_info;
  verdict.phases_s["export"] = source.seconds;
  for (const auto& note : source.notes) verdict.notes.push_back(note);
  if (!source.ok) {
    verdict.status = source.status;
    verdict.message = source.message;
  } else {
    verdict = judge::evaluate_module(session, manifest, source.module_text, options, verdict);
  }
  judge::add_preflight_to_message(verdict);
  verdict.phases_s["total"] =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - total_start).count();
  print_verdict(verdict, json);
  return verdict.exit_code();
}

}  // namespace jaxbench::cli
