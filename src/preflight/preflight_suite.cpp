#include "preflight/preflight_suite.h"

#include "core/status.h"
#include "platform/registry.h"
#include "suite/suite_program.h"

namespace jaxbench::preflight {

const std::vector<std::string>& suite_preflight_programs() {
  static const std::vector<std::string> kPrograms = {"reference", "pallas_tpu"};
  return kPrograms;
}

void add_suite_module(const suite::Manifest& manifest, const std::string& name, std::vector<PreflightModule>& modules,
                      std::vector<PreflightResult>& skipped) {
  std::string text_file = name + ".mlir", bytecode_file = name + ".mlirbc";
  if (manifest.has_artifact(name + ".tpu.mlirbc") || manifest.has_artifact(name + ".tpu.mlir")) {
    text_file = name + ".tpu.mlir";
    bytecode_file = name + ".tpu.mlirbc";
  }
  if (!manifest.has_artifact(text_file) && !manifest.has_artifact(bytecode_file)) return;
  // Bytecode parses faster; a multi-platform module must be text, to fix its
  // platform index (suite/suite_program.h).
  bool multi_platform = manifest.has_artifact(text_file) && manifest.artifacts.at(text_file).platform_index_argument;
  std::string file = (!multi_platform && manifest.has_artifact(bytecode_file)) ? bytecode_file : text_file;
  const suite::ArtifactInfo& info = manifest.artifacts.at(file);
  const auto& platforms = info.platforms.empty() ? manifest.platforms : info.platforms;
  PreflightModule module;
  module.label = manifest.id + "/" + manifest.size + "/" + file;
  module.path = manifest.artifact_path(file);
  int index = -1;
  for (size_t i = 0; i < platforms.size(); ++i) {
    if (platform::is_tpu(platforms[i])) index = static_cast<int>(i);
  }
  if (index < 0) {
    PreflightResult result;
    result.label = module.label;
    result.path = module.path;
    result.status = kSkipped;
    std::string listed;
    for (const auto& p : platforms) listed += (listed.empty() ? "" : ", ") + p;
    result.message = "exported for " + listed + ", not for tpu (re-export it with tools/export)";
    skipped.push_back(result);
    return;
  }
  std::string code = suite::load_verified_artifact(manifest, file);
  if (info.platform_index_argument) {
    code = suite::specialise_platform(code, index, module.label);
    module.note =
        "multi-platform module, compiled with its platform index fixed to tpu (" + std::to_string(index) + ")";
  }
  module.program = runtime::Program{code, module.path};
  // Its Pallas calls' operands are probed from text (preflight_inputs.h).
  bool has_kernel = false;
  for (const auto& target : info.custom_call_targets) has_kernel |= target == "tpu_custom_call";
  if (has_kernel && module.program.is_bytecode() && manifest.has_artifact(text_file)) {
    module.text = suite::load_verified_artifact(manifest, text_file);
  }
  modules.push_back(std::move(module));
}

}  // namespace jaxbench::preflight
