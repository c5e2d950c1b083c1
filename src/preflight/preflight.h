// TPU pre-flight: what the TPU compiler (libtpu) says about a StableHLO
// module for a named TPU, on a host with no TPU. Per module: compiles,
// compile_error or oom (with the numbers), compile seconds, the compiler's
// memory statistics against the HBM it allows one chip, its cost analysis
// (flops, bytes accessed, and "optimal_seconds", its own roofline estimate,
// when it has one), or timeout.
//
// Each module is compiled by a worker process, `jaxbench-preflight-worker`
// (preflight_worker.h), run in the sandbox through the process supervisor
// (process/), because
//  - libtpu must be loaded with a deviceless environment (see
//    runtime/topology.h); the worker sets it, so the caller's environment
//    and any plugin it has loaded stay as they were;
//  - the modules are untrusted (a candidate's): the compiler sees them with
//    no network, nothing writable but its work dir and a scrubbed
//    environment;
//  - a compiler crash or a runaway compile (minutes, tens of GiB for big
//    programs) must not take the caller with it: a crash is reported as a
//    compile_error with the compiler's last words, a compile past the
//    timeout is killed with its whole process group and reported as timeout;
//  - the worker loads libtpu fresh (~0.1 s) and its threads die with it.
// The worker is exec'd, not forked from the caller, so a caller with many
// threads or a plugin already loaded may call this at any time.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "estimate/tpu_estimate.h"
#include "estimate/tpu_profile.h"
#include "platform/hardware.h"
#include "preflight/compiler_message.h"
#include "preflight/preflight_inputs.h"
#include "runtime/client.h"
#include "runtime/executable.h"
#include "runtime/topology.h"

namespace jaxbench::preflight {

// One module to compile.
struct PreflightModule {
  std::string label;  // "12p_RMSNorm/full/reference.mlir" or a file name
  std::string path;   // where it came from (for messages)
  runtime::Program program;
  std::string note;  // said alongside the result, e.g. how it was prepared
  // The values its Pallas kernels' loops are counted on (preflight_inputs.h),
  // and the module as text when `program` is bytecode (a suite module).
  PreflightInputs inputs;
  std::string text;
};

// The chip compiled for, as libtpu describes it.
struct PreflightTarget {
  std::string target;            // as asked: v6e
  std::string topology;          // libtpu's name: "v6e:1x1"
  std::string device_kind;       // "TPU v6 lite"
  std::string platform_version;  // "TFRT TPU v6 lite"
  std::string plugin_path;
  std::string libtpu_version;  // the pip package's version, "" if unknown
  size_t devices = 0;
  std::optional<int64_t> hbm_limit_bytes;  // what the compiler lets one device use
  nlohmann::json to_json() const;
  static PreflightTarget from_json(const nlohmann::json& document);
};

struct PreflightResult {
  std::string label, path, note;
  std::string status;  // kCompiles, kCompileError, kOom, kTimeout (core/status.h)
  double compile_seconds = 0;
  std::string message;                         // one line (empty when it compiles)
  std::string raw_message;                     // the compiler's whole message
  std::optional<CompilerDiagnosis> diagnosis;  // for compile_error and oom
  std::vector<std::string> outputs;            // "f32[1024x1024]", when it compiles
  std::optional<runtime::MemoryStats> memory;
  std::map<std::string, double> cost;  // every key PJRT_Executable_GetCostAnalysis gave
  // From the compiled code's bundles (tpu_estimate.h), set by the worker.
  std::optional<TpuEstimate> tpu_estimate;
  // Where that time goes, from the same bundles (tpu_profile.h), set by the worker.
  std::optional<TpuProfile> tpu_profile;

  bool ok() const { return status == kCompiles; }
  // Device bytes the program needs: the compiler's peak when it reports one,
  // else arguments + outputs - aliased + temporaries; plus generated code.
  std::optional<int64_t> device_bytes() const;
  std::optional<double> optimal_seconds() const;
  // The ranking key on a TPU-less host: the bundle estimate, else optimal_seconds.
  std::optional<double> estimated_seconds() const;
  // `chip` adds the spec-sheet HBM beside the compiler's limit.
  nlohmann::json to_json(const PreflightTarget& target, const std::optional<platform::ChipSpec>& chip) const;
  // The child-to-parent wire form (everything, exactly).
  nlohmann::json to_wire() const;
  static PreflightResult from_wire(const nlohmann::json& document);
};

struct PreflightOptions {
  std::string plugin_path;  // libtpu.so
  runtime::TopologySpec topology;
  double timeout_seconds = 900;        // per module
  bool forward_plugin_stderr = false;  // show libtpu's own stderr (JAXBENCH_DEBUG)
  std::string worker_path;             // empty: jaxbench-preflight-worker beside this executable
};

struct PreflightRun {
  PreflightTarget target;
  PreflightResult result;
};

// In this process: compiles one module for `topology` and classifies the
// outcome. The process must have the deviceless environment set before it
// loaded libtpu. Throws only for errors that are not the module's fault.
PreflightResult preflight_compile(const runtime::Plugin& plugin, const runtime::Topology& topology,
                                  const PreflightModule& module);
PreflightTarget describe_target(const runtime::Topology& topology, const std::string& plugin_path);

// In the sandboxed worker (see the top of this file; preflight_isolated.cpp).
// Throws jaxbench::Error when the worker is missing, or libtpu cannot be
// loaded or the topology cannot be made (not a module's fault); anything the
// module causes is in the result.
PreflightRun preflight_isolated(const PreflightOptions& options, const PreflightModule& module);

}  // namespace jaxbench::preflight
