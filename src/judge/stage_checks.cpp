// Stage 1: static checks of the candidate's text, before anything compiles.
#include "candidate/static_checks.h"
#include "judge/stages.h"

namespace jaxbench::judge {

runtime::Signature reference_signature(const suite::Manifest& manifest) {
  runtime::Signature signature;
  for (const auto& input : manifest.inputs) signature.arguments.push_back({input.dtype, input.shape});
  for (const auto& output : manifest.outputs) signature.results.push_back({output.dtype, output.shape});
  return signature;
}

bool run_static_checks(Evaluation& e) {
  candidate::StaticCheckResult checks =
      candidate::check_candidate_module(e.candidate_text, reference_signature(e.manifest));
  Verdict& v = e.verdict;
  v.custom_call_targets = checks.custom_call_targets;
  if (checks.ok) return true;
  v.status = kRejected;
  v.rule = checks.rule;
  v.op = checks.op;
  v.message = checks.message;
  return false;
}

}  // namespace jaxbench::judge
