#include "judge/correctness.h"

#include <gtest/gtest.h>

#include <cmath>

namespace jaxbench::judge {
namespace {

// truth: a smooth signal; reference: truth rounded to bf16.
HostArray truth_signal(int n, double offset = 0) {
  HostArray t(DType::kF32, {n});
  for (int i = 0; i < n; ++i) t.set(i, offset + std::sin(0.37 * i) + 0.5 * std::cos(1.3 * i));
  return t;
}
HostArray as_bf16(const HostArray& t, double perturb = 0, int every = 1) {
  HostArray out(DType::kBF16, t.shape);
  for (int64_t i = 0; i < t.size(); ++i) out.set(i, t.get(i) + (i % every == 0 ? perturb : 0));
  return out;
}

TEST(Correctness, AFaithfulCandidatePasses) {
  HostArray truth = truth_signal(512);
  HostArray reference = as_bf16(truth);
  OutputCheck check = check_output(as_bf16(truth), reference, truth, CorrectnessPolicy{}, 0, "seed 1");
  EXPECT_TRUE(check.ok) << check.reason;
}

TEST(Correctness, ASmallBiasBeyondTheBudgetFails) {
  HostArray truth = truth_signal(512);
  HostArray reference = as_bf16(truth);
  // 0.05 everywhere: a dropped bias of a twentieth of the signal's spread.
  OutputCheck check = check_output(as_bf16(truth, 0.05), reference, truth, CorrectnessPolicy{}, 0, "seed 1");
  EXPECT_FALSE(check.ok);
  EXPECT_NE(check.reason.find("error vs truth too large"), std::string::npos) << check.reason;
}

TEST(Correctness, OneWrongElementIsFoundAndLocated) {
  HostArray truth(DType::kF32, {8, 16});
  for (int i = 0; i < 128; ++i) truth.set(i, std::sin(0.1 * i));
  HostArray reference = as_bf16(truth);
  HostArray candidate = as_bf16(truth);
  candidate.set(3 * 16 + 5, candidate.get(3 * 16 + 5) + 0.5);
  OutputCheck check = check_output(candidate, reference, truth, CorrectnessPolicy{}, 1, "mode large");
  EXPECT_FALSE(check.ok);
  EXPECT_EQ(check.worst_coords, (std::vector<int64_t>{3, 5}));
  EXPECT_NE(check.reason.find("output 1 (mode large)"), std::string::npos) << check.reason;
  EXPECT_NE(check.reason.find("worst at [3, 5]"), std::string::npos) << check.reason;
}

TEST(Correctness, NaNWhereTruthIsFiniteFails) {
  HostArray truth = truth_signal(64);
  HostArray candidate = as_bf16(truth);
  candidate.set(10, NAN);
  OutputCheck check = check_output(candidate, as_bf16(truth), truth, CorrectnessPolicy{}, 0, "seed 2");
  EXPECT_FALSE(check.ok);
  EXPECT_NE(check.reason.find("1 NaN/Inf element(s)"), std::string::npos) << check.reason;
}

TEST(Correctness, ConstantOutputFailsEvenWhenItsErrorLooksSmall) {
  // Truth: a common offset with a smaller variation (a row sum near 64).
  // Returning the offset alone is close in relative terms but must fail.
  HostArray truth = truth_signal(256, 64);
  HostArray constant(DType::kBF16, truth.shape);
  for (int64_t i = 0; i < constant.size(); ++i) constant.set(i, 64);
  OutputCheck check = check_output(constant, as_bf16(truth), truth, CorrectnessPolicy{}, 0, "seed 1");
  EXPECT_FALSE(check.ok);
  EXPECT_NE(check.reason.find("(near-)constant"), std::string::npos) << check.reason;
}

TEST(Correctness, WhenTheDtypeCannotHoldTheVariationTheReferenceSetsTheBar) {
  // Near 4096 bf16 steps by 32, so the reference itself is constant: a
  // candidate as good as the reference passes, one worse than it fails.
  HostArray truth = truth_signal(256, 4096);
  HostArray reference = as_bf16(truth);
  EXPECT_DOUBLE_EQ(spread(reference), 0.0);
  EXPECT_TRUE(check_output(reference, reference, truth, CorrectnessPolicy{}, 0, "s").ok);
  EXPECT_FALSE(check_output(as_bf16(truth, 64), reference, truth, CorrectnessPolicy{}, 0, "s").ok);
  EXPECT_DOUBLE_EQ(error_scale(truth), spread(truth));
}

TEST(Correctness, ShapeOrDtypeMismatchFails) {
  HostArray truth = truth_signal(16);
  HostArray reference = as_bf16(truth);
  HostArray wrong(DType::kF32, {16});
  OutputCheck check = check_output(wrong, reference, truth, CorrectnessPolicy{}, 0, "seed 1");
  EXPECT_FALSE(check.ok);
  EXPECT_NE(check.reason.find("returned f32[16] but the reference returns bf16[16]"), std::string::npos)
      << check.reason;
}

// The trusted side computed ahead (as prepared input sets do) judges
// exactly as computing it in the check does, and the distance to the
// reference comes with the check: NaN or another shape is infinitely far.
TEST(Correctness, TheTrustedSideComputedAheadJudgesTheSame) {
  HostArray truth = truth_signal(256, 64);
  HostArray reference = as_bf16(truth);
  HostArray constant(DType::kBF16, truth.shape);
  for (int64_t i = 0; i < constant.size(); ++i) constant.set(i, 64);
  TrustedOutput trusted = trusted_output(reference, truth);
  for (const HostArray& candidate : {as_bf16(truth), as_bf16(truth, 0.05), as_bf16(truth, 3, 17), constant}) {
    OutputCheck here = check_output(candidate, reference, truth, CorrectnessPolicy{}, 0, "s");
    OutputCheck ahead = check_output(candidate, reference, truth, trusted, CorrectnessPolicy{}, 0, "s");
    EXPECT_EQ(here.ok, ahead.ok);
    EXPECT_EQ(here.reason, ahead.reason);
    EXPECT_EQ(here.candidate.rms, ahead.candidate.rms);
    EXPECT_EQ(here.reference.max_scaled, ahead.reference.max_scaled);
    EXPECT_EQ(here.allowed_max, ahead.allowed_max);
    EXPECT_EQ(here.max_diff_vs_reference, ahead.max_diff_vs_reference);
  }
  HostArray off = as_bf16(truth, 3, 17);
  EXPECT_NEAR(check_output(off, reference, truth, CorrectnessPolicy{}, 0, "s").max_diff_vs_reference, 3, 0.5);
  HostArray nan = as_bf16(truth);
  nan.set(5, std::nan(""));
  EXPECT_EQ(check_output(nan, reference, truth, trusted, CorrectnessPolicy{}, 0, "s").max_diff_vs_reference, INFINITY);
  HostArray shorter(DType::kBF16, {8});
  EXPECT_EQ(check_output(shorter, reference, truth, CorrectnessPolicy{}, 0, "s").max_diff_vs_reference, INFINITY);
}

TEST(Correctness, Unravel) {
  EXPECT_EQ(unravel(0, {2, 3}), (std::vector<int64_t>{0, 0}));
  EXPECT_EQ(unravel(5, {2, 3}), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(unravel(7, {2, 2, 2}), (std::vector<int64_t>{1, 1, 1}));
}

}  // namespace
}  // namespace jaxbench::judge
