#include "process/sandbox_child.h"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstring>

namespace jaxbench::process::detail {

namespace {

[[noreturn]] void fail(int fd, Stage stage) {
  report_to_parent(fd, kFailure, stage, errno);
  ::_exit(127);
}

bool write_proc_file(const char* path, const char* text) {
  int fd = ::open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  ssize_t n = ::write(fd, text, std::strlen(text));
  ::close(fd);
  return n == static_cast<ssize_t>(std::strlen(text));
}

void close_from(unsigned first, unsigned last) {
  if (first > last) return;
#ifdef SYS_close_range
  if (::syscall(SYS_close_range, first, last, 0) == 0) return;
#endif
  long max = ::sysconf(_SC_OPEN_MAX);  // kernels before 5.9: a loop
  if (max < 0 || max > 65536) max = 65536;
  for (long fd = first; fd < max && fd <= static_cast<long>(last); ++fd) ::close(static_cast<int>(fd));
}

// stdin/stdout/stderr onto 0-2, the report pipe kept (close-on-exec), every
// other descriptor closed. The originals may themselves be 0-2 if the judge
// closed its stdio, so everything moves above 10 first.
int setup_fds(const ChildPlan& plan) {
  int in = ::fcntl(plan.stdin_fd, F_DUPFD_CLOEXEC, 10);
  int out = ::fcntl(plan.stdout_fd, F_DUPFD_CLOEXEC, 10);
  int err = ::fcntl(plan.stderr_fd, F_DUPFD_CLOEXEC, 10);
  int rep = ::fcntl(plan.report_fd, F_DUPFD_CLOEXEC, 10);
  if (in < 0 || out < 0 || err < 0 || rep < 0) fail(plan.report_fd, kStageFds);
  if (::dup2(in, 0) < 0 || ::dup2(out, 1) < 0 || ::dup2(err, 2) < 0) fail(rep, kStageFds);
  close_from(3, static_cast<unsigned>(rep) - 1);
  close_from(static_cast<unsigned>(rep) + 1, UINT_MAX);
  return rep;
}

// Handlers are reset by exec, but ignored signals and the mask are inherited.
void reset_signals() {
  struct sigaction dfl {};
  dfl.sa_handler = SIG_DFL;
  for (int sig = 1; sig < NSIG; ++sig) {
    if (sig != SIGKILL && sig != SIGSTOP) ::sigaction(sig, &dfl, nullptr);  // glibc-internal ones: EINVAL, fine
  }
  sigset_t none;
  ::sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
}

void die_with_parent(pid_t expected_parent) {
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (expected_parent > 0 && ::getppid() != expected_parent) ::_exit(127);  // it died before prctl
}

// Returns the IsolationBits obtained, reporting them and, on refusal, why.
int32_t enter_namespaces(const ChildPlan& plan, int rep) {
  int flags = (plan.isolate_network ? CLONE_NEWNET : 0) | (plan.isolate_pids ? CLONE_NEWPID : 0) |
              (plan.read_only_count > 0 || plan.root ? CLONE_NEWNS : 0);
  if (flags == 0) return 0;
  int32_t bits =
      ((flags & CLONE_NEWNET) ? kNet : 0) | ((flags & CLONE_NEWPID) ? kPid : 0) | ((flags & CLONE_NEWNS) ? kMounts : 0);
  int err = 0, err2 = 0;
  if (::unshare(flags) != 0) {
    err = errno;
    if (::unshare(CLONE_NEWUSER | flags) == 0) {
      // Map our own uid/gid to themselves: without a mapping, creating files fails (EOVERFLOW).
      write_proc_file("/proc/self/setgroups", "deny");
      if (!write_proc_file("/proc/self/uid_map", plan.uid_map) ||
          !write_proc_file("/proc/self/gid_map", plan.gid_map)) {
        fail(rep, kStageUidMap);
      }
      bits |= kUserNs;
    } else {
      err2 = errno;
      bits = 0;
    }
  }
  report_to_parent(rep, kIsolation, bits, err, err2);
  return bits;
}

unsigned long carried_mount_flags(const char* path) {
  struct statvfs st {};
  if (::statvfs(path, &st) != 0) return 0;
  unsigned long flags = 0;
  if (st.f_flag & ST_NOSUID) flags |= MS_NOSUID;
  if (st.f_flag & ST_NODEV) flags |= MS_NODEV;
  if (st.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
  if (st.f_flag & ST_NOATIME) flags |= MS_NOATIME;
  if (st.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
  if (st.f_flag & ST_RELATIME) flags |= MS_RELATIME;
  return flags;  // a user namespace may not drop these (they are locked), so keep them
}

void protect_paths(const ChildPlan& plan, int rep) {
  // Private first, so nothing we mount propagates back to the judge's namespace.
  if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) {
    report_to_parent(rep, kMountFailed, 0, errno);
    return;
  }
  for (size_t i = 0; i < plan.read_only_count; ++i) {
    const char* p = plan.read_only_paths[i];
    // Mount flags are per mount: a subfolder first becomes a mount of its own.
    // "/" already is one (and a mount stacked on / would not be seen from it).
    bool is_root = p[0] == '/' && p[1] == '\0';
    if ((!is_root && ::mount(p, p, nullptr, MS_BIND | MS_REC, nullptr) != 0) || !make_read_only_recursive(p)) {
      report_to_parent(rep, kMountFailed, static_cast<int32_t>(i + 1), errno);
    }
  }
  if (plan.rebind_work_dir) {  // a bind mount copies the source's read-only flag: clear it on ours
    unsigned long keep = carried_mount_flags(plan.work_dir);
    if (::mount(plan.work_dir, plan.work_dir, nullptr, MS_BIND, nullptr) != 0 ||
        ::mount(nullptr, plan.work_dir, nullptr, MS_BIND | MS_REMOUNT | keep, nullptr) != 0) {
      report_to_parent(rep, kMountFailed, -1, errno);
    }
  }
}

// A root child would keep every capability through execve and could undo the
// read-only mounts (or worse): empty the bounding set so exec grants none,
// and forbid gaining any back through setuid or file capabilities.
void drop_privileges(int rep) {
  for (int cap = 0; cap < 64; ++cap) {
    if (::prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno == EINVAL) break;  // past the last capability
  }
  ::prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  constexpr int kCapSysAdmin = 21;
  if (::geteuid() == 0 && ::prctl(PR_CAPBSET_READ, kCapSysAdmin, 0, 0, 0) == 1)
    report_to_parent(rep, kPrivilegesKept, 0, errno);
}

void set_limit(int resource, rlim_t soft, rlim_t hard, int rep) {
  if (soft == 0) return;
  struct rlimit cur {};
  if (::getrlimit(resource, &cur) == 0 && cur.rlim_max != RLIM_INFINITY) {  // cannot raise a hard limit
    if (hard > cur.rlim_max) hard = cur.rlim_max;
    if (soft > hard) soft = hard;
  }
  struct rlimit lim {
    soft, hard
  };
  if (::setrlimit(resource, &lim) != 0) fail(rep, kStageRlimit);
}

// The judge bounds its own allocations while a candidate program runs in it
// (memory_limit.h: a soft RLIMIT_DATA); a child it starts meanwhile (an
// export, the zygote) gets its own limits instead of inheriting that one.
void lift_inherited_data_limit() {
  struct rlimit data {};
  if (::getrlimit(RLIMIT_DATA, &data) == 0 && data.rlim_cur != data.rlim_max) {
    data.rlim_cur = data.rlim_max;
    ::setrlimit(RLIMIT_DATA, &data);
  }
}

// RLIMIT_NPROC counts the uid's tasks in its user namespace: in one of its own only the
// sandbox's, else all of the user's (the parent counted those in max_processes_shared).
[[noreturn]] void exec_program(const ChildPlan& plan, int rep, int32_t bits) {
  drop_privileges(rep);
  lift_inherited_data_limit();
  set_limit(RLIMIT_AS, plan.address_space, plan.address_space, rep);
  // SIGXCPU at the soft limit, SIGKILL a few seconds later if it is caught.
  set_limit(RLIMIT_CPU, plan.cpu_seconds, plan.cpu_seconds + 5, rep);
  set_limit(RLIMIT_FSIZE, plan.file_size, plan.file_size, rep);
  rlim_t tasks = (bits & kUserNs) ? plan.max_processes : plan.max_processes_shared;
  set_limit(RLIMIT_NPROC, tasks, tasks, rep);
  ::execve(plan.program, plan.argv, plan.envp);
  fail(rep, kStageExec);
}

// Turns a wait status into our own exit, so our parent sees the same status.
[[noreturn]] void exit_like(int status) {
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    ::signal(sig, SIG_DFL);
    ::kill(::getpid(), sig);
    ::_exit(128 + sig);
  }
  ::_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 127);
}

// The minimal root (with a fresh /proc when in the new PID namespace), or
// where the OS refuses it the read-only paths; then the work dir as cwd.
void enter_root_and_work_dir(const ChildPlan& plan, int rep, int32_t bits, bool in_pid_namespace) {
  if (plan.root && (bits & kMounts) && !enter_minimal_root(plan, rep, in_pid_namespace)) protect_paths(plan, rep);
  if (::chdir(plan.work_dir) != 0) fail(rep, kStageChdir);
}

// In a new PID namespace the first child is its init, which ignores signals
// it has no handler for, even its own kill(getpid(), SIGSEGV). So that the
// program behaves as anywhere else, init is a tiny reaper of ours and the
// program its second child; when init exits the kernel kills every process
// left in the namespace (setsid() cannot escape that).
[[noreturn]] void run_in_pid_namespace(const ChildPlan& plan, int rep, int32_t bits) {
  int relay[2];
  if (::pipe2(relay, O_CLOEXEC) != 0) fail(rep, kStageFork);
  pid_t init = ::fork();
  if (init < 0) fail(rep, kStageFork);
  if (init > 0) {  // outside: wait for init, then exit the way the program did
    ::close(relay[1]);
    ::close(0), ::close(1), ::close(2), ::close(rep);
    int status = 0;
    while (::waitpid(init, &status, 0) < 0 && errno == EINTR) {
    }
    int program_status = 0;
    if (::read(relay[0], &program_status, sizeof program_status) == sizeof program_status) exit_like(program_status);
    exit_like(status);
  }
  ::close(relay[0]);
  die_with_parent(0);
  // init keeps a copy of the judge's memory and environment: not readable through /proc/1.
  ::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  blank_inherited_command_line();
  enter_root_and_work_dir(plan, rep, bits, true);
  pid_t program = ::fork();
  if (program < 0) fail(rep, kStageFork);
  if (program == 0) {
    ::close(relay[1]);
    die_with_parent(0);
    exec_program(plan, rep, bits);
  }
  ::close(0), ::close(1), ::close(2), ::close(rep);
  int status = 0;
  for (;;) {
    pid_t w = ::waitpid(-1, &status, 0);
    if (w == program) break;
    if (w < 0 && errno != EINTR) ::_exit(127);
  }
  [[maybe_unused]] ssize_t n = ::write(relay[1], &status, sizeof status);
  ::_exit(0);
}

}  // namespace

