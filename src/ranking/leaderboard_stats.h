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
//
// What each workload contributes to the geomean is its floored speedup
// (floored_speedup below), so that no single tiny time dominates the mean
// (the geomean underflow reference-kernels #159 met: a near-zero time at
// rank 1, fixed there with a roofline floor): the candidate's time is taken
// no lower than its chip's roofline bound (speedup <= reference median /
// bound, on a chip with known peaks), and the speedup is clamped to
// [1 / kSpeedupContributionLimit, kSpeedupContributionLimit] on every chip,
// since a host CPU has no published peak to floor against. fast_p and the
// speedups shown are the measured ones; only the mean is floored.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace jaxbench::ranking {

inline constexpr int kBootstrapResamples = 1000;
inline constexpr uint64_t kBootstrapSeed = 20261201;
inline constexpr double kSpeedupContributionLimit = 100;

struct Interval {
  double low = 0, high = 0;
};

// The speedup as the geomean counts it (above). reference_ms: the
// reference's median; bound_ms: the chip's roofline bound for the work.
double floored_speedup(double speedup, std::optional<double> reference_ms, std::optional<double> bound_ms);
// The floor in words, as the board prints it.
std::string geomean_floor_rule();

std::optional<double> geometric_mean(const std::vector<double>& values);
std::optional<Interval> bootstrap_geomean_interval(const std::vector<double>& values,
                                                   int resamples = kBootstrapResamples, uint64_t seed = kBootstrapSeed);
// The middle value, or the mean of the two middle ones for an even count.
std::optional<double> median(std::vector<double> values);

}  // namespace jaxbench::ranking
