#include "candidate/candidate_export.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "candidate/export_sandbox.h"
#include "candidate/export_steps.h"
#include "core/error.h"
#include "core/files.h"
#include "core/project_root.h"
#include "core/status.h"
#include "core/strings.h"
#include "platform/registry.h"
#include "process/sandbox.h"

namespace jaxbench::candidate {

namespace fs = std::filesystem;

namespace detail {

// The JSON comes from a process that ran candidate code: any field may be
// missing or of the wrong type, and none of that may throw.
bool json_bool(const nlohmann::json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_boolean() && it->get<bool>();
}

void fill_from_json(const nlohmann::json& j, CandidateExport& e) {
  e.pallas_interpret = json_bool(j, "pallas_interpret");
  e.uses_pallas = json_bool(j, "uses_pallas");
  e.outputs_match_manifest = json_bool(j, "outputs_match_manifest");
  e.device_kind = json_string(j, "device_kind");
  if (auto it = j.find("pallas_problems"); it != j.end() && it->is_array()) {
    for (const auto& p : *it) {
      if (p.is_string() && e.pallas_problems.size() < 16)
        e.pallas_problems.push_back(one_line(p.get<std::string>(), 600));
    }
  }
  if (auto it = j.find("custom_call_targets"); it != j.end() && it->is_array()) {
    for (const auto& t : *it) {
      if (t.is_string()) e.custom_call_targets.push_back(t.get<std::string>());
    }
  }
}

}  // namespace detail

const char* export_status_name(ExportStatus status) {
  switch (status) {
    case ExportStatus::ok:
      return "ok";
    case ExportStatus::export_error:
      return kExportError;
    case ExportStatus::timeout:
      return kTimeout;
    case ExportStatus::oom:
      return kOom;
  }
  return "unknown";
}

namespace detail {

// The checkout (for tools/export) and its .venv's python; refuses what the
// exporter cannot take before a process is started.
std::pair<std::string, std::string> checkout_paths(const ExportLimits& limits) {
  std::string root = limits.root;
  if (root.empty()) {
    auto found = project_root();
    if (!found) throw Error("cannot find the jaxbench checkout for tools/export (set JAXBENCH_ROOT to it)");
    root = *found;
  }
  root = fs::absolute(root).lexically_normal().string();
  std::string python = limits.python.empty() ? root + "/.venv/bin/python" : limits.python;
  if (!file_exists(python)) throw Error("export needs " + python + ": run ./setup.sh (it creates .venv with jax)");
  return {root, python};
}

std::pair<std::string, std::string> exporter_paths(const std::string& candidate_path, const std::string& manifest_path,
                                                   const std::string& platform, const ExportLimits& limits) {
  auto [root, python] = checkout_paths(limits);
  if (!platform::exporter_supports(platform)) {
    std::string supported;
    for (const auto& name : platform::exporter_platforms()) supported += (supported.empty() ? "" : ", ") + name;
    throw Error("export platform '" + platform + "' is not one of " + supported);
  }
  if (!file_exists(candidate_path)) throw Error("candidate file " + candidate_path + " not found");
  if (!file_exists(manifest_path)) throw Error("manifest " + manifest_path + " not found (export the suite first)");
  return {root, python};
}

std::vector<std::string> exporter_argv(const std::string& python, const std::string& staged,
                                       const std::string& manifest_path, const std::string& platform,
                                       const std::string& device_kind, bool shape_manifest) {
  std::vector<std::string> argv = {python,
                                   "-m",
                                   "tools.export.export_candidate",
                                   "--candidate",
                                   staged,
                                   "--manifest",
                                   fs::weakly_canonical(fs::absolute(manifest_path)).string(),
                                   "--platform",
                                   platform,
                                   "--out",
                                   "out.mlir",
                                   "--json"};
  // The chip to lower for is always the judge's (the registry's default when
  // the caller names none), never the exporter's own fallback.
  std::string lowered_for = device_kind.empty() ? platform::default_export_device_kind(platform) : device_kind;
  if (!lowered_for.empty()) {
    argv.push_back("--device-kind");
    argv.push_back(lowered_for);
  }
  if (shape_manifest) {
    argv.push_back("--shape-manifest");
    argv.push_back(kStagedShapeManifest);
  }
  return argv;
}

// What the sandboxed run means: a module read back, or why there is none.
void classify_export(const process::SandboxResult& r, const std::string& work_dir, const ExportLimits& limits,
                     CandidateExport& e) {
  nlohmann::json j = last_json_line(r.stdout_text);
  std::string json_message = json_string(j, "message");
  std::string detail = one_line(json_message.empty() ? error_line(r.stderr_text) : json_message);
  e.full_message = json_message.substr(0, 16000);
  auto fail = [&](ExportStatus status, const std::string& message) {
    e.status = status;
    e.message = one_line(message);
  };
  if (r.outcome == process::SandboxOutcome::spawn_failed) {
    return fail(ExportStatus::export_error, "could not start the exporter: " + r.message);
  }
  if (r.outcome == process::SandboxOutcome::timeout) {
    return fail(ExportStatus::timeout, "export did not finish within " + format_seconds(limits.timeout_seconds) + " s");
  }
  if (r.cpu_limit_hit) return fail(ExportStatus::timeout, "export " + r.message);
  if (r.out_of_memory) {
    return fail(ExportStatus::oom, "export exceeded the " + format_bytes_short(limits.address_space_bytes) +
                                       " memory limit" + (detail.empty() ? "" : " (" + detail + ")"));
  }
  if (r.disk_limit_hit || (r.file_size_limit_hit && limits.disk_bytes && limits.disk_bytes <= limits.file_size_bytes)) {
    return fail(ExportStatus::export_error, "export wrote more than the " + format_bytes_short(limits.disk_bytes) +
                                                " disk limit to its temp dir (--export-disk-limit)");
  }
  if (r.process_limit_hit) {
    return fail(ExportStatus::export_error,
                "export reached the process limit: " + std::to_string(export_task_bound(limits)) + " tasks (" +
                    std::to_string(limits.max_processes) + " processes + " + std::to_string(export_thread_allowance()) +
                    " for threads; --export-max-processes)");
  }
  if (r.file_size_limit_hit) {
    return fail(ExportStatus::export_error,
                "export wrote a file larger than the " + format_bytes_short(limits.file_size_bytes) + " limit");
  }
  if (r.outcome == process::SandboxOutcome::exited && r.exit_code == 0 && json_string(j, "status") == "ok") {
    std::string why;
    if (!read_child_file(work_dir + "/out.mlir", limits.file_size_bytes, &e.module_text, &why)) {
      return fail(ExportStatus::export_error, "the exporter reported success but out.mlir is unreadable: " + why);
    }
    if (!read_child_file(work_dir + "/out.mlirbc", limits.file_size_bytes, &e.module_bytecode, &why)) {
      e.module_bytecode.clear();  // the text is what the judge needs; bytecode is a convenience
    }
    fill_from_json(j, e);
    e.status = ExportStatus::ok;
    e.message = "exported in " + format_seconds(std::round(r.wall_seconds * 10) / 10) + " s";
    return;
  }
  if (!json_message.empty()) return fail(ExportStatus::export_error, json_message);
  std::string how =
      r.outcome == process::SandboxOutcome::exited ? "exited with code " + std::to_string(r.exit_code) : r.message;
  fail(ExportStatus::export_error, "the exporter " + how + (detail.empty() ? "" : ": " + detail));
}

CandidateExport finished_export(const process::SandboxResult& r, const std::string& work_dir,
                                const ExportLimits& limits, std::string source_text, std::string stderr_tail) {
  CandidateExport e;
  e.source_text = std::move(source_text);
  e.seconds = r.wall_seconds;
  e.peak_rss_bytes = r.peak_rss_bytes;
  e.network_isolated = r.network_isolated;
  e.isolation_note = r.isolation_note;
  e.stderr_tail = std::move(stderr_tail);
  e.work_dir = work_dir;
  classify_export(r, work_dir, limits, e);
  return e;
}

}  // namespace detail

CandidateExport export_candidate(const std::string& candidate_path, const std::string& manifest_path,
                                 const std::string& platform, const ExportLimits& limits,
                                 const std::string& device_kind, const std::string& shape_manifest) {
  auto [root, python] = detail::exporter_paths(candidate_path, manifest_path, platform, limits);
  TempDir dir("jaxbench-export-");
  if (limits.keep_work_dir) dir.keep();
  std::string name = detail::staged_name(candidate_path);
  std::string source_text = read_file(candidate_path);
  write_file_atomic(dir.path() + "/" + name, source_text);
  if (!shape_manifest.empty()) {
    write_file_atomic(dir.path() + "/" + detail::kStagedShapeManifest, read_file(shape_manifest));
  }
  process::SandboxOptions options = detail::export_sandbox(limits, root, dir.path());
  options.root_binds = detail::exporter_root_binds(python, root, manifest_path);
  std::string interpreter = detail::real_interpreter_path(python);
  if (limits.require_isolation) detail::require_full_isolation(interpreter, options);
  process::SandboxResult r = process::run_sandboxed(
      detail::exporter_argv(interpreter, name, manifest_path, platform, device_kind, !shape_manifest.empty()), options);
  return detail::finished_export(r, dir.path(), limits, std::move(source_text),
                                 detail::candidate_stderr_tail(r.stderr_text, name));
}

}  // namespace jaxbench::candidate
