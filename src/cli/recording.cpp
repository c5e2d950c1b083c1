#include "cli/recording.h"

#include <iostream>

#include "cli/output.h"
#include "core/project_root.h"
#include "store/location.h"
#include "store/migrations.h"

namespace jaxbench::cli {

std::string jaxbench_commit() {
  static const std::string kCommit = store::git_commit(project_root());
  return kCommit;
}

store::EnvironmentInfo verdict_environment(const nlohmann::json& verdict, const nlohmann::json& facts) {
  auto text = [](const nlohmann::json& from, const char* key) {
    return from.is_object() && from.contains(key) && from[key].is_string() ? from[key].get<std::string>() : "";
  };
  store::EnvironmentInfo environment;
  environment.chip = text(verdict, "chip");
  environment.device_kind = text(verdict, "device_kind");
  environment.platform = text(verdict, "platform");
  environment.plugin_path = text(facts, "plugin_path");
  environment.platform_version = text(facts, "platform_version");
  environment.jaxlib_version = text(facts, "jax_version");
  if (verdict.contains("preflight") && verdict["preflight"].is_object()) {
    environment.libtpu_version = text(verdict["preflight"].value("target", nlohmann::json()), "libtpu_version");
  }
  environment.jaxbench_commit = jaxbench_commit();
  environment.host = store::host_name();
  return environment;
}

std::string store_path(const StoreOptions& options) {
  if (options.db) {
    if (options.db->empty()) throw store::StoreError("--db needs a file name (or pass --no-store)");
    return *options.db;
  }
  return store::default_database_path();
}

Recorder::Recorder(const StoreOptions& options, store::RunInfo run) : options_(options), run_(std::move(run)) {}

bool Recorder::record(const store::AttemptInfo& attempt, const nlohmann::json& verdict) {
  if (!options_.record || error_) return false;
  try {
    if (!database_) {
      path_ = store_path(options_);
      database_ = std::make_unique<store::Database>(store::open_store(path_));
      store::Recorded recorded = store::record_eval(*database_, run_, attempt, verdict);
      run_id_ = recorded.run_id;
      attempt_ids_.push_back(recorded.attempt_id);
    } else {
      attempt_ids_.push_back(store::record_attempt(*database_, run_id_, attempt, verdict).attempt_id);
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

int Recorder::finish(const std::string& command, int exit_code) const {
  if (!error_) return exit_code;
  std::cerr << "jaxbench " << command << ": error: " << *error_ << "; the result above was not recorded" << std::endl;
  return kExitError;
}

}  // namespace jaxbench::cli
