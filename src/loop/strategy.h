// A strategy decides what to ask next from what one workload's steps came
// to. It is a pure function of those steps (and the run's seed), so a
// resumed run plans exactly what the killed one would have planned.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "loop/config.h"
#include "loop/standing.h"

namespace jaxbench::loop {

struct PlannedStep {
  std::optional<int64_t> parent_step;     // the step (its number) it refines; nullopt: a fresh start
  std::optional<nlohmann::json> setting;  // autotune's setting
};

class Strategy {
 public:
  virtual ~Strategy() = default;
  // The next round, at most `remaining` steps, given every step so far (all
  // final); empty when the strategy is done.
  virtual std::vector<PlannedStep> next_round(const std::vector<Step>& steps, int64_t remaining) = 0;
};

// `settings`: autotune's, for the search strategy (ignored by the others).
std::unique_ptr<Strategy> make_strategy(const LoopConfig& config, std::vector<nlohmann::json> settings = {});

// How many proposals a strategy makes at most with this budget (for ETAs and tests).
int64_t planned_total(const LoopConfig& config, int64_t settings = 0);

}  // namespace jaxbench::loop
