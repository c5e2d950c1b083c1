#include "core/error.h"

namespace jaxbench {

std::string one_line(const std::string& text, size_t max_chars) {
  std::string out;
  bool pending_space = false;
  for (char c : text) {
    if (c == '\n' || c == '\r' || c == '\t') {
      pending_space = !out.empty();
      continue;
    }
    if (pending_space) {
      if (out.back() != ' ') out += ' ';
      pending_space = false;
    }
    out += c;
    if (out.size() >= max_chars) {
      out += "...";
      break;
    }
  }
  return out;
}

}  // namespace jaxbench
