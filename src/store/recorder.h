// One command's recording into the results store: opened on the first
// record (the run's row written in the same transaction as its first
// attempt), then one transaction per attempt. After the first failure it
// records nothing more and keeps that failure's message; it never throws.
// A store that cannot be opened or written never costs the verdict: the
// caller answers it first-class and reports the store's problem beside it.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "store/database.h"
#include "store/location.h"
#include "store/records.h"
#include "store/verdict_record.h"

namespace jaxbench::store {

class Recorder {
 public:
  Recorder(StoreOptions options, RunInfo run);

  bool enabled() const { return options_.record; }
  // Records one verdict (and its facts, judge/verdict_json.h) as an attempt
  // from `origin`; false (and error() set) when the store failed. A run
  // not given an environment (set_environment) gets the one its first
  // verdict names.
  bool record(const AttemptOrigin& origin, const nlohmann::json& verdict, const nlohmann::json& facts);
  // The run's environment, until the first record writes it.
  void set_environment(const EnvironmentInfo& environment) {
    run_.environment = environment;
    environment_given_ = true;
  }
  bool started() const { return database_ != nullptr; }
  // What to add to the command's JSON as "store": {"db", "run_id",
  // "attempt_ids"} or {"db", "error"}; null with --no-store.
  nlohmann::json json() const;
  // The last attempt's answer, as serve puts it in an eval's result:
  // {"db", "run_id", "attempt_id"} or {"db", "error"}; null with --no-store.
  nlohmann::json last_json() const;
  const std::optional<std::string>& error() const { return error_; }

 private:
  StoreOptions options_;
  RunInfo run_;
  bool environment_given_ = false;
  std::string path_;
  std::unique_ptr<Database> database_;
  int64_t run_id_ = 0;
  nlohmann::json attempt_ids_ = nlohmann::json::array();
  std::optional<std::string> error_;
};

}  // namespace jaxbench::store
