#include "store/recorder.h"

#include "store/migrations.h"

namespace jaxbench::store {

Recorder::Recorder(StoreOptions options, RunInfo run) : options_(std::move(options)), run_(std::move(run)) {}

bool Recorder::record(const AttemptOrigin& origin, const nlohmann::json& verdict, const nlohmann::json& facts) {
  if (!options_.record || error_) return false;
  AttemptInfo attempt = attempt_from_verdict(verdict, facts, origin);
  try {
    if (!database_) {
      if (!environment_given_) run_.environment = verdict_environment(verdict, facts);
      path_ = store_path(options_);
      auto database = std::make_unique<Database>(open_store(path_));
      Recorded recorded = record_eval(*database, run_, attempt, verdict);
      database_ = std::move(database);
      run_id_ = recorded.run_id;
      attempt_ids_.push_back(recorded.attempt_id);
    } else {
      attempt_ids_.push_back(record_attempt(*database_, run_id_, attempt, verdict).attempt_id);
    }
    return true;
  } catch (const std::exception& failure) {
    error_ = failure.what();
    database_.reset();
    return false;
  }
}

nlohmann::json Recorder::json() const {
  if (!options_.record) return nullptr;
  nlohmann::json document = {{"db", path_}};
  if (error_) {
    document["error"] = *error_;
  } else {
    document["run_id"] = run_id_;
    document["attempt_ids"] = attempt_ids_;
  }
  return document;
}

nlohmann::json Recorder::last_json() const {
  if (!options_.record) return nullptr;
  if (error_ || attempt_ids_.empty()) return json();
  return {{"db", path_}, {"run_id", run_id_}, {"attempt_id", attempt_ids_.back()}};
}

}  // namespace jaxbench::store
