// Reads what libtpu writes about its own compiled code when asked to dump it
// (LIBTPU_INIT_ARGS --xla_jf_dump_to=DIR --xla_jf_dump_llo_text=true): one
// "<id>-<unit>-<pass>-final_bundles.txt" per compiled unit (the top-level
// program "TLP", each XLA fusion, each Mosaic kernel of a Pallas call, and
// libtpu's own <late-initialization>/<late-finalization> code). A bundle is
// one VLIW instruction word, issued in one cycle when nothing stalls; the
// text marks each loop's first bundle "LB:" and its exit test with
// "/* loop exit test */" comparing the counter against a constant bound.
// An HLO while loop in the top-level program has no such marker: its body
// runs from the LB bundle that starts region N to the "sbr.rel ... target =
// $regionN" branching back, its counter compared with a constant on the way
// ("scmp.lt.s32.totalorder %s, 8"). A unit calls another with
// "inlined_call ... /* %callee = fusion(...) */"; the callee's bundles run
// once per call, so a fusion called inside an HLO loop runs trip-count times.
// Verified against libtpu 0.0.48.1 with a deviceless compile for v6e.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace jaxbench::preflight {

// The top-level program's unit: the code around the fusions and kernels,
// where an HLO while loop runs.
inline constexpr const char* kTopLevelUnit = "TLP";

// One compiled unit's bundles, counted statically and weighted by the trip
// counts of the loops they sit in.
struct UnitBundles {
  std::string unit;             // TLP, convolution_convert_fusion, name.1
  int64_t bundles = 0;          // static count
  double executed_bundles = 0;  // sum of bundle × enclosing trip counts
  int loops = 0;                // loops with a constant trip count
  int loops_without_bound = 0;  // an exit test whose bound is not a constant (counted once)
  // TLP's loops without a constant bound counted with trips the host computed
  // from the inputs (count_bundles' `program_loop_trips`), not once.
  int loops_from_inputs = 0;
  int64_t max_trip_count = 0;
  // A Mosaic kernel's pipeline steps per run: the most trips of a loop
  // inside no other (its grid loop), 1 with no loop, 0 when such a loop has
  // no constant bound (unknown until its inputs resolve it; trip_counts.h).
  int64_t pipeline_steps = 1;
  // Units this one calls: callee -> calls per run of this unit (each call
  // weighted by the trip counts of the loops around it).
  std::map<std::string, double> calls;
  // Runs per program run: the calls reaching it from TLP (1 when nothing
  // calls it). executed_bundles above already includes this factor.
  double runs = 1;
  // HBM<->VMEM bytes its DMA descriptors move per program run: each
  // descriptor's window (window_bounds x element_size_in_bytes) times the
  // runs of its bundle, a write-back at most its whole array. Predicated-off
  // copies (a block not re-fetched) count as issued: an upper bound.
  double dma_bytes = 0;
  // HBM bytes of the unit's other DMAs, weighted the same way: an HBM<->VMEM
  // copy without a descriptor but with a constant "size_in_granules=N"
  // (32-byte granules: TLP's prefetches of operands into VMEM, XLA's own
  // copies) and every dma.general (XLA's strided copies) by its descriptor
  // or constant size. XLA code's traffic as its final code moves it, where
  // the cost analysis counts whole operands (a gather's table).
  double other_dma_bytes = 0;
  // DMAs to or from HBM whose size is neither: a register and no
  // descriptor. While any is left, the code's bytes are not all known.
  int unsized_dmas = 0;
  std::set<std::string> kernel_calls;  // callees called as a custom call (Mosaic kernels)
  bool kernel = false;                 // called so: a Pallas call's kernel (weigh_by_calls)
  // Per bundle: its address and executions per run of the unit, the static
  // weights above (the profile's, tpu_profile.h; not in the estimate's JSON).
  std::vector<std::pair<int64_t, double>> bundle_weights;
};

// The bundles of one final_bundles.txt text. `program_loop_trips`: for TLP,
// the trips per entry of its loops without a constant bound (the program's
// own while loops bounded by values it computes), in the order of their
// first bundles, as the host computed them from the inputs
// (preflight/loop_probe.h). They are taken only when TLP has exactly that
// many such loops (else each still counts once; -1 for one the host could
// not count): the host's loops and the compiled ones are matched by order
// alone.
UnitBundles count_bundles(const std::string& unit, const std::string& text,
                          const std::vector<double>& program_loop_trips = {});

// Every unit's final bundles under `dump_dir` (searched recursively), one
// per unit name (the newest when a unit was compiled twice); libtpu's
// one-time <late-initialization>/<late-finalization> code is left out.
// Each unit's executed bundles are multiplied by its runs (weigh_by_calls).
// Empty when the folder holds none. `program_loop_trips` as count_bundles'.
std::vector<UnitBundles> read_final_bundles(const std::string& dump_dir,
                                            const std::vector<double>& program_loop_trips = {});

// Sets each unit's runs from the calls reaching it from TLP (through any
// chain of callers) and scales its executed bundles by them.
void weigh_by_calls(std::vector<UnitBundles>& units);

// Each unit's final_bundles.txt under `dump_dir` (searched recursively):
// unit -> path, the newest when a unit was compiled twice, libtpu's one-time
// <late-initialization>/<late-finalization> code left out.
std::map<std::string, std::string> final_bundle_files(const std::string& dump_dir);

// The program's optimized HLO text (its "<id>-TLP-hlo.txt", the newest),
// "" when the dump has none: where kernel_dataflow.h reads its kernels' operands.
std::string program_hlo_text(const std::string& dump_dir);

// The unit name in a dump file name: "TLP" in "1796-TLP-73-final_bundles.txt".
std::string unit_of_dump_file(const std::string& file_name);

}  // namespace jaxbench::preflight
