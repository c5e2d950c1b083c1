#include "suite/registry.h"

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "core/error.h"
#include "core/files.h"
#include "core/project_root.h"
#include "core/strings.h"
#include "core/user_dirs.h"
#include "suite/manifest_digest.h"

namespace jaxbench::suite {

namespace fs = std::filesystem;

namespace {

size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<size_t> previous(b.size() + 1), current(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) previous[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    current[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t substitute = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitute});
    }
    std::swap(previous, current);
  }
  return previous[b.size()];
}

// <tier folder>/manifests.sha256 ("<sha256>  <id>/<size>/manifest.json", as
// sha256sum writes it): "<id>/<size>" -> sha256; empty when the file is absent.
std::map<std::string, std::string> read_committed_hashes(const std::string& dir) {
  std::map<std::string, std::string> out;
  std::string path = dir + "/manifests.sha256";
  if (!file_exists(path)) return out;
  std::istringstream lines(read_file(path));
  for (std::string line; std::getline(lines, line);) {
    size_t gap = line.find("  ");
    if (gap == std::string::npos) continue;
    std::string rel = line.substr(gap + 2);
    const std::string suffix = "/manifest.json";
    if (rel.size() > suffix.size()) rel.resize(rel.size() - suffix.size());
    out[rel] = line.substr(0, gap);
  }
  return out;
}

void add_root(const Registry::Root& root, std::vector<WorkloadEntry>* entries) {
  if (!is_directory(root.dir)) {
    if (!root.required) return;
    throw Error("suite folder " + root.dir + " not found (run from a jaxbench checkout or set JAXBENCH_ROOT)");
  }
  auto taken = [&](const std::string& id, const std::string& prefix) {
    for (const auto& entry : *entries) {
      for (const std::string& name : {to_lower(entry.id), to_lower(entry.prefix)}) {
        if (name == to_lower(id) || name == to_lower(prefix)) return true;
      }
    }
    return false;
  };
  std::map<std::string, std::string> committed;
  if (root.tier == Tier::levels) committed = read_committed_hashes(root.dir);
  for (const auto& item : fs::directory_iterator(root.dir)) {
    if (!item.is_directory()) continue;
    std::string id = item.path().filename().string();
    auto parsed = parse_workload_id(id, root.tier);
    if (!parsed || !file_exists((item.path() / "workload.py").string()) || taken(id, parsed->prefix)) continue;
    WorkloadEntry entry;
    entry.id = id;
    entry.prefix = parsed->prefix;
    entry.number = parsed->number;
    entry.tier = root.tier;
    entry.dir = item.path().string();
    for (const std::string& size : size_names()) {
      auto found = committed.find(id + "/" + size);
      if (found != committed.end()) entry.committed_manifest_digest[size] = found->second;
    }
    entries->push_back(entry);
  }
}

}  // namespace

const std::vector<std::string>& size_names() {
  static const std::vector<std::string> kSizes = {"small", "full"};
  return kSizes;
}

const std::vector<std::string>& suite_names() {
  static const std::vector<std::string> kSuites = {"priority", "fused", "all", "levels", "user", "everything"};
  return kSuites;
}

std::string WorkloadEntry::category() const {
  switch (tier) {
    case Tier::suite:
      return prefix.back() == 'p' ? "priority" : "fused";
    case Tier::levels:
      return "level" + std::to_string(number / 1000);
    case Tier::user:
      return "user";
  }
  return "user";
}

std::vector<std::string> WorkloadEntry::sizes() const {
  std::vector<std::string> out;
  for (const std::string& size : size_names()) {
    if (file_exists(manifest_path(size))) out.push_back(size);
  }
  return out;
}

std::string WorkloadEntry::manifest_path(const std::string& size) const { return dir + "/" + size + "/manifest.json"; }

Registry Registry::discover(const std::vector<Root>& roots) {
  Registry registry;
  for (const Root& root : roots) add_root(root, &registry.entries_);
  std::stable_sort(registry.entries_.begin(), registry.entries_.end(), [](const auto& a, const auto& b) {
    if (a.tier != b.tier) return a.tier < b.tier;
    return a.number != b.number ? a.number < b.number : a.id < b.id;
  });
  return registry;
}

Registry Registry::discover(const std::string& workloads_dir) { return discover({Root{workloads_dir}}); }

Registry Registry::open_default() {
  auto root = project_root();
  if (!root) throw Error("cannot find the jaxbench checkout (set JAXBENCH_ROOT to the folder holding workloads/)");
  std::vector<Root> roots = {Root{*root + "/workloads"}, Root{*root + "/workloads/levels", Tier::levels, false}};
  if (auto user = user_workloads_dir()) roots.push_back(Root{*user, Tier::user, false});
  return discover(roots);
}

