// One workload's page of the leaderboard site (report/leaderboard_html.h):
// per (agent, chip) that attempted it, the best verified kernel's source and
// verdict JSON, whether it beats the workload's expert Pallas kernel, its
// TPU profile against the reference's (report/leaderboard_profile.h), and
// every attempt that led to it.
#include <nlohmann/json.hpp>

#include "report/leaderboard_html.h"
#include "report/leaderboard_html_parts.h"
#include "report/leaderboard_json.h"
#include "report/leaderboard_profile.h"

namespace jaxbench::report {

namespace {

// The stored verdict document, indented; the text as stored when it does
// not parse (it is shown, never trusted).
std::string pretty_verdict(const std::string& text) {
  nlohmann::json document = nlohmann::json::parse(text, nullptr, false);
  return document.is_discarded() ? text : document.dump(2);
}

std::string state_class(const std::string& state) {
  if (state == "verified") return "state-verified";
  if (state == "did not verify") return "state-did";
  return "state-hidden";
}

std::string history_table(const ranking::WorkloadResult& result) {
  std::string out =
      "<table class=\"history\"><thead><tr><th data-type=\"num\">attempt</th><th data-type=\"text\">"
      "judged at</th><th data-type=\"text\">status</th><th data-type=\"num\">speedup</th>"
      "<th data-type=\"text\">state</th><th data-type=\"num\">verified speedup</th>"
      "<th data-type=\"text\">note</th></tr></thead><tbody>";
  for (const auto& row : result.attempts) {
    std::string state = ranking::state_of(row);
    std::string note = row.hidden ? row.hidden_why : row.verification_note;
    std::optional<double> verified;
    if (row.verified) verified = row.verified->speedup;
    auto value = [](const std::optional<double>& v) { return v ? nlohmann::json(*v).dump() : std::string(); };
    out += "<tr><td class=\"num\" data-value=\"" + std::to_string(row.attempt_id) + "\">" +
           std::to_string(row.attempt_id) + "</td><td>" + html_escape(row.created_at) + "</td><td>" +
           html_escape(row.own.status) + "</td><td class=\"num\" data-value=\"" + value(row.own.speedup) + "\">" +
           html_escape(speedup_label(row.own.speedup, row.own.speedup_low, row.own.speedup_high)) +
           "</td><td class=\"" + state_class(state) + "\">" + html_escape(state) +
           "</td><td class=\"num\" data-value=\"" + value(verified) + "\">" +
           html_escape(row.verified
                           ? speedup_label(row.verified->speedup, row.verified->speedup_low, row.verified->speedup_high)
                           : "-") +
           "</td><td>" + html_escape(note) + "</td></tr>";
  }
  return out + "</tbody></table>";
}

std::string best_section(const store::LeaderboardRow& best, const std::optional<ranking::ExpertComparison>& expert) {
  const store::LeaderboardVerdict& v = *best.verified;
  std::string out = "<p>Best verified kernel: attempt " + std::to_string(best.attempt_id) + ", <b>" +
                    html_escape(speedup_label(v.speedup, v.speedup_low, v.speedup_high)) + "</b>, roofline " +
                    html_escape(percent_label(v.roofline_fraction)) + " (as first judged: " +
                    html_escape(speedup_label(best.own.speedup, best.own.speedup_low, best.own.speedup_high)) +
                    "). <code>" + html_escape(best.candidate_path) + "</code></p>";
  out += "<p class=\"expert\">Beats the expert kernel: <b>" + html_escape(ranking::expert_label(expert)) + "</b></p>";
  out += "<h3>TPU profile</h3>" + profile_section(verdict_profiles(v.verdict_json));
  out += "<h3>Kernel source</h3><pre class=\"source\">" + html_escape(best.candidate_source.value_or("")) + "</pre>";
  out += "<h3>Verified verdict</h3><pre class=\"verdict\">" + html_escape(pretty_verdict(v.verdict_json)) + "</pre>";
  return out;
}

}  // namespace

std::string leaderboard_workload_html(const ranking::Leaderboard& board, const std::string& workload) {
  std::string out = page_head(workload + " · jaxbench leaderboard") +
                    "<p><a href=\"../index.html\">&larr; leaderboard</a></p><h1>" + html_escape(workload) + "</h1>";
  for (const auto& entry : board.entries) {
    for (const auto& result : entry.workloads) {
      if (result.workload != workload) continue;
      out += "<section class=\"agent\"><h2>#" + std::to_string(entry.rank) + " " + html_escape(entry.agent.label()) +
             " · " + html_escape(entry.chip) + "</h2>";
      out += result.best ? best_section(*result.best, result.expert) : "<p>No verified correct kernel.</p>";
      if (result.single_shape)
        out += "<p class=\"mark\">\u2020 " + html_escape(single_shape_mark(result.single_shape)) + "</p>";
      out += "<h3>Attempts</h3>" + history_table(result) + "</section>";
    }
  }
  return out + sort_script() + "</body></html>\n";
}

}  // namespace jaxbench::report
