// The profile's JSON (the pre-flight's wire form and its --json output) and
// its short text.
#include <cstdio>

#include "core/json_values.h"
#include "estimate/tpu_profile.h"

namespace jaxbench::preflight {

namespace {

using json = nlohmann::json;

template <typename T>
json per_kind(const PerSlotKind<T>& values) {
  json d = json::object();
  for (int k = 0; k < kSlotKinds; ++k) d[slot_kind_name(static_cast<SlotKind>(k))] = values[k];
  return d;
}

template <typename T>
PerSlotKind<T> per_kind_from(const json& d) {
  PerSlotKind<T> values{};
  for (int k = 0; k < kSlotKinds; ++k) values[k] = d.value(slot_kind_name(static_cast<SlotKind>(k)), T{});
  return values;
}

}  // namespace

json TpuProfile::to_json() const {
  json unit_list = json::array();
  for (const auto& u : units) {
    unit_list.push_back({{"unit", u.unit},
                         {"kernel", u.kernel},
                         {"executed_bundles", u.executed_bundles},
                         {"seconds", u.seconds},
                         {"share", u.share},
                         {"weights", u.weights},
                         {"occupancy", per_kind(u.occupancy)},
                         {"ops", per_kind(u.ops)},
                         {"max_per_bundle", per_kind(u.max_per_bundle)},
                         {"idle_bundles", u.idle_bundles},
                         {"matmul_pushes", u.matmul_pushes}});
  }
  return {{"units", unit_list},
          {"seconds", seconds},
          {"compute_seconds", compute_seconds},
          {"dma_seconds", dma_seconds},
          {"grid_steps", grid_steps},
          {"step_overhead_seconds", step_overhead_seconds},
          {"fill_seconds", fill_seconds},
          {"idle_share", idle_share},
          {"vmem", {{"footprint_bytes", or_null(vmem_bytes)}, {"capacity_bytes", or_null(vmem_capacity_bytes)}}},
          {"mxu_utilisation", mxu_utilisation},
          {"flops", or_null(flops)},
          {"achieved_flops_per_second", or_null(achieved_flops_per_second)},
          {"peak_flops_per_second", peak_flops_per_second},
          {"slot_pressure", slot_pressure},
          {"slot_capacity", per_kind(capacity)},
          {"bottleneck", bottleneck},
          {"reason", reason},
          {"top_units", top_units},
          {"unread", unread}};
}

TpuProfile TpuProfile::from_json(const json& d) {
  TpuProfile p;
  for (const auto& j : d.value("units", json::array())) {
    UnitProfile u;
    u.unit = j.value("unit", "");
    u.kernel = j.value("kernel", false);
    u.executed_bundles = j.value("executed_bundles", 0.0);
    u.seconds = j.value("seconds", 0.0);
    u.share = j.value("share", 0.0);
    u.weights = j.value("weights", "");
    u.occupancy = per_kind_from<double>(j.value("occupancy", json::object()));
    u.ops = per_kind_from<double>(j.value("ops", json::object()));
    u.max_per_bundle = per_kind_from<int>(j.value("max_per_bundle", json::object()));
    u.idle_bundles = j.value("idle_bundles", 0.0);
    u.matmul_pushes = j.value("matmul_pushes", 0.0);
    p.units.push_back(std::move(u));
  }
  p.seconds = d.value("seconds", 0.0);
  p.compute_seconds = d.value("compute_seconds", 0.0);
  p.dma_seconds = d.value("dma_seconds", 0.0);
  p.grid_steps = d.value("grid_steps", int64_t{0});
  p.step_overhead_seconds = d.value("step_overhead_seconds", 0.0);
  p.fill_seconds = d.value("fill_seconds", 0.0);
  p.idle_share = d.value("idle_share", 0.0);
  json vmem = d.value("vmem", json::object());
  p.vmem_bytes = optional_from<int64_t>(vmem, "footprint_bytes");
  p.vmem_capacity_bytes = optional_from<int64_t>(vmem, "capacity_bytes");
  p.mxu_utilisation = d.value("mxu_utilisation", 0.0);
  p.flops = optional_from<double>(d, "flops");
  p.achieved_flops_per_second = optional_from<double>(d, "achieved_flops_per_second");
  p.peak_flops_per_second = d.value("peak_flops_per_second", 0.0);
  p.slot_pressure = d.value("slot_pressure", std::map<std::string, double>{});
  p.capacity = per_kind_from<int>(d.value("slot_capacity", json::object()));
  p.bottleneck = d.value("bottleneck", "");
  p.reason = d.value("reason", "");
  p.top_units = d.value("top_units", std::vector<std::string>{});
  p.unread = d.value("unread", std::vector<std::string>{});
  return p;
}

std::string TpuProfile::summary() const {
  char line[160];
  std::string text = "bottleneck " + bottleneck + ": " + reason + "\n";
  std::snprintf(line, sizeof(line), "MXU utilisation %.0f%%", mxu_utilisation * 100);
  text += line;
  if (achieved_flops_per_second && peak_flops_per_second > 0) {
    std::snprintf(line, sizeof(line), ", %.1f TFLOP/s of %.0f peak (%.0f%%)", *achieved_flops_per_second / 1e12,
                  peak_flops_per_second / 1e12, *achieved_flops_per_second / peak_flops_per_second * 100);
    text += line;
  }
  if (vmem_bytes && vmem_capacity_bytes) {
    std::snprintf(line, sizeof(line), "; VMEM %.1f of %.0f MiB", static_cast<double>(*vmem_bytes) / (1 << 20),
                  static_cast<double>(*vmem_capacity_bytes) / (1 << 20));
    text += line;
  }
  text += "\n";
  for (size_t i = 0; i < units.size() && i < 3; ++i) {
    const UnitProfile& u = units[i];
    std::snprintf(
        line, sizeof(line), "  %-28s %5.1f%% of time  mxu %3.0f%% valu %3.0f%% ld %3.0f%% st %3.0f%% idle %3.0f%%\n",
        u.unit.substr(0, 28).c_str(), u.share * 100, u.occupancy[0] * 100, u.occupancy[1] * 100, u.occupancy[4] * 100,
        u.occupancy[5] * 100, u.executed_bundles > 0 ? u.idle_bundles / u.executed_bundles * 100 : 0);
    text += line;
  }
  if (!unread.empty()) text += "  (not read: " + std::to_string(unread.size()) + " item(s), see tpu_profile.unread)\n";
  return text;
}

}  // namespace jaxbench::preflight
