// `jaxbench serve --worker`: the device worker the front starts. It reads
// the front's requests (eval, run, status) on stdin, one JSON line each,
// answers each on its own stdout, and holds one jobs::WarmJudge for its
// whole life. When a candidate's execution hangs past its limit, the
// watchdog's callback writes that request's timeout verdict, marked
// worker_exiting, and the worker _exits: PJRT cannot cancel an execution.
#pragma once

#include <string>

namespace jaxbench::serve {

// Returns 0 at end of input.
int run_worker(const std::string& plugin);

}  // namespace jaxbench::serve
