// Where a compiled program's Mosaic kernels get their operands, read from
// the program's optimized HLO in the dump ("<id>-TLP-hlo.txt"): an entry
// parameter (one of the module's arguments), another kernel's result (a
// get-tuple-element of its tuple, or the kernel itself), through copies and
// bitcasts. XLA makes kernels of its own that the StableHLO module never
// names (its ragged dot: a metadata kernel on the group sizes whose results
// bound the matmul kernel's loop), so their operand values cannot come from
// the module's calls (kernel_operands.h); trip_counts.h gives them these.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace jaxbench::preflight {

struct OperandOrigin {
  enum class Kind { kUnknown, kArgument, kKernelResult };
  Kind kind = Kind::kUnknown;
  int argument = -1;   // kArgument: the entry parameter's number
  std::string kernel;  // kKernelResult: the kernel's instruction name
  int result = -1;     // its tuple element, -1 when its result is not a tuple
};

struct KernelDataflow {
  std::vector<std::string> kernels;                            // tpu_custom_calls, in program order
  std::map<std::string, std::vector<OperandOrigin>> operands;  // per kernel, per operand position
};

// Reads an HLO module's text (as the dump writes it). Never throws: what it
// cannot follow is an unknown origin.
KernelDataflow read_kernel_dataflow(const std::string& hlo_text);

}  // namespace jaxbench::preflight
