// The pre-flight compiler as a worker process: `jaxbench-preflight-worker`
// (a small executable beside `jaxbench`, src/preflight/worker_main.cpp)
// compiles one module with libtpu inside the sandbox and exits. Both sides
// of its protocol live here, beside the compile itself, so the worker links
// nothing above this layer:
//  - the judge writes request.json and the module into a fresh work dir and
//    starts the worker there through the process supervisor (process/);
//  - the worker sets the deviceless environment, loads libtpu, compiles and
//    writes result.json ({"target", "result"} in PreflightResult's wire
//    form, or {"error"} for a failure that is not the module's fault).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "preflight/preflight.h"
#include "process/sandbox.h"
#include "runtime/topology.h"

namespace jaxbench::preflight {

inline constexpr const char* kWorkerProgram = "jaxbench-preflight-worker";
inline constexpr const char* kWorkerRequestFile = "request.json";
inline constexpr const char* kWorkerResultFile = "result.json";
// Where libtpu writes its final code in the work dir; removed once read,
// unless the request asks to keep it (JAXBENCH_KEEP_TPU_DUMPS).
inline constexpr const char* kDumpFolder = "tpu-dump";
// The kernels' operand values the worker counts their loops on (KernelInputs),
// written beside the request and kept with the dump.
inline constexpr const char* kKernelInputsFile = "kernel_inputs.json";

// The worker's RLIMIT_AS. Measured with libtpu 0.0.48 on a 2-core host: a
// worker compiling the test kernels peaks at 1.5-1.8 GiB of address space
// and fails below 2 GiB (libtpu's allocator: "mmap error: 12", then
// SIGSEGV); big programs take tens of GiB and every core adds thread
// stacks, so the limit only stops a runaway compile from taking the host.
// AddressSanitizer reserves terabytes of shadow memory: no limit there.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define JAXBENCH_WORKER_UNDER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(JAXBENCH_WORKER_UNDER_ASAN)
inline constexpr uint64_t kWorkerAddressSpaceBytes = 0;
#else
inline constexpr uint64_t kWorkerAddressSpaceBytes = 64ull << 30;
#endif

// One compile, as the worker is asked it.
struct WorkerRequest {
  std::string plugin_path;  // libtpu.so
  runtime::TopologySpec topology;
  std::string label, path, note;  // the module's, copied into its result
  std::string program_file;       // the module's code, a file in the work dir
  std::string program_name;       // runtime::Program::name, for the compiler's messages
  // The kernels' integer operand values (trip_counts.h KernelInputs), a file
  // in the work dir; empty: none (each kernel still runs, values unknown).
  std::string kernel_inputs_file;
  bool keep_dump = false;
  nlohmann::json to_json() const;
  static WorkerRequest from_json(const nlohmann::json& document);
};

// The worker's whole job, in its work dir (its cwd): reads `request_file`,
// compiles, writes kWorkerResultFile. Returns the process's exit code: 0
// when the result file was written (whatever the compiler said), 2 when not.
int run_preflight_worker(const std::string& request_file);

// `jaxbench-preflight-worker` in the folder of this process's executable
// (/proc/self/exe). Throws jaxbench::Error, one line naming the file and the
// rebuild, when it is not there.
std::string locate_preflight_worker();

// How the worker is sandboxed for `options` in `work_dir`: a minimal root
// holding the system's libraries, the worker and libtpu's folder read-only
// and the work dir writable (where the OS refuses it: everything but the work
// dir read-only), no network, its own PID namespace and /proc, an
// environment of the allow-list plus what libtpu needs, and limits generous
// enough for it.
process::SandboxOptions worker_sandbox(const PreflightOptions& options, const std::string& work_dir);

}  // namespace jaxbench::preflight
