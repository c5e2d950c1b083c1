#include "preflight/preflight_inputs.h"

#include <chrono>
#include <filesystem>
#include <map>

#include "core/clock.h"
#include "core/error.h"
#include "core/files.h"
#include "core/npy.h"
#include "core/sha256.h"
#include "platform/registry.h"
#include "preflight/kernel_operands.h"
#include "preflight/kernel_probe.h"
#include "preflight/mlir_text.h"
#include "preflight/preflight_cache.h"
#include "runtime/session.h"
#include "runtime/signature.h"
#include "suite/runner.h"
#include "suite/suite_program.h"

namespace jaxbench::preflight {

// The judge's inputs the cache keeps: small ones only (what bounds loops).
constexpr size_t kCachedInputBytes = 64ull << 20;

struct PreflightInputs::State {
  std::string source;
  std::optional<suite::Manifest> manifest;       // judge
  std::vector<std::optional<HostArray>> arrays;  // given (nullopt: left out)
  std::vector<std::string> names;
  // Made on first use: the host session and the arguments asked for so far.
  std::unique_ptr<runtime::Session> host;
  std::map<int, runtime::Buffer> made;

  const runtime::Session& session() {
    if (!host) host = std::make_unique<runtime::Session>(runtime::Session::open(platform::host_plugin_name()));
    return *host;
  }

  // The judge's inputs at `positions`: its inputs program with main cut to
  // return only those (the rest, caches and activations, is never made).
  void make_judge_inputs(const std::vector<int>& positions) {
    const runtime::Session& s = session();
    suite::ProgramSource source = suite::SuiteProgram::source(s, *manifest, "inputs");
    std::string cut = source.code.empty() || runtime::Program{source.code, ""}.is_bytecode()
                          ? ""
                          : keep_main_results(source.code, positions);
    bool all = cut.empty();
    if (!all) source.code = cut;
    suite::SuiteProgram program = suite::SuiteProgram::compile(s, source);
    HostArray seed(DType::kU32, {2});
    seed.data<uint32_t>()[0] = suite::kRunSeedHigh;
    seed.data<uint32_t>()[1] = suite::kRunSeedLow;
    HostArray mode(DType::kS32, {});  // mode 0: the timing inputs
    runtime::Buffer seed_buffer = s.client().to_device(seed, s.device());
    runtime::Buffer mode_buffer = s.client().to_device(mode, s.device());
    std::vector<runtime::Buffer> outputs = program.execute({&seed_buffer, &mode_buffer});
    for (size_t i = 0; i < positions.size(); ++i) {
      size_t from = all ? static_cast<size_t>(positions[i]) : i;
      if (from >= outputs.size()) throw Error("the inputs program made fewer arrays than the module takes");
      made.emplace(positions[i], std::move(outputs[from]));
    }
  }

  // Where the judge's input at `position` is kept between pre-flights: it is
  // a function of the inputs program, the seed and the mode alone.
  std::optional<std::string> cached_input_path(int position) const {
    auto cache = PreflightCache::open_default();
    auto program = manifest->artifacts.find("inputs.mlir");
    if (!cache || program == manifest->artifacts.end()) return std::nullopt;
    std::string key = program->second.sha256 + "|" + manifest->size + "|" + std::to_string(position) + "|" +
                      std::to_string(suite::kRunSeedHigh) + ":" + std::to_string(suite::kRunSeedLow) + "|0";
    return cache->folder() + "/judge-inputs/" + sha256_hex(key) + ".npy";
  }

  // The judge's inputs at `positions`, from the cache where it holds them;
  // those made are kept there when small (lengths, tables; not caches).
  void judge_inputs(const std::vector<int>& positions) {
    std::vector<int> to_make;
    for (int p : positions) {
      auto path = cached_input_path(p);
      if (path && file_exists(*path)) {
        made.emplace(p, session().client().to_device(read_npy(*path), session().device()));
      } else {
        to_make.push_back(p);
      }
    }
    if (to_make.empty()) return;
    make_judge_inputs(to_make);
    for (int p : to_make) {
      auto path = cached_input_path(p);
      HostArray array = made.at(p).to_host();
      if (!path || array.bytes.size() > kCachedInputBytes) continue;
      try {
        std::filesystem::create_directories(std::filesystem::path(*path).parent_path());
        write_npy(*path + ".tmp", array);
        std::filesystem::rename(*path + ".tmp", *path);
      } catch (const std::exception&) {
        // A cache that cannot be written only costs time.
      }
    }
  }

