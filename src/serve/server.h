// The front process of `jaxbench serve`: the method table (methods.h) behind
// one transport (transport.h) and two speakers, JSON lines (serve_lines) and
// MCP (serve_mcp, mcp.h). It answers list/describe/preflight/status itself
// and forwards eval and run, in order, to the one device worker, answering
// for a worker that dies, and records every eval in the results store.
#pragma once

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "serve/device_worker.h"
#include "serve/methods.h"
#include "serve/protocol.h"
#include "serve/transport.h"
#include "store/recorder.h"
#include "suite/registry.h"

namespace jaxbench::serve {

struct ServerOptions {
  std::string executable;  // this binary, exec'd as the device worker
  std::string plugin;      // --plugin ("" : JAXBENCH_PLUGIN, then the host's)
  std::string transport;   // "lines" or "mcp", for status
  // eval's params where a request leaves them out (serve's --memory-limit,
  // --compile-timeout, --require-isolation), e.g. {"memory_limit": "4G"}.
  nlohmann::json eval_defaults = nlohmann::json::object();
  // Every eval handle() answers is recorded here (one "serve" run, one
  // attempt each, named in the result's "store"), its run ranked under
  // `agent` and `model`. A failed write costs that eval's record only: the
  // verdict is answered with store.error, and the next eval tries afresh.
  store::StoreOptions store{std::nullopt, false};
  std::string agent, model;
  // The process's suite (required; it outlives the server).
  const suite::Registry* registry = nullptr;
};

// A method's result, and, for a method whose results are verdicts (eval),
// what the store keeps beside it (the worker's record facts:
// judge::record_facts) and the request's wall time.
struct Answered {
  nlohmann::json result;
  nlohmann::json facts = nlohmann::json::object();
  double wall_seconds = 0;
};

class Server {
 public:
  explicit Server(ServerOptions options);
  // Any method of the table (methods.h), its result; an eval's is recorded
  // (options.store), or, when the server records nothing, carries the
  // facts the store would keep beside it (kRecordFacts) for its caller. Throws RequestError (an unknown method, bad
  // params, a method that failed: one line naming the field or the thing and the fix).
  nlohmann::json handle(const Request& request);
  // eval, checked and counted as handle() does, never recorded: for a
  // caller that records the verdict itself (the loop, with its step).
  Answered eval(const nlohmann::json& params);
  // status's front part: the server, its worker, its counters, and the
  // worker's judge (its own part of status).
  nlohmann::json status();
  const suite::Registry& registry() const { return *options_.registry; }
  // Counts an answer that never reached handle() (a malformed line).
  void count_malformed() { ++malformed_; }

 private:
  Answered counted(const Request& request, bool record);
  Answered checked(const Request& request, bool record);
  Answered on_device(const MethodSpec& method, const Request& request);
  // The worker's result for one device request; nullopt when the worker
  // ended without answering (last_ending_ says how). Throws its error.
  std::optional<nlohmann::json> forward(const Request& request, double deadline, double& wall_seconds);
  nlohmann::json recorded(const nlohmann::json& params, const Answered& judged);

  ServerOptions options_;
  DeviceWorker worker_;
  int next_worker_id_ = 1;
  std::string last_ending_;
  int requests_ = 0, errors_ = 0, malformed_ = 0, worker_deaths_ = 0;
  std::map<std::string, int> per_method_;
  std::unique_ptr<store::Recorder> recorder_;  // opened on the first eval recorded
};

// The JSON-lines speaker: each line a request (protocol.h), answered by one line.
class LinesHandler : public MessageHandler {
 public:
  explicit LinesHandler(Server& server) : server_(server) {}
  nlohmann::json on_line(const std::string& line) override;
  nlohmann::json on_too_long() override;

 private:
  Server& server_;
};

// Serves JSON lines on stdin/stdout until end of input; returns the exit code (0).
int serve_lines(Server& server, const ProtocolOutput& output);

}  // namespace jaxbench::serve
