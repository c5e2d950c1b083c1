#include "process/supervisor.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "process/child.h"
#include "process/resource_watch.h"
#include "process/sandbox_plan.h"

namespace jaxbench::process {

using Clock = std::chrono::steady_clock;

namespace {

constexpr auto kTick = std::chrono::milliseconds(50);
// After the child exits, how long output from leftovers (e.g. a setsid()
// grandchild when there is no PID namespace) is still read before giving up.
constexpr auto kDrainGrace = std::chrono::milliseconds(1000);
// How often the disk and process bounds are checked (a /proc scan each).
constexpr auto kBoundsEvery = std::chrono::milliseconds(100);

struct Fd {
  int fd = -1;
  Fd() = default;
  explicit Fd(int f) : fd(f) {}
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  ~Fd() { reset(); }
  void reset() {
    if (fd >= 0) ::close(fd);
    fd = -1;
  }
};

bool make_pipe(Fd& read_end, Fd& write_end) {
  int p[2];
  if (::pipe2(p, O_CLOEXEC) != 0) return false;
  read_end.fd = p[0];
  write_end.fd = p[1];
  ::fcntl(p[0], F_SETFL, O_NONBLOCK);
  return true;
}

// Keeps the last `cap` bytes of a stream and counts all of them.
struct Capture {
  std::string text;
  uint64_t total = 0;
  size_t cap;
  explicit Capture(size_t c) : cap(c) {}
  void append(const char* data, size_t n) {
    total += n;
    text.append(data, n);
    if (text.size() > 2 * cap + 65536) text.erase(0, text.size() - cap);  // amortised trimming
  }
  std::string finish() {
    if (text.size() > cap) text.erase(0, text.size() - cap);
    return std::move(text);
  }
};

// Reads what is available; returns false at end of file (or an error).
template <typename Sink>
bool drain(Fd& fd, Sink sink) {
  char buf[65536];
  for (;;) {
    ssize_t n = ::read(fd.fd, buf, sizeof buf);
    if (n > 0) {
      sink(buf, static_cast<size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return true;
    fd.reset();
    return false;
  }
}

// The parent's ends of the child's three pipes.
struct Pipes {
  Fd out, err, reports;
};

struct Watched {
  int status = 0;
  bool timed_out = false;
  detail::Breach breach = detail::Breach::none;
  struct rusage usage {};
  Capture out, err;
  std::string reports;
  explicit Watched(size_t cap) : out(cap), err(cap) {}
};

// Waits up to `wait_ms` for data on the open pipes and reads what came.
void read_ready(Pipes& pipes, Watched& run, const ProcessPlan& plan, int wait_ms) {
  pollfd fds[3];
  Fd* owners[3];
  nfds_t n = 0;
  for (Fd* f : {&pipes.out, &pipes.err, &pipes.reports}) {
    if (f->fd >= 0) owners[n] = f, fds[n++] = pollfd{f->fd, POLLIN, 0};
  }
  if (::poll(n ? fds : nullptr, n, wait_ms) <= 0) return;
  for (nfds_t i = 0; i < n; ++i) {
    if (!fds[i].revents) continue;
    if (owners[i] == &pipes.out) {
      drain(pipes.out, [&](const char* d, size_t k) { run.out.append(d, k); });
    } else if (owners[i] == &pipes.err) {
      drain(pipes.err, [&](const char* d, size_t k) {
        run.err.append(d, k);
        if (plan.stderr_sink) plan.stderr_sink(d, k);
      });
    } else {
      drain(pipes.reports, [&](const char* d, size_t k) { run.reports.append(d, k); });
    }
  }
}

// Reads the pipes as data arrives, kills the group at the deadline, and
// reaps the child.
Watched watch(pid_t pid, Clock::time_point start, const ProcessPlan& plan, Pipes& pipes) {
  Watched run(plan.output_cap_bytes);
  auto deadline = start + std::chrono::duration_cast<Clock::duration>(
                              std::chrono::duration<double>(std::max(0.0, plan.timeout_seconds)));
  bool exited = false;
  Clock::time_point grace_end{}, next_check = start + kBoundsEvery;
  for (;;) {
    auto now = Clock::now();
    bool all_closed = pipes.out.fd < 0 && pipes.err.fd < 0 && pipes.reports.fd < 0;
    if (exited && (all_closed || now >= grace_end)) break;
    auto until = exited ? grace_end : deadline;
    int wait_ms = static_cast<int>(std::clamp<long long>(
        std::chrono::duration_cast<std::chrono::milliseconds>(until - now).count(), 0, kTick.count()));
    read_ready(pipes, run, plan, wait_ms);
    if (exited) continue;
    siginfo_t info{};
    // WNOWAIT: the zombie keeps the group id reserved while we kill what is left of the group.
    if (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid) {
      exited = true;
      kill_group(pid);
      grace_end = Clock::now() + kDrainGrace;
    } else if (Clock::now() >= deadline && !run.timed_out) {
      run.timed_out = true;
      kill_group(pid);
    } else if (run.breach == detail::Breach::none && Clock::now() >= next_check) {
      next_check = Clock::now() + kBoundsEvery;
      run.breach = detail::check_bounds(pid, plan.work_dir, plan.disk_bytes, plan.max_processes);
      if (run.breach != detail::Breach::none) kill_group(pid);
    }
  }
  run.status = wait_for(pid, &run.usage);
  return run;
}

// How the child ended, from the wait status and what it reported.
void classify(const ProcessPlan& plan, const Watched& run, ProcessRun& r) {
  for (const auto& rep : r.reports) {
    if (rep.kind != detail::kFailure) continue;
    r.outcome = ProcessOutcome::spawn_failed;
    r.message = rep.value == detail::kStageExec
                    ? "cannot run " + plan.program + ": " + std::strerror(rep.err)
                    : "cannot start " + plan.program + ": " + detail::stage_name(rep.value) +
                          " failed: " + std::strerror(rep.err);
    return;
  }
  if (run.timed_out) {
    r.outcome = ProcessOutcome::timeout;
    r.signal = SIGKILL;
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g", plan.timeout_seconds);
    r.message = "timed out after " + std::string(seconds) + " s (the whole process group was killed)";
  } else if (run.breach != detail::Breach::none) {
    r.outcome = ProcessOutcome::signaled;
    r.signal = SIGKILL;
    r.disk_limit_hit = run.breach == detail::Breach::disk;
    r.process_limit_hit = run.breach == detail::Breach::processes;
    r.message = detail::breach_message(run.breach, plan.disk_bytes, plan.max_processes);
  } else if (WIFSIGNALED(run.status)) {
    r.outcome = ProcessOutcome::signaled;
    r.signal = WTERMSIG(run.status);
    double cpu_limit = static_cast<double>(plan.cpu_seconds);
    r.cpu_limit_hit =
        r.signal == SIGXCPU || (plan.cpu_seconds && r.signal == SIGKILL && r.cpu_seconds >= cpu_limit - 0.5);
    r.file_size_limit_hit = r.signal == SIGXFSZ;
    r.message = "killed by " + signal_name(r.signal);
    if (r.cpu_limit_hit) r.message += " (used more than " + std::to_string(plan.cpu_seconds) + " s of CPU time)";
    if (r.file_size_limit_hit)
      r.message += " (wrote a file larger than the " + std::to_string(plan.file_size_bytes) + "-byte limit)";
  } else {
    r.outcome = ProcessOutcome::exited;
    r.exit_code = WEXITSTATUS(run.status);
    r.message = "exited with code " + std::to_string(r.exit_code);
  }
}

}  // namespace

const char* outcome_name(ProcessOutcome outcome) {
  switch (outcome) {
    case ProcessOutcome::exited:
      return "exited";
    case ProcessOutcome::timeout:
      return "timeout";
    case ProcessOutcome::signaled:
      return "signaled";
    case ProcessOutcome::spawn_failed:
      return "spawn_failed";
  }
  return "unknown";
}

std::string signal_name(int sig) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 32))
  if (const char* abbrev = ::sigabbrev_np(sig)) return std::string("SIG") + abbrev;
#endif
  return "signal " + std::to_string(sig);
}

