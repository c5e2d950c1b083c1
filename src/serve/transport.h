// The one transport of serve's three speakers — JSON lines (`serve`), MCP
// (`serve --mcp`) and the device worker's pipe: newline-delimited JSON on a
// descriptor, at most kMaxLineBytes a line (process/line_reader.h), blank
// lines ignored, each reply one line on the protocol output. What a line
// means is the handler's: one per speaker (server.h, mcp.h, worker.h).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "serve/protocol.h"

namespace jaxbench::serve {

class MessageHandler {
 public:
  virtual ~MessageHandler() = default;
  // The reply to one line; null for none (an MCP notification).
  virtual nlohmann::json on_line(const std::string& line) = 0;
  // The reply to a line past kMaxLineBytes.
  virtual nlohmann::json on_too_long() = 0;
};

// Reads `input` until its end, or until the output's reader is gone.
// Returns the exit code (0).
int run_transport(int input, const ProtocolOutput& output, MessageHandler& handler);

}  // namespace jaxbench::serve
