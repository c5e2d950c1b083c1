#include "serve/device_worker.h"

#include <unistd.h>

#include <iostream>
#include <vector>

#include "core/error.h"
#include "core/strings.h"
#include "serve/protocol.h"

namespace jaxbench::serve {

namespace {

// A response line longer than this is a broken worker, not a verdict.
constexpr size_t kMaxResponseBytes = size_t{64} << 20;

}  // namespace

DeviceWorker::DeviceWorker(std::string executable, std::string plugin)
    : executable_(std::move(executable)), plugin_(std::move(plugin)) {}

DeviceWorker::~DeviceWorker() {
  if (child_.running()) reap(false);
}

void DeviceWorker::start() {
  int child_stdin = -1, child_stdout = -1;
  if (!channel_.open(&child_stdin, &child_stdout)) {
    throw Error("serve: cannot make the device worker's pipes (too many open files?)");
  }
  std::vector<std::string> args = {executable_, "serve", "--worker"};
  if (!plugin_.empty()) args.insert(args.end(), {"--plugin", plugin_});
  child_.start(args, {child_stdin, child_stdout, -1}, false, "serve's device worker");
  channel_.close_child_ends();
  ++starts_;
  std::cerr << "jaxbench serve: device worker started (pid " << child_.pid() << ")" << std::endl;
}

std::string DeviceWorker::reap(bool kill_first) {
  channel_.close();
  return process::ending_line(child_.reap(kill_first));
}

WorkerReply DeviceWorker::call(const nlohmann::json& request, double deadline_seconds) {
  if (!child_.running()) start();
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
