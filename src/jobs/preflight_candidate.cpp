#include "jobs/preflight_candidate.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "candidate/candidate_source.h"
#include "candidate/static_checks.h"
#include "core/clock.h"
#include "core/indent.h"
#include "core/strings.h"
#include "judge/evaluate_module.h"
#include "judge/verdict.h"
#include "platform/registry.h"
#include "preflight/compiler_message.h"
#include "preflight/preflight_cache.h"
#include "preflight/preflight_suite.h"

namespace jaxbench::jobs {

namespace {

// The candidate's estimated time against the reference's. With both bundle
// estimates (estimate/tpu_estimate.h) a Pallas kernel and an XLA program
// compare; without them only XLA's cost analysis is left, and it sees a
// Pallas kernel as one custom call (counting at most its pl.CostEstimate).
void compare_estimates(CandidatePreflight& p) {
  if (!p.candidate || !p.candidate->ok()) return;
  bool reference_ok = p.reference && p.reference->ok();
  if (p.candidate->tpu_estimate && reference_ok && p.reference->tpu_estimate) {
    p.estimated_speedup = p.reference->tpu_estimate->seconds / p.candidate->tpu_estimate->seconds;
    if (!p.candidate->tpu_estimate->resolved()) {
      p.estimate_unresolved = "the candidate's " + p.candidate->tpu_estimate->unresolved_line();
    } else if (!p.reference->tpu_estimate->resolved()) {
      p.estimate_unresolved = "the reference's " + p.reference->tpu_estimate->unresolved_line();
    }
    return;
  }
  auto candidate = p.candidate->optimal_seconds();
  auto reference = reference_ok ? p.reference->optimal_seconds() : std::nullopt;
  if (p.candidate_uses_pallas) {
    p.estimate_note =
        "no comparable estimate: no bundle estimate for both modules, and the TPU compiler's cost analysis "
        "sees a Pallas kernel as one custom call (counting at most its pl.CostEstimate)";
  } else if (!candidate) {
    p.estimate_note = "the TPU compiler gives no time estimate for the candidate";
  } else if (!p.reference) {
    p.estimate_note = "the reference was not compiled";
  } else if (!reference) {
    p.estimate_note = "the TPU compiler gives no time estimate for the reference";
  } else {
    p.estimated_speedup = *reference / *candidate;
  }
}

// The expert kernel's bundle estimate against the candidate's: both are
// Pallas-aware (estimate/tpu_estimate.h), so they compare where both exist.
void compare_with_expert(CandidatePreflight& p) {
  if (!p.candidate || !p.candidate->ok() || !p.expert || !p.expert->ok()) return;
  if (p.candidate->tpu_estimate && p.expert->tpu_estimate && p.candidate->tpu_estimate->seconds > 0) {
    p.estimated_speedup_vs_expert = p.expert->tpu_estimate->seconds / p.candidate->tpu_estimate->seconds;
  }
}

// The reference (or the expert kernel) is a trusted suite module: its pre-flight is cached.
preflight::PreflightResult reference_preflight(const CandidatePreflightOptions& options,
                                               const preflight::PreflightModule& module,
                                               const std::string& libtpu_version) {
  std::optional<preflight::PreflightCache> cache =
      options.use_cache ? preflight::PreflightCache::open_default() : std::nullopt;
  if (cache) {
    if (auto hit = cache->find(module.program, options.compile.topology, libtpu_version)) {
      hit->result.note = "from the pre-flight cache in " + cache->folder() + " (same module, topology and libtpu)";
      return hit->result;
    }
  }
  preflight::PreflightRun run = preflight::preflight_isolated(options.compile, module);
  if (cache) cache->store(module.program, options.compile.topology, run);
  return run.result;
}

}  // namespace

void flag_below_floor(CandidatePreflight& p, const suite::Manifest& manifest) {
  auto chip = platform::chip_for_target(runtime::topology_spec(p.target.target).chip);
  auto seconds = p.candidate && p.candidate->ok() ? p.candidate->estimated_seconds() : std::nullopt;
  if (!chip || !seconds) return;
  p.suspicion = judge::below_floor(judge::kEstimated, *chip, *seconds, static_cast<double>(manifest.flops),
                                   static_cast<double>(manifest.bytes_accessed));
}

namespace {

// The target as the topology names it, before the compiler has described it.
preflight::PreflightTarget target_from_spec(const CandidatePreflightOptions& options) {
  const runtime::TopologySpec& spec = options.compile.topology;
  preflight::PreflightTarget target;
  target.target = spec.target;
  target.topology = spec.name;
  target.device_kind = spec.device_kind;
  target.plugin_path = options.compile.plugin_path;
  target.libtpu_version = runtime::installed_package_version(options.compile.plugin_path);
  target.devices = static_cast<size_t>(spec.chips);
  return target;
}

// A suite program's row beside the candidate's (from the cache when it
// can): the reference, or the expert kernel (pallas_tpu).
std::optional<preflight::PreflightResult> suite_row(const suite::Manifest& manifest, const std::string& program,
                                                    const CandidatePreflightOptions& options,
                                                    const std::string& libtpu_version,
                                                    const preflight::PreflightInputs& inputs) {
  std::vector<preflight::PreflightModule> modules;
  std::vector<preflight::PreflightResult> skipped;
  preflight::add_suite_module(manifest, program, modules, skipped);
  if (!modules.empty()) modules.front().inputs = inputs;
  if (!modules.empty()) return reference_preflight(options, modules.front(), libtpu_version);
  if (!skipped.empty()) return skipped.front();
  return std::nullopt;
}

}  // namespace

std::optional<preflight::PreflightResult> preflight_reference(const suite::Manifest& manifest,
                                                              const CandidatePreflightOptions& options) {
  return suite_row(manifest, "reference", options, target_from_spec(options).libtpu_version,
                   preflight::PreflightInputs::judge(manifest));
}

CandidatePreflight preflight_candidate(const std::string& candidate_path, const suite::Manifest& manifest,
                                       const CandidatePreflightOptions& options) {
  auto start = std::chrono::steady_clock::now();
  const runtime::TopologySpec& spec = options.compile.topology;
  CandidatePreflight p;
  p.size = manifest.size;
  p.target = target_from_spec(options);
  auto finish = [&] {
    p.seconds = seconds_since(start);
    return p;
  };

  // A candidate that never reached the compiler still gets its row.
  std::string label = manifest.id + "/" + manifest.size + "/candidate";
  auto refused = [&](const std::string& status, const std::string& message, const std::string& raw) {
    preflight::PreflightResult row;
    row.label = label;
    row.path = candidate_path;
    row.status = status;
    row.message = message;
    row.raw_message = raw;
    p.candidate = row;
    p.status = status;
    p.message = message;
  };

  // 1. Export for the TPU, lowered for the target's generation.
  candidate::CandidateSource source = candidate::load_candidate(candidate_path, manifest, platform::tpu_plugin_name(),
                                                                options.export_limits, spec.device_kind);
  p.export_info = source.export_info;
  if (!source.ok) {
    std::string raw = source.detail.empty() ? source.message : source.detail;
    refused(source.status == kRejected ? kRejected : kExportError, source.message, raw);
    // JAX's Pallas TPU lowering runs inside the export: its refusals are the
    // TPU compile failing, and are reported as such.
    if (auto diagnosis = preflight::diagnose_lowering_failure(raw)) {
      refused(diagnosis->status, diagnosis->summary, raw);
      p.candidate->diagnosis = *diagnosis;
    }
    return finish();
  }

  // 2. The judge's static checks, as eval applies them.
  candidate::StaticCheckResult checks =
      candidate::check_candidate_module(source.module_text, judge::reference_signature(manifest));
  p.candidate_uses_pallas = std::find(checks.custom_call_targets.begin(), checks.custom_call_targets.end(),
                                      "tpu_custom_call") != checks.custom_call_targets.end();
  if (!checks.ok) {
    refused(kRejected, checks.message, "");
    return finish();
  }

  // 3. Compile the candidate, then the reference, for the target.
  preflight::PreflightModule module;
  module.label = label;
  module.path = candidate_path;
  module.program = runtime::Program{source.module_text, candidate_path};
  // Its kernels' loops, and the reference's and expert's, are counted on the judge's own inputs.
  preflight::PreflightInputs inputs = preflight::PreflightInputs::judge(manifest);
  module.inputs = inputs;
  preflight::PreflightRun run = preflight::preflight_isolated(options.compile, module);
  p.target = run.target;
  p.candidate = run.result;
  p.status = run.result.status;
  p.message = run.result.message;
  if (options.with_reference) {
    p.reference = suite_row(manifest, "reference", options, p.target.libtpu_version, inputs);
    p.expert = suite_row(manifest, "pallas_tpu", options, p.target.libtpu_version, inputs);
  }
  compare_estimates(p);
  compare_with_expert(p);
  flag_below_floor(p, manifest);
  preflight_held_out_shape(candidate_path, manifest, options, p);
  return finish();
}

}  // namespace jaxbench::jobs
