// The methods the front process answers itself, with no device: the
// suite's workloads, one workload described for a kernel writer, and the TPU
// pre-flight (whose compiles already run in an exec'd, sandboxed worker).
#pragma once

#include <nlohmann/json.hpp>

namespace jaxbench::serve {

nlohmann::json list_result(const nlohmann::json& params);
nlohmann::json describe_result(const nlohmann::json& params);
nlohmann::json preflight_result(const nlohmann::json& params);

}  // namespace jaxbench::serve
