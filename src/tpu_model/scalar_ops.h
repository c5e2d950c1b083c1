// The scalar unit's operations as the bundle simulator (bundle_simulator.h)
// runs them: each opcode of the final bundles decoded once into a kind, and
// the arithmetic on 32-bit values that may be unknown or pointers (an
// allocation's or a kernel operand's address plus an offset, so that SMEM
// loads through computed addresses find the values stored there).
#pragma once

#include <cstdint>
#include <vector>

#include "tpu_model/bundle_program.h"

namespace jaxbench::preflight {

struct ScalarValue {
  enum class Kind : uint8_t { kUnknown, kInt, kPointer };
  Kind kind = Kind::kUnknown;
  int32_t base = 0;   // kPointer: allocation id + 1 (> 0), or -(kernel operand index + 1)
  uint32_t bits = 0;  // kInt: the value; kPointer: the offset (SMEM words)
};

inline ScalarValue int_value(int64_t v) { return ScalarValue{ScalarValue::Kind::kInt, 0, static_cast<uint32_t>(v)}; }

enum class OpKind : uint8_t {
  kMove,
  kAdd,
  kSub,
  kMul,
  kAnd,
  kOr,
  kXor,
  kShiftLeft,
  kShiftRightLogical,
  kShiftRightArithmetic,
  kMinUnsigned,
  kMaxUnsigned,
  kMinSigned,
  kMaxSigned,
  kCompare,
  kNot,
  kNand,
  kNor,
  kDivide,
  kRemainder,
  kSelect,
  kLoad,
  kStore,
  kPhi,
  kOperand,
  kDma,
  kDmaToSmem,
  kBranch,
  kUnknown,
};

// A compare's condition, signedness folded in.
enum class Condition : uint8_t { kEq, kNe, kLtS, kLeS, kGtS, kGeS, kLtU, kLeU, kGtU, kGeU, kNone };

struct Decoded {
  OpKind kind = OpKind::kUnknown;
  Condition condition = Condition::kNone;
  size_t index = 0;  // the operation's position in its bundle
  const BundleOp* op = nullptr;
};

// Each bundle's operations that the simulator runs (vector and matrix work,
// fences and waits left out; DMAs and branches kept).
std::vector<std::vector<Decoded>> decode_program(const BundleProgram& program);

// A two-operand operation (or one-operand: kMove, kNot use `a`).
ScalarValue apply(OpKind kind, Condition condition, const ScalarValue& a, const ScalarValue& b);

}  // namespace jaxbench::preflight
