// The workloads found under workloads/: resolves ids (full id, the prefix
// alone such as "1p", any case) and suites ("priority", "fused", "all"),
// suggesting the closest ids when a name is unknown.
#pragma once

#include <string>
#include <vector>

#include "suite/manifest.h"

namespace jaxbench::suite {

struct WorkloadEntry {
  std::string id;                          // "1p_Flash_Attention"
  std::string prefix;                      // "1p"
  std::string dir;                         // workloads/1p_Flash_Attention
  int number = 0;                          // 1
  std::string category() const;            // "priority" for 'p' ids, "fused" for 'k'
  std::vector<std::string> sizes() const;  // exported sizes present
  std::string manifest_path(const std::string& size) const;
};

// The exported sizes, smallest first ("small", "full"), and the suites
// ("priority", "fused", "all"): every command and schema reads them here.
const std::vector<std::string>& size_names();
const std::vector<std::string>& suite_names();

class Registry {
 public:
  // Scans `workloads_dir`; throws if it does not exist.
  static Registry discover(const std::string& workloads_dir);
  // The suite of the checkout (project_root()/workloads).
  static Registry open_default();

  const std::vector<WorkloadEntry>& all() const { return entries_; }
  const WorkloadEntry& resolve(const std::string& query) const;  // throws, with the closest ids
  const WorkloadEntry* find(const std::string& query) const;     // nullptr when none matches
  std::vector<const WorkloadEntry*> suite(const std::string& name) const;
  // Loads the manifest of one size; a size the workload lacks is an error
  // naming the sizes it has.
  Manifest manifest(const WorkloadEntry& entry, const std::string& size) const;

  // Ids ordered by closeness to `query` (for "did you mean").
  std::vector<std::string> closest(const std::string& query, size_t count) const;

 private:
  std::vector<WorkloadEntry> entries_;
};

}  // namespace jaxbench::suite
