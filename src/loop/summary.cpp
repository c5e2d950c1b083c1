#include "loop/summary.h"

#include <cstdio>
#include <filesystem>

#include "agent/extract_code.h"
#include "core/files.h"

namespace jaxbench::loop {

namespace {

nlohmann::json step_json(const Step& step, bool has_target) {
  Standing s = standing(step, has_target);
  nlohmann::json row = {{"workload", step.workload}, {"step", step.step},     {"round", step.round},
                        {"status", s.status},        {"correct", s.correct},  {"message", s.message},
                        {"key_name", s.key_name},    {"attempt_id", nullptr}, {"parent_step", nullptr}};
  row["key"] = s.key ? nlohmann::json(*s.key) : nlohmann::json(nullptr);
  if (step.attempt_id) row["attempt_id"] = *step.attempt_id;
  if (step.parent_step) row["parent_step"] = *step.parent_step;
  if (step.setting_json) row["setting"] = nlohmann::json::parse(*step.setting_json);
  row["tokens"] = step_tokens(step);
  return row;
}

// The best as its confirmation measured it (confirm.h): its re-judged
// speedup, interval and class, and the first verdict's speedup as claimed.
nlohmann::json with_confirmed_best(nlohmann::json row, const std::vector<Step>& mine, const Confirmation& confirmation,
                                   bool has_target) {
  row["confirmation"] = confirmation_json(confirmation);
  if (!confirmation.best) return row;
  const Confirmed& best = confirmation.candidates[*confirmation.best];
  for (const Step& step : mine) {
    if (step.step != best.step) continue;
    row["best"] = step_json(step, has_target);
    const nlohmann::json& timing = best.verdict.value("timing", nlohmann::json());
    row["best"]["ci95"] = timing.is_object() ? timing.value("ci95", nlohmann::json(nullptr)) : nullptr;
    if (row["best"]["key_name"] == "speedup")
      row["best"]["key"] = best.confirmed ? nlohmann::json(*best.confirmed) : nlohmann::json();
    row["best"]["claimed_speedup"] = best.claimed ? nlohmann::json(*best.claimed) : nlohmann::json();
    row["best"]["class"] = best.timing_class;
    row["best"]["confirmed"] = true;
  }
  return row;
}

nlohmann::json workload_json(const std::string& workload, const std::vector<Step>& steps, const WorkloadEnd& end,
                             bool has_target) {
  std::vector<Step> mine;
  for (const Step& step : steps) {
    if (step.workload == workload) mine.push_back(step);
  }
  int correct = 0;
  for (const Step& step : mine) correct += standing(step, has_target).correct ? 1 : 0;
  int64_t tokens = tokens_of(mine);
  nlohmann::json row = {{"workload", workload},
                        {"steps", mine.size()},
                        {"correct", correct},
                        {"tokens", tokens},
                        {"best", nullptr},
                        {"stopped_by", end.stopped_by},
                        {"error", end.error.empty() ? nlohmann::json(nullptr) : nlohmann::json(end.error)}};
  if (end.confirmation) return with_confirmed_best(row, mine, *end.confirmation, has_target);
  if (std::optional<size_t> best = best_step(mine, has_target)) {
    row["best"] = step_json(mine[*best], has_target);
    const nlohmann::json& timing = mine[*best].verdict.value("timing", nlohmann::json());
    row["best"]["ci95"] = timing.is_object() ? timing.value("ci95", nlohmann::json(nullptr)) : nullptr;
  }
  return row;
}

std::string number(const nlohmann::json& value, const char* format) {
  if (!value.is_number()) return "-";
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, format, value.get<double>());
  return buffer;
}

}  // namespace

nlohmann::json summary_json(const LoopConfig& config, int64_t run_id, const std::vector<Step>& steps,
                            const std::vector<WorkloadEnd>& ends) {
  bool has_target = !config.target.empty();
  nlohmann::json workloads = nlohmann::json::array(), rows = nlohmann::json::array();
  for (size_t i = 0; i < config.workloads.size(); ++i) {
    WorkloadEnd end = i < ends.size() ? ends[i] : WorkloadEnd{config.workloads[i], "", "", std::nullopt};
    workloads.push_back(workload_json(config.workloads[i], steps, end, has_target));
  }
  for (const Step& step : steps) rows.push_back(step_json(step, has_target));
  return {{"schema", "jaxbench.optimize/1"},
          {"run_id", run_id},
          {"proposer", config.proposer},
          {"strategy", strategy_label(config)},
          {"budget", budget_label(config.budget)},
          {"target", config.target.empty() ? nlohmann::json(nullptr) : nlohmann::json(config.target)},
          {"workloads", workloads},
          {"steps", rows}};
}

std::string summary_text(const nlohmann::json& summary, size_t step_lines) {
  std::string text = "optimize run " + summary["run_id"].dump() + ": " + summary["proposer"].get<std::string>() + ", " +
                     summary["strategy"].get<std::string>() + ", " + summary["budget"].get<std::string>() + "\n";
  char line[256];
  std::snprintf(line, sizeof line, "%-44s %5s %7s %5s %-18s %8s %-15s %s\n", "workload", "steps", "correct", "best",
                "ranked by", "key", "95% CI", "stopped by");
  text += line;
  for (const nlohmann::json& row : summary["workloads"]) {
    const nlohmann::json& best = row["best"];
    std::string ci = "-";
    if (best.is_object() && best["ci95"].is_array()) {
      ci = number(best["ci95"][0], "%.3f") + "-" + number(best["ci95"][1], "%.3f");
    }
    std::snprintf(line, sizeof line, "%-44s %5s %7s %5s %-18s %8s %-15s %s\n",
                  row["workload"].get<std::string>().c_str(), row["steps"].dump().c_str(),
                  row["correct"].dump().c_str(), best.is_object() ? best["step"].dump().c_str() : "-",
                  best.is_object() ? best["key_name"].get<std::string>().c_str() : "-",
                  best.is_object() ? (number(best["key"], "%.3f") + "x").c_str() : "-", ci.c_str(),
                  row["stopped_by"].get<std::string>().c_str());
    text += line;
    if (row["error"].is_string()) text += "  error: " + row["error"].get<std::string>() + "\n";
  }
  if (summary["steps"].size() > step_lines) return text;
  text += "\n";
  for (const nlohmann::json& step : summary["steps"]) {
    text += "  " + step["workload"].get<std::string>() + " step " + step["step"].dump() + ": " +
            step["status"].get<std::string>();
    if (step["key"].is_number()) text += ", " + number(step["key"], "%.3f") + "x";
    if (step.contains("setting")) text += " " + step["setting"].dump();
    if (!step["message"].get<std::string>().empty()) text += " — " + step["message"].get<std::string>();
    text += "\n";
  }
  return text;
}

std::vector<std::string> write_best(const nlohmann::json& summary, const std::vector<Step>& steps,
                                    const std::string& out) {
  std::vector<std::string> written;
  bool one = summary["workloads"].size() == 1;
  for (const nlohmann::json& row : summary["workloads"]) {
    if (!row["best"].is_object()) continue;
    for (const Step& step : steps) {
      if (step.workload != row["workload"] || step.step != row["best"]["step"].get<int64_t>()) continue;
      std::string suffix = agent::guess_language(*step.candidate_source) == "mlir" ? ".mlir" : ".py";
      std::string path = one ? out : out + "/" + step.workload + suffix;
      if (!one) std::filesystem::create_directories(out);
      write_file_atomic(path, *step.candidate_source);
      written.push_back(path);
    }
  }
  return written;
}

}  // namespace jaxbench::loop
