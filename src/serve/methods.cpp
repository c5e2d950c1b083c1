#include "serve/methods.h"

#include "serve/device_methods.h"
#include "serve/front_methods.h"
#include "serve/params.h"
#include "serve/protocol.h"
#include "serve/schemas.h"

namespace jaxbench::serve {

namespace {

std::vector<MethodSpec> build_methods() {
  std::vector<MethodSpec> table;
  table.push_back({"list", "The suite's workloads: id, name, category and exported sizes.", list_schema(), false,
                   list_on_front, nullptr, nullptr, false});
  table.push_back({"describe",
                   "One workload: its JAX source, input and output shapes and dtypes, semantics, FLOPs and bytes, "
                   "and the target chip's facts.",
                   describe_schema(), false, describe_on_front, nullptr, nullptr, false});
  table.push_back({"eval",
                   "Judge a candidate kernel: correctness on secret inputs, then speed against the reference. The "
                   "result is the verdict object of `jaxbench eval --json`.",
                   eval_schema(), true, nullptr, eval_on_device, admit_eval_params, true});
  table.push_back({"preflight",
                   "Compile a candidate (or a workload's reference) for a TPU target with no TPU present (libtpu).",
                   preflight_schema(), false, preflight_on_front, nullptr, nullptr, false});
  table.push_back(
      {"run", "Time a workload's reference program (or its expert kernel, variant optimized), as `jaxbench run` does.",
       run_schema(), true, nullptr, run_on_device, admit_run_params, false});
  table.push_back({"status", "The server: device and plugin, the device worker's pid and restarts, counters, caches.",
                   status_schema(), false, status_on_front, status_on_device, nullptr, false});
  return table;
}

}  // namespace

const std::vector<MethodSpec>& methods() {
  static const std::vector<MethodSpec> table = build_methods();
  return table;
}

const MethodSpec* find_method(const std::string& name) {
  for (const auto& method : methods()) {
    if (method.name == name) return &method;
  }
  return nullptr;
}

const MethodSpec& require_method(const std::string& name) {
  if (const MethodSpec* method = find_method(name)) return *method;
  std::string names;
  for (const auto& method : methods()) names += (names.empty() ? "" : ", ") + method.name;
  throw RequestError(kUnknownMethod, "unknown method '" + name.substr(0, 60) + "': use one of " + names);
}

void validate_params(const MethodSpec& method, const nlohmann::json& params) {
  validate_against(method.name, method.input_schema, params);
}

}  // namespace jaxbench::serve
