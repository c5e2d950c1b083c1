#include "report/history_report.h"

#include <cstdio>

#include "core/json_values.h"

namespace jaxbench::report {

namespace {

// "1.23x [1.20, 1.26]", or "-" without timing.
std::string speedup_text(const store::HistoryRow& row) {
  if (!row.speedup) return "-";
  char text[64];
  if (row.speedup_low && row.speedup_high) {
    std::snprintf(text, sizeof(text), "%.3fx [%.3f, %.3f]", *row.speedup, *row.speedup_low, *row.speedup_high);
  } else {
    std::snprintf(text, sizeof(text), "%.3fx", *row.speedup);
  }
  return text;
}

}  // namespace

nlohmann::json history_row_json(const store::HistoryRow& row) {
  return {{"verdict_id", row.verdict_id},
          {"attempt_id", row.attempt_id},
          {"run_id", row.run_id},
          {"created_at", row.created_at},
          {"command", row.command},
          {"workload", row.workload},
          {"size", row.size},
          {"kind", row.kind},
          {"status", row.status},
          {"chip", row.chip},
          {"candidate_path", row.candidate_path},
          {"candidate_sha256", or_null(row.candidate_sha256)},
          {"module_sha256", or_null(row.module_sha256)},
          {"class", or_null(row.klass)},
          {"speedup", or_null(row.speedup)},
          {"ci95", row.speedup_low && row.speedup_high ? nlohmann::json({*row.speedup_low, *row.speedup_high})
                                                       : nlohmann::json()},
          {"roofline_fraction", or_null(row.roofline_fraction)},
          {"median_ms", or_null(row.median_ms)},
          {"target_status", or_null(row.target_status)}};
}

nlohmann::json history_json(const std::vector<store::HistoryRow>& rows, const std::string& database_path) {
  nlohmann::json items = nlohmann::json::array();
  for (const auto& row : rows) items.push_back(history_row_json(row));
  return {{"schema", "jaxbench.history/1"}, {"db", database_path}, {"count", rows.size()}, {"verdicts", items}};
}

std::string history_text(const std::vector<store::HistoryRow>& rows, const std::string& database_path) {
  if (rows.empty()) return "no verdicts recorded in " + database_path + "\n";
  std::string out;
  char line[512];
  std::snprintf(line, sizeof(line), "%-6s %-24s %-28s %-6s %-14s %-10s %-7s %-26s %s\n", "id", "when (UTC)", "workload",
                "size", "status", "median_ms", "class", "speedup [95% CI]", "candidate");
  out += line;
  for (const auto& row : rows) {
    std::string candidate = row.kind == "reference" ? "(reference, " + row.command + ")" : row.candidate_path;
    char median[32] = "-";
    if (row.median_ms) std::snprintf(median, sizeof(median), "%.4f", *row.median_ms);
    std::snprintf(line, sizeof(line), "%-6lld %-24s %-28s %-6s %-14s %-10s %-7s %-26s %s\n",
                  static_cast<long long>(row.verdict_id), row.created_at.c_str(), row.workload.c_str(),
                  row.size.c_str(), row.status.c_str(), median, row.klass.value_or("-").c_str(),
                  speedup_text(row).c_str(), candidate.c_str());
    out += line;
  }
  return out + std::to_string(rows.size()) + " verdicts from " + database_path + ", newest first\n";
}

}  // namespace jaxbench::report
