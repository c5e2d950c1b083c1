// What the autonomous loop (`optimize`) keeps: its configuration and every
// step, from the prompt planned to the verdict judged. A step moves planned
// → proposed → judged, each move its own transaction, so a run killed at any
// point is resumed (`optimize --resume RUN`) from exactly where it stood:
// nothing proposed is asked for again, nothing judged is judged again.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "store/database.h"
#include "store/records.h"
#include "store/verdict_record.h"

namespace jaxbench::store {

struct LoopStepRow {
  int64_t id = 0;  // filled when planned
  std::string workload;
  int64_t step = 0, round = 0;
  std::optional<int64_t> parent_step;
  std::optional<std::string> setting_json;  // autotune's setting
  std::string system_text, user_text;       // the request
  std::optional<std::string> outcome;       // nullopt: planned, not yet proposed
  std::string message;
  std::optional<std::string> raw_reply, candidate_source, proposer_log;
  std::optional<int64_t> prompt_tokens, completion_tokens, requests;
  std::optional<double> propose_seconds;
  std::optional<int64_t> attempt_id;  // once judged
  nlohmann::json verdict;             // null until judged (and for a step without code)
};

// A new "optimize" run and its configuration, in one transaction; its id.
int64_t start_loop(const Database& database, const RunInfo& run, const nlohmann::json& config);
// The configuration a loop run was started with. Throws StoreError naming
// the run and the fix when it is not a loop run of this store.
nlohmann::json loop_config(const Database& database, int64_t run_id);
// Points the run at the environment its first verdict names (a loop's run
// row is written before anything is judged).
void set_run_environment(const Database& database, int64_t run_id, const EnvironmentInfo& environment);
// Writes the steps of one round (ids filled in), in one transaction.
void plan_steps(const Database& database, int64_t run_id, std::vector<LoopStepRow>& steps);
// The proposer's answer for a planned step: outcome, message, reply, candidate, tokens.
void record_proposal(const Database& database, const LoopStepRow& step);
// The verdict of a proposed step: its attempt, verdict and the step's link to
// them, in one transaction.
Recorded record_step_verdict(const Database& database, int64_t run_id, int64_t step_id, const AttemptInfo& attempt,
                             const nlohmann::json& verdict);
// The same, the attempt made from who asked, the verdict and its facts.
Recorded record_step_verdict(const Database& database, int64_t run_id, int64_t step_id, const AttemptOrigin& origin,
                             const nlohmann::json& verdict, const nlohmann::json& facts);
// One re-judgement of the loop's confirmation (loop/confirm.h): the step's
// attempt, the verdict it got with fresh seeds, and whether the loop picked
// it (with a target, by the TPU estimate: not always the fastest here).
struct ConfirmationRecord {
  int64_t attempt_id = 0;
  nlohmann::json verdict;
  bool picked = false;
};
// The confirmation of one workload of loop run `run_id`, every re-judgement
// in one transaction (a killed confirmation leaves none of it, and a resumed
// run confirms again), as the next batch of (run, workload): verify reads
// only the latest batch (verification.h). Returns the batch's number.
int64_t record_confirmation(const Database& database, int64_t run_id, const std::string& workload,
                            const std::vector<ConfirmationRecord>& confirmed);
// Every step of the run, by workload then step, with the verdicts judged.
std::vector<LoopStepRow> load_steps(const Database& database, int64_t run_id);
void finish_loop(const Database& database, int64_t run_id);

}  // namespace jaxbench::store
