// Results bundles: one run's environment, attempts (with their sources),
// verdicts and the loop's confirmations as a JSON document that travels between machines, with the
// sha256 of every artifact and of the whole. An imported run is unverified
// until `jaxbench verify` re-judges it here (DESIGN.md §6).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "store/database.h"

namespace jaxbench::store {

inline constexpr const char* kBundleFormat = "jaxbench.results-bundle/1";

// {"format", "environment", "run": {command, agent, model, strategy, budget,
// started_at}, "attempts": [{workload, size, kind, candidate_path,
// candidate_source, candidate_sha256, module_sha256, proposer, tokens,
// wall_seconds, "verdicts": [{"verdict", "verdict_sha256"}]}],
// "confirmations": [{attempt, workload, batch, verdict, verdict_sha256,
// picked}], "sha256"}. A confirmation (store/loop_records.h) names its
// attempt by its index in "attempts"; the list is there only when the run
// has confirmations, so verify picks after an import what it picked before.
// Throws StoreError when `run_id` is not in the store.
nlohmann::json export_bundle(const Database& database, int64_t run_id);

// The sha256 of the canonical document (nlohmann's compact dump, keys
// sorted) without its "sha256" field.
std::string bundle_sha256(const nlohmann::json& bundle);

struct Imported {
  int64_t run_id = 0;
  bool already = false;  // the same bundle was imported before: nothing added
  std::string sha256;
  int64_t attempts = 0;
  int64_t confirmations = 0;
};

// Checks every sha256 (each candidate source, each verdict, the whole) and
// the document's shape, then adds the run in one transaction with
// runs.imported_from = the bundle's sha256 and the bundle's environment, and
// its confirmations tied to the run and to the attempts added (a bundle
// without "confirmations", as every one before them, imports as before). A
// tampered or malformed bundle throws a one-line StoreError naming `file`
// and what mismatched, and adds nothing.
Imported import_bundle(const Database& database, const std::string& text, const std::string& file);

}  // namespace jaxbench::store
