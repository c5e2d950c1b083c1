// judge/prepared_cases.h: how much the prepared input sets hold, and that a
// workload too large to hold them at once makes its sets in turn. Judging on
// prepared sets through a warm judge: warm_judge_test.cpp.
#include "judge/prepared_cases.h"

#include <gtest/gtest.h>

namespace jaxbench::judge {
namespace {

TEST(PreparedCases, AWorkloadTooLargeToHoldItsSetsMakesThemInTurn) {
  suite::Manifest small, large;
  small.modes = large.modes = {"normal", "large"};
  small.inputs = {{"x", DType::kF32, {256, 256}}};
  small.outputs = {{"y", DType::kBF16, {256, 256}}};
  large.inputs = {{"x", DType::kF32, {8192, 8192}}};
  large.outputs = {{"y", DType::kBF16, {8192, 8192}}};
  // 4 cases (3 seeds + 1 mode), each its inputs, outputs and truth's (the outputs' when unnamed).
  EXPECT_EQ(prepared_bytes(small, 3), 4u * (256 * 256 * (4 + 2 + 2)));
  EXPECT_TRUE(worth_preparing(small, 3));
  EXPECT_GT(prepared_bytes(large, 3), kPreparedBytesLimit);
  EXPECT_FALSE(worth_preparing(large, 3));
}

}  // namespace
}  // namespace jaxbench::judge
