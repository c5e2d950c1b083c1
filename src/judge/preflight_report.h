// What the TPU pre-flight found, as the verdict and `jaxbench preflight`
// carry it: one candidate's result beside its reference and expert kernel
// (the verdict's "preflight" field), and the command's report over many
// modules. jobs/ fills them (jobs/preflight_candidate.h, jobs/preflight_run.h);
// report/ prints them, so printers need nothing above the judge.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "judge/verdict.h"
#include "platform/hardware.h"
#include "preflight/preflight.h"

namespace jaxbench::judge {

// The held-out shape the pre-flight compiled the candidate at.
struct HeldOutPreflight {
  std::string shape, inputs;  // suite::shape_label, judge::describe_inputs
  std::string status;         // compiles, compile_error, oom, …, or suite_error (ours: not held against it)
  std::string message;
};

struct CandidatePreflight {
  preflight::PreflightTarget target;
  std::string size;  // the workload size the candidate was exported at
  // The candidate's: compiles, compile_error, oom, timeout (the compiler's),
  // or export_error, rejected (before the compiler saw it).
  std::string status;
  std::string message;  // the failure in one line (empty when it compiles)
  nlohmann::json export_info = nlohmann::json::object();
  std::optional<preflight::PreflightResult> candidate;  // its row; status export_error/rejected if it never compiled
  std::optional<preflight::PreflightResult> reference;  // with_reference
  // The workload's expert kernel (its pallas_tpu program), with_reference,
  // when the workload has one; and its estimate / the candidate's.
  std::optional<preflight::PreflightResult> expert;
  std::optional<double> estimated_speedup_vs_expert;
  bool candidate_uses_pallas = false;
  std::optional<double> estimated_speedup;  // reference's estimate / candidate's, when comparable
  std::string estimate_note;                // why there is no comparable estimate
  // What of estimated_speedup rests on guessed counts: the candidate's or
  // the reference's estimate left data-dependent loops unresolved
  // (TpuEstimate::unresolved_line); empty when both are resolved.
  std::string estimate_unresolved;
  std::optional<HeldOutPreflight> held_out;  // when the candidate compiled and a shape was drawn
  // Its estimate below the target chip's floor for the workload's FLOPs and bytes.
  std::optional<judge::Suspicion> suspicion;
  double seconds = 0;

  bool ok() const { return status == kCompiles; }
  // One line: "compiles for v6e (TPU v6 lite): …" or "fails on v6e: …".
  std::string summary() const;
  nlohmann::json to_json() const;
};

// The candidate's TPU profile in a verdict's JSON (its "preflight" holds
// CandidatePreflight::to_json, whose candidate row holds "tpu_profile");
// nothing when the verdict had no pre-flight, or no profile was read.
std::optional<preflight::TpuProfile> candidate_profile(const nlohmann::json& verdict);

// The pre-flight's part of the verdict, filled here only: its JSON, status
// and summary, its suspicion (a note too), its time, and the expert kernel's
// estimate (its program's `target_flops` at the pre-flight's size give its
// TFLOP/s). The message's part is add_preflight_to_message, once judged.
void add_preflight(Verdict& verdict, const CandidatePreflight& preflight, double target_flops);

// `jaxbench preflight`'s result: the target, its chip and every row.
struct PreflightReport {
  preflight::PreflightTarget target;
  std::optional<platform::ChipSpec> chip;  // the spec sheet of the target's chip, when known
  // Every row in print order: the candidate and its reference first, then
  // the modules asked for, then the suite programs that were skipped.
  std::vector<preflight::PreflightResult> results;
  std::optional<CandidatePreflight> candidate;
  // Rows that did not compile (skipped ones aside); with a candidate, its
  // reference does not count, the candidate does.
  size_t failed = 0;
  bool ok() const { return failed == 0; }
};

}  // namespace jaxbench::judge
