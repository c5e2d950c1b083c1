#include "jobs/reference_profile.h"

#include "jobs/preflight_candidate.h"
#include "platform/plugin_locator.h"
#include "platform/registry.h"
#include "runtime/topology.h"

namespace jaxbench::jobs {

ReferenceProfile reference_tpu_profile(const suite::Manifest& manifest, const std::string& target) {
  try {
    CandidatePreflightOptions options;
    options.compile.plugin_path = platform::locate_plugin(platform::tpu_plugin_name()).path;
    options.compile.topology = runtime::topology_spec(target);
    std::optional<preflight::PreflightResult> row = preflight_reference(manifest, options);
    if (!row) return {nullptr, manifest.id + " has no reference program to pre-flight"};
    if (!row->ok()) return {nullptr, "the reference does not compile for " + target + ": " + row->message};
    if (!row->tpu_profile) return {nullptr, "the compiler left no bundles to profile for " + target};
    return {row->tpu_profile->to_json(), ""};
  } catch (const std::exception& error) {
    return {nullptr, std::string("no TPU profile of the reference: ") + error.what()};
  }
}

std::string reference_profile_text(const nlohmann::json& describe_result) {
  if (!describe_result.is_object() || !describe_result.contains("reference_tpu_profile")) return "";
  const nlohmann::json& profile = describe_result["reference_tpu_profile"];
  std::string target = describe_result.value("target", std::string("the target"));
  std::string heading = "The reference's TPU profile on " + target + " (estimated from its compiled bundles):\n";
  if (!profile.is_object()) {
    return heading + "(none: " + describe_result.value("reference_tpu_profile_note", std::string("not read")) + ")\n";
  }
  try {
    return heading + preflight::TpuProfile::from_json(profile).summary();
  } catch (const nlohmann::json::exception&) {
    return "";  // a profile of another format: the prompt goes without it
  }
}

}  // namespace jaxbench::jobs
