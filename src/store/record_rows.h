// The single-row inserts records.h's calls are made of, for writers that
// put several of them in one transaction of their own (a verification, an
// imported bundle). Each runs inside the transaction its caller holds.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "store/database.h"
#include "store/records.h"

namespace jaxbench::store {

// The environment's row, found by its hash or added.
int64_t environment_id(const Database& database, const EnvironmentInfo& environment);
int64_t insert_run(const Database& database, const RunInfo& run);
// The candidate's sha256 is computed from its source here.
int64_t insert_attempt(const Database& database, int64_t run_id, const AttemptInfo& attempt);
// The verdict's text is verdict.dump(); its seeds column comes from its cases.
int64_t insert_verdict(const Database& database, int64_t attempt_id, const std::string& workload,
                       const nlohmann::json& verdict);

struct ConfirmationRecord;  // store/loop_records.h
// One confirmations row of batch `batch` of (run, workload); its status,
// class, speedups and seeds come from the re-judged verdict (loop_records.cpp).
void insert_confirmation(const Database& database, int64_t run_id, const std::string& workload, int64_t batch,
                         const ConfirmationRecord& record);

}  // namespace jaxbench::store
