#include "tpu_model/slot_kinds.h"

#include <set>

namespace jaxbench::preflight {

namespace {

// The transcendental ops libtpu issues to the EUP (their results come back by vpop.eup).
bool is_eup(const std::string& opcode) {
  static const std::set<std::string> kRoots = {"vtanh",  "vpow2", "vexp",     "vexp2", "vlog", "vlog2", "vrcp",
                                               "vrsqrt", "vsqrt", "vsigmoid", "verf",  "vsin", "vcos"};
  return opcode.starts_with("vpop.eup") || kRoots.count(opcode.substr(0, opcode.find('.'))) > 0;
}

bool is_sync(const std::string& opcode) {
  return opcode.starts_with("dma.done") || opcode.starts_with("vsync") || opcode.starts_with("vwait") ||
         opcode.starts_with("swait") || opcode.starts_with("ssync") || opcode == "sfence" || opcode == "vdelay" ||
         opcode == "sdelay";
}

// Annotations and bookkeeping that take no execution slot (int_to_ptr
// retypes a register in place; a phi, scalar "sphi" or vector "vphi", names
// the value a register holds where control flow joins: 60 vphi share one
// loop-head bundle in a kernel whose loop carries 60 vectors).
bool takes_no_slot(const std::string& opcode) {
  return opcode.starts_with("inlined_call") || opcode.starts_with("compiler-") || opcode == "control" ||
         opcode == "reloc" || opcode == "vtrace" || opcode == "sphi" || opcode == "vphi" || opcode == "pphi" ||
         opcode.starts_with("int_to_ptr") || opcode.starts_with("vsettm") || opcode.starts_with("vsetiar") ||
         opcode.starts_with("set.") || opcode.starts_with("shalt");
}

// Operations of a unit the registry gives no slot, so counted in no kind:
// "vstv %s" moves a scalar register into the vector unit (no VMEM address;
// up to 3 beside 2 vst in one bundle of the suite's code), and the mask
// register operations (vmand, vmor, vmneg, vmmov, vmpackc: a fifth beside 4
// vector ALU operations, never a fifth ALU operation without one).
bool in_no_counted_kind(const std::string& opcode) {
  static const std::set<std::string> kRoots = {"vstv", "vmand", "vmor", "vmxor", "vmneg", "vmmov", "vmpackc"};
  return kRoots.count(opcode.substr(0, opcode.find('.'))) > 0;
}

bool is_scalar(const std::string& opcode) {
  static const std::set<std::string> kPredicateOps = {"por", "pand", "pnand", "pneg", "pxor", "pnor", "pmov"};
  return (opcode.size() > 1 && opcode[0] == 's') || kPredicateOps.count(opcode) > 0;
}

}  // namespace

const char* slot_kind_name(SlotKind kind) {
  static const char* kNames[] = {"mxu",    "vector_alu", "xlu",       "eup",  "vector_load", "vector_store",
                                 "scalar", "dma_issue",  "sync_wait", "none", "unknown"};
  return kNames[static_cast<int>(kind)];
}

bool is_matmul_push(const std::string& opcode) { return opcode.starts_with("vmatmul"); }

SlotKind slot_kind_of(const std::string& opcode) {
  if (opcode.empty() || takes_no_slot(opcode) || in_no_counted_kind(opcode)) return SlotKind::kNone;
  if (is_sync(opcode)) return SlotKind::kSync;
  if (opcode.starts_with("dma.")) return SlotKind::kDmaIssue;
  if (opcode.starts_with("vmat") || opcode.find(".mxu") != std::string::npos) return SlotKind::kMxu;
  if (opcode.find(".xlu") != std::string::npos) return SlotKind::kXlu;
  if (is_eup(opcode)) return SlotKind::kEup;
  if (opcode == "vld" || opcode.starts_with("vld.")) return SlotKind::kVectorLoad;
  if (opcode.starts_with("vst")) return SlotKind::kVectorStore;
  if (opcode[0] == 'v') return SlotKind::kVectorAlu;
  if (is_scalar(opcode)) return SlotKind::kScalar;
  return SlotKind::kUnknown;
}

}  // namespace jaxbench::preflight
