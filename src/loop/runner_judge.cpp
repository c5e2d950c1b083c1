// The runner's judging side: a proposed step judged and recorded, the best
// few confirmed with fresh seeds and the pick recorded (runner.h).
#include <mutex>

#include "agent/extract_code.h"
#include "jobs/eval_fields.h"
#include "loop/confirm.h"
#include "loop/runner.h"
#include "loop/standing.h"
#include "store/loop_records.h"
#include "store/verdict_record.h"

namespace jaxbench::loop {

nlohmann::json Runner::eval_params(const std::string& workload) const {
  jobs::EvalRequest request;
  request.workload = workload;
  request.size = config_.size;
  request.budget_seconds = config_.timing_budget_s;
  request.seeds = static_cast<int>(config_.seeds);
  if (!config_.target.empty()) request.target = config_.target;
  return jobs::encode_eval_request(request);
}

void Runner::confirm(const std::string& workload, const std::vector<Step>& steps, WorkloadEnd& end) {
  if (config_.confirm <= 0) return;
  if (context_.progress) {
    std::lock_guard<std::mutex> lock(state_mutex_);
    context_.progress(workload + ": confirming the best " + std::to_string(config_.confirm) +
                      " correct candidates with fresh seeds");
  }
  {
    std::lock_guard<std::mutex> lock(judge_mutex_);
    end.confirmation = confirm_best(judge_, steps, eval_params(workload), config_.confirm, !config_.target.empty());
  }
  // Recorded, with which one the loop picked (with a target: by the TPU
  // estimate, not the fastest here), so that verify and the board pick it too.
  std::vector<store::ConfirmationRecord> records;
  const Confirmation& confirmation = *end.confirmation;
  for (size_t index = 0; index < confirmation.candidates.size(); ++index) {
    const Confirmed& confirmed = confirmation.candidates[index];
    bool picked = confirmation.best == index;
    if (confirmed.attempt_id) records.push_back({*confirmed.attempt_id, confirmed.verdict, picked});
  }
  if (records.empty()) return;
  std::lock_guard<std::mutex> lock(store_mutex_);
  store::record_confirmation(database_, run_id_, workload, records);
}

void Runner::judge_step(Step& step) {
  nlohmann::json params = eval_params(step.workload);
  params["candidate_source"] = *step.candidate_source;
  params["candidate_kind"] = agent::guess_language(*step.candidate_source) == "mlir" ? "mlir" : "py";
  Judged judged;
  {
    std::unique_lock<std::mutex> lock(judge_mutex_, std::defer_lock);
    if (!judge_.parallel()) lock.lock();
    judged = judge_.eval(params);
  }
  store::AttemptOrigin origin;
  origin.proposer = config_.proposer;
  origin.workload = step.workload;
  origin.size = config_.size;
  origin.tokens = step_tokens(step);
  origin.wall_seconds = judged.wall_seconds;
  // What the loop sent is what was judged; a judge that reads no source (a
  // refused request) leaves it to the step.
  origin.candidate_source = step.candidate_source;
  std::lock_guard<std::mutex> lock(store_mutex_);
  store::Recorded recorded =
      store::record_step_verdict(database_, run_id_, step.id, origin, judged.verdict, judged.facts);
  step.attempt_id = recorded.attempt_id;
  step.verdict = judged.verdict;
  if (!environment_set_) {
    store::set_run_environment(database_, run_id_, store::verdict_environment(judged.verdict, judged.facts));
    environment_set_ = true;
  }
}

}  // namespace jaxbench::loop
