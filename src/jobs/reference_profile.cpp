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

}  // namespace jaxbench::jobs
