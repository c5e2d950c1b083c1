#include "process/sandboxed_service.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <optional>

#include "core/error.h"
#include "process/sandbox_plan.h"

namespace jaxbench::process {

namespace {

using Clock = std::chrono::steady_clock;

constexpr size_t kStderrCap = 64 * 1024;
// exec follows fork within milliseconds; this bounds a child stuck in set-up.
constexpr double kStartSeconds = 30;

Clock::time_point deadline_after(double seconds) {
  return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

// Our end non-blocking, the child's end blocking (Python reads it plainly).
bool make_pipe(int* ours, int* theirs, bool ours_reads) {
  int p[2];
  if (::pipe2(p, O_CLOEXEC) != 0) return false;
  *ours = ours_reads ? p[0] : p[1];
  *theirs = ours_reads ? p[1] : p[0];
  ::fcntl(*ours, F_SETFL, O_NONBLOCK);
  return true;
}

}  // namespace

SandboxedService::SandboxedService(std::vector<std::string> argv, SandboxOptions options)
    : argv_(std::move(argv)), options_(std::move(options)) {}

SandboxedService::~SandboxedService() { kill(); }

void SandboxedService::close_fds() {
  channel_.close();
  close_fd(stderr_fd_), close_fd(reports_fd_);
}

void SandboxedService::kill() {
  child_.reap(true);
  close_fds();
}

bool SandboxedService::alive() {
  pid_t pid = child_.pid();
  if (pid <= 0) return false;
  siginfo_t info{};
  if (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid) {
    return false;  // a zombie: kill() reaps it
  }
  return true;
}

bool SandboxedService::start(std::string* why) {
  kill();
  stderr_.clear();
  isolation_ = SandboxResult{};
  if (argv_.empty() || options_.work_dir.empty()) {
    *why = "a sandboxed service needs a command and an existing work dir";
    return false;
  }
  std::optional<ProcessPlan> plan;
  try {
    plan = detail::sandbox_process_plan(argv_, options_, options_.work_dir, &missing_read_only_, &root_, why);
  } catch (const Error& e) {
    *why = e.what();
    return false;
  }
  if (!plan) return false;
  plan->cpu_seconds = options_.cpu_seconds;  // a service has no wall-clock deadline to derive one from

  std::vector<std::string> args = plan->argv, env = plan->env;
  std::vector<char*> c_args = detail::c_strings(args), c_env = detail::c_strings(env);
  std::vector<const char*> c_ro;
  for (const auto& p : plan->read_only_paths) c_ro.push_back(p.c_str());
  std::string uid_map = std::to_string(::geteuid()) + " " + std::to_string(::geteuid()) + " 1\n";
  std::string gid_map = std::to_string(::getegid()) + " " + std::to_string(::getegid()) + " 1\n";
  detail::ChildPlan child = detail::child_plan(*plan, c_args, c_env, c_ro, uid_map, gid_map);

  int in_r = -1, out_w = -1, err_w = -1, rep_w = -1;
  bool made =
      channel_.open(&in_r, &out_w) && make_pipe(&stderr_fd_, &err_w, true) && make_pipe(&reports_fd_, &rep_w, true);
  auto close_theirs = [&] { channel_.close_child_ends(), close_fd(err_w), close_fd(rep_w); };
  if (!made) {
    *why = std::string("cannot create pipes for the service: ") + std::strerror(errno);
    close_theirs(), close_fds();
    return false;
  }
  child.stdin_fd = in_r, child.stdout_fd = out_w, child.stderr_fd = err_w, child.report_fd = rep_w;
  pid_t pid = ::fork();
  if (pid == 0) detail::run_child(child);
  close_theirs();
  if (pid < 0) {
    *why = std::string("cannot fork the service: ") + std::strerror(errno);
    close_fds();
    return false;
  }
  ::setpgid(pid, pid);  // also done in the child: the group exists before either goes on
  child_.adopt(pid);
  return read_reports(why);
}

// The child's set-up records arrive until exec closes the pipe.
bool SandboxedService::read_reports(std::string* why) {
  std::string records;
  auto deadline = deadline_after(kStartSeconds);
  while (reports_fd_ >= 0 && Clock::now() < deadline) {
    pollfd fd{reports_fd_, POLLIN, 0};
    if (::poll(&fd, 1, poll_milliseconds_until(deadline)) > 0 && !read_available(reports_fd_, &records)) {
      close_fd(reports_fd_);
    }
    drain_stderr();
  }
  std::vector<detail::ChildReport> reports(records.size() / sizeof(detail::ChildReport));
  if (!reports.empty()) std::memcpy(reports.data(), records.data(), reports.size() * sizeof(detail::ChildReport));
  for (const auto& rep : reports) {
    if (rep.kind != detail::kFailure) continue;
    *why = "cannot start " + argv_[0] + ": " + detail::stage_name(rep.value) + " failed: " + std::strerror(rep.err);
    kill();
    return false;
  }
  if (reports_fd_ >= 0) {
    *why = "the service " + argv_[0] + " did not start within " + std::to_string(int(kStartSeconds)) + " s";
    kill();
    return false;
  }
  isolation_.isolation_note =
      detail::describe_isolation(options_, missing_read_only_, reports, isolation_, root_.get());
  return true;
}

void SandboxedService::drain_stderr() {
  if (stderr_fd_ < 0) return;
  if (!read_available(stderr_fd_, &stderr_)) close_fd(stderr_fd_);
  if (stderr_.size() > 2 * kStderrCap) stderr_.erase(0, stderr_.size() - kStderrCap);
}

bool SandboxedService::write_line(const std::string& line) { return channel_.write_line(line); }

LineRead SandboxedService::read_line(double timeout_seconds, std::string* line, size_t max_bytes) {
  return channel_.read_line(timeout_seconds, line, max_bytes, stderr_fd_, [this] { drain_stderr(); });
}

}  // namespace jaxbench::process
