#include "jobs/eval_fields.h"

#include <algorithm>

#include "core/strings.h"
#include "suite/registry.h"

namespace jaxbench::jobs {

namespace {

using nlohmann::json;
using Kind = EvalFieldKind;
using R = EvalRequest;

// The members' types, each paired with what the wire carries.
template <typename T>
T& member_of(R& request, const EvalField& field) {
  return request.*std::get<T R::*>(field.member);
}
template <typename T>
const T& member_of(const R& request, const EvalField& field) {
  return request.*std::get<T R::*>(field.member);
}

// The field's value in the request, as the wire carries it; null when unset.
json wire_value(const R& request, const EvalField& field) {
  return std::visit(
      [&](auto member) -> json {
        const auto& value = request.*member;
        using T = std::decay_t<decltype(value)>;
        if constexpr (std::is_same_v<T, std::optional<std::string>>) {
          return value ? json(*value) : json();
        } else if constexpr (std::is_same_v<T, uint64_t>) {
          return value == 0 ? json() : json(std::to_string(value));  // a size, as text (parse_bytes reads it)
        } else {
          return json(value);
        }
      },
      field.member);
}

[[noreturn]] void refuse(const EvalField& field, const json& value, const std::string& must) {
  std::string shown = value.dump();
  if (shown.size() > 40) shown = shown.substr(0, 40) + "...";
  throw EvalFieldError("params." + std::string(field.wire) + " is " + shown + ": " + must);
}

void read_text(const EvalField& field, const json& value, R& request) {
  if (!value.is_string()) refuse(field, value, "give a string");
  std::string text = value.get<std::string>();
  if (field.kind == Kind::size) {
    const auto& sizes = suite::size_names();
    if (std::find(sizes.begin(), sizes.end(), text) == sizes.end()) refuse(field, value, "give small or full");
  }
  // A TPU target is read by the pre-flight, which names an unknown one and
  // the known ones itself (in the verdict, as on the command line).
  if (std::holds_alternative<std::optional<std::string> R::*>(field.member)) {
    member_of<std::optional<std::string>>(request, field) = text;
  } else {
    member_of<std::string>(request, field) = text;
  }
}

void read_field(const EvalField& field, const json& value, R& request) {
  switch (field.kind) {
    case Kind::text:
    case Kind::size:
    case Kind::tpu_target:
      return read_text(field, value, request);
    case Kind::seconds:
      if (!value.is_number() || value.get<double>() <= 0) refuse(field, value, "give a positive number of seconds");
      member_of<double>(request, field) = value.get<double>();
      return;
    case Kind::count:
      if (!value.is_number_integer() || value.get<int64_t>() < field.minimum || value.get<int64_t>() > 1000000) {
        refuse(field, value, "give a whole number of at least " + std::to_string(field.minimum));
      }
      member_of<int>(request, field) = value.get<int>();
      return;
    case Kind::boolean:
      if (!value.is_boolean()) refuse(field, value, "give true or false");
      member_of<bool>(request, field) = value.get<bool>();
      return;
    case Kind::bytes: {
      std::optional<uint64_t> bytes;
      if (value.is_string()) bytes = parse_bytes(value.get<std::string>());
      if (value.is_number_unsigned() && value.get<uint64_t>() > 0) bytes = value.get<uint64_t>();
      if (!bytes) refuse(field, value, "not a size; write e.g. 4G or 512M");
      member_of<uint64_t>(request, field) = *bytes;
      return;
    }
  }
}

json schema_type(const EvalField& field) {
  switch (field.kind) {
    case Kind::size:
      return {{"type", "string"}, {"enum", suite::size_names()}};
    case Kind::seconds:
      return {{"type", "number"}, {"exclusiveMinimum", 0}};
    case Kind::count:
      return {{"type", "integer"}, {"minimum", field.minimum}};
    case Kind::boolean:
      return {{"type", "boolean"}};
    case Kind::text:
    case Kind::tpu_target:
    case Kind::bytes:
      return {{"type", "string"}};
  }
  return {{"type", "string"}};
}

}  // namespace

const std::vector<EvalField>& eval_fields() {
  static const std::vector<EvalField> kFields = {
      {"workload", "--workload", Kind::text, &R::workload, "the workload id or an unambiguous prefix, e.g. 12p"},
      {"size", "--size", Kind::size, &R::size, "the size it is judged at"},
      {"budget", "--budget", Kind::seconds, &R::budget_seconds, "timing budget, seconds"},
      {"seeds", "--seeds", Kind::count, &R::seeds, "secret seeds for correctness", judge::kFewestSeeds, "secret seeds"},
      {"held_out", "--held-out", Kind::count, &R::held_out_shapes,
       "held-out shapes checked after the public one (0: none)", 0, "shapes"},
      {"timing", "--no-timing", Kind::boolean, &R::timing, "time it against the reference (false: correctness only)"},
      {"target", "--target", Kind::tpu_target, &R::target, "adds a TPU pre-flight for this chip beside the verdict"},
      {"target_size", "--target-size", Kind::size, &R::target_size, "the size the pre-flight compiles at"},
      {"target_timeout", "--target-timeout", Kind::seconds, &R::target_timeout_seconds,
       "limit on each pre-flight compile, seconds"},
      {"execution_timeout", "--execution-timeout", Kind::seconds, &R::execution_timeout_seconds,
       "limit on one execution of the candidate, seconds"},
      {"export_timeout", "--export-timeout", Kind::seconds, &R::export_timeout_seconds,
       "limit on a .py candidate's export, seconds"},
      {"export_disk_limit", "--export-disk-limit", Kind::bytes, &R::export_disk_bytes,
       "most a .py candidate's export may write to its temp dir, e.g. 512M"},
      {"export_max_processes", "--export-max-processes", Kind::count, &R::export_max_processes,
       "most processes a .py candidate's export may run (threads get 4 per core more)", 1, "processes"},
      {"compile_timeout", "--compile-timeout", Kind::seconds, &R::compile_timeout_seconds,
       "limit on compiling the candidate, seconds"},
      {"memory_limit", "--memory-limit", Kind::bytes, &R::memory_limit_bytes,
       "most memory the candidate's compiled program may need and allocate, e.g. 4G"},
      {"require_isolation", "--require-isolation", Kind::boolean, &R::require_isolation,
       "refuse where the export sandbox is not fully isolated"},
  };
  return kFields;
}

void decode_eval_fields(const json& params, EvalRequest& request) {
  for (const EvalField& field : eval_fields()) {
    if (params.contains(field.wire)) read_field(field, params[field.wire], request);
  }
}

json encode_eval_request(const EvalRequest& request) {
  const EvalRequest defaults;
  json params = {{"workload", request.workload}, {"size", request.size}};
  for (const EvalField& field : eval_fields()) {
    json value = wire_value(request, field);
    if (value.is_null() || params.contains(field.wire) || value == wire_value(defaults, field)) continue;
    params[field.wire] = value;
  }
  return params;
}

std::string eval_field_default(const EvalField& field, const EvalRequest& defaults) {
  json value = wire_value(defaults, field);
  if (field.kind == Kind::bytes && value.is_string()) {
    return format_bytes_short(member_of<uint64_t>(defaults, field));
  }
  if (field.kind == Kind::bytes) return "half the host's RAM, or the server's --memory-limit";
  if (value.is_null()) return "";
  if (field.kind == Kind::seconds) return format_seconds(value.get<double>());
  return value.is_string() ? value.get<std::string>() : value.dump();
}

json eval_fields_schema() {
  const EvalRequest defaults;
  json properties = json::object();
  for (const EvalField& field : eval_fields()) {
    json schema = schema_type(field);
    std::string fallback = eval_field_default(field, defaults);
    schema["description"] = std::string(field.help) + (fallback.empty() ? "" : " (default " + fallback + ")");
    properties[field.wire] = schema;
  }
  return properties;
}

}  // namespace jaxbench::jobs
