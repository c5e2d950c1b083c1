// Reading the store: what was judged, newest first.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/attempt_rows.h"
#include "store/database.h"

namespace jaxbench::store {

struct HistoryQuery {
  std::optional<std::string> workload;  // an exact workload id
  int limit = 20;                       // at most this many rows; 0: all
};

// One verdict and the attempt and run it belongs to. Its workload and
// created_at are the verdict's.
struct HistoryRow : RunColumns, AttemptColumns, VerdictColumns {
  std::optional<double> median_ms;  // the candidate's (eval) or the reference's (run)
};

// Newest first (by the order they were written).
std::vector<HistoryRow> history(const Database& database, const HistoryQuery& query);

// Rows in the verdicts table (for a count, e.g. a test's).
int64_t verdict_count(const Database& database);

}  // namespace jaxbench::store
