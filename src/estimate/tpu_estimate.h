// A TPU time estimate without a TPU, from libtpu's own compiled code: the
// bundles (VLIW instruction words) of every unit it compiled for the
// program, weighted by their loops' constant trip counts and their calls
// (dump_reader.h), at a fitted issue rate; the program's HBM traffic (the
// smaller of what its code's DMAs move and its cost analysis's bytes
// accessed; for a Pallas call, its kernels' DMA
// descriptors plus the cost analysis's bytes of the XLA code around them)
// at a fitted share of the spec-sheet bandwidth; the two
// combined as a smooth maximum, as compute and DMA overlap but not wholly;
// plus each Mosaic kernel's pipeline fill (its first fetch and last
// compute, which no other step hides: pipeline_fill_seconds), a fitted
// per-program overhead and a fitted cost per DMA/semaphore wait its
// kernels execute. The constants are the generation's
// (platform::tpu_timing_model).
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "tpu_model/dump_reader.h"
#include "tpu_model/trip_counts.h"

namespace jaxbench::preflight {

struct TpuEstimate {
  double seconds = 0;
  double compute_seconds = 0;   // executed bundles / bundles_per_second
  double dma_seconds = 0;       // dma_bytes / (HBM bandwidth x hbm_efficiency)
  double fill_seconds = 0;      // the kernels' pipeline fill (pipeline_fill_seconds)
  double executed_bundles = 0;  // over all units
  int64_t bundles = 0;          // static count over all units
  double dma_bytes = 0;
  // "kernel DMA descriptors" (a Pallas call; "+ cost analysis of the XLA code" when it has XLA code
  // moving bytes beside it) or "cost analysis bytes accessed"
  std::string dma_source;
  int64_t grid_steps = 0;  // the largest constant trip count (a Pallas grid's, + pipeline stages)
  int loops_without_bound = 0;
  double kernel_waits = 0;  // DMA/semaphore waits the Mosaic kernels execute per run (kernel_sync_waits)
  double bundles_per_second = 0, overhead_seconds = 0, hbm_bytes_per_second = 0, wait_seconds = 0;
  double hbm_efficiency = 1, overlap_exponent = 0;
  std::string constants_source;
  std::vector<UnitBundles> units;
  // Where the kernels' trip counts came from (trip_counts.h): "judge",
  // "given" or "none", each kernel's counts, and why a call had no values.
  std::string inputs = "none";
  std::vector<KernelTripCounts> kernels;
  std::vector<std::string> input_notes;
  double inputs_seconds = 0;  // computing the kernels' operand values on the host (the parent's share)
  // The loops and guarded blocks left unresolved (counted once / every time), "name.1 0x91",
  // and the top-level program's while loops bounded by a value it computes ("TLP while loop 1 of 2").
  std::vector<std::string> unresolved() const;
  // The top-level program's HLO while loops whose bound is not a constant
  // (lax.while_loop or fori_loop up to an input value) left counted once:
  // those whose trips the host could not count on the inputs
  // (preflight/loop_probe.h), or all when it counted a different number
  // of such loops than the compiled program has.
  int program_loops_without_bound() const;
  // Why they were left so (the host's notes on its loops), "" when it counted none.
  std::string program_loop_reason;
  // Every kernel's data-dependent loops and guards were decided on values:
  // the estimate is what the counts say, not a guess of them. An estimate
  // that is not resolved must not read like one that is (`resolved` in
  // JSON, this line in every summary): the loop trusts it less.
  bool resolved() const { return unresolved().empty(); }
  // "" when resolved; else one line: what was counted as if static, and why.
  std::string unresolved_line() const;
  std::string does_not_see() const;
  nlohmann::json trip_counts_json() const;
  nlohmann::json to_json() const;
  static TpuEstimate from_json(const nlohmann::json& document);
};

// The dump flags for a compile into `dump_dir`, appended to any the user set.
std::string libtpu_dump_arguments(const std::string& existing, const std::string& dump_dir);

// The bytes the program's tpu_custom_calls declare in their pl.CostEstimate
// (`"cost_estimate":{..."bytes_accessed":"N"}` in the dump's TLP HLO), which
// the cost analysis's total counts for them; 0 without one.
double declared_kernel_bytes(const std::string& dump_dir);

// The estimate for `generation` (v6e) from the units' bundles and the cost
// analysis (`declared_kernel_bytes`: what of its total the Pallas calls'
// own cost estimates make up); nullopt when the generation has no fitted
// constants or the dumps held no unit.
std::optional<TpuEstimate> estimate_tpu_time(const std::string& generation, const std::vector<UnitBundles>& units,
                                             const std::map<std::string, double>& cost,
                                             double declared_kernel_bytes = 0);

// The estimate from a dump folder: its units' bundles, each Mosaic kernel
// simulated on `inputs` (trip_counts.h), then estimate_tpu_time, then the
// kernels' executed waits at the model's cost each.
std::optional<TpuEstimate> estimate_from_dump(const std::string& generation, const std::string& dump_dir,
                                              const std::map<std::string, double>& cost, const KernelInputs& inputs,
                                              const SimulationLimits& limits = {});

// Part of the pre-flight cache's key: results cached before the estimate
// (or under another version of it) are compiled again.
inline constexpr const char* kTpuEstimateFormat = "tpu-estimate-9";

// Compute and DMA seconds combined: (c^q + d^q)^(1/q), the longer when q is 0.
double combine_seconds(double compute_seconds, double dma_seconds, double overlap_exponent);

// A Mosaic kernel's pipeline hides one step's DMA behind another's compute,
// but not its first fetch nor its last compute: over N steps with c compute
// and d DMA in all, min(c, d)/N stays exposed, here smoothly as
// (c + d - combine(c, d))/N. Summed over the kernel units with their own
// counts and steps (UnitBundles::pipeline_steps); a kernel whose grid
// loop's trips are unknown adds none. This is why, at the same bytes,
// larger blocks are not free: fewer steps expose a larger first block.
double pipeline_fill_seconds(const TpuEstimate& e);

// What the estimate cannot see, said beside it (does_not_see() adds what
// stayed unresolved).
inline constexpr const char* kTpuEstimateBlindSpots =
    "counts each bundle as often as it runs: Mosaic kernels' scalar code is run on their integer operands' values "
    "(loops bounded by input values, pl.when-skipped blocks and predicated-off copies counted as they run; the "
    "kernels XLA makes itself, such as its ragged dot's, on main's arguments and earlier kernels' results), XLA "
    "code's loops by their constant trip counts (an HLO while loop up to a value the program computes counts once "
    "and leaves the estimate unresolved) and each called fusion or kernel once per call, times the loops "
    "around the call; does not see stalls on MXU results, and counts each DMA wait a kernel executes at one fitted "
    "cost, not the stall it really has; a Pallas kernel's "
    "DMA is its descriptors' blocks times their issues, plus the cost analysis's bytes of the XLA code around it; an "
    "XLA program's is the smaller of what its code's DMAs move (when each has a known size) and the cost analysis's "
    "bytes";

}  // namespace jaxbench::preflight
