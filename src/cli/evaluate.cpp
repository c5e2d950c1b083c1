// `jaxbench evaluate --workload ID --kernel FILE [--tpu v5e|v6e|auto]
// [--num-warmup N] [--num-iters N] [--json]`: Google JAXBench's evaluate
// command, so an agent written for `python -m JAXBench evaluate` switches by
// changing the program name. Its flags map onto eval's request
// (jobs/jaxbench_flags.h); the verdict is eval's, whose JSON carries
// JAXBench's keys (docs/verdict.md). Exit code as JAXBench's: 0 when the
// kernel is correct, 1 otherwise (2 for a bad command line or a judge that
// could not start).
#include <cstdio>
#include <iostream>

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/requests.h"
#include "jobs/jaxbench_flags.h"
#include "judge/verdict_json.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kEvaluateUsage = R"(usage: jaxbench evaluate --workload ID --kernel FILE [--tpu v5e|v6e|auto]
                         [--num-warmup N] [--num-iters N] [--json]
                         [--size small|full] [--plugin P] [--budget SECONDS] [--expert FILE]
                         [--db FILE] [--no-store]
)";
constexpr const char* kEvaluateAbout = R"(JAXBench's evaluate: judges the kernel file (a .py defining workload(*inputs))
against the workload, as `jaxbench eval --candidate FILE` does, and prints
JAXBench's result (--json: its keys, workload, status, correctness, baseline,
kernel, pallas_reference, speedup_vs_baseline, speedup_vs_pallas, tpu,
config, error, beside the judge's own; docs/verdict.md).
--tpu v6e runs on the TPU where this host has one (at size full); with no
TPU here the kernel is compiled for v6e with libtpu and its time estimated
(pallas_reference then holds the expert kernel's estimate), while
correctness and timing run on the CPU at --size (default small).
--num-warmup and --num-iters are accepted for JAXBench's sake; the judge's
timing is adaptive (--budget).
Exit code 0 when the kernel is correct, 1 otherwise.
)";

// JAXBench's few lines, for a terminal.
std::string evaluate_text(const judge::Verdict& v) {
  nlohmann::json j = judge::verdict_json(v);
  std::string out = "Workload: " + v.workload + "\nStatus:   " + v.status + "\nTPU:      " + v.chip + "\n";
  char line[256];
  const nlohmann::json& c = j["correctness"];
  std::snprintf(line, sizeof(line), "Correctness: %s (max_diff=%.6f, %s)\n", c["correct"].get<bool>() ? "PASS" : "FAIL",
                c["max_diff"].get<double>(), c["reason"].get<std::string>().c_str());
  out += line;
  if (j.contains("error")) return out + "Error: " + j["error"].get<std::string>() + "\n";
  auto row = [&](const char* name, const nlohmann::json& dict) {
    if (!dict.is_object() || dict["median_ms"].is_null()) return;
    std::snprintf(line, sizeof(line), "%20s %12.4f ms %10.3f TFLOP/s\n", name, dict["median_ms"].get<double>(),
                  dict["tflops"].get<double>());
    out += line;
  };
  row("Baseline (XLA)", j["baseline"]);
  row("Your kernel", j["kernel"]);
  const nlohmann::json& expert = j["pallas_reference"];
  bool estimated = expert.is_object() && expert["source"] == "estimate";
  row(estimated ? "Pallas (estimate)" : "Pallas reference", expert);
  for (const char* key : {"speedup_vs_baseline", "speedup_vs_pallas"}) {
    if (!j[key].is_number()) continue;
    std::snprintf(line, sizeof(line), "%s: %.3fx\n", key, j[key].get<double>());
    out += line;
  }
  return out;
}

}  // namespace

CommandLine<jobs::EvalRequest> parse_evaluate(const Argv& argv) {
  CommandLine<jobs::EvalRequest> line;
  jobs::EvalRequest& request = line.request;
  jobs::JaxbenchFlags flags;
  int num_warmup = 0, num_iters = 0;
  std::optional<std::string> size;
  CommandParser parser("evaluate", kEvaluateUsage, kEvaluateAbout);
  parser.add_text("--workload", request.workload, "ID", "the workload id or an unambiguous prefix (1p)");
  parser.add_text("--kernel", request.candidate_path, "FILE", "the kernel file: .py with workload(*inputs), or .mlir");
  std::vector<std::string> tpus = jobs::jaxbench_tpu_flag_values();
  parser.add_choice("--tpu", flags.tpu, tpus, "TPU", "the TPU to judge on, or to pre-flight for without one");
  CLI::Option* warmup = parser.add_count("--num-warmup", num_warmup, 0, "runs", "JAXBench's warm-up count (accepted)");
  CLI::Option* iters = parser.add_count("--num-iters", num_iters, 1, "runs", "JAXBench's sample count (accepted)");
  parser.add_choice("--size", size, CommandParser::size_names(), "size", "the size it is judged at");
  parser.add_plugin(request.plugin);
  parser.add_seconds("--budget", request.budget_seconds, "timing budget");
  parser.add_text("--expert", request.expert_path, "FILE", "a .mlir module timed as the expert kernel");
  parser.add_store_options(line.store, true);
  parser.parse(argv, line);
  if (line.help) return line;
  if (request.workload.empty() || request.candidate_path.empty()) {
    throw UsageError("evaluate needs --workload ID and --kernel FILE (see jaxbench evaluate --help)");
  }
  if (size) request.size = *size;
  flags.size_given = size.has_value();
  if (warmup->count()) flags.num_warmup = num_warmup;
  if (iters->count()) flags.num_iters = num_iters;
  request.notes = jobs::apply_jaxbench_flags(flags, request);
  for (const auto& note : request.notes) progress("note: " + note);
  return line;
}

int evaluate_command(const Argv& argv) {
  CommandLine<jobs::EvalRequest> line = parse_evaluate(argv);
  if (line.help) {
    std::cout << *line.help;
    return kExitOk;
  }
  JudgedCommand command{"evaluate", evaluate_text,
                        [](const judge::Verdict& v) { return v.status == kCorrect ? kExitOk : kExitFailed; }};
  return judge_and_print(line, command);
}

}  // namespace jaxbench::cli
