#include "tpu_model/bundle_simulator.h"

#include <chrono>
#include <map>

#include "tpu_model/scalar_memory.h"
#include "tpu_model/scalar_ops.h"

namespace jaxbench::preflight {

namespace {

using Clock = std::chrono::steady_clock;

class Machine {
 public:
  Machine(const BundleProgram& program, const std::vector<KernelOperandValues>& operands)
      : p_(program), decoded_(decode_program(program)), memory_(operands) {
    values_.assign(program.value_names.size(), ScalarValue{});
  }

  Simulation run(const SimulationLimits& limits) {
    Simulation s;
    auto start = Clock::now();
    size_t n = p_.bundles.size();
    s.executions.assign(n, 0);
    s.branches_taken.assign(n, 0);
    s.dma_issues.resize(n);
    s.dma_granules.resize(n);
    for (size_t b = 0; b < n; ++b) s.dma_issues[b].assign(p_.bundles[b].ops.size(), 0);
    for (size_t b = 0; b < n; ++b) s.dma_granules[b].assign(p_.bundles[b].ops.size(), 0);
    size_t pc = 0;
    int64_t jump_to = -1;  // the bundle a taken branch jumps to after its delay slots
    int delay = 0;
    while (pc < n) {
      s.executions[pc] += 1;
      if (++s.executed_bundles > limits.max_bundles) {
        s.stopped = "stopped after " + std::to_string(static_cast<int64_t>(limits.max_bundles)) + " bundles";
        break;
      }
      if ((static_cast<int64_t>(s.executed_bundles) & 0xFFFFF) == 0 &&
          std::chrono::duration<double>(Clock::now() - start).count() > limits.max_seconds) {
        s.stopped = "stopped after " + std::to_string(static_cast<int>(limits.max_seconds)) + " s";
        break;
      }
      int64_t taken = execute(pc, s);
      if (jump_to >= 0 && --delay == 0) {
        pc = static_cast<size_t>(jump_to);
        jump_to = -1;
        continue;
      }
      if (taken >= 0) s.branches_taken[pc] += 1;
      if (taken >= 0 && jump_to < 0) {
        jump_to = taken;
        delay = kBranchDelaySlots;
      }
      ++pc;
    }
    s.complete = s.stopped.empty();
    for (const auto& [address, entry] : unresolved_) s.unresolved.push_back(entry);
    s.outputs = memory_.outputs();
    s.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return s;
  }

 private:
  ScalarValue operand(const BundleOperand& o) const {
    switch (o.kind) {
      case BundleOperand::Kind::kValue:
        return values_[o.value];
      case BundleOperand::Kind::kImmediate:
        return int_value(o.immediate);
      case BundleOperand::Kind::kAllocation:
        return ScalarValue{ScalarValue::Kind::kPointer, o.allocation + 1, static_cast<uint32_t>(o.immediate)};
      default:
        return ScalarValue{};
    }
  }

  // An address operand's SMEM word: (base, offset), or base 0 when unknown.
  std::pair<int32_t, uint32_t> address(const BundleOperand& o) const {
    ScalarValue base = o.allocation >= 0 ? ScalarValue{ScalarValue::Kind::kPointer, o.allocation + 1, 0}
                       : o.value >= 0    ? values_[o.value]
                                         : ScalarValue{};
    if (base.kind != ScalarValue::Kind::kPointer) return {0, 0};
    uint32_t offset = base.bits + static_cast<uint32_t>(o.immediate);
    if (o.index >= 0) {
      const ScalarValue& index = values_[o.index];
      if (index.kind != ScalarValue::Kind::kInt) return {0, 0};
      offset += index.bits;
    }
    return {base.base, offset};
  }

  ScalarValue load(const BundleOperand& o) const {
    auto [base, offset] = address(o);
    return memory_.load(base, offset);
  }

  void store(const BundleOperand& o, const ScalarValue& v) {
    auto [base, offset] = address(o);
    memory_.store(base, offset, v);
  }

  ScalarValue named(const BundleOp& op, std::initializer_list<const char*> names) const {
    for (const char* name : names) {
      auto found = op.named.find(name);
      if (found != op.named.end()) return operand(found->second);
    }
    return {};
  }

  // A copy into SMEM (scalar prefetch), and one out of it (a kernel's results).
  void copy_to_smem(const BundleOp& op) {
    if (!op.named.count("smem") && !op.named.count("dst")) return;
    memory_.copy_in(named(op, {"smem", "dst"}), named(op, {"vmem", "hbm", "src"}));
  }

  void copy_from_smem(const BundleOp& op) {
    auto words = static_cast<size_t>(granules(op) * kDmaGranuleBytes / 4);
    memory_.copy_out(named(op, {"smem"}), named(op, {"vmem", "hbm", "dst"}), words);
  }

  // A DMA's size_in_granules, 0 when unknown.
  double granules(const BundleOp& op) const {
    auto size = op.named.find("size_in_granules");
    if (size == op.named.end()) return 0;
    ScalarValue v = operand(size->second);
    return v.kind == ScalarValue::Kind::kInt ? static_cast<double>(v.bits) : 0;
  }

