// A TPU profile without a TPU: where the estimated time of a compiled
// program goes (tpu_estimate.h), read from the same final bundles. Per unit
// (TLP, each fusion, each Mosaic kernel): its executed bundles, its share of
// the time, and how often each slot kind (slot_kinds.h) is occupied, as a
// share of its executed bundles; for the program: DMA against compute time,
// grid steps and the per-step overhead, the VMEM footprint against the
// capacity (libtpu's vmem_report), MXU utilisation, achieved FLOP/s against
// the chip's peak, and the bottleneck named with a one-line reason.
// docs/tpu-profile.md says how each number is derived and what it cannot
// see. What the dump does not hold (a unit's file, an opcode's kind) goes
// into `unread`: a profile is never an error.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "estimate/tpu_estimate.h"
#include "tpu_model/slot_kinds.h"

namespace jaxbench::preflight {

struct UnitProfile {
  std::string unit;
  bool kernel = false;
  double executed_bundles = 0;        // per program run, as the estimate counts them
  double seconds = 0;                 // its compute and DMA combined as the estimate combines the program's
  double share = 0;                   // of the units' seconds; the shares sum to 1
  std::string weights;                // "simulated" (the kernel's scalar code ran) or "static" (constant trip counts)
  PerSlotKind<double> occupancy{};    // executed bundles holding the kind, over its executed bundles
  PerSlotKind<double> ops{};          // executed operations of the kind
  PerSlotKind<int> max_per_bundle{};  // the most operations of the kind in one bundle
  double idle_bundles = 0;            // executed bundles with no vector, matrix or load/store work
  double matmul_pushes = 0;           // executed vmatmul pushes
};

struct TpuProfile {
  std::vector<UnitProfile> units;  // by seconds, longest first
  double seconds = 0, compute_seconds = 0, dma_seconds = 0;
  int64_t grid_steps = 0;
  double step_overhead_seconds = 0;  // per grid step: the idle bundles' time over the steps
  double fill_seconds = 0;           // the kernels' pipeline fill, as the estimate has it (tpu_estimate.h)
  double idle_share = 0;             // of all executed bundles
  std::optional<int64_t> vmem_bytes, vmem_capacity_bytes;
  double mxu_utilisation = 0;  // executed bundles that feed an MXU (push, weights, result pop), over all
  std::optional<double> flops, achieved_flops_per_second;
  double peak_flops_per_second = 0;
  std::map<std::string, double> slot_pressure;  // kind -> ops over (executed bundles x its slots)
  PerSlotKind<int> capacity{};                  // the registry's slots per bundle (0: none given)
  std::string bottleneck, reason;
  std::vector<std::string> top_units;  // the three longest
  std::vector<std::string> unread;     // what the dump did not say
  nlohmann::json to_json() const;
  static TpuProfile from_json(const nlohmann::json& document);
  // The short form the text reports and the loop's prompt carry.
  std::string summary() const;
};

// The profile of `estimate` for `generation` from its dump folder, with the
// cost analysis's flops; never throws for what the dump holds or lacks.
TpuProfile profile_from_dump(const std::string& generation, const std::string& dump_dir, const TpuEstimate& estimate,
                             const std::map<std::string, double>& cost);

// The DMA/semaphore waits (slot kind sync_wait) the program's Mosaic kernels
// execute per run, each bundle weighted as the profile weighs it (the
// simulated executions where the kernel's scalar code ran, else the static
// weights), scaled to the unit's executed bundles; 0 without kernels.
double kernel_sync_waits(const std::string& dump_dir, const TpuEstimate& estimate);

// Part of the pre-flight cache's key beside kTpuEstimateFormat: results
// cached without the profile (or under another version of it) compile again.
inline constexpr const char* kTpuProfileFormat = "+tpu-profile-3";

// The bottleneck names, in the order of their tests.
inline constexpr const char* kBottlenecks[] = {"mxu", "vector",         "xlu",          "eup", "load_store",
                                               "dma", "scalar_control", "step_overhead"};

}  // namespace jaxbench::preflight
