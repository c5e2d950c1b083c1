// The autotuner's side of the loop: a workload's template (--template, else
// examples/templates/<id>.py), the settings to judge, and the candidate file
// for one setting (agent/autotune.h does the reading and the writing).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "loop/config.h"

namespace jaxbench::loop {

struct AutotunePlan {
  std::string template_name, template_source;
  std::vector<nlohmann::json> settings;
  std::string how;  // "grid" or "random"
  uint64_t space = 0;
};

// Throws jaxbench::Error naming the workload and the fix when it has no template.
AutotunePlan autotune_plan(const LoopConfig& config, const std::string& project_root, const std::string& workload);
std::string autotune_candidate(const std::string& template_source, const nlohmann::json& setting);

}  // namespace jaxbench::loop
