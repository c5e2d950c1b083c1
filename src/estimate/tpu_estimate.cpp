#include "estimate/tpu_estimate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "core/files.h"
#include "estimate/tpu_profile.h"
#include "platform/hardware.h"
#include "platform/tpu_generations.h"

namespace jaxbench::preflight {

namespace {

using json = nlohmann::json;

// The program's HBM bytes: the cost analysis's total when it gives one,
// else (a Pallas call, seen as one custom call) the sum of its per-operand
// and output figures ("bytes accessed0{}", "bytes accessedout{}").
double hbm_bytes(const std::map<std::string, double>& cost) {
  if (auto total = cost.find("bytes accessed"); total != cost.end()) return total->second;
  double sum = 0;
  for (const auto& [key, value] : cost) {
    if (key.rfind("bytes accessed", 0) == 0 && key.find('{') != std::string::npos) sum += value;
  }
  return sum;
}

// An XLA program's HBM traffic: the smaller of two upper bounds. Its final
// code's DMAs (each descriptor's window or constant size times its issues,
// UnitBundles) count a predicated-off re-fetch as issued: a matmul fusion's
// tile loop reads 12.2 GB for 8p's reference GEMM of 1.07 GB. The cost
// analysis counts each operand of a fusion whole: 6.3 GB for a ragged
// gather whose code moves 0.74 GB of the table's rows. The code's bound
// counts only when every DMA to or from HBM in it has a known size.
double xla_program_dma_bytes(const std::vector<UnitBundles>& units, const std::map<std::string, double>& cost,
                             std::string& source) {
  double moved = 0;
  int unsized = 0;
  for (const auto& u : units) {
    moved += u.dma_bytes + u.other_dma_bytes;
    unsized += u.unsized_dmas;
  }
  double analysed = hbm_bytes(cost);
  if (unsized == 0 && moved > 0 && (moved < analysed || analysed <= 0)) {
    source = "DMA sizes in the final code";
    return moved;
  }
  source = "cost analysis bytes accessed";
  return analysed;
}

// The program's HBM traffic. Without a Pallas call, xla_program_dma_bytes.
// bytes. With one, the kernels' DMA descriptors (what their pipelines move,
// blocks re-read across the grid included) plus the XLA code around them:
// the cost analysis's total, which counts a tpu_custom_call only by the
// bytes its pl.CostEstimate declares (`declared`, taken out again) and not
// at all without one. (qmm at 32 x 1792 x 5120 with a 64-row batch block:
// 9.2 MB of kernel descriptors, 1.6 MB of XLA pad, slice and reduce; the
// larger of the two, as before, dropped the pad that a smaller block avoids.)
// A Pallas program whose descriptors and XLA bytes are both empty keeps the
// cost analysis's figures.
double program_dma_bytes(const std::vector<UnitBundles>& units, const std::map<std::string, double>& cost,
                         double declared, std::string& source) {
  bool pallas = false;
  double kernel_bytes = 0;
  for (const auto& u : units) {
    pallas |= u.kernel;
    kernel_bytes += u.kernel ? u.dma_bytes : 0;
  }
  if (!pallas) return xla_program_dma_bytes(units, cost, source);
  auto total = cost.find("bytes accessed");
  double xla_bytes = pallas && total != cost.end() ? std::max(0.0, total->second - declared) : 0;
  if (kernel_bytes + xla_bytes <= 0) {
    source = "cost analysis bytes accessed";
    return hbm_bytes(cost);
  }
  source = xla_bytes > 0 ? "kernel DMA descriptors + cost analysis of the XLA code" : "kernel DMA descriptors";
  return kernel_bytes + xla_bytes;
}

}  // namespace

std::vector<std::string> TpuEstimate::unresolved() const {
  std::vector<std::string> out;
  char address[32];
  for (const auto& k : kernels) {
    if (!k.resolved) out.push_back(k.unit + " (not simulated: " + k.stopped + ")");
    for (const auto& u : k.unresolved) {
      std::snprintf(address, sizeof(address), "%#llx", static_cast<unsigned long long>(u.address));
      out.push_back(k.unit + " " + address + (u.backward ? " loop" : " guarded block"));
    }
  }
  int program_loops = program_loops_without_bound();
  for (int i = 1; i <= program_loops; ++i) {
    out.push_back(std::string(kTopLevelUnit) + " while loop " + std::to_string(i) + " of " +
                  std::to_string(program_loops));
  }
  return out;
}

int TpuEstimate::program_loops_without_bound() const {
  int loops = 0;
  for (const auto& u : units) loops += !u.kernel && u.unit == kTopLevelUnit ? u.loops_without_bound : 0;
  return loops;
}

std::string TpuEstimate::unresolved_line() const {
  int loops = 0, guards = 0, unsimulated = 0, program_loops = program_loops_without_bound();
  for (const auto& k : kernels) {
    unsimulated += k.resolved ? 0 : 1;
    for (const auto& u : k.unresolved) (u.backward ? loops : guards) += 1;
  }
  if (loops + guards + unsimulated + program_loops == 0) return "";
  bool only_program_loops = loops + guards + unsimulated == 0;
  loops += program_loops;
  std::vector<std::string> parts;
  if (loops) parts.push_back(std::to_string(loops) + " data-dependent loop" + (loops > 1 ? "s" : "") + " once");
  if (guards) parts.push_back(std::to_string(guards) + " guarded block" + (guards > 1 ? "s" : "") + " every time");
  if (unsimulated)
    parts.push_back(std::to_string(unsimulated) + " kernel" + (unsimulated > 1 ? "s" : "") + " statically");
  std::string text = "unresolved: the estimate counts ";
  for (size_t i = 0; i < parts.size(); ++i) text += (i ? i + 1 == parts.size() ? " and " : ", " : "") + parts[i];
  std::string why = only_program_loops && inputs == "none"               ? "no input values were given"
                    : only_program_loops && !program_loop_reason.empty() ? program_loop_reason
                    : only_program_loops
                        ? "the program's own while loops are bounded by values it computes on the device, which the "
                          "host did not count"
                    : !input_notes.empty() ? input_notes.front()
                    : inputs == "none"     ? "no input values were given"
                                           : "a value they depend on is not known to the kernels' scalar code";
  return text + " (" + why + ")";
}

std::string TpuEstimate::does_not_see() const {
  std::string text = kTpuEstimateBlindSpots;
  std::vector<std::string> left = unresolved();
  if (inputs == "none" && !kernels.empty()) text += "; no input values were given: loops bounded by them count once";
  if (!left.empty()) {
    text += "; unresolved (a loop counts once, a guarded block every time, as without inputs):";
    for (size_t i = 0; i < left.size(); ++i) text += (i ? ", " : " ") + left[i];
  }
  for (const auto& note : input_notes) text += "; " + note;
  return text;
}

namespace {
// The estimate's whole formula in one place (tpu_estimate.h): both
// estimate_tpu_time (no kernel waits counted yet) and estimate_from_dump
// (after counting them) set `seconds` through it.
double formula_seconds(const TpuEstimate& e) {
  return combine_seconds(e.compute_seconds, e.dma_seconds, e.overlap_exponent) + e.fill_seconds + e.overhead_seconds +
         e.wait_seconds * e.kernel_waits;
}
}  // namespace

double combine_seconds(double compute_seconds, double dma_seconds, double overlap_exponent) {
  if (overlap_exponent <= 0) return std::max(compute_seconds, dma_seconds);
  return std::pow(std::pow(compute_seconds, overlap_exponent) + std::pow(dma_seconds, overlap_exponent),
                  1 / overlap_exponent);
}

double pipeline_fill_seconds(const TpuEstimate& e) {
  double fill = 0;
  for (const auto& u : e.units) {
    if (!u.kernel || u.pipeline_steps <= 0) continue;
    // Totals over the unit's runs: each run's fill is 1/runs of the total's, so the sum is the same.
    double compute = u.executed_bundles / e.bundles_per_second;
    double dma = u.dma_bytes / (e.hbm_bytes_per_second * e.hbm_efficiency);
    fill += (compute + dma - combine_seconds(compute, dma, e.overlap_exponent)) / static_cast<double>(u.pipeline_steps);
  }
  return fill;
}

std::string libtpu_dump_arguments(const std::string& existing, const std::string& dump_dir) {
  // Only the final code's text is read; the HLO and Mosaic dumps are not.
  // The pass-label filter keeps the dump to the final code: all passes
  // (hundreds of files, 120 MB for a GEMM) made a compile 5x slower.
  std::string flags = "--xla_jf_dump_to=" + dump_dir +
                      " --xla_jf_dump_llo_text=true --xla_jf_dump_llo_pass_label_regex=^final_bundles$";
  return existing.empty() ? flags : existing + " " + flags;
}

double declared_kernel_bytes(const std::string& dump_dir) {
  static const std::string kField = "\"bytes_accessed\":\"";
  double bytes = 0;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dump_dir, ec)) {
    if (!entry.path().filename().string().ends_with("-TLP-hlo.txt")) continue;
    const std::string hlo = read_file(entry.path().string());
    for (size_t at = hlo.find("\"cost_estimate\":{"); at != std::string::npos;
         at = hlo.find("\"cost_estimate\":{", at + 1)) {
      size_t end = hlo.find('}', at);
      size_t field = hlo.find(kField, at);
      if (field == std::string::npos || field > end) continue;
      bytes += std::strtod(hlo.c_str() + field + kField.size(), nullptr);
    }
  }
  return bytes;
}

