// Verification: which attempts are re-judged (the best candidate of each
// agent, workload and chip), the rule that says whether a re-judged verdict
// matches its original, and writing the re-judged verdict beside it. The
// ranking trusts only verified verdicts (DESIGN.md §6).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "store/attempt_rows.h"
#include "store/database.h"
#include "store/records.h"

namespace jaxbench::store {

// Which attempts to choose from: one run's, or every run's.
struct BestQuery {
  std::optional<int64_t> run_id;  // nothing: all runs
};

// An original attempt, its run and its (first) verdict.
struct BestAttempt : RunColumns, AttemptColumns, VerdictColumns {};

// The best candidate attempt per (run's agent, model, strategy, budget;
// attempt's proposer; workload; chip) that has a correct one: the highest
// speedup (none last), then the earliest. Leaves out references,
// attempts whose latest mark hides them, and the attempts of 'verify' runs
// (they are re-judgements, not claims). Ordered by attempt id.
std::vector<BestAttempt> best_attempts(const Database& database, const BestQuery& query);

// What the original verdict claimed, as the match rule reads it.
struct Claim {
  std::optional<double> speedup, speedup_low, speedup_high;
};

struct Match {
  bool matches = false;
  std::string note;  // empty when it matches; else which part failed
};

// The match rule: a re-judged verdict matches its original iff it is
// correct now AND (the original had no speedup interval, or the 95%
// interval measured now, else its point, overlaps the original's [low,
// high]). A correct kernel re-timed with other seeds lands near its claim
// unless the claim was luck or the kernel cheats on the seeds it was given.
// Overlap, not "the new point inside the old interval": on a loaded 2-core
// machine the old rule failed 22 of 33 honest kernels re-judged correct,
// since two ±1% intervals of the same kernel often do not nest. Notes:
// "incorrect now: <status>: <message>", "speedup 1.02x (0.97x-1.07x) does
// not overlap the original 1.85x-2.10x", "no speedup now (the original
// claimed 1.85x-2.10x)".
Match match_rule(const Claim& original, const nlohmann::json& verified_verdict);

struct RecordedVerification {
  int64_t attempt_id = 0, verdict_id = 0, verification_id = 0;
};

// The re-judged verdict as an attempt of `verify_run_id` (a run with command
// 'verify', carrying the same candidate source), and the verifications row
// tying it to `original_attempt_id`: one transaction. The verdict's seeds
// (the fresh ones) are written with the verdict, never before it.
RecordedVerification record_verification(const Database& database, int64_t verify_run_id, int64_t original_attempt_id,
                                         const AttemptInfo& attempt, const nlohmann::json& verdict, bool matches,
                                         const std::string& note);

// One verification as read back: the original attempt's id and the
// re-judged verdict.
struct VerificationRow : VerdictColumns {
  int64_t verification_id = 0, attempt_id = 0;
  bool matches = false;
  std::string note, verified_at;
};
// The verifications of `attempt_id` (every one when nothing), oldest first.
std::vector<VerificationRow> verifications(const Database& database, std::optional<int64_t> attempt_id);

}  // namespace jaxbench::store
