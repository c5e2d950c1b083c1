// The jaxbench command line: dispatches to one function per subcommand and
// turns every error into one line on stderr and a non-zero exit code.
#include <cstdlib>
#include <cstring>
#include <iostream>

#include "cli/commands.h"
#include "cli/output.h"
#include "core/version.h"

namespace {

constexpr const char* kUsage = R"(usage: jaxbench COMMAND [options]

commands:
  doctor   plugin, platform, devices and a smoke test
  exec     run a StableHLO program on .npy inputs
  list     the suite's workloads
  run      time the suite's reference programs
  eval     judge a candidate kernel: correctness and speed
  evaluate eval with Google JAXBench's flags and JSON (--kernel, --tpu, --num-iters)
  preflight  compile for a TPU target without a TPU (libtpu)
  platforms  the platform registry: plugins, TPU targets, exporter platforms
  serve    the warm judge as a service: JSON lines or MCP on stdin/stdout
  history  what the results store holds: every verdict eval and run recorded
  leaderboard  the verified kernels ranked per agent and chip (--html DIR: a site)
  verify   re-judge the best kernels with fresh secret seeds (--run, --all, --bundle)
  mark     hide an attempt from the ranking (--hacked --why), keeping the evidence
  export-results  a run as a results bundle (JSON with sha256s) for another machine
  import   add a results bundle to the store, unverified
  optimize the autonomous loop: a proposer (LLM, program, autotuner) and the judge, stored and resumable
  workload your own op as a workload: new, add (checked, exported in the sandbox), remove, list

Run `jaxbench COMMAND --help` for a command's options, `jaxbench --version` for the version. Every command accepts
--json for machine-readable output and --plugin cpu|cuda|tpu|PATH (or the
JAXBENCH_PLUGIN environment variable).
)";

struct Command {
  const char* name;
  int (*run)(const jaxbench::cli::Argv&);
};

constexpr Command kCommands[] = {
    {"doctor", jaxbench::cli::doctor_command},       {"exec", jaxbench::cli::exec_command},
    {"list", jaxbench::cli::list_command},           {"run", jaxbench::cli::run_command},
    {"eval", jaxbench::cli::eval_command},           {"preflight", jaxbench::cli::preflight_command},
    {"platforms", jaxbench::cli::platforms_command}, {"serve", jaxbench::cli::serve_command},
    {"history", jaxbench::cli::history_command},     {"leaderboard", jaxbench::cli::leaderboard_command},
    {"evaluate", jaxbench::cli::evaluate_command},   {"verify", jaxbench::cli::verify_command},
    {"mark", jaxbench::cli::mark_command},           {"export-results", jaxbench::cli::export_results_command},
    {"import", jaxbench::cli::import_command},       {"optimize", jaxbench::cli::optimize_command},
    {"workload", jaxbench::cli::workload_command},
};

}  // namespace

int main(int argc, char** argv) {
  // XLA plugins log their own copy of every error to stderr; ours already
  // carries the message, so keep their logs quiet unless the user asked.
  if (std::getenv("TF_CPP_MIN_LOG_LEVEL") == nullptr) ::setenv("TF_CPP_MIN_LOG_LEVEL", "3", 0);
  if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "help") == 0) {
    std::cout << kUsage;
    return argc < 2 ? jaxbench::cli::kExitError : jaxbench::cli::kExitOk;
  }
  std::string name = argv[1];
  if (name == "--version") {
    // A fleet's bridge compares this line across nodes (docs/fleet.md).
    std::cout << "jaxbench " << jaxbench::version() << "\n";
    return jaxbench::cli::kExitOk;
  }
  jaxbench::cli::Argv rest(argv + 2, argv + argc);
  bool json = false;
  for (const auto& arg : rest) json = json || arg == "--json";
  for (const auto& command : kCommands) {
    if (name != command.name) continue;
    try {
      return command.run(rest);
    } catch (const std::exception& error) {
      return jaxbench::cli::report_error(name, error.what(), json);
    }
  }
  std::cerr << "jaxbench: unknown command '" << name << "' (run jaxbench --help)" << std::endl;
  return jaxbench::cli::kExitError;
}
