#include "loop/loop_run.h"

#include "agent/proposer.h"
#include "core/error.h"
#include "loop/strategy.h"
#include "store/environment.h"
#include "store/loop_records.h"
#include "store/verdict_record.h"

namespace jaxbench::loop {

namespace {

store::RunInfo run_info(const LoopConfig& config, const std::string& plugin) {
  store::RunInfo run;
  run.command = "optimize";
  run.agent = config.agent;
  run.model = config.model;
  if (run.model.empty() && config.proposer.rfind("openai:", 0) == 0) run.model = config.proposer.substr(7);
  run.strategy = strategy_label(config);
  run.budget = budget_label(config.budget);
  // Replaced by the first verdict's environment (runner.cpp).
  run.environment.platform = plugin;
  run.environment.jaxbench_commit = store::jaxbench_commit();
  run.environment.host = store::host_name();
  return run;
}

}  // namespace

LoopRun start_loop_run(const store::Database& database, const LoopConfig& asked, const std::string& plugin) {
  check_config(asked);
  agent::check_proposer(asked.proposer, asked.proposer_settings);  // unreachable: no run is started
  return {store::start_loop(database, run_info(asked, plugin), config_json(asked)), asked};
}

LoopRun resume_loop_run(const store::Database& database, const std::string& resume) {
  LoopRun run;
  try {
    run.run_id = std::stoll(resume);
  } catch (const std::exception&) {
    throw Error("--resume " + resume + ": not a run id (a whole number)");
  }
  run.config = config_from_json(store::loop_config(database, run.run_id));
  agent::check_proposer(run.config.proposer, run.config.proposer_settings);  // unreachable: nothing is stored
  return run;
}

bool finish_loop_run(const store::Database& database, int64_t run_id, const std::vector<WorkloadEnd>& ends) {
  for (const WorkloadEnd& end : ends) {
    if (end.stopped_by == "time" || end.stopped_by == "error") return false;
  }
  store::finish_loop(database, run_id);
  return true;
}

bool loop_failed(const std::vector<WorkloadEnd>& ends) {
  for (const WorkloadEnd& end : ends) {
    if (end.stopped_by == "error") return true;
  }
  return false;
}

}  // namespace jaxbench::loop
