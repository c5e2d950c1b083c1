#include "preflight/slot_kinds.h"

#include <set>

namespace jaxbench::preflight {

namespace {

bool starts_with(const std::string& text, const char* prefix) { return text.rfind(prefix, 0) == 0; }

// The transcendental ops libtpu issues to the EUP (their results come back by vpop.eup).
bool is_eup(const std::string& opcode) {
  static const std::set<std::string> kRoots = {"vtanh",  "vpow2", "vexp",     "vexp2", "vlog", "vlog2", "vrcp",
                                               "vrsqrt", "vsqrt", "vsigmoid", "verf",  "vsin", "vcos"};
  return starts_with(opcode, "vpop.eup") || kRoots.count(opcode.substr(0, opcode.find('.'))) > 0;
}

bool is_sync(const std::string& opcode) {
  return starts_with(opcode, "dma.done") || starts_with(opcode, "vsync") || starts_with(opcode, "vwait") ||
         starts_with(opcode, "swait") || starts_with(opcode, "ssync") || opcode == "sfence" || opcode == "vdelay" ||
         opcode == "sdelay";
}

// Annotations and bookkeeping that take no execution slot (int_to_ptr
// retypes a register in place; a phi, scalar "sphi" or vector "vphi", names
// the value a register holds where control flow joins: 60 vphi share one
// loop-head bundle in a kernel whose loop carries 60 vectors).
bool takes_no_slot(const std::string& opcode) {
  return starts_with(opcode, "inlined_call") || starts_with(opcode, "compiler-") || opcode == "control" ||
         opcode == "reloc" || opcode == "vtrace" || opcode == "sphi" || opcode == "vphi" || opcode == "pphi" ||
         starts_with(opcode, "int_to_ptr") || starts_with(opcode, "vsettm") || starts_with(opcode, "vsetiar") ||
         starts_with(opcode, "set.") || starts_with(opcode, "shalt");
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

bool is_matmul_push(const std::string& opcode) { return starts_with(opcode, "vmatmul"); }

SlotKind slot_kind_of(const std::string& opcode) {
  if (opcode.empty() || takes_no_slot(opcode) || in_no_counted_kind(opcode)) return SlotKind::kNone;
  if (is_sync(opcode)) return SlotKind::kSync;
  if (starts_with(opcode, "dma.")) return SlotKind::kDmaIssue;
  if (starts_with(opcode, "vmat") || opcode.find(".mxu") != std::string::npos) return SlotKind::kMxu;
  if (opcode.find(".xlu") != std::string::npos) return SlotKind::kXlu;
  if (is_eup(opcode)) return SlotKind::kEup;
  if (opcode == "vld" || starts_with(opcode, "vld.")) return SlotKind::kVectorLoad;
  if (starts_with(opcode, "vst")) return SlotKind::kVectorStore;
  if (opcode[0] == 'v') return SlotKind::kVectorAlu;
  if (is_scalar(opcode)) return SlotKind::kScalar;
  return SlotKind::kUnknown;
}

}  // namespace jaxbench::preflight
