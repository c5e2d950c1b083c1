#include "ranking/leaderboard_stats.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace jaxbench::ranking {

double floored_speedup(double speedup, std::optional<double> reference_ms, std::optional<double> bound_ms) {
  double high = kSpeedupContributionLimit;
  if (reference_ms && bound_ms && *reference_ms > 0 && *bound_ms > 0) high = std::min(high, *reference_ms / *bound_ms);
  return std::clamp(speedup, 1 / kSpeedupContributionLimit, std::max(high, 1 / kSpeedupContributionLimit));
}

std::string geomean_floor_rule() {
  int limit = static_cast<int>(kSpeedupContributionLimit);
  return "each workload's speedup counts in the geomean as at most reference median / roofline bound (on a chip "
         "with known peaks) and within [1/" +
         std::to_string(limit) + ", " + std::to_string(limit) + "]; fast_p and the speedups shown are as measured";
}

std::optional<double> geometric_mean(const std::vector<double>& values) {
  if (values.empty()) return std::nullopt;
  double sum = 0;
  for (double value : values) sum += std::log(value);
  return std::exp(sum / static_cast<double>(values.size()));
}

std::optional<Interval> bootstrap_geomean_interval(const std::vector<double>& values, int resamples, uint64_t seed) {
  if (values.empty() || resamples <= 0) return std::nullopt;
  std::mt19937_64 rng(seed);
  const uint64_t n = values.size();
  std::vector<double> means;
  means.reserve(static_cast<size_t>(resamples));
  std::vector<double> drawn(values.size());
  for (int b = 0; b < resamples; ++b) {
    for (auto& value : drawn) value = values[rng() % n];
    means.push_back(*geometric_mean(drawn));
  }
  std::sort(means.begin(), means.end());
  const size_t k = static_cast<size_t>(resamples) * 25 / 1000;
  return Interval{means[k], means[static_cast<size_t>(resamples) - 1 - k]};
}

std::optional<double> median(std::vector<double> values) {
  if (values.empty()) return std::nullopt;
  std::sort(values.begin(), values.end());
  size_t middle = values.size() / 2;
  if (values.size() % 2 == 1) return values[middle];
  return (values[middle - 1] + values[middle]) / 2;
}

}  // namespace jaxbench::ranking
