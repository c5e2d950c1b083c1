// Takes timing samples of one program: warm up until two consecutive
// warm-up times agree, then sample until a count or a time budget is
// reached. Each sample is wall time from launch to the completion event.
// (The judge's interleaved A/B protocol builds on this.)
#pragma once

#include <functional>
#include <vector>

namespace jaxbench::measure {

struct SamplingOptions {
  int min_warmup = 3;
  int max_warmup = 20;
  double warmup_agreement = 0.10;  // consecutive warm-ups within 10%
  int min_samples = 10;
  int max_samples = 50;
  double budget_seconds = 2.0;  // sampling stops after this, once min_samples are in
};

struct SampleSet {
  int warmups = 0;
  std::vector<double> ms;
};

// `run_once` launches one execution and waits for it.
SampleSet sample(const std::function<void()>& run_once, const SamplingOptions& options);

}  // namespace jaxbench::measure
