#include "tpu_model/vmem_report.h"

#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/files.h"

namespace jaxbench::preflight {

namespace {

// The end of the JSON object opening at `from`: its braces counted outside strings.
size_t object_end(const std::string& text, size_t from) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = from; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    if (c == '{') ++depth;
    if (c == '}' && --depth == 0) return i + 1;
  }
  return std::string::npos;
}

}  // namespace

std::optional<VmemReport> parse_vmem_report(const std::string& html) {
  size_t data = html.find("const DATA");
  size_t open = data == std::string::npos ? data : html.find('{', data);
  size_t end = open == std::string::npos ? open : object_end(html, open);
  if (end == std::string::npos) return std::nullopt;
  nlohmann::json d = nlohmann::json::parse(html.begin() + static_cast<std::ptrdiff_t>(open),
                                           html.begin() + static_cast<std::ptrdiff_t>(end), nullptr, false);
  if (d.is_discarded() || !d.is_object()) return std::nullopt;
  VmemReport report;
  auto info = d.find("global_info");
  if (info != d.end() && info->is_object()) {
    auto capacity = info->find("vmem_capacity");
    if (capacity != info->end() && capacity->is_number()) report.capacity_bytes = capacity->get<int64_t>();
  }
  auto breakdowns = d.find("hlo_breakdowns");
  if (breakdowns == d.end() || !breakdowns->is_object()) return report;
  for (const auto& breakdown : *breakdowns) {
    auto size = breakdown.is_object() ? breakdown.find("total_size") : breakdown.end();
    if (size != breakdown.end() && size->is_number()) {
      report.footprint_bytes = std::max(report.footprint_bytes, size->get<int64_t>());
    }
  }
  return report;
}

std::optional<VmemReport> read_vmem_report(const std::string& dump_dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path newest;
  if (!fs::is_directory(dump_dir, ec)) return std::nullopt;
  for (auto it = fs::recursive_directory_iterator(dump_dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    std::string name = it->path().filename().string();
    if (name.ends_with("vmem_report.html") && (newest.empty() || newest.filename().string() < name))
      newest = it->path();
  }
  if (newest.empty()) return std::nullopt;
  return parse_vmem_report(read_file(newest.string()));
}

}  // namespace jaxbench::preflight
