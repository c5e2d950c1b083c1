#include "candidate/workload_add.h"

#include <filesystem>

#include "candidate/export_sandbox.h"
#include "candidate/export_steps.h"
#include "core/error.h"
#include "core/files.h"
#include "core/sha256.h"
#include "core/strings.h"
#include "core/temp_dir.h"
#include "process/sandbox.h"
#include "suite/manifest.h"

namespace jaxbench::candidate {

namespace fs = std::filesystem;

namespace {

// The child's messages name its staged copy; the user knows their own folder.
std::string user_paths(std::string text, const std::string& staged, const std::string& folder) {
  for (size_t at = text.find(staged); at != std::string::npos; at = text.find(staged, at + folder.size())) {
    text.replace(at, staged.size(), folder);
  }
  return text;
}

// Hands the child's complete "ok ..."/"FAIL ..." lines on as they arrive (the
// checks take minutes at full size); its other stderr (JAX's logs) is kept only.
class CheckLines {
 public:
  CheckLines(std::function<void(const std::string&)> sink, std::string staged, std::string folder)
      : sink_(std::move(sink)), staged_(std::move(staged)), folder_(std::move(folder)) {}
  void feed(const char* data, size_t size) {
    pending_.append(data, size);
    for (size_t end; (end = pending_.find('\n')) != std::string::npos; pending_.erase(0, end + 1)) {
      std::string line = pending_.substr(0, end);
      if (sink_ && (line.starts_with("ok ") || line.starts_with("FAIL "))) sink_(user_paths(line, staged_, folder_));
    }
  }

