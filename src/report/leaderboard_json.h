// The leaderboard as JSON (schema "jaxbench.leaderboard/1", docs in
// README "Leaderboard") and as Markdown.
//
// {"schema": "jaxbench.leaderboard/1", "suite", "suite_workloads": [ids],
//  "chip": null | id, "bootstrap": {"resamples", "seed", "method"},
//  "ranking": the rule in words,
//  "agents": [{"rank", "agent": {"label", "name", "model", "strategy",
//      "budget"}, "chip", "workloads_attempted", "workloads_correct",
//      "correctness_rate", "fast_p": {"0", "1", "1.5", "2"},
//      "geomean_speedup", "geomean_ci95": [low, high] | null,
//      "median_roofline_percent", "tokens", "wall_seconds",
//      "beats_expert": {"timed": n, "estimated": m, "compared": k},
//      "workloads": [{"workload", "best": null | {"attempt_id",
//          "verdict_id", "status", "speedup", "ci95", "roofline_fraction",
//          "candidate_path", "original_speedup", "tpu_profile"},
//          "beats_expert": null | {"beats", "source", "speedup", "chip",
//              "class"}, "attempts": [attempt]}]}],
//  "did_not_verify": [attempt + "note"], "hidden": [attempt + "why"]}
// where attempt = {"attempt_id", "agent", "chip", "workload", "created_at",
// "state", "status", "speedup", "ci95", "verified": null | {"verdict_id",
// "status", "speedup", "ci95"}}. Missing numbers are null.
// A workload's "beats_expert" is its best kernel's comparison with the
// workload's expert Pallas kernel (ranking/expert_comparison.h): null when
// the workload has none or the verdict predates it; "source" "timed" or
// "estimate", "class" null for an estimate. An entry's "beats_expert"
// counts its workloads beaten, timed and estimated apart; "compared" is
// how many of its workloads had any comparison. A best kernel's
// "tpu_profile" is null, or its verdict's TPU profile and the reference's in
// short (report/leaderboard_profile.h: {"target", "kernel", "reference"},
// each null or {"seconds", "bottleneck", "reason", "mxu_utilisation"}).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "ranking/leaderboard.h"

namespace jaxbench::report {

nlohmann::json leaderboard_attempt_json(const store::LeaderboardRow& row);
nlohmann::json leaderboard_json(const ranking::Leaderboard& board);
std::string leaderboard_markdown(const ranking::Leaderboard& board);

// "1.234x [1.200, 1.260]", "1.234x", or "-".
std::string speedup_label(const std::optional<double>& speedup, const std::optional<double>& low,
                          const std::optional<double>& high);
// An entry's expert wins: "1 timed, 1 est. of 3 compared", or "\u2014"
// when none of its workloads had a comparison.
std::string expert_wins_label(const ranking::ExpertWins& wins);
// An entry's "generalizes": "0.67 (2 of 3)", with "; 1 .mlir not ranked"
// when it has single-shape kernels (ranking/held_out_state.h), or "-".
std::string generalizes_label(const ranking::Generalization& g);
// A workload's mark for its .mlir kernels: "" or "1 .mlir kernel not ranked (held-out shapes not checked)".
std::string single_shape_mark(int single_shape);
// "41.7%" or "-".
std::string percent_label(const std::optional<double>& fraction);

}  // namespace jaxbench::report
