#include "judge/preflight_report.h"

#include <cstdio>

#include "core/strings.h"
#include "platform/registry.h"
#include "runtime/topology.h"

namespace jaxbench::judge {

std::optional<preflight::TpuProfile> candidate_profile(const nlohmann::json& verdict) {
  nlohmann::json::json_pointer at("/preflight/candidate/tpu_profile");
  if (!verdict.is_object() || !verdict.contains(at) || !verdict[at].is_object()) return std::nullopt;
  try {
    return preflight::TpuProfile::from_json(verdict[at]);
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;  // a profile of another format: the verdict stands without it
  }
}

std::string CandidatePreflight::summary() const {
  std::string chip = target.target + (target.device_kind.empty() ? "" : " (" + target.device_kind + ")");
  if (!ok()) return "fails on " + chip + ": " + message;
  std::string text = "compiles for " + chip;
  if (held_out && held_out->status == kCompiles) text += ", at a held-out shape too";
  if (candidate) {
    if (auto bytes = candidate->device_bytes()) {
      text += ": " + format_bytes(*bytes) + " of device memory";
      if (target.hbm_limit_bytes) text += " (of " + format_bytes(*target.hbm_limit_bytes) + " HBM)";
    }
    auto seconds = candidate->estimated_seconds();
    auto reference_seconds = reference ? reference->estimated_seconds() : std::nullopt;
    if (seconds && reference_seconds && estimated_speedup) {
      char ratio[32];
      std::snprintf(ratio, sizeof(ratio), "%.2fx", *estimated_speedup);
      const char* basis = candidate->tpu_estimate ? "the bundle estimate " : "the compiler's roofline estimate ";
      text += std::string("; ") + basis + format_duration(*seconds) + " vs the reference's " +
              format_duration(*reference_seconds) + " (" + ratio + ", an estimate, not a timing)";
      if (!estimate_unresolved.empty()) text += "; " + estimate_unresolved;
    } else if (!estimate_note.empty()) {
      text += "; " + estimate_note;
    }
  }
  if (suspicion) text += "; suspicious: " + suspicion->reason();
  return text;
}

nlohmann::json CandidatePreflight::to_json() const {
  auto chip = platform::chip_for_target(runtime::topology_spec(target.target).chip);
  nlohmann::json d = {{"target", target.to_json()},
                      {"size", size},
                      {"status", status},
                      {"summary", summary()},
                      {"export", export_info},
                      {"seconds", seconds},
                      {"uses_pallas", candidate_uses_pallas}};
  if (!message.empty()) d["message"] = message;
  d["candidate"] = candidate ? candidate->to_json(target, chip) : nlohmann::json(nullptr);
  d["reference"] = reference ? reference->to_json(target, chip) : nlohmann::json(nullptr);
  d["estimated_speedup"] = estimated_speedup ? nlohmann::json(*estimated_speedup) : nlohmann::json(nullptr);
  d["expert"] = expert ? expert->to_json(target, chip) : nlohmann::json(nullptr);
  d["estimated_speedup_vs_expert"] =
      estimated_speedup_vs_expert ? nlohmann::json(*estimated_speedup_vs_expert) : nlohmann::json(nullptr);
  if (!estimate_note.empty()) d["estimate_note"] = estimate_note;
  // The loop ranks an estimated speedup that rests on guessed counts behind resolved ones (loop/standing.h).
  d["estimate_resolved"] = estimate_unresolved.empty();
  if (!estimate_unresolved.empty()) d["estimate_unresolved"] = estimate_unresolved;
  d["suspicious"] = suspicion ? suspicion->to_json() : nlohmann::json(nullptr);
  if (held_out) {
    d["held_out"] = {{"shape", held_out->shape}, {"inputs", held_out->inputs}, {"status", held_out->status}};
    if (!held_out->message.empty()) d["held_out"]["message"] = held_out->message;
  }
  return d;
}

namespace {

// The expert kernel's estimate as the verdict carries it; nullopt when the
// workload has no expert kernel or it has no bundle estimate.
std::optional<ExpertEstimate> expert_estimate(const CandidatePreflight& p, double flops) {
  if (!p.expert || !p.expert->ok() || !p.expert->tpu_estimate) return std::nullopt;
  ExpertEstimate estimate;
  estimate.target = p.target.target;
  estimate.program = "pallas_tpu";
  estimate.seconds = p.expert->tpu_estimate->seconds;
  estimate.speedup = p.estimated_speedup_vs_expert;
  estimate.flops = flops;
  if (auto chip = platform::chip_for_target(runtime::topology_spec(p.target.target).chip)) {
    estimate.peak_tflops = chip->bf16_tflops;
  }
  return estimate;
}

}  // namespace

void add_preflight(Verdict& verdict, const CandidatePreflight& preflight, double target_flops) {
  verdict.preflight = preflight.to_json();
  verdict.preflight_status = preflight.status;
  if (preflight.suspicion) {
    verdict.suspicions.push_back(*preflight.suspicion);
    verdict.notes.push_back("suspicious: " + preflight.suspicion->reason());
  }
  verdict.preflight_summary = preflight.summary();
  verdict.phases_s["preflight"] = preflight.seconds;
  verdict.expert_estimate = expert_estimate(preflight, target_flops);
}

}  // namespace jaxbench::judge
