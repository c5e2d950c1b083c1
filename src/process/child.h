// A child process the judge speaks to: started by exec in its own process
// group (so a kill reaches whatever it started too), killed as a group,
// waited for once (EINTR retried), and its end said in one line. The device
// worker and the fleet's bridge start theirs here, a sandboxed service
// adopts the one its sandbox forked, and the one-shot supervisor
// (supervisor.h) kills and reaps through the same kill_group and wait_for.
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <atomic>
#include <string>
#include <vector>

namespace jaxbench::process {

// The child's standard streams: descriptors of ours dup'ed onto 0, 1 and 2;
// -1 leaves that stream as this process has it.
struct ChildStreams {
  int stdin_fd = -1, stdout_fd = -1, stderr_fd = -1;
};

// "exited with code 3", "died (SIGKILL)": how a wait status reads.
std::string ending_line(int wait_status);

// Waits for `pid` (EINTR retried); its wait status. `usage`: its resource
// use and its waited-for descendants' (wait4).
int wait_for(pid_t pid, struct rusage* usage = nullptr);

// SIGKILL to process group `pid` (a group's leader's pid is its id).
void kill_group(pid_t pid);

class Child {
 public:
  Child() = default;
  ~Child();
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;

  // Forks and execs argv (argv[0] searched in PATH when `search_path`, else
  // a path). Throws jaxbench::Error naming `what` when it cannot fork; an
  // exec that fails is the child exiting with code 127.
  void start(const std::vector<std::string>& argv, const ChildStreams& streams, bool search_path,
             const std::string& what);
  // Takes over a child forked elsewhere (a sandbox's), already its group's leader.
  void adopt(pid_t pid) { pid_ = pid; }

  pid_t pid() const { return pid_; }
  bool running() const { return pid_ > 0; }
  // SIGKILL to its group and to itself; it stays to be reaped.
  void kill() const;
  // Waits for it, then kills what it left in its group; its wait status.
  // `kill_first`: killed before the wait. Nothing to reap: 0. Afterwards
  // kill() reaches nothing (a reaped pid may already be someone else's).
  int reap(bool kill_first);

 private:
  // Atomic: one thread may reap (a reader seeing the pipe close) while
  // another kills (a stop past its grace).
  std::atomic<pid_t> pid_ = 0;
};

}  // namespace jaxbench::process
