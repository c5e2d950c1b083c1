// `jaxbench eval --workload ID --candidate FILE`: the judge's verdict on one
// candidate kernel. Exit code 0 correct, 1 incorrect or rejected, 2 anything else.
#include "jobs/eval.h"

#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <iostream>

#include "candidate/suite_export.h"
#include "cli/commands.h"
#include "cli/eval_flags.h"
#include "cli/output.h"
#include "cli/requests.h"
#include "core/files.h"
#include "core/strings.h"
#include "jobs/command_records.h"
#include "judge/verdict_json.h"
#include "platform/registry.h"
#include "report/verdict_report.h"
#include "runtime/topology.h"
#include "suite/registry.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kEvalUsage = R"(usage: jaxbench eval --workload ID --candidate FILE(.py|.mlir) [--size small|full]
                     [--plugin P] [--budget SECONDS] [--seeds N] [--held-out N] [--no-timing]
                     [--execution-timeout SECONDS] [--export-timeout SECONDS] [--export-disk-limit SIZE]
                     [--export-max-processes N] [--compile-timeout SECONDS]
                     [--memory-limit SIZE] [--require-isolation] [--target CHIP] [--target-size small|full]
                     [--target-timeout SECONDS] [--db FILE] [--no-store] [--json]
)";
// The help's prose, every default read from a default-constructed request.
std::string eval_about() {
  jobs::EvalRequest d;
  std::string target = platform::default_tpu_target();
  return "Judges a candidate kernel against a suite workload. A .py candidate defines\n"
         "workload(*inputs) with the reference's signature and is exported to StableHLO\n"
         "in a sandboxed child process; a .mlir candidate is StableHLO text whose main\n"
         "has the reference's signature. The judge makes every input itself.\n\n"
         "Steps: static checks, compile, correctness on N (default " +
         std::to_string(d.seeds) +
         ") secret seeds and\n"
         "every adversarial mode against the f32 truth, then interleaved timing until\n"
         "the 95% interval of the speedup is within +-1% or --budget seconds (default\n" +
         format_seconds(d.budget_seconds) + ") pass. A .py export gets --export-timeout seconds (default " +
         format_seconds(d.export_timeout_seconds) + "), the\ncandidate's compile --compile-timeout seconds (default " +
         format_seconds(d.compile_timeout_seconds) +
         "; past it: timeout),\n"
         "and its compiled program may need at most --memory-limit (default half the\n"
         "host's RAM; above it: oom before it runs) and allocate no more than that\n"
         "while it runs (past it: oom).\n\n"
         "Held-out shapes: once the candidate is correct, the judge draws --held-out\n"
         "(default " +
         std::to_string(d.held_out_shapes) +
         ") shapes from the workload's shape family with a secret seed,\n"
         "exports the candidate and the suite's programs there and checks it again\n"
         "under the same policy; wrong at one is incorrect (held_out_shape). An .mlir\n"
         "candidate has one shape: the verdict says they were not checked.\n\n"
         "--target " +
         target + " (" + runtime::known_tpu_targets() +
         ") adds a TPU pre-flight to the verdict:\n"
         "the candidate is exported for that TPU and compiled for it with libtpu\n"
         "(./setup.sh --with-tpu-compiler) with no TPU present, at --target-size\n"
         "(default " +
         d.target_size +
         "), beside the reference. --plugin tpu on a host without a TPU\n"
         "does the same for " +
         target +
         " (or --target): correctness and timing run on the\n"
         "host's CPU plugin (Pallas in interpret mode), and the verdict says whether\n"
         "the kernel compiles for the TPU, or why not.\n"
         "The verdict is recorded in the results store (--db FILE, default\n"
         "$JAXBENCH_DB, then ~/.local/share/jaxbench/jaxbench.db; --no-store skips it);\n"
         "`jaxbench history` lists what is there.\n"
         "Exit code 0 correct (and compiles for the target), 1 incorrect, rejected or\n"
         "failing the target, 2 anything else (also when the verdict, printed anyway,\n"
         "could not be recorded).\n";
}

void print_verdict(const judge::Verdict& verdict, bool json, const store::Recorder& recorder,
                   const JudgedCommand& command) {
  if (json) {
    nlohmann::json document = judge::verdict_json(verdict);
    document["command"] = command.name;
    if (recorder.enabled()) document["store"] = recorder.json();
    print_json(document);
  } else {
    std::cout << command.text(verdict) << std::flush;
  }
}

}  // namespace

CommandLine<jobs::EvalRequest> parse_eval(const Argv& argv) {
  CommandLine<jobs::EvalRequest> line;
  jobs::EvalRequest& request = line.request;
  CommandParser parser("eval", kEvalUsage, eval_about());
  parser.add_text("--candidate", request.candidate_path, "FILE", "the candidate kernel: .py or .mlir");
  parser.add_plugin(request.plugin);
  add_eval_fields(parser, request);
  parser.add_text("--expert", request.expert_path, "FILE",
                  "a .mlir module timed as the expert kernel (default: the workload's pallas_tpu where it runs)");
  parser.add_clearing_flag("--no-expert", request.time_expert, "do not time the expert kernel");
  parser.add_store_options(line.store, true);
  parser.parse(argv, line);
  if (!line.help && (request.workload.empty() || request.candidate_path.empty())) {
    throw UsageError("eval needs --workload ID and --candidate FILE (see jaxbench eval --help)");
  }
  return line;
}

int judge_and_print(const CommandLine<jobs::EvalRequest>& line, const JudgedCommand& command) {
  bool json = line.json;
  auto start = std::chrono::steady_clock::now();
  jobs::EvalHooks hooks;
  hooks.progress = progress;
  // A hung execution cannot be cancelled through PJRT: record, report and
  // leave (on the watchdog's thread; the main thread has no store open).
  hooks.on_timeout = [&line, &command, json, start](const judge::Verdict& timeout) {
    store::Recorder recorder = jobs::record_eval(line.store, line.request, timeout, start, command.name);
    print_verdict(timeout, json, recorder, command);
    std::cerr << "jaxbench " << command.name << ": " << timeout.message << std::endl;
    finish_recording(recorder.error(), command.name, kExitError);
    ::_exit(kExitError);
  };
  suite::Registry registry = suite::Registry::open_default();
  candidate::export_on_first_use(registry);  // the levels, exported when first needed
  judge::Verdict verdict = jobs::run_eval(registry, line.request, hooks);
  store::Recorder recorder = jobs::record_eval(line.store, line.request, verdict, start, command.name);
  print_verdict(verdict, json, recorder, command);
  return finish_recording(recorder.error(), command.name, command.exit_code(verdict));
}

int eval_command(const Argv& argv) {
  CommandLine<jobs::EvalRequest> line = parse_eval(argv);
  if (line.help) {
    std::cout << *line.help;
    return kExitOk;
  }
  JudgedCommand command{"eval", report::verdict_text, [](const judge::Verdict& v) { return v.exit_code(); }};
  return judge_and_print(line, command);
}

}  // namespace jaxbench::cli
