#include "serve/device_methods.h"

#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <memory>

#include "core/temp_dir.h"
#include "judge/verdict_json.h"
#include "serve/device_worker.h"
#include "serve/methods.h"
#include "serve/params.h"
#include "suite/run_record_json.h"

namespace jaxbench::serve {

namespace {

using nlohmann::json;

json verdict_with_facts(const judge::Verdict& verdict) {
  json document = judge::verdict_json(verdict);
  document[kRecordFacts] = judge::record_facts(verdict);
  return document;
}

// An eval's request, its inline candidate written to a private folder.
struct EvalCall {
  std::unique_ptr<TempDir> folder;
  jobs::EvalRequest request;
};

EvalCall decode_eval(const json& params, DeviceContext& device) {
  EvalCall call;
  CandidateParam candidate = candidate_param(params, "eval");
  call.folder = std::make_unique<TempDir>("jaxbench-serve-candidate-");
  call.request = eval_request(params, candidate_file(candidate, *call.folder), device.plugin);
  return call;
}

json handle_eval(EvalCall& call, DeviceContext& device) {
  jobs::EvalHooks hooks;
  hooks.progress = [](const std::string& line) { std::cerr << "jaxbench serve: " << line << std::endl; };
  std::string folder_path = call.folder->path();
  const ProtocolOutput& output = device.output;
  json id = device.request_id;
  hooks.on_timeout = [&output, id, folder_path](const judge::Verdict& timeout) {
    json message = result_message(id, verdict_with_facts(timeout));
    message[kWorkerExiting] = true;
    output.write(message);
    std::error_code ignored;
    std::filesystem::remove_all(folder_path, ignored);
    ::_exit(kExitAfterTimeout);
  };
  return verdict_with_facts(device.judge.eval(call.request, hooks));
}

jobs::RunRequest decode_run(const json& params, DeviceContext& device) { return run_request(params, device.plugin); }

json handle_run(jobs::RunRequest& request, DeviceContext& device) {
  jobs::RunOutcome outcome = device.judge.run(request);
  for (const auto& note : outcome.notes) std::cerr << "jaxbench serve: run: " << note << std::endl;
  return suite::run_record_json(outcome.records.at(0));
}

}  // namespace

json eval_on_device(const json& params, DeviceContext& device) {
  return typed(decode_eval, handle_eval)(params, device);
}

json run_on_device(const json& params, DeviceContext& device) { return typed(decode_run, handle_run)(params, device); }

json status_on_device(const json&, DeviceContext& device) {
  return {{"pid", ::getpid()}, {"judge", device.judge.status()}};
}

}  // namespace jaxbench::serve
