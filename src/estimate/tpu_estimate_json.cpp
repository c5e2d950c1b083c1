// The estimate's JSON, as the verdict carries it and the pre-flight cache
// and `--estimate` re-reads keep it: written and read back field by field,
// older estimates' missing fields read as what they meant then.
#include "estimate/tpu_estimate.h"

namespace jaxbench::preflight {

namespace {

using json = nlohmann::json;

json unit_json(const UnitBundles& u) {
  return {{"unit", u.unit},
          {"bundles", u.bundles},
          {"executed_bundles", u.executed_bundles},
          {"loops", u.loops},
          {"loops_without_bound", u.loops_without_bound},
          {"loops_from_inputs", u.loops_from_inputs},
          {"max_trip_count", u.max_trip_count},
          {"pipeline_steps", u.pipeline_steps},
          {"runs", u.runs},
          {"dma_bytes", u.dma_bytes},
          {"other_dma_bytes", u.other_dma_bytes},
          {"unsized_dmas", u.unsized_dmas},
          {"kernel", u.kernel}};
}

UnitBundles unit_from_json(const json& d) {
  UnitBundles u;
  u.unit = d.at("unit").get<std::string>();
  u.bundles = d.at("bundles").get<int64_t>();
  u.executed_bundles = d.at("executed_bundles").get<double>();
  u.loops = d.at("loops").get<int>();
  u.loops_without_bound = d.at("loops_without_bound").get<int>();
  u.loops_from_inputs = d.value("loops_from_inputs", 0);  // estimates before the host counted TLP's loops: none
  u.max_trip_count = d.at("max_trip_count").get<int64_t>();
  u.pipeline_steps = d.value("pipeline_steps", int64_t{0});  // estimates before the fill: unknown, none added
  u.runs = d.value("runs", 1.0);
  u.dma_bytes = d.value("dma_bytes", 0.0);
  u.other_dma_bytes = d.value("other_dma_bytes", 0.0);  // estimates before the code's own sizes: none
  u.unsized_dmas = d.value("unsized_dmas", 0);
  u.kernel = d.value("kernel", false);
  return u;
}

}  // namespace

json TpuEstimate::trip_counts_json() const {
  json list = json::array();
  for (const auto& k : kernels) list.push_back(k.to_json());
  double simulation = 0;
  for (const auto& k : kernels) simulation += k.seconds;
  json out = {
      {"kernels", list}, {"notes", input_notes}, {"seconds", {{"inputs", inputs_seconds}, {"simulation", simulation}}}};
  if (!program_loop_reason.empty()) out["program_loop_reason"] = program_loop_reason;
  return out;
}

json TpuEstimate::to_json() const {
  json unit_list = json::array();
  for (const auto& u : units) unit_list.push_back(unit_json(u));
  return {{"seconds", seconds},
          {"compute_seconds", compute_seconds},
          {"dma_seconds", dma_seconds},
          {"fill_seconds", fill_seconds},
          {"basis",
           {{"bundles", bundles},
            {"executed_bundles", executed_bundles},
            {"dma_bytes", dma_bytes},
            {"dma_source", dma_source},
            {"grid_steps", grid_steps},
            {"loops_without_bound", loops_without_bound},
            {"kernel_waits", kernel_waits},
            {"units", unit_list}}},
          {"constants",
           {{"bundles_per_second", bundles_per_second},
            {"overhead_seconds", overhead_seconds},
            {"hbm_bytes_per_second", hbm_bytes_per_second},
            {"hbm_efficiency", hbm_efficiency},
            {"overlap_exponent", overlap_exponent},
            {"wait_seconds", wait_seconds},
            {"source", constants_source}}},
          {"inputs", inputs},
          {"trip_counts", trip_counts_json()},
          {"resolved", resolved()},
          {"unresolved", unresolved()},
          {"does_not_see", does_not_see()}};
}

TpuEstimate TpuEstimate::from_json(const json& d) {
  TpuEstimate e;
  e.seconds = d.at("seconds").get<double>();
  e.compute_seconds = d.at("compute_seconds").get<double>();
  e.dma_seconds = d.at("dma_seconds").get<double>();
  e.fill_seconds = d.value("fill_seconds", 0.0);
  const json& basis = d.at("basis");
  e.bundles = basis.at("bundles").get<int64_t>();
  e.executed_bundles = basis.at("executed_bundles").get<double>();
  e.dma_bytes = basis.at("dma_bytes").get<double>();
  e.dma_source = basis.value("dma_source", "");
  e.grid_steps = basis.at("grid_steps").get<int64_t>();
  e.loops_without_bound = basis.at("loops_without_bound").get<int>();
  e.kernel_waits = basis.value("kernel_waits", 0.0);  // estimates before the wait cost: none
  for (const auto& u : basis.at("units")) e.units.push_back(unit_from_json(u));
  const json& constants = d.at("constants");
  e.bundles_per_second = constants.at("bundles_per_second").get<double>();
  e.overhead_seconds = constants.at("overhead_seconds").get<double>();
  e.hbm_bytes_per_second = constants.at("hbm_bytes_per_second").get<double>();
  e.hbm_efficiency = constants.value("hbm_efficiency", 1.0);  // estimates before the fitted share: the spec's
  e.overlap_exponent = constants.value("overlap_exponent", 0.0);
  e.wait_seconds = constants.value("wait_seconds", 0.0);
  e.constants_source = constants.at("source").get<std::string>();
  e.inputs = d.value("inputs", "none");
  if (d.contains("trip_counts")) {
    for (const auto& k : d.at("trip_counts").value("kernels", json::array())) {
      e.kernels.push_back(KernelTripCounts::from_json(k));
    }
    e.input_notes = d.at("trip_counts").value("notes", std::vector<std::string>{});
    e.program_loop_reason = d.at("trip_counts").value("program_loop_reason", "");
    e.inputs_seconds = d.at("trip_counts").value("seconds", json::object()).value("inputs", 0.0);
  }
  return e;
}

}  // namespace jaxbench::preflight
