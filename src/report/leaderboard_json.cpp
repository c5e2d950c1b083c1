#include "report/leaderboard_json.h"

#include <cstdio>

#include "core/json_values.h"
#include "report/leaderboard_profile.h"

namespace jaxbench::report {

namespace {

nlohmann::json interval_json(const std::optional<double>& low, const std::optional<double>& high) {
  return low && high ? nlohmann::json({*low, *high}) : nlohmann::json();
}

nlohmann::json best_json(const store::LeaderboardRow& row) {
  const store::LeaderboardVerdict& verdict = *row.verified;
  return {{"attempt_id", row.attempt_id},
          {"verdict_id", verdict.verdict_id},
          {"status", verdict.status},
          {"speedup", or_null(verdict.speedup)},
          {"ci95", interval_json(verdict.speedup_low, verdict.speedup_high)},
          {"roofline_fraction", or_null(verdict.roofline_fraction)},
          {"candidate_path", row.candidate_path},
          {"original_speedup", or_null(row.own.speedup)},
          {"tpu_profile", profile_summary_json(verdict_profiles(verdict.verdict_json))}};
}

nlohmann::json expert_json(const std::optional<ranking::ExpertComparison>& expert) {
  if (!expert) return nullptr;
  return {{"beats", expert->beats},
          {"source", expert->source},
          {"speedup", or_null(expert->speedup)},
          {"chip", expert->chip},
          {"class", or_null(expert->klass)}};
}

nlohmann::json entry_json(const ranking::LeaderboardEntry& entry) {
  nlohmann::json fast = nlohmann::json::object();
  for (size_t p = 0; p < ranking::kFastThresholds.size(); ++p) fast[ranking::kFastNames[p]] = entry.fast_p[p];
  nlohmann::json workloads = nlohmann::json::array();
  for (const ranking::WorkloadResult& result : entry.workloads) {
    nlohmann::json attempts = nlohmann::json::array();
    for (const auto& row : result.attempts) attempts.push_back(leaderboard_attempt_json(row));
    workloads.push_back({{"workload", result.workload},
                         {"best", result.best ? best_json(*result.best) : nlohmann::json()},
                         {"beats_expert", expert_json(result.expert)},
                         {"single_shape_not_ranked", result.single_shape},
                         {"attempts", attempts}});
  }
  nlohmann::json tiers = nlohmann::json::object();
  for (const auto& tier : entry.tiers) {
    tiers[tier.tier] = {{"workloads", tier.workloads},
                        {"workloads_attempted", tier.attempted},
                        {"workloads_correct", tier.correct},
                        {"fast_1", tier.fast_1},
                        {"geomean_speedup", or_null(tier.geomean)},
                        {"geomean_ci95", tier.geomean_ci ? nlohmann::json({tier.geomean_ci->low, tier.geomean_ci->high})
                                                         : nlohmann::json()}};
  }
  return {{"rank", entry.rank},
          {"agent",
           {{"label", entry.agent.label()},
            {"name", entry.agent.name},
            {"model", entry.agent.model},
            {"strategy", entry.agent.strategy},
            {"budget", entry.agent.budget}}},
          {"chip", entry.chip},
          {"workloads_attempted", entry.attempted},
          {"workloads_correct", entry.correct},
          {"correctness_rate", or_null(entry.correctness_rate)},
          {"generalizes", or_null(entry.generalization.rate())},
          {"generalization",
           {{"correct_at_public", entry.generalization.public_correct},
            {"correct_at_held_out", entry.generalization.held_out_correct},
            {"single_shape", entry.generalization.single_shape}}},
          {"fast_p", fast},
          {"geomean_speedup", or_null(entry.geomean)},
          {"geomean_ci95",
           entry.geomean_ci ? nlohmann::json({entry.geomean_ci->low, entry.geomean_ci->high}) : nlohmann::json()},
          {"median_roofline_percent", or_null(entry.median_roofline_percent)},
          {"tokens", or_null(entry.tokens)},
          {"wall_seconds", or_null(entry.wall_seconds)},
          {"beats_expert",
           {{"timed", entry.beats_expert.timed},
            {"estimated", entry.beats_expert.estimated},
            {"compared", entry.beats_expert.compared}}},
          {"tiers", tiers},
          {"workloads", workloads}};
}

}  // namespace

std::string speedup_label(const std::optional<double>& speedup, const std::optional<double>& low,
                          const std::optional<double>& high) {
  if (!speedup) return "-";
  char text[96];
  if (low && high) {
    std::snprintf(text, sizeof(text), "%.3fx [%.3f, %.3f]", *speedup, *low, *high);
  } else {
    std::snprintf(text, sizeof(text), "%.3fx", *speedup);
  }
  return text;
}

std::string expert_wins_label(const ranking::ExpertWins& wins) {
  if (wins.compared == 0) return "\u2014";
  return std::to_string(wins.timed) + " timed, " + std::to_string(wins.estimated) + " est. of " +
         std::to_string(wins.compared) + " compared";
}

std::string generalizes_label(const ranking::Generalization& g) {
  std::string out = "-";
  if (auto rate = g.rate()) {
    char text[64];
    std::snprintf(text, sizeof(text), "%.2f (%d of %d)", *rate, g.held_out_correct, g.public_correct);
    out = text;
  }
  if (g.single_shape) out += "; " + std::to_string(g.single_shape) + " .mlir not ranked";
  return out;
}

std::string single_shape_mark(int single_shape) {
  if (single_shape == 0) return "";
  return std::to_string(single_shape) + " .mlir kernel" + (single_shape == 1 ? "" : "s") +
         " not ranked (one shape: held-out shapes not checked)";
}

std::string percent_label(const std::optional<double>& fraction) {
  if (!fraction) return "-";
  char text[32];
  std::snprintf(text, sizeof(text), "%.1f%%", *fraction * 100);
  return text;
}

nlohmann::json leaderboard_attempt_json(const store::LeaderboardRow& row) {
  nlohmann::json verified;
  if (row.verified) {
    verified = {{"verdict_id", row.verified->verdict_id},
                {"status", row.verified->status},
                {"speedup", or_null(row.verified->speedup)},
                {"ci95", interval_json(row.verified->speedup_low, row.verified->speedup_high)}};
  }
  return {{"attempt_id", row.attempt_id},
          {"agent", ranking::agent_of(row).label()},
          {"chip", ranking::chip_of(row)},
          {"workload", row.workload},
          {"created_at", row.created_at},
          {"state", ranking::state_of(row)},
          {"status", row.own.status},
          {"speedup", or_null(row.own.speedup)},
          {"ci95", interval_json(row.own.speedup_low, row.own.speedup_high)},
          {"verified", verified}};
}

nlohmann::json leaderboard_json(const ranking::Leaderboard& board) {
  nlohmann::json agents = nlohmann::json::array(), failed = nlohmann::json::array(), hidden = nlohmann::json::array();
  for (const auto& entry : board.entries) agents.push_back(entry_json(entry));
  for (const auto& row : board.did_not_verify) {
    failed.push_back(leaderboard_attempt_json(row));
    failed.back()["note"] = row.verification_note;
  }
  for (const auto& row : board.hidden) {
    hidden.push_back(leaderboard_attempt_json(row));
    hidden.back()["why"] = row.hidden_why;
  }
  const ranking::LeaderboardOptions& options = board.options;
  return {{"schema", "jaxbench.leaderboard/1"},
          {"suite", options.suite},
          {"suite_workloads", options.suite_workloads},
          {"tiers", options.tiers},
          {"chip", or_null(options.chip)},
          {"bootstrap",
           {{"resamples", options.resamples},
            {"seed", options.seed},
            {"method",
             "percentile bootstrap of the geometric mean: std::mt19937_64(seed), index = draw % n, "
             "interval = sorted[floor(B*25/1000)], sorted[B-1-floor(B*25/1000)]"}}},
          {"ranking", "fast_p[1] descending, then geomean_speedup descending (null last), then correctness_rate"},
          {"geomean_floor", ranking::geomean_floor_rule()},
          {"agents", agents},
          {"did_not_verify", failed},
          {"hidden", hidden}};
}

}  // namespace jaxbench::report
