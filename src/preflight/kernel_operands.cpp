#include "preflight/kernel_operands.h"

#include <exception>

#include "core/error.h"
#include "preflight/kernel_probe.h"
#include "runtime/client.h"
#include "runtime/executable.h"

namespace jaxbench::preflight {

KernelOperandValues operand_values(int index, const HostArray& array) {
  KernelOperandValues o;
  o.index = index;
  o.dtype = name(array.dtype);
  o.element_bytes = static_cast<int>(byte_width(array.dtype));
  o.shape = array.shape;
  o.values.reserve(static_cast<size_t>(array.size()));
  for (int64_t i = 0; i < array.size(); ++i) o.values.push_back(static_cast<int64_t>(array.get(i)));
  return o;
}

KernelInputs probe_kernel_inputs(const runtime::Session& host, const std::string& module_text,
                                 const ArgumentSource& arguments, const std::string& source) {
  KernelInputs out;
  out.source = source;
  int calls = count_kernel_calls(module_text);
  for (int call = 0; call < calls; ++call) {
    KernelCall values;
    KernelProbe probe = build_kernel_probe(module_text, call);
    std::string which = "Pallas call " + std::to_string(call + 1) + " of " + std::to_string(calls);
    if (probe.module_text.empty() && probe.operands.empty() && probe.refusal.find("no integer") != std::string::npos) {
      out.calls.push_back(values);  // nothing to resolve from values: its grid and guards run all the same
      continue;
    }
    if (probe.module_text.empty()) {
      out.notes.push_back(which + ": its operand values are not known (" + probe.refusal + ")");
      out.calls.push_back(values);
      continue;
    }
    try {
      std::vector<const runtime::Buffer*> args = arguments(probe.arguments);
      runtime::Executable executable = host.client().compile(runtime::Program{probe.module_text, which + " probe"});
      std::vector<runtime::Buffer> results = executable.execute(args, host.device());
      for (size_t i = 0; i < results.size() && i < probe.operands.size(); ++i) {
        values.operands.push_back(operand_values(probe.operands[i].index, results[i].to_host()));
      }
    } catch (const std::exception& error) {
      out.notes.push_back(which + ": its operand values are not known (the host could not compute them: " +
                          one_line(error.what(), 200) + ")");
    }
    out.calls.push_back(values);
  }
  return out;
}

}  // namespace jaxbench::preflight
