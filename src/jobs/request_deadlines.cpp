#include "jobs/request_deadlines.h"

namespace jaxbench::jobs {

double eval_deadline_seconds(const EvalRequest& request) {
  double execution = request.execution_timeout_seconds;
  double seeds = request.seeds;
  double target = request.target ? request.target_timeout_seconds * 2 : 0;
  double export_limit = request.export_timeout_seconds;
  // Each held-out shape: the suite's and the candidate's exports, its input sets and a short timing.
  double held_out = request.held_out_shapes * (2 * export_limit + execution * (seeds + 12));
  return kCompileAllowanceSeconds + execution * (seeds + 12) + request.budget_seconds * 4 + export_limit + target +
         held_out;
}

double run_deadline_seconds(double budget_seconds) { return kCompileAllowanceSeconds + 10 * budget_seconds; }

}  // namespace jaxbench::jobs
