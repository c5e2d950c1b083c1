// The input values a pre-flight resolves its kernels' loops from
// (trip_counts.h): the judge's own inputs for a workload, or arrays given on
// the command line (`preflight --program F.mlir --input a.npy ...`).
//
// The judge's: the workload's inputs program run on the host's CPU plugin
// in timing mode (mode 0) with `jaxbench run`'s fixed seed, once per
// PreflightInputs and shared by every module of that workload (candidate,
// reference, expert kernel). The timing stage draws a secret seed per
// evaluation; its inputs come from the same distribution (same shapes, same
// length and page-table generator), so the counts are those of a timed run.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/host_array.h"
#include "runtime/client.h"
#include "suite/manifest.h"
#include "tpu_model/trip_counts.h"

namespace jaxbench::preflight {

class PreflightInputs {
 public:
  PreflightInputs() = default;  // none: kernels run with unknown operand values
  static PreflightInputs judge(const suite::Manifest& manifest);
  // Checked against each module's main before use (check_given). A nullopt
  // array is one left out (`--input -`): a probe that needs it says so in
  // a note and its kernel runs with unknown operand values.
  static PreflightInputs given(std::vector<std::optional<HostArray>> arrays, std::vector<std::string> names);

  std::string source() const;  // "judge", "given", "none"
  bool empty() const { return !state_; }

  // Throws jaxbench::Error, one line naming the parameter and both
  // signatures, when given arrays do not fit the main of `module_text` (the
  // module as printed text: candidate/module_text.h), or when there is no
  // text to check them against. An array whose file could not name its
  // one-byte type ('<V1') first takes its parameter's (adopt_argument_types).
  void check_given(const std::string& module_text, const std::string& module_name);

  // The kernels' operand values for `module` (its text; bytecode modules
  // and modules without a Pallas call get none, with a note). Never throws
  // for what the module holds; a host that cannot make the inputs leaves a
  // note instead.
  KernelInputs kernel_inputs(const runtime::Program& module, const std::string& module_text = "") const;

 private:
  struct State;
  std::shared_ptr<State> state_;
};

}  // namespace jaxbench::preflight
