#include "store/bundle.h"

#include <map>

#include "core/sha256.h"
#include "store/record_rows.h"

namespace jaxbench::store {

namespace {

using nlohmann::json;

// A text column as JSON: null stays null.
json nullable(const Statement& row, int column) {
  std::optional<std::string> value = row.optional_text(column);
  return value ? json(*value) : json(nullptr);
}

json number_or_null(const Statement& row, int column) {
  return row.is_null(column) ? json(nullptr) : json(row.real(column));
}

json environment_of(const Database& database, int64_t environment_id) {
  Statement select = database.prepare(
      "SELECT chip, device_kind, platform, plugin_path, platform_version, libtpu_version, jaxlib_version, "
      "jaxbench_commit, host FROM environments WHERE id = ?1");
  select.bind(1, environment_id);
  if (!select.step()) throw StoreError("results store " + database.path() + ": a run names a missing environment");
  json environment;
  const char* names[] = {"chip",           "device_kind",    "platform",        "plugin_path", "platform_version",
                         "libtpu_version", "jaxlib_version", "jaxbench_commit", "host"};
  for (int column = 0; column < 9; ++column) environment[names[column]] = select.text(column);
  return environment;
}

json verdicts_of(const Database& database, int64_t attempt_id) {
  Statement select =
      database.prepare("SELECT verdict_json, verdict_sha256 FROM verdicts WHERE attempt_id = ?1 ORDER BY id");
  select.bind(1, attempt_id);
  json verdicts = json::array();
  while (select.step()) {
    verdicts.push_back({{"verdict", json::parse(select.text(0))}, {"verdict_sha256", select.text(1)}});
  }
  return verdicts;
}

// The run's attempts in id order; `index_of` maps each attempt's id to its
// place in the list, which is how the bundle's confirmations name them (ids
// are this store's: the importing one gives its own).
json attempts_of(const Database& database, int64_t run_id, std::map<int64_t, size_t>& index_of) {
  Statement select = database.prepare(
      "SELECT id, workload, size, kind, candidate_path, candidate_source, candidate_sha256, module_sha256, proposer, "
      "tokens, wall_seconds, tier, workload_sha256 FROM attempts WHERE run_id = ?1 ORDER BY id");
  select.bind(1, run_id);
  json attempts = json::array();
  while (select.step()) {
    index_of[select.integer(0)] = attempts.size();
    attempts.push_back({{"workload", select.text(1)},
                        {"size", select.text(2)},
                        {"kind", select.text(3)},
                        {"candidate_path", select.text(4)},
                        {"candidate_source", nullable(select, 5)},
                        {"candidate_sha256", nullable(select, 6)},
                        {"module_sha256", nullable(select, 7)},
                        {"proposer", select.text(8)},
                        {"tokens", select.is_null(9) ? json(nullptr) : json(select.integer(9))},
                        {"wall_seconds", number_or_null(select, 10)},
                        {"tier", select.text(11)},
                        {"workload_sha256", nullable(select, 12)},
                        {"verdicts", verdicts_of(database, select.integer(0))}});
  }
  return attempts;
}

// Every batch of the loop's confirmations of the run (verify reads the
// latest of each workload, and which candidate the loop picked), each naming
// its attempt by its index in the bundle's attempts. A confirmation of an
// attempt outside the run names nothing the bundle carries and stays behind.
json confirmations_of(const Database& database, int64_t run_id, const std::map<int64_t, size_t>& index_of) {
  Statement select = database.prepare(
      "SELECT attempt_id, workload, batch, verdict_json, verdict_sha256, picked FROM confirmations WHERE run_id = ?1 "
      "ORDER BY id");
  select.bind(1, run_id);
  json confirmations = json::array();
  while (select.step()) {
    auto attempt = index_of.find(select.integer(0));
    if (attempt == index_of.end()) continue;
    confirmations.push_back({{"attempt", attempt->second},
                             {"workload", select.text(1)},
                             {"batch", select.integer(2)},
                             {"verdict", json::parse(select.text(3))},
                             {"verdict_sha256", select.text(4)},
                             {"picked", select.integer(5) == 1}});
  }
  return confirmations;
}

}  // namespace

std::string bundle_sha256(const nlohmann::json& bundle) {
  json without = bundle;
  if (without.is_object()) without.erase("sha256");
  return sha256_hex(without.dump());
}

nlohmann::json export_bundle(const Database& database, int64_t run_id) {
  json bundle;
  database.transaction([&] {
    Statement run = database.prepare(
        "SELECT command, agent, model, strategy, budget, started_at, environment_id FROM runs WHERE id = ?1");
    run.bind(1, run_id);
    if (!run.step()) {
      throw StoreError("run " + std::to_string(run_id) + " is not in results store " + database.path() +
                       "; jaxbench history --json names each verdict's run_id");
    }
    bundle["format"] = kBundleFormat;
    bundle["run"] = {{"command", run.text(0)},  {"agent", run.text(1)},  {"model", run.text(2)},
                     {"strategy", run.text(3)}, {"budget", run.text(4)}, {"started_at", run.text(5)}};
    bundle["environment"] = environment_of(database, run.integer(6));
    std::map<int64_t, size_t> index_of;
    bundle["attempts"] = attempts_of(database, run_id, index_of);
    // Only where there are some: a run without them exports the very document
    // (and sha256) it did before confirmations travelled.
    json confirmations = confirmations_of(database, run_id, index_of);
    if (!confirmations.empty()) bundle["confirmations"] = std::move(confirmations);
  });
  bundle["sha256"] = bundle_sha256(bundle);
  return bundle;
}

}  // namespace jaxbench::store
