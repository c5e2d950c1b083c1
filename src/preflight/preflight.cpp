#include "preflight/preflight.h"

#include <chrono>

#include "core/clock.h"
#include "core/json_values.h"
#include "core/status.h"
#include "runtime/pjrt_error.h"

namespace jaxbench::preflight {

namespace {

using json = nlohmann::json;

json memory_to_wire(const runtime::MemoryStats& m) {
  return {{"generated_code_bytes", m.generated_code_bytes},
          {"argument_bytes", m.argument_bytes},
          {"output_bytes", m.output_bytes},
          {"alias_bytes", m.alias_bytes},
          {"temp_bytes", m.temp_bytes},
          {"peak_bytes", m.peak_bytes},
          {"host_temp_bytes", m.host_temp_bytes}};
}

runtime::MemoryStats memory_from_wire(const json& d) {
  runtime::MemoryStats m;
  m.generated_code_bytes = d.at("generated_code_bytes").get<int64_t>();
  m.argument_bytes = d.at("argument_bytes").get<int64_t>();
  m.output_bytes = d.at("output_bytes").get<int64_t>();
  m.alias_bytes = d.at("alias_bytes").get<int64_t>();
  m.temp_bytes = d.at("temp_bytes").get<int64_t>();
  m.peak_bytes = d.at("peak_bytes").get<int64_t>();
  m.host_temp_bytes = d.at("host_temp_bytes").get<int64_t>();
  return m;
}

json diagnosis_to_wire(const CompilerDiagnosis& d) {
  return {{"status", d.status},
          {"summary", d.summary},
          {"id", d.error_id},
          {"name", d.error_name},
          {"memory_space", d.memory_space},
          {"required_bytes", or_null(d.required_bytes)},
          {"limit_bytes", or_null(d.limit_bytes)},
          {"scoped_limit", d.scoped_limit},
          {"python_location", d.python_location},
          {"hint", d.hint}};
}

CompilerDiagnosis diagnosis_from_wire(const json& w) {
  CompilerDiagnosis d;
  d.status = w.at("status").get<std::string>();
  d.summary = w.at("summary").get<std::string>();
  d.error_id = w.at("id").get<std::string>();
  d.error_name = w.at("name").get<std::string>();
  d.memory_space = w.at("memory_space").get<std::string>();
  d.required_bytes = optional_from<int64_t>(w, "required_bytes");
  d.limit_bytes = optional_from<int64_t>(w, "limit_bytes");
  d.scoped_limit = w.at("scoped_limit").get<bool>();
  d.python_location = w.at("python_location").get<std::string>();
  d.hint = w.at("hint").get<std::string>();
  return d;
}

}  // namespace

json PreflightTarget::to_json() const {
  return {{"target", target},           {"topology", topology},
          {"device_kind", device_kind}, {"platform_version", platform_version},
          {"plugin", plugin_path},      {"libtpu_version", libtpu_version},
          {"devices", devices},         {"hbm_limit_bytes", or_null(hbm_limit_bytes)}};
}

PreflightTarget PreflightTarget::from_json(const json& d) {
  PreflightTarget t;
  t.target = d.at("target").get<std::string>();
  t.topology = d.at("topology").get<std::string>();
  t.device_kind = d.at("device_kind").get<std::string>();
  t.platform_version = d.at("platform_version").get<std::string>();
  t.plugin_path = d.at("plugin").get<std::string>();
  t.libtpu_version = d.at("libtpu_version").get<std::string>();
  t.devices = d.at("devices").get<size_t>();
  t.hbm_limit_bytes = optional_from<int64_t>(d, "hbm_limit_bytes");
  return t;
}

std::optional<int64_t> PreflightResult::device_bytes() const {
  if (!memory) return std::nullopt;
  int64_t data = memory->peak_bytes > 0 ? memory->peak_bytes : memory->total_device_bytes();
  return data + memory->generated_code_bytes;
}

std::optional<double> PreflightResult::optimal_seconds() const {
  auto it = cost.find("optimal_seconds");
  if (it == cost.end() || !(it->second > 0)) return std::nullopt;
  return it->second;
}

std::optional<double> PreflightResult::estimated_seconds() const {
  if (tpu_estimate) return tpu_estimate->seconds;
  return optimal_seconds();
}

json PreflightResult::to_wire() const {
  json w = {{"label", label},
            {"path", path},
            {"note", note},
            {"status", status},
            {"compile_seconds", compile_seconds},
            {"message", message},
            {"raw_message", raw_message},
            {"diagnosis", diagnosis ? diagnosis_to_wire(*diagnosis) : json(nullptr)},
            {"outputs", outputs},
            {"memory", memory ? memory_to_wire(*memory) : json(nullptr)},
            {"cost", cost},
            {"tpu_estimate", tpu_estimate ? tpu_estimate->to_json() : json(nullptr)},
            {"tpu_profile", tpu_profile ? tpu_profile->to_json() : json(nullptr)}};
  return w;
}

PreflightResult PreflightResult::from_wire(const json& w) {
  PreflightResult r;
  r.label = w.at("label").get<std::string>();
  r.path = w.at("path").get<std::string>();
  r.note = w.at("note").get<std::string>();
  r.status = w.at("status").get<std::string>();
  r.compile_seconds = w.at("compile_seconds").get<double>();
  r.message = w.at("message").get<std::string>();
  r.raw_message = w.at("raw_message").get<std::string>();
  if (!w.at("diagnosis").is_null()) r.diagnosis = diagnosis_from_wire(w.at("diagnosis"));
  r.outputs = w.at("outputs").get<std::vector<std::string>>();
  if (!w.at("memory").is_null()) r.memory = memory_from_wire(w.at("memory"));
  r.cost = w.at("cost").get<std::map<std::string, double>>();
  if (w.contains("tpu_estimate") && !w.at("tpu_estimate").is_null()) {
    r.tpu_estimate = TpuEstimate::from_json(w.at("tpu_estimate"));
  }
  if (w.contains("tpu_profile") && !w.at("tpu_profile").is_null()) {
    r.tpu_profile = TpuProfile::from_json(w.at("tpu_profile"));
  }
  return r;
}

json PreflightResult::to_json(const PreflightTarget& target, const std::optional<platform::ChipSpec>& chip) const {
  json d = {{"module", label}, {"path", path}, {"status", status}, {"compile_seconds", compile_seconds}};
  if (!note.empty()) d["note"] = note;
  if (diagnosis) {
    const CompilerDiagnosis& e = *diagnosis;
    d["message"] = message;
    d["error"] = {{"id", e.error_id},
                  {"name", e.error_name},
                  {"hint", e.hint},
                  {"python_location", e.python_location},
                  {"compiler_message", raw_message}};
    if (status == kOom) {
      d["oom"] = {{"memory_space", e.memory_space},
                  {"required_bytes", or_null(e.required_bytes)},
                  {"limit_bytes", or_null(e.limit_bytes)},
                  {"limit_kind", e.scoped_limit ? "scoped (per kernel)" : "capacity"}};
    }
  } else if (!message.empty()) {
    d["message"] = message;
  }
  if (!outputs.empty()) d["outputs"] = outputs;
  if (memory) {
    json m = memory_to_wire(*memory);
    m["device_bytes"] = or_null(device_bytes());
    m["hbm_limit_bytes"] = or_null(target.hbm_limit_bytes);
    if (target.hbm_limit_bytes && device_bytes()) {
      m["hbm_fraction"] = static_cast<double>(*device_bytes()) / static_cast<double>(*target.hbm_limit_bytes);
    }
    if (chip) m["chip_hbm_bytes"] = static_cast<int64_t>(chip->hbm_gib * (1 << 30));
    d["memory"] = m;
  }
  if (ok()) {
    d["cost"] = cost;
    d["tpu_estimate"] = tpu_estimate ? tpu_estimate->to_json() : json(nullptr);
    d["tpu_profile"] = tpu_profile ? tpu_profile->to_json() : json(nullptr);
    if (tpu_estimate) {
      d["time_estimate"] = {{"seconds", tpu_estimate->seconds},
                            {"source", "jaxbench bundle estimate (libtpu's final bundles, tpu_estimate)"}};
    } else if (auto seconds = optimal_seconds()) {
      d["time_estimate"] = {{"seconds", *seconds}, {"source", "libtpu cost analysis: optimal_seconds"}};
    } else {
      d["time_estimate"] = nullptr;
      d["time_estimate_note"] =
          "the TPU compiler exposes no time estimate for this module (no bundle dump, no optimal_seconds in its "
          "cost analysis; Pallas kernels without a pl.CostEstimate report none)";
    }
  }
  return d;
}

PreflightTarget describe_target(const runtime::Topology& topology, const std::string& plugin_path) {
  PreflightTarget t;
  t.target = topology.spec().target;
  t.topology = topology.spec().name;
  t.device_kind = topology.device_kind();
  t.platform_version = topology.platform_version();
  t.plugin_path = plugin_path;
  t.libtpu_version = runtime::installed_package_version(plugin_path);
  t.devices = topology.num_devices();
  t.hbm_limit_bytes = topology.device_memory_limit();
  return t;
}

PreflightResult preflight_compile(const runtime::Plugin& plugin, const runtime::Topology& topology,
                                  const PreflightModule& module) {
  PreflightResult r;
  r.label = module.label;
  r.path = module.path;
  r.note = module.note;
  auto start = std::chrono::steady_clock::now();
  try {
    runtime::CompiledProgram compiled = runtime::compile_for_topology(plugin, topology, module.program);
    r.compile_seconds = seconds_since(start);
    r.status = kCompiles;
    try {
      for (const auto& spec : compiled.outputs()) r.outputs.push_back(spec.describe());
    } catch (const Error&) {
      r.outputs.clear();  // an output dtype jaxbench does not name; not the compiler's verdict
    }
    r.memory = compiled.memory_stats();
    r.cost = compiled.cost_analysis().values;
  } catch (const PjrtError& error) {
    if (!error.is_compile()) throw;
    r.compile_seconds = seconds_since(start);
    r.raw_message = error.plugin_message();
    CompilerDiagnosis diagnosis = diagnose_compile_failure(error.is_oom(), error.plugin_message());
    r.status = diagnosis.status;
    r.message = diagnosis.summary;
    r.diagnosis = diagnosis;
  }
  return r;
}

}  // namespace jaxbench::preflight
