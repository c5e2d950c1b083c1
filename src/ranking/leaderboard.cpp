#include "ranking/leaderboard.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

#include "core/json_values.h"

namespace jaxbench::ranking {

std::string AgentKey::label() const {
  std::string out;
  for (const std::string* part : {&name, &model, &strategy, &budget}) {
    if (part->empty()) continue;
    if (!out.empty()) out += " \u00b7 ";
    out += *part;
  }
  return out;
}

AgentKey agent_of(const store::LeaderboardRow& row) {
  // The run's agent names itself (serve --agent, optimize); else the proposer.
  AgentKey key{row.agent, row.model, row.strategy, row.budget};
  if (key.name.empty()) key.name = row.proposer;
  // A person's eval or serve carries no agent fields; name it by its command.
  if (key.name.empty()) key.name = row.command + " (no agent)";
  return key;
}

std::string chip_of(const store::LeaderboardRow& row) { return row.verified ? row.verified->chip : row.own.chip; }

std::string state_of(const store::LeaderboardRow& row) {
  if (row.hidden) return "hidden";
  if (!row.matches) return "unverified";
  return *row.matches ? "verified" : "did not verify";
}

bool counts(const store::LeaderboardRow& row) {
  return !row.hidden && row.matches.value_or(false) && row.verified && row.verified->status == "correct" &&
         held_out_state(row.verified->verdict_json) == HeldOutState::generalizes;
}

namespace {

// True when `a` is a better kernel than `b` (both count).
bool better(const store::LeaderboardRow& a, const store::LeaderboardRow& b) {
  const auto& sa = a.verified->speedup;
  const auto& sb = b.verified->speedup;
  if (sa.has_value() != sb.has_value()) return sa.has_value();
  if (sa && *sa != *sb) return *sa > *sb;
  return a.attempt_id < b.attempt_id;
}

// A verified speedup as the geomean counts it (leaderboard_stats.h): floored at the chip's roofline bound.
double geomean_contribution(const store::LeaderboardVerdict& verdict) {
  nlohmann::json document = nlohmann::json::parse(verdict.verdict_json, nullptr, false);
  return floored_speedup(*verdict.speedup, number_at(document, "/timing/reference/median_ms"),
                         number_at(document, "/roofline/bound_ms"));
}

// Sums and counts for one (agent, chip) from its workloads.
void summarize(LeaderboardEntry& entry, size_t suite_size, const LeaderboardOptions& options) {
  std::vector<double> speedups, rooflines;
  entry.attempted = static_cast<int>(entry.workloads.size());
  for (const WorkloadResult& result : entry.workloads) {
    for (const auto& row : result.attempts) {
      HeldOutState own = held_out_state(row.own.verdict_json);
      entry.generalization.public_correct += correct_at_public(own) ? 1 : 0;
      entry.generalization.held_out_correct += own == HeldOutState::generalizes ? 1 : 0;
      entry.generalization.single_shape += own == HeldOutState::single_shape ? 1 : 0;
      if (row.tokens) entry.tokens = entry.tokens.value_or(0) + *row.tokens;
      if (row.wall_seconds) entry.wall_seconds = entry.wall_seconds.value_or(0) + *row.wall_seconds;
    }
    if (!result.best) continue;
    ++entry.correct;
    const store::LeaderboardVerdict& verdict = *result.best->verified;
    if (verdict.speedup) {
      speedups.push_back(geomean_contribution(verdict));
      for (size_t p = 0; p < kFastThresholds.size(); ++p) {
        if (*verdict.speedup > kFastThresholds[p]) entry.fast_p[p] += 1;
      }
    }
    if (verdict.roofline_fraction) rooflines.push_back(*verdict.roofline_fraction * 100);
    if (result.expert) {
      ++entry.beats_expert.compared;
      if (result.expert->beats)
        ++(result.expert->estimated() ? entry.beats_expert.estimated : entry.beats_expert.timed);
    }
  }
  for (double& share : entry.fast_p) share = suite_size == 0 ? 0 : share / static_cast<double>(suite_size);
  if (entry.attempted > 0) entry.correctness_rate = static_cast<double>(entry.correct) / entry.attempted;
  entry.geomean = geometric_mean(speedups);
  entry.geomean_ci = bootstrap_geomean_interval(speedups, options.resamples, options.seed);
  entry.median_roofline_percent = median(rooflines);
}

// One tier's counts over the entry's workloads of that tier.
TierResult tier_result(const LeaderboardEntry& entry, const std::string& tier, const LeaderboardOptions& options) {
  TierResult out;
  out.tier = tier;
  for (const auto& [id, of] : options.tier_of) out.workloads += of == tier ? 1 : 0;
  std::vector<double> speedups;
  for (const WorkloadResult& result : entry.workloads) {
    auto found = options.tier_of.find(result.workload);
    if (found == options.tier_of.end() || found->second != tier) continue;
    ++out.attempted;
    if (!result.best) continue;
    ++out.correct;
    const store::LeaderboardVerdict& verdict = *result.best->verified;
    if (!verdict.speedup) continue;
    speedups.push_back(geomean_contribution(verdict));
    out.fast_1 += *verdict.speedup > 1 ? 1 : 0;
  }
  if (out.workloads > 0) out.fast_1 /= out.workloads;
  out.geomean = geometric_mean(speedups);
  out.geomean_ci = bootstrap_geomean_interval(speedups, options.resamples, options.seed);
  return out;
}

bool ranks_before(const LeaderboardEntry& a, const LeaderboardEntry& b) {
  if (a.fast_p[1] != b.fast_p[1]) return a.fast_p[1] > b.fast_p[1];
  if (a.geomean.has_value() != b.geomean.has_value()) return a.geomean.has_value();
  if (a.geomean && *a.geomean != *b.geomean) return *a.geomean > *b.geomean;
  double ra = a.correctness_rate.value_or(0), rb = b.correctness_rate.value_or(0);
  if (ra != rb) return ra > rb;
  return std::tie(a.agent.name, a.agent.model, a.agent.strategy, a.agent.budget, a.chip) <
         std::tie(b.agent.name, b.agent.model, b.agent.strategy, b.agent.budget, b.chip);
}

}  // namespace

Leaderboard build_leaderboard(const std::vector<store::LeaderboardRow>& rows, const LeaderboardOptions& options) {
  Leaderboard board;
  board.options = options;
  std::set<std::string> suite(options.suite_workloads.begin(), options.suite_workloads.end());
  // (agent, chip) -> workload -> its result; std::map keeps ids ascending.
  std::map<std::pair<AgentKey, std::string>, std::map<std::string, WorkloadResult>> groups;
  for (const auto& row : rows) {
    if (!suite.count(row.workload)) continue;
    std::string chip = chip_of(row);
    if (options.chip && chip != *options.chip) continue;
    if (row.matches) ++board.verifications;
    if (row.hidden) board.hidden.push_back(row);
    if (!row.hidden && row.matches == false) board.did_not_verify.push_back(row);
    WorkloadResult& result = groups[{agent_of(row), chip}][row.workload];
    result.workload = row.workload;
    result.attempts.push_back(row);
    if (counts(row) && (!result.best || better(row, *result.best))) result.best = row;
    bool verified_correct = !row.hidden && row.matches.value_or(false) && row.verified->status == "correct";
    if (verified_correct && held_out_state(row.verified->verdict_json) == HeldOutState::single_shape) {
      ++result.single_shape;
    }
  }
  for (auto& [key, workloads] : groups) {
    LeaderboardEntry entry;
    entry.agent = key.first;
    entry.chip = key.second;
    for (auto& [id, result] : workloads) {
      // Parsed once, here: every printer reads the struct, not the JSON.
      if (result.best) result.expert = expert_comparison(result.best->verified->verdict_json);
      entry.workloads.push_back(std::move(result));
    }
    summarize(entry, suite.size(), options);
    for (const std::string& tier : options.tiers) entry.tiers.push_back(tier_result(entry, tier, options));
    board.entries.push_back(std::move(entry));
  }
  std::stable_sort(board.entries.begin(), board.entries.end(), ranks_before);
  for (size_t i = 0; i < board.entries.size(); ++i) board.entries[i].rank = static_cast<int>(i) + 1;
  return board;
}

}  // namespace jaxbench::ranking
