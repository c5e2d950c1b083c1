#include "jobs/jaxbench_flags.h"

#include <algorithm>

#include "core/error.h"
#include "platform/plugin_locator.h"
#include "platform/registry.h"

namespace jaxbench::jobs {

namespace {

void check_tpu(const std::string& tpu) {
  const auto& choices = jaxbench_tpu_choices();
  if (tpu == "auto" || std::find(choices.begin(), choices.end(), tpu) != choices.end()) return;
  std::string listed;
  for (const auto& choice : choices) listed += choice + ", ";
  throw Error("--tpu " + tpu + ": not a TPU JAXBench targets; use " + listed + "or auto");
}

// Whether the TPU plugin has a device on this host (never throws: no libtpu
// installed reads as no TPU).
bool tpu_here() {
  try {
    return platform::tpu_device_present();
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace

const std::vector<std::string>& jaxbench_tpu_choices() { return platform::jaxbench_tpu_generations(); }

std::vector<std::string> jaxbench_tpu_flag_values() {
  std::vector<std::string> values = jaxbench_tpu_choices();
  values.push_back("auto");
  return values;
}

std::vector<std::string> apply_jaxbench_flags(const JaxbenchFlags& flags, EvalRequest& request) {
  check_tpu(flags.tpu);
  std::vector<std::string> notes;
  if (flags.tpu != "auto") {
    if (tpu_here()) {
      request.plugin = platform::tpu_plugin_name();
      if (!flags.size_given) request.size = "full";
    } else {
      request.target = flags.tpu;
      notes.push_back("--tpu " + flags.tpu + ": no TPU on this host, so the kernel is compiled for " + flags.tpu +
                      " with libtpu and its time estimated (the verdict's preflight), while correctness and "
                      "timing run on the " +
                      std::string(platform::host_plugin_name()) + " plugin at size " + request.size);
    }
  }
  if (flags.num_warmup || flags.num_iters) {
    notes.push_back(
        "--num-warmup/--num-iters: accepted, not used: the judge warms up until two windows agree and samples "
        "until the speedup's 95% interval is within +-1% or --budget seconds pass (docs/verdict.md)");
  }
  return notes;
}

std::vector<std::string> apply_jaxbench_flags(const JaxbenchFlags& flags, std::string& plugin, std::string& size,
                                              measure::SamplingOptions& sampling) {
  check_tpu(flags.tpu);
  std::vector<std::string> notes;
  if (flags.tpu != "auto") {
    if (tpu_here()) {
      plugin = platform::tpu_plugin_name();
      if (!flags.size_given) size = "full";
    } else {
      notes.push_back("--tpu " + flags.tpu + ": no TPU on this host; timed on the " +
                      std::string(platform::host_plugin_name()) + " plugin (jaxbench preflight --target " + flags.tpu +
                      " estimates the TPU's time)");
    }
  }
  if (flags.num_warmup) {
    sampling.min_warmup = std::max(1, *flags.num_warmup);
    sampling.max_warmup = std::max(sampling.max_warmup, sampling.min_warmup);
  }
  if (flags.num_iters) {
    sampling.max_samples = std::max(1, *flags.num_iters);
    sampling.min_samples = std::min(sampling.min_samples, sampling.max_samples);
  }
  return notes;
}

}  // namespace jaxbench::jobs
