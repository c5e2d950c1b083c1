#include "loop/judge.h"

#include <chrono>

#include "core/error.h"
#include "serve/server.h"

namespace jaxbench::loop {

ServerJudge::ServerJudge(const std::string& executable, const std::string& plugin)
    : last_facts_(std::make_shared<nlohmann::json>()) {
  serve::ServerOptions options;
  options.executable = executable;
  options.plugin = plugin;
  options.transport = "optimize";
  // The server hands a recorder the facts it strips from the verdict; the
  // loop records the verdict itself (with its step), so it only keeps them.
  std::shared_ptr<nlohmann::json> facts = last_facts_;
  options.record_eval = [facts](const nlohmann::json&, const nlohmann::json&, const nlohmann::json& worker_facts,
                                double) -> nlohmann::json {
    *facts = worker_facts;
    return nullptr;
  };
  server_ = std::make_unique<serve::Server>(options);
}

ServerJudge::~ServerJudge() = default;

nlohmann::json ServerJudge::call(const std::string& method, const nlohmann::json& params) {
  serve::Request request;
  request.id = next_id_++;
  request.method = method;
  request.params = params;
  try {
    return server_->handle(request);
  } catch (const serve::RequestError& error) {
    throw Error(method + " refused: " + error.what());
  }
}

Judged ServerJudge::eval(const nlohmann::json& params) {
  *last_facts_ = nlohmann::json::object();
  auto start = std::chrono::steady_clock::now();
  Judged judged;
  judged.verdict = call("eval", params);
  judged.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  judged.facts = *last_facts_;
  return judged;
}

nlohmann::json ServerJudge::describe(const nlohmann::json& params) { return call("describe", params); }

}  // namespace jaxbench::loop
