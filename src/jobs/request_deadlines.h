// How long an honest request may take, end to end, before whoever waits on
// it may call it hung: serve's front kills its device worker past it, and the
// fleet gives the request's judge up past it (plus the fleet's own slack).
// Written once, from the typed request, so the two can never disagree.
#pragma once

#include "jobs/eval_request.h"

namespace jaxbench::jobs {

// Beyond a request's own limits: loading the plugin and compiling the suite's
// programs and the candidate.
constexpr double kCompileAllowanceSeconds = 600;

// Every input set's executions, the timing protocol's budgets, the export's
// and the pre-flight's limits, the held-out shapes', and the compile allowance.
double eval_deadline_seconds(const EvalRequest& request);

// A run of one workload: its timing budget many times over, and the allowance.
double run_deadline_seconds(double budget_seconds);

}  // namespace jaxbench::jobs
