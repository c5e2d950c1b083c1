// Writing to the store: the run that judged, each attempt and its verdict.
// Every call is one transaction, so a process killed halfway leaves either
// the whole record or none of it. The verdict arrives as its JSON
// (docs/verdict.md, or one row of a run's results.json): the store reads the
// columns it indexes from it and needs no judge types.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "store/database.h"
#include "store/environment.h"

namespace jaxbench::store {

// What started the work: a command, or an agent with its model, strategy
// and budget (empty for a person's eval or run).
struct RunInfo {
  std::string command;
  std::string agent, model, strategy, budget;
  EnvironmentInfo environment;
};

// One thing judged: a candidate (its source as judged), or a reference
// timed by `run` (no source).
struct AttemptInfo {
  std::string workload, size;
  std::string kind = "candidate";  // or "reference"
  std::string candidate_path;
  std::optional<std::string> candidate_source;  // its sha256 is computed here
  std::optional<std::string> module_sha256;     // of the StableHLO the judge compiled
  std::string tier = "suite";                   // the workload's tier (suite/workload_id.h's names)
  std::optional<std::string> workload_sha256;   // a user op's content hash (its manifest's); none for the suite's
  std::string proposer;
  std::optional<int64_t> tokens;
  std::optional<double> wall_seconds;
};

// The indexed columns of a verdict row, read from its JSON.
struct VerdictFields {
  std::string status, workload, chip;
  std::optional<std::string> klass, target_status, seeds;
  std::optional<double> speedup, speedup_low, speedup_high, roofline_fraction;
};
VerdictFields verdict_fields(const nlohmann::json& verdict);

struct Recorded {
  int64_t run_id = 0, attempt_id = 0, verdict_id = 0;
};

// The environment's row (found by its hash, else added) and a new run.
// One transaction. Returns the run's id.
int64_t start_run(const Database& database, const RunInfo& run);
// An attempt of run `run_id` and its verdict, in one transaction.
Recorded record_attempt(const Database& database, int64_t run_id, const AttemptInfo& attempt,
                        const nlohmann::json& verdict);
// start_run and record_attempt in one transaction: what one `eval` writes.
Recorded record_eval(const Database& database, const RunInfo& run, const AttemptInfo& attempt,
                     const nlohmann::json& verdict);

}  // namespace jaxbench::store
