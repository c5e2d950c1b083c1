#include "serve/worker.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <iostream>
#include <thread>
#include <variant>

#include "core/temp_dir.h"
#include "jobs/warm_judge.h"
#include "judge/verdict_json.h"
#include "report/results.h"
#include "serve/device_worker.h"
#include "serve/line_reader.h"
#include "serve/params.h"
#include "serve/protocol.h"

namespace jaxbench::serve {

namespace {

// The exit status after a timeout verdict (the front reads the marker, not this).
constexpr int kExitAfterTimeout = 3;

nlohmann::json verdict_with_facts(const judge::Verdict& verdict) {
  nlohmann::json document = judge::verdict_json(verdict);
  document[kRecordFacts] = judge::record_facts(verdict);
  return document;
}

nlohmann::json eval_in_worker(jobs::WarmJudge& judge, const Request& request, const ProtocolOutput& output,
                              const std::string& plugin) {
  CandidateParam candidate = candidate_param(request.params, "eval");
  TempDir folder("jaxbench-serve-candidate-");
  jobs::EvalRequest eval = eval_request(request.params, candidate_file(candidate, folder), plugin);
  jobs::EvalHooks hooks;
  hooks.progress = [](const std::string& line) { std::cerr << "jaxbench serve: " << line << std::endl; };
  std::string folder_path = folder.path();
  nlohmann::json id = request.id;
  hooks.on_timeout = [&output, id, folder_path](const judge::Verdict& timeout) {
    nlohmann::json message = result_message(id, verdict_with_facts(timeout));
    message[kWorkerExiting] = true;
    output.write(message);
    std::error_code ignored;
    std::filesystem::remove_all(folder_path, ignored);
    ::_exit(kExitAfterTimeout);
  };
  return verdict_with_facts(judge.eval(eval, hooks));
}

nlohmann::json answer(jobs::WarmJudge& judge, const Request& request, const ProtocolOutput& output,
                      const std::string& plugin) {
  if (request.method == "eval") return eval_in_worker(judge, request, output, plugin);
  if (request.method == "run") return report::record_json(judge.run(run_request(request.params, plugin)));
  if (request.method == "status") return {{"pid", ::getpid()}, {"judge", judge.status()}};
  throw RequestError(kUnknownMethod, "the device worker answers eval, run and status, not '" + request.method + "'");
}

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
  LineReader reader(STDIN_FILENO);
  jobs::WarmJudge judge;
  while (std::optional<Line> line = reader.next()) {
    auto parsed = parse_request(line->text);
    if (auto* bad = std::get_if<BadRequest>(&parsed)) {
      output.write(error_message(bad->id, bad->error.code, bad->error.what()));
      continue;
    }
    const Request& request = std::get<Request>(parsed);
    nlohmann::json message;
    try {
      message = result_message(request.id, answer(judge, request, output, plugin));
    } catch (const RequestError& error) {
      message = error_message(request.id, error.code, error.what());
    } catch (const std::exception& error) {
      message = error_message(request.id, kMethodFailed, error.what());
    }
    if (!output.write(message)) return 0;  // the front is gone
  }
  return 0;
}

}  // namespace jaxbench::serve
