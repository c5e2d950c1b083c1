// Taking the candidate out of a model's reply. The rule, documented in the
// README ("Proposers"):
//   1. Fenced blocks (``` or longer, up to 3 spaces of indent, closed by a
//      fence at least as long) are collected; a block left open is ignored
//      (a reply cut short must not be judged).
//   2. A block tagged python/py (or untagged) that defines `def workload(`
//      is a Python candidate; one tagged mlir (or untagged) that holds a
//      `func.func` with `@main` is a StableHLO candidate.
//   3. The LAST such block wins: models write a draft and then the fix.
//   4. No block qualifies: no code (the reply is still kept).
#pragma once

#include <optional>
#include <string>

namespace jaxbench::agent {

struct ExtractedCode {
  std::string source;    // the block's text, ending with a newline
  std::string language;  // "python" or "mlir"
};

std::optional<ExtractedCode> extract_code(const std::string& reply);

// For a candidate written raw (command: stdout): "mlir" when it reads as a
// StableHLO module (its first code line starts with `module` or
// `func.func`), else "python".
std::string guess_language(const std::string& source);

}  // namespace jaxbench::agent
