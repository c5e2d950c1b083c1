// The dump's side of dump_reader.h: which file holds each unit's final
// bundles, and how often each unit runs per program run (its calls from TLP).
#include <filesystem>
#include <map>

#include "core/files.h"
#include "tpu_model/dump_reader.h"

namespace jaxbench::preflight {

namespace {

namespace fs = std::filesystem;

constexpr const char* kFinalBundlesSuffix = "-final_bundles.txt";

}  // namespace

void weigh_by_calls(std::vector<UnitBundles>& units) {
  std::map<std::string, UnitBundles*> by_name;
  for (auto& u : units) by_name[u.unit] = &u;
  std::map<std::string, double> runs;
  // Breadth-first from TLP, a unit reached twice adding both; the depth bound stops a call cycle.
  std::vector<std::pair<std::string, double>> frontier = {{kTopLevelUnit, 1.0}};
  for (int depth = 0; depth < 8 && !frontier.empty(); ++depth) {
    std::vector<std::pair<std::string, double>> next;
    for (const auto& [caller, caller_runs] : frontier) {
      auto found = by_name.find(caller);
      if (found == by_name.end()) continue;
      for (const auto& [name, calls] : found->second->calls) {
        if (name == caller || !by_name.count(name)) continue;
        runs[name] += caller_runs * calls;
        by_name[name]->kernel |= found->second->kernel_calls.count(name) > 0;
        next.emplace_back(name, caller_runs * calls);
      }
    }
    frontier = std::move(next);
  }
  for (const auto& [name, count] : runs) {
    by_name[name]->runs = count;
    by_name[name]->executed_bundles *= count;
    by_name[name]->dma_bytes *= count;
    by_name[name]->other_dma_bytes *= count;
  }
}

std::string unit_of_dump_file(const std::string& file_name) {
  // <id>-<unit>-<pass number>-<pass name>; the unit may itself hold '-'.
  size_t first = file_name.find('-');
  size_t suffix = file_name.rfind(kFinalBundlesSuffix);
  if (first == std::string::npos || suffix == std::string::npos || suffix <= first) return "";
  size_t pass = file_name.rfind('-', suffix - 1);
  if (pass == std::string::npos || pass <= first) return "";
  return file_name.substr(first + 1, pass - first - 1);
}

// Calls visit(path, file name) for every regular file under the dump folder (searched recursively).
template <class Visit>
void each_dump_file(const std::string& dump_dir, Visit visit) {
  std::error_code ec;
  if (!fs::is_directory(dump_dir, ec)) return;
  for (auto it = fs::recursive_directory_iterator(dump_dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    if (it->is_regular_file(ec)) visit(it->path(), it->path().filename().string());
  }
}

std::map<std::string, std::string> final_bundle_files(const std::string& dump_dir) {
  std::map<std::string, fs::path> newest;  // unit -> its file (ids grow with time)
  each_dump_file(dump_dir, [&](const fs::path& path, const std::string& name) {
    if (name.find("schedule-analysis") != std::string::npos) return;
    std::string unit = unit_of_dump_file(name);
    if (unit.empty() || unit.front() == '<') return;  // <late-initialization>: once per load, not per run
    auto [slot, added] = newest.emplace(unit, path);
    if (!added && slot->second.filename().string() < name) slot->second = path;
  });
  std::map<std::string, std::string> files;
  for (const auto& [unit, path] : newest) files[unit] = path.string();
  return files;
}

std::string program_hlo_text(const std::string& dump_dir) {
  fs::path newest;
  each_dump_file(dump_dir, [&](const fs::path& path, const std::string& name) {
    if (name.ends_with("-TLP-hlo.txt") && (newest.empty() || newest.filename().string() < name)) newest = path;
  });
  return newest.empty() ? "" : read_file(newest.string());
}

std::vector<UnitBundles> read_final_bundles(const std::string& dump_dir,
                                            const std::vector<double>& program_loop_trips) {
  std::vector<UnitBundles> units;
  for (const auto& [unit, path] : final_bundle_files(dump_dir)) {
    units.push_back(count_bundles(unit, read_file(path), program_loop_trips));
  }
  weigh_by_calls(units);
  return units;
}

}  // namespace jaxbench::preflight
