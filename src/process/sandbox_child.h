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
  const char* uid_map;   // "UID UID 1\n", used inside a new user namespace
  const char* gid_map;
  rlim_t address_space, cpu_seconds, file_size, max_processes;  // 0 = leave
};

// Fixed-size records written to report_fd (atomic: smaller than PIPE_BUF).
struct ChildReport {
  int32_t kind;   // ReportKind
  int32_t value;  // isolation: IsolationBits; failure: Stage
  int32_t err;    // errno (isolation: of the plain attempt)
  int32_t err2;   // isolation: errno of the user-namespace attempt
};
enum ReportKind : int32_t { kIsolation = 1, kMountFailed = 2, kFailure = 3, kPrivilegesKept = 4 };
enum IsolationBits : int32_t { kNet = 1, kPid = 2, kMounts = 4, kUserNs = 8 };
enum Stage : int32_t { kStageFds = 1, kStageUidMap, kStageChdir, kStageRlimit, kStageFork, kStageExec };

const char* stage_name(int32_t stage);

// Never returns: execs argv or _exit()s after reporting why not.
[[noreturn]] void run_child(const ChildPlan& plan);

}  // namespace jaxbench::process::detail
