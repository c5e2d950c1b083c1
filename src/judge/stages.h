// One evaluation as stages over one state. evaluate_module (evaluate_module.h)
// runs them in order; each fills its part of the verdict and returns false
// when the verdict is final (the candidate failed, or nothing is left to do).
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include "core/clock.h"
#include "judge/evaluate_module.h"
#include "platform/hardware.h"
#include "process/memory_limit.h"
#include "runtime/pjrt_error.h"
#include "suite/suite_program.h"

namespace jaxbench::judge {

struct Evaluation {
  Evaluation(const runtime::Session& session, const suite::Manifest& manifest, const std::string& candidate_text,
             const EvalOptions& options, Verdict verdict, SharedVerdict* shared)
      : session(session),
        manifest(manifest),
        candidate_text(candidate_text),
        options(options),
        verdict(std::move(verdict)),
        shared(shared) {}

  // The request.
  const runtime::Session& session;
  const suite::Manifest& manifest;
  const std::string& candidate_text;
  const EvalOptions& options;
  // The verdict being filled (its phases_s holds the phase timings).
  Verdict verdict;
  SharedVerdict* shared;  // may be null
  // What the stages found or built for the later ones.
  std::optional<platform::ChipSpec> chip;  // a known chip: peaks for the roofline
  // The suite's programs, from options.programs or else from own_programs.
  std::unique_ptr<suite::ProgramCache> own_programs;
  const suite::SuiteProgram* inputs_program = nullptr;
  const suite::SuiteProgram* reference = nullptr;
  const suite::SuiteProgram* truth = nullptr;
  std::optional<runtime::Executable> candidate;
  // The expert kernel (EvalOptions::time_expert): a suite program or an
  // --expert module; neither when there is none to time (stage_expert.cpp).
  const suite::SuiteProgram* expert_suite = nullptr;
  std::optional<runtime::Executable> expert_module;
  // Bounds this process's allocations while the candidate runs (from its
  // compile on; lifted when the evaluation ends): stage_compile.cpp.
  std::optional<process::DataLimitScope> memory_bound;

  // Makes the verdict as it stands readable by the watchdog's thread.
  void publish() const {
    if (shared) shared->publish(verdict);
  }
};

// The stages, in the order evaluate_module runs them.
bool describe_device(Evaluation& evaluation);    // platform, device kind, chip, policy
bool run_static_checks(Evaluation& evaluation);  // stage_checks.cpp
bool compile_programs(Evaluation& evaluation);   // stage_compile.cpp: the suite's programs, then the candidate
bool check_correctness(Evaluation& evaluation);  // stage_correctness.cpp
bool compute_roofline(Evaluation& evaluation);   // stage_roofline.cpp; false without timing
bool measure_timing(Evaluation& evaluation);     // stage_timing.cpp

// Part of compile_programs: the expert kernel, where there is one to time
// (stage_expert.cpp). Never fails the verdict: a note says why it is absent.
void prepare_expert(Evaluation& evaluation);
// Launches the prepared expert on `arguments`; null when there is none.
std::optional<measure::Launcher> expert_launcher(const Evaluation& evaluation,
                                                 const std::vector<const runtime::Buffer*>& arguments);

// The message of a correct verdict: "correct on 7 input sets (3 secret
// seeds and 4 adversarial modes)", and what timing appends to it:
// "; FASTER: 1.139x the reference (95% CI 1.125-1.160)" (messages.cpp).
std::string correct_message(const suite::Manifest& manifest, int seeds, size_t cases);
std::string timing_message(const measure::TimingResult& timing);

// The status of a PJRT failure: oom when the plugin ran out of memory.
inline const char* status_for_pjrt(const PjrtError& error, const char* otherwise) {
  return error.is_oom() ? kOom : otherwise;
}

}  // namespace jaxbench::judge
