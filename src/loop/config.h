// What one `jaxbench optimize` run was asked to do. It is stored with the
// run (store/loop_records.h) as JSON, so `--resume RUN` continues the run as
// it was started, whatever the resuming command line says.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "agent/proposer.h"
#include "judge/seeds.h"

namespace jaxbench::loop {

// A strategy and its shape. refine: one proposal a round, each prompt with
// the verdicts so far; parallel: every proposal at once, independent; beam:
// `width` starts, then for `depth - 1` rounds the best `width` each get
// `branches` refinements; evolve: `start` starts, then one refinement a round
// of a parent drawn from the correct ones, weighted by speedup; search: the
// autotuner's settings (with --proposer autotune, the only strategy it takes).
struct StrategySettings {
  std::string name = "refine";
  int64_t width = 2, branches = 2, depth = 3, start = 4;
};
const std::vector<std::string>& strategy_names();

// Per workload: proposals; tokens (prompt + completion); and wall seconds
// of this invocation (a resumed run starts its clock afresh).
struct Budget {
  int64_t proposals = 10;
  std::optional<int64_t> tokens;
  std::optional<double> seconds;
};

struct LoopConfig {
  std::vector<std::string> workloads;  // full ids, in the order worked on
  std::string size = "small";
  std::string proposer;                       // openai:MODEL, command:CMD or autotune
  std::optional<std::string> template_path;   // autotune: one template for every workload
  agent::ProposerSettings proposer_settings;  // never holds the API key
  StrategySettings strategy;
  Budget budget;
  std::string target;  // a TPU generation for the pre-flight, "" for none
  double timing_budget_s = 5;
  int64_t seeds = judge::kFewestSeeds;  // the judge's own default
  uint64_t seed = 1;                    // drives evolve's draws and autotune's random settings
  std::string prompt_template = "prompts/refine.md";
  int64_t jobs = 1;     // proposals in flight at once
  int64_t confirm = 3;  // the best correct candidates re-judged before a best is reported (confirm.h); 0 = none
  std::string agent, model;
};

nlohmann::json config_json(const LoopConfig& config);
// Throws jaxbench::Error naming the field when the stored JSON lacks one.
LoopConfig config_from_json(const nlohmann::json& document);
// For the store's runs.strategy and runs.budget: "beam 2x2x3", "10 proposals, 600 s".
std::string strategy_label(const LoopConfig& config);
std::string budget_label(const Budget& budget);
// Throws jaxbench::Error (one line, the flag and the fix) for a shape that
// cannot run: a zero width, autotune with another strategy, ...
void check_config(const LoopConfig& config);

}  // namespace jaxbench::loop
