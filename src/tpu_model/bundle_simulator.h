// Runs a Mosaic kernel's final bundles (bundle_program.h) with its scalar
// code only, on the values of its integer operands, to count what the
// kernel really executes: every bundle's executions and every DMA's issues.
// Loops whose bound is an input value (page counts, sequence lengths, group
// sizes), blocks skipped by pl.when and copies predicated off are then
// counted as they run, not once per grid step.
//
// What runs: the scalar unit's integer, predicate, address and SMEM
// load/store operations, the copies into SMEM (scalar prefetch), and the
// branches with their four delay slots (libtpu 0.0.48, v6e: a taken
// sbr.rel executes the next four bundles, then jumps to the first bundle of
// its target region). What does not: vector and matrix work (values popped
// from the vector unit are unknown), DMA data other than into SMEM.
// Values are tracked per SSA name (the dump's "%s142_s5"); a phi (sphi)
// reads the physical register the compiler assigned it, as the hardware
// does. A branch or a DMA whose predicate depends on an unknown value is
// "unresolved": a branch is then not taken (a loop's body counts once, a
// guarded block every time, as the static count does) and a DMA counts as
// issued; each is reported with how often it was met.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "tpu_model/bundle_program.h"

namespace jaxbench::preflight {

// One operand of the kernel's custom call, with its values when known: an
// integer array as the judge made it (scalar prefetch, page tables, lengths).
struct KernelOperandValues {
  int index = 0;                // the operand's position in the custom call
  std::string dtype = "s32";    // as the dump names it: s32, u32, s8, ...
  int element_bytes = 4;        // 1, 2 or 4
  std::vector<int64_t> shape;   // for matching, e.g. {64, 256}
  std::vector<int64_t> values;  // row-major
};

struct SimulationLimits {
  double max_bundles = 4e9;  // executed bundles simulated before giving up
  double max_seconds = 60;
};

struct UnresolvedBranch {
  int64_t address = 0;    // the branch's bundle
  bool backward = false;  // a loop's branch back (else a skip forward)
  double times = 0;       // how often it was met with an unknown condition
};

struct Simulation {
  bool complete = false;  // ran from the first bundle to the last
  std::string stopped;    // why not, when not
  double executed_bundles = 0;
  std::vector<double> executions;  // per bundle
  // Per bundle, per operation: issues of each DMA (0 elsewhere); predicated-off ones not counted.
  std::vector<std::vector<double>> dma_issues;
  std::vector<double> branches_taken;  // per bundle: times its branch was taken
  // Per bundle, per operation: the granules its issues moved, where its size
  // operand (size_in_granules) was known: for copies without a descriptor.
  std::vector<std::vector<double>> dma_granules;
  double dma_issues_unknown = 0;  // DMA issues whose predicate was unknown (counted as issued)
  std::vector<UnresolvedBranch> unresolved;
  // What the kernel copied out of SMEM into its own operands (an operand's
  // index -> its words from the start, up to the first unknown one): the
  // results a later kernel reads (XLA's ragged-dot metadata, say).
  std::map<int, std::vector<int64_t>> outputs;
  double seconds = 0;
};

Simulation simulate_kernel(const BundleProgram& program, const std::vector<KernelOperandValues>& operands,
                           const SimulationLimits& limits = {});

// Bytes of one DMA granule, the unit of size_in_granules and of HBM
// addresses (libtpu 0.0.48, v6e: operand end addresses in its bounds checks).
inline constexpr double kDmaGranuleBytes = 32;

// Branch delay slots of a taken sbr.rel (verified on libtpu 0.0.48's v6e code).
inline constexpr int kBranchDelaySlots = 4;

}  // namespace jaxbench::preflight
