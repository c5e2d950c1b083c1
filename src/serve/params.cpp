#include "serve/params.h"

#include <iostream>

#include "core/files.h"
#include "core/strings.h"
#include "jobs/eval_fields.h"
#include "jobs/jaxbench_flags.h"
#include "jobs/request_deadlines.h"
#include "serve/protocol.h"

namespace jaxbench::serve {

namespace {

template <typename T>
void read_into(const nlohmann::json& params, const char* field, T& target) {
  if (params.contains(field)) target = params[field].get<T>();
}

}  // namespace

CandidateParam candidate_param(const nlohmann::json& params, const std::string& method) {
  CandidateParam candidate;
  if (params.contains("candidate_path")) candidate.path = params["candidate_path"].get<std::string>();
  if (params.contains("candidate_source")) candidate.source = params["candidate_source"].get<std::string>();
  read_into(params, "candidate_kind", candidate.kind);
  if (candidate.path && candidate.source) {
    throw RequestError(kInvalidParams,
                       "params of " + method + " name both candidate_path and candidate_source: give one of them");
  }
  if (method == "eval" && !candidate.path && !candidate.source) {
    throw RequestError(kInvalidParams,
                       "params.candidate_source of eval is missing: give the candidate's text "
                       "(or candidate_path, a file)");
  }
  if (candidate.path && !file_exists(*candidate.path)) {
    throw RequestError(kInvalidParams, "params.candidate_path of " + method + " names " + *candidate.path +
                                           ", which does not exist: give a readable .py or .mlir file");
  }
  return candidate;
}

std::string candidate_file(const CandidateParam& candidate, const TempDir& folder) {
  if (candidate.path) return *candidate.path;
  std::string path = folder.path() + "/candidate." + candidate.kind;
  write_file_atomic(path, candidate.source.value_or(""));
  return path;
}

namespace {

// JAXBench's fields of an eval or run request (tpu, num_warmup, num_iters).
jobs::JaxbenchFlags jaxbench_flags(const nlohmann::json& params) {
  jobs::JaxbenchFlags flags;
  read_into(params, "tpu", flags.tpu);
  if (params.contains("num_warmup")) flags.num_warmup = params["num_warmup"].get<int>();
  if (params.contains("num_iters")) flags.num_iters = params["num_iters"].get<int>();
  flags.size_given = params.contains("size");
  return flags;
}

}  // namespace

namespace {

// The request's fields from params, a bad one answered as invalid params.
void decode_fields(const nlohmann::json& params, jobs::EvalRequest& request) {
  try {
    jobs::decode_eval_fields(params, request);
  } catch (const jobs::EvalFieldError& error) {
    throw RequestError(kInvalidParams, error.what());
  }
}

}  // namespace

double admit_eval_params(const nlohmann::json& params) {
  candidate_param(params, "eval");
  jobs::EvalRequest request;
  decode_fields(params, request);
  return jobs::eval_deadline_seconds(request);
}

double admit_run_params(const nlohmann::json& params) {
  return jobs::run_deadline_seconds(params.value("budget", jobs::RunRequest{}.budget_seconds));
}

jobs::EvalRequest eval_request(const nlohmann::json& params, const std::string& candidate_path,
                               const std::string& plugin) {
  jobs::EvalRequest request;
  request.candidate_path = candidate_path;
  request.plugin = plugin;
  decode_fields(params, request);
  request.notes = jobs::apply_jaxbench_flags(jaxbench_flags(params), request);
  return request;
}

jobs::RunRequest run_request(const nlohmann::json& params, const std::string& plugin) {
  jobs::RunRequest request;
  request.plugin = plugin;
  request.workloads = {params["workload"].get<std::string>()};
  read_into(params, "size", request.size);
  read_into(params, "budget", request.budget_seconds);
  request.variant = params.value("variant", std::string("baseline"));
  jobs::JaxbenchFlags flags = jaxbench_flags(params);
  request.tpu = flags.tpu;
  request.num_warmup = flags.num_warmup;
  request.num_iters = flags.num_iters;
  request.size_given = flags.size_given;
  return request;
}

jobs::PreflightRequest preflight_request(const nlohmann::json& params, const std::optional<std::string>& candidate) {
  jobs::PreflightRequest request;
  request.workloads = {params["workload"].get<std::string>()};
  request.candidate_path = candidate;
  read_into(params, "target", request.target);
  read_into(params, "size", request.size);
  return request;
}

}  // namespace jaxbench::serve
