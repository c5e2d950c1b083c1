// The eval request's flags, bound from its one field table
// (jobs/eval_fields.h): `jaxbench eval` and every command that judges like
// it gets the same flags, checks and defaults serve's params get.
#pragma once

#include "cli/command_line.h"
#include "jobs/eval_request.h"

namespace jaxbench::cli {

// One option per field that has a flag, filling `request`.
void add_eval_fields(CommandParser& parser, jobs::EvalRequest& request);

}  // namespace jaxbench::cli
