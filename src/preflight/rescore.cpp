#include "preflight/rescore.h"

#include <filesystem>
#include <map>

#include "core/error.h"
#include "core/files.h"
#include "estimate/tpu_estimate.h"
#include "estimate/tpu_profile.h"
#include "platform/registry.h"
#include "preflight/preflight_worker.h"
#include "tpu_model/dump_reader.h"

namespace jaxbench::preflight {

namespace {

// The generation a kept worker result was compiled for ("v6e:2x2" -> "v6e");
// a module's row names none: the default.
std::string result_generation(const nlohmann::json& result) {
  std::string target = platform::default_tpu_target();
  if (result.contains("target") && result.at("target").is_object()) {
    target = result.at("target").value("target", target);
  }
  return target.substr(0, target.find(':'));
}

}  // namespace

KeptPreflight kept_folder(const std::string& dir) {
  namespace fs = std::filesystem;
  KeptPreflight kept{(fs::path(dir) / kDumpFolder).string(), (fs::path(dir) / kWorkerResultFile).string(), ""};
  if (!fs::is_directory(kept.dump_dir) || !fs::is_regular_file(kept.result_file)) {
    throw Error("--rescore " + dir + ": not a kept pre-flight (it needs " + kDumpFolder + "/ and " + kWorkerResultFile +
                "; JAXBENCH_KEEP_TPU_DUMPS=DIR keeps them, one folder per module)");
  }
  if (fs::is_regular_file(fs::path(dir) / kKernelInputsFile))
    kept.inputs_file = (fs::path(dir) / kKernelInputsFile).string();
  return kept;
}

nlohmann::json rescore(const KeptPreflight& kept, bool with_profile) {
  nlohmann::json result = nlohmann::json::parse(read_file(kept.result_file), nullptr, false);
  if (!result.is_object()) throw Error(kept.result_file + " is not a JSON object (a worker result or a module row)");
  std::string target = result_generation(result);
  if (result.contains("result")) result = result.at("result");
  auto cost = result.value("cost", nlohmann::json::object()).get<std::map<std::string, double>>();
  KernelInputs inputs;
  if (!kept.inputs_file.empty()) inputs = KernelInputs::from_json(nlohmann::json::parse(read_file(kept.inputs_file)));
  auto estimate = estimate_from_dump(target, kept.dump_dir, cost, inputs);
  nlohmann::json out = estimate ? estimate->to_json() : nlohmann::json(nullptr);
  if (!with_profile) return out;
  nlohmann::json profile = estimate ? profile_from_dump(target, kept.dump_dir, *estimate, cost).to_json() : nullptr;
  return {{"tpu_estimate", out}, {"tpu_profile", profile}};
}

}  // namespace jaxbench::preflight
