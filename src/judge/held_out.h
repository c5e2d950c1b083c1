// Held-out shapes: after the candidate's public export the judge draws a few
// shapes from the workload's shape family with a secret seed, exports the
// candidate and the suite's programs there (judge/held_out_run.h) and judges
// the candidate at each under the same correctness policy, timing one of
// them for speedup_retention. Correct at the public shape but not at a
// held-out one is `incorrect`, its message starting with the reason
// `held_out_shape` and the shape. A failure of the suite's own programs at a
// shape is our bug: a note says so and the shape counts as not checked.
#pragma once

#include <string>

#include "judge/evaluate_module.h"
#include "judge/held_out_result.h"
#include "suite/manifest.h"

namespace jaxbench::judge {

// The candidate's module judged at one held-out shape: `base`'s options with
// no prepared cases, no expert, and timing only when `timed` (its budget
// `budget_seconds`). A failure of the suite's programs there is kSuiteError.
HeldOutShape judge_held_out_shape(const runtime::Session& session, const suite::Manifest& shape_manifest,
                                  const std::string& module_text, const EvalOptions& base, bool timed,
                                  double budget_seconds);

// Puts `held_out` into the verdict: the field, the notes (our failures), and
// for a verdict correct at the public shape but not at a held-out one, the
// status incorrect with a message naming the shape.
void apply_held_out(Verdict& verdict, HeldOut held_out);

// A verdict that is not correct names the candidate's pallas_calls whose
// grid or blocks do not fit the judged shape (export_info's pallas_problems):
// "…; its Pallas blocks do not fit this shape: pallas_call _kernel (k.py:27),
// grid (0,): grid (0,) has a zero-size dimension …".
void add_pallas_problems(Verdict& verdict);

// "x bf16[1x256x640], scale bf16[640]"
std::string describe_inputs(const suite::Manifest& manifest);

}  // namespace jaxbench::judge
