#include "fleet/bridge.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <filesystem>

#include "core/error.h"
#include "core/project_root.h"
#include "core/strings.h"

namespace jaxbench::fleet {

namespace {

using Clock = std::chrono::steady_clock;
constexpr size_t kMaxAnswerBytes = size_t{64} << 20;  // a longer line is a broken bridge, not a verdict
constexpr size_t kStderrTailLines = 20;

double now_seconds() { return std::chrono::duration<double>(Clock::now().time_since_epoch()).count(); }

std::vector<std::string> split_words(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  for (char c : text + " ") {
    if (c != ' ') {
      word += c;
    } else if (!word.empty()) {
      words.push_back(word);
      word.clear();
    }
  }
  return words;
}

// This checkout's Python (its .venv has Ray after ./setup.sh --with-ray).
std::vector<std::string> default_command(const BridgeOptions& options) {
  if (const char* scripted = std::getenv("JAXBENCH_FLEET_BRIDGE"); scripted && *scripted) {
    return split_words(scripted);
  }
  std::string python = "python3";
  if (auto root = project_root()) {
    std::filesystem::path venv = std::filesystem::path(*root) / ".venv/bin/python";
    if (std::filesystem::exists(venv)) python = venv.string();
  }
  std::vector<std::string> argv = {python, "-m", "jaxbench.fleet", "bridge"};
  if (!options.address.empty()) argv.push_back(options.address);
  if (!options.binary.empty()) argv.insert(argv.end(), {"--binary", options.binary});
  return argv;
}

// The bridge imports python/jaxbench from this checkout.
void point_python_at_checkout() {
  auto root = project_root();
  if (!root) return;
  std::string path = *root + "/python";
  if (const char* old = std::getenv("PYTHONPATH"); old && *old) path += std::string(":") + old;
  ::setenv("PYTHONPATH", path.c_str(), 1);
}

}  // namespace

Bridge::Bridge(BridgeOptions options) : options_(std::move(options)) {
  std::vector<std::string> argv = options_.command.empty() ? default_command(options_) : options_.command;
  program_ = argv.front();
  spawn(argv);
  reader_ = std::thread([this] { read_answers(); });
  std::future<Reply> status = call("status", nlohmann::json::object());
  auto limit = std::chrono::duration<double>(options_.start_timeout_seconds);
  try {
    if (status.wait_for(limit) != std::future_status::ready) {
      throw Error("the fleet's bridge (" + argv.front() + " -m jaxbench.fleet) did not join the cluster within " +
                  format_seconds(options_.start_timeout_seconds) + " s" +
                  (options_.address.empty() ? "" : " at " + options_.address));
    }
    Reply reply = status.get();
    if (!reply.ok()) throw Error("the fleet's bridge refused its status: " + reply.error_message);
    joined_ = reply.result;
  } catch (...) {
    stop(0);
    throw;
  }
}

Bridge::~Bridge() { stop(60); }

void Bridge::stop(double grace_seconds) {
  {
    std::unique_lock<std::mutex> lock(mutex_);
    channel_.finish_writing();
    auto limit = std::chrono::duration<double>(grace_seconds);
    if (!ended_signal_.wait_for(lock, limit, [this] { return !ending_.empty(); })) child_.kill();
  }
  if (reader_.joinable()) reader_.join();
}

void Bridge::spawn(const std::vector<std::string>& args) {
  int child_stdin = -1, child_stdout = -1, err[2] = {-1, -1};
  if (!channel_.open(&child_stdin, &child_stdout) || ::pipe2(err, O_CLOEXEC) != 0) {
    throw Error("fleet: cannot make the bridge's pipes (too many open files?)");
  }
  point_python_at_checkout();
  child_.start(args, {child_stdin, child_stdout, err[1]}, true, "the fleet's bridge");
  channel_.close_child_ends();
  ::close(err[1]);
  ::fcntl(err[0], F_SETFL, O_NONBLOCK);
  stderr_fd_ = err[0];
}

void Bridge::drain_stderr() {
  if (stderr_fd_ < 0) return;
  if (!process::read_available(stderr_fd_, &stderr_partial_)) process::close_fd(stderr_fd_);
  size_t newline;
  while ((newline = stderr_partial_.find('\n')) != std::string::npos) {
    std::string line = stderr_partial_.substr(0, newline);
    stderr_partial_.erase(0, newline + 1);
    if (line.empty()) continue;
    // Its progress; its refusals ("jaxbench fleet: ...") become the error instead.
    if (options_.log && line.rfind("fleet: ", 0) == 0) options_.log(line);
    stderr_tail_.push_back(line);
    if (stderr_tail_.size() > kStderrTailLines) stderr_tail_.erase(stderr_tail_.begin());
  }
}

void Bridge::read_answers() {
  std::string why;
  for (;;) {
    std::string line;
    process::LineRead read = channel_.read_line(1.0, &line, kMaxAnswerBytes, stderr_fd_, [this] { drain_stderr(); });
    if (read == process::LineRead::line) {
      answer(line);
    } else if (read == process::LineRead::too_long) {
      why = "answered a line over " + std::to_string(kMaxAnswerBytes >> 20) + " MiB";
      child_.kill();
      break;
    } else if (read == process::LineRead::closed) {
      break;
    }
  }
  // Reaped here, on the reader's thread, with what it left in its group.
  int status = child_.reap(false);
  drain_stderr();
  process::close_fd(stderr_fd_);
  ended(why.empty() ? ending_line(status) : "the fleet's bridge " + why);
}

std::string Bridge::ending_line(int status) {
  // Its own refusal ("jaxbench fleet: ...") says what to do; else its last words.
  std::string said;
  for (const auto& line : stderr_tail_) {
    if (line.rfind("jaxbench fleet: ", 0) == 0) said = line.substr(16);
  }
  if (said.empty() && !stderr_tail_.empty()) said = stderr_tail_.back();
  std::string how = WIFSIGNALED(status) ? "was killed (signal " + std::to_string(WTERMSIG(status)) + ")"
                                        : "exited with code " + std::to_string(WEXITSTATUS(status));
  if (WIFEXITED(status) && WEXITSTATUS(status) == 127) how += " (could not run " + program_ + ")";
  return said.empty() ? "the fleet's bridge " + how : said + " (the fleet's bridge " + how + ")";
}

void Bridge::answer(const std::string& line) {
  nlohmann::json message = nlohmann::json::parse(line, nullptr, false);
  if (!message.is_object() || !message.contains("id") || !message["id"].is_string()) return;  // not ours
  std::lock_guard<std::mutex> lock(mutex_);
  auto found = pending_.find(message["id"].get<std::string>());
  if (found == pending_.end()) return;
  Reply reply;
  if (message.contains("error") && message["error"].is_object()) {
    reply.error_code = message["error"].value("code", std::string("error"));
    reply.error_message = message["error"].value("message", std::string("(no message)"));
  } else {
    reply.result = message.value("result", nlohmann::json());
  }
  reply.fleet = message.value("fleet", nlohmann::json());
  reply.wall_seconds = now_seconds() - found->second.sent;
  found->second.promise.set_value(std::move(reply));
  pending_.erase(found);
}

void Bridge::ended(const std::string& why) {
  std::lock_guard<std::mutex> lock(mutex_);
  ending_ = why.empty() ? "the fleet's bridge ended" : why;
  for (auto& [id, pending] : pending_) pending.promise.set_exception(std::make_exception_ptr(Error(ending_)));
  pending_.clear();
  ended_signal_.notify_all();
}

std::future<Reply> Bridge::call(const std::string& method, nlohmann::json params, const std::string& key,
                                const std::string& kind, double deadline_seconds) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::promise<Reply> promise;
  std::future<Reply> future = promise.get_future();
  if (!ending_.empty()) {
    promise.set_exception(std::make_exception_ptr(Error(ending_)));
    return future;
  }
  std::string id = key.empty() ? "call-" + std::to_string(next_id_++) : key;
  if (pending_.count(id)) throw Error("fleet: request id " + id + " is already in flight");
  nlohmann::json message = {{"id", id}, {"method", method}, {"params", std::move(params)}};
  if (!kind.empty()) message["fleet"]["kind"] = kind;
  if (deadline_seconds > 0) message["fleet"]["timeout_s"] = deadline_seconds + kFleetSlackSeconds;
  pending_[id] = Pending{std::move(promise), now_seconds()};
  // A bridge that no longer reads has ended: its reader fails this call with the rest.
  channel_.write_line(message.dump());
  return future;
}

std::unique_ptr<Bridge> start_bridge(const Executor& executor, std::function<void(const std::string&)> log) {
  BridgeOptions options;
  options.address = executor.address;
  options.binary = std::filesystem::read_symlink("/proc/self/exe").string();
  options.log = std::move(log);
  return std::make_unique<Bridge>(std::move(options));
}

}  // namespace jaxbench::fleet
