// `jaxbench run` for one workload: make the inputs on the device with
// inputs.mlir, compile and time the reference, and compute TFLOP/s and the
// share of the chip's peak.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "measure/sampler.h"
#include "measure/statistics.h"
#include "runtime/session.h"
#include "suite/program_cache.h"
#include "suite/registry.h"

namespace jaxbench::suite {

// The seed `jaxbench run` uses. The judge never uses it for correctness.
inline constexpr uint32_t kRunSeedHigh = 0;
inline constexpr uint32_t kRunSeedLow = 42;

struct RunRecord {
  std::string workload, variant = "baseline", size, platform, device_kind;
  std::string tier = "suite";    // suite::tier_name of the workload's tier
  std::string status = "error";  // "success" or "error"
  std::string error;
  measure::Summary timing;  // ms
  int warmups = 0;
  double compile_ms = 0;        // the reference's compile, or its load from the disk cache
  bool compile_cached = false;  // true: compile_ms is the load from the disk cache
  double input_ms = 0;          // making the inputs on the device
  int64_t flops = 0;
  std::string flops_source;  // "pjrt_cost_analysis" or "manifest"
  int64_t bytes_accessed = 0;
  double tflops = 0;
  std::optional<double> peak_tflops, utilization_pct;
  std::vector<int64_t> output_shape;  // shape of the last output, as JAXBench
  std::optional<double> v6e_baseline_ms;
  // JAXBench's run record also carries these.
  std::string chip;  // the known chip's name, else the device kind ("tpu" in JAXBench's record)
  nlohmann::json config = nlohmann::json::object();  // the workload's CONFIG
  std::vector<std::vector<int64_t>> input_shapes;
  // Who timed it when a fleet did (its worker, node, attempts: the bridge's
  // "fleet" object); null when this process did.
  nlohmann::json judged_by;
};

// The suite program a JAXBench variant names: "baseline" the reference,
// "optimized" the expert kernel (pallas_tpu).
std::string variant_program(const std::string& variant);
// Whether the workload has the variant at all (JAXBench: an optimized.py).
bool has_variant(const Manifest& manifest, const std::string& variant);
// The platforms its program runs on, as the manifest's artifact says (empty
// when the workload has no such program at this size).
std::vector<std::string> variant_platforms(const Manifest& manifest, const std::string& variant);
// Whether its program runs on `platform` (pallas_tpu: on a TPU only).
bool variant_runs_on(const Manifest& manifest, const std::string& variant, const std::string& platform);

// With `programs`, inputs and reference come from that cache (and its disk
// entries); without, they are compiled for this call alone.
// `variant` "optimized" times the expert kernel where the device runs it;
// elsewhere its record is an error naming why.
RunRecord run_workload(const runtime::Session& session, const Registry& registry, const WorkloadEntry& entry,
                       const std::string& size, const measure::SamplingOptions& sampling,
                       ProgramCache* programs = nullptr, const std::string& variant = "baseline");

}  // namespace jaxbench::suite
