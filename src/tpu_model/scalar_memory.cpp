#include "tpu_model/scalar_memory.h"

#include <algorithm>

namespace jaxbench::preflight {

namespace {

// A kernel operand's values as 32-bit words, little-endian packed when
// narrower (int8 block masks), as they lie in SMEM.
std::vector<uint32_t> operand_words(const KernelOperandValues& operand) {
  int per_word = std::max(1, 4 / std::max(1, operand.element_bytes));
  std::vector<uint32_t> words((operand.values.size() + per_word - 1) / per_word, 0);
  for (size_t i = 0; i < operand.values.size(); ++i) {
    uint32_t element = static_cast<uint32_t>(operand.values[i]);
    if (per_word > 1) element &= (1u << (8 * operand.element_bytes)) - 1;
    words[i / per_word] |= element << (8 * operand.element_bytes * (i % per_word));
  }
  return words;
}

bool is_pointer(const ScalarValue& v) { return v.kind == ScalarValue::Kind::kPointer; }

}  // namespace

ScalarMemory::ScalarMemory(const std::vector<KernelOperandValues>& operands) {
  for (const auto& o : operands) {
    operands_[o.index] = operand_words(o);
    scalar_operands_[o.index] = o.values.empty() ? ScalarValue{} : int_value(o.values[0]);
  }
}

ScalarValue ScalarMemory::load(int32_t base, uint32_t offset) const {
  if (base == 0 || poisoned_.count(base)) return {};
  if (base < 0) {  // a kernel operand read in place (an operand in SMEM)
    auto found = operands_.find(-base - 1);
    if (found == operands_.end() || offset >= found->second.size()) return {};
    return int_value(found->second[offset]);
  }
  auto found = smem_.find(key(base, offset));
  return found == smem_.end() ? ScalarValue{} : found->second;
}

void ScalarMemory::store(int32_t base, uint32_t offset, const ScalarValue& value) {
  if (base > 0) smem_[key(base, offset)] = value;
}

void ScalarMemory::copy_in(const ScalarValue& to, const ScalarValue& from) {
  if (!is_pointer(to) || to.base < 0) return;
  auto words = is_pointer(from) && from.base < 0 && from.bits == 0 ? operands_.find(-from.base - 1) : operands_.end();
  if (words == operands_.end()) {
    poisoned_.insert(to.base);
    return;
  }
  for (size_t i = 0; i < words->second.size(); ++i) {
    smem_[key(to.base, to.bits + static_cast<uint32_t>(i))] = int_value(words->second[i]);
  }
}

void ScalarMemory::copy_out(const ScalarValue& from, const ScalarValue& to, size_t words) {
  if (!is_pointer(from) || from.base <= 0 || !is_pointer(to) || to.base >= 0 || to.bits != 0 || words == 0) return;
  std::vector<ScalarValue>& out = written_[-to.base - 1];
  out.assign(words, ScalarValue{});
  if (poisoned_.count(from.base)) return;
  for (size_t i = 0; i < words; ++i) out[i] = load(from.base, from.bits + static_cast<uint32_t>(i));
}

std::map<int, std::vector<int64_t>> ScalarMemory::outputs() const {
  std::map<int, std::vector<int64_t>> out;
  for (const auto& [index, words] : written_) {
    std::vector<int64_t> values;
    for (const ScalarValue& w : words) {
      if (w.kind != ScalarValue::Kind::kInt) break;
      values.push_back(static_cast<int32_t>(w.bits));
    }
    if (!values.empty()) out[index] = std::move(values);
  }
  return out;
}

ScalarValue ScalarMemory::scalar_operand(int index) const {
  auto found = scalar_operands_.find(index);
  return found == scalar_operands_.end() ? ScalarValue{} : found->second;
}

}  // namespace jaxbench::preflight
