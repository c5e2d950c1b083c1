// TPU pre-flight of one candidate: export it for the TPU in the judge's
// sandbox (Mosaic lowers Pallas kernels there, for the target's generation),
// check it statically, then compile it, and the workload's reference beside
// it, for the target with libtpu and no TPU (preflight/preflight.h). What an
// agent without a TPU learns: "compiles for v6e" with the compiler's memory
// and time figures, or "fails on v6e: <the compiler's reason>".
//
// Each compile runs in the sandboxed pre-flight worker (preflight_isolated),
// so it may be called whether or not this process has loaded a plugin.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "candidate/candidate_export.h"
#include "core/status.h"
#include "judge/verdict.h"
#include "platform/hardware.h"
#include "preflight/preflight.h"
#include "suite/manifest.h"

namespace jaxbench::jobs {

struct CandidatePreflightOptions {
  preflight::PreflightOptions compile;  // libtpu, target, per-module timeout
  candidate::ExportLimits export_limits;
  bool with_reference = true;  // also compile the reference, for its figures
  bool use_cache = true;       // the reference's result from preflight/preflight_cache.h
  bool held_out = true;        // also compile one held-out shape (jobs/preflight_held_out.cpp)
};

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

// The expert kernel's estimate as the verdict carries it (its program's
// `flops` at the pre-flight's size give its TFLOP/s); nullopt when the
// workload has no expert kernel or it has no bundle estimate.
std::optional<judge::ExpertEstimate> expert_estimate(const CandidatePreflight& preflight, double flops);

// The candidate's TPU profile in a verdict's JSON (its "preflight" holds
// CandidatePreflight::to_json, whose candidate row holds "tpu_profile");
// nothing when the verdict had no pre-flight, or no profile was read.
std::optional<preflight::TpuProfile> candidate_profile(const nlohmann::json& verdict);
// Its short text, each line indented by `indent`: the bottleneck and why,
// MXU utilisation and FLOP/s, the top three units; "" when there is none.
std::string candidate_profile_text(const nlohmann::json& verdict, const std::string& indent);

// Sets p.suspicion when the candidate's estimate is below the target chip's
// floor for the workload's FLOPs and bytes at manifest's size (judge/suspicion.h).
void flag_below_floor(CandidatePreflight& p, const suite::Manifest& manifest);

// Once the candidate compiles, compiles it again at one held-out shape;
// failing there, p's status and message say so (reason held_out_shape).
void preflight_held_out_shape(const std::string& candidate_path, const suite::Manifest& manifest,
                              const CandidatePreflightOptions& options, CandidatePreflight& p);

// The reference's pre-flight alone, on the judge's inputs (from the
// pre-flight cache when it can): its row, with the bundle estimate and the
// TPU profile where the dump gives them; nullopt when it has no reference.
std::optional<preflight::PreflightResult> preflight_reference(const suite::Manifest& manifest,
                                                              const CandidatePreflightOptions& options);

// Throws jaxbench::Error only for the judge's own setup (no libtpu, no
// .venv, unknown target): whatever the candidate causes is in the result.
CandidatePreflight preflight_candidate(const std::string& candidate_path, const suite::Manifest& manifest,
                                       const CandidatePreflightOptions& options);

}  // namespace jaxbench::jobs
