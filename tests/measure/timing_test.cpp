#include "measure/timing.h"

#include <gtest/gtest.h>

#include <random>

namespace jaxbench::measure {
namespace {

std::vector<double> noisy(double center, int n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::normal_distribution<double> noise(0, 0.002 * center);
  std::vector<double> out;
  for (int i = 0; i < n; ++i) out.push_back(center + noise(rng));
  return out;
}

TEST(Timing, BootstrapIntervalContainsTheTrueRatio) {
  SpeedupInterval same = bootstrap_speedup(noisy(1.0, 200, 1), noisy(1.0, 200, 2), 1000, 7);
  EXPECT_LE(same.low, 1.0);
  EXPECT_GE(same.high, 1.0);
  EXPECT_LT(same.high - same.low, 0.01);
  EXPECT_LE(same.low99, same.low);
  EXPECT_GE(same.high99, same.high);
  EXPECT_EQ(to_string(classify(same, 0.01)), std::string("SAME"));

  SpeedupInterval faster = bootstrap_speedup(noisy(2.0, 200, 3), noisy(1.0, 200, 4), 1000, 7);
  EXPECT_NEAR(faster.speedup, 2.0, 0.01);
  EXPECT_EQ(to_string(classify(faster, 0.01)), std::string("FASTER"));
  SpeedupInterval slower = bootstrap_speedup(noisy(1.0, 200, 5), noisy(2.0, 200, 6), 1000, 7);
  EXPECT_EQ(to_string(classify(slower, 0.01)), std::string("SLOWER"));
}

TEST(Timing, WideIntervalsAroundOneAreUnsure) {
  EXPECT_EQ(to_string(classify({1.0, 0.9, 1.1, 0.9, 1.1}, 0.02)), std::string("UNSURE"));
  EXPECT_EQ(to_string(classify({1.0, 0.985, 1.015, 0.985, 1.015}, 0.02)), std::string("SAME"));
  EXPECT_EQ(to_string(classify({1.0, 0.985, 1.015, 0.985, 1.015}, 0.01)), std::string("UNSURE"));
  // Within the noise floor a difference is not claimed.
  EXPECT_EQ(to_string(classify({1.009, 1.004, 1.02, 1.004, 1.02}, 0.02, 0.01)), std::string("SAME"));
  EXPECT_EQ(to_string(classify({1.009, 1.004, 1.02, 1.004, 1.02}, 0.02, 0.0)), std::string("FASTER"));
  EXPECT_EQ(to_string(classify({1.05, 1.03, 1.07, 1.03, 1.07}, 0.02, 0.01)), std::string("FASTER"));
  EXPECT_EQ(to_string(classify({0.95, 0.93, 0.97, 0.93, 0.97}, 0.02, 0.01)), std::string("SLOWER"));
}

TEST(Timing, BlockBootstrapWidensTheIntervalUnderDrift) {
  // Both programs equally fast, but the machine drifts slowly (runs of 50
  // pairs at +-3%), unequally sampled: independent resampling of pairs
  // understates the uncertainty that blocks capture.
  std::vector<double> ref, cand;
  std::mt19937_64 rng(11);
  std::normal_distribution<double> noise(0, 0.002);
  for (int i = 0; i < 400; ++i) {
    double drift = ((i / 50) % 2 ? 1.03 : 0.97);
    ref.push_back(drift * (1 + noise(rng)));
    cand.push_back((i % 3 == 0 ? 1.0 : drift) * (1 + noise(rng)));
  }
  SpeedupInterval single = bootstrap_speedup(ref, cand, 1000, 7, 1);
  SpeedupInterval blocks = bootstrap_speedup(ref, cand, 1000, 7, 50);
  EXPECT_GT(blocks.high - blocks.low, single.high - single.low);
}

SpeedupInterval interval_of(double speedup, double halfwidth95, double halfwidth99) {
  SpeedupInterval i;
  i.speedup = speedup;
  i.low = speedup - halfwidth95;
  i.high = speedup + halfwidth95;
  i.low99 = speedup - halfwidth99;
  i.high99 = speedup + halfwidth99;
  return i;
}

TEST(Timing, SamplingGoesOnWhileTheClassCouldStillChange) {
  TimingOptions options;  // target ±1% (95%), noise floor 1%
  EXPECT_FALSE(may_stop_sampling(interval_of(1.0, 0.02, 0.026), options)) << "wider than the target";
  EXPECT_FALSE(may_stop_sampling(interval_of(1.021, 0.009, 0.012), options))
      << "a 2% speedup whose 99% interval still reaches below 1.01: FASTER or SAME is not decided yet";
  EXPECT_TRUE(may_stop_sampling(interval_of(1.025, 0.009, 0.012), options)) << "FASTER for sure";
  EXPECT_TRUE(may_stop_sampling(interval_of(1.0, 0.004, 0.006), options)) << "within the floor: SAME for sure";
  EXPECT_FALSE(may_stop_sampling(interval_of(0.995, 0.006, 0.008), options)) << "reaches below 0.99";
  EXPECT_TRUE(may_stop_sampling(interval_of(0.97, 0.009, 0.012), options)) << "SLOWER for sure";
}

}  // namespace
}  // namespace jaxbench::measure
