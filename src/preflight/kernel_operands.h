// The values a module's Pallas calls will see on the TPU, computed on the
// host: each tpu_custom_call's integer operands (scalar prefetch, page
// tables, lengths, group sizes), by running its probe (kernel_probe.h) on the
// host's CPU plugin with the module's inputs. The pre-flight hands them to
// the worker, which runs each kernel's scalar code on them (trip_counts.h).
// Only the probe's code runs here: the part of the program that computes
// those operands, which the CPU plugin compiles; never the kernel.
#pragma once

#include <string>
#include <vector>

#include "core/host_array.h"
#include "preflight/trip_counts.h"
#include "runtime/buffer.h"
#include "runtime/session.h"

namespace jaxbench::preflight {

// `source` is "judge" or "given". Each call that cannot be probed (see
// kernel_probe.h), or whose probe fails to compile or run on the host, gets
// no values and a note saying why; this never throws for what the module
// holds (a host without a CPU plugin throws from Session::open, not here).
KernelInputs probe_kernel_inputs(const runtime::Session& host, const std::string& module_text,
                                 const std::vector<const runtime::Buffer*>& inputs, const std::string& source);

// The same from host arrays (a --input file each).
KernelInputs probe_kernel_inputs(const runtime::Session& host, const std::string& module_text,
                                 const std::vector<HostArray>& inputs, const std::string& source);

// A host array's elements as operand values for the simulator, keyed by the
// call operand's position.
KernelOperandValues operand_values(int index, const HostArray& array);

}  // namespace jaxbench::preflight
