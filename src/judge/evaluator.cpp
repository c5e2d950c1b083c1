#include "judge/evaluator.h"

#include <chrono>
#include <cmath>
#include <random>

#include "platform/hardware.h"
#include "candidate/static_checks.h"
#include "suite/runner.h"
#include "suite/suite_program.h"

namespace jaxbench::judge {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// A program that does nothing but return its argument: its time is the
// plugin's dispatch overhead.
constexpr const char* kEmptyProgram = R"(module {
  func.func public @main(%x: tensor<f32>) -> tensor<f32> {
    return %x : tensor<f32>
  }
})";

std::string status_for_pjrt(const PjrtError& error, const char* otherwise) {
  return error.is_oom() ? kOom : otherwise;
}

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

// Runs the candidate executable on `inputs` under the watchdog.
std::vector<HostArray> run_candidate(const runtime::Session& session, const runtime::Executable& candidate,
                                     const std::vector<runtime::Buffer>& inputs, const EvalOptions& options,
                                     const std::string& label) {
  process::WatchdogScope guard(options.watchdog, options.execution_timeout_s, "the candidate's execution (" + label + ")");
  auto outputs = candidate.execute(suite::pointers(inputs), session.device());
  return suite::to_host(outputs);
}

}  // namespace

runtime::Signature reference_signature(const suite::Manifest& manifest) {
  runtime::Signature signature;
  for (const auto& input : manifest.inputs) signature.arguments.push_back({input.dtype, input.shape});
  for (const auto& output : manifest.outputs) signature.results.push_back({output.dtype, output.shape});
  return signature;
}

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

