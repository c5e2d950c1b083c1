// The fleet seen from C++: the bridge, `python -m jaxbench.fleet bridge
// [ADDRESS]` (python/jaxbench/fleet, the only code that imports Ray),
// started as a child and spoken to in serve's own JSON lines over a
// process::LineChannel. Many requests may be in flight at once: the bridge
// hands each to an idle judge of its chip kind and answers in the order they
// finish, each answer naming the worker and node that judged it; one thread
// here reads the answers and gives each to the call waiting on its id.
//
// The bridge re-dispatches a request whose judge's node died or whose judge
// hung, so every call gets exactly one answer while the bridge lives. When
// the bridge itself ends (the whole cluster lost, Ray's driver killed),
// every call in flight fails with the one line it said, and so does every
// later call: the caller's store keeps what was answered before.
#pragma once

#include <condition_variable>
#include <functional>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "fleet/executor.h"
#include "process/child.h"
#include "process/line_channel.h"

namespace jaxbench::fleet {

struct BridgeOptions {
  std::string address;  // Executor::address: "" is $RAY_ADDRESS, else a local cluster
  std::string binary;   // the driver's jaxbench: its version is the fleet's, refused nodes name it
  // The bridge's argv; empty: this checkout's .venv/bin/python (else
  // python3) -m jaxbench.fleet bridge. $JAXBENCH_FLEET_BRIDGE (words split at
  // spaces) replaces the default: the tests' scripted bridge.
  std::vector<std::string> command;
  std::function<void(const std::string& line)> log;  // the bridge's own progress lines ("fleet: ...")
  double start_timeout_seconds = 300;                // joining (or starting) the cluster
};

// One answer: serve's result, or its error; and who judged it.
struct Reply {
  nlohmann::json result;                  // null with an error
  std::string error_code, error_message;  // "" when it has a result
  // {"worker", "kind", "node_id", "node_ip", "host", "serve_pid", "version",
  // "attempts", ...} (python/jaxbench/fleet/dispatch.py); null when the
  // bridge answered the request itself (bad params it refused).
  nlohmann::json fleet;
  double wall_seconds = 0;  // from the call to its answer, waiting for a judge included
  bool ok() const { return error_code.empty(); }
};

class Bridge {
 public:
  // Starts the bridge and waits until it has joined the cluster (its status
  // answered). Throws jaxbench::Error with the one line the bridge said when
  // it could not (no Ray: ./setup.sh --with-ray; an unreachable address and
  // what was tried).
  explicit Bridge(BridgeOptions options);
  // Beyond a request's deadline, before the fleet gives its judge up: the
  // judge's serve answers an overrun itself first, and the answer travels.
  static constexpr double kFleetSlackSeconds = 60;
  // Closes its stdin: it finishes what is in flight and exits (killed after 60 s).
  ~Bridge();
  Bridge(const Bridge&) = delete;
  Bridge& operator=(const Bridge&) = delete;

  // Sends one request; the future holds its answer, or throws jaxbench::Error
  // when the bridge ended first. `key` is its id (unique among the calls in
  // flight: the loop's step id), "" for a fresh one; `kind` the chip kind
  // (the fleet's judges' kinds: cpu, tpu, cuda), "" for the fleet's only one.
  // `deadline_seconds`: how long the request may honestly take on its judge
  // (jobs/request_deadlines.h); the fleet waits that plus kFleetSlackSeconds
  // before it gives the judge up. 0: the fleet's own default.
  std::future<Reply> call(const std::string& method, nlohmann::json params, const std::string& key = "",
                          const std::string& kind = "", double deadline_seconds = 0);
  // The fleet's status when it joined ({"fleet": {"cluster", "judges", ...}}).
  const nlohmann::json& joined() const { return joined_; }
  int pid() const { return child_.pid(); }

 private:
  struct Pending {
    std::promise<Reply> promise;
    double sent = 0;
  };
  void spawn(const std::vector<std::string>& argv);
  void read_answers();
  void drain_stderr();
  void answer(const std::string& line);
  void ended(const std::string& why);
  std::string ending_line(int status);
  // Closes its stdin, waits up to `grace_seconds` for it to end, then kills its group.
  void stop(double grace_seconds);

  BridgeOptions options_;
  std::string program_;  // argv[0], for messages
  process::LineChannel channel_;
  process::Child child_;
  int stderr_fd_ = -1;
  std::string stderr_partial_;
  std::vector<std::string> stderr_tail_;  // its last lines, for the message when it ends
  std::mutex mutex_;                      // everything below, and the channel's writing side
  std::condition_variable ended_signal_;
  std::map<std::string, Pending> pending_;
  std::string ending_;  // "" while it runs
  int next_id_ = 1;
  nlohmann::json joined_;
  std::thread reader_;
};

// The bridge for `executor` (ray, ray://ADDRESS), this binary as the fleet's.
std::unique_ptr<Bridge> start_bridge(const Executor& executor, std::function<void(const std::string&)> log);

}  // namespace jaxbench::fleet
