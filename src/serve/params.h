// serve's params, already checked against the method's schema
// (methods.h), turned into the judge's requests, every default taken from a
// default-constructed request as the command line does.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/temp_dir.h"
#include "jobs/eval_request.h"
#include "jobs/preflight_request.h"
#include "jobs/run_suite.h"

namespace jaxbench::serve {

// The candidate a request names: a file, or text the server writes to a
// private file with the suffix candidate_kind gives.
struct CandidateParam {
  std::optional<std::string> path;
  std::optional<std::string> source;
  std::string kind = "py";
};

// Throws RequestError (kInvalidParams) when neither or both are given.
CandidateParam candidate_param(const nlohmann::json& params, const std::string& method);
// The candidate's file: its path, or the source written to `folder`.
std::string candidate_file(const CandidateParam& candidate, const TempDir& folder);

// The front's admission of a device method (MethodSpec::admit): the rules
// of an eval's params the schema cannot state — one candidate, given once,
// a candidate_path that exists, a memory_limit that is a size — checked in
// the one decode that also gives its deadline; the worker, another process,
// decodes the same params through the same field table. Throws RequestError
// (kInvalidParams). A run has no such rules: its deadline only.
double admit_eval_params(const nlohmann::json& params);
double admit_run_params(const nlohmann::json& params);

// `plugin` is the server's --plugin (empty: JAXBENCH_PLUGIN, then the host's).
jobs::EvalRequest eval_request(const nlohmann::json& params, const std::string& candidate_path,
                               const std::string& plugin);
jobs::RunRequest run_request(const nlohmann::json& params, const std::string& plugin);
jobs::PreflightRequest preflight_request(const nlohmann::json& params, const std::optional<std::string>& candidate);

}  // namespace jaxbench::serve
