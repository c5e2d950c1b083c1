#include "report/results.h"

#include <cmath>
#include <cstdio>

#include "measure/timing.h"

namespace jaxbench::report {

namespace {

const std::vector<std::string>& columns() {
  static const std::vector<std::string> kColumns = {
      // JAXBench's benchmark/results.csv, same order.
      "workload", "variant", "status", "timing_method", "median_ms", "mean_ms", "std_ms", "min_ms", "xla_flops",
      "tflops", "utilization_pct", "output_shape", "error",
      // Ours.
      "size", "platform", "device_kind", "max_ms", "num_warmup", "num_iters", "compile_ms", "input_ms", "flops_source",
      "bytes_accessed", "peak_tflops", "v6e_baseline_ms"};
  return kColumns;
}

std::string number(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.*f", decimals, value);
  return buffer;
}

}  // namespace

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

std::string python_list(const std::vector<int64_t>& values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

nlohmann::json record_json(const suite::RunRecord& r) {
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

std::string results_csv(const std::vector<suite::RunRecord>& records) {
  std::string out;
  for (size_t i = 0; i < columns().size(); ++i) out += (i ? "," : "") + columns()[i];
  out += "\n";
  for (const auto& r : records) {
    nlohmann::json j = record_json(r);
    for (size_t i = 0; i < columns().size(); ++i) {
      const auto& value = j[columns()[i]];
      std::string text;
      if (columns()[i] == "output_shape") {
        text = python_list(r.output_shape);
      } else if (value.is_null()) {
        text = "";
      } else if (value.is_string()) {
        text = value.get<std::string>();
      } else if (value.is_number_float()) {
        text = number(value.get<double>(), columns()[i] == "tflops" ? 4 : (columns()[i] == "utilization_pct" ? 2 : 4));
      } else {
        text = value.dump();
      }
      out += (i ? "," : "") + csv_field(text);
    }
    out += "\n";
  }
  return out;
}

nlohmann::json results_document(const std::vector<suite::RunRecord>& records, const nlohmann::json& metadata) {
  nlohmann::json results = nlohmann::json::array();
  size_t succeeded = 0;
  for (const auto& r : records) {
    results.push_back(record_json(r));
    succeeded += r.status == "success";
  }
  nlohmann::json meta = metadata;
  meta["num_workloads"] = records.size();
  meta["num_succeeded"] = succeeded;
  meta["timing_method"] = measure::kTimingMethod;
  return {{"metadata", meta}, {"results", results}};
}

}  // namespace jaxbench::report
