// One timed workload as a row of results.json (JAXBench's keys first, then
// ours): what `run` writes, what the results store keeps for a reference
// attempt, and what serve's run method answers.
#pragma once

#include <nlohmann/json.hpp>

#include "suite/runner.h"

namespace jaxbench::suite {

nlohmann::json run_record_json(const RunRecord& record);
// The row back (a fleet's judge answered it): what the row holds, its
// rounding kept. Throws jaxbench::Error naming a key of the wrong type.
RunRecord run_record_from_json(const nlohmann::json& row);

}  // namespace jaxbench::suite
