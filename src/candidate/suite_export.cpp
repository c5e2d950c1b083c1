#include "candidate/suite_export.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>

#include "candidate/export_sandbox.h"
#include "candidate/export_steps.h"
#include "core/clock.h"
#include "core/error.h"
#include "core/files.h"
#include "core/strings.h"
#include "core/temp_dir.h"

namespace jaxbench::candidate {

namespace fs = std::filesystem;

namespace {

// Workloads per Python process: importing JAX costs ~5 s a process, so a
// batch shares it, yet a suite run still prints progress every few.
constexpr size_t kBatch = 12;

// A suite program is trusted (no candidate code runs), but the export of a
// full-size level 3 network traces for a while: limits sized for that.
ExportLimits suite_limits(ExportLimits limits, size_t workloads) {
  limits.timeout_seconds = std::max(limits.timeout_seconds, 120.0 + 180.0 * static_cast<double>(workloads));
  limits.address_space_bytes = std::max<uint64_t>(limits.address_space_bytes, 32ull << 30);
  limits.disk_bytes = 0;  // small's fixtures for a batch run to ~100 MB; the checkout is the real bound
  return limits;
}

// Moves <staging>/<id>/<size> into <entry dir>/<size> (via a sibling temp
// renamed into place, so a reader never sees half of it; another process
// that installed it first wins).
void install_size(const std::string& from, const std::string& to) {
  std::string tmp = to + ".tmp-" + std::to_string(getpid());
  std::error_code ec;
  fs::remove_all(tmp, ec);
  fs::copy(from, tmp, fs::copy_options::recursive, ec);
  if (ec) throw Error("cannot write " + tmp + " (" + ec.message() + "): the levels export into the checkout");
  if (fs::exists(to + "/manifest.json")) {
    fs::remove_all(tmp, ec);
    return;
  }
  fs::remove_all(to, ec);
  fs::rename(tmp, to, ec);
  if (ec) fs::remove_all(tmp, ec);
}

std::vector<std::string> suite_export_argv(const std::string& interpreter, const std::string& workloads_root,
                                           const std::vector<const suite::WorkloadEntry*>& batch,
                                           const std::string& size) {
  std::vector<std::string> argv = {interpreter,    "-m",     "tools.export", "--workloads-root",
                                   workloads_root, "--size", size,           "--out-dir",
                                   "out",          "--json", "--only"};
  for (const auto* entry : batch) argv.push_back(entry->id);
  return argv;
}

// One Python process exporting `batch` (all under `workloads_root`).
void export_batch(const std::string& workloads_root, const std::vector<const suite::WorkloadEntry*>& batch,
                  const std::string& size, const ExportLimits& given) {
  ExportLimits limits = suite_limits(given, batch.size());
  auto [root, python] = detail::checkout_paths(limits);
  TempDir staging("jaxbench-levels-");
  process::SandboxOptions options = detail::export_sandbox(limits, root, staging.path());
  options.root_binds = detail::exporter_root_binds(python, root, "");
  options.root_binds.push_back(root + "/workloads");
  if (workloads_root.rfind(root + "/workloads", 0) != 0) options.root_binds.push_back(workloads_root);
  auto r = process::run_sandboxed(suite_export_argv(detail::real_interpreter_path(python), workloads_root, batch, size),
                                  options);
  nlohmann::json reply = detail::last_json_line(r.stdout_text);
  std::map<std::string, std::string> failed;
  if (reply.is_object() && reply.contains("results")) {
    for (const auto& result : reply["results"]) {
      if (result.value("status", "") != "ok") failed[result.value("id", "")] = result.value("message", "failed");
    }
  }
  for (const auto* entry : batch) {
    std::string from = staging.path() + "/out/" + entry->id + "/" + size;
    if (failed.count(entry->id)) {
      throw Error("exporting " + entry->id + " (" + size + ") failed: " + one_line(failed[entry->id], 600));
    }
    if (!file_exists(from + "/manifest.json")) {
      throw Error("exporting " + entry->id + " (" + size + ") failed (" + r.message +
                  "): " + one_line(process::tail_for_message(r.stderr_text, 600)));
    }
    install_size(from, entry->dir + "/" + size);
  }
}

}  // namespace

void export_suite_size(const std::vector<const suite::WorkloadEntry*>& entries, const std::string& size,
                       const ExportLimits& limits) {
  auto start = std::chrono::steady_clock::now();
  std::fprintf(stderr, "jaxbench: exporting %zu levels workload%s at size %s on first use (python -m tools.export)\n",
               entries.size(), entries.size() == 1 ? "" : "s", size.c_str());
  for (size_t begin = 0; begin < entries.size(); begin += kBatch) {
    std::vector<const suite::WorkloadEntry*> batch(
        entries.begin() + static_cast<long>(begin),
        entries.begin() + static_cast<long>(std::min(begin + kBatch, entries.size())));
    std::string workloads_root = fs::path(batch.front()->dir).parent_path().string();
    export_batch(workloads_root, batch, size, limits);
    double seconds = seconds_since(start);
    std::fprintf(stderr, "jaxbench: exported %zu/%zu (%s, last %s) in %.0f s\n", begin + batch.size(), entries.size(),
                 size.c_str(), batch.back()->id.c_str(), seconds);
  }
}

void export_on_first_use(suite::Registry& registry) {
  registry.set_exporter([](const std::vector<const suite::WorkloadEntry*>& entries, const std::string& size) {
    export_suite_size(entries, size);
  });
}

}  // namespace jaxbench::candidate
