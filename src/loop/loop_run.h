// An optimize run's own row in the results store: started from what was
// asked (checked first, so a bad configuration starts nothing), or resumed
// exactly as it was started; finished once no workload can go on.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "loop/config.h"
#include "loop/runner.h"
#include "store/database.h"

namespace jaxbench::loop {

struct LoopRun {
  int64_t run_id = 0;
  LoopConfig config;  // as asked, or as the resumed run was started
};

// Checks `asked` and its proposer, then writes the run's row with its
// configuration. `plugin` names the platform until the first verdict names
// its machine. Throws jaxbench::Error (one line) for a bad configuration.
LoopRun start_loop_run(const store::Database& database, const LoopConfig& asked, const std::string& plugin);

// The run `resume` names (a run id, as --resume takes it), with the
// configuration it was started with. Throws UsageError for one that is not.
LoopRun resume_loop_run(const store::Database& database, const std::string& resume);

// Marks the run finished unless a workload stopped on time (it can be
// resumed) or on an error; true when it did.
bool finish_loop_run(const store::Database& database, int64_t run_id, const std::vector<WorkloadEnd>& ends);

// A workload stopped on an error (the command exits 2).
bool loop_failed(const std::vector<WorkloadEnd>& ends);

}  // namespace jaxbench::loop
