// The probe of a Pallas call's integer operands: a copy of a StableHLO
// module (as jax.export prints it) whose main returns, instead of its
// results, the integer operands of its n-th tpu_custom_call, computed from
// main's own arguments. Run on the host's CPU plugin with the module's
// inputs, it yields the values the kernel's scalar prefetch, page tables and
// lengths will hold on the TPU (kernel_operands.h), so the pre-flight can
// count the kernel's data-dependent loops (trip_counts.h).
//
// How: the function holding the call keeps, of its body before the call,
// the operations the operands need, and returns them; each caller up to
// main keeps what its call of that function needs and returns what it
// returns. Each takes only the parameters it uses, so main's probe takes
// only the arguments the operands depend on (page tables and lengths, not
// the caches and activations: the host makes only those). Refused (with a one-line
// reason) when the call or a call on its path sits inside a region (a loop
// or a branch), or the function is called more than once.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace jaxbench::preflight {

struct ProbeOperand {
  int index = 0;     // position in the custom call
  std::string type;  // "tensor<64xi32>"
};

struct KernelProbe {
  std::string module_text;  // empty when refused
  std::string refusal;      // why not
  std::vector<ProbeOperand> operands;
  std::vector<int> arguments;  // the module's main arguments the probe takes, in order
};

// The number of tpu_custom_calls in the module text.
int count_kernel_calls(const std::string& module_text);

// The probe of call `call` (module order; 0-based). Integer operands of at
// most `max_elements` elements each are probed.
KernelProbe build_kernel_probe(const std::string& module_text, int call, long long max_elements = 1 << 20);

// The same cut for any values: `tail` (ending "    return VALUES : TYPES",
// `types` those types) takes the place of function `function`'s lines from
// `line` (an index into the module's lines, at the function's top) on; the
// lines before it are cut to what the tail needs, and each caller up to main
// calls it so. Refused, as a kernel's probe, when the function is not
// called exactly once at the top of a function. `operands` stays empty.
KernelProbe build_value_probe(const std::string& module_text, const std::string& function, size_t line,
                              const std::vector<std::string>& tail, const std::vector<std::string>& types);

}  // namespace jaxbench::preflight