void report_to_parent(int fd, int32_t kind, int32_t value, int32_t err, int32_t err2) {
  ChildReport r{kind, value, err, err2};
  [[maybe_unused]] ssize_t n = ::write(fd, &r, sizeof r);
}

// mount_setattr(2) (Linux 5.12) makes a whole subtree read-only, submounts
// included; older kernels get a remount of the top mount only.
bool make_read_only_recursive(const char* path) {
#ifdef SYS_mount_setattr
  struct {
    uint64_t attr_set, attr_clr, propagation, userns_fd;
  } attr{0x1 /* MOUNT_ATTR_RDONLY */, 0, 0, 0};
  constexpr unsigned kAtRecursive = 0x8000;
  if (::syscall(SYS_mount_setattr, AT_FDCWD, path, kAtRecursive, &attr, sizeof attr) == 0) return true;
  if (errno != ENOSYS) return false;
#endif
  return ::mount(nullptr, path, nullptr, MS_BIND | MS_REMOUNT | MS_RDONLY | carried_mount_flags(path), nullptr) == 0;
}

void run_child(const ChildPlan& plan) {
  int rep = setup_fds(plan);
  ::setpgid(0, 0);  // the parent does it too; whichever runs first wins the race
  die_with_parent(plan.parent_pid);
  reset_signals();
  struct rlimit no_core {
    0, 0
  };
  ::setrlimit(RLIMIT_CORE, &no_core);
  int32_t bits = enter_namespaces(plan, rep);
  if ((bits & kMounts) && !plan.root) protect_paths(plan, rep);
  if (bits & kPid) run_in_pid_namespace(plan, rep, bits);
  enter_root_and_work_dir(plan, rep, bits, false);
  exec_program(plan, rep, bits);
}

}  // namespace jaxbench::process::detail
