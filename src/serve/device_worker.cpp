#include "serve/device_worker.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <iostream>
#include <vector>

#include "core/error.h"
#include "core/strings.h"
#include "process/supervisor.h"
#include "serve/protocol.h"

namespace jaxbench::serve {

namespace {

// A response line longer than this is a broken worker, not a verdict.
constexpr size_t kMaxResponseBytes = size_t{64} << 20;

}  // namespace

DeviceWorker::DeviceWorker(std::string executable, std::string plugin)
    : executable_(std::move(executable)), plugin_(std::move(plugin)) {}

DeviceWorker::~DeviceWorker() {
  if (pid_ > 0) reap(false);
}

void DeviceWorker::start() {
  int child_stdin = -1, child_stdout = -1;
  if (!channel_.open(&child_stdin, &child_stdout)) {
    throw Error("serve: cannot make the device worker's pipes (too many open files?)");
  }
  std::vector<std::string> args = {executable_, "serve", "--worker"};
  if (!plugin_.empty()) args.insert(args.end(), {"--plugin", plugin_});
  std::vector<char*> argv;
  for (auto& arg : args) argv.push_back(arg.data());
  argv.push_back(nullptr);
  pid_t pid = ::fork();
  if (pid < 0) throw Error("serve: cannot fork the device worker (out of processes?)");
  if (pid == 0) {
    // Its own process group, so a kill reaches whatever it started too.
    ::setpgid(0, 0);
    ::dup2(child_stdin, STDIN_FILENO);
    ::dup2(child_stdout, STDOUT_FILENO);
    ::execv(executable_.c_str(), argv.data());
    ::_exit(127);
  }
  channel_.close_child_ends();
  pid_ = pid;
  ++starts_;
  std::cerr << "jaxbench serve: device worker started (pid " << pid_ << ")" << std::endl;
}

std::string DeviceWorker::reap(bool kill_first) {
  channel_.close();
  if (kill_first) {
    ::kill(-pid_, SIGKILL);
    ::kill(pid_, SIGKILL);
  }
  int status = 0;
  while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  if (!kill_first) ::kill(-pid_, SIGKILL);  // anything it left behind in its group
  pid_ = 0;
  if (WIFSIGNALED(status)) return "died (" + process::signal_name(WTERMSIG(status)) + ")";
  return "exited with code " + std::to_string(WEXITSTATUS(status));
}

WorkerReply DeviceWorker::call(const nlohmann::json& request, double deadline_seconds) {
  if (pid_ == 0) start();
  if (!channel_.write_line(to_line(request))) {
    // It was gone before it read this request (nothing was lost): once more, fresh.
    std::cerr << "jaxbench serve: the device worker " << reap(false) << "; starting a fresh one" << std::endl;
    start();
    if (!channel_.write_line(to_line(request))) return {std::nullopt, reap(true)};
  }
  std::string line;
  process::LineRead read = channel_.read_line(deadline_seconds, &line, kMaxResponseBytes);
  WorkerReply reply;
  if (read == process::LineRead::line) {
    try {
      reply.message = parse_json_line(line);
    } catch (const RequestError&) {
      reply.message.reset();  // a garbled response: the worker is not to be trusted further
    }
  }
  if (!reply.message || !reply.message->is_object()) {
    std::string ended = reap(true);
    reply.message.reset();
    reply.ending = read == process::LineRead::timeout
                       ? "overran its " + format_seconds(deadline_seconds) + " s deadline and was killed"
                       : ended;
    return reply;
  }
  if (reply.message->value(kWorkerExiting, false)) {
    reply.message->erase(kWorkerExiting);
    std::cerr << "jaxbench serve: the device worker left after a timeout; the next request starts a fresh one"
              << std::endl;
    reap(false);
  }
  return reply;
}

}  // namespace jaxbench::serve
