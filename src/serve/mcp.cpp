#include "serve/mcp.h"

#include <unistd.h>

#include <algorithm>

#include "core/version.h"
#include "serve/methods.h"

namespace jaxbench::serve {

namespace {

using nlohmann::json;

// JSON-RPC 2.0's error codes.
constexpr int kRpcParseError = -32700;
constexpr int kRpcInvalidRequest = -32600;
constexpr int kRpcMethodNotFound = -32601;
constexpr int kRpcInvalidParams = -32602;

struct RpcError {
  int code;
  std::string message;
};

json rpc_error(const json& id, int code, const std::string& message) {
  return {{"jsonrpc", "2.0"}, {"id", id}, {"error", {{"code", code}, {"message", message}}}};
}

json initialize_result(const json& params) {
  std::string asked = params.value("protocolVersion", std::string());
  const auto& versions = mcp_protocol_versions();
  bool known = std::find(versions.begin(), versions.end(), asked) != versions.end();
  return {{"protocolVersion", known ? asked : versions.front()},
          {"capabilities", {{"tools", {{"listChanged", false}}}}},
          {"serverInfo", {{"name", "jaxbench"}, {"version", version()}}},
          {"instructions",
           "jaxbench judges JAX kernels: list the workloads, describe one, then eval a candidate (Python "
           "defining workload(*inputs), or StableHLO) for its verdict."}};
}

json tool_result(const json& structured, bool is_error) {
  return {{"content", json::array({{{"type", "text"}, {"text", to_line(structured)}}})},
          {"structuredContent", structured},
          {"isError", is_error}};
}

json tools_call(Server& server, const json& params) {
  if (!params.contains("name") || !params["name"].is_string()) {
    throw RpcError{kRpcInvalidParams, "tools/call needs params.name, a tool's name (see tools/list)"};
  }
  Request request;
  request.method = params["name"].get<std::string>();
  if (find_method(request.method) == nullptr) {
    throw RpcError{kRpcInvalidParams, "unknown tool '" + request.method.substr(0, 60) + "' (see tools/list)"};
  }
  if (params.contains("arguments") && !params["arguments"].is_null()) {
    if (!params["arguments"].is_object()) throw RpcError{kRpcInvalidParams, "params.arguments must be an object"};
    request.params = params["arguments"];
  }
  try {
    return tool_result(server.handle(request), false);
  } catch (const RequestError& error) {
    return tool_result({{"error", {{"code", error.code}, {"message", error.what()}}}}, true);
  }
}

json rpc_result(Server& server, const std::string& method, const json& params) {
  if (method == "initialize") return initialize_result(params);
  if (method == "ping") return json::object();
  if (method == "tools/list") return tools_list();
  if (method == "tools/call") return tools_call(server, params);
  throw RpcError{kRpcMethodNotFound, "method '" + method.substr(0, 60) +
                                         "' not found: this server has initialize, ping, tools/list, tools/call"};
}

}  // namespace

json tools_list() {
  json tools = json::array();
  for (const auto& method : methods()) {
    tools.push_back({{"name", method.name}, {"description", method.description}, {"inputSchema", method.input_schema}});
  }
  return {{"tools", tools}};
}

const std::vector<std::string>& mcp_protocol_versions() {
  static const std::vector<std::string> versions = {"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"};
  return versions;
}

// The reply to one message; null for a notification (or a response), which gets none.
json McpHandler::on_line(const std::string& line) {
  json message;
  try {
    message = parse_json_line(line);
  } catch (const RequestError& error) {
    server_.count_malformed();
    return rpc_error(nullptr, kRpcParseError, error.what());
  }
  json id = message.is_object() && message.contains("id") ? message["id"] : json(nullptr);
  if (!message.is_object() || message.value("jsonrpc", json()) != "2.0" || !message.contains("method") ||
      !message["method"].is_string()) {
    if (message.is_object() && !message.contains("method") && (message.contains("result") || message.contains("error")))
      return nullptr;  // a response to nothing we asked: ignore
    server_.count_malformed();
    return rpc_error(id, kRpcInvalidRequest,
                     "a JSON-RPC 2.0 request: {\"jsonrpc\": \"2.0\", \"id\", \"method\", "
                     "\"params\"}");
  }
  if (!message.contains("id")) return nullptr;  // notifications/initialized, cancelled, …
  json params = message.value("params", json::object());
  if (!params.is_object()) return rpc_error(id, kRpcInvalidParams, "params must be an object");
  try {
    return {{"jsonrpc", "2.0"}, {"id", id}, {"result", rpc_result(server_, message["method"], params)}};
  } catch (const RpcError& error) {
    return rpc_error(id, error.code, error.message);
  }
}

json McpHandler::on_too_long() {
  server_.count_malformed();
  return rpc_error(nullptr, kRpcParseError, "the message is longer than " + max_line_text() + ": send a shorter one");
}

int serve_mcp(Server& server, const ProtocolOutput& output) {
  McpHandler handler(server);
  return run_transport(STDIN_FILENO, output, handler);
}

}  // namespace jaxbench::serve
