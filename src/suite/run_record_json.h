// One timed workload as a row of results.json (JAXBench's keys first, then
// ours): what `run` writes, what the results store keeps for a reference
// attempt, and what serve's run method answers.
#pragma once

#include <nlohmann/json.hpp>

#include "suite/runner.h"

namespace jaxbench::suite {

nlohmann::json run_record_json(const RunRecord& record);

}  // namespace jaxbench::suite
