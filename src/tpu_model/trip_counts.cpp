#include "tpu_model/trip_counts.h"

#include <algorithm>
#include <set>

#include "core/files.h"

namespace jaxbench::preflight {

namespace {

using json = nlohmann::json;

json operand_json(const KernelOperandValues& o) {
  return {{"index", o.index},
          {"dtype", o.dtype},
          {"element_bytes", o.element_bytes},
          {"shape", o.shape},
          {"values", o.values}};
}

KernelOperandValues operand_from_json(const json& d) {
  KernelOperandValues o;
  o.index = d.at("index").get<int>();
  o.dtype = d.value("dtype", "s32");
  o.element_bytes = d.value("element_bytes", 4);
  o.shape = d.at("shape").get<std::vector<int64_t>>();
  o.values = d.at("values").get<std::vector<int64_t>>();
  return o;
}

// Whether `call`'s integer operands are all among the unit's declared ones, shape for shape.
bool call_fits(const KernelCall& call, const std::map<int, std::string>& declared) {
  if (call.operands.empty()) return false;
  for (const auto& o : call.operands) {
    auto found = declared.find(o.index);
    if (found == declared.end() || found->second != operand_signature(o.dtype, o.shape)) return false;
  }
  return true;
}

// Bytes one issue of a DMA moves (its descriptor's window), and the most a
// write-back moves over the run (its whole array); 0 without a descriptor.
std::pair<double, double> dma_sizes(const BundleOp& op) {
  auto window = descriptor_product(op.comment, "window_bounds:");
  auto iterations = descriptor_product(op.comment, "iteration_bounds:");
  size_t size = op.comment.find("element_size_in_bytes: ");
  if (!window || size == std::string::npos) return {0, 0};
  double element = std::atof(op.comment.c_str() + size + 23);
  double whole = iterations && op.opcode == "dma.vmem_to_hbm" ? *window * *iterations * element : 0;
  return {*window * element, whole};
}

double simulated_dma_bytes(const BundleProgram& program, const Simulation& s) {
  double total = 0;
  for (size_t b = 0; b < program.bundles.size(); ++b) {
    const auto& ops = program.bundles[b].ops;
    for (size_t i = 0; i < ops.size(); ++i) {
      if (s.dma_issues[b][i] == 0) continue;
      auto [issue, whole] = dma_sizes(ops[i]);
      // A copy the kernel issues itself (no pipeline descriptor): its size operand.
      double bytes = issue > 0 ? issue * s.dma_issues[b][i] : s.dma_granules[b][i] * kDmaGranuleBytes;
      if (ops[i].opcode.ends_with("_to_smem") || ops[i].opcode.rfind("dma.smem_to", 0) == 0) bytes = 0;
      total += whole > 0 ? std::min(bytes, whole) : bytes;
    }
  }
  return total;
}

// The constant of an exit test between bundles `first` and `last`, 0 if none.
int64_t exit_test_bound(const BundleProgram& program, size_t first, size_t last) {
  for (size_t b = first; b <= last && b < program.bundles.size(); ++b) {
    for (const auto& op : program.bundles[b].ops) {
      if (op.comment.find("loop exit test") == std::string::npos || op.operands.size() < 2) continue;
      if (op.operands[1].kind == BundleOperand::Kind::kImmediate) return op.operands[1].immediate;
    }
  }
  return 0;
}

// The most trips of a loop inside no other (the grid loop: the pipeline's
// steps), 1 when the kernel ran no loop.
int64_t outer_loop_trips(const std::vector<LoopCount>& loops) {
  double most = 1;
  for (const auto& l : loops) {
    bool inner = std::any_of(loops.begin(), loops.end(), [&](const LoopCount& o) {
      bool same = o.first_address == l.first_address && o.last_address == l.last_address;
      return !same && o.first_address <= l.first_address && l.last_address <= o.last_address;
    });
    if (!inner) most = std::max(most, l.trips);
  }
  return static_cast<int64_t>(most);
}

// Loops (branches back) and guards (branches forward) with what they did.
void describe_branches(const BundleProgram& program, const Simulation& s, KernelTripCounts& out) {
  for (size_t b = 0; b < program.bundles.size(); ++b) {
    for (const auto& op : program.bundles[b].ops) {
      auto target = program.region_start.find(op.branch_region);
      if (op.branch_region < 0 || target == program.region_start.end()) continue;
      size_t first = target->second;
      if (first <= b) {
        size_t last = std::min(b + kBranchDelaySlots, program.bundles.size() - 1);
        LoopCount loop{program.bundles[first].address, program.bundles[last].address, s.executions[first],
                       s.executions[first] - s.branches_taken[b], exit_test_bound(program, first, last)};
        out.loops.push_back(loop);
      } else {
        out.guards.push_back({program.bundles[b].address, s.executions[b], s.branches_taken[b]});
      }
    }
  }
}

KernelTripCounts simulate_unit(const UnitBundles& unit, const BundleProgram& program, const KernelInputs& inputs,
                               std::set<size_t>& taken_calls, const SimulationLimits& limits) {
  std::map<int, std::string> declared = declared_operands(program);
  for (size_t c = 0; c < inputs.calls.size(); ++c) {
    if (taken_calls.count(c) || !call_fits(inputs.calls[c], declared)) continue;
    taken_calls.insert(c);
    KernelTripCounts counts = simulate_unit_on(unit, program, inputs.calls[c].operands, limits);
    counts.call = static_cast<int>(c);
    return counts;
  }
  return simulate_unit_on(unit, program, {}, limits);
}

}  // namespace

KernelTripCounts simulate_unit_on(const UnitBundles& unit, const BundleProgram& program,
                                  const std::vector<KernelOperandValues>& values, const SimulationLimits& limits) {
  KernelTripCounts counts;
  counts.unit = unit.unit;
  counts.static_executed_bundles = unit.executed_bundles / std::max(unit.runs, 1e-300);
  counts.static_dma_bytes = unit.dma_bytes / std::max(unit.runs, 1e-300);
  Simulation s = simulate_kernel(program, values, limits);
  counts.seconds = s.seconds;
  counts.resolved = s.complete;
  counts.stopped = s.stopped;
  counts.unresolved = s.unresolved;
  counts.dma_issues_unknown = s.dma_issues_unknown;
  counts.outputs = std::move(s.outputs);
  if (!s.complete) return counts;
  counts.executed_bundles = s.executed_bundles;
  counts.bundle_executions = s.executions;
  counts.dma_bytes = simulated_dma_bytes(program, s);
  describe_branches(program, s, counts);
  return counts;
}

void apply_counts(UnitBundles& unit, const KernelTripCounts& counts) {
  if (!counts.resolved) return;
  unit.executed_bundles = counts.executed_bundles * unit.runs;
  unit.dma_bytes = counts.dma_bytes * unit.runs;
  unit.pipeline_steps = outer_loop_trips(counts.loops);
  unit.loops_without_bound = 0;
  for (const auto& u : counts.unresolved) unit.loops_without_bound += u.backward ? 1 : 0;
}

std::string operand_signature(const std::string& dtype, const std::vector<int64_t>& shape) {
  std::string text = dtype + "[";
  for (size_t i = 0; i < shape.size(); ++i) text += (i ? "," : "") + std::to_string(shape[i]);
  return text + "]";
}

std::map<int, EntryOperand> entry_operands(const BundleProgram& program) {
  std::map<int, EntryOperand> declared;
  if (program.bundles.empty()) return declared;
  for (const auto& op : program.bundles.front().ops) {
    if (op.opcode.rfind("inlined_call_operand", 0) != 0) continue;
    const std::string& t = op.operand_text;
    size_t shape = t.find("shape: "), index = t.find("index: ");
    if (shape == std::string::npos || index == std::string::npos) continue;
    size_t close = t.find(']', shape), tuple = t.find("shape index: {");
    if (close == std::string::npos) continue;
    EntryOperand& o = declared[std::atoi(t.c_str() + index + 7)];
    o.signature = t.substr(shape + 7, close - shape - 6);
    o.output = t.find("kind: output") != std::string::npos;
    if (tuple != std::string::npos && t[tuple + 14] != '}') o.tuple_element = std::atoi(t.c_str() + tuple + 14);
  }
  return declared;
}

std::map<int, std::string> declared_operands(const BundleProgram& program) {
  std::map<int, std::string> declared;
  for (const auto& [index, operand] : entry_operands(program)) declared[index] = operand.signature;
  return declared;
}

json KernelInputs::to_json() const {
  json call_list = json::array();
  for (const auto& c : calls) {
    json operands = json::array();
    for (const auto& o : c.operands) operands.push_back(operand_json(o));
    call_list.push_back({{"operands", operands}});
  }
  json argument_list = json::array();
  for (const auto& a : arguments) argument_list.push_back(operand_json(a));
  return {{"source", source}, {"calls", call_list}, {"arguments", argument_list},
          {"notes", notes},   {"seconds", seconds}, {"program_loops", program_loops_json(program_loops)}};
}

KernelInputs KernelInputs::from_json(const json& d) {
  KernelInputs inputs;
  inputs.source = d.value("source", "none");
  for (const auto& c : d.value("calls", json::array())) {
    KernelCall call;
    for (const auto& o : c.at("operands")) call.operands.push_back(operand_from_json(o));
    inputs.calls.push_back(std::move(call));
  }
  for (const auto& a : d.value("arguments", json::array())) inputs.arguments.push_back(operand_from_json(a));
  inputs.notes = d.value("notes", std::vector<std::string>{});
  inputs.seconds = d.value("seconds", 0.0);
  inputs.program_loops = program_loops_from_json(d.value("program_loops", json::array()));
  return inputs;
}

json KernelTripCounts::to_json() const {
  json loop_list = json::array(), guard_list = json::array(), unresolved_list = json::array();
  for (const auto& l : loops) {
    loop_list.push_back({{"first", l.first_address},
                         {"last", l.last_address},
                         {"trips", l.trips},
                         {"entries", l.entries},
                         {"static_bound", l.static_bound}});
  }
  for (const auto& g : guards) guard_list.push_back({{"bundle", g.address}, {"met", g.met}, {"taken", g.taken}});
  for (const auto& u : unresolved) {
    unresolved_list.push_back({{"bundle", u.address}, {"backward", u.backward}, {"times", u.times}});
  }
  return {{"unit", unit},
          {"call", call},
          {"fed_by", fed_by},
          {"resolved", resolved},
          {"stopped", stopped},
          {"static_executed_bundles", static_executed_bundles},
          {"executed_bundles", executed_bundles},
          {"static_dma_bytes", static_dma_bytes},
          {"dma_bytes", dma_bytes},
          {"loops", loop_list},
          {"guards", guard_list},
          {"unresolved", unresolved_list},
          {"dma_issues_unknown", dma_issues_unknown},
          {"seconds", seconds}};
}

KernelTripCounts KernelTripCounts::from_json(const json& d) {
  KernelTripCounts k;
  k.unit = d.at("unit").get<std::string>();
  k.call = d.value("call", -1);
  k.fed_by = d.value("fed_by", std::vector<std::string>{});
  k.resolved = d.value("resolved", false);
  k.stopped = d.value("stopped", "");
  k.static_executed_bundles = d.value("static_executed_bundles", 0.0);
  k.executed_bundles = d.value("executed_bundles", 0.0);
  k.static_dma_bytes = d.value("static_dma_bytes", 0.0);
  k.dma_bytes = d.value("dma_bytes", 0.0);
  for (const auto& l : d.value("loops", json::array())) {
    k.loops.push_back({l.at("first").get<int64_t>(), l.at("last").get<int64_t>(), l.at("trips").get<double>(),
                       l.at("entries").get<double>(), l.value("static_bound", int64_t{0})});
  }
  for (const auto& g : d.value("guards", json::array())) {
    k.guards.push_back({g.at("bundle").get<int64_t>(), g.at("met").get<double>(), g.at("taken").get<double>()});
  }
  for (const auto& u : d.value("unresolved", json::array())) {
    k.unresolved.push_back({u.at("bundle").get<int64_t>(), u.at("backward").get<bool>(), u.at("times").get<double>()});
  }
  k.dma_issues_unknown = d.value("dma_issues_unknown", 0.0);
  k.seconds = d.value("seconds", 0.0);
  return k;
}

std::vector<KernelTripCounts> resolve_trip_counts(const std::string& dump_dir, std::vector<UnitBundles>& units,
                                                  const KernelInputs& inputs, const SimulationLimits& limits) {
  std::vector<KernelTripCounts> out;
  std::map<std::string, std::string> files = final_bundle_files(dump_dir);
  std::set<size_t> taken_calls;
  std::map<std::string, BundleProgram> programs;  // the kernels', for the second pass
  for (UnitBundles& unit : units) {
    auto file = files.find(unit.unit);
    if (!unit.kernel || file == files.end()) continue;
    const BundleProgram& program =
        programs.emplace(unit.unit, parse_bundle_program(unit.unit, read_file(file->second))).first->second;
    KernelTripCounts counts = simulate_unit(unit, program, inputs, taken_calls, limits);
    apply_counts(unit, counts);
    out.push_back(std::move(counts));
  }
  feed_kernels_from_program(dump_dir, units, inputs, programs, out, limits);
  return out;
}

}  // namespace jaxbench::preflight
