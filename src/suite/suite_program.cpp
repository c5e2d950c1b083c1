#include "suite/suite_program.h"

#include <chrono>

#include "runtime/error.h"

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

SuiteProgram SuiteProgram::load(const runtime::Session& session, const Manifest& manifest, const std::string& name) {
  std::string file = manifest.has_artifact(name + ".mlirbc") ? name + ".mlirbc" : name + ".mlir";
  std::string code = load_verified_artifact(manifest, file);
  const ArtifactInfo& info = manifest.artifacts.at(file);
  std::string platform = session.client().platform_name();
  const auto& platforms = info.platforms.empty() ? manifest.platforms : info.platforms;
  int index = platform_index(platforms, platform, manifest.id + "/" + manifest.size + "/" + file);

  auto start = std::chrono::steady_clock::now();
  runtime::Executable executable = session.client().compile(runtime::Program{code, manifest.artifact_path(file)});
  SuiteProgram program(session, std::move(executable), file);
  program.compile_seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (info.platform_index_argument) {
    HostArray value(DType::kS32, {});
    value.set(0, index);
    program.platform_index_ = session.client().to_device(value, session.device());
  }
  return program;
}

runtime::Execution SuiteProgram::execute_async(const std::vector<const runtime::Buffer*>& arguments) const {
  if (!platform_index_) return executable_.execute_async(arguments, session_->device());
  std::vector<const runtime::Buffer*> all;
  all.reserve(arguments.size() + 1);
  all.push_back(&*platform_index_);
  all.insert(all.end(), arguments.begin(), arguments.end());
  return executable_.execute_async(all, session_->device());
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
  runtime::Buffer mode_buffer = session.client().to_device(mode_value, session.device());
  std::vector<runtime::Buffer> inputs = inputs_program.execute({&seed_buffer, &mode_buffer});
  if (inputs.size() != manifest.inputs.size()) {
    throw Error(manifest.id + ": inputs program made " + std::to_string(inputs.size()) + " arrays but the manifest lists " +
                std::to_string(manifest.inputs.size()));
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
