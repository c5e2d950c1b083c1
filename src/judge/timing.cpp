#include "judge/timing.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>

namespace jaxbench::judge {

namespace {

using Clock = std::chrono::steady_clock;

double elapsed_seconds(Clock::time_point since) { return std::chrono::duration<double>(Clock::now() - since).count(); }

double time_once_ms(const Launcher& launch) {
  auto start = Clock::now();
  launch().await();
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double median_in_place(std::vector<double>& values) {
  size_t mid = values.size() / 2;
  std::nth_element(values.begin(), values.begin() + mid, values.end());
  double upper = values[mid];
  if (values.size() % 2) return upper;
  double lower = *std::max_element(values.begin(), values.begin() + mid);
  return (lower + upper) / 2;
}

}  // namespace

double median_run_ms(const Launcher& launch, int runs) {
  std::vector<double> times;
  for (int i = 0; i < runs; ++i) times.push_back(time_once_ms(launch));
  return median(times);
}

double hot_ms(const Launcher& launch, int runs) {
  auto start = Clock::now();
  std::vector<runtime::Execution> inflight;
  inflight.reserve(runs);
  for (int i = 0; i < runs; ++i) inflight.push_back(launch());
  for (auto& execution : inflight) execution.await();
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count() / runs;
}

SpeedupInterval bootstrap_speedup(const std::vector<double>& reference_ms, const std::vector<double>& candidate_ms,
                                  int resamples, uint64_t seed) {
  SpeedupInterval interval;
  size_t n = std::min(reference_ms.size(), candidate_ms.size());
  if (n == 0) return interval;
  interval.speedup = median(reference_ms) / median(candidate_ms);
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<size_t> pick(0, n - 1);
  std::vector<double> ratios, ref(n), cand(n);
  ratios.reserve(resamples);
  for (int b = 0; b < resamples; ++b) {
    for (size_t i = 0; i < n; ++i) {
      size_t j = pick(rng);
      ref[i] = reference_ms[j];
      cand[i] = candidate_ms[j];
    }
    ratios.push_back(median_in_place(ref) / median_in_place(cand));
  }
  interval.low = quantile(ratios, 0.025);
  interval.high = quantile(ratios, 0.975);
  return interval;
}

std::string classify(const SpeedupInterval& interval, double target_halfwidth) {
  if (interval.low > 1.0) return "FASTER";
  if (interval.high < 1.0) return "SLOWER";
  double halfwidth = (interval.high - interval.low) / 2;
  return halfwidth <= target_halfwidth * interval.speedup ? "SAME" : "UNSURE";
}

TimingResult compare_timing(const Launcher& reference, const Launcher& candidate, const TimingOptions& options) {
  TimingResult result;
  auto start = Clock::now();

  // Warm-up: alternate windows until each program's median agrees with its
  // previous window, or the warm-up share of the budget is spent.
  double previous_ref = -1, previous_cand = -1;
  while (true) {
    double ref = median_run_ms(reference, options.warmup_window);
    double cand = median_run_ms(candidate, options.warmup_window);
    result.warmup_runs += 2 * options.warmup_window;
    auto agrees = [&](double now, double before) {
      return before > 0 && std::fabs(now - before) <= options.warmup_agreement * std::max(now, before);
    };
    bool settled = agrees(ref, previous_ref) && agrees(cand, previous_cand);
    previous_ref = ref;
    previous_cand = cand;
    if (settled) {
      result.warmed_up = true;
      break;
    }
    if (elapsed_seconds(start) >= options.warmup_budget_share * options.budget_seconds) break;
  }

  std::vector<double> ref_ms, cand_ms;
  while (result.pairs < options.max_pairs) {
    for (int i = 0; i < options.batch_pairs; ++i, ++result.pairs) {
      // Alternate which program goes first, so neither always follows the other.
      if (result.pairs % 2 == 0) {
        ref_ms.push_back(time_once_ms(reference));
        cand_ms.push_back(time_once_ms(candidate));
      } else {
        cand_ms.push_back(time_once_ms(candidate));
        ref_ms.push_back(time_once_ms(reference));
      }
    }
    if (result.pairs < options.min_pairs) continue;
    result.interval = bootstrap_speedup(ref_ms, cand_ms, options.bootstrap_resamples, options.bootstrap_seed);
    double halfwidth = (result.interval.high - result.interval.low) / 2;
    if (halfwidth <= options.target_halfwidth * result.interval.speedup) {
      result.reached_target = true;
      break;
    }
    if (elapsed_seconds(start) >= options.budget_seconds) break;
  }
  result.interval = bootstrap_speedup(ref_ms, cand_ms, options.bootstrap_resamples, options.bootstrap_seed);
  result.klass = classify(result.interval, options.target_halfwidth);
  result.reference_ms = summarize(ref_ms);
  result.candidate_ms = summarize(cand_ms);
  result.reference_hot_ms = hot_ms(reference, options.hot_runs);
  result.candidate_hot_ms = hot_ms(candidate, options.hot_runs);
  result.seconds = elapsed_seconds(start);
  return result;
}

}  // namespace jaxbench::judge
