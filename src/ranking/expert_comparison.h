// Whether a verified kernel beats its workload's expert Pallas kernel, as
// the verdict that verified it says (schema jaxbench.verdict/2, field
// "pallas_reference"; issue #15). The judge decides "beats" (timed: class
// FASTER against the expert; estimate: estimated speedup > 1); the
// leaderboard only reads and labels it, it never recomputes it.
#pragma once

#include <optional>
#include <string>

namespace jaxbench::ranking {

struct ExpertComparison {
  std::string source;             // "timed" or "estimate"
  std::optional<double> speedup;  // the kernel's speedup over the expert kernel
  std::string chip;               // where it was timed, or the estimate's target
  bool beats = false;
  std::optional<std::string> klass;  // FASTER | SLOWER | SAME | UNSURE (timed only)
  bool estimated() const { return source == "estimate"; }
};

// The comparison in a stored verdict document. None when the workload has
// no expert kernel ("pallas_reference": null), the verdict predates it
// (jaxbench.verdict/1 has no such field), or the text or the field is not
// what the contract says (a source other than timed/estimate, a "beats"
// that is not a bool): a malformed comparison is never shown as a result.
std::optional<ExpertComparison> expert_comparison(const std::string& verdict_json);

// "yes, 1.23x timed on v6e", "yes, est. 1.50x on v6e (estimate)",
// "no (0.80x timed on v6e, SLOWER)", "no (est. 0.90x on v6e, estimate)",
// or "\u2014" (an em dash) when there is no comparison.
std::string expert_label(const std::optional<ExpertComparison>& comparison);

}  // namespace jaxbench::ranking
