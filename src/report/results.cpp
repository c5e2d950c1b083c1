#include "report/results.h"

#include <cmath>
#include <cstdio>

#include "measure/timing.h"
#include "suite/run_record_json.h"

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

std::string results_csv(const std::vector<suite::RunRecord>& records) {
  std::string out;
  for (size_t i = 0; i < columns().size(); ++i) out += (i ? "," : "") + columns()[i];
  out += "\n";
  for (const auto& r : records) {
    nlohmann::json j = suite::run_record_json(r);
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
    results.push_back(suite::run_record_json(r));
    succeeded += r.status == "success";
  }
  nlohmann::json meta = metadata;
  meta["num_workloads"] = records.size();
  meta["num_succeeded"] = succeeded;
  meta["timing_method"] = measure::kTimingMethod;
  return {{"metadata", meta}, {"results", results}};
}

std::string results_text(const std::vector<suite::RunRecord>& records, double seconds, const std::string& out_dir) {
  char line[512];
  std::snprintf(line, sizeof(line), "%-50s %-8s %12s %12s %10s %8s\n", "workload", "status", "median_ms", "GFLOP",
                "TFLOP/s", "% peak");
  std::string out = line;
  size_t failed = 0;
  for (const auto& r : records) {
    failed += r.status != "success";
    std::string util = r.utilization_pct ? std::to_string(*r.utilization_pct).substr(0, 6) : "-";
    std::snprintf(line, sizeof(line), "%-50s %-8s %12.4f %12.4f %10.4f %8s\n", r.workload.c_str(), r.status.c_str(),
                  r.timing.median, r.flops / 1e9, r.tflops, util.c_str());
    out += line;
  }
  std::snprintf(line, sizeof(line), "%zu workloads, %zu succeeded, %.1f s; wrote %s/results.json and %s/results.csv\n",
                records.size(), records.size() - failed, seconds, out_dir.c_str(), out_dir.c_str());
  return out + line;
}

std::string run_progress_line(size_t index, size_t count, const suite::RunRecord& record) {
  char line[512];
  if (record.status == "success") {
    std::string name = record.workload + (record.variant == "baseline" ? "" : " (" + record.variant + ")");
    std::snprintf(line, sizeof(line), "[%zu/%zu] %-50s %10.4f ms %9.3f TFLOP/s", index + 1, count, name.c_str(),
                  record.timing.median, record.tflops);
  } else {
    std::snprintf(line, sizeof(line), "[%zu/%zu] %-50s ERROR %s", index + 1, count, record.workload.c_str(),
                  record.error.c_str());
  }
  return line;
}

}  // namespace jaxbench::report
