// Runs an untrusted program (a candidate's exporter, the pre-flight compiler
// worker) in a child process so
// its code never runs inside the judge: fork + exec without a shell, its own
// process group (and PID namespace where the OS allows) killed as a whole on
// a wall-clock timeout, resource limits, no network where the OS allows, a
// scrubbed environment, a fresh temp dir as cwd, stdin from /dev/null and
// stdout/stderr captured through pipes read concurrently (a chatty child
// cannot deadlock us) and capped.
//
// Isolation that needs privileges (network/PID/mount namespaces) is tried as
// is (root), then inside a new user namespace (unprivileged users); when the
// OS refuses both, the child still runs and the result says so and why.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/temp_dir.h"
#include "process/supervisor.h"

namespace jaxbench::process {

struct SandboxOptions {
  double timeout_seconds = 120;                // wall clock; then SIGKILL to the whole group
  uint64_t address_space_bytes = 16ull << 30;  // RLIMIT_AS; 0 = leave as is
  uint64_t cpu_seconds = 0;                    // RLIMIT_CPU; 0 = 2 × timeout (threads may
                                               // outrun the wall clock; this bounds a child
                                               // whose judge died)
  uint64_t file_size_bytes = 1ull << 30;       // RLIMIT_FSIZE: largest file it may write
  // Most tasks (processes and threads, as the kernel counts them) of the
  // child's tree: RLIMIT_NPROC (in a user namespace of its own; elsewhere the
  // user's tasks now + this) and a watch that kills the group on reaching
  // it (resource_watch.h). 0 = unbounded.
  uint64_t max_processes = 0;
  uint64_t disk_bytes = 0;      // most bytes stored under the work dir, watched; 0 = unbounded
  bool isolate_network = true;  // new network namespace: only a down loopback
  bool isolate_pids = true;     // new PID namespace: nothing outlives the run
  // Bind-mounted read-only in a private mount namespace (best effort), e.g.
  // the checkout, so the child cannot rewrite the suite or the judge.
  std::vector<std::string> read_only_paths;
  // A minimal root in place of the judge's filesystem: a read-only tmpfs
  // holding only root_binds (read-only, each at its own path; a symlink stays
  // a symlink), the work dir (writable), /dev/null, /dev/zero, /dev/random,
  // /dev/urandom and, with isolate_pids, a fresh /proc that shows only the
  // child's own processes. Where the OS refuses it, read_only_paths apply and
  // isolation_note says so.
  bool minimal_root = false;
  std::vector<std::string> root_binds;
  // Added to the allow-list (PATH, LANG, LC_ALL, HOME and TMPDIR = the temp
  // dir); a name here overrides the default. Proxy variables never pass.
  std::vector<std::pair<std::string, std::string>> env;
  std::string path_env = "/usr/local/bin:/usr/bin:/bin";  // the child's PATH; argv[0] is looked up here
  size_t output_cap_bytes = 1u << 20;                     // per stream; the last bytes are kept
  // Working directory: empty = a fresh mkdtemp dir, removed afterwards unless
  // keep_work_dir. A caller that stages files passes its own (see TempDir).
  std::string work_dir;
  bool keep_work_dir = false;
  // Sees each piece of the child's stderr as it arrives (e.g. to show a
  // tool's own log live); stderr_text keeps it either way.
  std::function<void(const char* data, size_t size)> stderr_sink;
};

// exited, timeout, signaled, spawn_failed (outcome_name() in supervisor.h).
using SandboxOutcome = ProcessOutcome;

struct SandboxResult {
  SandboxOutcome outcome = SandboxOutcome::spawn_failed;
  int exit_code = -1;  // when exited
  int signal = 0;      // when signaled (SIGKILL after a timeout)
  double wall_seconds = 0;
  double cpu_seconds = 0;  // user + system of the child and the descendants it waited for
  uint64_t peak_rss_bytes = 0;
  bool out_of_memory = false;        // evident: MemoryError/bad_alloc/ENOMEM in stderr, or a SIGKILL we did not send
  bool cpu_limit_hit = false;        // SIGXCPU (or the SIGKILL past the hard CPU limit)
  bool file_size_limit_hit = false;  // SIGXFSZ
  bool disk_limit_hit = false;       // its work dir held more than disk_bytes: killed
  bool process_limit_hit = false;    // its tree reached max_processes tasks: killed
  std::string stdout_text, stderr_text;         // the last output_cap_bytes of each
  uint64_t stdout_bytes = 0, stderr_bytes = 0;  // everything the child wrote
  bool network_isolated = false;
  bool pids_isolated = false;
  bool root_minimal = false;     // it ran in the minimal root (minimal_root)
  bool proc_private = false;     // ... with a /proc of its own PID namespace
  bool paths_protected = false;  // read_only_paths were mounted read-only (true when none asked)
  std::string isolation_note;    // why some isolation is missing; empty when all asked for is in place
  std::string message;           // one line: what happened (the reason when spawn_failed)
  std::string work_dir;          // the child's cwd; still on disk only if kept or caller-owned
};

// Runs argv (argv[0] a path, or a name looked up on options.path_env) and
// waits for it, through the supervisor (supervisor.h). Failures to start become spawn_failed, never exceptions;
// throws jaxbench::Error only for an empty argv.
SandboxResult run_sandboxed(const std::vector<std::string>& argv, const SandboxOptions& options = {});

// What a Python interpreter needs in a minimal root: the venv `python` lies
// in (its real path: a symlinked .venv is followed), the base installation
// its pyvenv.cfg names, and the interpreter's own prefix.
std::vector<std::string> python_installation_paths(const std::string& python);

// The shared libraries of the system (/usr/lib*, /lib* and ld.so's cache).
std::vector<std::string> system_library_paths();

// The last `max_chars` of `text` for a message, prefixed with a note saying
// how much was trimmed ("[... 12345 earlier bytes trimmed ...]").
std::string tail_for_message(const std::string& text, size_t max_chars = 2000);

}  // namespace jaxbench::process
