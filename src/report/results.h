// results.json and results.csv of `jaxbench run`: every column of JAXBench's
// results.csv, in its order, then ours.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "suite/runner.h"

namespace jaxbench::report {

nlohmann::json record_json(const suite::RunRecord& record);
std::string results_csv(const std::vector<suite::RunRecord>& records);
nlohmann::json results_document(const std::vector<suite::RunRecord>& records, const nlohmann::json& metadata);

// One CSV field, quoted when it holds a comma, a quote or a line break.
std::string csv_field(const std::string& text);
// "[4, 64, 4096, 128]", as JAXBench writes a Python list.
std::string python_list(const std::vector<int64_t>& values);

}  // namespace jaxbench::report