  // Whether a predicated operation runs: 1 yes, 0 no, -1 unknown.
  int runs(const Decoded& d) const {
    if (d.op->predicate < 0) return 1;
    const ScalarValue& p = values_[d.op->predicate];
    if (p.kind != ScalarValue::Kind::kInt) return -1;
    return (p.bits != 0) != d.op->predicate_negated ? 1 : 0;
  }

  void write(const Decoded& d, const ScalarValue& v) {
    if (d.op->result < 0) return;
    values_[d.op->result] = v;
    if (d.op->result_register >= 0) registers_[d.op->result_register] = v;
  }

  void note_unresolved(size_t pc, const Decoded& d) {
    int64_t address = p_.bundles[pc].address;
    auto [it, added] = unresolved_.try_emplace(address, UnresolvedBranch{address, false, 0});
    auto target = p_.region_start.find(d.op->branch_region);
    it->second.backward = target != p_.region_start.end() && target->second <= pc;
    it->second.times += 1;
  }

  // One bundle: its phis first (they read the registers as the bundle
  // found them), then its operations in order. Returns the bundle a taken
  // branch jumps to, or -1.
  int64_t execute(size_t pc, Simulation& s) {
    int64_t taken = -1;
    const std::vector<Decoded>& ops = decoded_[pc];
    for (const Decoded& d : ops) {
      if (d.kind == OpKind::kPhi) write(d, registers_[d.op->result_register]);
    }
    for (const Decoded& d : ops) {
      if (d.kind == OpKind::kPhi) continue;
      int run = runs(d);
      if (d.kind == OpKind::kBranch) {
        if (run < 0) note_unresolved(pc, d);
        auto target = p_.region_start.find(d.op->branch_region);
        if (run == 1 && target != p_.region_start.end()) taken = static_cast<int64_t>(target->second);
        continue;
      }
      if (d.kind == OpKind::kDma || d.kind == OpKind::kDmaToSmem) {
        if (run != 0) s.dma_issues[pc][d.index] += 1;
        if (run != 0) s.dma_granules[pc][d.index] += granules(*d.op);
        if (run < 0) s.dma_issues_unknown += 1;
        if (run == 1 && d.kind == OpKind::kDmaToSmem) copy_to_smem(*d.op);
        if (run == 1 && d.op->opcode.rfind("dma.smem_to", 0) == 0) copy_from_smem(*d.op);
        continue;
      }
      if (run == 0) {
        if (d.op->result >= 0) {
          write(d, d.op->kept_value >= 0        ? values_[d.op->kept_value]
                   : d.op->result_register >= 0 ? registers_[d.op->result_register]
                                                : ScalarValue{});
        }
        continue;
      }
      ScalarValue v = run < 0 ? ScalarValue{} : evaluate(d);
      if (d.kind == OpKind::kStore) {
        if (run == 1 && d.op->operands.size() >= 2) store(d.op->operands[0], operand(d.op->operands[1]));
        continue;
      }
      write(d, v);
    }
    return taken;
  }

  ScalarValue evaluate(const Decoded& d) const {
    const auto& o = d.op->operands;
    auto arg = [&](size_t i) { return i < o.size() ? operand(o[i]) : ScalarValue{}; };
    switch (d.kind) {
      case OpKind::kLoad:
        return o.empty() ? ScalarValue{} : load(o[0]);
      case OpKind::kOperand:
        return kernel_operand(d);
      case OpKind::kSelect: {
        ScalarValue p = arg(0);
        if (p.kind != ScalarValue::Kind::kInt) return ScalarValue{};
        return p.bits ? arg(1) : arg(2);
      }
      default:
        return apply(d.kind, d.condition, arg(0), arg(1));
    }
  }

  // inlined_call_operand.<space> [shape: s32[64], index: 0, ...]: a pointer
  // to operand `index`, or its value when it is passed in a register.
  ScalarValue kernel_operand(const Decoded& d) const {
    const std::string& text = d.op->operand_text;
    size_t at = text.find("index: ");
    if (at == std::string::npos) return {};
    int index = std::atoi(text.c_str() + at + 7);
    if (d.op->opcode == "inlined_call_operand.<no") return memory_.scalar_operand(index);
    return ScalarValue{ScalarValue::Kind::kPointer, -(index + 1), 0};
  }

  const BundleProgram& p_;
  std::vector<std::vector<Decoded>> decoded_;
  std::vector<ScalarValue> values_;
  ScalarValue registers_[kRegisterCount];
  ScalarMemory memory_;
  std::map<int64_t, UnresolvedBranch> unresolved_;
};

}  // namespace

Simulation simulate_kernel(const BundleProgram& program, const std::vector<KernelOperandValues>& operands,
                           const SimulationLimits& limits) {
  Machine machine(program, operands);
  return machine.run(limits);
}

}  // namespace jaxbench::preflight
