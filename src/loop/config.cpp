#include "loop/config.h"

#include <algorithm>

#include "core/error.h"
#include "core/strings.h"

namespace jaxbench::loop {

const std::vector<std::string>& strategy_names() {
  static const std::vector<std::string> kNames = {"refine", "parallel", "beam", "evolve", "search"};
  return kNames;
}

nlohmann::json config_json(const LoopConfig& config) {
  const agent::ProposerSettings& settings = config.proposer_settings;
  nlohmann::json document = {
      {"workloads", config.workloads},
      {"size", config.size},
      {"proposer", config.proposer},
      {"template", config.template_path ? nlohmann::json(*config.template_path) : nlohmann::json(nullptr)},
      {"proposer_settings",
       {{"base_url", settings.base_url},
        {"temperature", settings.temperature},
        {"max_tokens", settings.max_tokens},
        {"request_timeout_s", settings.request_timeout_s},
        {"max_retries", settings.max_retries}}},
      {"strategy",
       {{"name", config.strategy.name},
        {"width", config.strategy.width},
        {"branches", config.strategy.branches},
        {"depth", config.strategy.depth},
        {"start", config.strategy.start}}},
      {"budget",
       {{"proposals", config.budget.proposals},
        {"tokens", config.budget.tokens ? nlohmann::json(*config.budget.tokens) : nlohmann::json(nullptr)},
        {"seconds", config.budget.seconds ? nlohmann::json(*config.budget.seconds) : nlohmann::json(nullptr)}}},
      {"target", config.target},
      {"timing_budget_s", config.timing_budget_s},
      {"seeds", config.seeds},
      {"seed", config.seed},
      {"prompt_template", config.prompt_template},
      {"jobs", config.jobs},
      {"confirm", config.confirm},
      {"agent", config.agent},
      {"model", config.model}};
  return document;
}

LoopConfig config_from_json(const nlohmann::json& document) {
  try {
    LoopConfig config;
    config.workloads = document.at("workloads").get<std::vector<std::string>>();
    config.size = document.at("size").get<std::string>();
    config.proposer = document.at("proposer").get<std::string>();
    if (!document.at("template").is_null()) config.template_path = document.at("template").get<std::string>();
    const nlohmann::json& settings = document.at("proposer_settings");
    config.proposer_settings.base_url = settings.at("base_url").get<std::string>();
    config.proposer_settings.temperature = settings.at("temperature").get<double>();
    config.proposer_settings.max_tokens = settings.at("max_tokens").get<int64_t>();
    config.proposer_settings.request_timeout_s = settings.at("request_timeout_s").get<double>();
    config.proposer_settings.max_retries = settings.at("max_retries").get<int>();
    const nlohmann::json& strategy = document.at("strategy");
    config.strategy = {strategy.at("name").get<std::string>(), strategy.at("width").get<int64_t>(),
                       strategy.at("branches").get<int64_t>(), strategy.at("depth").get<int64_t>(),
                       strategy.at("start").get<int64_t>()};
    const nlohmann::json& budget = document.at("budget");
    config.budget.proposals = budget.at("proposals").get<int64_t>();
    if (!budget.at("tokens").is_null()) config.budget.tokens = budget.at("tokens").get<int64_t>();
    if (!budget.at("seconds").is_null()) config.budget.seconds = budget.at("seconds").get<double>();
    config.target = document.at("target").get<std::string>();
    config.timing_budget_s = document.at("timing_budget_s").get<double>();
    config.seeds = document.at("seeds").get<int64_t>();
    config.seed = document.at("seed").get<uint64_t>();
    config.prompt_template = document.at("prompt_template").get<std::string>();
    config.jobs = document.at("jobs").get<int64_t>();
    config.confirm = document.value("confirm", int64_t{0});  // runs stored before confirmation had none
    config.agent = document.at("agent").get<std::string>();
    config.model = document.at("model").get<std::string>();
    return config;
  } catch (const nlohmann::json::exception& error) {
    throw Error(std::string("the stored optimize configuration is unreadable (") + error.what() +
                "); start a new run instead of resuming this one");
  }
}

std::string strategy_label(const LoopConfig& config) {
  const StrategySettings& s = config.strategy;
  if (s.name == "beam") {
    return "beam " + std::to_string(s.width) + "x" + std::to_string(s.branches) + "x" + std::to_string(s.depth);
  }
  if (s.name == "evolve") return "evolve from " + std::to_string(s.start);
  return s.name;
}

std::string budget_label(const Budget& budget) {
  std::string label = std::to_string(budget.proposals) + " proposals";
  if (budget.tokens) label += ", " + std::to_string(*budget.tokens) + " tokens";
  if (budget.seconds) label += ", " + format_seconds(*budget.seconds) + " s";
  return label;
}

void check_config(const LoopConfig& config) {
  const StrategySettings& s = config.strategy;
  const std::vector<std::string>& names = strategy_names();
  if (std::find(names.begin(), names.end(), s.name) == names.end()) {
    throw Error("--strategy " + s.name + ": not a strategy (write refine, parallel, beam, evolve or search)");
  }
  bool autotune = config.proposer == "autotune";
  if (autotune != (s.name == "search")) {
    throw Error(autotune ? "--proposer autotune searches its template's settings: drop --strategy " + s.name
                         : "--strategy search belongs to --proposer autotune; pick refine, parallel, beam or evolve");
  }
  if (config.budget.proposals < 1) throw Error("--budget must be at least 1 proposal");
  if (s.width < 1 || s.branches < 1 || s.depth < 1 || s.start < 1) {
    throw Error("--width, --branches, --depth and --start must each be at least 1");
  }
  if (config.jobs < 1) throw Error("--jobs must be at least 1");
  if (config.confirm < 0) throw Error("--confirm must be 0 (no confirmation) or more");
  if (config.workloads.empty()) throw Error("no workload to optimize: pass --workload ID or --suite S");
}

}  // namespace jaxbench::loop
