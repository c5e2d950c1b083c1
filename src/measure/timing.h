// The timing protocol (DESIGN §4): warm both programs up until two
// consecutive windows agree, then take interleaved samples (reference and
// candidate, and the expert kernel when there is one, in a random order each
// round, so drift and position effects hit all of them)
// until the bootstrap 95% interval of the speedup is within ±1% or the time
// budget ends. Each sample is wall time from launch to the completion event.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "measure/statistics.h"
#include "runtime/executable.h"

namespace jaxbench::measure {

// How every time is taken, as results rows and verdicts record it
// (timing_method): wall clock from Execute to the completion event.
inline constexpr const char* kTimingMethod = "pjrt_wall_clock_to_completion_event";

struct TimingOptions {
  double budget_seconds = 10;      // whole protocol, warm-up included
  double target_halfwidth = 0.01;  // stop when the 95% interval is within ±1%
  double warmup_agreement = 0.02;  // consecutive warm-up windows within 2%
  int warmup_window = 5;           // runs per warm-up window
  double warmup_budget_share = 0.25;
  // Enough blocks for the block bootstrap to mean something: with 20 pairs
  // (2 blocks) a lucky narrow interval once stopped sampling and read a
  // program as 2% slower than itself.
  int min_pairs = 100;
  int max_pairs = 100000;
  int batch_pairs = 10;  // pairs between stopping checks
  int bootstrap_resamples = 1000;
  int bootstrap_block = 10;      // pairs resampled together (timing noise drifts)
  double same_halfwidth = 0.02;  // SAME needs an interval within ±2% of the estimate
  // Differences below this are not claimed: a program timed against itself
  // on the 2-core CPU reads up to ~1% off in a quarter of runs (measured with
  // the same executable in both roles), beyond what the interval admits.
  double noise_floor = 0.01;
  int hot_runs = 20;  // back-to-back launches for "hot" time
  uint64_t bootstrap_seed = 12345;
};

struct SpeedupInterval {
  double speedup = 0;            // median(reference) / median(candidate): > 1 means faster
  double low = 0, high = 0;      // 95%: the stopping rule's interval
  double low99 = 0, high99 = 0;  // 99%: the interval a class is claimed from
};

// What an interval says of the candidate against the other program: its
// 99% interval above 1 + the noise floor (FASTER), below 1 - it (SLOWER),
// narrow enough to call them equal (SAME), or none of these (UNSURE).
enum class TimingClass { unsure, faster, slower, same };
// "FASTER", "SLOWER", "SAME", "UNSURE": as verdicts and the store spell it.
const char* to_string(TimingClass klass);

// A third program timed in the same rounds (the workload's expert kernel,
// its pallas_tpu program): its samples and median(expert)/median(candidate),
// with the same bootstrap and class rule as the reference's.
struct ExpertTiming {
  Summary ms;
  SpeedupInterval interval;
  TimingClass klass = TimingClass::unsure;
  double hot_ms = 0;
};

struct TimingResult {
  Summary reference_ms, candidate_ms;
  std::optional<ExpertTiming> expert;
  SpeedupInterval interval;
  TimingClass klass = TimingClass::unsure;
  int pairs = 0;
  int warmup_runs = 0;
  bool warmed_up = false;       // windows agreed before the warm-up budget ran out
  bool reached_target = false;  // the interval shrank to the target width
  double reference_hot_ms = 0, candidate_hot_ms = 0;
  double seconds = 0;
};

using Launcher = std::function<runtime::Execution()>;

// With `expert`, each round times all three in a random order; sampling still
// stops on the reference's interval alone.
TimingResult compare_timing(const Launcher& reference, const Launcher& candidate, const TimingOptions& options,
                            const Launcher* expert = nullptr);

// Paired block bootstrap of median(reference)/median(candidate): resamples
// runs of `block` consecutive pairs, so a drift that hit both samples of a
// pair stays paired and slow drifts over many pairs widen the interval as
// they should (single-pair resampling assumed independent samples and gave
// intervals too narrow to trust).
SpeedupInterval bootstrap_speedup(const std::vector<double>& reference_ms, const std::vector<double>& candidate_ms,
                                  int resamples, uint64_t seed, int block = 1);

// On the 99% interval (sampling stops on the 95% one; a class is a claim,
// and a program timed against itself put 1.0 outside the 95% interval in
// 2 of 20 runs): FASTER if it lies above 1 + noise_floor, SLOWER if below
// 1 - noise_floor, SAME if it reaches [1 - floor, 1 + floor] and is within
// ±same_halfwidth of the estimate, UNSURE otherwise (too wide to tell).
TimingClass classify(const SpeedupInterval& interval, double same_halfwidth, double noise_floor = 0.0);

// The stopping check: the 95% interval is within ±target_halfwidth of the
// estimate and the 99% interval straddles neither 1 + noise_floor nor
// 1 - noise_floor (more samples could no longer change the class).
bool may_stop_sampling(const SpeedupInterval& interval, const TimingOptions& options);

// Median wall time of `runs` executions of one program, each awaited.
double median_run_ms(const Launcher& launch, int runs);
// Time of `runs` executions launched back to back, divided by `runs`.
double hot_ms(const Launcher& launch, int runs);

}  // namespace jaxbench::measure
