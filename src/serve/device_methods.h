// The methods' parts the device worker runs (eval, run, and the judge's
// counters for status), each a typed handler of the method table
// (methods.h), and each device method's deadline for the front.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "jobs/warm_judge.h"
#include "serve/protocol.h"

namespace jaxbench::serve {

// What a handler in the worker reaches: the warm judge, the server's
// --plugin, and the request it answers with the output it goes to (a hung
// execution's timeout verdict is written there before the worker _exits).
struct DeviceContext {
  jobs::WarmJudge& judge;
  std::string plugin;
  const ProtocolOutput& output;
  nlohmann::json request_id;
};

nlohmann::json eval_on_device(const nlohmann::json& params, DeviceContext& device);
nlohmann::json run_on_device(const nlohmann::json& params, DeviceContext& device);
nlohmann::json status_on_device(const nlohmann::json& params, DeviceContext& device);

// The exit status after a timeout verdict (the front reads kWorkerExiting, not this).
inline constexpr int kExitAfterTimeout = 3;

}  // namespace jaxbench::serve
