#include "preflight/preflight_inputs.h"

#include <chrono>

#include "core/error.h"
#include "preflight/kernel_operands.h"
#include "preflight/kernel_probe.h"
#include "runtime/session.h"
#include "runtime/signature.h"
#include "suite/runner.h"
#include "suite/suite_program.h"

namespace jaxbench::preflight {

struct PreflightInputs::State {
  std::string source;
  std::optional<suite::Manifest> manifest;  // judge
  std::vector<HostArray> arrays;            // given
  std::vector<std::string> names;
  // Made on first use: the host session and, for the judge, its inputs on it.
  std::unique_ptr<runtime::Session> host;
  std::vector<runtime::Buffer> buffers;
  std::string failure;  // why they could not be made
  bool made = false;

  void make() {
    if (made) return;
    made = true;
    try {
      host = std::make_unique<runtime::Session>(runtime::Session::open("cpu"));
      if (manifest) {
        suite::SuiteProgram inputs = suite::SuiteProgram::load(*host, *manifest, "inputs");
        buffers = suite::make_inputs(inputs, *manifest, *host, suite::kRunSeedHigh, suite::kRunSeedLow, 0);
      } else {
        for (const auto& a : arrays) buffers.push_back(host->client().to_device(a, host->device()));
      }
    } catch (const std::exception& error) {
      failure = one_line(error.what(), 300);
      buffers.clear();
    }
  }
};

PreflightInputs PreflightInputs::judge(const suite::Manifest& manifest) {
  PreflightInputs inputs;
  inputs.state_ = std::make_shared<State>();
  inputs.state_->source = "judge";
  inputs.state_->manifest = manifest;
  return inputs;
}

PreflightInputs PreflightInputs::given(std::vector<HostArray> arrays, std::vector<std::string> names) {
  PreflightInputs inputs;
  inputs.state_ = std::make_shared<State>();
  inputs.state_->source = "given";
  inputs.state_->arrays = std::move(arrays);
  inputs.state_->names = std::move(names);
  return inputs;
}

std::string PreflightInputs::source() const { return state_ ? state_->source : "none"; }

void PreflightInputs::check_given(const runtime::Program& module) const {
  if (!state_ || state_->source != "given") return;
  auto signature = runtime::parse_main_signature(module.code, module.name);
  if (!signature) {
    throw Error(module.name + " is bytecode: --input needs the module as text (.mlir) to check its parameters");
  }
  runtime::check_arguments(*signature, state_->arrays, state_->names);
}

KernelInputs PreflightInputs::kernel_inputs(const runtime::Program& module, const std::string& module_text) const {
  KernelInputs out;
  out.source = source();
  const std::string& text = module_text.empty() ? module.code : module_text;
  bool bytecode_only = module.is_bytecode() && module_text.empty();
  if (!state_ || bytecode_only || count_kernel_calls(text) == 0) {
    if (state_ && bytecode_only) {
      out.notes.push_back("the module is bytecode: its Pallas calls' operand values were not computed");
    }
    return out;
  }
  auto start = std::chrono::steady_clock::now();
  state_->make();
  if (!state_->failure.empty()) {
    out.notes.push_back("the inputs could not be made on the host (" + state_->failure + ")");
  } else {
    std::vector<const runtime::Buffer*> pointers;
    for (const auto& b : state_->buffers) pointers.push_back(&b);
    out = probe_kernel_inputs(*state_->host, text, pointers, state_->source);
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace jaxbench::preflight
