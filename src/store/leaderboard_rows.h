// What the leaderboard reads from the store: every candidate attempt (not a
// reference timing, not an attempt of a `verify` run) with its run, its own
// verdict, its latest verification and whether a mark hides it. The ranking
// itself is computed in report/leaderboard.h; this is only the join.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/database.h"

namespace jaxbench::store {

// The indexed columns of one verdict and its whole JSON document.
struct LeaderboardVerdict {
  int64_t verdict_id = 0;
  std::string status, chip, verdict_json;
  std::optional<std::string> klass;
  std::optional<double> speedup, speedup_low, speedup_high, roofline_fraction;
};

struct LeaderboardRow {
  int64_t attempt_id = 0, run_id = 0;
  std::string command, agent, model, strategy, budget;  // of the run
  std::string proposer, workload, size, candidate_path, created_at;
  std::optional<std::string> candidate_source, candidate_sha256;
  std::optional<int64_t> tokens;
  std::optional<double> wall_seconds;
  LeaderboardVerdict own;  // the attempt's latest verdict
  // The latest verification of this attempt (verifications.attempt_id is
  // the original attempt; its verdict_id is the re-judged verdict).
  std::optional<LeaderboardVerdict> verified;
  std::optional<bool> matches;
  std::string verification_note;
  // A marks row with hidden = 1 keeps the attempt out of the ranking.
  bool hidden = false;
  std::string hidden_why;
};

// Ordered by attempt id (the order they were judged).
std::vector<LeaderboardRow> leaderboard_rows(const Database& database);

}  // namespace jaxbench::store
