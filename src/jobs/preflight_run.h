// `jaxbench preflight`'s work, without the command line: which modules a
// request names (suite programs, StableHLO files, a candidate and its
// workload's reference), each compiled by the sandboxed pre-flight worker
// (preflight/preflight.h), and the rows the table and the JSON print
// (report/preflight_table.h).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "jobs/preflight_candidate.h"
#include "jobs/preflight_request.h"
#include "platform/hardware.h"
#include "preflight/preflight.h"
#include "suite/registry.h"

namespace jaxbench::jobs {

struct PreflightReport {
  preflight::PreflightTarget target;
  std::optional<platform::ChipSpec> chip;  // the spec sheet of the target's chip, when known
  // Every row in print order: the candidate and its reference first, then
  // the modules asked for, then the suite programs that were skipped.
  std::vector<preflight::PreflightResult> results;
  std::optional<CandidatePreflight> candidate;
  // Rows that did not compile (skipped ones aside); with a candidate, its
  // reference does not count, the candidate does.
  size_t failed = 0;
  bool ok() const { return failed == 0; }
};

// Called with one line per step ("[2/4] module compiles 1.20 s").
using PreflightProgress = std::function<void(const std::string& line)>;

// Throws jaxbench::Error, one line, for a request that names nothing to
// compile or something that is not there (a file, a workload, libtpu); what
// the compiler says about a module is in its row.
// `registry`: the suite's; null where the caller has none (outside a
// checkout), which only modules given as files (--program) need not.
PreflightReport run_preflight(const suite::Registry* registry, const PreflightRequest& request,
                              const PreflightProgress& progress = {});

}  // namespace jaxbench::jobs
