#include "serve/device_worker.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
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

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

}  // namespace

DeviceWorker::DeviceWorker(std::string executable, std::string plugin)
    : executable_(std::move(executable)), plugin_(std::move(plugin)) {}

DeviceWorker::~DeviceWorker() {
  if (pid_ > 0) stop(false);
}

void DeviceWorker::start() {
  int requests[2], responses[2];
  if (::pipe2(requests, O_CLOEXEC) != 0 || ::pipe2(responses, O_CLOEXEC) != 0) {
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
    ::dup2(requests[0], STDIN_FILENO);
    ::dup2(responses[1], STDOUT_FILENO);
    ::execv(executable_.c_str(), argv.data());
    ::_exit(127);
  }
  ::close(requests[0]);
  ::close(responses[1]);
  to_worker_ = requests[1];
  from_worker_ = responses[0];
  pending_.clear();
  pid_ = pid;
  ++starts_;
  std::cerr << "jaxbench serve: device worker started (pid " << pid_ << ")" << std::endl;
}

std::string DeviceWorker::reap(bool kill_first) {
  close_fd(to_worker_);
  close_fd(from_worker_);
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

void DeviceWorker::stop(bool kill_first) {
  if (pid_ > 0) reap(kill_first);
}

bool DeviceWorker::send(const std::string& line) {
  std::string data = line + "\n";
  size_t done = 0;
  while (done < data.size()) {
    ssize_t wrote = ::write(to_worker_, data.data() + done, data.size() - done);
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0) return false;
    done += static_cast<size_t>(wrote);
  }
  return true;
}

std::optional<std::string> DeviceWorker::read_line(double deadline_seconds, bool& overran) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(deadline_seconds);
  overran = false;
  while (true) {
    size_t newline = pending_.find('\n');
    if (newline != std::string::npos) {
      std::string line = pending_.substr(0, newline);
      pending_.erase(0, newline + 1);
      return line;
    }
    if (pending_.size() > kMaxResponseBytes) return std::nullopt;
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      overran = true;
      return std::nullopt;
    }
    pollfd waiting = {from_worker_, POLLIN, 0};
    int ready = ::poll(&waiting, 1, static_cast<int>(std::min<long long>(left.count(), 1000)));
    if (ready < 0 && errno != EINTR) return std::nullopt;
    if (ready <= 0) continue;
    char chunk[64 * 1024];
    ssize_t got = ::read(from_worker_, chunk, sizeof(chunk));
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return std::nullopt;  // EOF: the worker is gone
    pending_.append(chunk, static_cast<size_t>(got));
  }
}

WorkerReply DeviceWorker::call(const nlohmann::json& request, double deadline_seconds) {
  if (pid_ == 0) start();
  if (!send(to_line(request))) {
    // It was gone before it read this request (nothing was lost): once more, fresh.
    std::cerr << "jaxbench serve: the device worker " << reap(false) << "; starting a fresh one" << std::endl;
    start();
    if (!send(to_line(request))) return {std::nullopt, reap(true)};
  }
  bool overran = false;
  std::optional<std::string> line = read_line(deadline_seconds, overran);
  WorkerReply reply;
  if (line) {
    try {
      reply.message = parse_json_line(*line);
    } catch (const RequestError&) {
      line.reset();  // a garbled response: the worker is not to be trusted further
    }
  }
  if (!line || !reply.message || !reply.message->is_object()) {
    std::string ended = reap(true);
    reply.message.reset();
    reply.ending = overran ? "overran its " + format_seconds(deadline_seconds) + " s deadline and was killed" : ended;
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