 private:
  std::function<void(const std::string&)> sink_;
  std::string staged_, folder_, pending_;
};

std::vector<std::string> add_argv(const std::string& interpreter, const suite::WorkloadSource& source,
                                  const WorkloadAddOptions& options) {
  std::string sizes;
  for (const auto& size : options.sizes) sizes += (sizes.empty() ? "" : ",") + size;
  return {interpreter,
          "-m",
          "tools.export.workload_add",
          "--root",
          "root",
          "--id",
          source.id,
          "--content-sha256",
          source.content_sha256,
          "--sizes",
          sizes,
          "--held-out-check",
          std::to_string(options.held_out_check)};
}

// Why the sandbox ended the child, when it did (the limits a hostile op meets).
std::string sandbox_failure(const process::SandboxResult& r, const ExportLimits& limits) {
  if (r.outcome == process::SandboxOutcome::spawn_failed) return "could not start the exporter: " + r.message;
  if (r.outcome == process::SandboxOutcome::timeout) {
    return "the checks did not finish within " + format_seconds(limits.timeout_seconds) + " s";
  }
  if (r.cpu_limit_hit) return "the checks " + r.message;
  if (r.out_of_memory)
    return "the checks exceeded the " + format_bytes_short(limits.address_space_bytes) + " memory limit";
  if (r.disk_limit_hit || r.file_size_limit_hit) {
    return "the op wrote more than the " + format_bytes_short(limits.disk_bytes) + " disk limit of its sandbox";
  }
  if (r.process_limit_hit) {
    return "the op reached the sandbox's process limit (" + std::to_string(export_task_bound(limits)) + " tasks)";
  }
  return "";
}

// Each size's manifest and artifacts from the child's folder: plain files
// only, each artifact's sha256 the manifest's, the content hash ours.
void read_back(const std::string& out_dir, const suite::WorkloadSource& source, const WorkloadAddOptions& options,
               WorkloadAddResult& result) {
  uint64_t cap = options.limits.file_size_bytes;
  std::string why, bytes;
  for (const std::string& size : options.sizes) {
    std::string folder = out_dir + "/" + size;
    if (!detail::read_child_file(folder + "/manifest.json", cap, &bytes, &why)) {
      throw Error(size + "/manifest.json: " + why);
    }
    nlohmann::json document = nlohmann::json::parse(bytes, nullptr, false);
    suite::Manifest manifest = suite::Manifest::parse(document, folder + "/manifest.json");
    if (manifest.id != source.id || document.value("content_sha256", std::string()) != source.content_sha256) {
      throw Error(size + "/manifest.json names another op or content hash than the files staged");
    }
    result.files[size + "/manifest.json"] = bytes;
    for (const auto& [file, info] : manifest.artifacts) {
      if (file.find("..") != std::string::npos || file.starts_with("/")) throw Error("artifact path " + file);
      if (!detail::read_child_file(folder + "/" + file, cap, &bytes, &why)) throw Error(size + "/" + file + ": " + why);
      if (sha256_hex(bytes) != info.sha256) throw Error(size + "/" + file + " does not match its manifest's sha256");
      result.files[size + "/" + file] = bytes;
    }
  }
  for (const auto& [name, text] : source.files) result.files[name] = text;
}

void fail(WorkloadAddResult& result, const std::string& check, const std::string& message) {
  result.ok = false;
  result.failed_check = check;
  result.message = one_line(message, 2000);
}

}  // namespace

WorkloadAddResult validate_and_export(const suite::WorkloadSource& source, const WorkloadAddOptions& options) {
  auto [root, python] = detail::checkout_paths(options.limits);
  TempDir dir("jaxbench-workload-add-");
  std::string staged = dir.path() + "/root/" + source.id;
  make_directories(staged);
  for (const auto& [name, text] : source.files) write_file_atomic(staged + "/" + name, text);
  process::SandboxOptions sandbox = detail::export_sandbox(options.limits, root, dir.path());
  sandbox.root_binds = detail::exporter_root_binds(python, root, "");
  // loading.load puts the checkout's workloads/ on sys.path: the helpers only.
  for (const char* helper : {"jaxbench_common.py", "jaxbench_tuning.py"}) {
    if (file_exists(root + "/workloads/" + helper)) sandbox.root_binds.push_back(root + "/workloads/" + helper);
  }
  CheckLines lines(options.on_line, staged, source.folder);
  sandbox.stderr_sink = [&lines](const char* data, size_t size) { lines.feed(data, size); };
  process::SandboxResult r =
      process::run_sandboxed(add_argv(detail::real_interpreter_path(python), source, options), sandbox);
  WorkloadAddResult result;
  result.seconds = r.wall_seconds;
  nlohmann::json summary = detail::last_json_line(r.stdout_text);
  if (summary.contains("checks") && summary["checks"].is_array()) {
    result.checks = nlohmann::json::parse(user_paths(summary["checks"].dump(), staged, source.folder));
  }
  if (summary.contains("sizes") && summary["sizes"].is_object()) result.sizes = summary["sizes"];
  if (std::string why = sandbox_failure(r, options.limits); !why.empty()) {
    fail(result, "sandbox",
         why +
             " (a workload runs in the sandbox candidates get: no network, no files outside "
             "its temp folder; fix what workload.py does at import or in its functions)");
    return result;
  }
  const nlohmann::json& failed = summary.contains("failed") ? summary["failed"] : nlohmann::json();
  if (failed.is_object()) {
    fail(result, failed.value("check", std::string("export")),
         user_paths(failed.value("message", std::string()), staged, source.folder));
    return result;
  }
  if (r.exit_code != 0 || summary.value("status", std::string()) != "ok") {
    std::string line = detail::error_line(r.stderr_text);
    fail(result, "export",
         "the exporter exited with code " + std::to_string(r.exit_code) +
             (line.empty() ? "" : ": " + user_paths(line, staged, source.folder)));
    return result;
  }
  try {
    read_back(staged, source, options, result);
  } catch (const Error& error) {
    fail(result, "read back", std::string("the export's files are not what it reported: ") + error.what());
    result.files.clear();
    return result;
  }
  result.ok = true;
  return result;
}

}  // namespace jaxbench::candidate
