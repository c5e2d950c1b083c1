// Stage 3: correctness. Secret seeds in the documented mode, then one fresh
// seed per adversarial mode. Made here, the candidate runs first on each
// input set, so memory left over from an earlier run never holds this case's
// answer; prepared ahead (prepared_cases.h), the set's answers stay allocated
// while the candidate runs, to the same end.
#include <algorithm>

#include "judge/prepared_cases.h"
#include "judge/stages.h"
#include "suite/runner.h"

namespace jaxbench::judge {

namespace {

std::vector<HostArray> run_candidate(Evaluation& e, const std::vector<runtime::Buffer>& inputs,
                                     const std::string& label) {
  process::WatchdogScope guard(e.options.watchdog, e.options.execution_timeout_s,
                               "the candidate's execution (" + label + ")");
  auto start = std::chrono::steady_clock::now();
  std::vector<HostArray> outputs = suite::to_host(e.candidate->execute(suite::pointers(inputs), e.session.device()));
  // The candidate's own runs (and their outputs' copies to the host): what the judge spends on it beside the checks.
  nlohmann::json& runs = e.verdict.phases_s["correctness_candidate_runs"];
  runs = (runs.is_number() ? runs.get<double>() : 0.0) + seconds_since(start);
  return outputs;
}

// Checks every output of one input set (`trusted`: the set's trusted side,
// when it was prepared ahead). False, with the verdict's status and message
// set, when the candidate returned the wrong number of outputs.
bool check_case(Evaluation& e, CaseResult& result, const std::vector<HostArray>& candidate_out,
                const std::vector<HostArray>& reference_out, const std::vector<HostArray>& truth_out,
                const std::vector<TrustedOutput>& trusted = {}) {
  Verdict& v = e.verdict;
  if (candidate_out.size() != reference_out.size()) {
    result.ok = false;
    v.status = kIncorrect;
    v.message = "the candidate returned " + std::to_string(candidate_out.size()) + " outputs; the reference returns " +
                std::to_string(reference_out.size());
    return false;
  }
  for (size_t o = 0; o < candidate_out.size(); ++o) {
    const HostArray &c = candidate_out[o], &r = reference_out[o], &t = truth_out[o];
    OutputCheck check = o < trusted.size() ? check_output(c, r, t, trusted[o], e.options.policy, o, result.label)
                                           : check_output(c, r, t, e.options.policy, o, result.label);
    result.ok = result.ok && check.ok;
    result.max_diff_vs_reference = std::max(result.max_diff_vs_reference, check.max_diff_vs_reference);
    result.outputs.push_back(check);
  }
  return true;
}

// Runs `body` (one input set's work); a failure while running is the
// verdict's runtime error (or oom), and false.
template <class Body>
bool guarded(Evaluation& e, const std::string& label, Body body) {
  Verdict& v = e.verdict;
  try {
    return body();
  } catch (const PjrtError& error) {
    v.status = status_for_pjrt(error, kRuntimeError);
    v.message = "the candidate failed while running (" + label + "): " + one_line(error.plugin_message(), 600);
  } catch (const std::exception& error) {
    v.status = kRuntimeError;
    v.message = std::string("running the candidate failed (") + label + "): " + error.what();
  }
  return false;
}

// One input set made here: the candidate runs first, then the reference and truth.
bool run_case(Evaluation& e, CaseResult& result) {
  return guarded(e, result.label, [&] {
    auto inputs =
        suite::make_inputs(*e.inputs_program, e.manifest, e.session, result.seed_high, result.seed_low, result.mode);
    std::vector<HostArray> candidate_out = run_candidate(e, inputs, result.label);
    auto reference_out = suite::to_host(e.reference->execute(suite::pointers(inputs)));
    auto truth_out = suite::to_host(e.truth->execute(suite::pointers(inputs)));
    return check_case(e, result, candidate_out, reference_out, truth_out);
  });
}

// One prepared input set (prepared_cases.h): the candidate's run and the
// check; the set's device buffers go once the candidate has run on it.
bool run_prepared_case(Evaluation& e, PreparedCase& prepared) {
  CaseResult& result = prepared.result;
  bool ran = guarded(e, result.label, [&] {
    std::vector<HostArray> candidate_out = run_candidate(e, prepared.inputs, result.label);
    return check_case(e, result, candidate_out, prepared.reference_out, prepared.truth_out, prepared.trusted);
  });
  prepared.inputs.clear();
  prepared.reference_device.clear();
  prepared.truth_device.clear();
  return ran;
}

bool run_cases_in_turn(Evaluation& e) {
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
  return true;
}

bool run_prepared_cases(Evaluation& e, PreparedCases& prepared) {
  for (PreparedCase& c : prepared.cases) {
    bool ran = run_prepared_case(e, c);
    e.verdict.cases.push_back(c.result);
    e.publish();
    if (!ran) return false;
  }
  return true;
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

bool check_correctness(Evaluation& e) {
  auto start = std::chrono::steady_clock::now();
  PreparedCases* prepared = e.options.prepared ? e.options.prepared->wait() : nullptr;
  bool use_prepared = prepared && prepared->error.empty() && !prepared->cases.empty();
  if (use_prepared) {
    e.verdict.phases_s["correctness_prepared"] = prepared->seconds;
    e.verdict.phases_s["correctness_prepared_wait"] = e.options.prepared->waited_seconds();
  }
  if (!(use_prepared ? run_prepared_cases(e, *prepared) : run_cases_in_turn(e))) return false;
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
