#include "judge/prepared_cases.h"

#include <algorithm>
#include <chrono>
#include <random>

#include "core/clock.h"
#include "judge/evaluate_module.h"
#include "suite/runner.h"

namespace jaxbench::judge {

namespace {

uint64_t tensor_bytes(const std::vector<suite::TensorInfo>& tensors) {
  uint64_t bytes = 0;
  for (const auto& tensor : tensors) {
    bytes += static_cast<uint64_t>(element_count(tensor.shape)) * byte_width(tensor.dtype);
  }
  return bytes;
}

PreparedCase prepare_case(const runtime::Session& session, const suite::Manifest& manifest,
                          const suite::SuiteProgram& inputs_program, const suite::SuiteProgram& reference,
                          const suite::SuiteProgram& truth, CaseResult planned) {
  PreparedCase prepared;
  prepared.result = std::move(planned);
  const CaseResult& r = prepared.result;
  prepared.inputs = suite::make_inputs(inputs_program, manifest, session, r.seed_high, r.seed_low, r.mode);
  prepared.reference_device = reference.execute(suite::pointers(prepared.inputs));
  prepared.truth_device = truth.execute(suite::pointers(prepared.inputs));
  prepared.reference_out = suite::to_host(prepared.reference_device);
  prepared.truth_out = suite::to_host(prepared.truth_device);
  for (size_t o = 0; o < std::min(prepared.reference_out.size(), prepared.truth_out.size()); ++o) {
    prepared.trusted.push_back(trusted_output(prepared.reference_out[o], prepared.truth_out[o]));
  }
  return prepared;
}

}  // namespace

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

uint64_t prepared_bytes(const suite::Manifest& manifest, int seeds) {
  uint64_t one_case = tensor_bytes(manifest.inputs) + tensor_bytes(manifest.outputs) +
                      tensor_bytes(manifest.truth_outputs.empty() ? manifest.outputs : manifest.truth_outputs);
  return one_case * plan_cases(manifest, seeds).size();
}

bool worth_preparing(const suite::Manifest& manifest, int seeds) {
  return prepared_bytes(manifest, seeds) <= kPreparedBytesLimit;
}

PreparedCases* PendingCases::wait() {
  if (!made_ && making_.valid()) {
    auto start = std::chrono::steady_clock::now();
    made_ = making_.get();
    waited_seconds_ = seconds_since(start);
  }
  return made_ ? &*made_ : nullptr;
}

PreparedCases prepare_cases(const runtime::Session& session, suite::ProgramCache& programs,
                            const suite::Manifest& manifest, int seeds) {
  auto start = std::chrono::steady_clock::now();
  PreparedCases prepared;
  try {
    const suite::SuiteProgram& inputs_program = programs.get(manifest, "inputs");
    const suite::SuiteProgram& reference = programs.get(manifest, "reference");
    const suite::SuiteProgram& truth = programs.get(manifest, "truth");
    std::vector<CaseResult> plan = plan_cases(manifest, seeds);
    auto drawn = secret_seeds(static_cast<int>(plan.size()));
    for (size_t c = 0; c < plan.size(); ++c) {
      std::tie(plan[c].seed_high, plan[c].seed_low) = drawn[c];
      prepared.cases.push_back(prepare_case(session, manifest, inputs_program, reference, truth, plan[c]));
    }
  } catch (const std::exception& error) {
    prepared.cases.clear();
    prepared.error = error.what();
  }
  prepared.seconds = seconds_since(start);
  return prepared;
}

}  // namespace jaxbench::judge
