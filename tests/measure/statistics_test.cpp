#include "measure/statistics.h"

#include <gtest/gtest.h>

#include <cmath>

#include "platform/hardware.h"
#include "measure/sampler.h"

namespace jaxbench::measure {
namespace {

TEST(Statistics, MedianQuantileAndSummary) {
  EXPECT_DOUBLE_EQ(median({3, 1, 2}), 2);
  EXPECT_DOUBLE_EQ(median({4, 1, 3, 2}), 2.5);
  EXPECT_DOUBLE_EQ(quantile({0, 10}, 0.25), 2.5);
  Summary s = summarize({1, 2, 3, 4});
  EXPECT_EQ(s.count, 4u);
  EXPECT_DOUBLE_EQ(s.mean, 2.5);
  EXPECT_DOUBLE_EQ(s.stddev, std::sqrt(1.25));  // population, as JAXBench's numpy std
  EXPECT_DOUBLE_EQ(s.min, 1);
  EXPECT_DOUBLE_EQ(s.max, 4);
  EXPECT_THROW(median({}), std::invalid_argument);
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

TEST(Hardware, KnowsTheChipsByDeviceKindAndTarget) {
  EXPECT_DOUBLE_EQ(platform::chip_for_device_kind("TPU v6 lite")->bf16_tflops, 918);
  EXPECT_DOUBLE_EQ(platform::chip_for_device_kind("TPU v5 lite")->bf16_tflops, 197);
  EXPECT_STREQ(platform::chip_for_device_kind("NVIDIA H200")->name, "NVIDIA H200");
  EXPECT_FALSE(platform::chip_for_device_kind("cpu").has_value());
  EXPECT_DOUBLE_EQ(platform::chip_for_target("v6e")->hbm_tbytes_per_s, 1.64);
  EXPECT_FALSE(platform::chip_for_target("v9").has_value());
}

}  // namespace
}  // namespace jaxbench::measure
