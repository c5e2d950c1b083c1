// What `jaxbench verify` prints: a progress line per kernel on stderr, and
// a table (or one JSON document) of each original beside its re-judgement.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "store/bundle.h"
#include "store/verification.h"

namespace jaxbench::cli {

// One re-judged attempt.
struct VerifyRow {
  store::BestAttempt original;
  nlohmann::json verdict;  // the re-judged verdict's JSON; null when none was made
  store::Match match;
  store::RecordedVerification recorded;  // zeros when nothing was recorded
  bool error = false;                    // the judge could not start on it
};

struct VerifyReport {
  std::string db;
  int64_t run_id = 0;  // the verify run; 0 when nothing was judged
  std::optional<store::Imported> imported;
  std::vector<VerifyRow> rows;
};

// "verify 2/5: 12p_RMSNorm (attempt 17) ... correct 1.90x, matches"
std::string verify_progress(const std::string& counter, const VerifyRow& row);
// "imported bundle FILE: run 3, 2 attempts" or "... already imported as run 3".
std::string import_line(const std::string& file, const store::Imported& imported);
nlohmann::json verify_json(const VerifyReport& report);
std::string verify_text(const VerifyReport& report);
void print_verify(const VerifyReport& report, bool json);

}  // namespace jaxbench::cli
