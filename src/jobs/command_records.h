// What the commands record in the results store: `eval`'s one verdict, and
// the recorder `run` hands its job. The command line only holds the
// Recorder these return, to print where the record went (or why not).
#pragma once

#include <chrono>
#include <string>

#include "jobs/eval_request.h"
#include "jobs/run_suite.h"
#include "judge/verdict.h"
#include "store/location.h"
#include "store/recorder.h"

namespace jaxbench::jobs {

// The verdict into the store (unless where.record is false): one run named
// `command` with its budget, one attempt asked for by a person, the
// candidate as the judge read it, and its wall time since `started`. Never
// throws: the Recorder keeps the error.
store::Recorder record_eval(const store::StoreOptions& where, const EvalRequest& request, const judge::Verdict& verdict,
                            std::chrono::steady_clock::time_point started, const std::string& command);

// `run`'s recording: the command and its budget per workload; the run job
// adds the session's machine (run_suite) and each timed row.
store::Recorder run_recorder(const store::StoreOptions& where, const RunRequest& request);

}  // namespace jaxbench::jobs
