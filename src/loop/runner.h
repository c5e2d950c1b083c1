// The loop itself: for each workload, the strategy plans a round, the
// proposer answers each planned step (at most --jobs proposals in flight),
// the judge judges each candidate that came back, and every move is stored
// before the next one (store/loop_records.h). Resuming is running again over
// the stored steps: a planned step is proposed, a proposed one judged, and
// only then does the strategy plan more.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <semaphore>
#include <string>
#include <vector>

#include "agent/proposer.h"
#include "loop/config.h"
#include "loop/confirm.h"
#include "loop/judge.h"
#include "loop/standing.h"
#include "loop/strategy.h"
#include "store/database.h"

namespace jaxbench::loop {

struct RunnerContext {
  std::string project_root;    // prompts/ and examples/templates/ are read from here
  std::string local_platform;  // the plugin judged on (cpu, cuda, tpu), for prompts without a target
  // A fresh proposer for one thread (nullptr for autotune).
  std::function<std::unique_ptr<agent::Proposer>()> make_proposer;
  std::function<void(const std::string& line)> progress;  // one line of progress (stderr)
};

// What a workload came to besides its steps: why it stopped.
struct WorkloadEnd {
  std::string workload;
  std::string stopped_by;                    // "budget", "strategy", "tokens", "time", "error"
  std::string error;                         // with "error": one line
  std::optional<Confirmation> confirmation;  // the best re-judged before it is reported (confirm.h)
};

class Runner {
 public:
  Runner(LoopConfig config, Judge& judge, const store::Database& database, int64_t run_id, RunnerContext context);
  // Works every workload; the stored steps of all of them at the end.
  std::vector<Step> run();
  const std::vector<WorkloadEnd>& ends() const { return ends_; }

 private:
  WorkloadEnd run_workload(const std::string& workload);
  void finish_pending(const std::string& workload, std::vector<Step>& steps);
  void propose(Step& step, agent::Proposer* proposer);
  void judge_step(Step& step);
  nlohmann::json eval_params(const std::string& workload) const;
  void confirm(const std::string& workload, const std::vector<Step>& steps, WorkloadEnd& end);
  std::string stop_reason(const std::vector<Step>& steps) const;
  void plan_round(const std::string& workload, std::vector<Step>& steps, const std::vector<PlannedStep>& round);
  void report_progress(const std::string& workload, const std::vector<Step>& steps);

  LoopConfig config_;
  Judge& judge_;
  const store::Database& database_;
  int64_t run_id_;
  RunnerContext context_;
  std::mutex judge_mutex_, store_mutex_, state_mutex_;
  std::map<std::string, std::map<std::string, std::string>> values_;  // per workload: prompt values
  std::map<std::string, std::string> autotune_templates_;             // per workload: the template's text
  std::string template_text_;
  bool environment_set_ = false;
  std::atomic<int64_t> done_{0}, total_{0};
  std::unique_ptr<std::counting_semaphore<>> slots_;  // --jobs proposals in flight
  double started_ = 0;
  std::vector<WorkloadEnd> ends_;
};

}  // namespace jaxbench::loop
