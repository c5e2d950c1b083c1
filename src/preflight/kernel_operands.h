// The values a module's Pallas calls will see on the TPU, computed on the
// host: each tpu_custom_call's integer operands (scalar prefetch, page
// tables, lengths, group sizes), by running its probe (kernel_probe.h) on the
// host's CPU plugin with the module's inputs. The pre-flight hands them to
// the worker, which runs each kernel's scalar code on them (trip_counts.h).
// Only the probe's code runs here: the part of the program that computes
// those operands, which the CPU plugin compiles; never the kernel.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/host_array.h"
#include "runtime/buffer.h"
#include "runtime/session.h"
#include "tpu_model/trip_counts.h"

namespace jaxbench::preflight {

// The module's main arguments at the given positions, on the host device;
// throws jaxbench::Error (one line) when they cannot be made.
using ArgumentSource = std::function<std::vector<const runtime::Buffer*>(const std::vector<int>& positions)>;

// `source` is "judge" or "given". Each call that cannot be probed (see
// kernel_probe.h), or whose probe or arguments fail on the host, gets no
// values and a note saying why; this never throws for what the module holds.
KernelInputs probe_kernel_inputs(const runtime::Session& host, const std::string& module_text,
                                 const ArgumentSource& arguments, const std::string& source);

// The trips of the program's own while loops bounded by values it computes
// (loop_probe.h), each loop's probe run on the host with the module's
// inputs. A loop the host cannot count is listed with why (it counts once);
// this never throws for what the module holds.
std::vector<ProgramLoop> probe_program_loops(const runtime::Session& host, const std::string& module_text,
                                             const ArgumentSource& arguments);

// The module's integer arguments of at most `max_elements` elements each
// (group sizes, page tables, lengths), keyed by their position in main: what
// the kernels XLA makes itself read (tpu_model/kernel_dataflow.h). One the
// host cannot make (left out with '-') is skipped.
std::vector<KernelOperandValues> integer_arguments(const std::string& module_text, const ArgumentSource& arguments,
                                                   long long max_elements = 1 << 20);

// A host array's elements as operand values for the simulator, keyed by the
// call operand's position.
KernelOperandValues operand_values(int index, const HostArray& array);

}  // namespace jaxbench::preflight
