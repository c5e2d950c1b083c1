// The front's handle on the one device worker: the same binary exec'd as
// `jaxbench serve --worker`, speaking serve's JSON lines over a
// process::LineChannel (its stdin and stdout) and
// holding the one WarmJudge. The front never loads a plugin; whatever the
// plugin or a candidate does to the worker (a crash, a hang past every
// limit) ends that worker only, and the next request starts a fresh one.
#pragma once

#include <sys/types.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "process/child.h"
#include "process/line_channel.h"

namespace jaxbench::serve {

// The field a worker adds to its last response before it leaves (after a
// timeout verdict: a hung execution cannot be cancelled, so it _exits).
inline constexpr const char* kWorkerExiting = "worker_exiting";
// The field of an eval result that carries what the results store keeps
// beside the verdict and the verdict's JSON does not (plugin path and
// version, jax version, the compiled module's sha256); the front removes it.
inline constexpr const char* kRecordFacts = "record_facts";

struct WorkerReply {
  std::optional<nlohmann::json> message;  // the worker's response line
  // Without a response: what ended the worker, as a sentence fragment
  // ("died (SIGSEGV)", "exited with code 3", "overran the 900 s deadline and was killed").
  std::string ending;
};

class DeviceWorker {
 public:
  // `executable`: this binary; `plugin`: the server's --plugin ("" for the default).
  DeviceWorker(std::string executable, std::string plugin);
  ~DeviceWorker();
  DeviceWorker(const DeviceWorker&) = delete;
  DeviceWorker& operator=(const DeviceWorker&) = delete;

  // Sends one request (starting a worker when none runs) and waits for its
  // response until `deadline_seconds` pass; then kills the worker.
  WorkerReply call(const nlohmann::json& request, double deadline_seconds);
  // The running worker's pid, 0 when none runs.
  pid_t pid() const { return child_.pid(); }
  int starts() const { return starts_; }
  int restarts() const { return starts_ > 0 ? starts_ - 1 : 0; }

 private:
  void start();
  std::string reap(bool kill_first);  // how it ended

  std::string executable_, plugin_;
  process::Child child_;
  process::LineChannel channel_;
  int starts_ = 0;
};

}  // namespace jaxbench::serve
