// The winner's curse: the best of N noisy measurements is biased upward by
// construction (measured: a 12p loop's best claimed 1.092x [1.071, 1.125],
// and verify re-judged it at 1.05x [1.03, 1.07]). So before it reports a
// best, the loop re-judges the top few correct candidates (--confirm N,
// ranked by their first speedup) with fresh secret seeds and a fresh timing
// session against the reference each, one after the other in one judge. It
// then picks and reports the best by that confirmation: a measurement that
// did not take part in the choice. A candidate whose first verdict was luck
// falls back to its true speed, and one that is no longer correct drops out.
// The runner records the confirmation (store::record_confirmation), so that
// `verify` re-judges the step picked here, not the luckiest first verdict.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "loop/judge.h"
#include "loop/standing.h"

namespace jaxbench::loop {

struct Confirmed {
  int64_t step = 0;
  std::optional<int64_t> attempt_id;  // the step's, which the store ties the confirmation to
  std::optional<double> claimed;      // the step's own speedup, which ranked it into the top
  std::optional<double> confirmed;    // the re-judged speedup
  std::string timing_class;           // the re-judgement's: FASTER, SAME, SLOWER, UNSURE ("" without timing)
  bool correct = false;               // the re-judgement's status is correct
  nlohmann::json verdict;             // the re-judged verdict
};

struct Confirmation {
  std::vector<Confirmed> candidates;  // re-judged, in the order of their first speedup
  std::optional<size_t> best;         // into candidates: correct now, the highest confirmed speedup
};

// The `count` best correct steps of `steps` (one workload's, ranked as
// ranked_steps does), each re-judged through `judge` with `params` (serve's
// eval params, less the candidate), then the best by its confirmation.
// Nothing when no step is correct or count is 0.
Confirmation confirm_best(Judge& judge, const std::vector<Step>& steps, const nlohmann::json& params, int64_t count,
                          bool has_target);

// The confirmation for a summary: {best_step, candidates: [{step, claimed,
// confirmed, class, correct}]}.
nlohmann::json confirmation_json(const Confirmation& confirmation);

}  // namespace jaxbench::loop
