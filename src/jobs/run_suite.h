// The run job, `jaxbench run` and serve's run method alike: time the
// suite's references ("baseline") and, where the device runs them, their
// expert kernels ("optimized"), each recorded in the store as it finishes.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "measure/sampler.h"
#include "runtime/session.h"
#include "store/recorder.h"
#include "suite/program_cache.h"
#include "suite/registry.h"
#include "suite/runner.h"

namespace jaxbench::jobs {

struct RunRequest {
  std::vector<std::string> workloads;  // ids or prefixes
  std::optional<std::string> suite;    // priority, fused, all (all when no workload is named)
  std::string size = "small";
  std::string plugin;  // empty: JAXBENCH_PLUGIN, then the host plugin
  double budget_seconds = measure::SamplingOptions{}.budget_seconds;
  // One variant only; unset: the baseline and, where the device runs it,
  // the expert kernel.
  std::optional<std::string> variant;
  // JAXBench's flags (jaxbench_flags.h): --tpu, --num-warmup and --num-iters
  // set the plugin and the sampling.
  std::string tpu = "auto";
  std::optional<int> num_warmup, num_iters;
  bool size_given = false;
};

struct RunOutcome {
  std::vector<suite::RunRecord> records;
  // results.json's metadata: platform, its version, device kind, plugin,
  // size, timestamp, seconds, the program cache's counters.
  nlohmann::json metadata;
  std::vector<std::string> notes;  // what JAXBench's flags did, what could not run here
  size_t failed() const;
};

// What a request comes to once JAXBench's flags are applied: the plugin
// (--tpu may choose it), the size, the sampling, and what the flags did.
struct RunPlan {
  std::string plugin, size;
  measure::SamplingOptions sampling;
  std::vector<std::string> notes;
};
RunPlan plan_run(const RunRequest& request);

// Called as each record is made: its index among `count` planned workloads.
using RunProgress = std::function<void(size_t index, size_t count, const suite::RunRecord& record)>;

// On a session (opened for plan.plugin) and program cache the caller keeps
// (serve's warm judge). `recorder` (may be null) records each row, as a
// reference attempt, with this session's machine as the run's environment.
RunOutcome run_suite(const RunRequest& request, const RunPlan& plan, const suite::Registry& registry,
                     const runtime::Session& session, suite::ProgramCache& programs, store::Recorder* recorder,
                     const RunProgress& progress = {});
// On a fresh session (the suite's programs still come from the disk cache).
RunOutcome run_suite(const RunRequest& request, const suite::Registry& registry, store::Recorder* recorder,
                     const RunProgress& progress = {});

// The workloads a request names, in its order (the suite's when none).
std::vector<const suite::WorkloadEntry*> run_entries(const RunRequest& request, const suite::Registry& registry);

}  // namespace jaxbench::jobs
