// How many operations of each kind one VLIW bundle of a TPU generation's
// TensorCore can issue: the capacity the pre-flight's profile
// (estimate/tpu_profile.h) divides a bundle's operations by, and the bound
// it checks what it reads from libtpu's final bundles against. The kinds
// are the profile's slot kinds.
#pragma once

#include <optional>
#include <string>

namespace jaxbench::platform {

struct TpuBundleSlots {
  int mxu = 0;           // MXU operations per bundle: a push and a pop per MXU (tpu_core_facts' mxus)
  int vector_alu = 0;    // vector arithmetic, compare, select, pack
  int xlu = 0;           // cross-lane units: transposes, permutes, lane reductions, and their result pops
  int eup = 0;           // the transcendental unit (exp, tanh, reciprocal): a push and its result pop
  int vector_load = 0;   // vld
  int vector_store = 0;  // vst
  int scalar = 0;        // scalar ALU and address arithmetic, branches
  int dma = 0;           // DMA issues
  std::string source;    // where the counts come from
};

// The slots for a generation's name or alias; nullopt where none are known.
std::optional<TpuBundleSlots> tpu_bundle_slots(const std::string& generation);

}  // namespace jaxbench::platform
