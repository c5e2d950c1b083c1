// Telling MLIR bytecode from MLIR text: bytecode files (.mlirbc, what
// jax.export serializes) start with the magic "ML\xEFR"; text never does, as
// 0xEF is not ASCII.
#pragma once

#include <string_view>

namespace jaxbench {

inline constexpr std::string_view kMlirBytecodeMagic = "ML\xEFR";

inline bool is_mlir_bytecode(std::string_view module) { return module.starts_with(kMlirBytecodeMagic); }

}  // namespace jaxbench
