// Reading the store: what was judged, newest first.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/database.h"

namespace jaxbench::store {

struct HistoryQuery {
  std::optional<std::string> workload;  // an exact workload id
  int limit = 20;                       // at most this many rows; 0: all
};

// One verdict and the attempt and run it belongs to.
struct HistoryRow {
  int64_t verdict_id = 0, attempt_id = 0, run_id = 0;
  std::string created_at, command, workload, size, kind, status, chip, candidate_path;
  std::optional<std::string> klass, candidate_sha256, module_sha256, target_status;
  std::optional<double> speedup, speedup_low, speedup_high, roofline_fraction;
  std::optional<double> median_ms;  // the candidate's (eval) or the reference's (run)
};

// Newest first (by the order they were written).
std::vector<HistoryRow> history(const Database& database, const HistoryQuery& query);

// Rows in the verdicts table (for a count, e.g. a test's).
int64_t verdict_count(const Database& database);

}  // namespace jaxbench::store
