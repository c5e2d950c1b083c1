// `jaxbench eval --workload ID --candidate FILE`: the judge's verdict on one
// candidate kernel. Exit code 0 correct, 1 incorrect or rejected, 2 anything else.
// The command parses into a judge::EvalRequest, judge::run_eval (shared
// with `serve`) judges it, and the verdict is printed here.
#include <unistd.h>

#include <iostream>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "judge/orchestrator.h"
#include "report/verdict_report.h"

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
    nlohmann::json document = report::verdict_json(verdict);
    document["command"] = "eval";
    print_json(document);
  } else {
    std::cout << report::verdict_text(verdict) << std::flush;
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
  judge::EvalRequest request;
  request.workload = *workload;
  request.candidate_path = *candidate_path;
  request.size = args.get_or("size", "small");
  request.plugin = args.get_or("plugin", "");
  request.seeds = std::stoi(args.get_or("seeds", "3"));
  request.timing = !args.flag("no-timing");
  request.budget_seconds = std::stod(args.get_or("budget", "10"));
  request.export_timeout_seconds = std::stod(args.get_or("export-timeout", "120"));
  request.target = args.get("target");
  request.target_size = args.get_or("target-size", "full");
  request.target_timeout_seconds = std::stod(args.get_or("target-timeout", "600"));

  judge::EvalHooks hooks;
  hooks.progress = progress;
  // A hung execution cannot be cancelled through PJRT: report and leave.
  hooks.on_timeout = [json](const judge::Verdict& timeout) {
    print_verdict(timeout, json);
    std::cerr << "jaxbench eval: " << timeout.message << std::endl;
    ::_exit(kExitError);
  };
  judge::Verdict verdict = judge::run_eval(request, hooks);
  print_verdict(verdict, json);
  return verdict.exit_code();
}

}  // namespace jaxbench::cli
