// How `eval` and `run` write what they judged into the results store. A
// store that cannot be opened or written never costs the verdict: the
// command prints its result first-class, then one line naming the store's
// problem, and exits 2 (kExitError) so a script sees nothing was recorded.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "cli/command_line.h"
#include "store/database.h"
#include "store/records.h"

namespace jaxbench::cli {

// The environment a verdict names: its chip, device, plugin and versions,
// this checkout's commit, this host.
// `verdict` is its JSON (judge::verdict_json), `facts` what that JSON does
// not carry (judge::record_facts; serve's worker sends them beside it).
store::EnvironmentInfo verdict_environment(const nlohmann::json& verdict, const nlohmann::json& facts);
// This checkout's commit ("unknown" outside a git checkout).
std::string jaxbench_commit();

// One run's recording: opened on the first record (the run's row written in
// the same transaction as its first attempt), then one transaction per
// attempt. After the first failure it records nothing more and keeps that
// failure's message. Never throws.
class Recorder {
 public:
  Recorder(const StoreOptions& options, store::RunInfo run);

  bool enabled() const { return options_.record; }
  // Records one attempt; false (and error() set) when the store failed.
  bool record(const store::AttemptInfo& attempt, const nlohmann::json& verdict);
  // What to add to the command's JSON as "store": {"db", "run_id",
  // "attempt_ids"} or {"db", "error"}; null with --no-store.
  nlohmann::json json() const;
  const std::optional<std::string>& error() const { return error_; }
  // Prints the store's failure on stderr ("jaxbench COMMAND: error: ...") and
  // returns kExitError; otherwise returns `exit_code` unchanged.
  int finish(const std::string& command, int exit_code) const;

 private:
  StoreOptions options_;
  store::RunInfo run_;
  std::string path_;
  std::unique_ptr<store::Database> database_;
  int64_t run_id_ = 0;
  nlohmann::json attempt_ids_ = nlohmann::json::array();
  std::optional<std::string> error_;
};

// The path --db names, else the default one. Throws store::StoreError.
std::string store_path(const StoreOptions& options);

}  // namespace jaxbench::cli
