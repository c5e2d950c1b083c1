// trip_counts.h's second pass: the kernels XLA makes itself (no module call
// carries their operands) run on what the compiled program feeds them.
#include <algorithm>
#include <cstdlib>

#include "tpu_model/dump_reader.h"
#include "tpu_model/kernel_dataflow.h"
#include "tpu_model/trip_counts.h"

namespace jaxbench::preflight {

namespace {

// "s32[257]" -> dtype "s32" and shape {257}; false for what is not that.
bool parse_signature(const std::string& signature, std::string& dtype, std::vector<int64_t>& shape) {
  size_t open = signature.find('['), close = signature.rfind(']');
  if (open == std::string::npos || close == std::string::npos || close < open) return false;
  dtype = signature.substr(0, open);
  shape.clear();
  for (size_t at = open + 1; at < close;) {
    shape.push_back(std::atoll(signature.c_str() + at));
    size_t comma = signature.find(',', at);
    at = comma == std::string::npos || comma > close ? close : comma + 1;
  }
  return true;
}

// The unit's result operands: tuple element (-1 for a lone result) -> operand index.
std::map<int, int> declared_results(const std::map<int, EntryOperand>& declared) {
  std::map<int, int> results;
  for (const auto& [index, operand] : declared) {
    if (operand.output) results[operand.tuple_element] = index;
  }
  return results;
}

struct KernelResults {
  std::map<int, int> operand_of_element;           // declared_results
  std::map<int, std::vector<int64_t>> by_operand;  // what the run left there
};

// Operand `position`'s values from `origin`, shaped as the unit declares it; false when not known.
bool operand_from(const OperandOrigin& origin, int position, const std::string& declared, const KernelInputs& inputs,
                  const std::map<std::string, KernelResults>& results, KernelOperandValues& out, std::string& from) {
  if (!parse_signature(declared, out.dtype, out.shape)) return false;
  out.index = position;
  if (origin.kind == OperandOrigin::Kind::kArgument) {
    for (const auto& a : inputs.arguments) {
      if (a.index != origin.argument || operand_signature(a.dtype, a.shape) != declared) continue;
      out = a;
      out.index = position;
      from = "argument " + std::to_string(origin.argument);
      return true;
    }
    return false;
  }
  auto kernel = results.find(origin.kernel);
  if (origin.kind != OperandOrigin::Kind::kKernelResult || kernel == results.end()) return false;
  if (out.dtype != "s32" && out.dtype != "u32") return false;  // results are read back as 32-bit words
  auto operand = kernel->second.operand_of_element.find(origin.result);
  if (operand == kernel->second.operand_of_element.end()) return false;
  auto words = kernel->second.by_operand.find(operand->second);
  int64_t elements = 1;
  for (int64_t d : out.shape) elements *= d;
  if (words == kernel->second.by_operand.end() || static_cast<int64_t>(words->second.size()) < elements) return false;
  out.element_bytes = 4;
  out.values.assign(words->second.begin(), words->second.begin() + elements);
  from = origin.kernel + " result " + std::to_string(origin.result);
  return true;
}

}  // namespace

void feed_kernels_from_program(const std::string& dump_dir, std::vector<UnitBundles>& units, const KernelInputs& inputs,
                               const std::map<std::string, BundleProgram>& programs,
                               std::vector<KernelTripCounts>& counts, const SimulationLimits& limits) {
  if (programs.empty()) return;
  std::string hlo = program_hlo_text(dump_dir);
  if (hlo.empty()) return;
  KernelDataflow flow = read_kernel_dataflow(hlo);
  std::map<std::string, KernelResults> results;
  for (const std::string& kernel : flow.kernels) {
    auto unit = std::find_if(units.begin(), units.end(), [&](const UnitBundles& u) { return u.unit == kernel; });
    auto done = std::find_if(counts.begin(), counts.end(), [&](const KernelTripCounts& c) { return c.unit == kernel; });
    auto parsed = programs.find(kernel);
    if (unit == units.end() || done == counts.end() || parsed == programs.end()) continue;
    const BundleProgram& program = parsed->second;
    std::map<int, EntryOperand> declared = entry_operands(program);
    results[kernel].operand_of_element = declared_results(declared);
    results[kernel].by_operand = done->outputs;
    if (done->call >= 0) continue;  // a module call's values fed it already
    std::vector<KernelOperandValues> values;
    std::vector<std::string> fed_by;
    const std::vector<OperandOrigin>& origins = flow.operands[kernel];
    for (int position = 0; position < static_cast<int>(origins.size()); ++position) {
      KernelOperandValues value;
      std::string from;
      if (!declared.count(position) ||
          !operand_from(origins[position], position, declared.at(position).signature, inputs, results, value, from)) {
        continue;
      }
      values.push_back(std::move(value));
      fed_by.push_back(std::to_string(position) + ": " + from);
    }
    if (values.empty()) continue;
    KernelTripCounts again = simulate_unit_on(*unit, program, values, limits);
    if (!again.resolved && done->resolved) continue;
    again.fed_by = std::move(fed_by);
    results[kernel].by_operand = again.outputs;
    apply_counts(*unit, again);
    *done = std::move(again);
  }
}

}  // namespace jaxbench::preflight
