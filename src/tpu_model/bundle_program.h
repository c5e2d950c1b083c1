// One compiled unit's final bundles as a program: each bundle (one VLIW
// instruction word) with its operations, their SSA values, operands and
// predicates, the regions it starts and the branches it takes, parsed from
// libtpu's "...-final_bundles.txt" (dump_reader.h has the format). The
// simulator (bundle_simulator.h) runs a Mosaic kernel's scalar code on it to
// count what a kernel really executes; a per-slot profile can read the same
// structure (each bundle's operations and their opcodes).
//
// Operand forms in libtpu 0.0.48's text:
//   %s142_s5            an SSA value held in physical register s5 (p: predicates, v: vectors)
//   4294967295, $0x10   immediates (32-bit, as the scalar unit sees them)
//   [#allocation7]      an allocation's address (smem, vmem, sync flags)
//   [smem:[#allocation7 + %s12_s3]], [smem:[%s9_s4 + $0x3]]   a memory address
//   (%p3_p1) / (!%p3_p1) first: the predicate the operation runs under;
//   (!%p3_p1, %s9_s13): the value kept when it does not
//   /*vmem=*/%s16_s11   a named operand (DMAs)
//   target = $region24  a branch's target region
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace jaxbench::preflight {

struct BundleOperand {
  enum class Kind : uint8_t { kValue, kImmediate, kAllocation, kAddress, kOther };
  Kind kind = Kind::kOther;
  int value = -1;         // kValue: the SSA value's id; kAddress: its base register, or -1
  int64_t immediate = 0;  // kImmediate; kAllocation / kAddress: the displacement
  int allocation = -1;    // kAllocation, kAddress: the base allocation's id, or -1
  int index = -1;         // kAddress: an SSA value added to the base, or -1
  std::string space;      // kAddress: smem, vmem, hbm
};

struct BundleOp {
  std::string opcode;        // "sadd.s32", "sbr.rel", "dma.hbm_to_vmem"
  int result = -1;           // the SSA value it defines, or -1
  int result_register = -1;  // its physical register (register_index), or -1
  int predicate = -1;        // the predicate it runs under, or -1
  bool predicate_negated = false;
  int kept_value = -1;  // the value the result keeps when the predicate is false, or -1
  std::vector<BundleOperand> operands;
  std::string operand_text;                    // its operands as written, comments cut out
  std::map<std::string, BundleOperand> named;  // "/*vmem=*/%s16_s11" -> vmem
  std::string comment;                         // its /* */ comments: a DMA's descriptor, a kRem
  int64_t branch_region = -1;                  // a branch's target region
};

struct Bundle {
  int64_t address = 0;
  int depth = 0;  // the loops around it, as the dump's '>' marks say
  bool loop_body_start = false;
  std::vector<BundleOp> ops;
  std::vector<int64_t> regions_started;
};

struct BundleProgram {
  std::string unit;
  std::vector<Bundle> bundles;
  std::map<int64_t, size_t> region_start;  // region -> index of the bundle that starts it
  std::vector<std::string> value_names;    // SSA id -> "%s142_s5"
  std::vector<int> value_registers;        // SSA id -> physical register, or -1
  std::vector<std::string> allocations;    // allocation id -> "allocation7", "allocation1047_spill"
};

// s0..s63 -> 0..63, p0..p63 -> 64..127; -1 for anything else (vector registers).
int register_index(const std::string& name);
inline constexpr int kRegisterCount = 128;

// Parses one unit's final_bundles.txt text.
BundleProgram parse_bundle_program(const std::string& unit, const std::string& text);

// The product of the tuple after `key` in a DMA descriptor ("window_bounds:
// (32, 4)" -> 128); nullopt when the text has no such key.
std::optional<double> descriptor_product(const std::string& text, const std::string& key);

}  // namespace jaxbench::preflight
