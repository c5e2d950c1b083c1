#include "suite/suite_program.h"

#include <algorithm>
#include <cctype>
#include <chrono>

#include "core/clock.h"
#include "core/error.h"

namespace jaxbench::suite {

int platform_index(const std::vector<std::string>& platforms, const std::string& platform, const std::string& what) {
  for (size_t i = 0; i < platforms.size(); ++i) {
    if (platforms[i] == platform) return static_cast<int>(i);
  }
  std::string listed;
  for (const auto& p : platforms) listed += (listed.empty() ? "" : ", ") + p;
  throw Error(what + " was exported for " + listed + ", not for this plugin's platform '" + platform +
              "' (re-export it for that platform with tools/export)");
}

namespace {

struct MainSignature {
  size_t start = 0, end = 0;  // the signature line's span in the text
  std::string line;
};

MainSignature main_signature(const std::string& text, const std::string& what) {
  static const std::string kMain = "func.func public @main(";
  MainSignature main;
  main.start = text.find(kMain);
  main.end = main.start == std::string::npos ? main.start : text.find('\n', main.start);
  if (main.end == std::string::npos) throw Error(what + ": no single-line public @main signature to specialise");
  main.line = text.substr(main.start, main.end - main.start);
  return main;
}

// The text with main's signature line replaced by `line` (an argument
// removed) and that argument, `name`, defined as a constant opening the body.
std::string with_constant(const std::string& text, const MainSignature& main, const std::string& line,
                          const std::string& name, int value) {
  return text.substr(0, main.start) + line + "\n    " + name + " = stablehlo.constant dense<" + std::to_string(value) +
         "> : tensor<i32>" + text.substr(main.end);
}

bool is_value_name(const std::string& name) {
  if (name.size() < 2 || name[0] != '%') return false;
  return std::all_of(name.begin() + 1, name.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

}  // namespace

std::optional<runtime::MemoryStats> SuiteProgram::memory_stats() const {
  std::call_once(stats_->once, [this] { stats_->stats = executable_.program().memory_stats(); });
  return stats_->stats;
}

std::string specialise_platform(const std::string& text, int index, const std::string& what) {
  static const std::string kDeclaration = "%arg0: tensor<i32> {jax.global_constant = \"_platform_index\"}";
  MainSignature main = main_signature(text, what);
  std::string line = main.line;
  size_t at = line.find(kDeclaration);
  if (at == std::string::npos || line.back() != '{' || line.find(kDeclaration, at + 1) != std::string::npos) {
    throw Error(what +
                ": main's signature is not in the form jax.export writes for a multi-platform module "
                "(re-export it with tools/export)");
  }
  size_t length = kDeclaration.size();
  if (line.compare(at + length, 2, ", ") == 0) length += 2;
  line.erase(at, length);
  return with_constant(text, main, line, "%arg0", index);
}

std::string specialise_mode(const std::string& text, int mode, const std::string& what) {
  static const std::string kScalar = ": tensor<i32>";
  MainSignature main = main_signature(text, what);
  std::string line = main.line;
  size_t close = line.find(") -> ");
  size_t colon = close == std::string::npos || close < kScalar.size() ? std::string::npos : close - kScalar.size();
  size_t open = colon == std::string::npos ? std::string::npos : line.find_last_of("(,", colon);
  if (open == std::string::npos || line.back() != '{' || line.compare(colon, kScalar.size(), kScalar) != 0) {
    throw Error(what + ": main's last argument is not an s32 mode (re-export it with tools/export)");
  }
  std::string name = line.substr(open + 1, colon - open - 1);
  if (!name.empty() && name[0] == ' ') name.erase(0, 1);
  if (!is_value_name(name))
    throw Error(what + ": main's last argument is not an s32 mode (re-export it with tools/export)");
  // "(%mode: tensor<i32>)" leaves "()"; ", %mode: tensor<i32>)" leaves ")".
  size_t from = line[open] == ',' ? open : open + 1;
  line.erase(from, close - from);
  return with_constant(text, main, line, name, mode);
}

SuiteProgram SuiteProgram::load(const runtime::Session& session, const Manifest& manifest, const std::string& name) {
  return compile(session, source(session, manifest, name));
}

ProgramSource SuiteProgram::source(const runtime::Session& session, const Manifest& manifest, const std::string& name) {
  // A single-platform export for this platform (`reference.cpu.mlir`) is
  // preferred: it is what a candidate is compared with, compiled exactly as
  // JAX would compile it. Otherwise the multi-platform program is compiled
  // from its text, specialised to this platform.
  std::string platform_name = session.client().platform_name();
  std::string text_file = name + ".mlir", bytecode_file = name + ".mlirbc";
  if (manifest.has_artifact(name + "." + platform_name + ".mlirbc")) {
    text_file = name + "." + platform_name + ".mlir";
    bytecode_file = name + "." + platform_name + ".mlirbc";
  }
  // The text is compiled, the same form a candidate arrives in, so both go
  // through the same path into the compiler. The bytecode stays the fallback
  // for suites exported without text.
  ProgramSource source;
  source.file = manifest.has_artifact(text_file) ? text_file : bytecode_file;
  source.path = manifest.artifact_path(source.file);
  source.code = load_verified_artifact(manifest, source.file);
  const ArtifactInfo& info = manifest.artifacts.at(source.file);
  const auto& platforms = info.platforms.empty() ? manifest.platforms : info.platforms;
  std::string what = manifest.id + "/" + manifest.size + "/" + source.file;
  int index = platform_index(platforms, platform_name, what);
  if (info.platform_index_argument) source.code = specialise_platform(source.code, index, what);
  // Only their results are used, never their speed (timing runs the
  // reference and the candidate).
  if (name == "inputs" || name == "truth") source.overrides = platform::untimed_program_overrides(platform_name);
  return source;
}

std::string ProgramSource::store_key() const {
  std::string key = code;
  for (const auto& o : overrides) key += "\n// compiled with " + o.name + "=" + std::to_string(o.value);
  return key;
}

ProgramSource SuiteProgram::inputs_source(const runtime::Session& session, const Manifest& manifest, int mode) {
  ProgramSource source = SuiteProgram::source(session, manifest, "inputs");
  if (is_mlir_bytecode(source.code)) return source;
  source.code = specialise_mode(source.code, mode, manifest.id + "/" + manifest.size + "/" + source.file);
  source.mode = mode;
  return source;
}

SuiteProgram SuiteProgram::compile(const runtime::Session& session, const ProgramSource& source) {
  auto start = std::chrono::steady_clock::now();
  runtime::Executable executable =
      session.client().compile(runtime::Program{source.code, source.path, source.overrides});
  SuiteProgram program(session, std::move(executable), source);
  program.compile_seconds_ = seconds_since(start);
  return program;
}

SuiteProgram SuiteProgram::adopt(const runtime::Session& session, runtime::Executable executable,
                                 const ProgramSource& source, double seconds) {
  SuiteProgram program(session, std::move(executable), source);
  program.compile_seconds_ = seconds;
  program.from_cache_ = true;
  return program;
}

runtime::Execution SuiteProgram::execute_async(const std::vector<const runtime::Buffer*>& arguments) const {
  return executable_.execute_async(arguments, session_->device());
}

std::vector<runtime::Buffer> SuiteProgram::execute(const std::vector<const runtime::Buffer*>& arguments) const {
  runtime::Execution execution = execute_async(arguments);
  execution.await();
  return std::move(execution.outputs);
}

std::vector<runtime::Buffer> make_inputs(const SuiteProgram& inputs_program, const Manifest& manifest,
                                         const runtime::Session& session, uint32_t seed_high, uint32_t seed_low,
                                         int mode) {
  if (mode < 0 || mode >= static_cast<int>(manifest.modes.size())) {
    throw Error(manifest.id + " has modes 0.." + std::to_string(manifest.modes.size() - 1) + ", not " +
                std::to_string(mode));
  }
  HostArray seed(DType::kU32, {2});
  seed.data<uint32_t>()[0] = seed_high;
  seed.data<uint32_t>()[1] = seed_low;
  HostArray mode_value(DType::kS32, {});
  mode_value.set(0, mode);
  runtime::Buffer seed_buffer = session.client().to_device(seed, session.device());
  std::vector<runtime::Buffer> inputs;
  if (inputs_program.mode()) {
    if (*inputs_program.mode() != mode) {
      throw Error(manifest.id + ": this inputs program makes mode " + std::to_string(*inputs_program.mode()) +
                  " only, not mode " + std::to_string(mode));
    }
    inputs = inputs_program.execute({&seed_buffer});
  } else {
    runtime::Buffer mode_buffer = session.client().to_device(mode_value, session.device());
    inputs = inputs_program.execute({&seed_buffer, &mode_buffer});
  }
  if (inputs.size() != manifest.inputs.size()) {
    throw Error(manifest.id + ": inputs program made " + std::to_string(inputs.size()) +
                " arrays but the manifest lists " + std::to_string(manifest.inputs.size()));
  }
  for (size_t i = 0; i < inputs.size(); ++i) {
    runtime::TensorSpec got{inputs[i].dtype(), inputs[i].shape()};
    runtime::TensorSpec want{manifest.inputs[i].dtype, manifest.inputs[i].shape};
    if (!(got == want)) {
      throw Error(manifest.id + ": input " + std::to_string(i) + " is " + got.describe() + " but the manifest says " +
                  want.describe());
    }
  }
  return inputs;
}

std::vector<HostArray> to_host(const std::vector<runtime::Buffer>& buffers) {
  std::vector<HostArray> out;
  for (const auto& buffer : buffers) out.push_back(buffer.to_host());
  return out;
}

std::vector<const runtime::Buffer*> pointers(const std::vector<runtime::Buffer>& buffers) {
  std::vector<const runtime::Buffer*> out;
  for (const auto& buffer : buffers) out.push_back(&buffer);
  return out;
}

}  // namespace jaxbench::suite