  std::vector<const runtime::Buffer*> arguments(const std::vector<int>& positions) {
    std::vector<int> missing;
    for (int p : positions) {
      if (!made.count(p)) missing.push_back(p);
    }
    if (!missing.empty() && manifest) judge_inputs(missing);
    for (int p : missing) {
      if (manifest || made.count(p)) continue;
      if (p < 0 || static_cast<size_t>(p) >= arrays.size()) throw Error("fewer --input arrays than main's arguments");
      const std::optional<HostArray>& array = arrays[static_cast<size_t>(p)];
      if (!array) throw Error("it needs main's argument " + std::to_string(p) + ", which --input left out ('-')");
      made.emplace(p, session().client().to_device(*array, session().device()));
    }
    std::vector<const runtime::Buffer*> out;
    for (int p : positions) out.push_back(&made.at(p));
    return out;
  }
};

PreflightInputs PreflightInputs::judge(const suite::Manifest& manifest) {
  PreflightInputs inputs;
  inputs.state_ = std::make_shared<State>();
  inputs.state_->source = "judge";
  inputs.state_->manifest = manifest;
  return inputs;
}

PreflightInputs PreflightInputs::given(std::vector<std::optional<HostArray>> arrays, std::vector<std::string> names) {
  PreflightInputs inputs;
  inputs.state_ = std::make_shared<State>();
  inputs.state_->source = "given";
  inputs.state_->arrays = std::move(arrays);
  inputs.state_->names = std::move(names);
  return inputs;
}

std::string PreflightInputs::source() const { return state_ ? state_->source : "none"; }

void PreflightInputs::check_given(const std::string& module_text, const std::string& module_name) {
  if (!state_ || state_->source != "given") return;
  auto signature = module_text.empty() ? std::nullopt : runtime::parse_main_signature(module_text, module_name);
  if (!signature) {
    throw Error(module_name + " could not be read as text, so --input cannot be checked against its parameters");
  }
  runtime::adopt_argument_types(*signature, state_->arrays);
  std::vector<std::optional<runtime::TensorSpec>> specs;
  for (const auto& array : state_->arrays) {
    specs.push_back(array ? std::optional<runtime::TensorSpec>(runtime::TensorSpec{array->dtype, array->shape})
                          : std::nullopt);
  }
  runtime::check_arguments(*signature, specs, state_->names);
}

KernelInputs PreflightInputs::kernel_inputs(const runtime::Program& module, const std::string& module_text) const {
  KernelInputs out;
  out.source = source();
  const std::string& text = module_text.empty() ? module.code : module_text;
  bool bytecode_only = module.is_bytecode() && module_text.empty();
  if (!state_) return out;
  if (bytecode_only) {
    if (text.find("tpu_custom_call") != std::string::npos) {
      out.notes.push_back("the module is bytecode: its Pallas calls' operand values were not computed");
    }
    return out;
  }
  auto start = std::chrono::steady_clock::now();
  State& state = *state_;
  ArgumentSource source = [&state](const std::vector<int>& positions) { return state.arguments(positions); };
  try {
    if (text.find("tpu_custom_call") != std::string::npos) {
      out = probe_kernel_inputs(state.session(), text, source, state.source);
    }
    // Kernels XLA makes itself (its ragged dot's) read main's integer arguments directly.
    out.arguments = integer_arguments(text, source);
    if (text.find("stablehlo.while(") != std::string::npos) {
      out.program_loops = probe_program_loops(state.session(), text, source);
    }
  } catch (const std::exception& error) {
    out.notes.push_back("the inputs could not be made on the host (" + one_line(error.what(), 300) + ")");
  }
  out.seconds = seconds_since(start);
  return out;
}

}  // namespace jaxbench::preflight
