// The steps of candidate::export_candidate, for the warm exporter
// (warm_exporter.h) that exports the same way through a long-lived zygote:
// the same checks before anything starts, the same staging, the same
// sandbox and the same reading of what came back, so both give the same
// status and message for the same candidate.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "candidate/candidate_export.h"
#include "process/sandbox.h"

namespace jaxbench::candidate::detail {

// {checkout root, python}; throws jaxbench::Error for the judge's own
// set-up (no .venv, unknown platform, candidate or manifest missing).
std::pair<std::string, std::string> exporter_paths(const std::string& candidate_path, const std::string& manifest_path,
                                                   const std::string& platform, const ExportLimits& limits);

// {checkout root, python} of `limits` (the checkout found when it names
// none); throws jaxbench::Error when there is no .venv.
std::pair<std::string, std::string> checkout_paths(const ExportLimits& limits);

// The file name the candidate is staged under in its dir.
std::string staged_name(const std::string& candidate_path);

// The exporter's sandbox: environment, read-only root, limits.
process::SandboxOptions export_sandbox(const ExportLimits& limits, const std::string& root,
                                       const std::string& work_dir);

// The one-shot exporter's command line.
std::vector<std::string> exporter_argv(const std::string& python, const std::string& staged,
                                       const std::string& manifest_path, const std::string& platform,
                                       const std::string& device_kind, bool shape_manifest = false);

// A held-out shape's manifest is staged under this name in the child's dir.
inline constexpr const char* kStagedShapeManifest = "shape_manifest.json";

// Status and message from how the child ended, what it printed (r's
// stdout/stderr) and the module files it left in `work_dir`.
void classify_export(const process::SandboxResult& r, const std::string& work_dir, const ExportLimits& limits,
                     CandidateExport& e);

// The export as the child left it, in `work_dir`: its resources, isolation,
// `stderr_tail`, the staged `source_text`, then classify_export's status.
CandidateExport finished_export(const process::SandboxResult& r, const std::string& work_dir,
                                const ExportLimits& limits, std::string source_text, std::string stderr_tail);

// The JSON object a tools/export child printed as its last non-blank stdout
// line (null when there is none or it is not an object).
nlohmann::json last_json_line(const std::string& out);

// A string field of a child's JSON (empty when missing or not a string:
// the child may have run candidate code, so nothing it says may throw).
std::string json_string(const nlohmann::json& j, const char* key);

// The line of a child's stderr that says what went wrong (its last fatal log
// line, else its last line that is not indented).
std::string error_line(const std::string& text);

// A regular file of ours, never through a link, at most `cap` bytes.
bool read_child_file(const std::string& path, uint64_t cap, std::string* out, std::string* why);

}  // namespace jaxbench::candidate::detail
