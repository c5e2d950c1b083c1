// Everything `jaxbench eval` (and serve's eval method) is asked, each
// default written once: here, or taken from the judge's own limits
// (judge::EvalOptions). The fields a request carries over the wire are named
// once, in jobs/eval_fields.h: the command line's flags, serve's decoding and
// schemas, and every caller that sends a request (the loop, verify) go
// through that table. jobs::run_eval (jobs/eval.h) judges it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "candidate/candidate_export.h"
#include "judge/evaluate_module.h"
#include "preflight/preflight.h"

namespace jaxbench::jobs {

struct EvalRequest {
  std::string workload;        // id or unambiguous prefix ("12p")
  std::string candidate_path;  // .py or .mlir
  std::string size = "small";
  std::string plugin;                      // empty: JAXBENCH_PLUGIN, then the host plugin
  int seeds = judge::EvalOptions{}.seeds;  // secret seeds (at least judge::kFewestSeeds), plus every adversarial mode
  // Held-out shapes drawn from the workload's shape family after the
  // candidate's export and judged like the public one (judge/held_out_run.h); 0: none.
  int held_out_shapes = 2;
  bool timing = true;
  double budget_seconds = 10;  // timing budget
  // One execution of the candidate (the timing protocol gets three budgets
  // more); past it the watchdog reports a timeout.
  double execution_timeout_seconds = judge::EvalOptions{}.execution_timeout_s;
  double export_timeout_seconds = candidate::ExportLimits{}.timeout_seconds;
  uint64_t export_disk_bytes = candidate::ExportLimits{}.disk_bytes;   // the export's temp-dir quota
  int export_max_processes = candidate::ExportLimits{}.max_processes;  // its process bound (+ threads)
  bool require_isolation = false;  // refuse where the export sandbox is not fully isolated
  // Compiling the candidate; past it the verdict is timeout (the process ends, as for an execution).
  double compile_timeout_seconds = judge::EvalOptions{}.compile_timeout_s;
  // The most memory the candidate's compiled program may need (arguments,
  // outputs and temporaries, from the plugin's memory statistics); above it
  // the verdict is oom before anything runs. While it runs, the judge's
  // process may allocate no more than that beyond what it holds (past it:
  // oom, process/memory_limit.h). 0: half the host's RAM
  // (default_memory_limit_bytes, judge/evaluate_module.h).
  uint64_t memory_limit_bytes = 0;
  bool check_compiled_memory = true;  // EvalOptions::check_compiled_memory
  // The TPU pre-flight: a target chip (or the deviceless target of --plugin
  // tpu on a host with no TPU), the size it compiles at, its per-module limit.
  // The expert kernel as a third contender (EvalOptions::time_expert): the
  // workload's pallas_tpu where the device runs it, or this .mlir file.
  bool time_expert = true;
  std::string expert_path;
  std::optional<std::string> target;
  // What the caller's flags did or did not do (JAXBench's, jaxbench_flags.h),
  // carried into the verdict's notes.
  std::vector<std::string> notes;
  std::string target_size = "full";
  double target_timeout_seconds = preflight::PreflightOptions{}.timeout_seconds;
};

}  // namespace jaxbench::jobs
