// `jaxbench preflight`: compile suite programs or any StableHLO module for a
// real TPU target with libtpu on a host without a TPU, and report what the
// TPU compiler says (see preflight/preflight.h). Parsing only: the work is
// judge/preflight_run.h's, the printing report/preflight_table.h's.
#include <cstdlib>
#include <iostream>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "core/error.h"
#include "judge/preflight_request.h"
#include "judge/preflight_run.h"
#include "report/preflight_table.h"
#include "runtime/topology.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kHelp =
    R"(usage: jaxbench preflight (--workload ID ...|--suite priority|fused|all|--program FILE.mlir ...
                           |--workload ID --candidate FILE(.py|.mlir))
                          [--target v6e] [--size full|small] [--plugin tpu|PATH] [--timeout SECONDS]
                          [--export-timeout SECONDS] [--json]

Compiles for a TPU that is not there: libtpu (./setup.sh --with-tpu-compiler)
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

}  // namespace

int preflight_command(const Argv& argv) {
  Args args = Args::parse(
      argv, {{"json", "help"}, {"workload", "suite", "program", "candidate", "target", "size", "plugin", "timeout", "export-timeout"}},
      "preflight");
  if (args.flag("help")) {
    std::cout << kHelp;
    return kExitOk;
  }
  judge::PreflightRequest request;
  request.size = args.get_or("size", request.size);
  if (request.size != "small" && request.size != "full") {
    throw Error("unknown size '" + request.size + "': use small or full");
  }
  request.target = args.get_or("target", request.target);
  runtime::topology_spec(request.target);  // an unknown target fails before anything else is checked
  if (auto seconds = args.get("timeout")) request.timeout_seconds = std::stod(*seconds);
  if (!(request.timeout_seconds > 0)) throw Error("--timeout must be a positive number of seconds");
  request.workloads = args.all("workload");
  request.suite = args.get("suite");
  request.candidate_path = args.get("candidate");
  request.programs = args.all("program");
  request.plugin = args.get_or("plugin", request.plugin);
  if (auto seconds = args.get("export-timeout")) request.export_timeout_seconds = std::stod(*seconds);
  request.show_compiler_log = std::getenv("JAXBENCH_DEBUG") != nullptr;

  judge::PreflightReport report = judge::run_preflight(request, progress);
  if (args.flag("json")) {
    print_json(report::preflight_document(report));
  } else {
    report::print_preflight_table(report);
  }
  return report.ok() ? kExitOk : kExitFailed;
}

}  // namespace jaxbench::cli
