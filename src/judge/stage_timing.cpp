// Stage 5: the timing protocol (measure/timing.h) on one more fresh input
// set, the plugin's dispatch overhead, and the roofline's verdict on it.
#include "core/strings.h"
#include "judge/stages.h"

namespace jaxbench::judge {

namespace {

// A program that does nothing but return its argument: its time is the
// plugin's dispatch overhead.
constexpr const char* kEmptyProgram = R"(module {
  func.func public @main(%x: tensor<f32>) -> tensor<f32> {
    return %x : tensor<f32>
  }
})";

// The expert's launcher after one trial run: an expert that cannot run on
// these inputs (an --expert module of another signature) is dropped with a
// note before timing starts, so its failure is never the candidate's.
std::optional<measure::Launcher> runnable_expert(Evaluation& e, const std::vector<const runtime::Buffer*>& arguments) {
  std::optional<measure::Launcher> launch = expert_launcher(e, arguments);
  if (!launch) return launch;
  try {
    (*launch)().await();
    return launch;
  } catch (const std::exception& error) {
    e.verdict.notes.push_back(
        "the expert kernel " + e.verdict.expert_program +
        " is not timed: it failed to run on the workload's inputs: " + one_line(error.what(), 300));
    e.verdict.expert_program.clear();
    return std::nullopt;
  }
}

void time_candidate(Evaluation& e) {
  Verdict& v = e.verdict;
  const runtime::Session& session = e.session;
  auto seed = secret_seeds(1)[0];
  auto inputs = suite::make_inputs(*e.inputs_program, e.manifest, session, seed.first, seed.second, 0);
  auto arguments = suite::pointers(inputs);
  measure::Launcher launch_reference = [&] { return e.reference->execute_async(arguments); };
  measure::Launcher launch_candidate = [&] { return e.candidate->execute_async(arguments, session.device()); };
  process::WatchdogScope guard(e.options.watchdog,
                               e.options.timing_options.budget_seconds * 3 + e.options.execution_timeout_s,
                               "the timing protocol");
  std::optional<measure::Launcher> launch_expert = runnable_expert(e, arguments);
  v.timing = measure::compare_timing(launch_reference, launch_candidate, e.options.timing_options,
                                     launch_expert ? &*launch_expert : nullptr);

  auto empty = session.client().compile(runtime::Program{kEmptyProgram, "empty program"});
  HostArray zero(DType::kF32, {});
  auto scalar = session.client().to_device(zero, session.device());
  v.dispatch_overhead_ms = measure::median_run_ms([&] { return empty.execute_async({&scalar}, session.device()); }, 50);
  // The roofline bound is the chip's floor for this work: a median below it is suspicious.
  auto suspicion = e.chip ? below_floor(kMeasured, *e.chip, v.timing->candidate_ms.median / 1e3, v.roofline->flops,
                                        v.roofline->bytes)
                          : std::nullopt;
  if (suspicion) {
    v.roofline->impossible = true;
    v.suspicions.push_back(*suspicion);
    v.notes.push_back("suspicious: " + suspicion->reason() +
                      "; the timing is not trusted and the kernel is not ranked until a re-judge clears it");
  }
}

}  // namespace

bool measure_timing(Evaluation& e) {
  auto start = std::chrono::steady_clock::now();
  Verdict& v = e.verdict;
  try {
    time_candidate(e);
  } catch (const std::exception& error) {
    v.status = kRuntimeError;
    v.message = std::string("timing failed: ") + error.what();
  }
  v.phases_s["timing"] = seconds_since(start);
  if (v.timing && v.status == kCorrect) v.message += timing_message(*v.timing);
  return true;
}

}  // namespace jaxbench::judge
