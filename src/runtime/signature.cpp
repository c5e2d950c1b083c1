#include "runtime/signature.h"

#include <algorithm>
#include <cctype>

#include "core/mlir_bytecode.h"

namespace jaxbench::runtime {

namespace {

std::string join(const std::vector<TensorSpec>& specs) {
  std::string out = "(";
  for (size_t i = 0; i < specs.size(); ++i) {
    if (i) out += ", ";
    out += specs[i].describe();
  }
  return out + ")";
}

// Returns the index after the string literal that starts at text[pos].
size_t skip_string(const std::string& text, size_t pos) {
  for (size_t i = pos + 1; i < text.size(); ++i) {
    if (text[i] == '\\') {
      ++i;
    } else if (text[i] == '"') {
      return i + 1;
    }
  }
  return text.size();
}

// Skips a balanced region starting at text[pos] == open; returns the index
// after the closing bracket. Quoted strings are skipped whole.
size_t skip_balanced(const std::string& text, size_t pos, char open, char close) {
  int depth = 0;
  for (size_t i = pos; i < text.size(); ++i) {
    char c = text[i];
    if (c == '"') {
      i = skip_string(text, i) - 1;
      continue;
    }
    if (c == open) ++depth;
    if (c == close && --depth == 0) return i + 1;
  }
  return std::string::npos;
}

// Collects every `tensor<...>` type in text[begin, end) that is not inside
// an attribute dictionary `{...}`.
std::vector<TensorSpec> tensor_types(const std::string& text, size_t begin, size_t end, const std::string& what) {
  std::vector<TensorSpec> specs;
  size_t i = begin;
  while (i < end) {
    char c = text[i];
    if (c == '{') {
      i = skip_balanced(text, i, '{', '}');
      if (i == std::string::npos) break;
      continue;
    }
    if (c == '"') {
      i = skip_string(text, i);
      continue;
    }
    if (text.compare(i, 7, "tensor<") == 0) {
      size_t close = skip_balanced(text, i + 6, '<', '>');
      if (close == std::string::npos || close > end) throw Error(what + ": malformed tensor type in main's signature");
      specs.push_back(parse_tensor_type(text.substr(i, close - i), what));
      i = close;
      continue;
    }
    if (text.compare(i, 6, "tuple<") == 0 || text.compare(i, 12, "!stablehlo.t") == 0) {
      throw Error(what + ": main takes or returns a tuple or token; jaxbench feeds only tensors");
    }
    ++i;
  }
  return specs;
}

}  // namespace

std::string Signature::describe() const { return join(arguments) + " -> " + join(results); }

TensorSpec parse_tensor_type(const std::string& text, const std::string& what) {
  // tensor<4x8xbf16> or tensor<bf16>; an optional encoding follows a comma.
  std::string body = text.substr(7, text.size() - 8);
  size_t comma = body.find(',');
  if (comma != std::string::npos) body = body.substr(0, comma);
  Shape shape;
  size_t pos = 0;
  while (true) {
    size_t x = body.find('x', pos);
    std::string part = body.substr(pos, x == std::string::npos ? std::string::npos : x - pos);
    bool numeric = !part.empty() && std::all_of(part.begin(), part.end(),
                                                [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); });
    if (part == "?") throw Error(what + ": dynamic shape " + text + " is not supported; export with static shapes");
    if (!numeric || x == std::string::npos) {
      auto dtype = dtype_from_mlir(part);
      if (!dtype) throw Error(what + ": element type '" + part + "' in " + text + " is not supported");
      return {*dtype, shape};
    }
    shape.push_back(std::stoll(part));
    pos = x + 1;
  }
}

std::optional<Signature> parse_main_signature(const std::string& mlir_text, const std::string& what) {
  if (is_mlir_bytecode(mlir_text)) return std::nullopt;
  size_t at = mlir_text.find("@main(");
  if (at == std::string::npos) throw Error(what + ": no public function @main in the module");
  size_t open = at + 5;
  size_t close = skip_balanced(mlir_text, open, '(', ')');
  if (close == std::string::npos) throw Error(what + ": unterminated argument list of @main");
  Signature signature;
  signature.arguments = tensor_types(mlir_text, open, close, what);
  // Results: after "->", up to the body's opening brace. Result attributes
  // are `{...}` dictionaries, skipped by tensor_types.
  size_t arrow = mlir_text.find_first_not_of(" \n\t", close);
  if (arrow != std::string::npos && mlir_text.compare(arrow, 2, "->") == 0) {
    size_t start = arrow + 2;
    while (start < mlir_text.size() && std::isspace(static_cast<unsigned char>(mlir_text[start]))) ++start;
    size_t end;
    if (start < mlir_text.size() && mlir_text[start] == '(') {
      end = skip_balanced(mlir_text, start, '(', ')');
    } else {
      end = skip_balanced(mlir_text, mlir_text.find('<', start), '<', '>');
      // a single result may carry an attribute dictionary before the body
    }
    if (end == std::string::npos) throw Error(what + ": malformed result list of @main");
    signature.results = tensor_types(mlir_text, start, end, what);
  }
  return signature;
}

std::string describe_mismatch(const std::vector<TensorSpec>& expected, const std::vector<TensorSpec>& given,
                              const std::string& noun) {
  if (expected.size() != given.size()) {
    return "expects " + std::to_string(expected.size()) + " " + noun + "s " + join(expected) + " but got " +
           std::to_string(given.size()) + " " + join(given);
  }
  for (size_t i = 0; i < expected.size(); ++i) {
    if (!(expected[i] == given[i])) {
      return noun + " " + std::to_string(i) + ": expected " + expected[i].describe() + ", got " + given[i].describe();
    }
  }
  return "";
}

}  // namespace jaxbench::runtime
