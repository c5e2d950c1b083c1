#include "platform/tpu_bundle_slots.h"

#include "platform/tpu_core_facts.h"
#include "platform/tpu_generations.h"

namespace jaxbench::platform {

std::optional<TpuBundleSlots> tpu_bundle_slots(const std::string& generation) {
  std::optional<TpuGeneration> found = find_tpu_generation(generation);
  std::optional<TpuCoreFacts> core = tpu_core_facts(generation);
  if (!found || !core) return std::nullopt;
  // The published layout (Norrie et al., "The Design Process for Google's
  // Training Chips: TPUv2 and TPUv3", IEEE Micro 2021): 2 scalar slots, 4
  // vector slots (2 of them loads/stores), a matrix push and a pop slot per
  // MXU, one misc slot. From v5 on the bundle is wider (64 bytes) and no
  // per-slot table is published: v5e, v5p, v6e and v7 take the most
  // operations of each kind libtpu 0.0.48's v6e code puts in one bundle
  // (tests/tpu_model/tpu_slots_test.cpp checks every fixture against them,
  // bench/profile_vs_published.py the 57 suite modules): 2 scalar, 4 vector
  // ALU, 3 loads, 2 stores, and the XLUs and the EUP as the MXUs: a push
  // ("vbcast.lane.b32.xlu0", "vtanh.f32") and a result pop
  // ("vpop.permute.xlu0", "vpop.eup") in one bundle, 2 per unit.
  bool published = found->name == "v4";
  TpuBundleSlots slots;
  slots.mxu = 2 * core->mxus;
  slots.scalar = 2;
  slots.vector_alu = published ? 2 : 4;
  slots.vector_load = published ? 1 : 3;
  slots.vector_store = published ? 1 : 2;
  slots.xlu = published ? 2 : 2 * 2;  // v6e's two XLUs (xlu0, xlu1)
  slots.eup = published ? 1 : 2;
  slots.dma = 1;
  slots.source = published ? "TPUv2/v3 bundle layout (IEEE Micro 2021)"
                           : "the most per bundle in libtpu 0.0.48's v6e code (the v2/v3 layout widened)";
  return slots;
}

}  // namespace jaxbench::platform
