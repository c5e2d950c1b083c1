#include "serve/worker.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <thread>
#include <variant>

#include "candidate/suite_export.h"
#include "jobs/warm_judge.h"
#include "serve/device_methods.h"
#include "serve/methods.h"
#include "serve/protocol.h"
#include "serve/transport.h"
#include "suite/registry.h"

namespace jaxbench::serve {

namespace {

// The worker's speaker: each line a request the front forwards, answered by
// the method's device part (methods.h).
class WorkerHandler : public MessageHandler {
 public:
  WorkerHandler(jobs::WarmJudge& judge, std::string plugin, const ProtocolOutput& output)
      : judge_(judge), plugin_(std::move(plugin)), output_(output) {}

  nlohmann::json on_line(const std::string& line) override {
    auto parsed = parse_request(line);
    if (auto* bad = std::get_if<BadRequest>(&parsed)) return error_message(bad->id, bad->error.code, bad->error.what());
    const Request& request = std::get<Request>(parsed);
    try {
      const MethodSpec* method = find_method(request.method);
      if (method == nullptr || !method->device) {
        throw RequestError(kUnknownMethod, "the device worker answers eval, run and status, not '" +
                                               request.method.substr(0, 60) + "'");
      }
      DeviceContext device{judge_, plugin_, output_, request.id};
      return result_message(request.id, method->device(request.params, device));
    } catch (const RequestError& error) {
      return error_message(request.id, error.code, error.what());
    } catch (const std::exception& error) {
      return error_message(request.id, kMethodFailed, error.what());
    }
  }

  nlohmann::json on_too_long() override {
    return error_message(nullptr, kParseError, "the request is longer than " + max_line_text());
  }

 private:
  jobs::WarmJudge& judge_;
  std::string plugin_;
  const ProtocolOutput& output_;
};

// When the front's end of the request pipe closes (the front was killed, or
// has finished), nothing will read another answer: the worker ends at once
// rather than finishing the eval in flight (a hung one would run on to its
// execution limit). The front's exit cannot reach the worker otherwise: it
// starts the worker from whichever thread asks first, and a parent-death
// signal fires when that thread ends. The zygote follows (its own
// parent-death signal); a candidate's temp folder is left behind.
void end_with_the_front() {
  std::thread([] {
    pollfd request_pipe{STDIN_FILENO, 0, 0};  // no events asked: POLLHUP comes anyway
    while (true) {
      int ready = ::poll(&request_pipe, 1, -1);
      if (ready < 0 && errno == EINTR) continue;
      if (ready < 0 || (request_pipe.revents & POLLNVAL)) return;
      if (request_pipe.revents & (POLLHUP | POLLERR)) ::_exit(0);
    }
  }).detach();
}

}  // namespace

int run_worker(const std::string& plugin) {
  ProtocolOutput output = ProtocolOutput::claim_stdout();
  end_with_the_front();
  suite::Registry registry = suite::Registry::open_default();
  candidate::export_on_first_use(registry);  // the levels, exported when first needed
  jobs::WarmJudge judge(registry);
  WorkerHandler handler(judge, plugin, output);
  return run_transport(STDIN_FILENO, output, handler);
}

}  // namespace jaxbench::serve
