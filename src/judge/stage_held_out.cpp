// The held-out stage's judging half: the candidate's module at one held-out
// shape goes through the same stages as at the public one (static checks
// against that shape's reference signature, compile, correctness under the
// same policy, timing at the one timed shape), and the results go into the
// verdict (judge/held_out.h). Exporting at the shapes is judge/held_out_run.
#include <algorithm>
#include <cmath>

#include "core/strings.h"
#include "judge/held_out.h"
#include "judge/stages.h"

namespace jaxbench::judge {

namespace {

// The public verdict's message prefix the suite's own failures carry.
constexpr const char* kSuiteFailurePrefix = "the judge could not prepare the suite's programs";

// speedup_retention divides the timed shape's speedup by the public one's:
// read to within ±3% it shows a kernel that keeps or loses its speedup off the
// public shape, and stops in a fraction of the ±1% a public speedup needs.
constexpr double kRetentionHalfwidth = 0.03;

}  // namespace

const HeldOutShape* HeldOut::first_failure() const {
  for (const auto& shape : shapes) {
    if (shape.checked() && !shape.correct()) return &shape;
  }
  return nullptr;
}

std::string describe_inputs(const suite::Manifest& manifest) {
  std::string out;
  for (const auto& input : manifest.inputs) {
    out += (out.empty() ? "" : ", ") + (input.name.empty() ? "" : input.name + " ") + input.describe();
  }
  return out;
}

HeldOutShape judge_held_out_shape(const runtime::Session& session, const suite::Manifest& shape_manifest,
                                  const std::string& module_text, const EvalOptions& base, bool timed,
                                  double budget_seconds) {
  auto start = std::chrono::steady_clock::now();
  EvalOptions options = base;
  options.prepared = nullptr;
  options.time_expert = false;
  options.expert_text.clear();
  options.timing = timed;
  options.timing_options.budget_seconds = budget_seconds;
  options.timing_options.target_halfwidth = std::max(options.timing_options.target_halfwidth, kRetentionHalfwidth);
  Verdict verdict = evaluate_module(session, shape_manifest, module_text, options, Verdict{});
  HeldOutShape shape;
  shape.inputs = describe_inputs(shape_manifest);
  shape.status = verdict.status;
  shape.message = verdict.message;
  if (verdict.status == kRuntimeError && verdict.message.starts_with(kSuiteFailurePrefix)) {
    shape.status = kSuiteError;
  }
  shape.cases = verdict.cases.size();
  if (timed && verdict.timing) shape.speedup = verdict.timing->interval.speedup;
  shape.phases_s = verdict.phases_s;
  shape.seconds = seconds_since(start);
  return shape;
}

void add_pallas_problems(Verdict& verdict) {
  if (verdict.status == kCorrect || !verdict.export_info.is_object()) return;
  auto it = verdict.export_info.find("pallas_problems");
  if (it == verdict.export_info.end() || !it->is_array() || it->empty()) return;
  std::string problems;
  for (const auto& p : *it) problems += (problems.empty() ? "" : "; ") + p.get<std::string>();
  verdict.message += "; its Pallas blocks do not fit this shape: " + problems;
}

void apply_held_out(Verdict& verdict, HeldOut held_out) {
  for (const auto& shape : held_out.shapes) {
    if (!shape.checked()) {
      verdict.notes.push_back("held-out shape " + shape.label +
                              " not checked: the suite's own programs failed there (a bug of jaxbench, not of the "
                              "candidate; please report it): " +
                              shape.message);
    }
  }
  if (!held_out.note.empty()) verdict.notes.push_back("held-out shapes not checked: " + held_out.note);
  const HeldOutShape* failed = held_out.first_failure();
  if (verdict.status == kCorrect && failed) {
    verdict.status = kIncorrect;
    std::string problems;
    for (const auto& p : failed->pallas_problems) problems += "; " + p;
    verdict.message = std::string(kHeldOutShapeReason) + " " + failed->label + " (" + failed->inputs +
                      "): correct at the public shape but " +
                      (failed->status == kIncorrect ? "not at this held-out one: " : failed->status + " here: ") +
                      failed->message + problems;
  }
  verdict.phases_s["held_out"] = held_out.seconds;
  verdict.held_out = std::move(held_out);
}

}  // namespace jaxbench::judge
