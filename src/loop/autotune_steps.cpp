#include "loop/autotune_steps.h"

#include <filesystem>

#include "agent/autotune.h"
#include "core/error.h"
#include "core/files.h"

namespace jaxbench::loop {

AutotunePlan autotune_plan(const LoopConfig& config, const std::string& project_root, const std::string& workload) {
  AutotunePlan plan;
  std::optional<std::string> path = config.template_path;
  if (!path) path = agent::template_for(project_root, workload);
  if (!path) {
    throw Error("no autotune template for " + workload +
                " under examples/templates/: pass --template FILE (a "
                "candidate that declares TUNABLES) or another --proposer");
  }
  if (!file_exists(*path)) throw Error("--template " + *path + ": no such file");
  plan.template_name = std::filesystem::path(*path).filename().string();
  plan.template_source = read_file(*path);
  std::vector<agent::TunableAxis> axes = agent::read_tunables(plan.template_source, plan.template_name);
  plan.space = agent::space_size(axes);
  plan.settings = agent::choose_settings(axes, static_cast<uint64_t>(config.budget.proposals), config.seed, &plan.how);
  return plan;
}

std::string autotune_candidate(const std::string& template_source, const nlohmann::json& setting) {
  return agent::render_setting(template_source, setting);
}

}  // namespace jaxbench::loop
