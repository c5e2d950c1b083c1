// The trips of a program's own while loops (not a kernel's), counted on the
// host: the compiled top-level program (TLP) runs a while loop whose bound
// is a value the program computes, which the estimate cannot read from the
// bundles and so counted once (lax.fori_loop(0, n[0], ...) outside a
// kernel; the loop over each sequence's new tokens in tokamax's multi-head
// latent attention reference). Each loop at the top of a function gets a
// probe, as a Pallas call's operands do (kernel_probe.h): a module whose
// main runs only the part of that loop its exit test needs, counting its
// trips, and for each lax.fori_loop-shaped loop directly inside it (counter
// + 1 against a bound that stays put) adding bound - start per trip.
// Run on the host's CPU plugin with the module's inputs (kernel_operands.h),
// the counts go to the worker, where TLP's loops without a constant bound
// take them in order (dump_reader.h's count_bundles).
//
// Only the loops the compiler cannot bound are listed: a loop whose exit
// test depends on main's arguments, a loop inside one whose start or bound
// is not a constant. A loop that cannot be counted (its function called
// twice, nested two deep, not fori-shaped inside another, more than
// kLoopProbeTripCap trips on the inputs) is listed with why, and counts once.
#pragma once

#include <string>
#include <vector>

namespace jaxbench::preflight {

// A probe's loop stops at this many trips (its count then reads as not
// known): a loop that never ends on the given inputs must not hang the host.
inline constexpr long long kLoopProbeTripCap = 10'000'000;

// One listed loop: where it sits, and how its trips come out of its probe.
struct ProbedLoop {
  std::string where;    // "@update_kv_cache: while loop 1, loop 1 inside it"
  int probe = -1;       // index into LoopProbes::probes; -1 when not countable
  int result = 0;       // its trips: result `result` of that probe's main
  int entries = -1;     // the result holding its entries (the outer loop's trips); -1: entered once
  std::string why_not;  // when not countable
};

struct LoopProbe {
  std::string module_text;     // main returns tensor<i64> counts
  std::vector<int> arguments;  // the module's main arguments it takes, in order
};

struct LoopProbes {
  std::vector<LoopProbe> probes;
  std::vector<ProbedLoop> loops;  // module order, an outer loop before the loops inside it
};

LoopProbes build_loop_probes(const std::string& module_text);

}  // namespace jaxbench::preflight
