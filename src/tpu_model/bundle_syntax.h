// The small pieces of libtpu's final-bundle text that bundle_program.cpp
// reads: a bundle's first line, comments, operand lists, integers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/strings.h"  // trim

namespace jaxbench::preflight {

// A bundle starts a line: blanks, its address ("0x1a", or "0" for the
// first), blanks, an optional two-letter mark (LB, PF, ...), then ':'.
struct BundleStart {
  bool is_bundle = false;
  int64_t address = 0;
  std::string mark;
};
BundleStart bundle_start(const std::string& line);

// Text with its /* */ comments cut out; each comment's text goes to
// `comments`, and one that ends in '=' ("/*vmem=*/") becomes "@vmem@", the
// name of the operand after it.
std::string without_comments(const std::string& text, std::string& comments);

// Splits at `separator` outside brackets, braces and parentheses.
std::vector<std::string> split_top_level(const std::string& text, const std::string& separator);

// "16", "$0x10", "4294967295"; nullopt for anything else.
std::optional<int64_t> parse_integer(const std::string& token);

// The ']' closing the '[' that opens `text` (its size when none).
size_t closing_bracket(const std::string& text);

}  // namespace jaxbench::preflight
