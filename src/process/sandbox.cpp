#include "process/sandbox.h"

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>

#include "core/error.h"
#include "process/resource_watch.h"
#include "process/sandbox_plan.h"
#include "process/sandbox_setup.h"
#include "process/supervisor.h"

namespace jaxbench::process {

namespace fs = std::filesystem;

namespace detail {

// What running out of address space looks like in the tools a candidate
// export goes through (measured by lowering RLIMIT_AS until JAX fails):
// Python, C++, glibc/ld.so, OpenBLAS, XLA/TSL thread pools.
bool mentions_out_of_memory(const std::string& err) {
  for (const char* needle : {"MemoryError", "std::bad_alloc", "Cannot allocate memory", "out of memory",
                             "Out of memory", "OUT_OF_MEMORY", "RESOURCE_EXHAUSTED", "failed to map segment",
                             "Memory allocation still failed", "via pthread_create() failed"}) {
    if (err.find(needle) != std::string::npos) return true;
  }
  return false;
}

// What the reports say about the minimal root, added to the note.
void describe_root(const SandboxOptions& options, const detail::RootLayout* layout,
                   const std::vector<detail::ChildReport>& reports, SandboxResult& r,
                   const std::function<void(const std::string&)>& add) {
  if (!options.minimal_root) return;
  for (const auto& rep : reports) {
    if (rep.kind == detail::kRootBuilt) {
      r.root_minimal = true;
      r.proc_private = rep.value == 1;
    } else if (rep.kind == detail::kRootFailed) {
      std::string what = rep.value == detail::kRootProc    ? "mounting a fresh /proc"
                         : rep.value == detail::kRootPivot ? "pivot_root into the minimal root"
                         : rep.value == detail::kRootTmpfs ? "mounting the minimal root's tmpfs"
                         : rep.value < 0                   ? "making mounts private"
                         : layout && static_cast<size_t>(rep.value) < layout->step_paths.size()
                             ? "placing " + layout->step_paths[rep.value] + " in the minimal root"
                             : "building the minimal root";
      add(what + " failed (" + std::strerror(rep.err) + ")");
    }
  }
  if (!r.root_minimal) add("the child sees the judge's whole filesystem (read-only), not a minimal root");
  if (r.root_minimal && !r.proc_private) add("no /proc of its own: none is mounted");
  if (layout) {
    for (const auto& p : layout->missing) add("path " + p + " for the minimal root does not exist");
  }
}

std::string describe_isolation(const SandboxOptions& options, const std::vector<std::string>& ro_missing,
                               const std::vector<detail::ChildReport>& reports, SandboxResult& r,
                               const detail::RootLayout* layout) {
  std::string note;
  std::function<void(const std::string&)> add = [&](const std::string& s) { note += (note.empty() ? "" : "; ") + s; };
  describe_root(options, layout, reports, r, add);
  bool asked_ns =
      options.isolate_network || options.isolate_pids || !options.read_only_paths.empty() || options.minimal_root;
  bool got_report = false;
  bool mount_failed = false;
  for (const auto& rep : reports) {
    if (rep.kind == detail::kIsolation) {
      got_report = true;
      r.network_isolated = rep.value & detail::kNet;
      r.pids_isolated = rep.value & detail::kPid;
      if (rep.value == 0) {
        add(std::string("the OS refused new namespaces (unshare: ") + std::strerror(rep.err) +
            "; inside a new user namespace: " + std::strerror(rep.err2) +
            "); run as root or enable unprivileged user namespaces (kernel.unprivileged_userns_clone=1)");
      }
    } else if (rep.kind == detail::kPrivilegesKept) {
      mount_failed = true;  // a root child with capabilities could undo the read-only mounts
      add("the child runs as root with its capabilities (dropping them failed)");
    } else if (rep.kind == detail::kMountFailed) {
      mount_failed = true;
      std::string what = rep.value > 0 && static_cast<size_t>(rep.value) <= options.read_only_paths.size()
                             ? "read-only bind of " + options.read_only_paths[rep.value - 1]
                         : rep.value < 0 ? "writable bind of the work dir"
                                         : "making mounts private";
      add(what + " failed: " + std::strerror(rep.err));
    }
  }
  if (asked_ns && !got_report) add("isolation not set up (the child failed before)");
  if (!options.isolate_network) add("network isolation not requested");
  if (!options.isolate_pids) add("PID namespace not requested");
  for (const auto& p : ro_missing) add("read-only path " + p + " does not exist");
  bool mounts_ok = false;
  for (const auto& rep : reports) {
    if (rep.kind == detail::kIsolation && (rep.value & detail::kMounts)) mounts_ok = true;
  }
  r.paths_protected =
      r.root_minimal || options.read_only_paths.empty() || (mounts_ok && !mount_failed && ro_missing.empty());
  return note;
}

// The read-only paths as the child's mount namespace needs them
// (canonical), those that do not exist, and whether the work dir lies under
// one (then it is mounted writable again).
struct ReadOnlyPaths {
  std::vector<std::string> existing, missing;
  bool covers_work_dir = false;
};

ReadOnlyPaths resolve_read_only_paths(const std::vector<std::string>& paths, const std::string& dir) {
  ReadOnlyPaths r;
  std::error_code ec;
  std::string canon_dir = fs::weakly_canonical(dir, ec).string();
  for (const auto& p : paths) {
    std::string canon = fs::weakly_canonical(p, ec).string();
    if (ec || !fs::exists(canon, ec)) {
      r.missing.push_back(p);
      continue;
    }
    r.existing.push_back(canon);
    if (canon == "/" || canon_dir == canon || canon_dir.rfind(canon + "/", 0) == 0) r.covers_work_dir = true;
  }
  return r;
}

std::optional<ProcessPlan> sandbox_process_plan(const std::vector<std::string>& argv, const SandboxOptions& options,
                                                const std::string& dir, std::vector<std::string>* missing_read_only,
                                                std::unique_ptr<RootLayout>* root, std::string* why) {
  std::optional<std::string> program = resolve_program(argv[0], options.path_env, why);
  if (!program) return std::nullopt;
  ReadOnlyPaths read_only = resolve_read_only_paths(options.read_only_paths, dir);
  *missing_read_only = read_only.missing;
  ProcessPlan plan;
  plan.program = *program;
  plan.argv = argv;
  plan.env = build_env(options, dir);
  plan.work_dir = dir;
  plan.isolate_network = options.isolate_network;
  plan.isolate_pids = options.isolate_pids;
  plan.read_only_paths = read_only.existing;
  plan.rebind_work_dir = read_only.covers_work_dir;
  if (options.minimal_root) {
    // The program is always in its own root, and so is a script's interpreter.
    std::vector<std::string> binds = options.root_binds;
    binds.push_back(*program);
    if (std::optional<std::string> interpreter = script_interpreter(*program)) binds.push_back(*interpreter);
    *root = plan_minimal_root(binds, dir);  // throws Error naming what is wrong
    plan.root = &(*root)->plan;
  }
  plan.address_space_bytes = options.address_space_bytes;
  // Threads may outrun the wall clock; this bounds a child whose judge died.
  plan.cpu_seconds = options.cpu_seconds ? options.cpu_seconds
                                         : static_cast<uint64_t>(std::max(1.0, std::ceil(2 * options.timeout_seconds)));
  plan.file_size_bytes = options.file_size_bytes;
  plan.max_processes = options.max_processes;
  if (options.max_processes) plan.max_processes_shared = detail::user_task_count(::getuid()) + options.max_processes;
  plan.disk_bytes = options.disk_bytes;
  plan.timeout_seconds = options.timeout_seconds;
  plan.output_cap_bytes = options.output_cap_bytes;
  plan.stderr_sink = options.stderr_sink;
  return plan;
}

}  // namespace detail

std::string tail_for_message(const std::string& text, size_t max_chars) {
  if (text.size() <= max_chars) return text;
  size_t cut = text.size() - max_chars;
  while (cut < text.size() && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) ++cut;  // whole UTF-8 chars
  return "[... " + std::to_string(cut) + " earlier bytes trimmed ...]\n" + text.substr(cut);
}

SandboxResult run_sandboxed(const std::vector<std::string>& argv, const SandboxOptions& options) {
  if (argv.empty()) throw Error("run_sandboxed: empty command (argv[0] must name the program)");
  SandboxResult r;
  auto spawn_failed = [&](std::string message) {
    r.outcome = SandboxOutcome::spawn_failed;
    r.message = std::move(message);
    return r;
  };
  std::optional<TempDir> own_dir;
  std::string dir = options.work_dir;
  if (dir.empty()) {
    try {
      own_dir.emplace();
    } catch (const Error& e) {
      return spawn_failed(e.what());
    }
    if (options.keep_work_dir) own_dir->keep();
    dir = own_dir->path();
  }
  r.work_dir = dir;
  std::string why;
  std::vector<std::string> missing_read_only;
  std::unique_ptr<detail::RootLayout> root;  // the minimal root's plan, alive while the child starts
  std::optional<ProcessPlan> plan;
  try {
    plan = detail::sandbox_process_plan(argv, options, dir, &missing_read_only, &root, &why);
  } catch (const Error& e) {
    return spawn_failed(e.what());
  }
  if (!plan) return spawn_failed(why);

  ProcessRun run = supervise_process(*plan);
  r.outcome = run.outcome;
  r.exit_code = run.exit_code;
  r.signal = run.signal;
  r.wall_seconds = run.wall_seconds;
  r.cpu_seconds = run.cpu_seconds;
  r.peak_rss_bytes = run.peak_rss_bytes;
  r.cpu_limit_hit = run.cpu_limit_hit;
  r.file_size_limit_hit = run.file_size_limit_hit;
  r.disk_limit_hit = run.disk_limit_hit;
  r.process_limit_hit = run.process_limit_hit;
  r.stdout_text = std::move(run.stdout_text);
  r.stderr_text = std::move(run.stderr_text);
  r.stdout_bytes = run.stdout_bytes;
  r.stderr_bytes = run.stderr_bytes;
  r.message = std::move(run.message);
  r.isolation_note = detail::describe_isolation(options, missing_read_only, run.reports, r, root.get());
  if (r.outcome == SandboxOutcome::spawn_failed) return r;
  // A SIGKILL we did not send is the kernel's (OOM killer, cgroup limit) unless it was the CPU limit.
  bool failed = r.outcome == SandboxOutcome::signaled || (r.outcome == SandboxOutcome::exited && r.exit_code != 0);
  r.out_of_memory = failed && (detail::mentions_out_of_memory(r.stderr_text) ||
                               (r.outcome == SandboxOutcome::signaled && r.signal == SIGKILL && !r.cpu_limit_hit &&
                                !r.disk_limit_hit && !r.process_limit_hit));
  if (r.out_of_memory) r.message += " (out of memory)";
  return r;
}

}  // namespace jaxbench::process
