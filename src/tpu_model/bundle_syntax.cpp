#include "tpu_model/bundle_syntax.h"

#include <cctype>
#include <charconv>

namespace jaxbench::preflight {

BundleStart bundle_start(const std::string& line) {
  size_t at = line.find_first_not_of(' ');
  if (at == std::string::npos || !std::isdigit(static_cast<unsigned char>(line[at]))) return {};
  bool hex = line.compare(at, 2, "0x") == 0;
  size_t digits = hex ? at + 2 : at;
  size_t end = digits;
  while (end < line.size() && std::isxdigit(static_cast<unsigned char>(line[end]))) ++end;
  if (end == digits || end >= line.size() || line[end] != ' ') return {};
  size_t mark = line.find_first_not_of(' ', end);
  if (mark == std::string::npos) return {};
  BundleStart start;
  if (line[mark] != ':') {
    if (mark + 2 >= line.size() || line[mark + 2] != ':') return {};
    start.mark = line.substr(mark, 2);
  }
  start.is_bundle = true;
  std::from_chars(line.data() + digits, line.data() + end, start.address, hex ? 16 : 10);
  return start;
}

// Text with its /* */ comments cut out; each comment's text goes to
// `comments`, and one that ends in '=' ("/*vmem=*/") names what follows it.
std::string without_comments(const std::string& text, std::string& comments) {
  std::string out;
  for (size_t at = 0; at < text.size();) {
    size_t open = text.find("/*", at);
    if (open == std::string::npos) {
      out += text.substr(at);
      break;
    }
    out += text.substr(at, open - at);
    size_t close = text.find("*/", open + 2);
    std::string inside = text.substr(open + 2, (close == std::string::npos ? text.size() : close) - open - 2);
    if (!inside.empty() && inside.back() == '=') {
      out += "@" + inside.substr(0, inside.size() - 1) + "@";  // a name marker for the next operand
    } else {
      comments += inside + "\n";
    }
    at = close == std::string::npos ? text.size() : close + 2;
  }
  return out;
}

// Splits at `separator` outside brackets, braces and parentheses.
std::vector<std::string> split_top_level(const std::string& text, const std::string& separator) {
  std::vector<std::string> parts;
  int depth = 0;
  size_t from = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '[' || c == '{' || c == '(') ++depth;
    if (c == ']' || c == '}' || c == ')') --depth;
    if (depth == 0 && text.compare(i, separator.size(), separator) == 0) {
      parts.push_back(text.substr(from, i - from));
      from = i + separator.size();
      i = from - 1;
    }
  }
  parts.push_back(text.substr(from));
  return parts;
}

std::optional<int64_t> parse_integer(const std::string& token) {
  std::string t = trim(token);
  if (!t.empty() && t[0] == '$') t = t.substr(1);
  int base = 10;
  size_t from = 0;
  if (t.compare(0, 2, "0x") == 0) base = 16, from = 2;
  int64_t value = 0;
  auto [end, error] = std::from_chars(t.data() + from, t.data() + t.size(), value, base);
  if (error != std::errc() || end != t.data() + t.size() || t.size() == from) return std::nullopt;
  return value;
}

// The ']' closing the '[' that opens `text`.
size_t closing_bracket(const std::string& text) {
  int depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '[') ++depth;
    if (text[i] == ']' && --depth == 0) return i;
  }
  return text.size();
}

}  // namespace jaxbench::preflight
