#include "report/leaderboard_html.h"

#include <algorithm>
#include <cstdio>
#include <set>

#include "core/files.h"
#include "report/leaderboard_html_parts.h"
#include "report/leaderboard_json.h"

namespace jaxbench::report {

std::string html_escape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string workload_page_name(const std::string& workload) {
  std::string name;
  for (char c : workload) {
    bool safe =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
    name += safe ? c : '_';
  }
  return name + ".html";
}

namespace {

std::string fmt(const std::optional<double>& value, const char* format) {
  if (!value) return "-";
  char text[64];
  std::snprintf(text, sizeof(text), format, *value);
  return text;
}

// A cell the sort script orders by `value` (a number, or empty for none);
// `classes` beyond "num" style it (e.g. "words": its text may wrap).
std::string number_cell(const std::optional<double>& value, const std::string& shown,
                        const std::string& classes = "num") {
  return "<td class=\"" + classes + "\" data-value=\"" + (value ? fmt(value, "%.17g") : std::string()) + "\">" +
         html_escape(shown) + "</td>";
}

std::string agents_table(const ranking::Leaderboard& board) {
  // In a scroller: a page narrower than the table scrolls it, not the page.
  std::string out = "<div class=\"scroll\"><table id=\"agents\"><thead><tr>";
  const char* headers[] = {"rank",       "agent",  "chip",     "attempted",   "correctness", "generalizes",
                           "fast_0",     "fast_1", "fast_1.5", "fast_2",      "geomean",     "95% interval",
                           "roofline %", "tokens", "wall s",   "beats expert"};
  for (const char* header : headers) {
    bool text = std::string(header) == "agent" || std::string(header) == "chip";
    out += std::string("<th data-type=\"") + (text ? "text" : "num") + "\">" + header + "</th>";
  }
  out += "</tr></thead><tbody>";
  for (const auto& e : board.entries) {
    std::optional<double> tokens;
    if (e.tokens) tokens = static_cast<double>(*e.tokens);
    out += "<tr data-agent=\"" + html_escape(e.agent.label()) + "\">";
    out += number_cell(e.rank, std::to_string(e.rank));
    out += "<td class=\"agent\">" + html_escape(e.agent.label()) + "</td><td>" + html_escape(e.chip) + "</td>";
    out += number_cell(e.attempted, std::to_string(e.attempted));
    out += number_cell(e.correctness_rate, fmt(e.correctness_rate, "%.2f"));
    out += number_cell(e.generalization.rate(), generalizes_label(e.generalization));
    for (double share : e.fast_p) out += number_cell(share, fmt(share, "%.2f"));
    out += number_cell(e.geomean, fmt(e.geomean, "%.3fx"));
    std::string ci = e.geomean_ci ? fmt(e.geomean_ci->low, "[%.3f, ") + fmt(e.geomean_ci->high, "%.3f]") : "-";
    out += number_cell(e.geomean_ci ? std::optional<double>(e.geomean_ci->low) : std::nullopt, ci);
    out += number_cell(e.median_roofline_percent, fmt(e.median_roofline_percent, "%.1f"));
    out += number_cell(tokens, fmt(tokens, "%.0f"));
    out += number_cell(e.wall_seconds, fmt(e.wall_seconds, "%.1f"));
    // Sorted by the workloads beaten, timed or estimated; none compared sorts last.
    const ranking::ExpertWins& wins = e.beats_expert;
    out += number_cell(wins.compared ? std::optional<double>(wins.timed + wins.estimated) : std::nullopt,
                       expert_wins_label(wins), "num words");
    out += "</tr>";
  }
  return out + "</tbody></table></div>";
}

// One table per tier under its own heading, each with its own geomean: the
// 50's never mixes with the levels' or a user's own ops'. A board of one
// tier has its numbers in the agents' table.
std::string tier_tables(const ranking::Leaderboard& board) {
  if (board.options.tiers.size() < 2) return "";
  std::string out;
  for (size_t t = 0; t < board.options.tiers.size(); ++t) {
    const std::string tier_name = html_escape(board.options.tiers[t]);
    out += "<h2>Tier <code>" + tier_name + "</code></h2><div class=\"scroll\"><table id=\"tier-" + tier_name +
           "\"><thead><tr><th data-type=\"num\">rank</th><th data-type=\"text\">agent</th><th "
           "data-type=\"text\">chip</th><th data-type=\"num\">attempted</th><th data-type=\"num\">correct</th><th "
           "data-type=\"num\">fast_1</th><th data-type=\"num\">geomean</th><th data-type=\"num\">95% "
           "interval</th></tr></thead><tbody>";
    for (const auto& e : board.entries) {
      if (t >= e.tiers.size()) continue;
      const ranking::TierResult& tier = e.tiers[t];
      out += "<tr>" + number_cell(e.rank, std::to_string(e.rank)) + "<td class=\"agent\">" +
             html_escape(e.agent.label()) + "</td><td>" + html_escape(e.chip) + "</td>";
      out += number_cell(tier.attempted, std::to_string(tier.attempted) + " of " + std::to_string(tier.workloads));
      out += number_cell(tier.correct, std::to_string(tier.correct));
      out += number_cell(tier.fast_1, fmt(tier.fast_1, "%.2f"));
      out += number_cell(tier.geomean, fmt(tier.geomean, "%.3fx"));
      std::string ci =
          tier.geomean_ci ? fmt(tier.geomean_ci->low, "[%.3f, ") + fmt(tier.geomean_ci->high, "%.3f]") : "-";
      out += number_cell(tier.geomean_ci ? std::optional<double>(tier.geomean_ci->low) : std::nullopt, ci) + "</tr>";
    }
    out += "</tbody></table></div>";
  }
  return out;
}

std::string attempt_item(const store::LeaderboardRow& row, const std::string& reason) {
  return "<li><a href=\"workloads/" + html_escape(workload_page_name(row.workload)) + "\">" +
         html_escape(row.workload) + "</a> · attempt " + std::to_string(row.attempt_id) + " · " +
         html_escape(ranking::agent_of(row).label()) + " · " + html_escape(ranking::chip_of(row)) + ": " +
         html_escape(reason) + "</li>";
}

std::set<std::string> attempted_workloads(const ranking::Leaderboard& board) {
  std::set<std::string> workloads;
  for (const auto& entry : board.entries) {
    for (const auto& result : entry.workloads) workloads.insert(result.workload);
  }
  return workloads;
}

}  // namespace

std::string leaderboard_index_html(const ranking::Leaderboard& board) {
  std::string out = page_head("jaxbench leaderboard") + "<h1>jaxbench leaderboard</h1><p class=\"about\">Suite <b>" +
                    html_escape(board.options.suite) + "</b> (" + std::to_string(board.options.suite_workloads.size()) +
                    " workloads)" +
                    (board.options.chip ? ", chip <b>" + html_escape(*board.options.chip) + "</b>" : "") +
                    ". Only kernels re-judged with fresh secret seeds are ranked. fast_p: the share of the suite's "
                    "workloads with a verified correct kernel more than p&times; faster than the reference (missing "
                    "or failed ones count as failures). Ranked by fast_1, then the geometric-mean speedup (each "
                    "workload's speedup floored in it: " +
                    html_escape(ranking::geomean_floor_rule()) +
                    "); its "
                    "interval is a 95% percentile bootstrap. beats expert: the workloads whose best kernel beats the "
                    "workload's expert Pallas kernel, timed on a chip or estimated (est.), of those with an expert "
                    "comparison; it is shown, not ranked on. Click a column header to sort.</p>";
  out += agents_table(board) + tier_tables(board);
  out +=
      "<h2>Speedup per workload</h2><p class=\"about\">The best verified kernel of each workload; the whisker is "
      "its 95% interval, the dashed line 1&times; (the reference).</p>";
  double top = chart_top(board);
  for (const auto& entry : board.entries) out += speedup_chart(entry, top);
  out += "<h2>Workloads</h2><ul id=\"workloads\">";
  for (const auto& workload : attempted_workloads(board)) {
    out += "<li><a href=\"workloads/" + html_escape(workload_page_name(workload)) + "\">" + html_escape(workload) +
           "</a></li>";
  }
  out += "</ul><h2>Did not verify</h2><ul id=\"did-not-verify\">";
  if (board.did_not_verify.empty()) out += "<li class=\"none\">none</li>";
  for (const auto& row : board.did_not_verify) out += attempt_item(row, row.verification_note);
  out += "</ul><h2>Hidden</h2><ul id=\"hidden\">";
  if (board.hidden.empty()) out += "<li class=\"none\">none</li>";
  for (const auto& row : board.hidden) out += attempt_item(row, row.hidden_why);
  return out + "</ul>" + sort_script() + "</body></html>\n";
}

int write_leaderboard_site(const ranking::Leaderboard& board, const std::string& dir) {
  make_directories(dir + "/workloads");
  write_file_atomic(dir + "/index.html", leaderboard_index_html(board));
  int written = 1;
  for (const auto& workload : attempted_workloads(board)) {
    write_file_atomic(dir + "/workloads/" + workload_page_name(workload), leaderboard_workload_html(board, workload));
    ++written;
  }
  return written;
}

}  // namespace jaxbench::report
