// The eval job, from a request to a verdict, shared by `jaxbench eval`,
// serve's eval method and `verify`: the workload's manifests, the host
// plugin in place of one with no device here, the TPU pre-flight (its
// compiles run in the sandboxed worker, so before or after a session alike),
// the session, the candidate's export, judge::evaluate_module, and the
// watchdog around the candidate's executions. It prints progress lines,
// never the verdict, and never exits: the caller prints what it gets.
#pragma once

#include <functional>
#include <future>
#include <map>
#include <memory>
#include <string>

#include "candidate/warm_exporter.h"
#include "jobs/eval_request.h"
#include "judge/held_out_prefetch.h"
#include "judge/prepared_cases.h"
#include "judge/verdict.h"
#include "runtime/session.h"
#include "suite/program_cache.h"
#include "suite/registry.h"

namespace jaxbench::jobs {

struct EvalHooks {
  // Progress lines ("pre-flight: …"); when empty, each goes to stderr.
  std::function<void(const std::string&)> progress;
  // Runs on the watchdog's thread when a candidate's execution (or the
  // timing protocol) passes its limit, with the verdict as it stands then:
  // status timeout, the cases run so far, the device kind, the chip, the
  // pre-flight. A hung PJRT execution cannot be cancelled, so this must not
  // return to it: report, then end the process (_exit). Required.
  std::function<void(const judge::Verdict&)> on_timeout;
};

// What a warm caller (jobs::WarmJudge) keeps between evaluations: per
// plugin, the open session and the suite's compiled programs for it (in
// memory, and on disk where the plugin serializes executables). The
// candidate is never kept, and seeds only unused ones (Slot::spare).
class WarmContext {
 public:
  // `registry`: the process's suite, which outlives this context.
  explicit WarmContext(const suite::Registry& registry) : registry_(registry) {}
  const suite::Registry& registry() const { return registry_; }
  struct Slot {
    explicit Slot(runtime::Session opened)
        : session(std::move(opened)), programs(suite::ProgramCache::open_default(session)) {}
    runtime::Session session;
    std::unique_ptr<suite::ProgramCache> programs;  // after session, which it refers to
    // Input sets prepared for an evaluation whose candidate then failed to
    // export (its verdict did not wait for them): the next evaluation of the
    // same workload, size and seed count takes them, their seeds unused.
    std::future<judge::PreparedCases> spare;
    std::string spare_key;
    // Waits for the spare's preparation, which uses `session` and `programs`:
    // whoever uses them next calls this first.
    void settle() {
      if (spare.valid()) spare.wait();
    }
  };
  // The slot for `plugin` (cpu|cuda|tpu|PATH, empty: JAXBENCH_PLUGIN, then
  // the host plugin), opened on first use. Throws what Session::open throws.
  Slot& slot(const std::string& plugin);
  const std::map<std::string, std::unique_ptr<Slot>>& slots() const { return slots_; }
  // The warm exporter for .py candidates (an imported JAX forking one child
  // per candidate); null: each export starts its own Python.
  candidate::WarmExporter* exporter = nullptr;
  // The next evals' held-out shapes, prepared while the judge is idle; null:
  // each eval draws and prepares its own.
  judge::HeldOutPrefetch* held_out_prefetch = nullptr;

 private:
  const suite::Registry& registry_;
  std::map<std::string, std::unique_ptr<Slot>> slots_;  // by the plugin as asked for
};

// Throws jaxbench::Error for what is wrong before the candidate is judged
// (a missing candidate file, an unknown workload or size, no plugin, no
// on_timeout); whatever the candidate does is in the verdict. The first
// form opens a session for this one evaluation (its suite programs still
// come from the disk cache when they are there).
judge::Verdict run_eval(const suite::Registry& registry, const EvalRequest& request, const EvalHooks& hooks);
judge::Verdict run_eval(const EvalRequest& request, const EvalHooks& hooks, WarmContext& warm);

}  // namespace jaxbench::jobs
