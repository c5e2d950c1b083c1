// What an optimize run came to, for people (a table, then each step's
// verdict) and for machines (--json): per workload the best step and the key
// that ranked it, and why the workload stopped.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "loop/config.h"
#include "loop/runner.h"

namespace jaxbench::loop {

nlohmann::json summary_json(const LoopConfig& config, int64_t run_id, const std::vector<Step>& steps,
                            const std::vector<WorkloadEnd>& ends);
// The table, then (when there are at most `step_lines` steps) one line per step.
std::string summary_text(const nlohmann::json& summary, size_t step_lines = 60);

// The best candidate of each workload written to `out`: the file itself for
// one workload, else `out`/<workload>.py (or .mlir). Returns the paths written.
std::vector<std::string> write_best(const nlohmann::json& summary, const std::vector<Step>& steps,
                                    const std::string& out);

}  // namespace jaxbench::loop
