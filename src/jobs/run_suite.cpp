#include "jobs/run_suite.h"

#include <chrono>
#include <ctime>

#include "jobs/jaxbench_flags.h"
#include "platform/hardware.h"
#include "store/verdict_record.h"
#include "suite/run_record_json.h"
#include "suite/workload_id.h"

namespace jaxbench::jobs {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

std::string timestamp() {
  std::time_t now = std::time(nullptr);
  char buffer[32];
  std::strftime(buffer, sizeof(buffer), "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
  return buffer;
}

// The session's machine as the store keeps it: described as a verdict
// describes its own, so one builder makes both environments.
store::EnvironmentInfo session_environment(const runtime::Session& session, const std::string& jax_version) {
  std::string device_kind = session.device().kind();
  auto chip = platform::chip_for_device_kind(device_kind);
  nlohmann::json machine = {{"chip", chip ? chip->name : device_kind},
                            {"device_kind", device_kind},
                            {"platform", session.client().platform_name()}};
  nlohmann::json facts = {{"plugin_path", session.plugin().path()},
                          {"platform_version", session.client().platform_version()},
                          {"jax_version", jax_version}};
  return store::verdict_environment(machine, facts);
}

// The variants to time of one workload: the asked one, or the baseline and
// the expert kernel where this platform runs it (counted in `not_here` where not).
std::vector<std::string> variants_of(const RunRequest& request, const suite::Manifest& manifest,
                                     const std::string& platform, int& not_here) {
  if (request.variant) return {*request.variant};
  std::vector<std::string> variants = {"baseline"};
  if (suite::has_variant(manifest, "optimized")) {
    if (suite::variant_runs_on(manifest, "optimized", platform)) {
      variants.push_back("optimized");
    } else {
      ++not_here;
    }
  }
  return variants;
}

// A workload whose manifest cannot be read (a drift, a failed export) still
// gets its row: run_workload records the error, and the run goes on.
std::vector<std::string> variants_for(const RunRequest& request, const suite::Registry& registry,
                                      const suite::WorkloadEntry& entry, const std::string& size,
                                      const std::string& platform, int& not_here) {
  try {
    return variants_of(request, registry.manifest(entry, size), platform, not_here);
  } catch (const Error&) {
    return {request.variant.value_or("baseline")};
  }
}

// The JAX version the artifacts were exported with, from the first manifest
// that reads; "" when none does (every row then carries its own error).
std::string exported_jax_version(const suite::Registry& registry,
                                 const std::vector<const suite::WorkloadEntry*>& entries, const std::string& size) {
  for (const suite::WorkloadEntry* entry : entries) {
    try {
      return registry.manifest(*entry, size).jax_version;
    } catch (const Error&) {
    }
  }
  return "";
}

}  // namespace

void record_run_row(store::Recorder& recorder, const suite::RunRecord& record, double wall_seconds) {
  store::AttemptOrigin origin;
  origin.kind = "reference";
  origin.workload = record.workload;
  origin.size = record.size;
  origin.wall_seconds = wall_seconds;
  nlohmann::json row = suite::run_record_json(record);
  nlohmann::json facts = {{"workload_tier", suite::tier_name(suite::tier_of_id(record.workload))}};
  recorder.record(origin, row, facts);
}

size_t RunOutcome::failed() const {
  size_t count = 0;
  for (const auto& record : records) count += record.status != "success";
  return count;
}

std::vector<const suite::WorkloadEntry*> run_entries(const RunRequest& request, const suite::Registry& registry) {
  std::vector<const suite::WorkloadEntry*> entries;
  for (const auto& id : request.workloads) entries.push_back(&registry.resolve(id));
  if (entries.empty() || request.suite) {
    for (const auto* entry : registry.suite(request.suite.value_or("all"))) entries.push_back(entry);
  }
  return entries;
}

RunPlan plan_run(const RunRequest& request) {
  RunPlan plan{request.plugin, request.size, {}, {}};
  plan.sampling.budget_seconds = request.budget_seconds;
  JaxbenchFlags flags{request.tpu, request.num_warmup, request.num_iters, request.size_given};
  plan.notes = apply_jaxbench_flags(flags, plan.plugin, plan.size, plan.sampling);
  return plan;
}

RunOutcome run_suite(const RunRequest& request, const RunPlan& plan, const suite::Registry& registry,
                     const runtime::Session& session, suite::ProgramCache& programs, store::Recorder* recorder,
                     const RunProgress& progress) {
  RunOutcome outcome;
  outcome.notes = plan.notes;
  const std::string& size = plan.size;
  std::vector<const suite::WorkloadEntry*> entries = run_entries(request, registry);
  registry.prepare(entries, size);  // the levels' artifacts, in batches, before the first row is timed
  if (recorder && !entries.empty()) {
    recorder->set_environment(session_environment(session, exported_jax_version(registry, entries, size)));
  }
  std::string platform = session.client().platform_name();
  int not_here = 0;
  auto start = Clock::now();
  for (size_t i = 0; i < entries.size(); ++i) {
    for (const std::string& variant : variants_for(request, registry, *entries[i], size, platform, not_here)) {
      auto workload_start = Clock::now();
      suite::RunRecord record =
          suite::run_workload(session, registry, *entries[i], size, plan.sampling, &programs, variant);
      if (recorder) record_run_row(*recorder, record, seconds_since(workload_start));
      if (progress) progress(i, entries.size(), record);
      outcome.records.push_back(std::move(record));
    }
  }
  if (not_here) {
    outcome.notes.push_back("the expert kernels (pallas_tpu, JAXBench's optimized variant) of " +
                            std::to_string(not_here) + " workload(s) run on a TPU only: not timed on " + platform);
  }
  outcome.metadata = {{"platform", platform},
                      {"platform_version", session.client().platform_version()},
                      {"device_kind", session.device().kind()},
                      {"plugin", session.plugin().path()},
                      {"size", size},
                      {"timestamp", timestamp()},
                      {"seconds", seconds_since(start)},
                      {"program_cache", programs.status()}};
  return outcome;
}

RunOutcome run_suite(const RunRequest& request, const suite::Registry& registry, store::Recorder* recorder,
                     const RunProgress& progress) {
  RunPlan plan = plan_run(request);
  runtime::Session session = runtime::Session::open(plan.plugin);
  // A second run (or a fresh server) loads the suite's programs from disk.
  std::unique_ptr<suite::ProgramCache> programs = suite::ProgramCache::open_default(session);
  return run_suite(request, plan, registry, session, *programs, recorder, progress);
}

}  // namespace jaxbench::jobs
