// What the store tests write: a run, an attempt and a verdict document shaped
// like the judge's (docs/verdict.md), with the fields the store indexes.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/files.h"
#include "store/records.h"

namespace jaxbench::store::testing {

inline RunInfo sample_run(const std::string& command = "eval") {
  RunInfo run;
  run.command = command;
  run.environment.chip = "cpu";
  run.environment.device_kind = "cpu";
  run.environment.platform = "cpu";
  run.environment.plugin_path = "/plugins/cpu.so";
  run.environment.platform_version = "cpu";
  run.environment.host = "test-host";
  return run;
}

inline AttemptInfo sample_attempt(const std::string& workload, int number = 0) {
  AttemptInfo attempt;
  attempt.workload = workload;
  attempt.size = "small";
  attempt.candidate_path = "/candidates/" + workload + "_" + std::to_string(number) + ".py";
  attempt.candidate_source = "def workload(x):  # " + std::to_string(number) + "\n    return x\n";
  attempt.module_sha256 = std::string(64, 'a');
  return attempt;
}

inline nlohmann::json sample_verdict(const std::string& workload, const std::string& status, double speedup) {
  return {
      {"schema", "jaxbench.verdict/1"},
      {"workload", workload},
      {"chip", "cpu"},
      {"status", status},
      {"correctness", {{"cases", {{{"label", "seed 1"}, {"seed", {1, 2}}}, {{"label", "seed 2"}, {"seed", {3, 4}}}}}}},
      {"timing",
       {{"class", "FASTER"},
        {"speedup", speedup},
        {"ci95", {speedup - 0.1, speedup + 0.1}},
        {"candidate", {{"median_ms", 2.0}}}}},
      {"roofline", {{"bound_ms", 0.5}}},
      {"preflight", nullptr}};
}

// The file's bytes, to show a failing open left it as it was.
inline std::string bytes_of(const std::string& path) { return read_file(path); }

}  // namespace jaxbench::store::testing
