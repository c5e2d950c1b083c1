#include "process/sandbox.h"

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
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>

#include "process/sandbox_child.h"
#include "process/sandbox_setup.h"
#include "core/error.h"
#include "core/strings.h"

namespace jaxbench::process {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

constexpr auto kTick = std::chrono::milliseconds(50);
// After the child exits, how long output from leftovers (e.g. a setsid()
// grandchild when there is no PID namespace) is still read before giving up.
constexpr auto kDrainGrace = std::chrono::milliseconds(1000);

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

std::string signal_name(int sig) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 32))
  if (const char* abbrev = ::sigabbrev_np(sig)) return std::string("SIG") + abbrev;
#endif
  return "signal " + std::to_string(sig);
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

std::string describe_isolation(const SandboxOptions& options, const std::vector<std::string>& ro_missing,
                               const std::vector<detail::ChildReport>& reports, SandboxResult& r) {
  std::string note;
  auto add = [&](const std::string& s) { note += (note.empty() ? "" : "; ") + s; };
  bool asked_ns = options.isolate_network || options.isolate_pids || !options.read_only_paths.empty();
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
  r.paths_protected = options.read_only_paths.empty() || (mounts_ok && !mount_failed && ro_missing.empty());
  return note;
}

struct Supervised {
  int status = 0;
  bool timed_out = false;
  struct rusage usage {};
  Capture out, err;
  std::string reports;
  explicit Supervised(size_t cap) : out(cap), err(cap) {}
};

// Reads the three pipes as data arrives (a chatty child never blocks on a
// full pipe), kills the group at the deadline, and reaps the child.
Supervised supervise(pid_t pid, Clock::time_point start, const SandboxOptions& options, Fd& out_r, Fd& err_r,
                     Fd& rep_r) {
  Supervised run(options.output_cap_bytes);
  auto deadline = start + std::chrono::duration_cast<Clock::duration>(
                              std::chrono::duration<double>(std::max(0.0, options.timeout_seconds)));
  bool exited = false;
  Clock::time_point grace_end{};
  for (;;) {
    auto now = Clock::now();
    if (exited && ((out_r.fd < 0 && err_r.fd < 0 && rep_r.fd < 0) || now >= grace_end)) break;
    auto until = exited ? grace_end : deadline;
    int wait_ms = static_cast<int>(std::clamp<long long>(
        std::chrono::duration_cast<std::chrono::milliseconds>(until - now).count(), 0, kTick.count()));
    pollfd fds[3];
    Fd* owners[3];
    nfds_t n = 0;
    for (Fd* f : {&out_r, &err_r, &rep_r}) {
      if (f->fd >= 0) owners[n] = f, fds[n++] = pollfd{f->fd, POLLIN, 0};
    }
    if (::poll(n ? fds : nullptr, n, wait_ms) > 0) {
      for (nfds_t i = 0; i < n; ++i) {
        if (!fds[i].revents) continue;
        if (owners[i] == &out_r) {
          drain(out_r, [&](const char* d, size_t k) { run.out.append(d, k); });
        } else if (owners[i] == &err_r) {
          drain(err_r, [&](const char* d, size_t k) { run.err.append(d, k); });
        } else {
          drain(rep_r, [&](const char* d, size_t k) { run.reports.append(d, k); });
        }
      }
    }
    if (!exited) {
      siginfo_t info{};
      // WNOWAIT: the zombie keeps the group id reserved while we kill what is left of the group.
      if (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid) {
        exited = true;
        ::kill(-pid, SIGKILL);
        grace_end = Clock::now() + kDrainGrace;
      } else if (Clock::now() >= deadline && !run.timed_out) {
        run.timed_out = true;
        ::kill(-pid, SIGKILL);
      }
    }
  }
  while (::wait4(pid, &run.status, 0, &run.usage) < 0 && errno == EINTR) {
  }
  return run;
}

}  // namespace

