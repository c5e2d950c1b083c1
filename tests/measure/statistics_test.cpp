#include "measure/statistics.h"

#include <gtest/gtest.h>

#include <cmath>

#include "platform/hardware.h"

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
