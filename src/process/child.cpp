#include "process/child.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>

#include "core/error.h"
#include "process/supervisor.h"

namespace jaxbench::process {

std::string ending_line(int wait_status) {
  if (WIFSIGNALED(wait_status)) return "died (" + signal_name(WTERMSIG(wait_status)) + ")";
  return "exited with code " + std::to_string(WEXITSTATUS(wait_status));
}

int wait_for(pid_t pid, struct rusage* usage) {
  int status = 0;
  while (::wait4(pid, &status, 0, usage) < 0 && errno == EINTR) {
  }
  return status;
}

void kill_group(pid_t pid) { ::kill(-pid, SIGKILL); }

Child::~Child() {
  if (running()) reap(true);
}

void Child::start(const std::vector<std::string>& argv, const ChildStreams& streams, bool search_path,
                  const std::string& what) {
  std::vector<std::string> words = argv;
  std::vector<char*> c_argv;
  for (auto& word : words) c_argv.push_back(word.data());
  c_argv.push_back(nullptr);
  pid_t pid = ::fork();
  if (pid < 0) throw Error("cannot fork " + what + " (out of processes?)");
  if (pid == 0) {
    ::setpgid(0, 0);
    if (streams.stdin_fd >= 0) ::dup2(streams.stdin_fd, STDIN_FILENO);
    if (streams.stdout_fd >= 0) ::dup2(streams.stdout_fd, STDOUT_FILENO);
    if (streams.stderr_fd >= 0) ::dup2(streams.stderr_fd, STDERR_FILENO);
    search_path ? ::execvp(c_argv[0], c_argv.data()) : ::execv(c_argv[0], c_argv.data());
    ::_exit(127);
  }
  pid_ = pid;
}

void Child::kill() const {
  pid_t pid = pid_;
  if (pid <= 0) return;
  kill_group(pid);
  ::kill(pid, SIGKILL);
}

int Child::reap(bool kill_first) {
  pid_t pid = pid_;
  if (pid <= 0) return 0;
  if (kill_first) kill();
  int status = wait_for(pid);
  kill_group(pid);  // anything it left behind in its group (its leader is a zombie no more)
  pid_ = 0;
  return status;
}

}  // namespace jaxbench::process
