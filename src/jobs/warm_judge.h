// The judge that stays warm across requests (`jaxbench serve`'s device
// worker holds one): the plugin's session, the suite's compiled programs per
// (plugin, workload, size) and, across processes, their serialized
// executables, so a later candidate pays only for itself. Seeds stay fresh
// and secret per candidate: nothing a candidate sees is cached.
//
// One WarmJudge per device, used from one thread at a time: the thread that
// lives as long as it does (the warm exporter's zygote dies with the thread
// that started it).
//
// status() (serve's `status` method shows it):
//   {"evaluations": N, "runs": N,
//    "exporter": candidate::WarmExporter::status() (zygote pid, starts,
//                restarts, exports, last import seconds, last problem),
//    "held_out_prefetch": judge::HeldOutPrefetch::status() (batches prepared and
//                taken, shapes prepared, failures, pending, ready),
//    "sessions": [{"plugin": as asked ("" = the default), "plugin_path",
//                  "platform", "device_kind",
//                  "programs": {"programs": compiled programs held in memory,
//                               "compiled": compiles so far,
//                               "memory_hits": programs reused without work,
//                               "disk_loads": executables loaded from disk,
//                               "disk_writes": executables written to disk,
//                               "disk_rejected": corrupt/unloadable entries ignored,
//                               "disk": "on" | "off: <why>",
//                               "folder": the disk cache folder or null}}]}
// One session per plugin asked for; the disk cache folder is
// $JAXBENCH_CACHE_DIR, else $XDG_CACHE_HOME/jaxbench, else ~/.cache/jaxbench.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "jobs/eval.h"
#include "jobs/run_suite.h"

namespace jaxbench::jobs {

class WarmJudge {
 public:
  // `registry`: the process's suite, which outlives the judge.
  explicit WarmJudge(const suite::Registry& registry);
  ~WarmJudge();
  WarmJudge(const WarmJudge&) = delete;
  WarmJudge& operator=(const WarmJudge&) = delete;

  // run_eval (jobs/eval.h) with what earlier requests left warm.
  judge::Verdict eval(const EvalRequest& request, const EvalHooks& hooks);
  // The run job (run_suite.h) on the warm session of the request's plugin.
  RunOutcome run(const RunRequest& request);
  // Counters for serve's `status`: evaluations, runs, and what the caches hold.
  nlohmann::json status() const;
  // What it holds (for tests: the caches' counters).
  const WarmContext& context() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace jaxbench::jobs
