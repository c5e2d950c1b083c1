// What the leaderboard reads from the store: every candidate attempt (not a
// reference timing, not an attempt of a `verify` run) with its run, its own
// verdict, its latest verification and whether a mark hides it. The ranking
// itself is computed in ranking/leaderboard.h; this is only the join.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/attempt_rows.h"
#include "store/database.h"

namespace jaxbench::store {

using LeaderboardVerdict = VerdictColumns;

// The run's command, agent, model, strategy and budget; the attempt's
// proposer, workload, size, candidate and when it was recorded.
struct LeaderboardRow : RunColumns, AttemptColumns {
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
