#include "judge/held_out_prefetch.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "candidate/held_out_export.h"
#include "candidate/warm_exporter.h"
#include "core/error.h"
#include "suite/program_cache.h"

namespace jaxbench::judge {

namespace {

std::string prefetch_key(const suite::Manifest& manifest, const std::string& platform) {
  return manifest.path + "\n" + platform;
}

// Linux gives each thread its own nice value; the processes this thread
// forks (the exporter's zygote and its children) inherit it.
void lower_this_threads_priority() {
  constexpr int kLowestPriority = 19;
  setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), kLowestPriority);
}

}  // namespace

HeldOutPrefetch::HeldOutPrefetch() : worker_([this] { work(); }) {}

HeldOutPrefetch::~HeldOutPrefetch() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
    queue_.clear();
  }
  wake_.notify_all();
  worker_.join();
}

std::optional<HeldOutPrefetch::Batch> HeldOutPrefetch::take(const suite::Manifest& manifest,
                                                            const std::string& platform, int count) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto found = ready_.find(prefetch_key(manifest, platform));
  if (found == ready_.end() || static_cast<int>(found->second.shapes.size()) < count) return std::nullopt;
  Batch batch = std::move(found->second);
  ready_.erase(found);
  batch.shapes.resize(count);  // draw_held_out's first `count` of a larger draw are its draw of `count`
  ++batches_taken_;
  return batch;
}

void HeldOutPrefetch::prepare(const suite::Manifest& manifest, const std::string& platform,
                              const candidate::ExportLimits& limits, const runtime::Session& session, int count) {
  if (count <= 0 || !manifest.shape_family) return;
  std::string key = prefetch_key(manifest, platform);
  {
    std::lock_guard<std::mutex> lock(mutex_);
    // A workload judged once may never come back (a sweep over the suite):
    // its second eval is the sign of a loop, and prepares for the third on.
    if (++evals_seen_[key] < 2) return;
    auto ready = ready_.find(key);
    if (ready != ready_.end() && static_cast<int>(ready->second.shapes.size()) >= count) return;
    auto pending = pending_.find(key);
    if (pending != pending_.end() && pending->second >= count) return;
  }
  Batch batch;
  batch.seed = suite::secret_shape_seed();
  const suite::ShapeFamily& family = *manifest.shape_family;
  batch.shapes = suite::draw_held_out(family, family.public_values(manifest.config), count, batch.seed);
  if (batch.shapes.empty()) return;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    pending_[key] = count;
    queue_.push_back(Job{key, manifest, platform, limits, &session, std::move(batch)});
  }
  wake_.notify_all();
}

void HeldOutPrefetch::work() {
  lower_this_threads_priority();
  // Its own exporter, started and owned by this thread: the judge's exporter
  // serves one thread at a time, and a zygote dies with the thread that
  // started it. No spares: its requests come from a background thread, and a
  // spare's warm-up would compete with the judge's work for the CPU.
  candidate::WarmExporter exporter(/*spares=*/false);
  std::unique_lock<std::mutex> lock(mutex_);
  while (true) {
    wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
    if (stopping_) return;
    Job job = std::move(queue_.front());
    queue_.pop_front();
    lock.unlock();
    bool prepared = prepare_shapes(job, exporter);
    lock.lock();
    pending_.erase(job.key);
    if (prepared) {
      ++batches_prepared_;
      ready_[job.key] = std::move(job.batch);
    }
  }
}

// Exports and compiles the suite at each shape, into the caches on disk. A
// shape that fails is left to the eval that takes the batch, which reports
// it as the suite's own failure (a note), as it does for a fresh draw.
bool HeldOutPrefetch::prepare_shapes(const Job& job, candidate::WarmExporter& exporter) {
  auto programs = suite::ProgramCache::open_default(*job.session);
  for (const auto& dims : job.batch.shapes) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (stopping_) return false;
    }
    candidate::SuiteAtShape suite =
        candidate::export_suite_at_shape(job.manifest, dims, job.platform, job.limits, &exporter);
    std::string problem = suite.message;
    try {
      if (suite.manifest) {
        for (const char* name : {"inputs", "reference", "truth"}) programs->get(*suite.manifest, name);
      }
    } catch (const std::exception& error) {
      problem = error.what();
    }
    std::lock_guard<std::mutex> lock(mutex_);
    if (problem.empty()) {
      ++shapes_prepared_;
    } else {
      ++failures_;
      last_problem_ = one_line(problem, 300);
    }
  }
  return true;
}

nlohmann::json HeldOutPrefetch::status() const {
  std::lock_guard<std::mutex> lock(mutex_);
  int pending = 0;
  for (const auto& [key, count] : pending_) pending += count;
  int ready = 0;
  for (const auto& [key, batch] : ready_) ready += static_cast<int>(batch.shapes.size());
  return {{"batches_prepared", batches_prepared_},
          {"batches_taken", batches_taken_},
          {"shapes_prepared", shapes_prepared_},
          {"failures", failures_},
          {"pending", pending},
          {"ready", ready},
          {"last_problem", last_problem_.empty() ? nlohmann::json() : nlohmann::json(last_problem_)}};
}

}  // namespace jaxbench::judge
