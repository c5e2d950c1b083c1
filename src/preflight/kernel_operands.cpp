#include "preflight/kernel_operands.h"

#include <algorithm>
#include <exception>

#include "core/error.h"
#include "preflight/kernel_probe.h"
#include "preflight/loop_probe.h"
#include "preflight/mlir_text.h"
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

namespace {

// The positions of main's integer parameters of at most `max_elements` elements.
std::vector<int> small_integer_parameters(const std::string& module_text, long long max_elements) {
  std::vector<int> positions;
  std::vector<std::string> lines = split_lines(module_text);
  for (const Function& fn : mlir_functions(lines)) {
    if (fn.name != "main") continue;
    std::vector<Parameter> params = parameters(lines[fn.begin]);
    for (size_t position = 0; position < params.size(); ++position) {
      const std::string& text = params[position].text;
      size_t open = text.find("tensor<");
      size_t close = open == std::string::npos ? std::string::npos : matching_paren(text, open + 6);
      auto type = close == std::string::npos ? std::nullopt : tensor_type(text.substr(open, close - open + 1));
      if (!type || (type->first.front() != 'i' && type->first.front() != 'u')) continue;
      long long elements = 1;
      for (long long d : type->second) elements *= d;
      if (elements <= max_elements) positions.push_back(static_cast<int>(position));
    }
  }
  return positions;
}

// A probe's module compiled and run on the host's CPU plugin with the
// module's arguments it takes; its results on the host. Throws on failure.
std::vector<HostArray> run_probe(const runtime::Session& host, const std::string& module_text,
                                 const std::vector<int>& positions, const ArgumentSource& arguments,
                                 const std::string& label) {
  std::vector<const runtime::Buffer*> args = arguments(positions);
  runtime::Executable executable = host.client().compile(runtime::Program{module_text, label});
  std::vector<HostArray> out;
  for (const auto& result : executable.execute(args, host.device())) out.push_back(result.to_host());
  return out;
}

}  // namespace

std::vector<KernelOperandValues> integer_arguments(const std::string& module_text, const ArgumentSource& arguments,
                                                   long long max_elements) {
  std::vector<int> positions = small_integer_parameters(module_text, max_elements);
  std::vector<KernelOperandValues> out;
  if (positions.empty()) return out;
  try {  // all at once: the judge's inputs program runs once
    std::vector<const runtime::Buffer*> buffers = arguments(positions);
    for (size_t i = 0; i < positions.size(); ++i) out.push_back(operand_values(positions[i], buffers[i]->to_host()));
    return out;
  } catch (const std::exception&) {
    out.clear();  // one of them left out ('-'): the others one by one
  }
  for (int position : positions) {
    try {
      out.push_back(operand_values(position, arguments({position}).at(0)->to_host()));
    } catch (const std::exception&) {
      // Left out or not makeable: the kernels that read it run without its values.
    }
  }
  return out;
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
      std::vector<HostArray> results = run_probe(host, probe.module_text, probe.arguments, arguments, which + " probe");
      for (size_t i = 0; i < results.size() && i < probe.operands.size(); ++i) {
        values.operands.push_back(operand_values(probe.operands[i].index, results[i]));
      }
    } catch (const std::exception& error) {
      out.notes.push_back(which + ": its operand values are not known (the host could not compute them: " +
                          one_line(error.what(), 200) + ")");
    }
    out.calls.push_back(values);
  }
  return out;
}

std::vector<ProgramLoop> probe_program_loops(const runtime::Session& host, const std::string& module_text,
                                             const ArgumentSource& arguments) {
  LoopProbes probes = build_loop_probes(module_text);
  std::vector<std::vector<double>> counts(probes.probes.size());
  std::vector<std::string> failures(probes.probes.size());
  for (size_t p = 0; p < probes.probes.size(); ++p) {
    try {
      const LoopProbe& probe = probes.probes[p];
      std::string label = "loop probe " + std::to_string(p + 1);
      for (const auto& result : run_probe(host, probe.module_text, probe.arguments, arguments, label)) {
        counts[p].push_back(result.get(0));
      }
      if (!counts[p].empty() && counts[p][0] >= static_cast<double>(kLoopProbeTripCap)) {
        counts[p].clear();
        failures[p] =
            "it ran " + std::to_string(kLoopProbeTripCap) + " trips on the host without ending: stopped there";
      }
    } catch (const std::exception& error) {
      failures[p] = "the host could not count them: " + one_line(error.what(), 200);
    }
  }
  std::vector<ProgramLoop> out;
  for (const ProbedLoop& l : probes.loops) {
    ProgramLoop loop{l.where, false, 0, 1, l.why_not};
    const std::vector<double>* c = l.probe >= 0 ? &counts[static_cast<size_t>(l.probe)] : nullptr;
    if (c && static_cast<size_t>(std::max(l.result, l.entries)) < c->size()) {
      loop.known = true;
      loop.trips = (*c)[static_cast<size_t>(l.result)];
      loop.entries = l.entries >= 0 ? (*c)[static_cast<size_t>(l.entries)] : 1;
    } else if (c) {
      loop.why_not = failures[static_cast<size_t>(l.probe)];
    }
    out.push_back(loop);
  }
  return out;
}

}  // namespace jaxbench::preflight
