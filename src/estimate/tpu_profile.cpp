#include "estimate/tpu_profile.h"

#include <algorithm>
#include <cstdio>
#include <set>

#include "core/files.h"
#include "platform/hardware.h"
#include "platform/tpu_bundle_slots.h"
#include "tpu_model/bundle_program.h"
#include "tpu_model/vmem_report.h"

namespace jaxbench::preflight {

namespace {

// Each bundle's executions per program run: the simulation's where the
// kernel's scalar code ran to its end, else the static weights by address
// (a bundle the dump reader did not weigh runs once per run of the unit).
std::vector<double> bundle_weights(const BundleProgram& program, const UnitBundles& unit, const TpuEstimate& estimate,
                                   std::string& source) {
  for (const auto& k : estimate.kernels) {
    if (k.unit == unit.unit && k.resolved && k.bundle_executions.size() == program.bundles.size()) {
      source = "simulated";
      std::vector<double> w = k.bundle_executions;
      for (double& x : w) x *= unit.runs;
      return w;
    }
  }
  source = "static";
  std::map<int64_t, double> by_address(unit.bundle_weights.begin(), unit.bundle_weights.end());
  std::vector<double> w;
  for (const auto& b : program.bundles) {
    auto found = by_address.find(b.address);
    w.push_back((found == by_address.end() ? 1.0 : found->second) * unit.runs);
  }
  return w;
}

bool does_work(SlotKind kind) {
  return kind == SlotKind::kMxu || kind == SlotKind::kVectorAlu || kind == SlotKind::kXlu || kind == SlotKind::kEup ||
         kind == SlotKind::kVectorLoad || kind == SlotKind::kVectorStore;
}

// Counts one unit's slot kinds over its bundles, each weighted by its executions.
void count_slots(const BundleProgram& program, const std::vector<double>& weights, UnitProfile& u,
                 std::set<std::string>& unknown) {
  double total = 0;
  for (size_t b = 0; b < program.bundles.size(); ++b) {
    PerSlotKind<int> in_bundle{};
    bool works = false;
    for (const auto& op : program.bundles[b].ops) {
      SlotKind kind = slot_kind_of(op.opcode);
      if (kind == SlotKind::kUnknown) unknown.insert(op.opcode);
      if (kind == SlotKind::kNone || kind == SlotKind::kUnknown) continue;
      ++in_bundle[static_cast<int>(kind)];
      works |= does_work(kind);
      if (is_matmul_push(op.opcode)) u.matmul_pushes += weights[b];
    }
    for (int k = 0; k < kSlotKinds; ++k) {
      if (in_bundle[k] == 0) continue;
      u.occupancy[k] += weights[b];
      u.ops[k] += weights[b] * in_bundle[k];
      u.max_per_bundle[k] = std::max(u.max_per_bundle[k], in_bundle[k]);
    }
    if (!works) u.idle_bundles += weights[b];
    total += weights[b];
  }
  for (double& o : u.occupancy) o = total > 0 ? o / total : 0;
  // The weights follow the parsed bundles; the estimate's count is the one the time uses.
  if (total > 0) u.idle_bundles *= u.executed_bundles / total;
  if (total > 0) u.matmul_pushes *= u.executed_bundles / total;
  if (total > 0) {
    for (double& n : u.ops) n *= u.executed_bundles / total;
  }
}

UnitProfile profile_unit(const UnitBundles& unit, const std::string& file, const TpuEstimate& e,
                         std::vector<std::string>& unread) {
  UnitProfile u;
  u.unit = unit.unit;
  u.kernel = unit.kernel;
  u.executed_bundles = unit.executed_bundles;
  double compute = unit.executed_bundles / e.bundles_per_second;
  double dma = unit.dma_bytes / (e.hbm_bytes_per_second * e.hbm_efficiency);
  u.seconds = combine_seconds(compute, dma, e.overlap_exponent);
  if (file.empty()) {
    unread.push_back(unit.unit + ": no final bundles file in the dump (its slots are not counted)");
    return u;
  }
  BundleProgram program = parse_bundle_program(unit.unit, read_file(file));
  if (program.bundles.empty()) {
    unread.push_back(unit.unit + ": its final bundles file holds no bundle this reader knows");
    return u;
  }
  std::set<std::string> unknown;
  count_slots(program, bundle_weights(program, unit, e, u.weights), u, unknown);
  if (!unknown.empty()) {
    std::string names;
    for (const auto& n : unknown) names += (names.empty() ? "" : ", ") + n;
    unread.push_back(unit.unit + ": opcodes of no known slot kind, not counted: " + names);
  }
  return u;
}

// Ops of each kind over all units, over (executed bundles x the kind's slots).
void slot_pressure(TpuProfile& p, const platform::TpuBundleSlots& slots, double executed) {
  auto ops = [&](SlotKind k) {
    double n = 0;
    for (const auto& u : p.units) n += u.ops[static_cast<int>(k)];
    return n;
  };
  auto pressure = [&](double n, int capacity) { return executed > 0 && capacity > 0 ? n / (executed * capacity) : 0; };
  // The MXU is pipelined: a bundle that feeds it (a push, a weight load, a
  // result pop) keeps it busy that cycle, so its pressure is the share of
  // bundles that do, over all units.
  double mxu_bundles = 0;
  for (const auto& u : p.units) mxu_bundles += u.occupancy[static_cast<int>(SlotKind::kMxu)] * u.executed_bundles;
  p.mxu_utilisation = executed > 0 ? mxu_bundles / executed : 0;
  p.slot_pressure["mxu"] = p.mxu_utilisation;
  p.slot_pressure["vector"] = pressure(ops(SlotKind::kVectorAlu), slots.vector_alu);
  p.slot_pressure["xlu"] = pressure(ops(SlotKind::kXlu), slots.xlu);
  p.slot_pressure["eup"] = pressure(ops(SlotKind::kEup), slots.eup);
  p.slot_pressure["load_store"] = std::max(pressure(ops(SlotKind::kVectorLoad), slots.vector_load),
                                           pressure(ops(SlotKind::kVectorStore), slots.vector_store));
  p.slot_pressure["scalar_control"] = pressure(ops(SlotKind::kScalar), slots.scalar);
}

// The registry's slots per kind (0: none given, the sync/wait kind), and
// any unit whose bundles hold more operations of a kind than that: the
// reader's kinds or the registry's counts are then wrong for this code.
void check_capacity(TpuProfile& p, const platform::TpuBundleSlots& slots, const std::string& generation) {
  p.capacity = {slots.mxu,          slots.vector_alu, slots.xlu, slots.eup, slots.vector_load,
                slots.vector_store, slots.scalar,     slots.dma, 0};
  for (const auto& u : p.units) {
    for (int k = 0; k < kSlotKinds; ++k) {
      if (p.capacity[k] <= 0 || u.max_per_bundle[k] <= p.capacity[k]) continue;
      p.unread.push_back(u.unit + ": " + std::to_string(u.max_per_bundle[k]) + " " +
                         slot_kind_name(static_cast<SlotKind>(k)) + " operations in one bundle, more than the " +
                         std::to_string(p.capacity[k]) + " slots platform/ gives " + generation +
                         ": its slot pressure is not exact");
    }
  }
}

std::string percent(double share) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.0f%%", share * 100);
  return text;
}

std::string micros(double seconds) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.2f us", seconds * 1e6);
  return text;
}

