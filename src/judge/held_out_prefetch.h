// Held-out shapes prepared ahead, while a warm judge is idle (issue #30's
// cost target). At held-out shapes the suite's programs must be exported (a
// sandboxed JAX export, 1-2.5 s a shape on a small host) and compiled before
// the candidate can be judged there; an eval that draws its shapes fresh pays
// that itself. So after each eval of a workload (from its second on: a loop
// comes back to its workload, a sweep over the suite does not) the warm
// judge draws the next
// eval's shapes (a fresh secret seed from the OS's entropy), and a thread of
// its own exports and compiles the suite there, into the by-shape export
// cache and the executable cache on disk, where the next eval's HeldOutRun
// finds them. The next eval then pays only for the candidate at those shapes.
//
// Secrecy is unchanged: the shapes live in this process's memory until an
// eval takes them, each batch is taken once, and only that eval's verdict
// shows them. The thread runs at the lowest CPU priority (nice 19, its
// exporter's processes too), so the public timing of an eval running beside
// it keeps the host's CPU.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "candidate/candidate_export.h"
#include "candidate/warm_exporter.h"
#include "runtime/session.h"
#include "suite/manifest.h"
#include "suite/shape_family.h"

namespace jaxbench::judge {

class HeldOutPrefetch {
 public:
  struct Batch {
    uint64_t seed = 0;  // drawn from it: suite::draw_held_out(family, public, count, seed)
    std::vector<suite::DimValues> shapes;
  };

  HeldOutPrefetch();
  ~HeldOutPrefetch();  // waits for the shape in preparation, drops the rest
  HeldOutPrefetch(const HeldOutPrefetch&) = delete;
  HeldOutPrefetch& operator=(const HeldOutPrefetch&) = delete;

  // A prepared batch of at least `count` shapes for `manifest` on `platform`,
  // taken (no eval sees it again); nullopt when none is ready.
  std::optional<Batch> take(const suite::Manifest& manifest, const std::string& platform, int count);
  // Draws `count` shapes for the next eval of `manifest` on `platform` and
  // prepares them in the background, unless a batch for it is ready or on
  // its way, or this is the workload's first eval here (a sweep that judges
  // each workload once would never use them). `session` must outlive this
  // object.
  void prepare(const suite::Manifest& manifest, const std::string& platform, const candidate::ExportLimits& limits,
               const runtime::Session& session, int count);

  // {"batches_prepared", "batches_taken", "shapes_prepared", "failures",
  //  "pending", "ready", "last_problem"} for serve's `status`.
  nlohmann::json status() const;

 private:
  struct Job {
    std::string key;
    suite::Manifest manifest;
    std::string platform;
    candidate::ExportLimits limits;
    const runtime::Session* session;
    Batch batch;
  };
  void work();
  bool prepare_shapes(const Job& job, candidate::WarmExporter& exporter);

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Job> queue_;
  std::map<std::string, Batch> ready_;     // by workload manifest and platform
  std::map<std::string, int> pending_;     // shapes asked for, by the same key
  std::map<std::string, int> evals_seen_;  // evals that asked, by the same key
  bool stopping_ = false;
  int batches_prepared_ = 0, batches_taken_ = 0, shapes_prepared_ = 0, failures_ = 0;
  std::string last_problem_;
  std::thread worker_;  // last: started after everything it reads
};

}  // namespace jaxbench::judge
