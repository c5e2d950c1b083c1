#include "tpu_model/scalar_ops.h"

#include <map>
#include <string>

namespace jaxbench::preflight {

namespace {

using Kind = ScalarValue::Kind;

const std::map<std::string, OpKind>& opcode_kinds() {
  static const std::map<std::string, OpKind> kinds = {
      {"smov", OpKind::kMove},
      {"pmov", OpKind::kMove},
      {"int_to_ptr", OpKind::kMove},
      {"sadd.s32", OpKind::kAdd},
      {"scalar_lea", OpKind::kAdd},
      {"ssub.s32", OpKind::kSub},
      {"smul.u32", OpKind::kMul},
      {"smul.s32", OpKind::kMul},
      {"sand.u32", OpKind::kAnd},
      {"pand", OpKind::kAnd},
      {"sor.u32", OpKind::kOr},
      {"por", OpKind::kOr},
      {"sxor.u32", OpKind::kXor},
      {"pxor", OpKind::kXor},
      {"sshll.u32", OpKind::kShiftLeft},
      {"sshrl.u32", OpKind::kShiftRightLogical},
      {"sshra.s32", OpKind::kShiftRightArithmetic},
      {"smin.u32", OpKind::kMinUnsigned},
      {"smax.u32", OpKind::kMaxUnsigned},
      {"smin.s32", OpKind::kMinSigned},
      {"smax.s32", OpKind::kMaxSigned},
      {"pneg", OpKind::kNot},
      {"pnand", OpKind::kNand},
      {"pnor", OpKind::kNor},
      {"scalar_select", OpKind::kSelect},
      {"sld", OpKind::kLoad},
      {"sst", OpKind::kStore},
      {"sphi", OpKind::kPhi},
      {"spop", OpKind::kMove},
      {"spop.drf", OpKind::kMove},
      {"sbr.rel", OpKind::kBranch},
  };
  return kinds;
}

Condition condition_of(const std::string& opcode) {
  // scmp.<cond>.<s32|u32|f32>.totalorder
  std::string cond = opcode.substr(5, 2);
  std::string type = opcode.substr(8, 3);
  if (type != "s32" && type != "u32") return Condition::kNone;
  bool s = type == "s32";
  if (cond == "eq") return Condition::kEq;
  if (cond == "ne") return Condition::kNe;
  if (cond == "lt") return s ? Condition::kLtS : Condition::kLtU;
  if (cond == "le") return s ? Condition::kLeS : Condition::kLeU;
  if (cond == "gt") return s ? Condition::kGtS : Condition::kGtU;
  if (cond == "ge") return s ? Condition::kGeS : Condition::kGeU;
  return Condition::kNone;
}

Decoded decode(const BundleOp& op, size_t index) {
  Decoded d;
  d.op = &op;
  d.index = index;
  const std::string& code = op.opcode;
  std::string family = code.substr(0, code.find('.'));
  if (code.rfind("dma.", 0) == 0 && code != "dma.done.wait") {
    bool to_smem = code.ends_with("_to_smem") || op.comment.find("-to-smem") != std::string::npos;
    d.kind = to_smem ? OpKind::kDmaToSmem : OpKind::kDma;
  } else if (code.rfind("scmp.", 0) == 0 && code.size() >= 11) {
    d.condition = condition_of(code);
    d.kind = d.condition == Condition::kNone ? OpKind::kUnknown : OpKind::kCompare;
  } else if (code.rfind("sdivrem.", 0) == 0) {
    bool quotient = op.comment.find("kDiv") != std::string::npos;
    d.kind = quotient                                       ? OpKind::kDivide
             : op.comment.find("kRem") != std::string::npos ? OpKind::kRemainder
                                                            : OpKind::kUnknown;
  } else if (code.rfind("inlined_call_operand", 0) == 0) {
    d.kind = OpKind::kOperand;
  } else if (auto found = opcode_kinds().find(code); found != opcode_kinds().end()) {
    d.kind = found->second;
  } else if (family == "scalar_lea" || family == "int_to_ptr") {
    d.kind = opcode_kinds().at(family);
  } else if (op.branch_region >= 0) {
    d.kind = OpKind::kBranch;
  }
  return d;
}

bool compare(Condition c, uint32_t a, uint32_t b) {
  int32_t sa = static_cast<int32_t>(a), sb = static_cast<int32_t>(b);
  switch (c) {
    case Condition::kEq:
      return a == b;
    case Condition::kNe:
      return a != b;
    case Condition::kLtS:
      return sa < sb;
    case Condition::kLeS:
      return sa <= sb;
    case Condition::kGtS:
      return sa > sb;
    case Condition::kGeS:
      return sa >= sb;
    case Condition::kLtU:
      return a < b;
    case Condition::kLeU:
      return a <= b;
    case Condition::kGtU:
      return a > b;
    case Condition::kGeU:
      return a >= b;
    default:
      return false;
  }
}

// Pointer arithmetic: a pointer plus or minus an integer, shifted (address
// units), two pointers into the same allocation compared or subtracted.
ScalarValue pointer_arithmetic(OpKind kind, Condition c, const ScalarValue& a, const ScalarValue& b) {
  bool a_ptr = a.kind == Kind::kPointer, b_ptr = b.kind == Kind::kPointer;
  if (a_ptr && b_ptr && a.base == b.base) {
    if (kind == OpKind::kSub) return int_value(a.bits - b.bits);
    if (kind == OpKind::kCompare) return int_value(compare(c, a.bits, b.bits));
    return {};
  }
  if (a_ptr && b.kind == Kind::kInt) {
    ScalarValue p = a;
    if (kind == OpKind::kAdd) return p.bits += b.bits, p;
    if (kind == OpKind::kSub) return p.bits -= b.bits, p;
    if (kind == OpKind::kShiftLeft) return p.bits <<= (b.bits & 31), p;
    if (kind == OpKind::kShiftRightLogical) return p.bits >>= (b.bits & 31), p;
    return {};
  }
  if (b_ptr && a.kind == Kind::kInt && kind == OpKind::kAdd) {
    ScalarValue p = b;
    return p.bits += a.bits, p;
  }
  return {};
}

uint32_t integer_arithmetic(OpKind kind, Condition c, uint32_t a, uint32_t b) {
  int32_t sa = static_cast<int32_t>(a), sb = static_cast<int32_t>(b);
  switch (kind) {
    case OpKind::kAdd:
      return a + b;
    case OpKind::kSub:
      return a - b;
    case OpKind::kMul:
      return a * b;
    case OpKind::kAnd:
      return a & b;
    case OpKind::kOr:
      return a | b;
    case OpKind::kXor:
      return a ^ b;
    case OpKind::kShiftLeft:
      return b >= 32 ? 0 : a << b;
    case OpKind::kShiftRightLogical:
      return b >= 32 ? 0 : a >> b;
    case OpKind::kShiftRightArithmetic:
      return static_cast<uint32_t>(sa >> std::min<uint32_t>(b, 31));
    case OpKind::kMinUnsigned:
      return std::min(a, b);
    case OpKind::kMaxUnsigned:
      return std::max(a, b);
    case OpKind::kMinSigned:
      return static_cast<uint32_t>(std::min(sa, sb));
    case OpKind::kMaxSigned:
      return static_cast<uint32_t>(std::max(sa, sb));
    case OpKind::kCompare:
      return compare(c, a, b);
    case OpKind::kNand:
      return !((a != 0) && (b != 0));
    case OpKind::kNor:
      return !((a != 0) || (b != 0));
    case OpKind::kDivide:
      return b == 0 ? 0 : a / b;
    case OpKind::kRemainder:
      return b == 0 ? 0 : a % b;
    default:
      return 0;
  }
}

}  // namespace

std::vector<std::vector<Decoded>> decode_program(const BundleProgram& program) {
  std::vector<std::vector<Decoded>> out(program.bundles.size());
  for (size_t b = 0; b < program.bundles.size(); ++b) {
    const auto& ops = program.bundles[b].ops;
    for (size_t i = 0; i < ops.size(); ++i) {
      Decoded d = decode(ops[i], i);
      // Vector work, fences and waits change no scalar; an unknown scalar result must still be written.
      if (d.kind == OpKind::kUnknown && ops[i].result_register < 0) continue;
      out[b].push_back(d);
    }
  }
  return out;
}

ScalarValue apply(OpKind kind, Condition c, const ScalarValue& a, const ScalarValue& b) {
  if (kind == OpKind::kMove) return a;
  if (kind == OpKind::kNot) return a.kind == Kind::kInt ? int_value(a.bits == 0) : ScalarValue{};
  if (a.kind == Kind::kPointer || b.kind == Kind::kPointer) return pointer_arithmetic(kind, c, a, b);
  if (a.kind != Kind::kInt || b.kind != Kind::kInt) return {};
  if (kind == OpKind::kUnknown) return {};
  return int_value(integer_arithmetic(kind, c, a.bits, b.bits));
}

}  // namespace jaxbench::preflight
