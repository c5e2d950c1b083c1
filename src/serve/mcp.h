// `jaxbench serve --mcp`: the same methods as Model Context Protocol tools,
// JSON-RPC 2.0 over stdio, one message per line (the MCP stdio transport):
// initialize, notifications/initialized, ping, tools/list (one tool per
// method, its schema as inputSchema) and tools/call.
#pragma once

#include "serve/server.h"

namespace jaxbench::serve {

// The MCP versions this server speaks, newest first; initialize echoes the
// client's when it is one of them, else offers the newest.
const std::vector<std::string>& mcp_protocol_versions();

// MCP's tools/list answer: every method of serve's table, its params'
// schema as inputSchema. `jaxbench serve --schema` prints it, for clients
// that build their arguments from it (the Python client's choices).
nlohmann::json tools_list();

// The MCP speaker of serve's transport: each line one JSON-RPC message.
class McpHandler : public MessageHandler {
 public:
  explicit McpHandler(Server& server) : server_(server) {}
  nlohmann::json on_line(const std::string& line) override;
  nlohmann::json on_too_long() override;

 private:
  Server& server_;
};

// Serves MCP until end of input; returns the exit code (0).
int serve_mcp(Server& server, const ProtocolOutput& output);

}  // namespace jaxbench::serve
