// The TPU profile's short text, as a verdict's text and the loop's prompts
// show it: the candidate's (from a verdict's JSON) and the reference's
// (from serve's describe result).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace jaxbench::report {

// The candidate's profile (judge::candidate_profile) as text, each line indented by `indent`: the bottleneck and why,
// MXU utilisation and FLOP/s, the top three units; "" when there is none.
std::string candidate_profile_text(const nlohmann::json& verdict, const std::string& indent);

// The reference's, as serve's describe adds it ("profile": true), for a
// prompt ("" when there is none).
std::string reference_profile_text(const nlohmann::json& describe_result);

}  // namespace jaxbench::report
