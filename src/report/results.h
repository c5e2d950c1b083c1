// results.json and results.csv of `jaxbench run`: every column of JAXBench's
// results.csv, in its order, then ours.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "suite/runner.h"

namespace jaxbench::report {

std::string results_csv(const std::vector<suite::RunRecord>& records);
nlohmann::json results_document(const std::vector<suite::RunRecord>& records, const nlohmann::json& metadata);

// `jaxbench run`'s table: one line a row, then the totals and where the files went.
std::string results_text(const std::vector<suite::RunRecord>& records, double seconds, const std::string& out_dir);
// "[3/50] 12p_RMSNorm    0.1234 ms   0.123 TFLOP/s", or the row's error.
std::string run_progress_line(size_t index, size_t count, const suite::RunRecord& record);
// One CSV field, quoted when it holds a comma, a quote or a line break.
std::string csv_field(const std::string& text);
// "[4, 64, 4096, 128]", as JAXBench writes a Python list.
std::string python_list(const std::vector<int64_t>& values);

}  // namespace jaxbench::report
