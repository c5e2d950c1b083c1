// A kept pre-flight estimated again by this build, without compiling: the
// dump's final bundles read by the current dump reader, the kernels' loops
// counted on the inputs they were compiled with, and the current formula and
// constants applied. `jaxbench preflight --rescore DIR` and the worker's
// `--estimate` both come here, so a benchmark scores a changed estimate
// through the binary rather than a copy of its formula.
//
// A kept folder is what JAXBENCH_KEEP_TPU_DUMPS=DIR leaves per module,
// DIR/<label>/: the dump (tpu-dump/), the worker's result (result.json:
// the target and the cost analysis) and the kernels' inputs
// (kernel_inputs.json).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace jaxbench::preflight {

// The kept files of one module, as the worker's --estimate names them.
struct KeptPreflight {
  std::string dump_dir;     // the final-bundle dump
  std::string result_file;  // {"target", "result": {"cost"}} or a module row's {"cost"}
  std::string inputs_file;  // the kernels' operand values; empty: none
};

// The files of a kept folder; throws jaxbench::Error (one line naming the
// folder and what is missing) when it is not one.
KeptPreflight kept_folder(const std::string& dir);

// The estimate's JSON (TpuEstimate::to_json; null when the dump has no
// bundles), for the generation the result names (else the default TPU);
// with `with_profile`, {"tpu_estimate", "tpu_profile"}. Throws
// jaxbench::Error for unreadable files.
nlohmann::json rescore(const KeptPreflight& kept, bool with_profile);

}  // namespace jaxbench::preflight
