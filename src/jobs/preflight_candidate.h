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
#include "judge/preflight_report.h"
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

// The candidate's pre-flight result (judge/preflight_report.h), filled here.
using judge::CandidatePreflight;
using judge::HeldOutPreflight;

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
