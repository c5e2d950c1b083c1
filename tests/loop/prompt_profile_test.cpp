// Issue #28, the loop's feedback: the refine prompt carries the refined
// kernel's compact TPU profile beside its verdict (loop/prompt_values.h),
// so the model reads why it is slow, not only how slow.
#include <gtest/gtest.h>

#include "loop/prompt_values.h"
#include "report/profile_text.h"
#include "support/tpu_profile_fixture.h"

namespace jaxbench::loop {
namespace {

nlohmann::json profiled_verdict() {
  preflight::TpuProfile profile = test_support::one_unit_profile(
      "step_overhead", "62% of executed bundles are idle grid-step overhead over 4096 steps", 0.07, "gemm_kernel",
      0.62);
  return {{"status", "correct"},
          {"message", "correct on 7 input sets"},
          {"timing", {{"speedup", 0.8}}},
          {"preflight", {{"status", "compiles"}, {"candidate", {{"tpu_profile", profile.to_json()}}}}}};
}

Step judged_step(const nlohmann::json& verdict) {
  Step step;
  step.workload = "8p_GEMM";
  step.step = 1;
  step.outcome = "ok";
  step.candidate_source = "def workload(x, y):\n    return x @ y\n";
  step.verdict = verdict;
  return step;
}

std::string prompt_for(const nlohmann::json& verdict) {
  agent::ProposalRequest request =
      step_request("{{best_kernel}}\n{{verdicts}}", "test.md", {}, {judged_step(verdict)}, 1, true);
  return request.system_text + request.user_text;
}

TEST(PromptProfile, TheRefinedKernelsProfileIsBesideItsVerdict) {
  std::string prompt = prompt_for(profiled_verdict());
  size_t verdict = prompt.find("Its verdict: correct on 7 input sets");
  size_t profile = prompt.find(
      "Its TPU profile (estimated from the compiled bundles, not measured):\n"
      "bottleneck step_overhead: 62% of executed bundles are idle");
  ASSERT_NE(verdict, std::string::npos) << prompt;
  ASSERT_NE(profile, std::string::npos) << prompt;
  EXPECT_LT(verdict, profile);
  EXPECT_NE(prompt.find("MXU utilisation 7%"), std::string::npos) << prompt;
  EXPECT_NE(prompt.find("gemm_kernel"), std::string::npos) << prompt;
}

TEST(PromptProfile, NoProfileNoSectionAndAnUnreadableOneIsLeftOut) {
  nlohmann::json verdict = profiled_verdict();
  verdict["preflight"]["candidate"]["tpu_profile"] = nullptr;
  EXPECT_EQ(prompt_for(verdict).find("TPU profile"), std::string::npos);
  verdict["preflight"]["candidate"]["tpu_profile"] = {{"units", "not a list"}};
  EXPECT_EQ(prompt_for(verdict).find("TPU profile"), std::string::npos);
  verdict.erase("preflight");
  EXPECT_EQ(prompt_for(verdict).find("TPU profile"), std::string::npos);
}

TEST(PromptProfile, WithATargetDescribeAsksForTheReferencesProfile) {
  nlohmann::json with_target = describe_params("12p", "small", "v6e");
  EXPECT_EQ(with_target["profile"], true);
  EXPECT_EQ(with_target["target"], "v6e");
  EXPECT_FALSE(describe_params("12p", "small", "").contains("profile"));
}

TEST(PromptProfile, TheReferencesProfileReadsAsTextAndAMissingOneSaysWhy) {
  nlohmann::json described = {
      {"target", "v6e"},
      {"reference_tpu_profile",
       test_support::one_unit_profile("dma", "HBM traffic takes 1.2 ms against 0.4 ms of bundles", 0, "fusion.3")
           .to_json()}};
  std::string text = report::reference_profile_text(described);
  EXPECT_EQ(text.rfind("The reference's TPU profile on v6e (estimated from its compiled bundles):\n"
                       "bottleneck dma: HBM traffic takes 1.2 ms",
                       0),
            0u)
      << text;
  EXPECT_NE(text.find("fusion.3"), std::string::npos) << text;
  described["reference_tpu_profile"] = nullptr;
  described["reference_tpu_profile_note"] = "no TPU profile of the reference: libtpu is not installed";
  EXPECT_EQ(report::reference_profile_text(described),
            "The reference's TPU profile on v6e (estimated from its compiled bundles):\n"
            "(none: no TPU profile of the reference: libtpu is not installed)\n");
  EXPECT_EQ(report::reference_profile_text({{"target", "v6e"}}), "");  // not asked for: nothing
}

}  // namespace
}  // namespace jaxbench::loop
