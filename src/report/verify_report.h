// What `jaxbench verify` prints: a progress line per kernel, and a table (or
// one JSON document) of each original beside its re-judgement.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "store/verification.h"

namespace jaxbench::report {

// "verify 2/5: 12p_RMSNorm (attempt 17) ... correct 1.90x, matches"
std::string verify_progress(const std::string& counter, const store::VerifyRow& row);
// "imported bundle FILE: run 3, 2 attempts" or "... already imported as run 3".
std::string import_line(const std::string& file, const store::Imported& imported);
nlohmann::json verify_json(const store::VerifyReport& report);
std::string verify_text(const store::VerifyReport& report);

}  // namespace jaxbench::report
