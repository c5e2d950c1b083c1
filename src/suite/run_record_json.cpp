#include "suite/run_record_json.h"

#include <cmath>

#include "core/error.h"
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
      {"tier", r.tier},
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
  if (!r.judged_by.is_null()) j["fleet"] = r.judged_by;
  return j;
}

namespace {

template <typename T>
void read_key(const nlohmann::json& row, const char* key, T& into) {
  if (!row.contains(key) || row[key].is_null()) return;
  try {
    into = row[key].get<T>();
  } catch (const nlohmann::json::exception&) {
    throw Error(std::string("a run row's ") + key + " has the wrong type: " + row[key].dump().substr(0, 80));
  }
}

void read_optional(const nlohmann::json& row, const char* key, std::optional<double>& into) {
  double value = 0;
  if (!row.contains(key) || row[key].is_null()) return;
  read_key(row, key, value);
  into = value;
}

}  // namespace

RunRecord run_record_from_json(const nlohmann::json& row) {
  if (!row.is_object()) throw Error("a run row is not a JSON object: " + row.dump().substr(0, 80));
  RunRecord r;
  read_key(row, "workload", r.workload);
  read_key(row, "variant", r.variant);
  read_key(row, "tier", r.tier);
  read_key(row, "status", r.status);
  read_key(row, "error", r.error);
  read_key(row, "median_ms", r.timing.median);
  read_key(row, "mean_ms", r.timing.mean);
  read_key(row, "std_ms", r.timing.stddev);
  read_key(row, "min_ms", r.timing.min);
  read_key(row, "max_ms", r.timing.max);
  read_key(row, "num_iters", r.timing.count);
  read_key(row, "num_warmup", r.warmups);
  read_key(row, "xla_flops", r.flops);
  read_key(row, "tflops", r.tflops);
  read_key(row, "output_shape", r.output_shape);
  read_key(row, "input_shapes", r.input_shapes);
  read_key(row, "tpu", r.chip);
  read_key(row, "size", r.size);
  read_key(row, "platform", r.platform);
  read_key(row, "device_kind", r.device_kind);
  read_key(row, "compile_ms", r.compile_ms);
  read_key(row, "compile_cached", r.compile_cached);
  read_key(row, "input_ms", r.input_ms);
  read_key(row, "flops_source", r.flops_source);
  read_key(row, "bytes_accessed", r.bytes_accessed);
  if (row.contains("config")) r.config = row["config"];
  if (row.contains("fleet")) r.judged_by = row["fleet"];
  read_optional(row, "utilization_pct", r.utilization_pct);
  read_optional(row, "peak_tflops", r.peak_tflops);
  read_optional(row, "v6e_baseline_ms", r.v6e_baseline_ms);
  return r;
}

}  // namespace jaxbench::suite
