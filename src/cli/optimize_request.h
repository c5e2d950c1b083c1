// `jaxbench optimize`: what it is asked, and its parser (optimize_parse.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/command_line.h"
#include "loop/config.h"
#include "suite/registry.h"

namespace jaxbench::cli {

struct OptimizeRequest {
  loop::LoopConfig config;
  std::vector<std::string> workloads;  // ids or prefixes, resolved into config.workloads
  std::optional<std::string> suite;
  std::string strategy = "refine";
  int budget = 10, width = 2, branches = 2, depth = 3, start = 4, jobs = 1, seeds = 3, retries = 4;
  int confirm = static_cast<int>(loop::LoopConfig{}.confirm);
  int token_budget = 0;      // 0: no token limit
  double time_budget_s = 0;  // 0: no wall-clock limit
  double temperature = 0.7;
  int max_tokens = 16384;
  double request_timeout_s = 600;
  double timing_budget_s = 5;
  std::string seed = "1";
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
