// The front process of `jaxbench serve`: one set of methods (methods.h)
// behind two transports, JSON lines (serve_lines) and MCP (serve_mcp, mcp.h).
// It answers list/describe/preflight/status itself and forwards eval and run,
// in order, to the one device worker, answering for a worker that dies.
#pragma once

#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "serve/device_worker.h"
#include "serve/protocol.h"

namespace jaxbench::serve {

struct ServerOptions {
  std::string executable;  // this binary, exec'd as the device worker
  std::string plugin;      // --plugin ("" : JAXBENCH_PLUGIN, then the host's)
  std::string transport;   // "lines" or "mcp", for status
  // eval's params where a request leaves them out (serve's --memory-limit,
  // --compile-timeout, --require-isolation), e.g. {"memory_limit": "4G"}.
  nlohmann::json eval_defaults = nlohmann::json::object();
  // Called with every eval's params, verdict, the worker's record facts
  // (device_worker.h) and the request's wall seconds; what it returns (the
  // store's answer, or null) becomes the result's "store" field.
  using EvalRecorder = std::function<nlohmann::json(const nlohmann::json& params, const nlohmann::json& verdict,
                                                    const nlohmann::json& facts, double wall_seconds)>;
  EvalRecorder record_eval;
};

class Server {
 public:
  explicit Server(ServerOptions options);
  // The method's result; throws RequestError (an unknown method, bad params,
  // a method that failed: one line naming the field or the thing and the fix).
  nlohmann::json handle(const Request& request);
  // Counts an answer that never reached handle() (a malformed line).
  void count_malformed() { ++malformed_; }

 private:
  nlohmann::json dispatch(const Request& request);
  nlohmann::json on_device(const Request& request);
  nlohmann::json recorded(const nlohmann::json& params, nlohmann::json verdict, double wall_seconds);
  nlohmann::json status();

  ServerOptions options_;
  DeviceWorker worker_;
  int next_worker_id_ = 1;
  int requests_ = 0, errors_ = 0, malformed_ = 0, worker_deaths_ = 0;
  std::map<std::string, int> per_method_;
};

// Serves JSON lines on stdin/stdout until end of input; returns the exit code (0).
int serve_lines(Server& server, const ProtocolOutput& output);

}  // namespace jaxbench::serve
