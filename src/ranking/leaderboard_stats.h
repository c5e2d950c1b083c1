// The statistics the leaderboard prints, written out so a test (or a reader
// with a calculator) can recompute every number exactly.
//
// Geometric mean of n speedups: exp((log s_0 + ... + log s_{n-1}) / n), the
// logs summed left to right in the order given.
//
// Its 95% interval is a percentile bootstrap:
//   rng = std::mt19937_64(seed)            (kBootstrapSeed unless told)
//   for b in 0 .. B-1                      (B = kBootstrapResamples)
//     for i in 0 .. n-1: draw index j = rng() % n   (the raw 64-bit draw
//       modulo n; std::uniform_int_distribution is not used because its
//       algorithm differs between standard libraries)
//     g_b = the geometric mean (as above) of s_j in the order drawn
//   sort g ascending; k = floor(B * 25 / 1000)
//   interval = [g[k], g[B - 1 - k]]        (B = 1000: g[25] and g[974])
// An empty list has no mean and no interval.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace jaxbench::ranking {

inline constexpr int kBootstrapResamples = 1000;
inline constexpr uint64_t kBootstrapSeed = 20261201;

struct Interval {
  double low = 0, high = 0;
};

std::optional<double> geometric_mean(const std::vector<double>& values);
std::optional<Interval> bootstrap_geomean_interval(const std::vector<double>& values,
                                                   int resamples = kBootstrapResamples, uint64_t seed = kBootstrapSeed);
// The middle value, or the mean of the two middle ones for an even count.
std::optional<double> median(std::vector<double> values);

}  // namespace jaxbench::ranking