std::vector<std::string> Registry::closest(const std::string& query, size_t count) const {
  std::vector<std::pair<size_t, std::string>> scored;
  std::string q = to_lower(query);
  for (const auto& entry : entries_) {
    std::string id = to_lower(entry.id);
    // Compare with the whole id and with its name part, whichever is closer.
    std::string name_part = entry.prefix.size() < id.size() ? id.substr(entry.prefix.size() + 1) : id;
    size_t distance =
        std::min({edit_distance(q, id), edit_distance(q, name_part), edit_distance(q, to_lower(entry.prefix))});
    if (id.find(q) != std::string::npos) distance = 0;
    scored.push_back({distance, entry.id});
  }
  std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::string> out;
  for (size_t i = 0; i < scored.size() && i < count; ++i) out.push_back(scored[i].second);
  return out;
}

const WorkloadEntry* Registry::find(const std::string& query) const {
  std::string q = to_lower(query);
  for (const auto& entry : entries_) {
    if (to_lower(entry.id) == q || to_lower(entry.prefix) == q) return &entry;
  }
  return nullptr;
}

const WorkloadEntry& Registry::resolve(const std::string& query) const {
  if (const WorkloadEntry* entry = find(query)) return *entry;
  std::string suggestion;
  for (const auto& id : closest(query, 3)) suggestion += (suggestion.empty() ? "" : ", ") + id;
  throw Error("unknown workload '" + query + "'" + (suggestion.empty() ? "" : "; closest: " + suggestion) +
              " (jaxbench list shows all)");
}

std::vector<const WorkloadEntry*> Registry::suite(const std::string& name) const {
  const auto& suites = suite_names();
  if (std::find(suites.begin(), suites.end(), name) == suites.end()) {
    throw Error("unknown suite '" + name + "': use priority, fused, all (the 50), levels, user or everything");
  }
  auto in_suite = [&](const WorkloadEntry& entry) {
    if (name == "everything") return true;
    if (name == "levels") return entry.tier == Tier::levels;
    if (name == "user") return entry.tier == Tier::user;
    return entry.tier == Tier::suite && (name == "all" || entry.category() == name);
  };
  std::vector<const WorkloadEntry*> out;
  for (const auto& entry : entries_) {
    if (in_suite(entry)) out.push_back(&entry);
  }
  return out;
}

void Registry::prepare(const std::vector<const WorkloadEntry*>& entries, const std::string& size) const {
  if (!exporter_) return;
  std::vector<const WorkloadEntry*> missing;
  for (const WorkloadEntry* entry : entries) {
    if (entry->exported_on_first_use() && !file_exists(entry->manifest_path(size))) missing.push_back(entry);
  }
  if (!missing.empty()) exporter_(missing, size);
}

Manifest Registry::manifest(const WorkloadEntry& entry, const std::string& size) const {
  const auto& sizes = size_names();
  if (std::find(sizes.begin(), sizes.end(), size) == sizes.end()) {
    throw Error("unknown size '" + size + "': use small or full");
  }
  std::string path = entry.manifest_path(size);
  if (!file_exists(path) && entry.exported_on_first_use()) prepare({&entry}, size);
  if (!file_exists(path)) {
    if (entry.exported_on_first_use()) {
      throw Error(entry.id + " has no '" + size + "' artifacts yet: run, eval, preflight, verify or serve export " +
                  "them on first use, or: python -m tools.export --workloads-root " +
                  fs::path(entry.dir).parent_path().string() + " --only " + entry.id + " --size " + size);
    }
    std::string present;
    for (const auto& s : entry.sizes()) present += (present.empty() ? "" : ", ") + s;
    throw Error(entry.id + " has no '" + size + "' size exported (it has: " + (present.empty() ? "none" : present) +
                "; export it with tools/export)");
  }
  auto committed = entry.committed_manifest_digest.find(size);
  if (entry.exported_on_first_use() && committed != entry.committed_manifest_digest.end()) {
    std::string actual = portable_manifest_digest(read_file(path), path);
    if (actual != committed->second) {
      throw Error(path + " drifted from its committed digest (" + committed->second.substr(0, 12) + ", now " +
                  actual.substr(0, 12) + "; its programs, inputs or metadata differ): delete " +
                  fs::path(path).parent_path().string() + " to re-export it, or, after a deliberate change, " +
                  "commit the new digest with tools/export/verify_hashes.py --write-committed");
    }
  }
  return Manifest::load(path);
}

}  // namespace jaxbench::suite
