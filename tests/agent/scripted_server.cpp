#include "agent/scripted_server.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <thread>

#include "core/error.h"
#include "core/files.h"

namespace jaxbench::agent::testing {

ScriptedServer::ScriptedServer(const nlohmann::json& script) : dir_("jaxbench-llm-server-") {
  // A proxy from the environment must not carry loopback requests away.
  ::setenv("NO_PROXY", "127.0.0.1,localhost", 1);
  ::setenv("no_proxy", "127.0.0.1,localhost", 1);
  std::string script_path = dir_.path() + "/script.json", port_path = dir_.path() + "/port";
  log_path_ = dir_.path() + "/requests.jsonl";
  write_file_atomic(script_path, script.dump());
  write_file_atomic(log_path_, "");
  std::string server = std::string(JAXBENCH_SOURCE_ROOT) + "/tests/agent/openai_test_server.py";
  pid_ = ::fork();
  if (pid_ < 0) throw Error("cannot fork the test server");
  if (pid_ == 0) {
    ::execlp("python3", "python3", server.c_str(), "--script", script_path.c_str(), "--log", log_path_.c_str(),
             "--port-file", port_path.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  for (int i = 0; i < 400 && !file_exists(port_path); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(25));
  if (!file_exists(port_path))
    throw Error("the scripted server " + server + " did not start in 10 s (is python3 on PATH?)");
  port_ = std::stoi(read_file(port_path));
}

ScriptedServer::~ScriptedServer() {
  if (pid_ > 0) {
    ::kill(pid_, SIGKILL);
    int status = 0;
    ::waitpid(pid_, &status, 0);
  }
}

std::vector<nlohmann::json> ScriptedServer::requests() const {
  std::vector<nlohmann::json> out;
  std::istringstream in(read_file(log_path_));
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.push_back(nlohmann::json::parse(line));
  return out;
}

nlohmann::json chat_reply(const std::string& content, const std::string& finish_reason) {
  return {{"content", content}, {"finish_reason", finish_reason}};
}

}  // namespace jaxbench::agent::testing
