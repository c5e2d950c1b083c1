// The workloads of every tier (suite/workload_id.h): the 50 under workloads/,
// the levels under workloads/levels/, a user's own under user_workloads_dir().
// Resolves ids (full id, the prefix alone such as "1p", any case) and suites
// ("priority", "fused", "all" = the 50, "levels", "user", "everything"),
// suggesting the closest ids when a name is unknown.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "suite/manifest.h"
#include "suite/workload_id.h"

namespace jaxbench::suite {

struct WorkloadEntry {
  std::string id;      // "1p_Flash_Attention"
  std::string prefix;  // "1p"
  std::string dir;     // workloads/1p_Flash_Attention
  int number = 0;      // 1
  Tier tier = Tier::suite;
  // "priority" for 'p' ids, "fused" for 'k', "level1".."level4" for the
  // levels, "user" for a user's own.
  std::string category() const;
  std::vector<std::string> sizes() const;  // exported sizes present
  std::string manifest_path(const std::string& size) const;
  // The levels' artifacts are not committed: they are exported into the
  // checkout's (ignored) <dir>/<size>/ when a command first needs them, and
  // each manifest's portable digest is committed instead (<tier folder>/
  // manifests.sha256; suite/manifest_digest.h), size -> digest, so a
  // re-export whose programs, inputs or metadata differ is caught as a drift.
  std::map<std::string, std::string> committed_manifest_digest;
  bool exported_on_first_use() const { return tier == Tier::levels; }
};

// The exported sizes, smallest first ("small", "full"), and the suites
// ("priority", "fused", "all", "levels", "user", "everything"): every command
// and schema reads them here. "all" is the 50, the shared target.
const std::vector<std::string>& size_names();
const std::vector<std::string>& suite_names();

class Registry {
 public:
  // One folder holding one tier's workloads (<dir>/<id>/workload.py).
  struct Root {
    std::string dir;
    Tier tier = Tier::suite;
    bool required = true;  // a missing optional folder holds no workloads
  };
  // Scans the roots in order; an id (or prefix) that an earlier root already
  // has is left out, so a later tier never shadows the suite. Throws if a
  // required root does not exist.
  static Registry discover(const std::vector<Root>& roots);
  // The 50's layout: `workloads_dir` as the suite tier.
  static Registry discover(const std::string& workloads_dir);
  // The checkout's suite and levels, and the user's workloads.
  static Registry open_default();

  const std::vector<WorkloadEntry>& all() const { return entries_; }
  const WorkloadEntry& resolve(const std::string& query) const;  // throws, with the closest ids
  const WorkloadEntry* find(const std::string& query) const;     // nullptr when none matches
  std::vector<const WorkloadEntry*> suite(const std::string& name) const;
  // Loads the manifest of one size; a size the workload lacks is an error
  // naming the sizes it has. A levels workload's missing size is exported
  // first (by the exporter set below), and its manifest must match the
  // committed digest (suite/manifest_digest.h).
  Manifest manifest(const WorkloadEntry& entry, const std::string& size) const;

  // Exports the missing `size` of the given first-use workloads into their
  // folders (one batch, progress on stderr); throws when one fails. Set by
  // the entry points that run programs (candidate::export_on_first_use):
  // suite/ cannot start the sandboxed exporter itself. Unset, a missing size
  // is an error naming the export command.
  using Exporter = std::function<void(const std::vector<const WorkloadEntry*>& entries, const std::string& size)>;
  void set_exporter(Exporter exporter) { exporter_ = std::move(exporter); }
  // Exports, in one batch, every entry's missing `size` that is exported on
  // first use (a suite run's rows before the first is timed); a no-op
  // without an exporter or when nothing is missing.
  void prepare(const std::vector<const WorkloadEntry*>& entries, const std::string& size) const;

  // Ids ordered by closeness to `query` (for "did you mean").
  std::vector<std::string> closest(const std::string& query, size_t count) const;

 private:
  std::vector<WorkloadEntry> entries_;
  Exporter exporter_;
};

}  // namespace jaxbench::suite
