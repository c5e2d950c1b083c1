// Stage 3: correctness. Secret seeds in the documented mode, then one fresh
// seed per adversarial mode. The candidate runs first on each input set, so
// memory left over from an earlier run never holds this case's answer.
#include <cmath>
#include <random>

#include "judge/evaluation.h"
#include "suite/runner.h"

namespace jaxbench::judge {

namespace {

double max_abs_difference(const HostArray& a, const HostArray& b) {
  if (a.shape != b.shape) return INFINITY;
  double worst = 0;
  for (int64_t i = 0; i < a.size(); ++i) {
    double d = std::fabs(a.get(i) - b.get(i));
    if (std::isnan(d)) return INFINITY;
    worst = std::max(worst, d);
  }
  return worst;
}

// The input sets, in the order they run: each case's label and mode.
std::vector<CaseResult> plan_cases(const suite::Manifest& manifest, int seeds) {
  std::vector<CaseResult> plan;
  auto add = [&](std::string label, int mode) {
    plan.emplace_back();
    plan.back().label = std::move(label);
    plan.back().mode = mode;
  };
  for (int i = 0; i < seeds; ++i) add("seed " + std::to_string(i + 1), 0);
  for (size_t m = 1; m < manifest.modes.size(); ++m) add("mode " + manifest.modes[m], static_cast<int>(m));
  return plan;
}

// Runs the candidate, then the reference and truth, on one input set and
// checks every output. False, with the verdict's status and message set,
// when the candidate could not run or returned the wrong number of outputs.
bool run_case(Evaluation& e, CaseResult& result) {
  Verdict& v = e.verdict;
  try {
    auto inputs =
        suite::make_inputs(*e.inputs_program, e.manifest, e.session, result.seed_high, result.seed_low, result.mode);
    std::vector<HostArray> candidate_out;
    {
      process::WatchdogScope guard(e.options.watchdog, e.options.execution_timeout_s,
                                   "the candidate's execution (" + result.label + ")");
      candidate_out = suite::to_host(e.candidate->execute(suite::pointers(inputs), e.session.device()));
    }
    auto reference_out = suite::to_host(e.reference->execute(suite::pointers(inputs)));
    auto truth_out = suite::to_host(e.truth->execute(suite::pointers(inputs)));
    if (candidate_out.size() != reference_out.size()) {
      result.ok = false;
      v.status = kIncorrect;
      v.message = "the candidate returned " + std::to_string(candidate_out.size()) +
                  " outputs; the reference returns " + std::to_string(reference_out.size());
      return false;
    }
    for (size_t o = 0; o < candidate_out.size(); ++o) {
      OutputCheck check =
          check_output(candidate_out[o], reference_out[o], truth_out[o], e.options.policy, o, result.label);
      result.ok = result.ok && check.ok;
      result.max_diff_vs_reference =
          std::max(result.max_diff_vs_reference, max_abs_difference(candidate_out[o], reference_out[o]));
      result.outputs.push_back(check);
    }
    return true;
  } catch (const PjrtError& error) {
    v.status = status_for_pjrt(error, kRuntimeError);
    v.message = "the candidate failed while running (" + result.label + "): " + one_line(error.plugin_message(), 600);
  } catch (const std::exception& error) {
    v.status = kRuntimeError;
    v.message = std::string("running the candidate failed (") + result.label + "): " + error.what();
  }
  return false;
}

const OutputCheck* first_failed_output(const std::vector<CaseResult>& cases) {
  for (const auto& c : cases) {
    for (const auto& o : c.outputs) {
      if (!o.ok) return &o;
    }
  }
  return nullptr;
}

}  // namespace

std::vector<std::pair<uint32_t, uint32_t>> secret_seeds(int count) {
  std::random_device device;
  std::vector<std::pair<uint32_t, uint32_t>> seeds;
  while (static_cast<int>(seeds.size()) < count) {
    std::pair<uint32_t, uint32_t> seed{device(), device()};
    if (seed == std::make_pair(suite::kRunSeedHigh, suite::kRunSeedLow)) continue;
    seeds.push_back(seed);
  }
  return seeds;
}

bool check_correctness(Evaluation& e) {
  auto start = std::chrono::steady_clock::now();
  std::vector<CaseResult> plan = plan_cases(e.manifest, e.options.seeds);
  auto seeds = secret_seeds(static_cast<int>(plan.size()));
  for (size_t c = 0; c < plan.size(); ++c) {
    CaseResult& result = plan[c];
    std::tie(result.seed_high, result.seed_low) = seeds[c];
    bool ran = run_case(e, result);
    e.verdict.cases.push_back(result);
    e.publish();  // between executions: the watchdog's timeout verdict shows the cases run so far
    if (!ran) return false;
  }
  e.verdict.phases_s["correctness"] = seconds_since(start);
  if (const OutputCheck* failed = first_failed_output(e.verdict.cases)) {
    e.verdict.status = kIncorrect;
    e.verdict.message = failed->reason;
    return false;
  }
  e.verdict.status = kCorrect;
  e.verdict.message = correct_message(e.manifest, e.options.seeds, e.verdict.cases.size());
  return true;
}

}  // namespace jaxbench::judge
