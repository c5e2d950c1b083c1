// Trip counts from the inputs: each Mosaic kernel of a compiled program is
// run on its integer operands' values (bundle_simulator.h) and its bundle
// counts, loop trips and DMA issues replace the static ones the dump reader
// guessed (dump_reader.h: constant bounds only, data-dependent loops once).
//
// Mapping the kernel's calls onto the units of the dump: the program's
// tpu_custom_calls, in module order, carry the operand values
// (KernelInputs, made by kernel_operands.h); a kernel unit's entry bundle
// lists its operands ("inlined_call_operand.vmem [shape: s32[64], index: 0,
// ...]"), and the unit takes the first call not yet taken whose integer
// operands have those indices and shapes. A unit no call matches still
// runs, with unknown operand values (its grid, pl.when on program ids and
// predicated copies resolve all the same). docs/bench/tpu-estimate.md says
// what the counts mean loop by loop.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tpu_model/bundle_simulator.h"
#include "tpu_model/dump_reader.h"
#include "tpu_model/program_loops.h"

namespace jaxbench::preflight {

// One tpu_custom_call's integer operands with their values.
struct KernelCall {
  std::vector<KernelOperandValues> operands;
};

// The values the counts come from, and where they came from.
struct KernelInputs {
  std::string source = "none";  // "judge" (the judge's own inputs), "given" (--input), "none"
  std::vector<KernelCall> calls;
  // The module's small integer arguments (index: their position in main):
  // what the kernels XLA makes itself read (kernel_dataflow.h).
  std::vector<KernelOperandValues> arguments;
  std::vector<std::string> notes;  // why a call has no values ("its operand 2 is computed inside a loop")
  // The program's own while loops bounded by values it computes, in module
  // order (an outer loop before the loops inside it).
  std::vector<ProgramLoop> program_loops;
  double seconds = 0;  // making them: the inputs on the host, the probes
  nlohmann::json to_json() const;
  static KernelInputs from_json(const nlohmann::json& document);
};

// A loop of the final bundles as it ran: from its first bundle (the LB mark,
// or the target of a branch back) to its branch back.
struct LoopCount {
  int64_t first_address = 0, last_address = 0;
  double trips = 0;          // executions of its first bundle, over the whole run
  double entries = 0;        // times it was entered from before it
  int64_t static_bound = 0;  // the constant of its exit test, 0 when it has none
};

// A forward branch over a region (pl.when, a skipped block) as it ran.
struct GuardCount {
  int64_t address = 0;
  double met = 0, taken = 0;  // executions of the branch, and how often it skipped
};

struct KernelTripCounts {
  std::string unit;
  int call = -1;  // the tpu_custom_call whose values it ran on (module order), -1 none
  // Else where the compiled program says its operands come from, one entry an
  // operand it ran on ("2: argument 2", "1: ragged-dot-metadata result 0").
  std::vector<std::string> fed_by;
  bool resolved = false;  // the simulation ran to its end: its counts replaced the static ones
  std::string stopped;    // why not
  double static_executed_bundles = 0, executed_bundles = 0;  // per run of the unit
  double static_dma_bytes = 0, dma_bytes = 0;
  std::vector<LoopCount> loops;
  std::vector<GuardCount> guards;
  std::vector<UnresolvedBranch> unresolved;
  double dma_issues_unknown = 0;
  double seconds = 0;
  std::vector<double> bundle_executions;        // per bundle, per run, when resolved (the profile's; not in JSON)
  std::map<int, std::vector<int64_t>> outputs;  // what it left in its operands (Simulation::outputs; not in JSON)
  nlohmann::json to_json() const;
  static KernelTripCounts from_json(const nlohmann::json& document);
};

// Simulates each kernel unit of `units` (read from `dump_dir`) on
// `inputs`, and where it completes, puts its counts into the unit
// (executed_bundles and dma_bytes, times the unit's runs). Never throws for
// what a kernel does: a simulation that stops keeps the static counts and
// says why.
std::vector<KernelTripCounts> resolve_trip_counts(const std::string& dump_dir, std::vector<UnitBundles>& units,
                                                  const KernelInputs& inputs, const SimulationLimits& limits = {});

// The kernel units no module call fed (call -1), in the compiled program's
// order, run again on what their operands hold by the program's dataflow
// (kernel_dataflow.h): the module's arguments, earlier kernels' results.
// Where a run completes, its counts replace the unit's. trip_counts_dataflow.cpp.
void feed_kernels_from_program(const std::string& dump_dir, std::vector<UnitBundles>& units, const KernelInputs& inputs,
                               const std::map<std::string, BundleProgram>& programs,
                               std::vector<KernelTripCounts>& counts, const SimulationLimits& limits);

// One kernel unit run on `values`; `apply_counts` puts a completed run's
// counts into the unit (executed bundles and DMA bytes times its runs).
KernelTripCounts simulate_unit_on(const UnitBundles& unit, const BundleProgram& program,
                                  const std::vector<KernelOperandValues>& values, const SimulationLimits& limits);
void apply_counts(UnitBundles& unit, const KernelTripCounts& counts);

// An operand a kernel unit's entry bundle declares ("inlined_call_operand.vmem
// [shape: s32[767], index: 2, kind: output, shape index: {1}]").
struct EntryOperand {
  std::string signature;  // "s32[767]"
  bool output = false;
  int tuple_element = -1;  // an output's element of the call's tuple, -1 for a lone result
};
std::map<int, EntryOperand> entry_operands(const BundleProgram& program);

// The operands a kernel unit's entry bundle declares: index -> "s32[64]".
std::map<int, std::string> declared_operands(const BundleProgram& program);

// "s32[64,256]" for a dtype name and a shape, as the dump writes it.
std::string operand_signature(const std::string& dtype, const std::vector<int64_t>& shape);

}  // namespace jaxbench::preflight
