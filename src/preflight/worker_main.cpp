// jaxbench-preflight-worker REQUEST.json: the TPU pre-flight compiler, one
// module per run, started by the judge in the sandbox with its work dir as
// cwd (preflight/preflight_worker.h). It lives in preflight/, not cli/: it is
// the other half of preflight_isolated's protocol and links only this layer
// and those below it (no judge, no command line).
//
// jaxbench-preflight-worker --estimate DUMP_DIR RESULT.json: the TPU time
// estimate of a kept dump (bench/collect_preflight_v6e.py keeps them), with
// the module's cost analysis from its worker result, printed as JSON; so a
// change to the dump reader is refitted without compiling the suite again.
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <string>

#include "core/error.h"
#include "core/files.h"
#include "platform/registry.h"
#include "preflight/dump_reader.h"
#include "preflight/preflight_worker.h"
#include "preflight/tpu_estimate.h"

namespace {

int estimate_from_dump(const std::string& dump_dir, const std::string& result_file) {
  try {
    nlohmann::json result = nlohmann::json::parse(jaxbench::read_file(result_file));
    auto cost = result.value("cost", nlohmann::json::object()).get<std::map<std::string, double>>();
    auto estimate = jaxbench::preflight::estimate_tpu_time(jaxbench::platform::default_tpu_target(),
                                                           jaxbench::preflight::read_final_bundles(dump_dir), cost);
    std::cout << (estimate ? estimate->to_json() : nlohmann::json(nullptr)).dump() << "\n";
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr,
                 "jaxbench-preflight-worker --estimate: %s (pass a kept dump folder and a worker result JSON)\n",
                 e.what());
    return 1;
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 4 && std::string(argv[1]) == "--estimate") return estimate_from_dump(argv[2], argv[3]);
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
