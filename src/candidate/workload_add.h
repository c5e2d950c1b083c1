// `jaxbench workload add`'s sandboxed half: a user's op (user code) validated
// and exported by tools/export/workload_add.py in the sandbox a candidate's
// export gets (candidate_export.h: a minimal root, its own temp dir as HOME,
// no network, the same memory, disk and process limits), then read back as
// plain files only, every artifact checked against its manifest's sha256.
// Nothing is written outside the temp dir here: suite/user_workloads.h
// installs what this returns.
#pragma once

#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "candidate/candidate_export.h"
#include "suite/user_workloads.h"

namespace jaxbench::candidate {

struct WorkloadAddOptions {
  std::vector<std::string> sizes = {"small", "full"};
  int held_out_check = 2;  // held-out shapes drawn and exported by the shape family's check
  ExportLimits limits = default_limits();
  // Each check's line as the child prints it ("ok contract: ...", "FAIL truth: ...").
  std::function<void(const std::string&)> on_line;

  // A candidate's limits, but the time for checks and two sizes' exports.
  static ExportLimits default_limits() {
    ExportLimits limits;
    limits.timeout_seconds = 900;
    return limits;
  }
};

struct WorkloadAddResult {
  bool ok = false;
  std::string failed_check;                         // "truth", "export full", "sandbox" ... ("" when ok)
  std::string message;                              // the FAIL line's text, paths the user's own
  nlohmann::json checks = nlohmann::json::array();  // [{check, ok, message}]
  nlohmann::json sizes = nlohmann::json::object();  // {size: {files, seconds}}
  double seconds = 0;
  // When ok: every file of <dir>/<id>/ (the user's sources and each size's
  // artifacts and manifest), relative path -> bytes.
  std::map<std::string, std::string> files;
};

// Throws jaxbench::Error only for the judge's own setup (no checkout or .venv).
WorkloadAddResult validate_and_export(const suite::WorkloadSource& source, const WorkloadAddOptions& options);

}  // namespace jaxbench::candidate
