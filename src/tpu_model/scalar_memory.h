// The memory the bundle simulator (bundle_simulator.h) reads and writes: the
// kernel's SMEM allocations word by word, its operands' values, and the
// copies between them. A copy into SMEM of a whole operand lands word by
// word; any other copy into an allocation leaves it unknown from then on. A
// copy out of SMEM into an operand from its start is kept: the results a
// later kernel reads (outputs()).
#pragma once

#include <cstdint>
#include <map>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "tpu_model/bundle_simulator.h"
#include "tpu_model/scalar_ops.h"

namespace jaxbench::preflight {

class ScalarMemory {
 public:
  explicit ScalarMemory(const std::vector<KernelOperandValues>& operands);

  // The word at (base, offset): an SMEM allocation (base > 0) or an operand
  // read in place (base < 0); unknown when nothing known is there.
  ScalarValue load(int32_t base, uint32_t offset) const;
  void store(int32_t base, uint32_t offset, const ScalarValue& value);
  // A DMA into SMEM at `to` from `from` (pointers; unknown ones poison `to`).
  void copy_in(const ScalarValue& to, const ScalarValue& from);
  // A DMA of `words` words out of SMEM at `from` into `to`.
  void copy_out(const ScalarValue& from, const ScalarValue& to, size_t words);
  // The operands copy_out wrote: index -> their words up to the first unknown
  // one (a copy moves whole granules; the words past the result's end are padding).
  std::map<int, std::vector<int64_t>> outputs() const;
  // The value of operand `index` passed in a register (its first element).
  ScalarValue scalar_operand(int index) const;

 private:
  static uint64_t key(int32_t base, uint32_t offset) {
    return (static_cast<uint64_t>(static_cast<uint32_t>(base)) << 32) | offset;
  }

  std::unordered_map<uint64_t, ScalarValue> smem_;
  std::unordered_set<int32_t> poisoned_;  // SMEM allocations written with what is not known
  std::map<int, std::vector<uint32_t>> operands_;
  std::map<int, ScalarValue> scalar_operands_;
  std::map<int, std::vector<ScalarValue>> written_;  // operands copied into out of SMEM
};

}  // namespace jaxbench::preflight
