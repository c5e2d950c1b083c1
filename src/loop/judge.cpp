#include "loop/judge.h"

#include "core/error.h"
#include "serve/server.h"

namespace jaxbench::loop {

ServerJudge::ServerJudge(const std::string& executable, const std::string& plugin, const suite::Registry& registry) {
  serve::ServerOptions options;
  options.executable = executable;
  options.plugin = plugin;
  options.transport = "optimize";
  options.registry = &registry;
  // The loop records each verdict itself, with its step (runner.cpp).
  options.store.record = false;
  server_ = std::make_unique<serve::Server>(options);
}

ServerJudge::~ServerJudge() = default;

namespace {

template <typename Call>
auto refused_as_error(const std::string& method, Call call) {
  try {
    return call();
  } catch (const serve::RequestError& error) {
    throw Error(method + " refused: " + error.what());
  }
}

}  // namespace

Judged ServerJudge::eval(const nlohmann::json& params) {
  serve::Answered judged = refused_as_error("eval", [&] { return server_->eval(params); });
  return {judged.result, judged.facts, judged.wall_seconds};
}

nlohmann::json ServerJudge::describe(const nlohmann::json& params) {
  serve::Request request;
  request.id = next_id_++;
  request.method = "describe";
  request.params = params;
  return refused_as_error("describe", [&] { return server_->handle(request); });
}

}  // namespace jaxbench::loop
