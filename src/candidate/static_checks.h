// Static checks on a candidate module before anything runs: its `main`
// signature equals the reference's, every custom_call target is on the
// allow-list, and it uses no host callbacks, infeed/outfeed, send/recv or
// rng ops, and donates or aliases no input (rule no_donation). Each rejection names the op and the rule.
#pragma once

#include <string>
#include <vector>

#include "runtime/signature.h"

namespace jaxbench::candidate {

struct StaticCheckResult {
  bool ok = true;
  std::string rule;                              // "signature", "custom_call_allow_list", "no_host_callbacks", …
  std::string op;                                // the offending op or target, when there is one
  std::string message;                           // one line, fit to show an LLM
  std::vector<std::string> custom_call_targets;  // every target found
};

// `expected` is the reference's signature without any platform-index
// argument. `mlir_text` must be MLIR text (bytecode cannot be inspected).
StaticCheckResult check_candidate_module(const std::string& mlir_text, const runtime::Signature& expected);

// Targets a candidate may call: Pallas/Mosaic TPU kernels, Pallas Triton and
// Mosaic GPU kernels, and sharding annotations.
const std::vector<std::string>& allowed_custom_call_targets();

// Every custom_call target in the text, in order of appearance.
std::vector<std::string> custom_call_targets(const std::string& mlir_text);

}  // namespace jaxbench::candidate
