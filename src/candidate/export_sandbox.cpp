#include "candidate/export_sandbox.h"

#include <algorithm>
#include <filesystem>
#include <thread>

#include "core/error.h"
#include "core/user_dirs.h"
#include "platform/registry.h"

namespace jaxbench::candidate {

uint64_t export_thread_allowance() { return 4ull * std::max(1u, std::thread::hardware_concurrency()); }

uint64_t export_task_bound(const ExportLimits& limits) {
  return limits.max_processes ? limits.max_processes + export_thread_allowance() : 0;
}

}  // namespace jaxbench::candidate

namespace jaxbench::candidate::detail {

namespace fs = std::filesystem;

// The workloads' shared helpers are what the exporter puts on sys.path (its
// folder is the manifest's third parent): only those files, not the folder.
std::vector<std::string> exporter_root_binds(const std::string& python, const std::string& root,
                                             const std::string& manifest_path) {
  std::vector<std::string> binds = process::python_installation_paths(python);
  for (const auto& path : process::system_library_paths()) binds.push_back(path);
  binds.push_back(root + "/tools");
  std::error_code ec;
  fs::path manifest = fs::canonical(manifest_path, ec);
  if (ec) return binds;
  binds.push_back(manifest.string());
  // jaxbench_tuning.py: the setting a tunable template reads (examples/templates/).
  // A user's op lives outside the checkout: its candidates get the checkout's helpers.
  for (const char* helper : {"jaxbench_common.py", "jaxbench_tuning.py"}) {
    for (const fs::path& folder : {manifest.parent_path().parent_path().parent_path(), fs::path(root) / "workloads"}) {
      fs::path file = folder / helper;
      if (fs::exists(file, ec) && std::find(binds.begin(), binds.end(), file.string()) == binds.end()) {
        binds.push_back(file.string());
      }
    }
  }
  return binds;
}

std::vector<std::string> workload_folder_binds(const std::string& root) {
  std::vector<std::string> binds = {root + "/workloads"};
  std::error_code ec;
  if (auto user = user_workloads_dir(); user && fs::is_directory(*user, ec)) {
    binds.push_back(fs::canonical(*user, ec).string());
  }
  return binds;
}

process::SandboxOptions export_sandbox(const ExportLimits& limits, const std::string& root,
                                       const std::string& work_dir) {
  process::SandboxOptions options;
  options.timeout_seconds = limits.timeout_seconds;
  options.address_space_bytes = limits.address_space_bytes;
  options.cpu_seconds = limits.cpu_seconds;
  // One file past the quota fails at once (SIGXFSZ); many files, at the watch.
  options.file_size_bytes =
      limits.disk_bytes ? std::min(limits.file_size_bytes, limits.disk_bytes) : limits.file_size_bytes;
  options.disk_bytes = limits.disk_bytes;
  options.max_processes = export_task_bound(limits);
  options.isolate_network = limits.isolate_network;
  options.work_dir = work_dir;
  options.read_only_paths = {"/"};             // it may write only its temp dir (and never the checkout)
  options.minimal_root = limits.minimal_root;  // root_binds: see exporter_root_binds
  options.env = {
      {"JAX_PLATFORMS", platform::lowering_jax_platform()},  // never touch the judge's GPU/TPU
      {"PYTHONPATH", root},                                  // `tools.export` (and, through the manifest, workloads/)
      {"PYTHONSAFEPATH", "1"},                               // the cwd (the candidate's dir) shadows no module
      {"PYTHONDONTWRITEBYTECODE", "1"},
      {"PYTHONNOUSERSITE", "1"},
      {"MALLOC_ARENA_MAX", "2"},  // see ExportLimits::address_space_bytes
  };
  return options;
}

std::string real_interpreter_path(const std::string& python) {
  std::error_code ec;
  fs::path venv_bin = fs::canonical(fs::absolute(python).parent_path(), ec);
  return ec ? python : (venv_bin / fs::path(python).filename()).string();
}

// The interpreter alone (no site, no candidate) in the very sandbox the
// export gets: what the OS refuses shows in its isolation_note.
void require_full_isolation(const std::string& interpreter, const process::SandboxOptions& options) {
  process::SandboxResult probe = process::run_sandboxed({interpreter, "-I", "-S", "-c", ""}, options);
  if (probe.outcome == process::SandboxOutcome::spawn_failed) {
    throw Error("--require-isolation: the export sandbox could not start: " + probe.message);
  }
  if (!probe.isolation_note.empty()) {
    throw Error("--require-isolation: the export sandbox is not fully isolated here (" + probe.isolation_note +
                "); run as root or enable unprivileged user namespaces, or drop --require-isolation");
  }
}

std::string candidate_stderr_tail(const std::string& stderr_text, const std::string& staged_name, size_t max_chars) {
  size_t at = stderr_text.find(staged_name);
  if (at == std::string::npos) return process::tail_for_message(stderr_text, max_chars);
  size_t line_start = stderr_text.rfind('\n', at);
  line_start = line_start == std::string::npos ? 0 : line_start + 1;
  std::string from_candidate = stderr_text.substr(line_start);
  std::string tail = process::tail_for_message(from_candidate, max_chars);
  if (line_start == 0) return tail;
  return "[... " + std::to_string(line_start) + " bytes of the exporter's own output before the candidate's ...]\n" +
         tail;
}

}  // namespace jaxbench::candidate::detail
