#include "suite/run_record_json.h"

#include <cmath>

#include "measure/timing.h"

namespace jaxbench::suite {

nlohmann::json run_record_json(const RunRecord& r) {
  bool ok = r.status == "success";
  auto rounded = [](double value, int decimals) {
    return std::round(value * std::pow(10, decimals)) / std::pow(10, decimals);
  };
  nlohmann::json j = {
      {"name", r.workload},  // JAXBench's key for it
      {"workload", r.workload},
      {"variant", r.variant},
      {"status", r.status},
      {"timing_method", measure::kTimingMethod},
      {"median_ms", ok ? nlohmann::json(rounded(r.timing.median, 4)) : nlohmann::json()},
      {"mean_ms", ok ? nlohmann::json(rounded(r.timing.mean, 4)) : nlohmann::json()},
      {"std_ms", ok ? nlohmann::json(rounded(r.timing.stddev, 4)) : nlohmann::json()},
      {"min_ms", ok ? nlohmann::json(rounded(r.timing.min, 4)) : nlohmann::json()},
      {"max_ms", ok ? nlohmann::json(rounded(r.timing.max, 4)) : nlohmann::json()},
      {"xla_flops", r.flops},
      {"tflops", rounded(r.tflops, 4)},
      {"utilization_pct", r.utilization_pct ? nlohmann::json(rounded(*r.utilization_pct, 2)) : nlohmann::json()},
      {"wall_clock_median_ms", ok ? nlohmann::json(rounded(r.timing.median, 4)) : nlohmann::json()},
      {"output_shape", r.output_shape},
      {"input_shapes", r.input_shapes},
      {"tpu", r.chip},
      {"config", r.config},
      {"error", r.error},
      {"size", r.size},
      {"platform", r.platform},
      {"device_kind", r.device_kind},
      {"num_warmup", r.warmups},
      {"num_iters", r.timing.count},
      {"compile_ms", rounded(r.compile_ms, 2)},
      {"compile_cached", r.compile_cached},
      {"input_ms", rounded(r.input_ms, 2)},
      {"flops_source", r.flops_source},
      {"bytes_accessed", r.bytes_accessed},
      {"peak_tflops", r.peak_tflops ? nlohmann::json(*r.peak_tflops) : nlohmann::json()},
      {"v6e_baseline_ms", r.v6e_baseline_ms ? nlohmann::json(*r.v6e_baseline_ms) : nlohmann::json()},
  };
  return j;
}

}  // namespace jaxbench::suite
