// The JSON Schemas of serve's params — what MCP lists as each tool's
// inputSchema and what every request is checked against before its method
// runs — with each "(default N)" taken from a default-constructed request.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace jaxbench::serve {

nlohmann::json list_schema();
nlohmann::json describe_schema();
nlohmann::json eval_schema();
nlohmann::json preflight_schema();
nlohmann::json run_schema();
nlohmann::json status_schema();

// Throws RequestError (kInvalidParams): one line naming the field and the fix
// (required fields, types, enums, minimums, unknown fields).
void validate_against(const std::string& method, const nlohmann::json& schema, const nlohmann::json& params);

}  // namespace jaxbench::serve
