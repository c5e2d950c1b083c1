// The one process supervisor: starts a program in a child process under a
// sandbox plan (namespaces, resource limits, an environment built from
// nothing, a work dir as cwd; see sandbox_child.h for the child's side),
// reads its stdout and stderr as they arrive (a chatty child cannot block on
// a full pipe) keeping the last bytes of each, kills its whole process group
// at a wall-clock deadline, and says how it ended: exit code, signal,
// timeout, or why it could not start.
//
// It knows nothing of what it runs: run_sandboxed (sandbox.h) prepares a
// plan from SandboxOptions and reads the result for the candidate exporter
// and the pre-flight compiler worker alike.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "process/sandbox_child.h"

namespace jaxbench::process {

enum class ProcessOutcome { exited, timeout, signaled, spawn_failed };
const char* outcome_name(ProcessOutcome outcome);

// Everything the child gets, already resolved by the caller.
struct ProcessPlan {
  std::string program;                       // absolute path of the file to exec
  std::vector<std::string> argv;             // argv[0] included
  std::vector<std::string> env;              // NAME=VALUE, the child's whole environment
  std::string work_dir;                      // its cwd (must exist)
  std::string stdin_path;                    // a file to read as stdin; empty: /dev/null
  bool isolate_network = false;              // new network namespace
  bool isolate_pids = false;                 // new PID namespace
  std::vector<std::string> read_only_paths;  // canonical paths, made read-only in a private mount namespace
  bool rebind_work_dir = false;              // work_dir lies under a read-only path: mount it writable again
  const detail::RootPlan* root = nullptr;    // a minimal root for the child (kept alive by the caller)
  uint64_t address_space_bytes = 0, cpu_seconds = 0, file_size_bytes = 0, max_processes = 0;  // 0 = leave
  // RLIMIT_NPROC where the child is not in a user namespace of its own (the
  // user's tasks now + max_processes: there the kernel counts them all).
  uint64_t max_processes_shared = 0;
  uint64_t disk_bytes = 0;             // most bytes stored under work_dir (resource_watch.h); 0 = unwatched
  double timeout_seconds = 120;        // wall clock; then SIGKILL to the whole group
  size_t output_cap_bytes = 1u << 20;  // per stream; the last bytes are kept
  // Called with each piece of stderr as it arrives (e.g. to show a tool's
  // own log live); the capture is kept either way.
  std::function<void(const char* data, size_t size)> stderr_sink;
};

struct ProcessRun {
  ProcessOutcome outcome = ProcessOutcome::spawn_failed;
  int exit_code = -1;  // when exited
  int signal = 0;      // when signaled (SIGKILL after a timeout)
  double wall_seconds = 0;
  double cpu_seconds = 0;  // user + system of the child and the descendants it waited for
  uint64_t peak_rss_bytes = 0;
  bool cpu_limit_hit = false;                   // SIGXCPU (or the SIGKILL past the hard CPU limit)
  bool file_size_limit_hit = false;             // SIGXFSZ
  bool disk_limit_hit = false;                  // killed: its work dir held more than disk_bytes
  bool process_limit_hit = false;               // killed: its tree reached max_processes tasks
  std::string stdout_text, stderr_text;         // the last output_cap_bytes of each
  uint64_t stdout_bytes = 0, stderr_bytes = 0;  // everything the child wrote
  std::vector<detail::ChildReport> reports;     // what the child said about its set-up
  std::string message;                          // one line: what happened (the reason when spawn_failed)
};

// Runs the plan and waits for it. Never throws for the child's doing: a
// failure to start is spawn_failed with the reason in `message`.
ProcessRun supervise_process(const ProcessPlan& plan);

// "SIGSEGV" (or "signal 64" where the C library has no name for it).
std::string signal_name(int sig);

}  // namespace jaxbench::process
