// The one table of serve's methods. Each entry is the whole of a method:
// its name and schema (MCP lists it as a tool, every request is checked
// against it) and its typed handler, which decodes the params once, into
// the job's own request, in the process that runs it: the front for list,
// describe, preflight and status, the device worker for eval and run. The
// transports (JSON lines, MCP) and the worker find a method here and
// nowhere else, so adding one touches this table and its handler.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace jaxbench::serve {

class Server;          // the front (server.h)
struct DeviceContext;  // the device worker's (device_methods.h)

using FrontHandler = std::function<nlohmann::json(const nlohmann::json& params, Server& front)>;
using DeviceHandler = std::function<nlohmann::json(const nlohmann::json& params, DeviceContext& device)>;

// A typed handler: `decode` turns checked params into Params (throwing
// RequestError kInvalidParams for what the schema cannot say), `handle` runs it.
template <typename Params, typename Context>
std::function<nlohmann::json(const nlohmann::json&, Context&)> typed(Params (*decode)(const nlohmann::json&, Context&),
                                                                     nlohmann::json (*handle)(Params&, Context&)) {
  return [decode, handle](const nlohmann::json& params, Context& context) {
    Params decoded = decode(params, context);
    return handle(decoded, context);
  };
}

struct MethodSpec {
  std::string name;
  std::string description;
  nlohmann::json input_schema;  // JSON Schema of params: an object
  bool on_device = false;       // answered by the device worker (eval, run), else by the front
  FrontHandler front;           // the front's part (every method but eval and run)
  DeviceHandler device;         // the worker's part (eval, run; status's judge counters)
  // A device method: the front's admission of its params, from one decode:
  // what it refuses before the device is involved, beyond the schema (throws
  // RequestError), and else the limit on its answer in seconds, past which
  // the worker is killed.
  std::function<double(const nlohmann::json& params)> admit;
  // Its results are verdicts: the front records each in the store, and
  // answers one for a worker that died judging it.
  bool records = false;
};

const std::vector<MethodSpec>& methods();
// nullptr for a name not in the table.
const MethodSpec* find_method(const std::string& name);
// Throws RequestError (kUnknownMethod) naming the methods there are.
const MethodSpec& require_method(const std::string& name);

// Throws RequestError (kInvalidParams), one line naming the field and the fix.
void validate_params(const MethodSpec& method, const nlohmann::json& params);

}  // namespace jaxbench::serve
