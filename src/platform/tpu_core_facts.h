// What a kernel writer needs to know of one TensorCore of a TPU generation:
// the facts the loop's prompts quote (prompts/chip_tpu.md). Per TensorCore,
// as Pallas sees it (JAX's pltpu TPU info: VMEM capacity, MXU count and size).
#pragma once

#include <optional>
#include <string>

namespace jaxbench::platform {

struct TpuCoreFacts {
  int tensor_cores_per_chip = 1;  // as JAX runs the chip (v4 and v5p as megacore: 1 device)
  int vmem_mib = 0;               // VMEM per TensorCore
  int mxus = 0;                   // matrix units per TensorCore
  int mxu_size = 0;               // an MXU is mxu_size x mxu_size
};

// The facts for a generation's name or alias; nullopt for an unknown one.
std::optional<TpuCoreFacts> tpu_core_facts(const std::string& generation);

}  // namespace jaxbench::platform