// The pipelines' exposed first fetch and last compute, when they are a
// noticeable share of the time (5%): what a smaller block would shrink,
// against the per-step cost a larger one saves.
std::string fill_note(const TpuProfile& p) {
  if (p.seconds <= 0 || p.fill_seconds < 0.05 * p.seconds) return "";
  return "; the pipeline's first fetch and last compute, which no other step hides, add " + micros(p.fill_seconds) +
         " (" + percent(p.fill_seconds / p.seconds) + "): smaller blocks shrink them";
}

// The share of all executed bundles that hold an operation of the
// bottleneck kind `name` (slot_pressure's names; load_store: the larger of
// loads and stores).
double bundle_share(const TpuProfile& p, const std::string& name) {
  if (name == "mxu") return p.mxu_utilisation;
  auto share = [&](SlotKind kind) {
    double holding = 0, total = 0;
    for (const auto& u : p.units) {
      holding += u.occupancy[static_cast<int>(kind)] * u.executed_bundles;
      total += u.executed_bundles;
    }
    return total > 0 ? holding / total : 0;
  };
  if (name == "vector") return share(SlotKind::kVectorAlu);
  if (name == "xlu") return share(SlotKind::kXlu);
  if (name == "eup") return share(SlotKind::kEup);
  if (name == "load_store") return std::max(share(SlotKind::kVectorLoad), share(SlotKind::kVectorStore));
  return share(SlotKind::kScalar);
}

