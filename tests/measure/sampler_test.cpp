// The sampler's stopping rules: warm-up until two consecutive runs agree (or
// the warm-up cap), then samples until max_samples, or until the budget is
// spent once min_samples are in. The runs are cheap lambdas; the ones that
// must take time sleep for a known minimum.
#include "measure/sampler.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

namespace jaxbench::measure {
namespace {

using std::chrono::microseconds;
using std::chrono::milliseconds;

SamplingOptions quick_options() {
  SamplingOptions options;
  options.min_warmup = 1;
  options.max_warmup = 1;
  options.min_samples = 1;
  options.max_samples = 1000;
  options.budget_seconds = 100;
  return options;
}

TEST(Sampler, WarmsUpUntilTwoRunsAgreeThenSamplesToTheCount) {
  int calls = 0;
  SamplingOptions options;
  options.min_warmup = 2;
  options.max_warmup = 10;
  options.min_samples = 5;
  options.max_samples = 7;
  options.budget_seconds = 100;
  SampleSet set = sample([&] { ++calls; }, options);
  EXPECT_EQ(set.ms.size(), 7u);  // the budget is far away: stops at max_samples
  EXPECT_GE(set.warmups, 2);
  EXPECT_EQ(calls, set.warmups + 7);
}

TEST(Sampler, StopsAtTheBudgetOnceMinimumSamplesAreIn) {
  SamplingOptions options;
  options.min_warmup = 1;
  options.max_warmup = 1;
  options.min_samples = 3;
  options.max_samples = 1000;
  options.budget_seconds = 0;
  SampleSet set = sample([] {}, options);
  EXPECT_EQ(set.ms.size(), 3u);
}

TEST(Sampler, StopsAtTheBudgetWhenTheRunsTakeTime) {
  SamplingOptions options = quick_options();
  options.min_samples = 2;
  options.budget_seconds = 0.02;
  SampleSet set = sample([] { std::this_thread::sleep_for(milliseconds(2)); }, options);
  // Each run takes at least 2 ms, so 10 runs spend the 20 ms budget.
  EXPECT_GE(set.ms.size(), 2u);
  EXPECT_LE(set.ms.size(), 10u);
  for (double ms : set.ms) EXPECT_GE(ms, 2.0);
}

TEST(Sampler, MinimumSamplesComeBeforeTheBudget) {
  SamplingOptions options = quick_options();
  options.min_samples = 4;
  options.budget_seconds = 0.001;
  SampleSet set = sample([] { std::this_thread::sleep_for(milliseconds(2)); }, options);
  EXPECT_EQ(set.ms.size(), 4u);  // the budget was spent after the first
}

TEST(Sampler, TheCountWinsOverAFarBudget) {
  SamplingOptions options = quick_options();
  options.max_samples = 5;
  SampleSet set = sample([] {}, options);
  EXPECT_EQ(set.ms.size(), 5u);
}

TEST(Sampler, WarmUpStopsAtItsCapWhenRunsNeverAgree) {
  SamplingOptions options = quick_options();
  options.min_warmup = 2;
  options.max_warmup = 5;
  options.max_samples = 1;
  // 1 ms, 20 ms, 1 ms, …: consecutive runs differ by far more than 10%.
  int call = 0;
  SampleSet set = sample([&] { std::this_thread::sleep_for(microseconds(call++ % 2 ? 20000 : 1000)); }, options);
  EXPECT_EQ(set.warmups, 5);
  EXPECT_EQ(call, 6);
}

TEST(Sampler, WarmUpStopsAtTheMinimumOnceRunsAgree) {
  SamplingOptions options = quick_options();
  options.min_warmup = 3;
  options.max_warmup = 20;
  options.warmup_agreement = 1.0;  // any two timed runs agree
  options.max_samples = 2;
  int calls = 0;
  SampleSet set = sample(
      [&] {
        ++calls;
        std::this_thread::sleep_for(microseconds(100));
      },
      options);
  EXPECT_EQ(set.warmups, 3);
  EXPECT_EQ(calls, 5);
}

}  // namespace
}  // namespace jaxbench::measure
