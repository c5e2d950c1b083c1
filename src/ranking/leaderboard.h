// The leaderboard's numbers, from the store's rows (store/leaderboard_rows.h).
//
// Only verified entries are ranked: an attempt counts when its latest
// verification matched (matches = 1), no mark hides it, and the re-judged
// verdict is `correct` at the public shape and at its held-out shapes
// (ranking/held_out_state.h: an .mlir kernel, which has one shape, is listed
// and marked, never ranked); that verified verdict's speedup, interval and
// roofline are the ones used. A verification that did not match is listed
// under did_not_verify with its note; a hidden attempt under hidden with the
// mark's why. Neither is dropped silently.
//
// Per (agent, chip), where agent = the run's agent (serve --agent; else the
// attempt's proposer, else "<command> (no agent)") + model + strategy + budget, and chip = the
// verified verdict's chip (else the attempt's own):
//   attempted         suite workloads with any attempt (hidden ones too)
//   correct           attempted workloads with a verified correct kernel
//   correctness_rate  correct / attempted
//   generalizes       P(correct at held-out shapes | correct at the public
//                     shape) over the entry's own verdicts (AgentKernelArena's)
//   fast_p            (workloads whose best verified correct kernel has a
//                     speedup > p) / (workloads in the suite), p in
//                     {0, 1, 1.5, 2}: missing or failed ones count as failures
//   geomean           geometric mean of the best verified speedup of each
//                     correct workload, workloads in ascending id order, with
//                     the bootstrap interval of leaderboard_stats.h
//   roofline          median of the best kernels' roofline fraction x 100
//   tokens, wall      summed over every attempt of the entry
//   beats_expert      workloads whose best kernel beats the workload's expert
//                     Pallas kernel, as its verified verdict's
//                     "pallas_reference" says (ranking/expert_comparison.h):
//                     timed wins and estimated wins counted apart, and the
//                     workloads with any comparison. Shown, never ranked on.
// The best kernel of a workload: the highest verified speedup (a missing
// speedup is lowest), the earlier attempt on a tie.
// Per workload, the best kernel's expert comparison (none without one).
// Per tier (options.tiers: the 50, the levels, a user's own ops), the same
// counts over that tier's workloads alone, so adding a tier never moves the
// 50's geomean; an entry's own numbers are over the whole suite asked.
// Ranking: fast_1 descending, then geomean descending (none last), then
// correctness rate descending, then the agent's label and the chip.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "ranking/expert_comparison.h"
#include "ranking/held_out_state.h"
#include "ranking/leaderboard_stats.h"
#include "store/leaderboard_rows.h"

namespace jaxbench::ranking {

inline constexpr std::array<double, 4> kFastThresholds = {0, 1, 1.5, 2};
inline constexpr std::array<const char*, 4> kFastNames = {"0", "1", "1.5", "2"};

struct AgentKey {
  std::string name, model, strategy, budget;
  // "name · model · strategy · budget", the empty parts left out.
  std::string label() const;
  auto operator<=>(const AgentKey&) const = default;
};
AgentKey agent_of(const store::LeaderboardRow& row);
// The chip an attempt is ranked under.
std::string chip_of(const store::LeaderboardRow& row);
// "verified", "did not verify", "hidden" or "unverified".
std::string state_of(const store::LeaderboardRow& row);
// A verified, unhidden attempt whose re-judged verdict is correct, held-out shapes included.
bool counts(const store::LeaderboardRow& row);

struct WorkloadResult {
  std::string workload;
  std::optional<store::LeaderboardRow> best;    // its best kernel that counts
  std::vector<store::LeaderboardRow> attempts;  // the agent's, on this chip, in order
  std::optional<ExpertComparison> expert;       // from best's verified verdict
  int single_shape = 0;                         // verified-correct .mlir kernels: marked, not ranked
};

// An entry's workloads whose best kernel beats the expert kernel.
struct ExpertWins {
  int timed = 0, estimated = 0;
  int compared = 0;  // workloads whose best kernel has any comparison
};

// One tier's share of an entry: its workloads only.
struct TierResult {
  std::string tier;   // "suite", "levels", "user"
  int workloads = 0;  // the tier's workloads in the suite asked: fast_1's denominator
  int attempted = 0, correct = 0;
  double fast_1 = 0;
  std::optional<double> geomean;
  std::optional<Interval> geomean_ci;
};

struct LeaderboardEntry {
  int rank = 0;
  AgentKey agent;
  std::string chip;
  int attempted = 0, correct = 0;
  std::optional<double> correctness_rate;
  std::array<double, 4> fast_p{};  // for kFastThresholds
  std::optional<double> geomean;
  std::optional<Interval> geomean_ci;
  std::optional<double> median_roofline_percent;
  std::optional<int64_t> tokens;
  std::optional<double> wall_seconds;
  ExpertWins beats_expert;
  Generalization generalization;
  std::vector<WorkloadResult> workloads;  // attempted ones, ascending id
  std::vector<TierResult> tiers;          // one per options.tiers, in its order
};

struct LeaderboardOptions {
  std::string suite = "all";
  std::vector<std::string> suite_workloads;  // the suite's ids: fast_p's denominator
  std::optional<std::string> chip;           // only this chip
  // Each suite workload's tier (the registry's suite::tier_name), and the
  // tiers in listing order; empty: no per-tier rows.
  std::map<std::string, std::string> tier_of;
  std::vector<std::string> tiers;
  int resamples = kBootstrapResamples;
  uint64_t seed = kBootstrapSeed;
};

struct Leaderboard {
  LeaderboardOptions options;
  std::vector<LeaderboardEntry> entries;  // ranked
  std::vector<store::LeaderboardRow> did_not_verify, hidden;
  int verifications = 0;  // attempts in scope with any verification
};

Leaderboard build_leaderboard(const std::vector<store::LeaderboardRow>& rows, const LeaderboardOptions& options);

}  // namespace jaxbench::ranking