std::optional<TpuEstimate> estimate_tpu_time(const std::string& generation, const std::vector<UnitBundles>& units,
                                             const std::map<std::string, double>& cost, double declared_kernel_bytes) {
  std::optional<platform::TpuTimingModel> model = platform::tpu_timing_model(generation);
  std::optional<platform::ChipSpec> chip = platform::chip_for_target(generation);
  if (!model || !chip || units.empty()) return std::nullopt;
  TpuEstimate e;
  e.units = units;
  for (const auto& u : units) {
    e.bundles += u.bundles;
    e.executed_bundles += u.executed_bundles;
    e.grid_steps = std::max(e.grid_steps, u.max_trip_count);
    e.loops_without_bound += u.loops_without_bound;
  }
  e.dma_bytes = program_dma_bytes(units, cost, declared_kernel_bytes, e.dma_source);
  e.bundles_per_second = model->bundles_per_second;
  e.overhead_seconds = model->overhead_seconds;
  e.hbm_bytes_per_second = chip->hbm_tbytes_per_s * 1e12 * model->device_share_of_chip;
  e.hbm_efficiency = model->hbm_efficiency;
  e.overlap_exponent = model->overlap_exponent;
  e.wait_seconds = model->wait_seconds;
  e.constants_source = model->source;
  e.compute_seconds = e.executed_bundles / e.bundles_per_second;
  e.dma_seconds = e.dma_bytes / (e.hbm_bytes_per_second * e.hbm_efficiency);
  e.fill_seconds = pipeline_fill_seconds(e);
  e.seconds = formula_seconds(e);
  return e;
}

