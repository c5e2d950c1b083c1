// The TPU generations jaxbench compiles for, and the slices libtpu can
// describe for each. Everything that names a generation (a pre-flight target,
// a device kind, a libtpu topology, a key into the peaks of hardware.h) looks
// it up here: there is one alias table.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace jaxbench::platform {

// One TPU generation as libtpu names it.
struct TpuGeneration {
  std::string name;                  // v6e: what jaxbench prints, and the key of its peaks in hardware.h
  std::vector<std::string> aliases;  // other names accepted for it (v5litepod, tpu7x), not counting `name`
  std::string device_kind;           // what libtpu, and so JAX, calls one device of it: TPU v6 lite
  // Fragments that identify it inside a device kind another plugin reports
  // (TPU v5p, TFRT TPU v6 lite), tried after an exact device_kind match.
  std::vector<std::string> device_kind_fragments;
  std::string topology_prefix;   // libtpu's name in a topology: v6e in v6e:2x2, tpu7x in tpu7x:1x1x1
  int dimensions = 2;            // 2 for the lite chips, 3 for the torus chips
  std::string chip_config_name;  // empty = libtpu's default; megacore for v4
  std::string accelerator_type;  // for TPU_ACCELERATOR_TYPE: v6e-1 (does not change what is compiled)
};

// Every generation, oldest first.
const std::vector<TpuGeneration>& tpu_generations();

// The generation a name or alias means (any case); nullopt when none does.
std::optional<TpuGeneration> find_tpu_generation(const std::string& name_or_alias);
// The generation a PJRT device kind belongs to (TPU v6 lite, TPU7x); nullopt
// for any other device (a GPU, a CPU).
std::optional<TpuGeneration> tpu_generation_for_device_kind(const std::string& device_kind);

// The generations' names, for help texts and errors: "v4, v5e, v5p, v6e, v7".
std::string tpu_generation_names();

// A slice of chips of one generation.
struct TpuSlice {
  TpuGeneration generation;
  std::vector<int64_t> bounds;  // chips along each axis: {2, 2}, {2, 2, 1}
  int chips = 1;
  std::string topology_name() const;                   // libtpu's: v6e:2x2, v5p:1x1x1
  std::vector<int64_t> chips_per_host_bounds() const;  // three values: hosts hold at most 2x2x1 chips
};

// A generation (name or alias) with a power-of-two chip count, or a libtpu
// topology name with its bounds (v6e:2x2, v5p:2x2x1). Throws jaxbench::Error
// naming the target and the accepted ones.
TpuSlice tpu_slice(const std::string& target, int chips = 1);

}  // namespace jaxbench::platform

namespace jaxbench::platform {

// How the pre-flight turns libtpu's compiled code into seconds for one
// generation (estimate/tpu_estimate.h): executed bundles at
// `bundles_per_second`; the HBM traffic at `hbm_efficiency` of the
// spec-sheet bandwidth (hardware.h); the two combined as a smooth maximum
// (c^q + d^q)^(1/q) with q = `overlap_exponent` (1: no overlap, added; 0:
// perfect overlap, the longer), plus `overhead_seconds` per program and
// `wait_seconds` per DMA/semaphore wait a Mosaic kernel executes (the sync
// a wait costs beyond its bundle, which the issue rate does not see).
// Fitted by bench/fit_tpu_estimate.py; `source` says on what.
struct TpuTimingModel {
  double bundles_per_second = 0;
  double hbm_efficiency = 1;
  double overlap_exponent = 0;
  double overhead_seconds = 0;
  double wait_seconds = 0;
  // The share of the chip's spec-sheet HBM bandwidth (hardware.h) one JAX
  // device has: a TPU7x device is one of its chip's two TensorCores.
  double device_share_of_chip = 1;
  std::string source;
};

// The model for a generation's name or alias; nullopt where none is fitted.
std::optional<TpuTimingModel> tpu_timing_model(const std::string& generation);

}  // namespace jaxbench::platform
