// What a stored verdict says about held-out shapes (docs/verdict.md,
// `held_out`), for the leaderboard: a kernel is ranked only when its
// verified verdict generalises (correct at the public shape and at every
// held-out one checked); an .mlir kernel has a single shape and is listed,
// marked, never ranked; a verdict from before held-out shapes (or judged
// with --held-out 0) is not ranked until `verify` re-judges it.
//
// The "generalizes" column is AgentKernelArena's P(correct at held-out
// shapes | correct at the public shape), over an entry's attempts: the
// attempts whose own verdict generalises, over those correct at the public
// shape (they generalise or failed with reason held_out_shape).
#pragma once

#include <optional>
#include <string>

namespace jaxbench::ranking {

enum class HeldOutState {
  generalizes,   // correct, held-out shapes checked and correct
  failed,        // correct at the public shape, incorrect at a held-out one (held_out_shape)
  single_shape,  // an .mlir kernel: held-out shapes cannot be checked
  not_checked,   // no held-out check in the verdict (older verdicts, --held-out 0), or not correct
};

HeldOutState held_out_state(const std::string& verdict_json);

// Correct at the public shape: the denominator of "generalizes".
inline bool correct_at_public(HeldOutState s) { return s == HeldOutState::generalizes || s == HeldOutState::failed; }

// Counts for one entry: generalizes = `held_out_correct` / `public_correct`.
struct Generalization {
  int public_correct = 0, held_out_correct = 0;
  int single_shape = 0;  // .mlir attempts correct at their one shape (listed, not ranked)
  std::optional<double> rate() const;
};

}  // namespace jaxbench::ranking