namespace {

// The host's program loops in the notes, and why TLP's loops left without a
// bound were left so.
void note_program_loops(const std::vector<ProgramLoop>& loops, TpuEstimate& e) {
  int from_inputs = 0;
  for (const auto& u : e.units) from_inputs += u.unit == kTopLevelUnit ? u.loops_from_inputs : 0;
  for (const auto& l : loops) e.input_notes.push_back(describe(l));
  if (e.program_loops_without_bound() == 0) return;
  for (const auto& l : loops) {
    if (!l.known) return static_cast<void>(e.program_loop_reason = describe(l));
  }
  if (!loops.empty() && from_inputs == 0) {
    e.program_loop_reason = "the host counted " + std::to_string(loops.size()) +
                            " loops bounded by values, the compiled program has " +
                            std::to_string(e.program_loops_without_bound()) + ": not matched, each counted once";
  }
}

}  // namespace

std::optional<TpuEstimate> estimate_from_dump(const std::string& generation, const std::string& dump_dir,
                                              const std::map<std::string, double>& cost, const KernelInputs& inputs,
                                              const SimulationLimits& limits) {
  std::vector<UnitBundles> units = read_final_bundles(dump_dir, trips_per_entry(inputs.program_loops));
  std::vector<KernelTripCounts> kernels = resolve_trip_counts(dump_dir, units, inputs, limits);
  std::optional<TpuEstimate> e = estimate_tpu_time(generation, units, cost, declared_kernel_bytes(dump_dir));
  if (!e) return e;
  e->inputs = inputs.source;
  e->kernels = std::move(kernels);
  e->input_notes = inputs.notes;
  note_program_loops(inputs.program_loops, *e);
  e->inputs_seconds = inputs.seconds;
  // The waits as the kernels' simulated runs execute them (kernel_sync_waits),
  // so they follow the inputs as the bundles do.
  e->kernel_waits = kernel_sync_waits(dump_dir, *e);
  e->seconds = formula_seconds(*e);
  return e;
}

}  // namespace jaxbench::preflight
