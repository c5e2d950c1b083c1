// The sandbox's child side: what runs between fork() and execve(). Only
// async-signal-safe system calls (the judge may have other threads, whose
// locks the forked copy inherits): no allocation, no stdio, no exceptions.
// Everything it needs is prepared by the parent in a ChildPlan.
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <cstddef>
#include <cstdint>

namespace jaxbench::process::detail {

// A root built for the child from nothing (see enter_minimal_root): a tmpfs
// on an empty dir of the parent's, then these steps, in order, each on a path
// under new_root that the parent computed (the child may not allocate).
enum RootStepKind : int32_t { kMakeDir = 1, kMakeFile, kMakeSymlink, kBindReadOnly, kBindWritable };
struct RootStep {
  int32_t kind;
  const char* source;  // bind: the host path; symlink: the link's text
  const char* target;  // new_root + the path it takes in the child's view
};
struct RootPlan {
  const char* new_root;  // an empty dir; a tmpfs is mounted on it
  const RootStep* steps;
  size_t step_count;
  const char* proc_dir;  // new_root + "/proc"
  const char* old_root;  // new_root + kOldRootName (pivot_root's put_old, detached afterwards)
};
inline constexpr const char* kOldRootName = "/.old_root";

struct ChildPlan {
  const char* program;  // absolute path
  char* const* argv;
  char* const* envp;
  const char* work_dir;
  int stdin_fd, stdout_fd, stderr_fd;
  int report_fd;  // ChildReport records to the parent (close-on-exec)
  pid_t parent_pid;
  bool isolate_network, isolate_pids;
  const char* const* read_only_paths;
  size_t read_only_count;
  bool rebind_work_dir;  // work_dir lies under a read-only path: mount it writable again
  const RootPlan* root;  // null: the judge's filesystem (read_only_paths apply); else a minimal root
  const char* uid_map;   // "UID UID 1\n", used inside a new user namespace
  const char* gid_map;
  rlim_t address_space, cpu_seconds, file_size, max_processes;  // 0 = leave
  rlim_t max_processes_shared;                                  // RLIMIT_NPROC outside a user namespace of its own
};

// Fixed-size records written to report_fd (atomic: smaller than PIPE_BUF).
struct ChildReport {
  int32_t kind;   // ReportKind
  int32_t value;  // isolation: IsolationBits; failure: Stage
  int32_t err;    // errno (isolation: of the plain attempt)
  int32_t err2;   // isolation: errno of the user-namespace attempt
};
enum ReportKind : int32_t {
  kIsolation = 1,
  kMountFailed = 2,
  kFailure = 3,
  kPrivilegesKept = 4,
  kRootFailed = 5,  // value: the RootStep index, or a RootStage; the child falls back to read_only_paths
  kRootBuilt = 6,   // value: 1 when a fresh /proc is mounted in it
};
enum RootStage : int32_t { kRootPrivate = -1, kRootTmpfs = -2, kRootProc = -3, kRootPivot = -4 };
enum IsolationBits : int32_t { kNet = 1, kPid = 2, kMounts = 4, kUserNs = 8 };
enum Stage : int32_t { kStageFds = 1, kStageUidMap, kStageChdir, kStageRlimit, kStageFork, kStageExec, kStageOldRoot };

const char* stage_name(int32_t stage);

void report_to_parent(int fd, int32_t kind, int32_t value, int32_t err, int32_t err2 = 0);
bool make_read_only_recursive(const char* path);

// Builds plan.root and pivots into it (the fresh /proc only when asked: the
// caller must already be in the new PID namespace). False after a report
// when the OS refused a step before the pivot; the judge's filesystem is then
// still the child's view. Past the pivot, failing to drop the old root ends
// the child (kStageOldRoot) rather than run it with the host in view.
bool enter_minimal_root(const ChildPlan& plan, int rep, bool mount_proc);

// Zeroes this process's argv and environment strings (a forked copy of the
// judge's), so /proc/PID/cmdline of the sandbox's init shows nothing of it.
void blank_inherited_command_line();

// Never returns: execs argv or _exit()s after reporting why not.
[[noreturn]] void run_child(const ChildPlan& plan);

}  // namespace jaxbench::process::detail