ProcessRun supervise_process(const ProcessPlan& plan) {
  ProcessRun r;
  if (plan.argv.empty() || plan.program.empty()) {
    r.message = "nothing to run: the plan names no program";
    return r;
  }
  std::vector<std::string> args = plan.argv, env = plan.env;
  std::vector<char*> c_args = detail::c_strings(args), c_env = detail::c_strings(env);
  std::vector<const char*> c_ro;
  for (const auto& p : plan.read_only_paths) c_ro.push_back(p.c_str());
  std::string uid_map = std::to_string(::geteuid()) + " " + std::to_string(::geteuid()) + " 1\n";
  std::string gid_map = std::to_string(::getegid()) + " " + std::to_string(::getegid()) + " 1\n";

  // A file, not a pipe, so a child that never reads its input cannot block us.
  const char* in_path = plan.stdin_path.empty() ? "/dev/null" : plan.stdin_path.c_str();
  Fd devnull(::open(in_path, O_RDONLY | O_CLOEXEC));
  Pipes pipes;
  Fd out_w, err_w, rep_w;
  if (devnull.fd < 0) {
    r.message = std::string("cannot open the child's stdin ") + in_path + ": " + std::strerror(errno);
    return r;
  }
  if (!make_pipe(pipes.out, out_w) || !make_pipe(pipes.err, err_w) || !make_pipe(pipes.reports, rep_w)) {
    r.message = std::string("cannot create pipes for the child: ") + std::strerror(errno);
    return r;
  }
  detail::ChildPlan child = detail::child_plan(plan, c_args, c_env, c_ro, uid_map, gid_map);
  child.stdin_fd = devnull.fd;
  child.stdout_fd = out_w.fd;
  child.stderr_fd = err_w.fd;
  child.report_fd = rep_w.fd;

  auto start = Clock::now();
  pid_t pid = ::fork();
  if (pid < 0) {
    r.message = std::string("cannot fork the child: ") + std::strerror(errno);
    return r;
  }
  if (pid == 0) detail::run_child(child);
  ::setpgid(pid, pid);  // also done in the child: the group exists before either goes on
  devnull.reset(), out_w.reset(), err_w.reset(), rep_w.reset();

  Watched run = watch(pid, start, plan, pipes);
  r.wall_seconds = std::chrono::duration<double>(Clock::now() - start).count();
  const struct rusage& ru = run.usage;
  r.cpu_seconds = ru.ru_utime.tv_sec + ru.ru_stime.tv_sec + 1e-6 * (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
  r.peak_rss_bytes = static_cast<uint64_t>(ru.ru_maxrss) * 1024;  // KiB on Linux
  r.stdout_bytes = run.out.total;
  r.stderr_bytes = run.err.total;
  r.stdout_text = run.out.finish();
  r.stderr_text = run.err.finish();
  r.reports.resize(run.reports.size() / sizeof(detail::ChildReport));
  if (!r.reports.empty())
    std::memcpy(r.reports.data(), run.reports.data(), r.reports.size() * sizeof(detail::ChildReport));
  classify(plan, run, r);
  return r;
}

}  // namespace jaxbench::process
