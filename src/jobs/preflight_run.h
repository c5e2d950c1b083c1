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

// The command's report (judge/preflight_report.h), filled here.
using judge::PreflightReport;

// Called with one line per step ("[2/4] module compiles 1.20 s").
using PreflightProgress = std::function<void(const std::string& line)>;

// Throws jaxbench::Error, one line, for a request that names nothing to
// compile or something that is not there (a file, a workload, libtpu); what
// the compiler says about a module is in its row.
// `registry`: the suite's; null where the caller has none (outside a
// checkout), which only modules given as files (--program) need not.
// `--rescore DIR`: the kept module's TPU estimate made again by this
// build (TpuEstimate::to_json; null when its dump has no bundles). Throws
// jaxbench::Error, one line, for a folder that is not a kept pre-flight.
nlohmann::json rescore_preflight(const std::string& kept_dir);

PreflightReport run_preflight(const suite::Registry* registry, const PreflightRequest& request,
                              const PreflightProgress& progress = {});

}  // namespace jaxbench::jobs
