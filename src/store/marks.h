// Marks: a person's judgement on an attempt ("hacked: it reads the seeds"),
// kept as evidence. An attempt whose latest mark is hidden stays out of the
// ranking and out of verification; nothing is ever deleted.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/database.h"

namespace jaxbench::store {

struct MarkRow {
  int64_t mark_id = 0, attempt_id = 0;
  bool hacked = false, hidden = true;
  std::string why, created_at, workload, candidate_path;
};

// Adds a mark to `attempt_id` (one transaction) and returns it. `hidden`
// false unhides an attempt marked before. An unknown attempt throws a
// one-line StoreError naming it; an empty `why` too (the evidence needs it).
MarkRow mark_attempt(const Database& database, int64_t attempt_id, bool hacked, const std::string& why,
                     bool hidden = true);

// Every mark, oldest first, or those of one attempt.
std::vector<MarkRow> marks(const Database& database, std::optional<int64_t> attempt_id);

// Whether the attempt's latest mark hides it.
bool is_hidden(const Database& database, int64_t attempt_id);

}  // namespace jaxbench::store
