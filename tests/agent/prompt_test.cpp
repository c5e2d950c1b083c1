#include "agent/prompt.h"

#include <gtest/gtest.h>

#include <map>

#include "core/error.h"
#include "core/files.h"

namespace jaxbench::agent {
namespace {

std::map<std::string, std::string> refine_values() {
  return {{"target", "TPU v6e"},
          {"contract", "same signature as the reference"},
          {"workload_id", "12p_RMSNorm"},
          {"workload_source", "def workload(x, w):\n    return x * w"},
          {"shapes", "- x: bf16[8, 1024]"},
          {"chip_facts", "VMEM 32 MiB"},
          {"reference_profile", "bottleneck dma: HBM traffic"},
          {"best_kernel", "(none yet)"},
          {"verdicts", format_verdicts({{1, "incorrect", "max error 0.5 at [0, 3]", std::nullopt}})}};
}

TEST(Prompt, PlaceholdersAreFilledOnceEach) {
  EXPECT_EQ(render_template("a {{x}} b {{y}} {{x}}", {{"x", "1"}, {"y", "{{x}}"}}, "t.md"), "a 1 b {{x}} 1");
}

TEST(Prompt, AMissingValueNamesThePlaceholderAndTheTemplate) {
  try {
    render_template("hello {{who}}", {{"name", "v"}}, "prompts/x.md");
    FAIL() << "a missing placeholder was accepted";
  } catch (const Error& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("prompts/x.md"), std::string::npos) << what;
    EXPECT_NE(what.find("{{who}}"), std::string::npos) << what;
    EXPECT_NE(what.find("placeholders are: name"), std::string::npos) << what;
  }
  EXPECT_THROW(render_template("oops {{never closed", {}, "t.md"), Error);
}

TEST(Prompt, TheMarkerSplitsSystemFromTask) {
  ProposalRequest r =
      render_prompt("You are {{role}}.\n<!-- user -->\nDo {{task}}.\n", {{"role", "R"}, {"task", "T"}}, "t");
  EXPECT_EQ(r.system_text, "You are R.\n");
  EXPECT_EQ(r.user_text, "Do T.\n");
  EXPECT_EQ(render_prompt("only {{a}}", {{"a", "b"}}, "t").user_text, "only b\n");
}

TEST(Prompt, TheShippedRefineTemplateRendersEveryFact) {
  std::string path = std::string(JAXBENCH_SOURCE_ROOT) + "/prompts/refine.md";
  ProposalRequest r = render_prompt(read_file(path), refine_values(), path);
  EXPECT_NE(r.system_text.find("TPU v6e"), std::string::npos);
  EXPECT_NE(r.system_text.find("same signature as the reference"), std::string::npos);
  for (const char* fact : {"12p_RMSNorm", "return x * w", "bf16[8, 1024]", "VMEM 32 MiB", "bottleneck dma: HBM traffic",
                           "max error 0.5 at [0, 3]"})
    EXPECT_NE(r.user_text.find(fact), std::string::npos) << fact;
  EXPECT_EQ(r.user_text.find("{{"), std::string::npos) << r.user_text;
}

TEST(Prompt, VerdictsKeepTheLastFewOldestFirst) {
  std::vector<PastVerdict> v;
  for (int i = 1; i <= 7; ++i)
    v.push_back({i, i == 7 ? "correct" : "incorrect", "m" + std::to_string(i), std::nullopt});
  v.back().speedup = 1.4249;
  std::string text = format_verdicts(v, 3);
  EXPECT_EQ(
      text,
      "- attempt 5: incorrect — m5\n- attempt 6: incorrect — m6\n- attempt 7: correct, 1.42x the reference — m7\n");
  EXPECT_EQ(format_verdicts({}), "(none yet)");
}

}  // namespace
}  // namespace jaxbench::agent
