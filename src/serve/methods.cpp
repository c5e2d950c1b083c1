#include "serve/methods.h"

#include <algorithm>

#include "jobs/jaxbench_flags.h"
#include "platform/registry.h"
#include "serve/protocol.h"

namespace jaxbench::serve {

namespace {

using nlohmann::json;

json text(const std::string& about) { return {{"type", "string"}, {"description", about}}; }
json choice(const std::vector<std::string>& values, const std::string& about) {
  return {{"type", "string"}, {"enum", values}, {"description", about}};
}
json number(const std::string& about) { return {{"type", "number"}, {"exclusiveMinimum", 0}, {"description", about}}; }

json object_schema(json properties, std::vector<std::string> required) {
  json schema = {{"type", "object"}, {"properties", std::move(properties)}, {"additionalProperties", false}};
  if (!required.empty()) schema["required"] = required;
  return schema;
}

// The candidate, for eval and preflight: its text inline or a file.
json candidate_fields() {
  return {{"candidate_source", text("the candidate's text: Python defining workload(*inputs), or StableHLO")},
          {"candidate_kind", choice({"py", "mlir"}, "what candidate_source is (default py)")},
          {"candidate_path", text("a .py or .mlir candidate file the server can read (instead of candidate_source)")}};
}

// Google JAXBench's flags, for eval and run (jobs/jaxbench_flags.h).
void add_jaxbench_fields(json& fields) {
  std::vector<std::string> tpus = jobs::jaxbench_tpu_choices();
  tpus.push_back("auto");
  fields["tpu"] =
      choice(tpus, "JAXBench's --tpu: judge on this TPU, or with none here pre-flight for it (default auto)");
  fields["num_warmup"] = {{"type", "integer"}, {"minimum", 0}, {"description", "JAXBench's --num-warmup"}};
  fields["num_iters"] = {{"type", "integer"}, {"minimum", 1}, {"description", "JAXBench's --num-iters"}};
}

json eval_schema() {
  json fields = candidate_fields();
  fields["workload"] = text("the workload id or an unambiguous prefix, e.g. 12p");
  fields["size"] = choice({"small", "full"}, "the size it is judged at (default small)");
  fields["budget"] = number("timing budget in seconds (default 10)");
  fields["seeds"] = {{"type", "integer"}, {"minimum", 3}, {"description", "secret seeds (default 3)"}};
  fields["timing"] = {{"type", "boolean"}, {"description", "time it against the reference (default true)"}};
  fields["target"] = text("a TPU chip for a pre-flight compile beside the verdict, e.g. " +
                          std::string(platform::default_tpu_target()));
  fields["target_size"] = choice({"small", "full"}, "the size the pre-flight compiles at (default full)");
  fields["execution_timeout"] = number("limit on one execution of the candidate, seconds (default 120)");
  fields["export_timeout"] = number("limit on a .py candidate's export, seconds (default 120)");
  fields["compile_timeout"] = number("limit on compiling the candidate, seconds (default: the server's, 300)");
  fields["memory_limit"] = text(
      "most memory the candidate's program may need and allocate, e.g. 4G or 512M (default: the server's "
      "--memory-limit, else half the host's RAM)");
  fields["require_isolation"] = {{"type", "boolean"},
                                 {"description", "refuse where the export sandbox is not fully isolated"}};
  add_jaxbench_fields(fields);
  return object_schema(fields, {"workload"});
}

json run_fields(const json& workload, const json& size) {
  json fields = {{"workload", workload},
                 {"size", size},
                 {"budget", number("sampling budget, seconds")},
                 {"variant", choice({"baseline", "optimized"},
                                    "baseline: the reference; optimized: the expert kernel (pallas_tpu, a TPU only)")}};
  add_jaxbench_fields(fields);
  return fields;
}

std::vector<MethodSpec> build_methods() {
  json workload = text("the workload id or an unambiguous prefix, e.g. 12p");
  json size = choice({"small", "full"}, "the exported size (default small)");
  json suite = choice({"priority", "fused", "all"}, "which workloads (default all)");
  json preflight_fields = candidate_fields();
  preflight_fields["workload"] = workload;
  preflight_fields["target"] =
      text("the TPU chip to compile for (default " + std::string(platform::default_tpu_target()) + ")");
  preflight_fields["size"] = choice({"small", "full"}, "the size it compiles at (default full)");
  return {
      {"list", "The suite's workloads: id, name, category and exported sizes.", object_schema({{"suite", suite}}, {}),
       false},
      {"describe",
       "One workload: its JAX source, input and output shapes and dtypes, semantics, FLOPs and bytes, and the "
       "target chip's facts.",
       object_schema({{"workload", workload},
                      {"size", size},
                      {"target", text("a TPU generation or GPU whose facts to add (default " +
                                      std::string(platform::default_tpu_target()) + ")")}},
                     {"workload"}),
       false},
      {"eval",
       "Judge a candidate kernel: correctness on secret inputs, then speed against the reference. The "
       "result is the verdict object of `jaxbench eval --json`.",
       eval_schema(), true},
      {"preflight", "Compile a candidate (or a workload's reference) for a TPU target with no TPU present (libtpu).",
       object_schema(preflight_fields, {"workload"}), false},
      {"run", "Time a workload's reference program (or its expert kernel, variant optimized), as `jaxbench run` does.",
       object_schema(run_fields(workload, size), {"workload"}), true},
      {"status", "The server: device and plugin, the device worker's pid and restarts, counters, caches.",
       object_schema({}, {}), false},
  };
}

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
  const json& properties = method.input_schema["properties"];
  for (const auto& [name, value] : params.items()) {
    if (!properties.contains(name)) {
      std::string known;
      for (const auto& [field, _] : properties.items()) known += (known.empty() ? "" : ", ") + field;
      throw RequestError(kInvalidParams, "unknown field params." + name.substr(0, 60) + " of " + method.name +
                                             ": its fields are " + (known.empty() ? "(none)" : known));
    }
    validate_field(method.name, name, properties[name], value);
  }
  for (const auto& name : method.input_schema.value("required", json::array())) {
    if (!params.contains(name.get<std::string>())) {
      throw RequestError(kInvalidParams,
                         "params." + name.get<std::string>() + " of " + method.name + " is missing: add it (" +
                             properties[name.get<std::string>()]["description"].get<std::string>() + ")");
    }
  }
}

}  // namespace jaxbench::serve
