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
#include "store/bundle.h"
#include "store/database.h"
#include "store/records.h"
#include "store/verdict_record.h"

namespace jaxbench::store {

// Which attempts to choose from: one run's, or every run's.
struct BestQuery {
  std::optional<int64_t> run_id;  // nothing: all runs
};

// The loop's confirmation of an attempt (a confirmations row of the latest
// batch of its run and workload, store/loop_records.h): its re-judged verdict.
struct ConfirmedColumns {
  int64_t confirmation_id = 0;
  std::optional<int64_t> step;  // the loop step whose attempt it is
  std::string status;
  std::optional<std::string> klass;
  std::optional<double> speedup, speedup_low, speedup_high;
  bool picked = false;  // the loop picked this one (schema version 5; none recorded before)
};

// An original attempt, its run, its (first) verdict and the loop's
// confirmation of it, if the loop confirmed it.
struct BestAttempt : RunColumns, AttemptColumns, VerdictColumns {
  std::optional<ConfirmedColumns> confirmed;
  // Whether the pick was by the confirmation: it was confirmed correct.
  bool picked_by_confirmation() const { return confirmed && confirmed->status == "correct"; }
  // Whether it is the very candidate the loop picked in that confirmation.
  bool picked_by_loop() const { return picked_by_confirmation() && confirmed->picked; }
};

// The best candidate attempt per (run's agent, model, strategy, budget;
// attempt's proposer; workload; chip) whose first verdict is correct. The
// winner's curse (#30) decides the order: an attempt the loop confirmed
// correct comes first, the one the loop picked first among them (with a
// target it picked by the TPU estimate), then by its confirmed speedup, so
// verify picks the kernel `optimize --confirm` picked and not the luckiest
// first verdict; then the
// unconfirmed ones (every attempt of a store or run without confirmations),
// by their first speedup (none last); then those whose confirmation was not
// correct; the earliest breaks a tie. Leaves out references, attempts whose
// latest mark hides them, and the attempts of 'verify' runs (they are
// re-judgements, not claims). Ordered by attempt id.
std::vector<BestAttempt> best_attempts(const Database& database, const BestQuery& query);

// What the original verdict claimed, as the match rule reads it.
struct Claim {
  std::optional<double> speedup, speedup_low, speedup_high;
  std::optional<std::string> klass;  // "FASTER", "SAME", "SLOWER", "UNSURE"
};

// What verify holds a re-judgement to: the confirmation when the pick was by
// it (that is what the loop reported), else the first verdict.
Claim claim_of(const BestAttempt& original);

struct Match {
  bool matches = false;
  std::string note;  // empty when it matches; else which part failed
};

// The match rule (#30: the board ranks what was verified, at its verified
// speedup). A re-judged verdict matches its original unless:
//   - it is not correct now: "incorrect now: <status>: <message>";
//   - its measured time is below its chip's physical floor now
//     (judge/suspicion.h): "suspicious now: <reason>";
//   - the original claimed a speedup and none was measured now: "no speedup
//     now (the original claimed 1.85x-2.10x)";
//   - its class fell to SLOWER from a claim that was not SLOWER: "SLOWER now:
//     0.93x (0.90x-0.96x), the original claimed FASTER at 1.85x-2.10x".
// A correct kernel re-timed with fresh seeds lands below its claim more
// often than above it (the claim was the best of several noisy tries: the
// winner's curse), so a claim of 1.09x [1.07, 1.13] re-judged at 1.05x
// [1.03, 1.07] matches and is ranked at 1.05x, the gap shown beside it; the
// rule before this one (the intervals must overlap) dropped it. What stays
// out is a kernel that cheats on its seeds, or one that is slower now.
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
// The same, the attempt made from who asked, the verdict and its facts.
struct VerificationOutcome {
  bool matches = false;
  std::string note;
};
RecordedVerification record_verification(const Database& database, int64_t verify_run_id, int64_t original_attempt_id,
                                         const AttemptOrigin& origin, const nlohmann::json& verdict,
                                         const nlohmann::json& facts, const VerificationOutcome& outcome);

// One verification as read back: the original attempt's id and the
// re-judged verdict.
struct VerificationRow : VerdictColumns {
  int64_t verification_id = 0, attempt_id = 0;
  bool matches = false;
  std::string note, verified_at;
};
// The verifications of `attempt_id` (every one when nothing), oldest first.
std::vector<VerificationRow> verifications(const Database& database, std::optional<int64_t> attempt_id);

// What one `jaxbench verify` found: each original beside its re-judgement,
// as verify's job fills it and report/verify_report.h prints it.
struct VerifyRow {
  BestAttempt original;
  nlohmann::json verdict;  // the re-judged verdict's JSON; null when none was made
  Match match;
  RecordedVerification recorded;  // zeros when nothing was recorded
  bool error = false;             // the judge could not start on it
};

struct VerifyReport {
  std::string db;
  int64_t run_id = 0;  // the verify run; 0 when nothing was judged
  std::optional<Imported> imported;
  std::vector<VerifyRow> rows;
};

}  // namespace jaxbench::store
