// The signature of a StableHLO module's public `main`, read from MLIR text,
// so that wrong inputs are caught before anything runs (which argument,
// expected vs got) and candidate signatures can be compared with the
// reference's.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "runtime/executable.h"

namespace jaxbench::runtime {

struct Signature {
  std::vector<TensorSpec> arguments;
  std::vector<TensorSpec> results;
  std::string describe() const;  // "(bf16[4x8], s32[]) -> (f32[4])"
};

// Parses `func.func public @main(...) -> ...` from MLIR text. Returns
// nullopt for bytecode. Throws jaxbench::Error when the text has no main, or
// uses types jaxbench cannot feed (dynamic shapes, tuples, tokens).
std::optional<Signature> parse_main_signature(const std::string& mlir_text, const std::string& what);

// Parses one `tensor<4x8xbf16>` type (also `tensor<bf16>`).
TensorSpec parse_tensor_type(const std::string& text, const std::string& what);

// One line naming the first mismatch, or empty when `given` fits `expected`.
std::string describe_mismatch(const std::vector<TensorSpec>& expected, const std::vector<TensorSpec>& given,
                              const std::string& noun);

}  // namespace jaxbench::runtime
