// How `jaxbench preflight` prints its report (jobs/preflight_run.h): a table
// on stdout, one row per module with its notes beneath, or one JSON document.
#pragma once

#include <nlohmann/json.hpp>

#include "judge/preflight_report.h"

namespace jaxbench::report {

// The target, the HBM the compiler allows, the table and, with a candidate,
// its one-line summary; on stdout.
void print_preflight_table(const judge::PreflightReport& report);

// {"command": "preflight", "status", "target" (with "chip"), "modules",
// "candidate"}.
nlohmann::json preflight_document(const judge::PreflightReport& report);

}  // namespace jaxbench::report
