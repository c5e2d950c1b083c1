// Indenting a block of text under a heading line, for the reports that nest
// one (the TPU profile under a pre-flight row, or under a verdict).
#pragma once

#include <string>

namespace jaxbench {

// Each line of `text` with `indent` before it, every line ending in '\n'.
inline std::string indent_lines(const std::string& text, const std::string& indent) {
  std::string out;
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    out += indent + text.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return out;
}

}  // namespace jaxbench
