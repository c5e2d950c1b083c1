// A long-lived program in the sandbox (the warm exporter's zygote): started
// like run_sandboxed's child (same namespaces, read-only paths, scrubbed
// environment and limits: sandbox_plan.h) but kept running, its stdin and
// stdout open to us for one line-oriented conversation. The caller writes a
// line, reads one back with a deadline, and kills or restarts a service that
// misbehaves. Its stderr is drained while we wait (it can never block on a
// full pipe) and the last bytes kept for messages.
//
// Not thread-safe: one owner talks to it. The child dies with the thread
// that started it (PR_SET_PDEATHSIG), so start it from a thread that lives
// as long as its owner.
#pragma once

#include <sys/types.h>

#include <memory>
#include <string>
#include <vector>

#include "process/child.h"
#include "process/line_channel.h"
#include "process/sandbox.h"
#include "process/sandbox_setup.h"

namespace jaxbench::process {

class SandboxedService {
 public:
  // `options.work_dir` must name an existing dir (the service's cwd, HOME,
  // TMPDIR), which the caller owns; `timeout_seconds` is ignored (the service
  // lives until killed), `cpu_seconds` = 0 means no CPU limit of its own.
  SandboxedService(std::vector<std::string> argv, SandboxOptions options);
  ~SandboxedService();
  SandboxedService(const SandboxedService&) = delete;
  SandboxedService& operator=(const SandboxedService&) = delete;

  // Forks and waits until the program is exec'd; false (and `why`) when it
  // could not be started. A running service is killed first.
  bool start(std::string* why);
  bool restart(std::string* why) { return start(why); }
  // SIGKILL to its whole process group, then reaped. Idempotent.
  void kill();
  // Still running (not exited, not killed).
  bool alive();
  pid_t pid() const { return child_.pid(); }

  // One line, '\n' appended; false when the service no longer reads.
  bool write_line(const std::string& line);
  // Reads up to the next '\n' (not included) within `timeout_seconds`; past
  // `max_bytes` without one it is too_long, at end of file closed.
  LineRead read_line(double timeout_seconds, std::string* line, size_t max_bytes = 1u << 20);

  // The last bytes of its stderr (since it was last started).
  const std::string& stderr_tail() const { return stderr_; }
  // Isolation as the child reported it: network_isolated, pids_isolated,
  // paths_protected and isolation_note are filled at start.
  const SandboxResult& isolation() const { return isolation_; }

 private:
  void close_fds();
  void drain_stderr();
  bool read_reports(std::string* why);

  std::vector<std::string> argv_;
  SandboxOptions options_;
  Child child_;
  LineChannel channel_;  // its stdin and stdout
  int stderr_fd_ = -1, reports_fd_ = -1;
  std::string stderr_;
  std::vector<std::string> missing_read_only_;
  std::unique_ptr<detail::RootLayout> root_;  // the minimal root's plan (when asked for)
  SandboxResult isolation_;
};

}  // namespace jaxbench::process
