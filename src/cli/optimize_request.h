// `jaxbench optimize`: what it is asked, and its parser (optimize_parse.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/command_line.h"
#include "loop/config.h"
#include "suite/registry.h"

namespace jaxbench::cli {

// Every default is the loop's own (loop::LoopConfig and what it holds),
// read from a default-constructed one: the flags never restate them.
struct OptimizeRequest {
  loop::LoopConfig config;
  std::vector<std::string> workloads;  // ids or prefixes, resolved into config.workloads
  std::optional<std::string> suite;
  std::string strategy = config.strategy.name;
  int budget = static_cast<int>(config.budget.proposals);
  int width = static_cast<int>(config.strategy.width), branches = static_cast<int>(config.strategy.branches);
  int depth = static_cast<int>(config.strategy.depth), start = static_cast<int>(config.strategy.start);
  int jobs = static_cast<int>(config.jobs), seeds = static_cast<int>(config.seeds);
  int retries = config.proposer_settings.max_retries;
  int confirm = static_cast<int>(config.confirm);
  int token_budget = 0;      // 0: no token limit
  double time_budget_s = 0;  // 0: no wall-clock limit
  double temperature = config.proposer_settings.temperature;
  int max_tokens = static_cast<int>(config.proposer_settings.max_tokens);
  double request_timeout_s = config.proposer_settings.request_timeout_s;
  double timing_budget_s = config.timing_budget_s;
  std::string seed = std::to_string(config.seed);
  std::string plugin;
  std::string executor = "local";  // fleet/executor.h: local, ray, ray://ADDRESS
  std::optional<std::string> out;
  std::optional<std::string> resume;  // a run id
  bool print_prompt = false;
};

CommandLine<OptimizeRequest> parse_optimize(const Argv& argv);
// --workload and --suite resolved into the loop's workload ids (a fresh run only: --resume reads its own).
void resolve_workloads(OptimizeRequest& request, const suite::Registry& registry);

}  // namespace jaxbench::cli
