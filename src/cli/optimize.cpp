// `jaxbench optimize`: the autonomous loop (src/loop/) over serve's judge,
// recorded in the results store as it goes.
#include <signal.h>

#include <filesystem>
#include <iostream>

#include "agent/proposer.h"
#include "candidate/suite_export.h"
#include "cli/commands.h"
#include "cli/optimize_request.h"
#include "cli/output.h"
#include "core/files.h"
#include "core/project_root.h"
#include "fleet/bridge.h"
#include "fleet/executor.h"
#include "loop/autotune_steps.h"
#include "loop/fleet_judge.h"
#include "loop/judge.h"
#include "loop/loop_run.h"
#include "loop/prompt_values.h"
#include "loop/runner.h"
#include "loop/summary.h"
#include "platform/plugin_locator.h"
#include "platform/registry.h"
#include "store/location.h"
#include "store/migrations.h"
#include "suite/registry.h"

namespace jaxbench::cli {

namespace {

std::string local_plugin(const std::string& asked) { return platform::chosen_plugin(asked); }

std::string checkout() {
  std::optional<std::string> root = project_root();
  if (!root) throw Error("optimize reads prompts/ and examples/ of a jaxbench checkout: run it from one");
  return *root;
}

// The first prompt of the first workload, as it would be sent; nothing is called.
int print_first_prompt(const loop::LoopConfig& config, const std::string& plugin, const suite::Registry& registry) {
  std::string root = checkout();
  if (config.proposer == "autotune") {
    loop::AutotunePlan plan = loop::autotune_plan(config, root, config.workloads.front());
    std::cout << "autotune sends no prompt: " << plan.template_name << " has " << plan.space << " settings; this run "
              << "judges " << plan.settings.size() << " (" << plan.how << ")\n";
    for (const nlohmann::json& setting : plan.settings) std::cout << "  " << setting.dump() << "\n";
    return kExitOk;
  }
  loop::ServerJudge judge(std::filesystem::read_symlink("/proc/self/exe").string(), plugin, registry);
  nlohmann::json describe = judge.describe(loop::describe_params(config.workloads.front(), config.size, config.target));
  loop::PromptContext context{describe, config.target, plugin, plugin};
  std::string template_path = root + "/" + config.prompt_template;
  agent::ProposalRequest request =
      loop::step_request(read_file(template_path), config.prompt_template,
                         loop::workload_values(context, root + "/prompts"), {}, std::nullopt, !config.target.empty());
  std::cout << "=== system ===\n" << request.system_text << "\n=== user ===\n" << request.user_text;
  return kExitOk;
}

loop::RunnerContext runner_context(const loop::LoopConfig& config, const std::string& plugin) {
  loop::RunnerContext context;
  context.project_root = checkout();
  context.local_platform = plugin;
  if (config.proposer != "autotune") {
    agent::make_proposer(config.proposer, config.proposer_settings);  // refuse a bad spec before the run starts
    context.make_proposer = [config] { return agent::make_proposer(config.proposer, config.proposer_settings); };
  }
  context.progress = [](const std::string& line) { progress("optimize: " + line); };
  return context;
}

int run_loop(const CommandLine<OptimizeRequest>& line, const suite::Registry& registry) {
  std::string path = store::store_path(line.store);
  store::Database database = store::open_store(path);
  std::string plugin = local_plugin(line.request.plugin);
  loop::LoopRun started = line.request.resume ? loop::resume_loop_run(database, *line.request.resume)
                                              : loop::start_loop_run(database, line.request.config, plugin);
  const loop::LoopConfig& config = started.config;
  int64_t run_id = started.run_id;
  if (line.request.resume) {
    progress("optimize: resuming run " + std::to_string(run_id) + " as it was started (" + config.proposer + ", " +
             loop::strategy_label(config) + ", " + loop::budget_label(config.budget) + ")");
  } else {
    progress("optimize: run " + std::to_string(run_id) + " in " + path + " (after a crash or Ctrl-C: " +
             "jaxbench optimize --resume " + std::to_string(run_id) + " --db " + path + ")");
  }
  fleet::Executor executor = fleet::parse_executor(line.request.executor);
  std::unique_ptr<fleet::Bridge> bridge;
  std::unique_ptr<loop::Judge> judge;
  if (executor.ray) {
    bridge = fleet::start_bridge(executor, [](const std::string& said) { progress(said); });
    judge = std::make_unique<loop::FleetJudge>(*bridge);
  } else {
    judge =
        std::make_unique<loop::ServerJudge>(std::filesystem::read_symlink("/proc/self/exe").string(), plugin, registry);
  }
  loop::Runner runner(config, *judge, database, run_id, runner_context(config, plugin));
  std::vector<loop::Step> steps = runner.run();
  loop::finish_loop_run(database, run_id, runner.ends());
  nlohmann::json summary = loop::summary_json(config, run_id, steps, runner.ends());
  summary["db"] = path;
  if (line.request.out) summary["written"] = loop::write_best(summary, steps, *line.request.out);
  if (line.json) {
    print_json(summary);
  } else {
    std::cout << loop::summary_text(summary);
    if (summary.contains("written")) {
      for (const auto& written : summary["written"]) std::cout << "best candidate written to " << written << "\n";
    }
  }
  return loop::loop_failed(runner.ends()) ? kExitError : kExitOk;
}

}  // namespace

int optimize_command(const Argv& argv) {
  CommandLine<OptimizeRequest> line;
  try {
    line = parse_optimize(argv);
    if (line.help) {
      std::cout << *line.help;
      return kExitOk;
    }
    suite::Registry registry = suite::Registry::open_default();  // once per process, passed down
    candidate::export_on_first_use(registry);                    // the levels, exported when first needed
    if (!line.request.resume) resolve_workloads(line.request, registry);
    ::signal(SIGPIPE, SIG_IGN);
    if (line.request.print_prompt) {
      loop::check_config(line.request.config);
      return print_first_prompt(line.request.config, local_plugin(line.request.plugin), registry);
    }
    return run_loop(line, registry);
  } catch (const UsageError&) {
    throw;
  } catch (const std::exception& error) {
    return report_error("optimize", error.what(), line.json);
  }
}

}  // namespace jaxbench::cli
