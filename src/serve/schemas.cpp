#include "serve/schemas.h"

#include <algorithm>

#include "core/strings.h"
#include "jobs/eval_fields.h"
#include "jobs/eval_request.h"
#include "jobs/jaxbench_flags.h"
#include "jobs/preflight_request.h"
#include "jobs/run_suite.h"
#include "platform/registry.h"
#include "serve/protocol.h"
#include "suite/registry.h"

namespace jaxbench::serve {

namespace {

using nlohmann::json;

json text(const std::string& about) { return {{"type", "string"}, {"description", about}}; }
json choice(const std::vector<std::string>& values, const std::string& about) {
  return {{"type", "string"}, {"enum", values}, {"description", about}};
}
json number(const std::string& about) { return {{"type", "number"}, {"exclusiveMinimum", 0}, {"description", about}}; }
std::string with_default(const std::string& about, const std::string& value) {
  return about + " (default " + value + ")";
}
std::string seconds_default(const std::string& about, double seconds) {
  return with_default(about + ", seconds", format_seconds(seconds));
}

json object_schema(json properties, std::vector<std::string> required) {
  // {} converts to null: JSON Schema's properties must be an object, even empty.
  if (properties.is_null()) properties = json::object();
  json schema = {{"type", "object"}, {"properties", std::move(properties)}, {"additionalProperties", false}};
  if (!required.empty()) schema["required"] = required;
  return schema;
}

json workload_field() { return text("the workload id or an unambiguous prefix, e.g. 12p"); }

// The candidate, for eval and preflight: its text inline or a file.
json candidate_fields() {
  return {{"candidate_source", text("the candidate's text: Python defining workload(*inputs), or StableHLO")},
          {"candidate_kind", choice({"py", "mlir"}, "what candidate_source is (default py)")},
          {"candidate_path", text("a .py or .mlir candidate file the server can read (instead of candidate_source)")}};
}

// Google JAXBench's flags, for eval and run (jobs/jaxbench_flags.h).
void add_jaxbench_fields(json& fields) {
  std::vector<std::string> tpus = jobs::jaxbench_tpu_flag_values();
  fields["tpu"] =
      choice(tpus, "JAXBench's --tpu: judge on this TPU, or with none here pre-flight for it (default auto)");
  fields["num_warmup"] = {{"type", "integer"}, {"minimum", 0}, {"description", "JAXBench's --num-warmup"}};
  fields["num_iters"] = {{"type", "integer"}, {"minimum", 1}, {"description", "JAXBench's --num-iters"}};
}

}  // namespace

json list_schema() {
  return object_schema(
      {{"suite", choice(suite::suite_names(), "which workloads (default: all, the 50, and your own ops)")}}, {});
}

json describe_schema() {
  return object_schema(
      {{"workload", workload_field()},
       {"size", choice(suite::size_names(), with_default("the exported size", jobs::EvalRequest{}.size))},
       {"target", text(with_default("a TPU generation or GPU whose facts to add", platform::default_tpu_target()))},
       {"profile",
        {{"type", "boolean"},
         {"description",
          "also the reference's TPU profile for target (a deviceless pre-flight with libtpu: seconds the first "
          "time, then cached) (default false)"}}}},
      {"workload"});
}

json eval_schema() {
  json fields = candidate_fields();
  fields.update(jobs::eval_fields_schema());
  add_jaxbench_fields(fields);
  return object_schema(fields, {"workload"});
}

json preflight_schema() {
  jobs::PreflightRequest defaults;
  json fields = candidate_fields();
  fields["workload"] = workload_field();
  fields["target"] = text(with_default("the TPU chip to compile for", defaults.target));
  fields["size"] = choice(suite::size_names(), with_default("the size it compiles at", defaults.size));
  return object_schema(fields, {"workload"});
}

json run_schema() {
  jobs::RunRequest defaults;
  json fields = {{"workload", workload_field()},
                 {"size", choice(suite::size_names(), with_default("the exported size", defaults.size))},
                 {"budget", number(seconds_default("sampling budget", defaults.budget_seconds))},
                 {"variant", choice({"baseline", "optimized"},
                                    "baseline: the reference; optimized: the expert kernel (pallas_tpu, a TPU only)")}};
  add_jaxbench_fields(fields);
  return object_schema(fields, {"workload"});
}

json status_schema() { return object_schema({}, {}); }

namespace {

bool has_type(const json& value, const std::string& type) {
  if (type == "string") return value.is_string();
  if (type == "integer") return value.is_number_integer();
  if (type == "number") return value.is_number();
  if (type == "boolean") return value.is_boolean();
  if (type == "array") return value.is_array();
  return value.is_object();
}

void validate_field(const std::string& method, const std::string& name, const json& schema, const json& value) {
  std::string where = "params." + name + " of " + method;
  std::string type = schema["type"].get<std::string>();
  if (!has_type(value, type)) {
    throw RequestError(kInvalidParams, where + " must be " + (type == "integer" ? "an " : "a ") + type + ", got " +
                                           value.dump(-1, ' ', false, json::error_handler_t::replace).substr(0, 60));
  }
  if (schema.contains("enum") &&
      std::find(schema["enum"].begin(), schema["enum"].end(), value) == schema["enum"].end()) {
    throw RequestError(kInvalidParams, where + " must be one of " + schema["enum"].dump());
  }
  if (schema.contains("minimum") && value.get<double>() < schema["minimum"].get<double>()) {
    throw RequestError(kInvalidParams, where + " must be at least " + schema["minimum"].dump());
  }
  if (schema.contains("exclusiveMinimum") && value.get<double>() <= schema["exclusiveMinimum"].get<double>()) {
    throw RequestError(kInvalidParams, where + " must be above " + schema["exclusiveMinimum"].dump());
  }
}

}  // namespace

void validate_against(const std::string& method, const json& schema, const json& params) {
  const json& properties = schema["properties"];
  for (const auto& [name, value] : params.items()) {
    if (!properties.contains(name)) {
      std::string known;
      for (const auto& [field, _] : properties.items()) known += (known.empty() ? "" : ", ") + field;
      throw RequestError(kInvalidParams, "unknown field params." + name.substr(0, 60) + " of " + method +
                                             ": its fields are " + (known.empty() ? "(none)" : known));
    }
    validate_field(method, name, properties[name], value);
  }
  for (const auto& name : schema.value("required", json::array())) {
    if (!params.contains(name.get<std::string>())) {
      throw RequestError(kInvalidParams,
                         "params." + name.get<std::string>() + " of " + method + " is missing: add it (" +
                             properties[name.get<std::string>()]["description"].get<std::string>() + ")");
    }
  }
}

}  // namespace jaxbench::serve
