// The judge's verdict: a status, a short message written to be shown to an
// LLM, and every number behind it. docs/verdict.md documents the JSON
// (written by report/verdict_report.h).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "judge/correctness.h"
#include "judge/held_out_result.h"
#include "judge/suspicion.h"
#include "measure/timing.h"

namespace jaxbench::judge {

struct CaseResult {
  std::string label;  // "seed 1", "mode heavy_tailed"
  int mode = 0;
  uint32_t seed_high = 0, seed_low = 0;
  bool ok = true;
  std::vector<OutputCheck> outputs;
  double max_diff_vs_reference = 0;
};

struct Roofline {
  double flops = 0, bytes = 0;
  std::string flops_source;
  std::optional<double> bound_ms;  // max(flops/peak, bytes/bandwidth) on a known chip
  bool impossible = false;         // candidate faster than the bound
};

// The expert kernel's time on a TPU-less host: the pre-flight's bundle
// estimate of the workload's pallas_tpu program for the target chip, beside
// the candidate's (jobs/preflight_candidate.h). An estimate, not a timing.
struct ExpertEstimate {
  std::string target;   // "v6e"
  std::string program;  // "pallas_tpu"
  double seconds = 0;
  std::optional<double> speedup;  // the expert's estimate / the candidate's
  double flops = 0;               // at the pre-flight's size
  std::optional<double> peak_tflops;
};

struct Verdict {
  std::string workload, size, platform, device_kind, chip;
  std::string status = kRuntimeError;
  std::string message;
  // static checks
  std::string rule, op;
  std::vector<std::string> custom_call_targets;
  // export (for .py candidates)
  nlohmann::json export_info;
  // correctness
  std::vector<CaseResult> cases;
  CorrectnessPolicy policy;
  // timing
  std::optional<measure::TimingResult> timing;
  std::optional<double> dispatch_overhead_ms;
  std::optional<Roofline> roofline;
  std::optional<double> peak_tflops;
  // Times below their chip's physical floor (judge/suspicion.h): measured
  // here, or the TPU pre-flight's estimate. Empty when none is.
  std::vector<Suspicion> suspicions;
  // The third contender: the program timed beside the reference and the
  // candidate ("pallas_tpu", or an --expert file), empty when none was;
  // its times are timing->expert. On a TPU-less host with a target, the
  // pre-flight's estimate instead.
  std::string expert_program;
  std::optional<ExpertEstimate> expert_estimate;
  nlohmann::json config = nlohmann::json::object();  // the workload's CONFIG (JAXBench's "config")
  std::vector<std::string> notes;
  nlohmann::json phases_s = nlohmann::json::object();
  // TPU pre-flight of the candidate for a target chip (eval --target, or
  // --plugin tpu on a host with no TPU): judge::CandidatePreflight's JSON,
  // its status (kCompiles, kCompileError, …) and one-line summary. Null
  // and empty when none was asked for.
  nlohmann::json preflight;
  std::string preflight_status, preflight_summary;
  // Held-out shapes (judge/held_out.h): what was checked there, or why not;
  // empty when the evaluation never reached them (it failed first, or the
  // caller asked for none).
  std::optional<HeldOut> held_out;
  // Where it was judged and what, for the results store (not in the
  // verdict's JSON): the plugin file and its platform version, the jax that
  // exported the suite, the sha256 of the StableHLO compiled ("" before the
  // candidate became one).
  std::string plugin_path, platform_version, jax_version, module_sha256;
  std::string workload_sha256;  // a user op's content hash (its manifest's); "" for the suite's
  // The candidate as the judge read it (the text exported or checked), for
  // the store; not in the verdict's JSON (judge::record_facts carries it).
  std::string candidate_source;

  bool preflight_failed() const { return !preflight_status.empty() && preflight_status != kCompiles; }
  // Exit code of `jaxbench eval`: 0 correct (and, when pre-flighted, it
  // compiles for the target), 1 incorrect, rejected, or correct here but
  // failing the target, 2 anything else.
  int exit_code() const;
};

// Appends the pre-flight's summary to the message, after the status's own,
// which it prefixes with the platform that verdict is about:
// "on cpu: correct on 7 input sets …; but it fails on v6e (TPU v6 lite): …".
void add_preflight_to_message(Verdict& verdict);
// Its printers (JSON, text) are the report layer's: report/verdict_report.h.

}  // namespace jaxbench::judge
