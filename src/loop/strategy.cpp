#include "loop/strategy.h"

#include <algorithm>
#include <random>

namespace jaxbench::loop {

namespace {

int64_t last_round(const std::vector<Step>& steps) {
  int64_t round = 0;
  for (const Step& step : steps) round = std::max(round, step.round);
  return round;
}

std::vector<PlannedStep> fresh(int64_t count) { return std::vector<PlannedStep>(std::max<int64_t>(count, 0)); }

// The parent of the next refinement: the best correct step, else the last one.
std::optional<int64_t> refine_parent(const std::vector<Step>& steps, bool has_target) {
  if (steps.empty()) return std::nullopt;
  std::optional<size_t> best = best_step(steps, has_target);
  return steps[best ? *best : steps.size() - 1].step;
}

class Refine : public Strategy {
 public:
  explicit Refine(bool has_target) : has_target_(has_target) {}
  std::vector<PlannedStep> next_round(const std::vector<Step>& steps, int64_t remaining) override {
    if (remaining < 1) return {};
    return {PlannedStep{refine_parent(steps, has_target_), std::nullopt}};
  }

 private:
  bool has_target_;
};

class Parallel : public Strategy {
 public:
  std::vector<PlannedStep> next_round(const std::vector<Step>& steps, int64_t remaining) override {
    return steps.empty() ? fresh(remaining) : std::vector<PlannedStep>{};
  }
};

class Beam : public Strategy {
 public:
  Beam(StrategySettings settings, bool has_target) : settings_(settings), has_target_(has_target) {}
  std::vector<PlannedStep> next_round(const std::vector<Step>& steps, int64_t remaining) override {
    if (steps.empty()) return fresh(std::min(settings_.width, remaining));
    if (last_round(steps) >= settings_.depth) return {};
    std::vector<size_t> order = ranked_steps(steps, has_target_);
    std::vector<PlannedStep> round;
    for (size_t rank = 0; rank < order.size() && rank < static_cast<size_t>(settings_.width); ++rank) {
      for (int64_t branch = 0; branch < settings_.branches; ++branch) {
        if (static_cast<int64_t>(round.size()) >= remaining) return round;
        round.push_back({steps[order[rank]].step, std::nullopt});
      }
    }
    return round;
  }

 private:
  StrategySettings settings_;
  bool has_target_;
};

// Starts, then one refinement a round of a parent drawn among the correct
// steps with weight = its key (a correct step without a key weighs as 1x).
class Evolve : public Strategy {
 public:
  Evolve(StrategySettings settings, uint64_t seed, bool has_target)
      : settings_(settings), seed_(seed), has_target_(has_target) {}
  std::vector<PlannedStep> next_round(const std::vector<Step>& steps, int64_t remaining) override {
    if (remaining < 1) return {};
    if (steps.empty()) return fresh(std::min(settings_.start, remaining));
    std::vector<int64_t> parents;
    std::vector<double> weights;
    for (const Step& step : steps) {
      Standing s = standing(step, has_target_);
      if (!s.correct) continue;
      parents.push_back(step.step);
      weights.push_back(std::max(s.key.value_or(1.0), 1e-6));
    }
    if (parents.empty()) return {PlannedStep{steps.back().step, std::nullopt}};
    // Seeded by the run's seed and how far it has come: the same draw on resume.
    std::mt19937_64 random(seed_ ^ (0x9e3779b97f4a7c15ULL * steps.size()));
    std::discrete_distribution<size_t> draw(weights.begin(), weights.end());
    return {PlannedStep{parents[draw(random)], std::nullopt}};
  }

 private:
  StrategySettings settings_;
  uint64_t seed_;
  bool has_target_;
};

class Search : public Strategy {
 public:
  explicit Search(std::vector<nlohmann::json> settings) : settings_(std::move(settings)) {}
  std::vector<PlannedStep> next_round(const std::vector<Step>& steps, int64_t remaining) override {
    if (!steps.empty()) return {};
    std::vector<PlannedStep> round;
    for (const nlohmann::json& setting : settings_) {
      if (static_cast<int64_t>(round.size()) >= remaining) break;
      round.push_back({std::nullopt, setting});
    }
    return round;
  }

 private:
  std::vector<nlohmann::json> settings_;
};

}  // namespace

std::unique_ptr<Strategy> make_strategy(const LoopConfig& config, std::vector<nlohmann::json> settings) {
  bool has_target = !config.target.empty();
  const std::string& name = config.strategy.name;
  if (name == "parallel") return std::make_unique<Parallel>();
  if (name == "beam") return std::make_unique<Beam>(config.strategy, has_target);
  if (name == "evolve") return std::make_unique<Evolve>(config.strategy, config.seed, has_target);
  if (name == "search") return std::make_unique<Search>(std::move(settings));
  return std::make_unique<Refine>(has_target);
}

int64_t planned_total(const LoopConfig& config, int64_t settings) {
  const StrategySettings& s = config.strategy;
  int64_t budget = config.budget.proposals;
  if (s.name == "beam") return std::min(budget, s.width + (s.depth - 1) * s.width * s.branches);
  if (s.name == "search") return std::min(budget, settings);
  return budget;
}

}  // namespace jaxbench::loop
