// The one table of serve's methods, read by both transports: JSON lines
// dispatch on `name`, MCP lists each as a tool with `input_schema`. Params
// are checked against the schema here (required fields, types, enums,
// unknown fields) before any method runs.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace jaxbench::serve {

struct MethodSpec {
  std::string name;
  std::string description;
  nlohmann::json input_schema;  // JSON Schema of params: an object
  bool on_device = false;       // answered by the device worker (eval, run), else by the front
};

const std::vector<MethodSpec>& methods();
// nullptr for a name not in the table.
const MethodSpec* find_method(const std::string& name);
// Throws RequestError (kUnknownMethod) naming the methods there are.
const MethodSpec& require_method(const std::string& name);

// Throws RequestError (kInvalidParams), one line naming the field and the fix.
void validate_params(const MethodSpec& method, const nlohmann::json& params);

}  // namespace jaxbench::serve
