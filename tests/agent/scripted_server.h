// Starts tests/agent/openai_test_server.py as a child process on a free
// port of 127.0.0.1 with a scripted list of replies, and reads back the
// requests it got. No network beyond the loopback.
#pragma once

#include <sys/types.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/temp_dir.h"

namespace jaxbench::agent::testing {

class ScriptedServer {
 public:
  explicit ScriptedServer(const nlohmann::json& script);  // throws jaxbench::Error if it does not start
  ~ScriptedServer();
  ScriptedServer(const ScriptedServer&) = delete;
  ScriptedServer& operator=(const ScriptedServer&) = delete;

  std::string base_url() const { return "http://127.0.0.1:" + std::to_string(port_) + "/v1"; }
  // Every request so far: {"method", "path", "headers": {...}, "body": "..."}.
  std::vector<nlohmann::json> requests() const;
  const std::string& log_text_path() const { return log_path_; }

 private:
  TempDir dir_;
  std::string log_path_;
  pid_t pid_ = -1;
  int port_ = 0;
};

// A chat reply whose content is `content` (finish_reason stop unless given).
nlohmann::json chat_reply(const std::string& content, const std::string& finish_reason = "stop");

}  // namespace jaxbench::agent::testing
