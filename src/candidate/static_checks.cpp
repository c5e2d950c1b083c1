#include "candidate/static_checks.h"

#include <algorithm>
#include <cctype>

#include "core/error.h"

namespace jaxbench::candidate {

namespace {

struct ForbiddenOp {
  const char* op;
  const char* rule;
  const char* why;
};

// Ops that would let a kernel reach outside its inputs: the host (callbacks,
// infeed/outfeed), other devices (send/recv), or state it was not given (rng).
const ForbiddenOp kForbiddenOps[] = {
    {"stablehlo.infeed", "no_infeed_outfeed", "infeed reads data from the host"},
    {"stablehlo.outfeed", "no_infeed_outfeed", "outfeed sends data to the host"},
    {"stablehlo.send", "no_send_recv", "send talks to another device or the host"},
    {"stablehlo.recv", "no_send_recv", "recv reads from another device or the host"},
    {"stablehlo.rng_bit_generator", "no_rng", "a kernel must be a deterministic function of its inputs"},
    {"stablehlo.rng ", "no_rng", "a kernel must be a deterministic function of its inputs"},
    {"\"stablehlo.rng\"", "no_rng", "a kernel must be a deterministic function of its inputs"},
};

// Attributes by which a module donates an argument's buffer or aliases it to
// a result: the judge reuses its inputs for the reference and the truth, so a
// candidate may neither overwrite nor free them.
const char* const kAliasingAttributes[] = {"tf.aliasing_output", "jax.buffer_donor", "mhlo.result_alias",
                                           "input_output_alias", "mhlo.input_output_alias"};

bool is_host_callback(const std::string& target) {
  return target.find("callback") != std::string::npos || target.find("py_func") != std::string::npos ||
         target.find("host_compute") != std::string::npos;
}

}  // namespace

const std::vector<std::string>& allowed_custom_call_targets() {
  static const std::vector<std::string> kAllowed = {
      "tpu_custom_call",       // Pallas / Mosaic TPU kernels
      "triton_kernel_call",    // Pallas Triton kernels (GPU)
      "__gpu$xla.gpu.triton",  // Triton kernels in XLA's newer form
      "mosaic_gpu",            // Pallas Mosaic GPU kernels
      "mosaic_gpu_v2",
      "Sharding",  // sharding annotations
      "SPMDFullToShardShape",
      "SPMDShardToFullShape",
  };
  return kAllowed;
}

std::vector<std::string> custom_call_targets(const std::string& text) {
  // Two spellings: the pretty form `stablehlo.custom_call @target(` and the
  // generic form with `call_target_name = "target"`. (Scanned by hand:
  // std::regex trips GCC 12's sanitizer build with false warnings.)
  auto is_name_char = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.' || c == '-';
  };
  std::vector<std::pair<size_t, std::string>> found;
  static const std::string kPretty = "stablehlo.custom_call";
  for (size_t at = text.find(kPretty); at != std::string::npos; at = text.find(kPretty, at + 1)) {
    size_t i = at + kPretty.size();
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i >= text.size() || text[i] != '@') continue;
    size_t end = ++i;
    while (end < text.size() && is_name_char(text[end])) ++end;
    found.push_back({at, text.substr(i, end - i)});
  }
  static const std::string kGeneric = "call_target_name";
  for (size_t at = text.find(kGeneric); at != std::string::npos; at = text.find(kGeneric, at + 1)) {
    size_t i = at + kGeneric.size();
    while (i < text.size() && (std::isspace(static_cast<unsigned char>(text[i])) || text[i] == '=')) ++i;
    if (i >= text.size() || text[i] != '"') continue;
    size_t close = text.find('"', i + 1);
    if (close == std::string::npos) continue;
    found.push_back({at, text.substr(i + 1, close - i - 1)});
  }
  std::sort(found.begin(), found.end());
  std::vector<std::string> targets;
  for (auto& item : found) targets.push_back(item.second);
  return targets;
}

StaticCheckResult check_candidate_module(const std::string& text, const runtime::Signature& expected) {
  StaticCheckResult result;
  auto reject = [&](std::string rule, std::string op, std::string message) {
    result.ok = false;
    result.rule = std::move(rule);
    result.op = std::move(op);
    result.message = std::move(message);
    return result;
  };

  for (const char* attribute : kAliasingAttributes) {
    if (text.find(attribute) != std::string::npos) {
      return reject("no_donation", attribute,
                    std::string("attribute ") + attribute +
                        " is not allowed (rule no_donation): a candidate may not donate or alias its inputs "
                        "(drop donate_argnums / input_output_aliases)");
    }
  }

  std::optional<runtime::Signature> signature;
  try {
    signature = runtime::parse_main_signature(text, "candidate");
  } catch (const Error& error) {
    return reject("signature", "func.func @main", error.what());
  }
  if (!signature) {
    return reject("mlir_text", "", "the candidate module is bytecode; submit MLIR text (Exported.mlir_module())");
  }
  std::string arguments = runtime::describe_mismatch(expected.arguments, signature->arguments, "argument");
  if (!arguments.empty()) {
    return reject("signature", "func.func @main", "main's arguments differ from the reference's: " + arguments);
  }
  std::string results = runtime::describe_mismatch(expected.results, signature->results, "result");
  if (!results.empty()) {
    return reject("signature", "func.func @main", "main's results differ from the reference's: " + results);
  }

  for (const auto& forbidden : kForbiddenOps) {
    if (text.find(forbidden.op) != std::string::npos) {
      std::string op = forbidden.op;
      op.erase(std::remove(op.begin(), op.end(), '"'), op.end());
      while (!op.empty() && op.back() == ' ') op.pop_back();
      return reject(forbidden.rule, op, "op " + op + " is not allowed (rule " + forbidden.rule + "): " + forbidden.why);
    }
  }

  result.custom_call_targets = custom_call_targets(text);
  for (const auto& target : result.custom_call_targets) {
    if (is_host_callback(target)) {
      return reject("no_host_callbacks", target,
                    "custom_call @" + target +
                        " is a host callback (rule no_host_callbacks): the kernel must run "
                        "entirely on the device (no jax.pure_callback, io_callback or debug.callback)");
    }
    const auto& allowed = allowed_custom_call_targets();
    if (std::find(allowed.begin(), allowed.end(), target) == allowed.end()) {
      return reject(
          "custom_call_allow_list", target,
          "custom_call @" + target +
              " is not on the allow-list (rule custom_call_allow_list): only Pallas "
              "kernels (tpu_custom_call, triton_kernel_call, mosaic_gpu) and sharding annotations may be called");
    }
  }
  return result;
}

}  // namespace jaxbench::candidate
