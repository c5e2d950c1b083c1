#include "preflight/dump_reader.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>

#include "core/files.h"

namespace jaxbench::preflight {

namespace {

namespace fs = std::filesystem;

constexpr const char* kFinalBundlesSuffix = "-final_bundles.txt";
constexpr const char* kExitTestMarker = "/* loop exit test */";

// A bundle line: optional blanks, its address "0x1a", blanks, an optional
// two-letter control mark (LB, LH, LE, PB, PF, CT), then ':'. Lines that do
// not start so continue the bundle before them (a DMA's descriptor).
struct BundleLine {
  bool is_bundle = false;
  bool loop_body_start = false;
};

BundleLine classify(const std::string& line) {
  size_t at = line.find_first_not_of(' ');
  if (at == std::string::npos || line.compare(at, 2, "0x") != 0) return {};
  at += 2;
  while (at < line.size() && std::isxdigit(static_cast<unsigned char>(line[at]))) ++at;
  size_t mark = line.find_first_not_of(' ', at);
  if (mark == std::string::npos || mark == at) return {};
  if (line[mark] == ':') return {true, false};
  if (mark + 2 < line.size() && line[mark + 2] == ':') return {true, line.compare(mark, 2, "LB") == 0};
  return {};
}

// The constant a loop's exit test compares its counter with: the last
// operand of the scmp before the marker ("scmp.ge.s32.totalorder %s17_s18, 1346").
std::optional<int64_t> exit_test_bound(const std::string& line, size_t marker) {
  size_t compare = line.rfind("scmp", marker);
  if (compare == std::string::npos) return std::nullopt;
  size_t comma = line.rfind(',', marker);
  if (comma == std::string::npos || comma < compare) return std::nullopt;
  size_t from = line.find_first_not_of(' ', comma + 1);
  size_t to = line.find_first_of(" /", from);
  if (from == std::string::npos || to == std::string::npos || to > marker) return std::nullopt;
  int64_t bound = 0;
  auto [end, error] = std::from_chars(line.data() + from, line.data() + to, bound);
  if (error != std::errc() || end != line.data() + to || bound <= 0) return std::nullopt;
  return bound;
}

}  // namespace

UnitBundles count_bundles(const std::string& unit, const std::string& text) {
  UnitBundles out;
  out.unit = unit;
  std::vector<double> weight;      // per bundle: product of its loops' trip counts
  std::vector<size_t> open_loops;  // index of each open loop's first bundle
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    BundleLine kind = classify(line);
    if (!kind.is_bundle) continue;
    if (kind.loop_body_start) open_loops.push_back(weight.size());
    weight.push_back(1.0);
    size_t marker = line.find(kExitTestMarker);
    if (marker == std::string::npos || open_loops.empty()) continue;
    size_t first = open_loops.back();
    open_loops.pop_back();
    std::optional<int64_t> trips = exit_test_bound(line, marker);
    if (!trips) {
      ++out.loops_without_bound;
      continue;
    }
    ++out.loops;
    out.max_trip_count = std::max(out.max_trip_count, *trips);
    for (size_t i = first; i < weight.size(); ++i) weight[i] *= static_cast<double>(*trips);
  }
  out.bundles = static_cast<int64_t>(weight.size());
  for (double w : weight) out.executed_bundles += w;
  return out;
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

std::vector<UnitBundles> read_final_bundles(const std::string& dump_dir) {
  std::map<std::string, fs::path> newest;  // unit -> its file (ids grow with time)
  std::error_code ec;
  if (!fs::is_directory(dump_dir, ec)) return {};
  for (auto it = fs::recursive_directory_iterator(dump_dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    std::string name = it->path().filename().string();
    if (!it->is_regular_file(ec) || name.find("schedule-analysis") != std::string::npos) continue;
    std::string unit = unit_of_dump_file(name);
    if (unit.empty() || unit.front() == '<') continue;  // <late-initialization>: once per load, not per run
    auto [slot, added] = newest.emplace(unit, it->path());
    if (!added && slot->second.filename().string() < name) slot->second = it->path();
  }
  std::vector<UnitBundles> units;
  for (const auto& [unit, path] : newest) units.push_back(count_bundles(unit, read_file(path.string())));
  return units;
}

}  // namespace jaxbench::preflight
