// JAX's own Pallas TPU lowering refusals (raised while exporting, before
// libtpu sees the kernel), read into the same diagnosis as a compile failure.
#include <string>

#include "core/status.h"
#include "preflight/compiler_message.h"

namespace jaxbench::preflight {

namespace {

// The text between `open` (which it ends) and its matching ')'.
std::string parenthesised(const std::string& text, size_t open) {
  int depth = 0;
  for (size_t i = open; i < text.size(); ++i) {
    if (text[i] == '(') ++depth;
    if (text[i] == ')' && --depth == 0) return text.substr(open, i - open + 1);
  }
  return "";
}

// "(Blocked(block_size=4), Blocked(block_size=8192))" → "(4, 8192)"; other
// spellings (plain integers, None, Squeezed()) are kept as they are.
std::string plain_block_shape(const std::string& shape) {
  const std::string key = "block_size=";
  std::string out;
  size_t at = 0;
  while (true) {
    size_t found = shape.find("Blocked(" + key, at);
    if (found == std::string::npos) break;
    out += shape.substr(at, found - at);
    size_t value = found + 8 + key.size();
    size_t close = shape.find(')', value);
    if (close == std::string::npos) return shape;
    out += shape.substr(value, close - value);
    at = close + 1;
  }
  return out + shape.substr(at);
}

std::string between(const std::string& text, const std::string& before, const std::string& after) {
  size_t start = text.find(before);
  if (start == std::string::npos) return "";
  start += before.size();
  size_t end = text.find(after, start);
  return end == std::string::npos ? "" : text.substr(start, end - start);
}

}  // namespace

std::optional<CompilerDiagnosis> diagnose_lowering_failure(const std::string& message) {
  if (message.find("Pallas TPU lowering") == std::string::npos) return std::nullopt;
  size_t block_at = message.find("has block shape (");
  if (block_at == std::string::npos) return std::nullopt;
  std::string block = plain_block_shape(parenthesised(message, block_at + 16));
  size_t array_at = message.find("array shape (", block_at);
  std::string array = array_at == std::string::npos ? "" : parenthesised(message, array_at + 12);
  if (block.empty()) return std::nullopt;

  CompilerDiagnosis d;
  d.status = kCompileError;
  d.error_name = "PallasTpuBlockShape";
  std::string operand = between(message, "Block spec for ", " in pallas_call ");
  std::string kernel = between(message, " in pallas_call ", " at ");
  std::string where = between(message, kernel + " at ", " has block shape");
  if (size_t slash = where.rfind('/'); slash != std::string::npos) where = where.substr(slash + 1);
  d.python_location = where;
  d.summary = "JAX's Pallas TPU lowering rejects block shape " + block + (operand.empty() ? "" : " of " + operand) +
              (kernel.empty() ? "" : " in pallas_call " + kernel) + (where.empty() ? "" : " (" + where + ")") +
              ": its last two dimensions must be multiples of (8, 128) or equal the array's" +
              (array.empty() ? "" : " " + array);
  d.hint =
      "make the block's last two dimensions multiples of the TPU tiling (8 rows for 32-bit, 16 for bf16, 32 for "
      "8-bit types; 128 lanes), or the whole array dimension";
  return d;
}

}  // namespace jaxbench::preflight
