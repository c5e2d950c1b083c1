// Everything `jaxbench preflight` is asked, each default written once: the
// command line takes its defaults from a default-constructed request.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "candidate/candidate_export.h"
#include "platform/registry.h"
#include "preflight/preflight.h"

namespace jaxbench::jobs {

// `--input -`: this argument of main is not given.
inline constexpr const char* kInputNotGiven = "-";

struct PreflightRequest {
  std::vector<std::string> workloads;  // ids or prefixes
  std::optional<std::string> suite;    // priority, fused, all
  std::optional<std::string> candidate_path;
  // A kept pre-flight folder (JAXBENCH_KEEP_TPU_DUMPS=DIR: DIR/<label>) to
  // estimate again without compiling (preflight/rescore.h); alone.
  std::optional<std::string> rescore;
  std::vector<std::string> programs;  // StableHLO files (--program)
  // Arrays for --program's main, in argument order (--input): its Pallas
  // kernels' loops are counted on their values (tpu_model/trip_counts.h).
  // kInputNotGiven leaves one out (a big array no loop bound depends on).
  std::vector<std::string> input_paths;
  std::string size = "full";
  std::string target = platform::default_tpu_target();
  std::string plugin = platform::tpu_plugin_name();                        // the compiler: libtpu
  double timeout_seconds = preflight::PreflightOptions{}.timeout_seconds;  // per module
  double export_timeout_seconds = candidate::ExportLimits{}.timeout_seconds;
  bool show_compiler_log = false;  // libtpu's own stderr (JAXBENCH_DEBUG)
};

}  // namespace jaxbench::jobs
