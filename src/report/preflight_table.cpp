#include "report/preflight_table.h"

#include <cstdio>
#include <string>

#include "core/indent.h"
#include "core/status.h"
#include "core/strings.h"

namespace jaxbench::report {

namespace {

std::string percent(double fraction) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.1f%%", fraction * 100);
  return text;
}

void print_header(const preflight::PreflightTarget& target, const std::optional<platform::ChipSpec>& chip) {
  std::printf("target %s: %s (libtpu topology %s, %zu device%s), libtpu %s\n", target.target.c_str(),
              target.device_kind.c_str(), target.topology.c_str(), target.devices, target.devices == 1 ? "" : "s",
              target.libtpu_version.empty() ? "(version unknown)" : target.libtpu_version.c_str());
  std::string limit = target.hbm_limit_bytes ? format_bytes(*target.hbm_limit_bytes) : "unknown";
  std::printf(
      "HBM the compiler allows one device: %s%s\n\n", limit.c_str(),
      chip ? (" (spec sheet: " + std::to_string(static_cast<int>(chip->hbm_gib)) + " GiB per chip)").c_str() : "");
  std::printf("%-52s %-13s %9s %22s %12s %12s\n", "module", "status", "compile_s", "device memory (% HBM)", "GFLOP",
              "est. time");
}

// Where the module's estimated time goes (estimate/tpu_profile.h), indented under its row.
void print_profile(const preflight::TpuProfile& profile) {
  std::printf("%s", indent_lines("profile: " + profile.summary(), "    ").c_str());
}

// One module's row, then what is said about it on indented lines.
void print_row(const preflight::PreflightTarget& target, const preflight::PreflightResult& r) {
  std::string memory = "-", gflop = "-", estimate = "-";
  if (auto bytes = r.device_bytes()) {
    memory = format_bytes(*bytes);
    if (target.hbm_limit_bytes) memory += " (" + percent(static_cast<double>(*bytes) / *target.hbm_limit_bytes) + ")";
  }
  if (auto it = r.cost.find("flops"); it != r.cost.end()) {
    char text[32];
    std::snprintf(text, sizeof(text), "%.3f", it->second / 1e9);
    gflop = text;
  }
  if (auto seconds = r.estimated_seconds()) {
    estimate = format_duration(*seconds) + (r.tpu_estimate ? "" : "*");
  } else if (r.ok()) {
    estimate = "none";
  }
  std::printf("%-52s %-13s %9.2f %22s %12s %12s\n", r.label.c_str(), r.status.c_str(), r.compile_seconds,
              memory.c_str(), gflop.c_str(), estimate.c_str());
  if (!r.message.empty()) std::printf("    %s\n", r.message.c_str());
  if (r.status == kOom && r.diagnosis && r.diagnosis->required_bytes && r.diagnosis->limit_bytes) {
    std::printf("    needs %s of %s, limit %s%s\n", format_bytes(*r.diagnosis->required_bytes).c_str(),
                r.diagnosis->memory_space.c_str(), format_bytes(*r.diagnosis->limit_bytes).c_str(),
                r.diagnosis->scoped_limit ? " (the kernel's scoped limit)" : "");
  }
  if (r.diagnosis && !r.diagnosis->hint.empty()) std::printf("    hint: %s\n", r.diagnosis->hint.c_str());
  if (r.ok() && !r.estimated_seconds()) {
    std::printf("    no time estimate: no bundle dump, and no optimal_seconds in the compiler's cost analysis\n");
  }
  if (r.tpu_estimate && !r.tpu_estimate->resolved()) std::printf("    %s\n", r.tpu_estimate->unresolved_line().c_str());
  if (r.tpu_profile) print_profile(*r.tpu_profile);
  if (!r.note.empty()) std::printf("    note: %s\n", r.note.c_str());
}

}  // namespace

void print_preflight_table(const judge::PreflightReport& report) {
  print_header(report.target, report.chip);
  for (const auto& r : report.results) print_row(report.target, r);
  std::printf(
      "\nest. time = jaxbench's estimate from libtpu's final bundles and the HBM traffic (tpu_estimate in "
      "--json, with its basis; see docs/bench/tpu-estimate.md for how far it holds); * = the compiler's own "
      "roofline (cost analysis \"optimal_seconds\") where no bundles were read.\n");
  if (report.candidate) std::printf("\ncandidate: %s\n", report.candidate->summary().c_str());
}

nlohmann::json preflight_document(const judge::PreflightReport& report) {
  nlohmann::json document = {{"command", "preflight"},
                             {"status", report.ok() ? "ok" : "failed"},
                             {"target", report.target.to_json()},
                             {"modules", nlohmann::json::array()}};
  if (const auto& chip = report.chip) {
    document["target"]["chip"] = {{"name", chip->name},
                                  {"hbm_bytes", static_cast<int64_t>(chip->hbm_gib * (1 << 30))},
                                  {"bf16_tflops", chip->bf16_tflops},
                                  {"hbm_tbytes_per_s", chip->hbm_tbytes_per_s}};
  }
  for (const auto& r : report.results) document["modules"].push_back(r.to_json(report.target, report.chip));
  if (report.candidate) document["candidate"] = report.candidate->to_json();
  return document;
}

}  // namespace jaxbench::report
