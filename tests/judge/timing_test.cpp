#include "judge/timing.h"

#include <gtest/gtest.h>

#include <random>

#include "judge/watchdog.h"

namespace jaxbench::judge {
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
  EXPECT_EQ(classify(same, 0.01), "SAME");

  SpeedupInterval faster = bootstrap_speedup(noisy(2.0, 200, 3), noisy(1.0, 200, 4), 1000, 7);
  EXPECT_NEAR(faster.speedup, 2.0, 0.01);
  EXPECT_EQ(classify(faster, 0.01), "FASTER");
  SpeedupInterval slower = bootstrap_speedup(noisy(1.0, 200, 5), noisy(2.0, 200, 6), 1000, 7);
  EXPECT_EQ(classify(slower, 0.01), "SLOWER");
}

TEST(Timing, WideIntervalsAroundOneAreUnsure) {
  EXPECT_EQ(classify({1.0, 0.9, 1.1}, 0.01), "UNSURE");
  EXPECT_EQ(classify({1.0, 0.995, 1.004}, 0.01), "SAME");
}

TEST(Watchdog, FiresOnlyWhenTheDeadlinePasses) {
  std::atomic<int> fired{0};
  {
    Watchdog watchdog([&](const std::string&, double) { ++fired; });
    watchdog.arm(5.0, "slow work");
    watchdog.disarm();  // finished in time
    watchdog.arm(0.05, "stuck work");
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
  }
  EXPECT_EQ(fired.load(), 1);
}

}  // namespace
}  // namespace jaxbench::judge
