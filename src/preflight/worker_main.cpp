// jaxbench-preflight-worker REQUEST.json: the TPU pre-flight compiler, one
// module per run, started by the judge in the sandbox with its work dir as
// cwd (preflight/preflight_worker.h). It lives in preflight/, not cli/: it is
// the other half of preflight_isolated's protocol and links only this layer
// and those below it (no judge, no command line).
//
// jaxbench-preflight-worker --estimate DUMP_DIR RESULT.json [KERNEL_INPUTS.json]:
// the TPU time estimate of a kept dump (bench/collect_preflight_v6e.py
// keeps them), with the module's cost analysis from its worker result and
// the kernels' operand values (trip_counts.h) when given, printed as JSON;
// so a change to the dump reader is refitted without compiling again.
// jaxbench-preflight-worker --profile DUMP_DIR RESULT.json [KERNEL_INPUTS.json]:
// the same, printed as {"tpu_estimate", "tpu_profile"} (tpu_profile.h), for
// bench/profile_vs_published.py.
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <string>

#include "core/error.h"
#include "preflight/preflight_worker.h"
#include "preflight/rescore.h"

namespace {

int estimate_from_dump(const std::string& dump_dir, const std::string& result_file, const std::string& inputs_file,
                       bool with_profile) {
  try {
    std::cout << jaxbench::preflight::rescore({dump_dir, result_file, inputs_file}, with_profile).dump() << "\n";
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr,
                 "jaxbench-preflight-worker --estimate: %s (pass a kept dump folder, a worker result JSON and "
                 "optionally the kernels' input values, kernel_inputs.json)\n",
                 e.what());
    return 1;
  }
}

}  // namespace

int main(int argc, char** argv) {
  if ((argc == 4 || argc == 5) && (std::string(argv[1]) == "--estimate" || std::string(argv[1]) == "--profile")) {
    return estimate_from_dump(argv[2], argv[3], argc == 5 ? argv[4] : "", std::string(argv[1]) == "--profile");
  }
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s REQUEST.json (started by jaxbench, in its work dir)\n",
                 jaxbench::preflight::kWorkerProgram);
    return 2;
  }
  int code = jaxbench::preflight::run_preflight_worker(argv[1]);
  // _exit: libtpu's threads are still running; static destructors and its
  // atexit handlers must not race them (the result file is already closed).
  std::fflush(nullptr);
  ::_exit(code);
}
