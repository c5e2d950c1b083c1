#include "jobs/command_records.h"

#include <filesystem>

#include "core/clock.h"
#include "core/strings.h"
#include "judge/verdict_json.h"
#include "store/verdict_record.h"

namespace jaxbench::jobs {

store::Recorder record_eval(const store::StoreOptions& where, const EvalRequest& request, const judge::Verdict& verdict,
                            std::chrono::steady_clock::time_point started, const std::string& command) {
  store::RunInfo run;
  run.command = command;
  run.budget = format_seconds(request.budget_seconds) + " s";
  store::AttemptOrigin origin;
  origin.proposer = "human";
  origin.candidate_path = std::filesystem::absolute(request.candidate_path).string();
  origin.workload = request.workload;
  origin.size = request.size;
  origin.wall_seconds = seconds_since(started);
  store::Recorder recorder(where, run);
  recorder.record(origin, judge::verdict_json(verdict), judge::record_facts(verdict));
  return recorder;
}

store::Recorder run_recorder(const store::StoreOptions& where, const RunRequest& request) {
  store::RunInfo run;
  run.command = "run";
  run.budget = format_seconds(request.budget_seconds) + " s per workload";
  return store::Recorder(where, run);
}

}  // namespace jaxbench::jobs
