#include "serve/server.h"

#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <variant>

#include "core/version.h"
#include "jobs/eval_request.h"
#include "judge/verdict.h"
#include "judge/verdict_json.h"
#include "platform/registry.h"
#include "serve/front_methods.h"
#include "serve/line_reader.h"
#include "serve/methods.h"
#include "serve/params.h"
#include "suite/registry.h"

namespace jaxbench::serve {

namespace {

using nlohmann::json;

// Beyond its own limits, what a request may take before the front kills the
// worker: loading the plugin and compiling the suite's programs and the candidate.
constexpr double kCompileAllowanceSeconds = 600;

// The front's own deadline for one device request: the execution limit with
// a margin (every input set, the timing protocol's three budgets), the
// export's and the pre-flight's limits, and the compile allowance.
double deadline_seconds(const Request& request) {
  jobs::EvalRequest defaults;
  const json& params = request.params;
  double budget = params.value("budget", defaults.budget_seconds);
  if (request.method == "run") return kCompileAllowanceSeconds + 10 * budget;
  double execution = params.value("execution_timeout", defaults.execution_timeout_seconds);
  double seeds = params.value("seeds", defaults.seeds);
  double target = params.contains("target") ? defaults.target_timeout_seconds * 2 : 0;
  return kCompileAllowanceSeconds + execution * (seeds + 12) + budget * 4 +
         params.value("export_timeout", defaults.export_timeout_seconds) + target;
}

// The verdict for a candidate whose worker ended without answering.
json death_verdict(const Request& request, const std::string& ending) {
  judge::Verdict verdict;
  std::string workload = request.params.value("workload", std::string());
  try {
    workload = suite::Registry::open_default().resolve(workload).id;
  } catch (const std::exception&) {
  }
  verdict.workload = workload;
  verdict.size = request.params.value("size", jobs::EvalRequest{}.size);
  verdict.status = kRuntimeError;
  verdict.message = "the device worker " + ending +
                    " while judging this candidate; the server started a fresh worker for the next request";
  return judge::verdict_json(verdict);
}

}  // namespace

Server::Server(ServerOptions options) : options_(options), worker_(options.executable, options.plugin) {}

json Server::on_device(const Request& request) {
  json params = request.params;
  if (request.method == "eval") {
    for (const auto& [field, value] : options_.eval_defaults.items()) {
      if (!params.contains(field)) params[field] = value;
    }
    candidate_param(params, "eval");  // refuse bad params without the device
    eval_request(params, "", options_.plugin);
  }
  json forwarded = {{"id", next_worker_id_++}, {"method", request.method}, {"params", params}};
  auto start = std::chrono::steady_clock::now();
  WorkerReply reply = worker_.call(forwarded, deadline_seconds(request));
  double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!reply.message) {
    ++worker_deaths_;
    std::cerr << "jaxbench serve: the device worker " << reply.ending << " during " << request.method << std::endl;
    if (request.method == "eval") return recorded(params, death_verdict(request, reply.ending), wall);
    throw RequestError(kMethodFailed, "the device worker " + reply.ending + " during " + request.method +
                                          "; a fresh worker serves the next request");
  }
  const json& message = *reply.message;
  if (message.contains("error") && message["error"].is_object()) {
    throw RequestError(message["error"].value("code", std::string(kMethodFailed)),
                       message["error"].value("message", std::string("the device worker failed")));
  }
  json result = message.value("result", json::object());
  return request.method == "eval" ? recorded(params, std::move(result), wall) : result;
}

json Server::recorded(const json& params, json verdict, double wall_seconds) {
  json facts = verdict.value(kRecordFacts, json::object());
  verdict.erase(kRecordFacts);
  if (!options_.record_eval) return verdict;
  json stored = options_.record_eval(params, verdict, facts, wall_seconds);
  if (!stored.is_null()) verdict["store"] = std::move(stored);
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
  const char* plugin_env = std::getenv("JAXBENCH_PLUGIN");
  std::string plugin = !options_.plugin.empty() ? options_.plugin
                       : plugin_env != nullptr  ? plugin_env
                                                : platform::host_plugin_name();
  return {{"server", {{"pid", ::getpid()}, {"transport", options_.transport}, {"version", version()}}},
          {"device", {{"plugin", plugin}}},
          {"worker", worker},
          {"counters",
           {{"requests", requests_}, {"errors", errors_}, {"malformed", malformed_}, {"per_method", per_method_}}},
          {"judge", judge}};
}

json Server::dispatch(const Request& request) {
  const MethodSpec& method = require_method(request.method);
  validate_params(method, request.params);
  ++per_method_[method.name];
  if (method.on_device) return on_device(request);
  if (method.name == "list") return list_result(request.params);
  if (method.name == "describe") return describe_result(request.params);
  if (method.name == "preflight") return preflight_result(request.params);
  return status();
}

json Server::handle(const Request& request) {
  ++requests_;
  try {
    return dispatch(request);
  } catch (const RequestError&) {
    ++errors_;
    throw;
  } catch (const std::exception& error) {
    ++errors_;
    throw RequestError(kMethodFailed, error.what());
  }
}

int serve_lines(Server& server, const ProtocolOutput& output) {
  LineReader reader(STDIN_FILENO);
  while (std::optional<Line> line = reader.next()) {
    if (line->too_long) {
      server.count_malformed();
      output.write(error_message(nullptr, kParseError,
                                 "the line is longer than " + std::to_string(kMaxLineBytes >> 20) +
                                     " MiB: send a shorter request (candidate_path instead of candidate_source)"));
      continue;
    }
    if (line->text.find_first_not_of(" \t\r") == std::string::npos) continue;  // blank lines separate nothing
    auto parsed = parse_request(line->text);
    if (auto* bad = std::get_if<BadRequest>(&parsed)) {
      server.count_malformed();
      output.write(error_message(bad->id, bad->error.code, bad->error.what()));
      continue;
    }
    const Request& request = std::get<Request>(parsed);
    try {
      output.write(result_message(request.id, server.handle(request)));
    } catch (const RequestError& error) {
      output.write(error_message(request.id, error.code, error.what()));
    }
  }
  return 0;
}

}  // namespace jaxbench::serve
