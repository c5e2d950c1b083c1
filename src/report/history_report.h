// The printers of `jaxbench history`: what the store holds, newest first,
// as JSON (schema jaxbench.history/1) or as a table for a terminal.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "store/queries.h"

namespace jaxbench::report {

nlohmann::json history_row_json(const store::HistoryRow& row);
nlohmann::json history_json(const std::vector<store::HistoryRow>& rows, const std::string& database_path);
std::string history_text(const std::vector<store::HistoryRow>& rows, const std::string& database_path);

}  // namespace jaxbench::report
