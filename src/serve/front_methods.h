// The methods' parts the front process answers itself, with no device, each
// a typed handler of the method table (methods.h): the suite's workloads,
// one workload described for a kernel writer, the TPU pre-flight (whose
// compiles already run in an exec'd, sandboxed worker), and the server's
// status.
#pragma once

#include <nlohmann/json.hpp>

namespace jaxbench::serve {

class Server;

nlohmann::json list_on_front(const nlohmann::json& params, Server& front);
nlohmann::json describe_on_front(const nlohmann::json& params, Server& front);
nlohmann::json preflight_on_front(const nlohmann::json& params, Server& front);
nlohmann::json status_on_front(const nlohmann::json& params, Server& front);

}  // namespace jaxbench::serve
