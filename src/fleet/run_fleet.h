// The run job on a fleet (`jaxbench run --executor ray`): every workload's
// request goes to the bridge at once, so the fleet times them in parallel,
// one per judge; the rows are recorded here, on the driver, in the one
// results store, in the suite's order whatever order they finish in. Each
// row names the worker and node that timed it ("fleet"). A request the
// fleet could not answer (every judge it tried failed) is a failed row with
// the bridge's message; the bridge ending fails the rest the same way, and
// the rows answered before it are kept.
#pragma once

#include "fleet/bridge.h"
#include "jobs/run_suite.h"
#include "store/recorder.h"
#include "suite/registry.h"

namespace jaxbench::fleet {

jobs::RunOutcome run_on_fleet(const jobs::RunRequest& request, const suite::Registry& registry, Bridge& bridge,
                              store::Recorder* recorder, const jobs::RunProgress& progress = {});

// serve's run params for one workload's variant, as the driver planned it
// (size, budget, JAXBench's counts): the judge's own plugin times it.
nlohmann::json run_params(const std::string& workload, const std::string& variant, const jobs::RunRequest& request,
                          const jobs::RunPlan& plan);

}  // namespace jaxbench::fleet
