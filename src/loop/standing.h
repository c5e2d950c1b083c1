// How the loop reads a step: what it came to, whether it counts as correct,
// and the key it is ranked by. Best = correct, then the fastest by the key,
// ties to the one reached after fewer failed steps (then the earlier one).
// With a TPU target and no TPU here, correctness runs on the local device,
// a candidate the target's pre-flight refuses is not correct, and the key is
// the pre-flight's estimated speedup where it has one, else the local
// speedup; `key_name` says which ranked the step. An estimated speedup that
// rests on guessed counts (the candidate's or the reference's estimate left
// data-dependent loops unresolved: the verdict's
// preflight.estimate_resolved is false) is trusted less: such a step ranks
// after every correct step whose key is resolved, and among its kind by
// its key.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "store/loop_records.h"

namespace jaxbench::loop {

using Step = store::LoopStepRow;

struct Standing {
  std::string status;  // the verdict's status, the proposal's outcome, or "planned" / "proposed"
  bool final = false;  // nothing more will happen to it
  bool correct = false;
  std::optional<double> key;
  std::string key_name;      // "speedup", "estimated_speedup", or "" without a key
  bool key_resolved = true;  // false: an estimated speedup over unresolved counts
  std::string message;       // the verdict's or the proposer's one line
};

Standing standing(const Step& step, bool has_target);

// Tokens a step spent (prompt + completion; 0 where none were reported), and a list's sum.
int64_t step_tokens(const Step& step);
int64_t tokens_of(const std::vector<Step>& steps);

// The index of the best step among `steps` (one workload's), nullopt when
// none is correct.
std::optional<size_t> best_step(const std::vector<Step>& steps, bool has_target);
// Indices of the steps ordered best first (correct by key, then the
// incorrect ones by key, then the rest), for beam's survivors.
std::vector<size_t> ranked_steps(const std::vector<Step>& steps, bool has_target);

}  // namespace jaxbench::loop
