// The suite's programs as TPU pre-flight modules: for one workload size, its
// reference (and its pallas_tpu kernel where exported) in the form the TPU
// compiler should see.
#pragma once

#include <string>
#include <vector>

#include "preflight/preflight.h"
#include "suite/manifest.h"

namespace jaxbench::preflight {

// Adds `name`'s module ("reference", "pallas_tpu") of `manifest` to
// `modules`: the TPU-only export (`<name>.tpu.mlirbc`) when there is one, as
// the judge compiles it; else the multi-platform module specialised to its
// TPU branch. A program exported without a TPU branch becomes a "skipped"
// result saying so; one the manifest lacks is left out.
void add_suite_module(const suite::Manifest& manifest, const std::string& name, std::vector<PreflightModule>& modules,
                      std::vector<PreflightResult>& skipped);

// Every program pre-flight compiles for a workload: reference, pallas_tpu.
const std::vector<std::string>& suite_preflight_programs();

}  // namespace jaxbench::preflight
