#include "serve/server.h"

#include <unistd.h>

#include <chrono>
#include <iostream>
#include <variant>

#include "core/clock.h"
#include "core/error.h"
#include "core/version.h"
#include "jobs/eval_request.h"
#include "judge/verdict.h"
#include "judge/verdict_json.h"
#include "platform/plugin_locator.h"
#include "serve/methods.h"
#include "serve/params.h"
#include "store/verdict_record.h"

namespace jaxbench::serve {

namespace {

using nlohmann::json;

// The verdict for a candidate whose worker ended without answering.
json death_verdict(const Request& request, const std::string& ending, const suite::Registry& registry) {
  judge::Verdict verdict;
  std::string workload = request.params.value("workload", std::string());
  if (const suite::WorkloadEntry* entry = registry.find(workload)) workload = entry->id;
  verdict.workload = workload;
  verdict.size = request.params.value("size", jobs::EvalRequest{}.size);
  verdict.status = kRuntimeError;
  verdict.message = "the device worker " + ending +
                    " while judging this candidate; the server started a fresh worker for the next request";
  return judge::verdict_json(verdict);
}

}  // namespace

Server::Server(ServerOptions options) : options_(options), worker_(options.executable, options.plugin) {
  if (options_.registry == nullptr) throw Error("serve::Server needs the suite's registry (ServerOptions::registry)");
}

std::optional<json> Server::forward(const Request& request, double deadline, double& wall_seconds) {
  json forwarded = {{"id", next_worker_id_++}, {"method", request.method}, {"params", request.params}};
  auto start = std::chrono::steady_clock::now();
  WorkerReply reply = worker_.call(forwarded, deadline);
  wall_seconds = seconds_since(start);
  if (!reply.message) {
    ++worker_deaths_;
    std::cerr << "jaxbench serve: the device worker " << reply.ending << " during " << request.method << std::endl;
    last_ending_ = reply.ending;
    return std::nullopt;
  }
  const json& message = *reply.message;
  if (message.contains("error") && message["error"].is_object()) {
    throw RequestError(message["error"].value("code", std::string(kMethodFailed)),
                       message["error"].value("message", std::string("the device worker failed")));
  }
  return message.value("result", json::object());
}

Answered Server::on_device(const MethodSpec& method, const Request& asked) {
  Request request = asked;
  if (method.records) {  // serve's --memory-limit and the like, where an eval leaves them out
    for (const auto& [field, value] : options_.eval_defaults.items()) {
      if (!request.params.contains(field)) request.params[field] = value;
    }
  }
  double deadline_seconds = method.admit(request.params);  // a refusal leaves the device alone
  Answered judged;
  std::optional<json> result = forward(request, deadline_seconds, judged.wall_seconds);
  if (!result && method.records) {
    judged.result = death_verdict(request, last_ending_, *options_.registry);
    return judged;
  }
  if (!result) {
    throw RequestError(kMethodFailed, "the device worker " + last_ending_ + " during " + request.method +
                                          "; a fresh worker serves the next request");
  }
  judged.facts = result->value(kRecordFacts, json::object());
  result->erase(kRecordFacts);
  judged.result = std::move(*result);
  return judged;
}

Answered Server::checked(const Request& request, bool record) {
  const MethodSpec& method = require_method(request.method);
  validate_params(method, request.params);
  ++per_method_[method.name];
  if (!method.on_device) return {method.front(request.params, *this)};
  Answered judged = on_device(method, request);
  if (method.records && record) judged.result = recorded(request.params, judged);
  return judged;
}

Answered Server::counted(const Request& request, bool record) {
  ++requests_;
  try {
    return checked(request, record);
  } catch (const RequestError&) {
    ++errors_;
    throw;
  } catch (const std::exception& error) {
    ++errors_;
    throw RequestError(kMethodFailed, error.what());
  }
}

json Server::handle(const Request& request) {
  Answered answered = counted(request, options_.store.record);
  // A server that records nothing (--no-store) hands its caller what the
  // store would keep beside each verdict, so the caller can record it: a
  // fleet's driver, the one writer of its store.
  const MethodSpec* method = find_method(request.method);
  if (!options_.store.record && method && method->records) answered.result[kRecordFacts] = answered.facts;
  return answered.result;
}

Answered Server::eval(const json& params) { return counted({nullptr, "eval", params}, false); }

json Server::recorded(const json& params, const Answered& judged) {
  if (!recorder_) {
    store::RunInfo run;
    run.command = "serve";
    run.agent = options_.agent;
    run.model = options_.model;
    recorder_ = std::make_unique<store::Recorder>(options_.store, run);
  }
  store::AttemptOrigin origin;
  origin.proposer = "serve";
  origin.candidate_path = params.value("candidate_path", std::string());
  origin.workload = params.value("workload", std::string());
  origin.size = params.value("size", jobs::EvalRequest{}.size);
  origin.wall_seconds = judged.wall_seconds;
  // A worker that died before answering sent no facts: keep what was sent.
  if (params.contains("candidate_source") && params["candidate_source"].is_string()) {
    origin.candidate_source = params["candidate_source"].get<std::string>();
  }
  json verdict = judged.result;
  bool ok = recorder_->record(origin, verdict, judged.facts);
  verdict["store"] = ok ? recorder_->last_json() : recorder_->json();
  if (!ok) {
    std::cerr << "jaxbench serve: error: " << recorder_->error().value_or("") << "; that verdict was answered, "
              << "not recorded" << std::endl;
    recorder_.reset();
  }
  return verdict;
}

json Server::status() {
  json worker = {{"pid", worker_.pid() > 0 ? json(worker_.pid()) : json(nullptr)},
                 {"starts", worker_.starts()},
                 {"restarts", worker_.restarts()},
                 {"deaths", worker_deaths_}};
  json judge = nullptr;
  if (worker_.pid() > 0) {
    WorkerReply reply = worker_.call({{"id", next_worker_id_++}, {"method", "status"}}, 30);
    if (reply.message && reply.message->contains("result")) judge = (*reply.message)["result"]["judge"];
  }
  return {{"server", {{"pid", ::getpid()}, {"transport", options_.transport}, {"version", version()}}},
          {"device", {{"plugin", platform::chosen_plugin(options_.plugin)}}},
          {"worker", worker},
          {"counters",
           {{"requests", requests_}, {"errors", errors_}, {"malformed", malformed_}, {"per_method", per_method_}}},
          {"judge", judge}};
}

json LinesHandler::on_line(const std::string& line) {
  auto parsed = parse_request(line);
  if (auto* bad = std::get_if<BadRequest>(&parsed)) {
    server_.count_malformed();
    return error_message(bad->id, bad->error.code, bad->error.what());
  }
  const Request& request = std::get<Request>(parsed);
  try {
    return result_message(request.id, server_.handle(request));
  } catch (const RequestError& error) {
    return error_message(request.id, error.code, error.what());
  }
}

json LinesHandler::on_too_long() {
  server_.count_malformed();
  return error_message(nullptr, kParseError,
                       "the line is longer than " + max_line_text() +
                           ": send a shorter request (candidate_path instead of candidate_source)");
}

int serve_lines(Server& server, const ProtocolOutput& output) {
  LinesHandler handler(server);
  return run_transport(STDIN_FILENO, output, handler);
}

}  // namespace jaxbench::serve
