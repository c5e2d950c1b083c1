// What the store keeps of a verdict, built in one place for every writer
// (eval, serve, verify, run, the loop): the attempt it judged and the
// machine it was judged on. Both read the verdict's JSON and the facts the
// judge sends beside it (judge/verdict_json.h, record_facts: plugin path,
// versions, the hash of the module compiled, the candidate's source as the
// judge read it).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "store/environment.h"
#include "store/records.h"

namespace jaxbench::store {

// Who asked for the verdict, and what the verdict cannot say itself.
struct AttemptOrigin {
  std::string proposer;            // "human" (eval), "serve", a loop's proposer, an original's
  std::string kind = "candidate";  // or "reference" (a row of `run`)
  std::string candidate_path;      // as the caller named it ("" for inline source)
  // The workload and size asked for, where the verdict names none.
  std::string workload, size;
  std::optional<int64_t> tokens;
  std::optional<double> wall_seconds;
  // The source the caller sent, kept where the judge read none (a refused
  // request, a worker that died before answering).
  std::optional<std::string> candidate_source;
};

// The attempt: workload and size from the verdict (else the origin's), the
// source (else the origin's) and module hash from the facts. The store's
// writers (Recorder::record, record_step_verdict, record_verification) call
// it: a command names its origin and hands over the verdict and its facts,
// and never assembles an attempt itself.
AttemptInfo attempt_from_verdict(const nlohmann::json& verdict, const nlohmann::json& facts,
                                 const AttemptOrigin& origin);

// The environment a verdict names: its chip, device kind and platform (the
// verdict's own fields, or a run's session described the same way), the
// plugin and versions from the facts, this checkout's commit, this host.
EnvironmentInfo verdict_environment(const nlohmann::json& verdict, const nlohmann::json& facts);

// This checkout's commit ("unknown" outside a git checkout).
std::string jaxbench_commit();

}  // namespace jaxbench::store
