// Which execution slot of a TPU bundle an operation of libtpu's final
// bundles occupies, by its opcode as libtpu 0.0.48 writes it for v6e:
// "vmatmul.mubr.bf16.gmra.mxu0" (MXU), "vmax.xlane.f32.xlu1" (XLU: the
// unit is in the name), "vpow2.f32" / "vpop.eup" (EUP), "vld", "vst",
// "sadd.s32" (scalar), "dma.hbm_to_vmem" (DMA issue), "vsyncadd" /
// "dma.done.wait" (sync/wait). Annotations that occupy no slot (a call's
// operand list, scheduling barriers, trace marks) are kNone; an opcode none
// of the rules knows is kUnknown, and the profile says which it met.
#pragma once

#include <array>
#include <string>

namespace jaxbench::preflight {

enum class SlotKind : int {
  kMxu,
  kVectorAlu,
  kXlu,
  kEup,
  kVectorLoad,
  kVectorStore,
  kScalar,
  kDmaIssue,
  kSync,
  kNone,
  kUnknown
};
inline constexpr int kSlotKinds = 9;  // the kinds before kNone: the profile's columns

// "mxu", "vector_alu", "xlu", "eup", "vector_load", "vector_store", "scalar", "dma_issue", "sync_wait".
const char* slot_kind_name(SlotKind kind);

SlotKind slot_kind_of(const std::string& opcode);

// A matmul push onto an MXU ("vmatmul..."): the MXU's work, one per MXU per bundle at most.
bool is_matmul_push(const std::string& opcode);

template <typename T>
using PerSlotKind = std::array<T, kSlotKinds>;

}  // namespace jaxbench::preflight
