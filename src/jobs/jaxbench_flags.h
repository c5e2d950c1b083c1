// Google JAXBench's flags (`--tpu v5e|v6e|auto`, `--num-warmup N`,
// `--num-iters N`) mapped onto the judge's requests, once, for
// `jaxbench evaluate`, `jaxbench run` and serve's eval and run methods, so an
// agent written for JAXBench changes one command and nothing else.
//
// --tpu CHIP runs on the TPU plugin where this host has a TPU, at the full
// size (JAXBench's only shapes); with no TPU here it pre-flights the
// candidate for CHIP with libtpu (compiled, not run: the verdict's
// estimates) while correctness and timing run on the host plugin at the
// size asked (default small). --tpu auto keeps the request's own plugin.
// The judge's timing is adaptive (docs/verdict.md), so for eval
// --num-warmup and --num-iters have no meaning: they are accepted and said
// so; `run` samples exactly as they say.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "jobs/eval_request.h"
#include "measure/sampler.h"

namespace jaxbench::jobs {

struct JaxbenchFlags {
  std::string tpu = "auto";  // v5e | v6e | auto
  std::optional<int> num_warmup, num_iters;
  bool size_given = false;  // the caller chose a size itself (--size)
};

// The TPU generations --tpu accepts, as JAXBench does.
const std::vector<std::string>& jaxbench_tpu_choices();
// What --tpu accepts: those and "auto" (the request's own plugin).
std::vector<std::string> jaxbench_tpu_flag_values();

// Each returns the notes to say once (on stderr, or in serve's log): what a
// flag did, or that it has no meaning here. Throws jaxbench::Error for a
// --tpu outside jaxbench_tpu_choices().
std::vector<std::string> apply_jaxbench_flags(const JaxbenchFlags& flags, EvalRequest& request);
// For a reference timing (`run`, serve's run): its plugin, size and sampling.
std::vector<std::string> apply_jaxbench_flags(const JaxbenchFlags& flags, std::string& plugin, std::string& size,
                                              measure::SamplingOptions& sampling);

}  // namespace jaxbench::jobs
