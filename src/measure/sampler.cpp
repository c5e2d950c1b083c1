#include "measure/sampler.h"

#include <chrono>
#include <cmath>

#include "core/clock.h"

namespace jaxbench::measure {

namespace {
double time_ms(const std::function<void()>& run_once) {
  auto start = std::chrono::steady_clock::now();
  run_once();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}
}  // namespace

SampleSet sample(const std::function<void()>& run_once, const SamplingOptions& options) {
  SampleSet set;
  double previous = -1;
  while (set.warmups < options.max_warmup) {
    double t = time_ms(run_once);
    ++set.warmups;
    bool agrees = previous > 0 && std::fabs(t - previous) <= options.warmup_agreement * std::max(t, previous);
    previous = t;
    if (set.warmups >= options.min_warmup && agrees) break;
  }
  auto start = std::chrono::steady_clock::now();
  while (static_cast<int>(set.ms.size()) < options.max_samples) {
    set.ms.push_back(time_ms(run_once));
    double elapsed = seconds_since(start);
    if (static_cast<int>(set.ms.size()) >= options.min_samples && elapsed >= options.budget_seconds) break;
  }
  return set;
}

}  // namespace jaxbench::measure
