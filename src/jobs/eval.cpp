#include "jobs/eval.h"

#include <chrono>
#include <future>
#include <iostream>

#include "candidate/candidate_source.h"
#include "core/clock.h"
#include "core/files.h"
#include "core/sha256.h"
#include "jobs/preflight_candidate.h"
#include "judge/evaluate_module.h"
#include "judge/held_out_run.h"
#include "judge/prepared_cases.h"
#include "judge/seeds.h"
#include "platform/hardware.h"
#include "platform/plugin_locator.h"
#include "platform/registry.h"
#include "runtime/topology.h"
#include "suite/registry.h"

namespace jaxbench::jobs {

namespace {

// Where the evaluation runs and what it pre-flights, once a plugin with no
// device on this host has been replaced by the host's own.
struct EvalPlan {
  std::string plugin;                                // the session's; empty: JAXBENCH_PLUGIN, then the host plugin
  std::optional<std::string> target;                 // the TPU pre-flight's chip
  std::optional<platform::PluginLocation> compiler;  // the named plugin, when it compiles for the target
  std::vector<std::string> notes;
};

// A plugin whose hardware is not here but which compiles without it (libtpu
// on a TPU-less host): run on this host's plugin, pre-flight that.
EvalPlan plan_platforms(const EvalRequest& request) {
  EvalPlan plan{request.plugin, request.target, std::nullopt, {}};
  if (plan.plugin.empty()) return plan;
  platform::PluginLocation location = platform::locate_plugin(plan.plugin);
  std::optional<std::string> deviceless = platform::deviceless_target(location);
  if (!deviceless) return plan;
  if (!plan.target) plan.target = *deviceless;
  plan.compiler = location;
  std::string host = platform::host_plugin_name();
  plan.notes.push_back("no device for --plugin " + request.plugin +
                       " on this host: correctness and timing ran on the " + host + " plugin; for " + *plan.target +
                       " the candidate was compiled, not run (pre-flight)");
  plan.plugin = host;
  return plan;
}

candidate::ExportLimits export_limits(const EvalRequest& request) {
  candidate::ExportLimits limits;
  limits.timeout_seconds = request.export_timeout_seconds;
  limits.disk_bytes = request.export_disk_bytes;
  limits.max_processes = static_cast<uint64_t>(request.export_max_processes);
  limits.require_isolation = request.require_isolation;
  return limits;
}

// The candidate's TPU pre-flight, when a target was asked for. Each compile
// runs in the sandboxed pre-flight worker (an exec'd process, see
// preflight/preflight_worker.h), so it is sound whether or not this process
// has loaded a plugin: a warm server pre-flights between evaluations.
std::optional<CandidatePreflight> run_target_preflight(const EvalRequest& request, const suite::Registry& registry,
                                                       const suite::WorkloadEntry& entry, const EvalPlan& plan,
                                                       const EvalHooks& hooks, double& target_flops) {
  if (!plan.target) return std::nullopt;
  CandidatePreflightOptions options;
  options.compile.plugin_path =
      (plan.compiler ? *plan.compiler : platform::locate_plugin(platform::tpu_plugin_name())).path;
  options.compile.topology = runtime::topology_spec(*plan.target);
  options.compile.timeout_seconds = request.target_timeout_seconds;
  options.export_limits = export_limits(request);
  suite::Manifest target_manifest = registry.manifest(entry, request.target_size);
  target_flops = target_manifest.flops;
  hooks.progress("pre-flight: " + request.candidate_path + " for " + *plan.target + " at size " + target_manifest.size);
  CandidatePreflight result = preflight_candidate(request.candidate_path, target_manifest, options);
  hooks.progress("pre-flight: " + result.summary());
  return result;
}

judge::Verdict starting_verdict(const suite::Manifest& manifest, const runtime::Session& session, const EvalPlan& plan,
                                const std::vector<std::string>& request_notes,
                                const std::optional<CandidatePreflight>& preflight, double target_flops) {
  judge::Verdict verdict;
  judge::identify(verdict, session, manifest);
  verdict.notes = request_notes;
  verdict.notes.insert(verdict.notes.end(), plan.notes.begin(), plan.notes.end());
  if (preflight) judge::add_preflight(verdict, *preflight, target_flops);
  return verdict;
}

judge::Verdict timeout_verdict(judge::Verdict verdict, const std::string& what, double seconds) {
  verdict.status = kTimeout;
  verdict.message = what + " did not finish within " + std::to_string(static_cast<int>(seconds)) + " s";
  judge::add_preflight_to_message(verdict);
  return verdict;
}

// The trusted half of correctness (prepared_cases.h), running on the device
// while the exporter's process traces a .py candidate: the slot's spare when
// it was prepared for this workload, else started now. Invalid when the
// cases are better made in turn (nothing to overlap, or too large to hold).
std::future<judge::PreparedCases> start_preparing(WarmContext::Slot& slot, const suite::Manifest& manifest,
                                                  const std::string& key, int seeds,
                                                  const std::string& candidate_path) {
  if (slot.spare.valid() && slot.spare_key == key) return std::move(slot.spare);
  slot.settle();
  slot.spare = {};
  if (!candidate_path.ends_with(".py") || !judge::worth_preparing(manifest, seeds)) return {};
  return std::async(
      std::launch::async,
      // The manifest by value: a spare outlives this evaluation.
      [&slot, manifest, seeds] { return judge::prepare_cases(slot.session, *slot.programs, manifest, seeds); });
}

// The export (for a .py candidate), then evaluate_module.
judge::Verdict judge_candidate(const EvalRequest& request, const suite::Manifest& manifest, WarmContext::Slot& slot,
                               const WarmContext& warm, process::Watchdog& watchdog, judge::Verdict verdict,
                               judge::SharedVerdict& shared) {
  candidate::WarmExporter* exporter = warm.exporter;
  const runtime::Session& session = slot.session;
  int seeds = std::max(judge::kFewestSeeds, request.seeds);
  std::string key = manifest.path + "#" + std::to_string(seeds);
  std::future<judge::PreparedCases> preparing = start_preparing(slot, manifest, key, seeds, request.candidate_path);
  candidate::CandidateSource source = candidate::load_candidate(
      request.candidate_path, manifest, session.client().platform_name(), export_limits(request), "", exporter);
  verdict.candidate_source = source.source_text;
  verdict.export_info = source.export_info;
  verdict.phases_s["export"] = source.seconds;
  for (const auto& note : source.notes) verdict.notes.push_back(note);
  if (!source.ok) {
    verdict.status = source.status;
    verdict.message = source.message;
    slot.spare = std::move(preparing);
    slot.spare_key = key;
    return verdict;
  }
  // Waited for by the compile stage once the candidate is compiled: the two overlap.
  judge::PendingCases prepared(std::move(preparing));
  verdict.module_sha256 = sha256_hex(source.module_text);
  judge::HeldOutRun held_out({request.held_out_shapes, request.candidate_path, request.budget_seconds}, manifest,
                             session.client().platform_name(), export_limits(request), exporter,
                             warm.held_out_prefetch);
  judge::EvalOptions options;
  options.held_out = &held_out;
  options.seeds = seeds;
  options.prepared = &prepared;
  options.timing = request.timing;
  options.timing_options.budget_seconds = request.budget_seconds;
  options.execution_timeout_s = request.execution_timeout_seconds;
  options.compile_timeout_s = request.compile_timeout_seconds;
  options.memory_limit_bytes = request.memory_limit_bytes;
  options.check_compiled_memory = request.check_compiled_memory;
  options.watchdog = &watchdog;
  options.programs = slot.programs.get();
  options.time_expert = request.time_expert;
  if (!request.expert_path.empty()) {
    options.expert_text = read_file(request.expert_path);
    options.expert_label = request.expert_path;
  }
  verdict = judge::judge_module(session, manifest, source.module_text, options, std::move(verdict), &shared);
  slot.spare = prepared.take_unused();  // a rejected or uncompilable candidate's sets go to the next
  slot.spare_key = key;
  return verdict;
}

}  // namespace

WarmContext::Slot& WarmContext::slot(const std::string& plugin) {
  auto found = slots_.find(plugin);
  if (found != slots_.end()) return *found->second;
  auto opened = std::make_unique<Slot>(runtime::Session::open(plugin));
  return *slots_.emplace(plugin, std::move(opened)).first->second;
}

judge::Verdict run_eval(const suite::Registry& registry, const EvalRequest& request, const EvalHooks& hooks) {
  // A .py candidate checked at held-out shapes is exported once per shape:
  // one zygote for all of them imports JAX once, where a one-shot public
  // export and a zygote for the held-out shapes imported it twice (the second
  // import ran beside the public timing and could outlast a short budget).
  // No spares: a child warmed after each reply would only compete with the
  // public compile and timing for the CPU (its requests are few, and
  // held-out shapes' children do not use a warmed workload).
  std::optional<candidate::WarmExporter> exporter;
  WarmContext cold(registry);
  if (request.candidate_path.ends_with(".py") && request.held_out_shapes > 0) {
    cold.exporter = &exporter.emplace(/*spares=*/false);
  }
  return run_eval(request, hooks, cold);
}

judge::Verdict run_eval(const EvalRequest& request, const EvalHooks& given_hooks, WarmContext& warm) {
  if (!given_hooks.on_timeout) {
    throw Error(
        "run_eval needs EvalHooks::on_timeout: a hung execution cannot be cancelled, so the caller must report "
        "the timeout verdict and end the process");
  }
  EvalHooks hooks = given_hooks;
  if (!hooks.progress) hooks.progress = [](const std::string& line) { std::cerr << line << std::endl; };
  if (!file_exists(request.candidate_path)) throw Error("candidate file " + request.candidate_path + " does not exist");
  if (!request.expert_path.empty() && !file_exists(request.expert_path)) {
    throw Error("expert kernel file " + request.expert_path + " does not exist: give a .mlir module (--expert)");
  }

  auto total_start = std::chrono::steady_clock::now();
  const suite::Registry& registry = warm.registry();
  const suite::WorkloadEntry& entry = registry.resolve(request.workload);
  suite::Manifest manifest = registry.manifest(entry, request.size);
  EvalPlan plan = plan_platforms(request);
  double target_flops = 0;
  std::optional<CandidatePreflight> preflight =
      run_target_preflight(request, registry, entry, plan, hooks, target_flops);
  WarmContext::Slot& slot = warm.slot(plan.plugin);

  judge::Verdict verdict = starting_verdict(manifest, slot.session, plan, request.notes, preflight, target_flops);
  // The watchdog's thread reads the verdict the evaluation publishes between
  // its stages: its timeout verdict has the cases run so far, device, chip.
  judge::SharedVerdict shared;
  shared.publish(verdict);
  process::Watchdog watchdog([&](const std::string& what, double seconds) {
    hooks.on_timeout(timeout_verdict(shared.snapshot(), what, seconds));
  });
  verdict = judge_candidate(request, manifest, slot, warm, watchdog, std::move(verdict), shared);
  judge::add_preflight_to_message(verdict);
  verdict.phases_s["total"] = seconds_since(total_start);
  return verdict;
}

}  // namespace jaxbench::jobs
