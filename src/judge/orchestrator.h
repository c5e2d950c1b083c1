// `eval` from a request to a verdict, shared by `jaxbench eval` and the
// coming `jaxbench serve`: the workload's manifests, the host plugin in
// place of one with no device here, the TPU pre-flight (its compiles run in
// the sandboxed worker, so before or after a session alike), the session, the candidate's export, evaluate_module,
// and the watchdog around the candidate's executions. It prints progress
// lines, never the verdict, and never exits: the caller prints what it gets.
#pragma once

#include <functional>
#include <string>

#include "judge/eval_request.h"
#include "judge/verdict.h"

namespace jaxbench::judge {

struct EvalHooks {
  // Progress lines ("pre-flight: …"); when empty, each goes to stderr.
  std::function<void(const std::string&)> progress;
  // Runs on the watchdog's thread when a candidate's execution (or the
  // timing protocol) passes its limit, with the verdict as it stands then:
  // status timeout, the cases run so far, the device kind, the chip, the
  // pre-flight. A hung PJRT execution cannot be cancelled, so this must not
  // return to it: report, then end the process (_exit). Required.
  std::function<void(const Verdict&)> on_timeout;
};

// Throws jaxbench::Error for what is wrong before the candidate is judged
// (a missing candidate file, an unknown workload or size, no plugin, no
// on_timeout); whatever the candidate does is in the verdict.
Verdict run_eval(const EvalRequest& request, const EvalHooks& hooks);

}  // namespace jaxbench::judge
