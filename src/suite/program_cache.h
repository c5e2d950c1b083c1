// The suite's compiled programs (inputs, reference, truth) for one session,
// compiled once per process and, where the plugin serializes executables,
// once per machine: a miss in memory looks in the ExecutableStore on disk
// (suite/executable_store.h) before it compiles, and a compile is stored
// there for the next process. A disk entry the plugin refuses to load is
// noted on stderr and replaced by a fresh compile, never an error.
//
// The cache holds the session by reference: it must not outlive it. One
// thread at a time.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "suite/executable_store.h"
#include "suite/suite_program.h"

namespace jaxbench::suite {

// What the cache did, for tests and serve's `status`.
struct ProgramCacheCounters {
  int compiled = 0;       // compiles (a miss in memory and on disk)
  int memory_hits = 0;    // programs handed out again without any work
  int disk_loads = 0;     // executables deserialized from disk
  int disk_writes = 0;    // executables serialized to disk
  int disk_rejected = 0;  // corrupt or unloadable entries ignored (and rewritten)
};

class ProgramCache {
 public:
  // In memory only.
  explicit ProgramCache(const runtime::Session& session);
  // Also on disk under `folder`, when the plugin can serialize executables.
  ProgramCache(const runtime::Session& session, const std::string& folder);
  // On disk in ExecutableStore::default_folder(), else in memory only.
  static std::unique_ptr<ProgramCache> open_default(const runtime::Session& session);

  ProgramCache(const ProgramCache&) = delete;
  ProgramCache& operator=(const ProgramCache&) = delete;

  // The program `name` of `manifest`'s workload and size, compiled once.
  // Throws what SuiteProgram::load throws.
  const SuiteProgram& get(const Manifest& manifest, const std::string& name);
  // The inputs program specialised to one mode (SuiteProgram::inputs_source):
  // a caller that draws one mode compiles and loads that mode's branch alone.
  const SuiteProgram& inputs(const Manifest& manifest, int mode);

  const ProgramCacheCounters& counters() const { return counters_; }
  bool disk_enabled() const { return store_.has_value(); }
  // "on", or "off: <why>".
  const std::string& disk_state() const { return disk_state_; }
  // {"programs", "compiled", "memory_hits", "disk_loads", "disk_writes",
  //  "disk_rejected", "disk", "folder"}
  nlohmann::json status() const;

 private:
  const SuiteProgram& get_source(const std::string& key, const std::function<ProgramSource()>& make);
  std::optional<SuiteProgram> load_from_disk(const ProgramSource& source);
  void save_to_disk(const ProgramSource& source, const SuiteProgram& program);

  const runtime::Session* session_;
  std::optional<ExecutableStore> store_;
  std::string disk_state_;
  std::map<std::string, SuiteProgram> programs_;  // by workload/size/name
  ProgramCacheCounters counters_;
};

}  // namespace jaxbench::suite