const char* outcome_name(SandboxOutcome outcome) {
  switch (outcome) {
    case SandboxOutcome::exited:
      return "exited";
    case SandboxOutcome::timeout:
      return "timeout";
    case SandboxOutcome::signaled:
      return "signaled";
    case SandboxOutcome::spawn_failed:
      return "spawn_failed";
  }
  return "unknown";
}

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
  std::optional<std::string> program = detail::resolve_program(argv[0], options.path_env, &why);
  if (!program) return spawn_failed(why);

  std::vector<std::string> args = argv, env = detail::build_env(options, dir);
  std::vector<char*> c_args = detail::c_strings(args), c_env = detail::c_strings(env);

  std::vector<std::string> ro_paths, ro_missing;
  bool rebind = false;
  std::error_code ec;
  std::string canon_dir = fs::weakly_canonical(dir, ec).string();
  for (const auto& p : options.read_only_paths) {
    std::string canon = fs::weakly_canonical(p, ec).string();
    if (ec || !fs::exists(canon, ec)) {
      ro_missing.push_back(p);
      continue;
    }
    ro_paths.push_back(canon);
    if (canon == "/" || canon_dir == canon || canon_dir.rfind(canon + "/", 0) == 0) rebind = true;
  }
  std::vector<const char*> c_ro;
  for (const auto& p : ro_paths) c_ro.push_back(p.c_str());
  std::string uid_map = std::to_string(::geteuid()) + " " + std::to_string(::geteuid()) + " 1\n";
  std::string gid_map = std::to_string(::getegid()) + " " + std::to_string(::getegid()) + " 1\n";

  Fd devnull(::open("/dev/null", O_RDONLY | O_CLOEXEC));
  Fd out_r, out_w, err_r, err_w, rep_r, rep_w;
  if (devnull.fd < 0 || !make_pipe(out_r, out_w) || !make_pipe(err_r, err_w) || !make_pipe(rep_r, rep_w)) {
    return spawn_failed(std::string("cannot create pipes for the child: ") + std::strerror(errno));
  }

  uint64_t cpu = options.cpu_seconds ? options.cpu_seconds
                                     : static_cast<uint64_t>(std::max(1.0, std::ceil(2 * options.timeout_seconds)));
  detail::ChildPlan plan{};
  plan.program = program->c_str();
  plan.argv = c_args.data();
  plan.envp = c_env.data();
  plan.work_dir = dir.c_str();
  plan.stdin_fd = devnull.fd;
  plan.stdout_fd = out_w.fd;
  plan.stderr_fd = err_w.fd;
  plan.report_fd = rep_w.fd;
  plan.parent_pid = ::getpid();
  plan.isolate_network = options.isolate_network;
  plan.isolate_pids = options.isolate_pids;
  plan.read_only_paths = c_ro.data();
  plan.read_only_count = c_ro.size();
  plan.rebind_work_dir = rebind;
  plan.uid_map = uid_map.c_str();
  plan.gid_map = gid_map.c_str();
  plan.address_space = options.address_space_bytes;
  plan.cpu_seconds = cpu;
  plan.file_size = options.file_size_bytes;
  plan.max_processes = options.max_processes;

  auto start = Clock::now();
  pid_t pid = ::fork();
  if (pid < 0) return spawn_failed(std::string("cannot fork the sandbox child: ") + std::strerror(errno));
  if (pid == 0) detail::run_child(plan);
  ::setpgid(pid, pid);  // also done in the child: the group exists before either goes on
  devnull.reset(), out_w.reset(), err_w.reset(), rep_w.reset();

  Supervised run = supervise(pid, start, options, out_r, err_r, rep_r);
  r.wall_seconds = std::chrono::duration<double>(Clock::now() - start).count();
  const struct rusage& ru = run.usage;
  r.cpu_seconds = ru.ru_utime.tv_sec + ru.ru_stime.tv_sec + 1e-6 * (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
  r.peak_rss_bytes = static_cast<uint64_t>(ru.ru_maxrss) * 1024;  // KiB on Linux
  r.stdout_bytes = run.out.total;
  r.stderr_bytes = run.err.total;
  r.stdout_text = run.out.finish();
  r.stderr_text = run.err.finish();

  std::vector<detail::ChildReport> reports(run.reports.size() / sizeof(detail::ChildReport));
  if (!reports.empty()) std::memcpy(reports.data(), run.reports.data(), reports.size() * sizeof(detail::ChildReport));
  r.isolation_note = describe_isolation(options, ro_missing, reports, r);

  for (const auto& rep : reports) {
    if (rep.kind != detail::kFailure) continue;
    std::string what =
        rep.value == detail::kStageExec
            ? "cannot run " + *program + ": " + std::strerror(rep.err)
            : "cannot start " + *program + ": " + detail::stage_name(rep.value) + " failed: " + std::strerror(rep.err);
    return spawn_failed(what);
  }
  int status = run.status;
  if (run.timed_out) {
    r.outcome = SandboxOutcome::timeout;
    r.signal = SIGKILL;
    r.message =
        "timed out after " + format_seconds(options.timeout_seconds) + " s (the whole process group was killed)";
  } else if (WIFSIGNALED(status)) {
    r.outcome = SandboxOutcome::signaled;
    r.signal = WTERMSIG(status);
    r.cpu_limit_hit = r.signal == SIGXCPU || (r.signal == SIGKILL && r.cpu_seconds >= static_cast<double>(cpu) - 0.5);
    r.file_size_limit_hit = r.signal == SIGXFSZ;
    r.message = "killed by " + signal_name(r.signal);
    if (r.cpu_limit_hit) r.message += " (used more than " + std::to_string(cpu) + " s of CPU time)";
    if (r.file_size_limit_hit)
      r.message += " (wrote a file larger than the " + std::to_string(options.file_size_bytes) + "-byte limit)";
  } else {
    r.outcome = SandboxOutcome::exited;
    r.exit_code = WEXITSTATUS(status);
    r.message = "exited with code " + std::to_string(r.exit_code);
  }
  // A SIGKILL we did not send is the kernel's (OOM killer, cgroup limit) unless it was the CPU limit.
  bool failed = r.outcome == SandboxOutcome::signaled || (r.outcome == SandboxOutcome::exited && r.exit_code != 0);
  r.out_of_memory = failed && (mentions_out_of_memory(r.stderr_text) ||
                               (r.outcome == SandboxOutcome::signaled && r.signal == SIGKILL && !r.cpu_limit_hit));
  if (r.out_of_memory) r.message += " (out of memory)";
  return r;
}

}  // namespace jaxbench::process
