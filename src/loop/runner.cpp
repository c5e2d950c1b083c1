#include "loop/runner.h"

#include <chrono>
#include <cstdio>
#include <future>
#include <thread>

#include "agent/extract_code.h"
#include "core/error.h"
#include "core/files.h"
#include "loop/autotune_steps.h"
#include "loop/prompt_values.h"
#include "store/loop_records.h"

namespace jaxbench::loop {

namespace {

double now_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::vector<Step> steps_of(const std::vector<Step>& all, const std::string& workload) {
  std::vector<Step> mine;
  for (const Step& step : all) {
    if (step.workload == workload) mine.push_back(step);
  }
  return mine;
}

}  // namespace

Runner::Runner(LoopConfig config, Judge& judge, const store::Database& database, int64_t run_id, RunnerContext context)
    : config_(std::move(config)), judge_(judge), database_(database), run_id_(run_id), context_(std::move(context)) {
  std::string path = context_.project_root + "/" + config_.prompt_template;
  if (!file_exists(path)) throw Error("prompt template " + path + " is missing: pass --prompt-template FILE");
  template_text_ = read_file(path);
}

std::vector<Step> Runner::run() {
  started_ = now_seconds();
  slots_ = std::make_unique<std::counting_semaphore<>>(config_.jobs);
  total_ = 0;
  for (size_t i = 0; i < config_.workloads.size(); ++i) total_ += planned_total(config_, config_.budget.proposals);
  std::vector<std::string> queue = config_.workloads;
  std::atomic<size_t> next{0};
  ends_.assign(queue.size(), WorkloadEnd{});
  auto worker = [&] {
    for (size_t i = next++; i < queue.size(); i = next++) ends_[i] = run_workload(queue[i]);
  };
  std::vector<std::thread> threads;
  size_t count = std::min<size_t>(config_.jobs, queue.size());
  for (size_t i = 1; i < count; ++i) threads.emplace_back(worker);
  worker();
  for (std::thread& thread : threads) thread.join();
  return store::load_steps(database_, run_id_);
}

WorkloadEnd Runner::run_workload(const std::string& workload) {
  WorkloadEnd end{workload, "strategy", "", std::nullopt};
  try {
    std::vector<Step> steps;
    {
      std::lock_guard<std::mutex> lock(store_mutex_);
      steps = steps_of(store::load_steps(database_, run_id_), workload);
      // A resumed run's row already points at its first verdict's environment.
      for (const Step& step : steps) environment_set_ = environment_set_ || step.attempt_id.has_value();
    }
    nlohmann::json describe;
    {
      // One device serves one request at a time, whichever workload's thread asks; a fleet one per chip.
      std::unique_lock<std::mutex> lock(judge_mutex_, std::defer_lock);
      if (!judge_.parallel()) lock.lock();
      // autotune sends no prompt: no reference profile to pre-flight for it.
      describe = judge_.describe(
          describe_params(workload, config_.size, config_.proposer == "autotune" ? "" : config_.target));
    }
    PromptContext context{describe, config_.target, context_.local_platform, context_.local_platform};
    std::unique_ptr<Strategy> strategy;
    if (config_.proposer == "autotune") {
      AutotunePlan plan = autotune_plan(config_, context_.project_root, workload);
      std::lock_guard<std::mutex> lock(state_mutex_);
      autotune_templates_[workload] = plan.template_source;
      strategy = make_strategy(config_, plan.settings);
    } else {
      strategy = make_strategy(config_);
    }
    {
      std::lock_guard<std::mutex> lock(state_mutex_);
      values_[workload] = workload_values(context, context_.project_root + "/prompts");
    }
    for (const Step& step : steps) done_ += standing(step, false).final ? 1 : 0;
    for (;;) {
      finish_pending(workload, steps);
      std::string reason = stop_reason(steps);
      if (!reason.empty()) {
        end.stopped_by = reason;
        break;
      }
      std::vector<PlannedStep> round =
          strategy->next_round(steps, config_.budget.proposals - static_cast<int64_t>(steps.size()));
      if (round.empty()) break;
      plan_round(workload, steps, round);
    }
    confirm(workload, steps, end);
  } catch (const std::exception& error) {
    end.stopped_by = "error";
    end.error = error.what();
    if (context_.progress) context_.progress(workload + ": stopped: " + end.error);
  }
  return end;
}

// Proposes every planned step (at most --jobs at once across the run), then
// judges every proposed one, in step order.
void Runner::finish_pending(const std::string& workload, std::vector<Step>& steps) {
  std::vector<std::future<void>> proposals;
  for (Step& step : steps) {
    if (step.outcome) continue;
    if (config_.jobs == 1) {  // one at a time, in step order
      std::unique_ptr<agent::Proposer> proposer = context_.make_proposer ? context_.make_proposer() : nullptr;
      propose(step, proposer.get());
      continue;
    }
    proposals.push_back(std::async(std::launch::async, [this, &step] {
      // A slot of the run's --jobs, held while proposing.
      slots_->acquire();
      try {
        std::unique_ptr<agent::Proposer> proposer = context_.make_proposer ? context_.make_proposer() : nullptr;
        propose(step, proposer.get());
      } catch (...) {
        slots_->release();
        throw;
      }
      slots_->release();
    }));
  }
  for (std::future<void>& proposal : proposals) proposal.get();
  for (Step& step : steps) {
    if (step.outcome == std::optional<std::string>("ok") && !step.attempt_id) {
      judge_step(step);
      report_progress(workload, steps);
    }
  }
}

void Runner::propose(Step& step, agent::Proposer* proposer) {
  if (step.setting_json) {
    step.outcome = "ok";
    std::string template_source;
    {
      std::lock_guard<std::mutex> lock(state_mutex_);
      template_source = autotune_templates_.at(step.workload);
    }
    step.candidate_source = autotune_candidate(template_source, nlohmann::json::parse(*step.setting_json));
    step.propose_seconds = 0;
  } else {
    if (proposer == nullptr) throw Error("no proposer for step " + std::to_string(step.step));
    agent::Proposal proposal = proposer->propose({step.system_text, step.user_text});
    step.outcome = agent::outcome_name(proposal.outcome);
    step.message = proposal.message;
    step.raw_reply = proposal.raw_reply;
    step.candidate_source = proposal.source;
    step.prompt_tokens = proposal.tokens.prompt;
    step.completion_tokens = proposal.tokens.completion;
    step.requests = proposal.attempts;
    step.propose_seconds = proposal.wall_seconds;
    if (!proposal.log.empty()) step.proposer_log = proposal.log;
  }
  std::lock_guard<std::mutex> lock(store_mutex_);
  store::record_proposal(database_, step);
}

std::string Runner::stop_reason(const std::vector<Step>& steps) const {
  if (static_cast<int64_t>(steps.size()) >= config_.budget.proposals) return "budget";
  if (config_.budget.tokens && tokens_of(steps) >= *config_.budget.tokens) return "tokens";
  if (config_.budget.seconds && now_seconds() - started_ >= *config_.budget.seconds) return "time";
  return "";
}

void Runner::plan_round(const std::string& workload, std::vector<Step>& steps, const std::vector<PlannedStep>& round) {
  bool has_target = !config_.target.empty();
  int64_t round_number = 1;
  for (const Step& step : steps) round_number = std::max(round_number, step.round + 1);
  std::map<std::string, std::string> values;
  {
    std::lock_guard<std::mutex> lock(state_mutex_);
    values = values_.at(workload);
  }
  std::vector<Step> planned;
  for (const PlannedStep& next : round) {
    Step row;
    row.workload = workload;
    row.step = static_cast<int64_t>(steps.size() + planned.size()) + 1;
    row.round = round_number;
    row.parent_step = next.parent_step;
    if (next.setting) {
      row.setting_json = next.setting->dump();
      row.user_text = "autotune setting " + *row.setting_json;
    } else {
      agent::ProposalRequest request =
          step_request(template_text_, config_.prompt_template, values, steps, next.parent_step, has_target);
      row.system_text = request.system_text;
      row.user_text = request.user_text;
    }
    planned.push_back(std::move(row));
  }
  {
    std::lock_guard<std::mutex> lock(store_mutex_);
    store::plan_steps(database_, run_id_, planned);
  }
  for (Step& row : planned) steps.push_back(std::move(row));
}

void Runner::report_progress(const std::string& workload, const std::vector<Step>& steps) {
  int64_t done = ++done_;
  if (!context_.progress) return;
  std::optional<size_t> best = best_step(steps, !config_.target.empty());
  char line[256];
  double elapsed = now_seconds() - started_;
  int64_t left = std::max<int64_t>(total_ - done, 0);
  std::string best_text = "no correct kernel yet";
  if (best) {
    Standing s = standing(steps[*best], !config_.target.empty());
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "best %.3gx (step %lld)", s.key.value_or(0),
                  static_cast<long long>(steps[*best].step));
    best_text = buffer;
  }
  std::snprintf(line, sizeof line, "%s: %zu/%lld proposals, %s, %lld tokens; run %lld/%lld judged, ETA %.0f s",
                workload.c_str(), steps.size(), static_cast<long long>(config_.budget.proposals), best_text.c_str(),
                static_cast<long long>(tokens_of(steps)), static_cast<long long>(done),
                static_cast<long long>(total_.load()), done > 0 ? elapsed / done * left : 0.0);
  std::lock_guard<std::mutex> lock(state_mutex_);
  context_.progress(line);
}

}  // namespace jaxbench::loop
