// `jaxbench preflight`: compile suite programs or any StableHLO module for a
// real TPU target with libtpu on a host without a TPU, and report what the
// TPU compiler says (see preflight/preflight.h). Parsing only: the work is
// jobs/preflight_run.h's, the printing report/preflight_table.h's.
#include <cstdlib>
#include <iostream>

#include "candidate/suite_export.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "cli/requests.h"
#include "jobs/preflight_request.h"
#include "jobs/preflight_run.h"
#include "report/preflight_table.h"
#include "runtime/topology.h"
#include "suite/registry.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kPreflightUsage =
    R"(usage: jaxbench preflight (--workload ID ...|--suite priority|fused|all|--program FILE.mlir ... [--input a.npy ...]
                           |--workload ID --candidate FILE(.py|.mlir))
                          [--target v6e] [--size full|small] [--plugin tpu|PATH] [--timeout SECONDS]
                          [--export-timeout SECONDS] [--json]
       jaxbench preflight --rescore KEPT_DIR [--json]
)";
constexpr const char* kPreflightAbout = R"(Compiles for a TPU that is not there: libtpu (./setup.sh --with-tpu-compiler)
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
are lowered by Mosaic there, for the target's generation, within
--export-timeout), and both go through the judge's static checks.

Per module: compiles | compile_error | oom | timeout (and export_error |
rejected for a candidate that never reached the compiler), compile seconds, the
compiler's memory statistics against the HBM it allows one chip, its cost
analysis, and its time estimate: the bundle estimate from libtpu's final code,
each Pallas kernel's loops counted on input values (tpu_estimate.inputs: "judge"
for a workload's or candidate's modules, the judge's own inputs; "given" for
--program with --input; "none" otherwise), else optimal_seconds. An estimate
whose data-dependent loops could not be decided on values says so
(tpu_estimate.resolved false, the loops in tpu_estimate.unresolved, and a line
under its row). A --program module may be text with or without location
info, or bytecode (a portable artifact of any StableHLO version the parser
reads): it is read through MLIR's parser as the exporter's text. Each
module compiles in its own child process; --timeout bounds it.
Exit code 0 when every module compiles (with --candidate: when the candidate
does), 1 when one does not, 2 on errors.
)";

// `--rescore DIR`: one line, or the estimate's JSON; exit 2 (one line) for a
// folder that is not a kept pre-flight.
int print_rescored(const std::string& dir, bool json) {
  nlohmann::json estimate;
  try {
    estimate = jobs::rescore_preflight(dir);
  } catch (const std::exception& error) {
    return report_error("preflight", error.what(), json);
  }
  if (json) {
    print_json({{"command", "preflight"}, {"status", "ok"}, {"rescored", dir}, {"tpu_estimate", estimate}});
  } else if (estimate.is_null()) {
    std::cout << dir << ": no estimate (its dump has no final bundles)\n";
  } else {
    std::cout << dir << ": estimated " << format_duration(estimate["seconds"].get<double>()) << " (compute "
              << format_duration(estimate["compute_seconds"].get<double>()) << ", DMA "
              << format_duration(estimate["dma_seconds"].get<double>()) << "; "
              << estimate["constants"]["source"].get<std::string>() << ")\n";
  }
  return kExitOk;
}

}  // namespace

CommandLine<jobs::PreflightRequest> parse_preflight(const Argv& argv) {
  CommandLine<jobs::PreflightRequest> line;
  jobs::PreflightRequest& request = line.request;
  CommandParser parser("preflight", kPreflightUsage, kPreflightAbout);
  parser.add_list("--workload", request.workloads, "ID", "a workload id or prefix (repeatable)");
  parser.add_choice("--suite", request.suite, CommandParser::suite_names(), "suite", "a whole suite");
  parser.add_list("--program", request.programs, "FILE.mlir", "any StableHLO module (repeatable)");
  parser.add_list("--input", request.input_paths, "a.npy",
                  "an argument of --program's main, in order (repeatable): its Pallas kernels' loops are counted on "
                  "these values; '-' leaves one out (a big array no loop bound depends on)");
  parser.add_text("--candidate", request.candidate_path, "FILE", "a candidate kernel (.py or .mlir)");
  parser.add_text("--rescore", request.rescore, "DIR",
                  "a kept pre-flight (JAXBENCH_KEEP_TPU_DUMPS=DIR keeps DIR/<module>): its TPU estimate made again "
                  "by this build, without compiling");
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
  CommandLine<jobs::PreflightRequest> line = parse_preflight(argv);
  if (line.help) {
    std::cout << *line.help;
    return kExitOk;
  }
  jobs::PreflightRequest& request = line.request;
  if (request.rescore) return print_rescored(*request.rescore, line.json);
  request.show_compiler_log = std::getenv("JAXBENCH_DEBUG") != nullptr;
  // Modules given as files need no suite: such a pre-flight also runs outside a checkout.
  std::optional<suite::Registry> registry;
  if (!request.workloads.empty() || request.suite || request.candidate_path) {
    registry = suite::Registry::open_default();
    candidate::export_on_first_use(*registry);  // the levels, exported when first needed
  }
  jobs::PreflightReport report = jobs::run_preflight(registry ? &*registry : nullptr, request, progress);
  if (line.json) {
    print_json(report::preflight_document(report));
  } else {
    report::print_preflight_table(report);
  }
  return report.ok() ? kExitOk : kExitFailed;
}

}  // namespace jaxbench::cli