// The bottleneck: DMA when the HBM traffic outlasts the bundles. Else the
// bundles are the time, and what most of them are spent on names it: the
// idle bundles (no vector, matrix or load/store work; per grid step when
// there is a grid) when they are at least as many as the bundles holding
// the busiest slot kind, else that kind.
void name_bottleneck(TpuProfile& p) {
  if (p.dma_seconds >= p.compute_seconds && p.dma_seconds > 0) {
    p.bottleneck = "dma";
    p.reason = "HBM traffic takes " + micros(p.dma_seconds) + " against " + micros(p.compute_seconds) +
               " of bundles: the kernel waits on memory" + fill_note(p);
    return;
  }
  auto busiest = std::max_element(p.slot_pressure.begin(), p.slot_pressure.end(),
                                  [](const auto& a, const auto& b) { return a.second < b.second; });
  std::string kind = busiest == p.slot_pressure.end() ? "scalar_control" : busiest->first;
  double kind_share = bundle_share(p, kind);
  if (p.idle_share > 0 && p.idle_share >= kind_share) {
    bool steps = p.grid_steps > 1;
    p.bottleneck = steps ? "step_overhead" : "scalar_control";
    p.reason =
        percent(p.idle_share) + " of the executed bundles do no vector or matrix work (" + kind +
        " work: " + percent(kind_share) + ")" +
        (steps ? "; " + micros(p.step_overhead_seconds) + " of scalar, DMA-issue and wait bundles per step over " +
                     std::to_string(p.grid_steps) + " grid steps: larger blocks, fewer steps"
               : ": scalar code and control flow") +
        fill_note(p);
    return;
  }
  p.bottleneck = kind;
  p.reason = "compute-bound (" + micros(p.compute_seconds) + " of bundles, " + micros(p.dma_seconds) +
             " of HBM traffic); its busiest slots: " + p.bottleneck + " at " +
             percent(busiest == p.slot_pressure.end() ? 0 : busiest->second) + " of their capacity, in " +
             percent(kind_share) + " of the bundles (idle: " + percent(p.idle_share) + ")" + fill_note(p);
}

void program_facts(TpuProfile& p, const std::string& generation, const std::string& dump_dir,
                   const std::map<std::string, double>& cost) {
  if (auto vmem = read_vmem_report(dump_dir)) {
    p.vmem_bytes = vmem->footprint_bytes;
    if (vmem->capacity_bytes > 0) p.vmem_capacity_bytes = vmem->capacity_bytes;
  } else {
    p.unread.push_back("no vmem_report in the dump: the VMEM footprint is not known");
  }
  if (auto chip = platform::chip_for_target(generation)) p.peak_flops_per_second = chip->bf16_tflops * 1e12;
  auto flops = cost.find("flops");
  if (flops != cost.end() && flops->second > 0) {
    p.flops = flops->second;
    if (p.seconds > 0) p.achieved_flops_per_second = flops->second / p.seconds;
  } else {
    p.unread.push_back("the cost analysis gives no flops (a Pallas kernel without pl.CostEstimate): no FLOP/s");
  }
}

}  // namespace

double kernel_sync_waits(const std::string& dump_dir, const TpuEstimate& e) {
  // The kernel units' profiles, counted as profile_from_dump counts them, so the two always agree.
  std::map<std::string, std::string> files;
  std::vector<std::string> unread;  // a unit the dump lacks adds no wait; the profile says so
  double waits = 0;
  for (const auto& unit : e.units) {
    if (!unit.kernel) continue;
    if (files.empty()) files = final_bundle_files(dump_dir);
    auto file = files.find(unit.unit);
    if (file == files.end()) continue;
    waits += profile_unit(unit, file->second, e, unread).ops[static_cast<int>(SlotKind::kSync)];
  }
  return waits;
}

TpuProfile profile_from_dump(const std::string& generation, const std::string& dump_dir, const TpuEstimate& e,
                             const std::map<std::string, double>& cost) {
  TpuProfile p;
  p.seconds = e.seconds;
  p.compute_seconds = e.compute_seconds;
  p.dma_seconds = e.dma_seconds;
  p.fill_seconds = e.fill_seconds;
  p.grid_steps = e.grid_steps;
  std::map<std::string, std::string> files = final_bundle_files(dump_dir);
  for (const auto& unit : e.units) {
    auto file = files.find(unit.unit);
    p.units.push_back(profile_unit(unit, file == files.end() ? "" : file->second, e, p.unread));
  }
  double total = 0, idle = 0;
  for (const auto& u : p.units) total += u.seconds, idle += u.idle_bundles;
  for (auto& u : p.units) u.share = total > 0 ? u.seconds / total : 0;
  std::sort(p.units.begin(), p.units.end(), [](const auto& a, const auto& b) { return a.seconds > b.seconds; });
  for (size_t i = 0; i < p.units.size() && i < 3; ++i) p.top_units.push_back(p.units[i].unit);
  p.idle_share = e.executed_bundles > 0 ? idle / e.executed_bundles : 0;
  if (e.grid_steps > 0) p.step_overhead_seconds = idle / e.bundles_per_second / static_cast<double>(e.grid_steps);
  if (auto slots = platform::tpu_bundle_slots(generation)) {
    slot_pressure(p, *slots, e.executed_bundles);
    check_capacity(p, *slots, generation);
  } else {
    p.unread.push_back("no bundle slot table for " + generation + " in platform/: no slot pressure");
  }
  program_facts(p, generation, dump_dir, cost);
  name_bottleneck(p);
  return p;
}

}  // namespace jaxbench::preflight
