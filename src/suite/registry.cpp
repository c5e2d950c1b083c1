#include "suite/registry.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "core/error.h"
#include "core/files.h"
#include "core/project_root.h"
#include "core/strings.h"

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

// "12p_RMSNorm" -> prefix "12p", number 12; empty prefix if not of that form.
bool split_id(const std::string& id, std::string* prefix, int* number) {
  size_t digits = 0;
  while (digits < id.size() && std::isdigit(static_cast<unsigned char>(id[digits]))) ++digits;
  if (digits == 0 || digits + 1 >= id.size() || (id[digits] != 'p' && id[digits] != 'k') || id[digits + 1] != '_') {
    return false;
  }
  *prefix = id.substr(0, digits + 1);
  *number = std::stoi(id.substr(0, digits));
  return true;
}

}  // namespace

const std::vector<std::string>& size_names() {
  static const std::vector<std::string> kSizes = {"small", "full"};
  return kSizes;
}

const std::vector<std::string>& suite_names() {
  static const std::vector<std::string> kSuites = {"priority", "fused", "all"};
  return kSuites;
}

std::string WorkloadEntry::category() const { return prefix.back() == 'p' ? "priority" : "fused"; }

std::vector<std::string> WorkloadEntry::sizes() const {
  std::vector<std::string> out;
  for (const std::string& size : size_names()) {
    if (file_exists(manifest_path(size))) out.push_back(size);
  }
  return out;
}

std::string WorkloadEntry::manifest_path(const std::string& size) const { return dir + "/" + size + "/manifest.json"; }

Registry Registry::discover(const std::string& workloads_dir) {
  if (!is_directory(workloads_dir)) {
    throw Error("suite folder " + workloads_dir + " not found (run from a jaxbench checkout or set JAXBENCH_ROOT)");
  }
  Registry registry;
  for (const auto& item : fs::directory_iterator(workloads_dir)) {
    if (!item.is_directory()) continue;
    WorkloadEntry entry;
    entry.id = item.path().filename().string();
    if (!split_id(entry.id, &entry.prefix, &entry.number)) continue;
    if (!file_exists((item.path() / "workload.py").string())) continue;
    entry.dir = item.path().string();
    registry.entries_.push_back(entry);
  }
  std::sort(registry.entries_.begin(), registry.entries_.end(),
            [](const auto& a, const auto& b) { return a.number != b.number ? a.number < b.number : a.id < b.id; });
  return registry;
}

Registry Registry::open_default() {
  auto root = project_root();
  if (!root) throw Error("cannot find the jaxbench checkout (set JAXBENCH_ROOT to the folder holding workloads/)");
  return discover(*root + "/workloads");
}

std::vector<std::string> Registry::closest(const std::string& query, size_t count) const {
  std::vector<std::pair<size_t, std::string>> scored;
  std::string q = to_lower(query);
  for (const auto& entry : entries_) {
    std::string id = to_lower(entry.id);
    // Compare with the whole id and with its name part, whichever is closer.
    std::string name_part = id.substr(entry.prefix.size() + 1);
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
    throw Error("unknown suite '" + name + "': use priority, fused or all");
  }
  std::vector<const WorkloadEntry*> out;
  for (const auto& entry : entries_) {
    if (name == "all" || entry.category() == name) out.push_back(&entry);
  }
  return out;
}

Manifest Registry::manifest(const WorkloadEntry& entry, const std::string& size) const {
  std::string path = entry.manifest_path(size);
  if (!file_exists(path)) {
    std::string sizes;
    for (const auto& s : entry.sizes()) sizes += (sizes.empty() ? "" : ", ") + s;
    if (size != "small" && size != "full") throw Error("unknown size '" + size + "': use small or full");
    throw Error(entry.id + " has no '" + size + "' size exported (it has: " + (sizes.empty() ? "none" : sizes) +
                "; export it with tools/export)");
  }
  return Manifest::load(path);
}

}  // namespace jaxbench::suite
