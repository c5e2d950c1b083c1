// The steps of candidate::export_candidate, for the warm exporter
// (warm_exporter.h) that exports the same way through a long-lived zygote:
// the same checks before anything starts, the same staging, the same
// sandbox and the same reading of what came back, so both give the same
// status and message for the same candidate.
#pragma once

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

// The file name the candidate is staged under in its dir.
std::string staged_name(const std::string& candidate_path);

// The exporter's sandbox: environment, read-only root, limits.
process::SandboxOptions export_sandbox(const ExportLimits& limits, const std::string& root,
                                       const std::string& work_dir);

// The one-shot exporter's command line.
std::vector<std::string> exporter_argv(const std::string& python, const std::string& staged,
                                       const std::string& manifest_path, const std::string& platform,
                                       const std::string& device_kind);

// Status and message from how the child ended, what it printed (r's
// stdout/stderr) and the module files it left in `work_dir`.
void classify_export(const process::SandboxResult& r, const std::string& work_dir, const ExportLimits& limits,
                     CandidateExport& e);

// The export as the child left it, in `work_dir`: its resources, isolation,
// `stderr_tail`, the staged `source_text`, then classify_export's status.
CandidateExport finished_export(const process::SandboxResult& r, const std::string& work_dir,
                                const ExportLimits& limits, std::string source_text, std::string stderr_tail);

// A regular file of ours, never through a link, at most `cap` bytes.
bool read_child_file(const std::string& path, uint64_t cap, std::string* out, std::string* why);

}  // namespace jaxbench::candidate::detail
