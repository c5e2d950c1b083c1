#include "serve/front_methods.h"

#include <filesystem>

#include "core/dtype.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "jobs/preflight_run.h"
#include "platform/registry.h"
#include "report/preflight_table.h"
#include "serve/params.h"
#include "suite/registry.h"
#include "suite/runner.h"

namespace jaxbench::serve {

namespace {

using nlohmann::json;

json tensors_json(const std::vector<suite::TensorInfo>& tensors) {
  json rows = json::array();
  for (const auto& tensor : tensors) {
    rows.push_back(
        {{"name", tensor.name}, {"dtype", std::string(jaxbench::name(tensor.dtype))}, {"shape", tensor.shape}});
  }
  return rows;
}

// The registry's entry for a TPU generation (by name or alias) or a GPU (by
// name or device kind); null when it has none.
json chip_facts(const std::string& target) {
  json registry = platform::registry_json();
  for (const auto& generation : registry["tpu_generations"]) {
    bool named = generation["name"] == target;
    for (const auto& alias : generation["aliases"]) named = named || alias == target;
    if (named) return generation;
  }
  for (const auto& gpu : registry["gpus"]) {
    if (gpu["name"] == target || gpu["device_kind"] == target) return gpu;
  }
  return nullptr;
}

std::string workload_source(const suite::WorkloadEntry& entry) {
  std::string path = entry.dir + "/workload.py";
  return file_exists(path) ? read_file(path) : "";
}

}  // namespace

json list_result(const json& params) {
  suite::Registry registry = suite::Registry::open_default();
  json rows = json::array();
  for (const auto* entry : registry.suite(params.value("suite", std::string("all")))) {
    json row = {{"id", entry->id}, {"prefix", entry->prefix}, {"category", entry->category()}};
    json sizes = json::object();
    bool has_optimized = false;  // JAXBench's: an expert kernel (pallas_tpu) at some size
    for (const auto& size : entry->sizes()) {
      suite::Manifest manifest = registry.manifest(*entry, size);
      row["name"] = manifest.name;
      sizes[size] = {{"gflop", manifest.flops / 1e9}, {"bytes_accessed", manifest.bytes_accessed}};
      has_optimized = has_optimized || suite::has_variant(manifest, "optimized");
    }
    row["sizes"] = sizes;
    row["has_optimized"] = has_optimized;
    rows.push_back(row);
  }
  return {{"workloads", rows}};
}

json describe_result(const json& params) {
  suite::Registry registry = suite::Registry::open_default();
  const suite::WorkloadEntry& entry = registry.resolve(params["workload"].get<std::string>());
  suite::Manifest manifest = registry.manifest(entry, params.value("size", std::string("small")));
  std::string target = params.value("target", std::string(platform::default_tpu_target()));
  json result = {{"id", manifest.id},
                 {"name", manifest.name},
                 {"model", manifest.model},
                 {"category", manifest.category},
                 {"op", manifest.op},
                 {"size", manifest.size},
                 {"semantics", manifest.semantics},
                 {"notes", manifest.notes},
                 {"config", manifest.config},
                 {"inputs", tensors_json(manifest.inputs)},
                 {"outputs", tensors_json(manifest.outputs)},
                 {"flops", manifest.flops},
                 {"bytes_accessed", manifest.bytes_accessed},
                 {"modes", manifest.modes},
                 {"jax_source", workload_source(entry)},
                 {"target", target},
                 {"chip", chip_facts(target)}};
  if (manifest.v6e_baseline_ms) result["v6e_baseline_ms"] = *manifest.v6e_baseline_ms;
  return result;
}

json preflight_result(const json& params) {
  CandidateParam candidate = candidate_param(params, "preflight");
  TempDir folder("jaxbench-serve-preflight-");
  std::optional<std::string> path;
  if (candidate.path || candidate.source) path = candidate_file(candidate, folder);
  jobs::PreflightReport report = jobs::run_preflight(preflight_request(params, path));
  return report::preflight_document(report);
}

}  // namespace jaxbench::serve
