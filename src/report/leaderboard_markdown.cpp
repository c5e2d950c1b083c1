// The Markdown printer of report/leaderboard_json.h.
#include <cstdio>

#include "report/leaderboard_json.h"

namespace jaxbench::report {

namespace {

std::string number(const std::optional<double>& value, const char* format) {
  if (!value) return "-";
  char text[64];
  std::snprintf(text, sizeof(text), format, *value);
  return text;
}

// A table cell: a '|' or a line break in stored text would end the cell.
std::string cell(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '|') {
      out += "\\|";
    } else if (c == '\n' || c == '\r') {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

std::string agents_markdown_table(const ranking::Leaderboard& board) {
  std::string out =
      "| rank | agent | chip | attempted | correctness | generalizes | fast_0 | fast_1 | fast_1.5 | fast_2 | "
      "geomean [95%] | roofline | tokens | wall s | beats expert |\n"
      "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const auto& e : board.entries) {
    std::optional<double> low, high;
    if (e.geomean_ci) low = e.geomean_ci->low, high = e.geomean_ci->high;
    std::optional<double> tokens;
    if (e.tokens) tokens = static_cast<double>(*e.tokens);
    out += "| " + std::to_string(e.rank) + " | " + cell(e.agent.label()) + " | " + cell(e.chip) + " | " +
           std::to_string(e.attempted) + " | " + number(e.correctness_rate, "%.2f") + " | " +
           cell(generalizes_label(e.generalization));
    for (double share : e.fast_p) out += " | " + number(share, "%.2f");
    out += " | " + speedup_label(e.geomean, low, high) + " | " + number(e.median_roofline_percent, "%.1f%%") + " | " +
           number(tokens, "%.0f") + " | " + number(e.wall_seconds, "%.1f") + " | " + expert_wins_label(e.beats_expert) +
           " |\n";
  }
  return out;
}

// One table per tier, each with its own geomean: the 50's never mixes with
// the levels' or a user's own ops'. A suite of one tier has its numbers above.
std::string tiers_markdown(const ranking::Leaderboard& board) {
  std::string out;
  if (board.options.tiers.size() < 2) return out;
  for (size_t t = 0; t < board.options.tiers.size(); ++t) {
    out += "\n## Tier `" + board.options.tiers[t] +
           "`\n\n| rank | agent | chip | attempted | correct | fast_1 | "
           "geomean [95%] |\n|---|---|---|---|---|---|---|\n";
    for (const auto& e : board.entries) {
      if (t >= e.tiers.size()) continue;
      const ranking::TierResult& tier = e.tiers[t];
      std::optional<double> low, high;
      if (tier.geomean_ci) low = tier.geomean_ci->low, high = tier.geomean_ci->high;
      out += "| " + std::to_string(e.rank) + " | " + cell(e.agent.label()) + " | " + cell(e.chip) + " | " +
             std::to_string(tier.attempted) + " of " + std::to_string(tier.workloads) + " | " +
             std::to_string(tier.correct) + " | " + number(tier.fast_1, "%.2f") + " | " +
             speedup_label(tier.geomean, low, high) + " |\n";
    }
  }
  return out;
}

std::string best_markdown_table(const ranking::Leaderboard& board) {
  std::string out =
      "| agent | chip | workload | best verified speedup [95%] | roofline | attempts | beats the expert kernel |\n"
      "|---|---|---|---|---|---|---|\n";
  for (const auto& e : board.entries) {
    for (const auto& result : e.workloads) {
      std::string best = "none verified correct", roofline = "-";
      if (result.best) {
        const auto& v = *result.best->verified;
        best = speedup_label(v.speedup, v.speedup_low, v.speedup_high);
        roofline = percent_label(v.roofline_fraction);
      }
      if (result.single_shape) best += " (" + single_shape_mark(result.single_shape) + ")";
      out += "| " + cell(e.agent.label()) + " | " + cell(e.chip) + " | " + cell(result.workload) + " | " + best +
             " | " + roofline + " | " + std::to_string(result.attempts.size()) + " | " +
             cell(ranking::expert_label(result.expert)) + " |\n";
    }
  }
  return out;
}

}  // namespace

std::string leaderboard_markdown(const ranking::Leaderboard& board) {
  std::string out = "# jaxbench leaderboard\n\nSuite `" + board.options.suite + "` (" +
                    std::to_string(board.options.suite_workloads.size()) +
                    " workloads). Only kernels re-judged with fresh secret seeds (`jaxbench verify`) are ranked; "
                    "fast_p = share of the suite's workloads with a verified correct kernel more than p times "
                    "faster than the reference. Ranked by fast_1, then the geometric-mean speedup (" +
                    ranking::geomean_floor_rule() +
                    "). \"beats expert\": "
                    "workloads whose best kernel beats the workload's expert Pallas kernel, timed on a chip or "
                    "estimated (labelled est.); \u2014 where no workload has an expert comparison.\n\n";
  out += agents_markdown_table(board) + tiers_markdown(board) + "\n## Best verified kernel per workload\n\n" +
         best_markdown_table(board);
  out += "\n## Did not verify\n\n";
  if (board.did_not_verify.empty()) out += "none\n";
  for (const auto& row : board.did_not_verify) {
    out += "- attempt " + std::to_string(row.attempt_id) + " (" + cell(ranking::agent_of(row).label()) + ", " +
           cell(row.workload) + ", " + cell(ranking::chip_of(row)) + "): " + cell(row.verification_note) + "\n";
  }
  out += "\n## Hidden\n\n";
  if (board.hidden.empty()) out += "none\n";
  for (const auto& row : board.hidden) {
    out += "- attempt " + std::to_string(row.attempt_id) + " (" + cell(ranking::agent_of(row).label()) + ", " +
           cell(row.workload) + "): " + cell(row.hidden_why) + "\n";
  }
  return out;
}

}  // namespace jaxbench::report
