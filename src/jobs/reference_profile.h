// The reference's TPU profile for a target, as serve's describe adds it
// when asked ("profile": true) and the loop's first prompt shows it: where
// the reference's estimated time goes on that chip, so a model knows what
// to beat before its first attempt (docs/architecture.md, jobs).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "suite/manifest.h"

namespace jaxbench::jobs {

struct ReferenceProfile {
  nlohmann::json profile;  // preflight::TpuProfile::to_json, or null
  std::string note;        // why there is none (no libtpu, a failed compile, no bundles); empty with one
};

// Compiles the reference at `manifest`'s size for `target` in the sandboxed
// pre-flight worker (cached); never throws: what went wrong is the note.
ReferenceProfile reference_tpu_profile(const suite::Manifest& manifest, const std::string& target);

}  // namespace jaxbench::jobs
