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
#include "core/files.h"
#include "platform/registry.h"
#include "preflight/dump_reader.h"
#include "preflight/preflight_worker.h"
#include "preflight/tpu_estimate.h"
#include "preflight/tpu_profile.h"

namespace {

int estimate_from_dump(const std::string& dump_dir, const std::string& result_file, const std::string& inputs_file,
                       bool with_profile) {
  try {
    nlohmann::json result = nlohmann::json::parse(jaxbench::read_file(result_file));
    // A kept worker result ({"target", "result"}) is estimated for the
    // generation it was compiled for (a v5e dump with v5e's constants); a
    // module's row ({"cost"}) for the default.
    std::string target = jaxbench::platform::default_tpu_target();
    if (result.contains("target") && result.at("target").is_object()) {
      target = result.at("target").value("target", target);
      target = target.substr(0, target.find(':'));  // "v6e:2x2": the generation
    }
    if (result.contains("result")) result = result.at("result");
    auto cost = result.value("cost", nlohmann::json::object()).get<std::map<std::string, double>>();
    jaxbench::preflight::KernelInputs inputs;
    if (!inputs_file.empty()) {
      inputs = jaxbench::preflight::KernelInputs::from_json(nlohmann::json::parse(jaxbench::read_file(inputs_file)));
    }
    auto estimate = jaxbench::preflight::estimate_from_dump(target, dump_dir, cost, inputs);
    nlohmann::json out = estimate ? estimate->to_json() : nlohmann::json(nullptr);
    if (with_profile) {
      nlohmann::json profile = nullptr;
      if (estimate) profile = jaxbench::preflight::profile_from_dump(target, dump_dir, *estimate, cost).to_json();
      out = {{"tpu_estimate", out}, {"tpu_profile", profile}};
    }
    std::cout << out.dump() << "\n";
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
