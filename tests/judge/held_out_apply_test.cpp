// Issue #30: how held-out results change a verdict. Correct at the public
// shape but not at a held-out one is incorrect, its message and reason
// starting with held_out_shape and the shape; a shape where the suite's own
// programs failed is our bug, noted, never held against the candidate.
#include <gtest/gtest.h>

#include "judge/held_out.h"
#include "judge/verdict_json.h"

namespace jaxbench::judge {
namespace {

HeldOutShape shape(const std::string& label, const std::string& status, const std::string& message = "") {
  HeldOutShape s;
  s.label = label;
  s.inputs = "x bf16[1x256x640]";
  s.status = status;
  s.message = message;
  return s;
}

Verdict correct_verdict() {
  Verdict v;
  v.status = kCorrect;
  v.message = "correct on 7 input sets";
  return v;
}

TEST(HeldOutApply, AWrongHeldOutShapeMakesItIncorrectNamingTheShape) {
  Verdict v = correct_verdict();
  HeldOut h;
  h.checked = true;
  h.shapes = {shape("batch=3,emb_dim=640", kCorrect), shape("batch=1,emb_dim=640", kIncorrect, "output 0: wrong")};
  h.shapes[1].pallas_problems = {"pallas_call k (c.py:3), grid (0,): grid (0,) has a zero-size dimension"};
  apply_held_out(v, h);
  EXPECT_EQ(v.status, kIncorrect);
  EXPECT_TRUE(v.message.starts_with("held_out_shape batch=1,emb_dim=640 (x bf16[1x256x640])")) << v.message;
  EXPECT_NE(v.message.find("output 0: wrong"), std::string::npos);
  EXPECT_NE(v.message.find("grid (0,)"), std::string::npos);
  nlohmann::json j = verdict_json(v);
  EXPECT_EQ(j["held_out"]["reason"], "held_out_shape batch=1,emb_dim=640");
  EXPECT_FALSE(j["held_out"]["correct"].get<bool>());
  EXPECT_FALSE(j["correctness"]["correct"].get<bool>());
  EXPECT_TRUE(j["correctness"]["reason"].get<std::string>().starts_with("held_out_shape batch=1,emb_dim=640"));
  EXPECT_TRUE(j["speedup_vs_baseline"].is_null());
}

TEST(HeldOutApply, ASuiteFailureIsOursAndNoted) {
  Verdict v = correct_verdict();
  HeldOut h;
  h.checked = true;
  h.shapes = {shape("batch=3", kCorrect), shape("batch=1", kSuiteError, "exporting the suite at batch=1 failed: X")};
  apply_held_out(v, h);
  EXPECT_EQ(v.status, kCorrect);
  ASSERT_EQ(v.notes.size(), 1u);
  EXPECT_NE(v.notes[0].find("a bug of jaxbench, not of the candidate"), std::string::npos) << v.notes[0];
  nlohmann::json j = verdict_json(v);
  EXPECT_TRUE(j["held_out"]["correct"].get<bool>());
  EXPECT_FALSE(j["held_out"]["shapes"][1]["checked"].get<bool>());
}

TEST(HeldOutApply, NotCheckedSaysWhy) {
  Verdict v = correct_verdict();
  HeldOut h;
  h.note = "an .mlir candidate has a single shape: held-out shapes were not checked";
  apply_held_out(v, h);
  EXPECT_EQ(v.status, kCorrect);
  nlohmann::json j = verdict_json(v);
  EXPECT_FALSE(j["held_out"]["checked"].get<bool>());
  EXPECT_NE(j["held_out"]["note"].get<std::string>().find(".mlir"), std::string::npos);
}

TEST(HeldOutApply, ANotCorrectVerdictNamesBlocksThatDoNotFit) {
  Verdict v;
  v.status = kIncorrect;
  v.message = "output 0: 262144 NaN/Inf element(s)";
  v.export_info = {{"pallas_problems", {"pallas_call matmul_kernel (k.py:10), grid (0, 0, 0): zero-size"}}};
  add_pallas_problems(v);
  EXPECT_NE(v.message.find("its Pallas blocks do not fit this shape: pallas_call matmul_kernel"), std::string::npos);
  Verdict ok = correct_verdict();
  ok.export_info = v.export_info;
  add_pallas_problems(ok);
  EXPECT_EQ(ok.message, "correct on 7 input sets");
}

}  // namespace
}  // namespace jaxbench::judge
