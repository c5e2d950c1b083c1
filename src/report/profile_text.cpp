#include "report/profile_text.h"

#include "core/indent.h"
#include "judge/preflight_report.h"

namespace jaxbench::report {

std::string candidate_profile_text(const nlohmann::json& verdict, const std::string& indent) {
  auto profile = judge::candidate_profile(verdict);
  if (!profile) return "";
  return indent_lines(profile->summary(), indent);
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

}  // namespace jaxbench::report
