// Turns a candidate file into StableHLO text for the judge: a .mlir/.mlirbc
// file is read through the MLIR parser (module_text.h); a .py file is exported by tools/export in the sandbox (the
// judge's process never imports candidate code).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "candidate/candidate_export.h"
#include "candidate/warm_exporter.h"
#include "suite/manifest.h"

namespace jaxbench::candidate {

struct CandidateSource {
  bool ok = false;
  std::string status;       // when !ok: export_error, timeout, oom, rejected
  std::string message;      // one line, fit to show an LLM
  std::string detail;       // the exporter's whole message, for diagnoses (may be empty)
  std::string source_text;  // the candidate file as the judge read it (what was exported or checked)
  std::string module_text;
  nlohmann::json export_info = nlohmann::json::object();
  std::vector<std::string> notes;
  double seconds = 0;
};

// `device_kind`: see export_candidate (candidate/candidate_export.h).
// `warm`: export a .py through this warm exporter (its zygote imports JAX
// once); nullptr = a fresh one-shot exporter, as `jaxbench eval` does.
CandidateSource load_candidate(const std::string& path, const suite::Manifest& manifest, const std::string& platform,
                               const ExportLimits& limits = {}, const std::string& device_kind = "",
                               WarmExporter* warm = nullptr);

}  // namespace jaxbench::candidate
