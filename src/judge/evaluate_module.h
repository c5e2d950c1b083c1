// Judges one candidate module against a suite workload: static checks,
// compilation, correctness on judge-chosen secret seeds and every
// adversarial mode, then the timing protocol and the roofline check.
// The stages themselves: judge/stages.h.
#pragma once

#include <functional>
#include <string>

#include "judge/seeds.h"
#include "judge/shared_verdict.h"
#include "judge/verdict.h"
#include "process/watchdog.h"
#include "runtime/session.h"
#include "suite/manifest.h"
#include "suite/program_cache.h"

namespace jaxbench::judge {

class PendingCases;
class HeldOutRun;

struct EvalOptions {
  int seeds = kFewestSeeds;  // secret seeds in the documented mode (at least kFewestSeeds)
  bool timing = true;
  measure::TimingOptions timing_options;
  CorrectnessPolicy policy;
  double execution_timeout_s = 120;       // one execution of the candidate
  process::Watchdog* watchdog = nullptr;  // armed around candidate executions and its compile
  double compile_timeout_s = 300;         // the candidate's compile
  // Its compiled program's needs, and what it may allocate while it runs
  // beyond what the judge holds; 0 = default_memory_limit_bytes().
  uint64_t memory_limit_bytes = 0;
  // false: only the run-time bound holds, as for a plugin that reports no
  // memory statistics (tests use it to reach that bound).
  bool check_compiled_memory = true;
  // The suite's compiled programs, kept by a warm caller across evaluations;
  // null: compiled for this evaluation alone (in memory).
  suite::ProgramCache* programs = nullptr;
  // The expert kernel timed as a third contender: `expert_text` (a StableHLO
  // module, named `expert_label`) when given, else the workload's pallas_tpu
  // program where the device can run it. Trusted, never judged for
  // correctness; one that cannot compile or run here is dropped with a note.
  bool time_expert = true;
  std::string expert_text, expert_label;
  // The input sets with the reference's and truth's outputs, being prepared
  // while the candidate is exported and compiled (prepared_cases.h); null,
  // none made, or prepared with an error: the correctness stage makes each
  // set in turn.
  PendingCases* prepared = nullptr;
  // The held-out shapes (held_out_run.h): their exports start once the
  // candidate is correct at this shape, so they run beside its timing, and
  // judge_module judges them after. Null: none (a held-out shape's own run).
  HeldOutRun* held_out = nullptr;
};

// Half the host's physical memory: the judge, the reference and the truth
// keep room beside the candidate.
uint64_t default_memory_limit_bytes();

// `verdict` may arrive with export facts filled in; the result carries the
// status and every number. Never throws for anything the candidate did.
// With `shared`, the verdict as it stands is published there after every
// stage and every correctness case, for the watchdog's timeout verdict.
Verdict evaluate_module(const runtime::Session& session, const suite::Manifest& manifest,
                        const std::string& candidate_text, const EvalOptions& options, Verdict verdict,
                        SharedVerdict* shared = nullptr);

// The verdict's identity, written here only: the workload, size and its
// content hash, the JAX version it was exported with, the platform, plugin
// and its version, the device kind and chip. The eval job calls it before
// the candidate is exported (a verdict that ends at its export still names
// the chip), and the first stage again.
void identify(Verdict& verdict, const runtime::Session& session, const suite::Manifest& manifest);

// The whole verdict of a compiled candidate: evaluate_module, then the
// Pallas problems its export found (for a verdict that is not correct) and
// its held-out shapes (options.held_out), in that order.
Verdict judge_module(const runtime::Session& session, const suite::Manifest& manifest,
                     const std::string& candidate_text, const EvalOptions& options, Verdict verdict,
                     SharedVerdict* shared = nullptr);

// The reference's signature as a candidate must have it (no platform index).
runtime::Signature reference_signature(const suite::Manifest& manifest);

// Fresh secret seeds from the OS, never equal to the seed `jaxbench run` uses.
std::vector<std::pair<uint32_t, uint32_t>> secret_seeds(int count);

}  // namespace jaxbench::judge
