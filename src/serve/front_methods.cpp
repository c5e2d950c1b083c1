#include "serve/front_methods.h"

#include <filesystem>
#include <memory>

#include "core/dtype.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "jobs/eval_request.h"
#include "jobs/preflight_run.h"
#include "jobs/reference_profile.h"
#include "platform/registry.h"
#include "report/preflight_table.h"
#include "serve/methods.h"
#include "serve/params.h"
#include "serve/server.h"
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

struct ListParams {
  std::string suite;  // "" = the 50 and the user's own ops
};

// No suite named: the 50 and the user's own ops (jaxbench workload add), so an
// agent listing workloads sees the op its user added.
ListParams decode_list(const json& params, Server&) { return {params.value("suite", std::string())}; }

json handle_list(ListParams& params, Server& front) {
  const suite::Registry& registry = front.registry();
  json rows = json::array();
  std::vector<const suite::WorkloadEntry*> entries = registry.suite(params.suite.empty() ? "all" : params.suite);
  if (params.suite.empty()) {
    for (const auto* entry : registry.suite("user")) entries.push_back(entry);
  }
  for (const auto* entry : entries) {
    json row = {{"id", entry->id},
                {"prefix", entry->prefix},
                {"category", entry->category()},
                {"tier", suite::tier_name(entry->tier)},
                {"exported_on_first_use", entry->exported_on_first_use()}};
    if (entry->tier == suite::Tier::user) row["folder"] = entry->dir;
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

struct DescribeParams {
  const suite::WorkloadEntry* entry = nullptr;
  std::string size, target;
  bool profile = false;  // the reference's TPU profile too (a pre-flight: seconds, then cached)
};

DescribeParams decode_describe(const json& params, Server& front) {
  return {&front.registry().resolve(params["workload"].get<std::string>()),
          params.value("size", jobs::EvalRequest{}.size),
          params.value("target", std::string(platform::default_tpu_target())), params.value("profile", false)};
}

json handle_describe(DescribeParams& params, Server& front) {
  suite::Manifest manifest = front.registry().manifest(*params.entry, params.size);
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
                 {"jax_source", workload_source(*params.entry)},
                 {"target", params.target},
                 {"chip", chip_facts(params.target)}};
  if (manifest.v6e_baseline_ms) result["v6e_baseline_ms"] = *manifest.v6e_baseline_ms;
  if (params.profile) {
    jobs::ReferenceProfile profile = jobs::reference_tpu_profile(manifest, params.target);
    result["reference_tpu_profile"] = profile.profile;
    if (!profile.note.empty()) result["reference_tpu_profile_note"] = profile.note;
  }
  return result;
}

// A pre-flight's request, its inline candidate written to a private folder.
struct PreflightCall {
  std::unique_ptr<TempDir> folder;
  jobs::PreflightRequest request;
};

PreflightCall decode_preflight(const json& params, Server&) {
  PreflightCall call;
  CandidateParam candidate = candidate_param(params, "preflight");
  call.folder = std::make_unique<TempDir>("jaxbench-serve-preflight-");
  std::optional<std::string> path;
  if (candidate.path || candidate.source) path = candidate_file(candidate, *call.folder);
  call.request = preflight_request(params, path);
  return call;
}

json handle_preflight(PreflightCall& call, Server& front) {
  return report::preflight_document(jobs::run_preflight(&front.registry(), call.request));
}

}  // namespace

json list_on_front(const json& params, Server& front) { return typed(decode_list, handle_list)(params, front); }

json describe_on_front(const json& params, Server& front) {
  return typed(decode_describe, handle_describe)(params, front);
}

json preflight_on_front(const json& params, Server& front) {
  return typed(decode_preflight, handle_preflight)(params, front);
}

json status_on_front(const json&, Server& front) { return front.status(); }

}  // namespace jaxbench::serve
