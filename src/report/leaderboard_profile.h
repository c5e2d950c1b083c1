// The TPU profiles a workload page draws (issue #28): the best verified
// kernel's, as its verdict carries it (/preflight/candidate/tpu_profile,
// written by `eval --target`), against the reference's from the same
// pre-flight (/preflight/reference/tpu_profile). One inline SVG: per program
// a bar for its estimated total and a bar per unit (the longest
// kProfileUnits, then one "other"), every length in seconds on one scale, so
// a faster kernel's bars are shorter; below it each program's bottleneck,
// its one-line reason and its MXU utilisation. A verdict without the
// kernel's profile, one that does not parse, or a profile of another format
// gets a one-line note instead: a page never fails on what a verdict holds.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "estimate/tpu_profile.h"

namespace jaxbench::report {

inline constexpr size_t kProfileUnits = 6;

struct VerdictProfiles {
  // Each only when it can be drawn: an object that reads as a profile, with
  // units and a positive, finite estimated time.
  std::optional<preflight::TpuProfile> kernel, reference;
  std::string target;  // the pre-flight's target ("" when the verdict names none)
  std::string note;    // why a profile is missing, for the page; "" when both are there
};

// Never throws: whatever `verdict_json` holds, the answer says what it found.
VerdictProfiles verdict_profiles(const std::string& verdict_json);

// The page's piece: <figure class="tpu-profile"> with the SVG and the
// bottlenecks, or <p class="profile-note"> when there is no kernel profile.
std::string profile_section(const VerdictProfiles& profiles);

// The summary the leaderboard's JSON carries per best kernel: {"target",
// "kernel": program | null, "reference": program | null} where program =
// {"seconds", "bottleneck", "reason", "mxu_utilisation"}; null when the
// verdict holds neither profile.
nlohmann::json profile_summary_json(const VerdictProfiles& profiles);

}  // namespace jaxbench::report
