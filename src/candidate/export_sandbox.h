// The sandbox a candidate's export runs in: its options (a minimal root
// holding only what exporting reads) and, for --require-isolation, a probe
// that refuses before any candidate code runs. Split from candidate_export.cpp.
#pragma once

#include <string>
#include <vector>

#include "candidate/candidate_export.h"
#include "process/sandbox.h"

namespace jaxbench::candidate::detail {

// All the exporter reads: the Python installation, the system's libraries,
// tools/ of the checkout, the manifest and the workloads' shared helper.
std::vector<std::string> exporter_root_binds(const std::string& python, const std::string& root,
                                             const std::string& manifest_path);

// The folders the suite's own programs are exported from (held-out shapes):
// the checkout's workloads/ and, when it exists, the user's workloads folder.
std::vector<std::string> workload_folder_binds(const std::string& root);

process::SandboxOptions export_sandbox(const ExportLimits& limits, const std::string& root,
                                       const std::string& work_dir);

// The interpreter by its venv's real path: the minimal root holds a
// symlinked .venv's target only.
std::string real_interpreter_path(const std::string& python);

// Throws jaxbench::Error when the sandbox (options) is not fully isolated here.
void require_full_isolation(const std::string& interpreter, const process::SandboxOptions& options);

// The child's stderr as the verdict keeps it: from the first line that names
// the candidate's file (the exporter's own frames before it dropped), its
// last `max_chars`.
std::string candidate_stderr_tail(const std::string& stderr_text, const std::string& staged_name,
                                  size_t max_chars = 2000);

}  // namespace jaxbench::candidate::detail