Verdict evaluate_module(const runtime::Session& session, const suite::Manifest& manifest,
                        const std::string& candidate_text, const EvalOptions& options, Verdict v) {
  v.workload = manifest.id;
  v.size = manifest.size;
  v.platform = session.client().platform_name();
  v.device_kind = session.device().kind();
  auto chip = platform::chip_for_device_kind(v.device_kind);
  v.chip = chip ? chip->name : v.device_kind;
  v.policy = options.policy;
  if (chip) v.peak_tflops = chip->bf16_tflops;

  // 1. Static checks.
  candidate::StaticCheckResult checks = candidate::check_candidate_module(candidate_text, reference_signature(manifest));
  v.custom_call_targets = checks.custom_call_targets;
  if (!checks.ok) {
    v.status = kRejected;
    v.rule = checks.rule;
    v.op = checks.op;
    v.message = checks.message;
    return v;
  }

  // 2. Compile: the suite's trusted programs, then the candidate.
  auto start = Clock::now();
  std::optional<suite::SuiteProgram> inputs_program, reference, truth;
  try {
    inputs_program.emplace(suite::SuiteProgram::load(session, manifest, "inputs"));
    reference.emplace(suite::SuiteProgram::load(session, manifest, "reference"));
    truth.emplace(suite::SuiteProgram::load(session, manifest, "truth"));
  } catch (const std::exception& error) {
    // The suite itself cannot run here: not the candidate's fault.
    v.status = kRuntimeError;
    v.message = std::string("the judge could not prepare the suite's programs: ") + error.what();
    return v;
  }
  std::optional<runtime::Executable> candidate;
  try {
    candidate.emplace(session.client().compile(runtime::Program{candidate_text, "candidate"}));
  } catch (const PjrtError& error) {
    v.status = status_for_pjrt(error, kCompileError);
    v.message = "the candidate does not compile: " + one_line(error.plugin_message(), 600);
    return v;
  }
  v.phases_s["compile"] = seconds_since(start);

  // 3. Correctness: secret seeds in the documented mode, then one fresh
  // seed per adversarial mode. The candidate runs first on each input set,
  // so memory left over from an earlier run never holds this case's answer.
  start = Clock::now();
  auto seeds = secret_seeds(options.seeds + static_cast<int>(manifest.modes.size()));
  std::vector<std::pair<std::string, int>> plan;
  for (int i = 0; i < options.seeds; ++i) plan.push_back({"seed " + std::to_string(i + 1), 0});
  for (size_t m = 1; m < manifest.modes.size(); ++m) plan.push_back({"mode " + manifest.modes[m], static_cast<int>(m)});

  for (size_t c = 0; c < plan.size(); ++c) {
    CaseResult result;
    result.label = plan[c].first;
    result.mode = plan[c].second;
    std::tie(result.seed_high, result.seed_low) = seeds[c];
    try {
      auto inputs =
          suite::make_inputs(*inputs_program, manifest, session, result.seed_high, result.seed_low, result.mode);
      auto candidate_out = run_candidate(session, *candidate, inputs, options, result.label);
      auto reference_out = suite::to_host(reference->execute(suite::pointers(inputs)));
      auto truth_out = suite::to_host(truth->execute(suite::pointers(inputs)));
      if (candidate_out.size() != reference_out.size()) {
        result.ok = false;
        v.status = kIncorrect;
        v.message = "the candidate returned " + std::to_string(candidate_out.size()) +
                    " outputs; the reference returns " + std::to_string(reference_out.size());
        v.cases.push_back(result);
        return v;
      }
      for (size_t o = 0; o < candidate_out.size(); ++o) {
        OutputCheck check =
            check_output(candidate_out[o], reference_out[o], truth_out[o], options.policy, o, result.label);
        result.ok = result.ok && check.ok;
        result.max_diff_vs_reference =
            std::max(result.max_diff_vs_reference, max_abs_difference(candidate_out[o], reference_out[o]));
        result.outputs.push_back(check);
      }
    } catch (const PjrtError& error) {
      v.status = status_for_pjrt(error, kRuntimeError);
      v.message = "the candidate failed while running (" + result.label + "): " + one_line(error.plugin_message(), 600);
      v.cases.push_back(result);
      return v;
    } catch (const std::exception& error) {
      v.status = kRuntimeError;
      v.message = std::string("running the candidate failed (") + result.label + "): " + error.what();
      v.cases.push_back(result);
      return v;
    }
    v.cases.push_back(result);
  }
  v.phases_s["correctness"] = seconds_since(start);
  for (const auto& c : v.cases) {
    for (const auto& o : c.outputs) {
      if (!o.ok) {
        v.status = kIncorrect;
        v.message = o.reason;
        return v;
      }
    }
  }
  v.status = kCorrect;
  v.message = "correct on " + std::to_string(v.cases.size()) + " input sets (" + std::to_string(options.seeds) +
              " secret seeds and " + std::to_string(manifest.modes.size() - 1) + " adversarial modes)";

  // 4. Timing, on one more fresh input set.
  Roofline roofline;
  roofline.flops = static_cast<double>(manifest.flops);
  roofline.bytes = static_cast<double>(manifest.bytes_accessed);
  roofline.flops_source = "manifest";
  auto cost = reference->executable().program().cost_analysis();
  if (cost.flops() && *cost.flops() > 0) {
    roofline.flops = *cost.flops();
    roofline.flops_source = "pjrt_cost_analysis";
  }
  if (chip) {
    roofline.bound_ms =
        1e3 * std::max(roofline.flops / (chip->bf16_tflops * 1e12), roofline.bytes / (chip->hbm_tbytes_per_s * 1e12));
  }
  if (!options.timing) {
    v.roofline = roofline;
    return v;
  }
  start = Clock::now();
  try {
    auto seed = secret_seeds(1)[0];
    auto inputs = suite::make_inputs(*inputs_program, manifest, session, seed.first, seed.second, 0);
    auto arguments = suite::pointers(inputs);
    measure::Launcher launch_reference = [&] { return reference->execute_async(arguments); };
    measure::Launcher launch_candidate = [&] { return candidate->execute_async(arguments, session.device()); };
    process::WatchdogScope guard(options.watchdog, options.timing_options.budget_seconds * 3 + options.execution_timeout_s,
                        "the timing protocol");
    v.timing = measure::compare_timing(launch_reference, launch_candidate, options.timing_options);

    auto empty = session.client().compile(runtime::Program{kEmptyProgram, "empty program"});
    HostArray zero(DType::kF32, {});
    auto scalar = session.client().to_device(zero, session.device());
    v.dispatch_overhead_ms = measure::median_run_ms([&] { return empty.execute_async({&scalar}, session.device()); }, 50);
    if (roofline.bound_ms && v.timing->candidate_ms.median < *roofline.bound_ms) {
      roofline.impossible = true;
      v.notes.push_back(
          "impossible: the candidate's median is below the roofline bound of this chip; the timing is "
          "not trusted and the result is never ranked");
    }
  } catch (const std::exception& error) {
    v.status = kRuntimeError;
    v.message = std::string("timing failed: ") + error.what();
  }
  v.roofline = roofline;
  v.phases_s["timing"] = seconds_since(start);
  if (v.timing && v.status == kCorrect) {
    char line[200];
    std::snprintf(line, sizeof(line), "; %s: %.3fx the reference (95%% CI %.3f-%.3f)", v.timing->klass.c_str(),
                  v.timing->interval.speedup, v.timing->interval.low, v.timing->interval.high);
    v.message += line;
  }
  return v;
}

}  // namespace jaxbench::judge
